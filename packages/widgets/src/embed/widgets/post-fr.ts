import { fr } from '../../post-card/messages-fr.ts';
import { registerPost } from '../post-shared.tsx';

/** Chunk for `<dg-post>` on a page in French (`data-lang="fr"`): the card's French strings; the card is in the shared post chunk. */
export const register = registerPost(fr);
