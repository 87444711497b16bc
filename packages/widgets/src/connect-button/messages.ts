import type { MessageTable } from '../i18n/translate.ts';

/**
 * The connect button's strings in en, fr and tr: SPEC §8's labels (keyed by the label `connectionStatus`
 * answers), the actions, and the mutual-connections count (by plural category). Loading, error and not-found
 * reuse the profile card's words.
 */
const en = {
  'Request Sent': 'Request Sent',
  'Your Connection': 'Your Connection',
  'Send Request': 'Send Request',
  Declined: 'Declined',
  'Not Connected': 'Not Connected',
  'connect.cancel': 'Withdraw',
  'connect.accept': 'Accept',
  'connect.with': 'Connection with {name}',
  'connect.mutual.one': '{count} mutual connection',
  'connect.mutual.other': '{count} mutual connections',
} as const;

export type ConnectMessageKey = keyof typeof en;

export const CONNECT_MESSAGES = {
  en,
  fr: {
    'Request Sent': 'Invitation envoyée',
    'Your Connection': 'Votre relation',
    'Send Request': 'Inviter',
    Declined: 'Refusée',
    'Not Connected': 'Pas en relation',
    'connect.cancel': 'Retirer',
    'connect.accept': 'Accepter',
    'connect.with': 'Relation avec {name}',
    'connect.mutual.one': '{count} relation en commun',
    'connect.mutual.other': '{count} relations en commun',
  },
  tr: {
    'Request Sent': 'İstek gönderildi',
    'Your Connection': 'Bağlantınız',
    'Send Request': 'İstek gönder',
    Declined: 'Reddedildi',
    'Not Connected': 'Bağlı değil',
    'connect.cancel': 'Geri çek',
    'connect.accept': 'Kabul et',
    'connect.with': '{name} ile bağlantı',
    'connect.mutual.one': '{count} ortak bağlantı',
    'connect.mutual.other': '{count} ortak bağlantı',
  },
} as const satisfies MessageTable<ConnectMessageKey>;
