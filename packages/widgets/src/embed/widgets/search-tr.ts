import { tr } from '../../search/messages-tr.ts';
import { registerSearch } from '../search-shared.tsx';

/** Chunk for `<dg-search>` on a page in Turkish (`data-lang="tr"`): the whole search box with its Turkish strings. */
export const register = registerSearch(tr);
