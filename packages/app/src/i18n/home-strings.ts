import type { HomeTranslation } from './locales/home/en.ts';
import type { AreaStringChunks } from './use-area-strings.ts';

/** The `home` namespace's chunks (the right column and the composer dialog load it with `useAreaStrings`). */
export const homeStrings: AreaStringChunks<HomeTranslation> = {
  en: () => import('./locales/home/en.ts'),
  fr: () => import('./locales/home/fr.ts'),
  tr: () => import('./locales/home/tr.ts'),
};
