import { en } from '../../post-card/messages-en.ts';
import { registerPost } from '../post-shared.tsx';

/** Chunk for `<dg-post>` on a page in English (`data-lang="en"`): the card's English strings; the card is in the shared post chunk. */
export const register = registerPost(en);
