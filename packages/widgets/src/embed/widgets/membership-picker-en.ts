import { en } from '../../membership-picker/messages-en.ts';
import { registerMembershipPicker } from './membership-picker-shared.tsx';

/** Chunk for `<dg-membership-picker>` on a page in English: the picker's English strings; the picker is in the shared chunk. */
export const register = registerMembershipPicker(en);
