import type { MessageTable } from '../i18n/translate.ts';

/** The notification bell's strings in en, fr and tr: its accessible label, by plural category. */
const en = {
  'bell.none': 'No new notifications',
  'bell.one': '{count} new notification',
  'bell.other': '{count} new notifications',
} as const;

export type BellMessageKey = keyof typeof en;

export const BELL_MESSAGES = {
  en,
  fr: {
    'bell.none': 'Aucune nouvelle notification',
    'bell.one': '{count} nouvelle notification',
    'bell.other': '{count} nouvelles notifications',
  },
  tr: {
    'bell.none': 'Yeni bildirim yok',
    'bell.one': '{count} yeni bildirim',
    'bell.other': '{count} yeni bildirim',
  },
} as const satisfies MessageTable<BellMessageKey>;
