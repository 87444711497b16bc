import type { SearchTranslation } from '../i18n/locales/search/en.ts';
import type { AreaStringChunks } from '../i18n/use-area-strings.ts';

/** The `search` namespace's chunks (the header's list and the results page load it with `useAreaStrings`). */
export const searchStrings: AreaStringChunks<SearchTranslation> = {
  en: () => import('../i18n/locales/search/en.ts'),
  fr: () => import('../i18n/locales/search/fr.ts'),
  tr: () => import('../i18n/locales/search/tr.ts'),
};
