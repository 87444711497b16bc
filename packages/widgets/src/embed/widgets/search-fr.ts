import { fr } from '../../search/messages-fr.ts';
import { registerSearch } from '../search-shared.tsx';

/** Chunk for `<dg-search>` on a page in French (`data-lang="fr"`): the whole search box with its French strings. */
export const register = registerSearch(fr);
