import type { TrustTranslation } from '../i18n/locales/trust/en.ts';
import { type AreaStringChunks, useAreaStrings } from '../i18n/use-area-strings.ts';

const trustStrings: AreaStringChunks<TrustTranslation> = {
  en: () => import('../i18n/locales/trust/en.ts'),
  fr: () => import('../i18n/locales/trust/fr.ts'),
  tr: () => import('../i18n/locales/trust/tr.ts'),
};

/** Loads the `trust` namespace (blocking, reporting, the admin queue); true once it is in. */
export function useTrustStrings(): boolean {
  return useAreaStrings('trust', trustStrings);
}

/** A date in the page's language. */
export function dateText(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(iso));
}
