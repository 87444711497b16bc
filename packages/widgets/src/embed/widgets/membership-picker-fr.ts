import { fr } from '../../membership-picker/messages-fr.ts';
import { registerMembershipPicker } from './membership-picker-shared.tsx';

/** Chunk for `<dg-membership-picker>` on a page in French: the picker's French strings; the picker is in the shared chunk. */
export const register = registerMembershipPicker(fr);
