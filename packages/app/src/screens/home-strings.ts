import type { HomeTranslation } from '../i18n/locales/home/en.ts';
import type { AreaStringChunks } from '../i18n/use-area-strings.ts';

/** The `home` namespace's chunks (the right column and the composer dialog load it with `useAreaStrings`). */
export const homeStrings: AreaStringChunks<HomeTranslation> = {
  en: () => import('../i18n/locales/home/en.ts'),
  fr: () => import('../i18n/locales/home/fr.ts'),
  tr: () => import('../i18n/locales/home/tr.ts'),
};
