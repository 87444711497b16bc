import { en } from '../../search/messages-en.ts';
import { registerSearch } from '../search-shared.tsx';

/** Chunk for `<dg-search>` on a page in English (`data-lang="en"`): the whole search box with its English strings. */
export const register = registerSearch(en);
