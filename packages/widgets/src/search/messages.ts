import type { MessageTable } from '../i18n/translate.ts';
import { en, type SearchMessageKey, type SearchStrings } from './messages-en.ts';
import { fr } from './messages-fr.ts';
import { tr } from './messages-tr.ts';

export type { SearchMessageKey, SearchStrings };

/**
 * The search box's strings in en, fr and tr, for the React `Search`; the embed's search chunk of a language carries
 * that language's alone (messages-{en,fr,tr}.ts, src/embed/search-shared.tsx).
 */
export const SEARCH_MESSAGES = { en, fr, tr } as const satisfies MessageTable<SearchMessageKey>;
