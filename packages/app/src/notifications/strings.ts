import type { NotificationsTranslation } from '../i18n/locales/notifications/en.ts';
import type { AreaStringChunks } from '../i18n/use-area-strings.ts';

/** The `notifications` namespace's chunks (the bell and the centre load it with `useAreaStrings`). */
export const notificationsStrings: AreaStringChunks<NotificationsTranslation> = {
  en: () => import('../i18n/locales/notifications/en.ts'),
  fr: () => import('../i18n/locales/notifications/fr.ts'),
  tr: () => import('../i18n/locales/notifications/tr.ts'),
};
