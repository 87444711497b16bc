import { tr } from '../../membership-picker/messages-tr.ts';
import { registerMembershipPicker } from './membership-picker-shared.tsx';

/** Chunk for `<dg-membership-picker>` on a page in Turkish: the picker's Turkish strings; the picker is in the shared chunk. */
export const register = registerMembershipPicker(tr);
