import { tr } from '../../post-card/messages-tr.ts';
import { registerPost } from '../post-shared.tsx';

/** Chunk for `<dg-post>` on a page in Turkish (`data-lang="tr"`): the card's Turkish strings; the card is in the shared post chunk. */
export const register = registerPost(tr);
