import type { MessageTable } from '../i18n/translate.ts';

/** The unread badge's strings in en, fr and tr: its accessible label, by plural category. */
const en = {
  'unread.none': 'No unread messages',
  'unread.one': '{count} unread message',
  'unread.other': '{count} unread messages',
} as const;

export type UnreadMessageKey = keyof typeof en;

export const UNREAD_MESSAGES = {
  en,
  fr: {
    'unread.none': 'Aucun message non lu',
    'unread.one': '{count} message non lu',
    'unread.other': '{count} messages non lus',
  },
  tr: {
    'unread.none': 'Okunmamış mesaj yok',
    'unread.one': '{count} okunmamış mesaj',
    'unread.other': '{count} okunmamış mesaj',
  },
} as const satisfies MessageTable<UnreadMessageKey>;
