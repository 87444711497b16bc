import type { AnalyticsTranslation } from '../i18n/locales/analytics/en.ts';
import type { AreaStringChunks } from '../i18n/use-area-strings.ts';

/** The `analytics` namespace's chunks (the Analytics tab loads it with `useAreaStrings`). */
export const analyticsStrings: AreaStringChunks<AnalyticsTranslation> = {
  en: () => import('../i18n/locales/analytics/en.ts'),
  fr: () => import('../i18n/locales/analytics/fr.ts'),
  tr: () => import('../i18n/locales/analytics/tr.ts'),
};
