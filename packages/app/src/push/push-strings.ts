import type { PushTranslation } from '../i18n/locales/push/en.ts';
import type { AreaStringChunks } from '../i18n/use-area-strings.ts';

/** The `push` namespace's chunks (settings page, prompt, blocked dialog). */
export const pushStrings: AreaStringChunks<PushTranslation> = {
  en: () => import('../i18n/locales/push/en.ts'),
  fr: () => import('../i18n/locales/push/fr.ts'),
  tr: () => import('../i18n/locales/push/tr.ts'),
};
