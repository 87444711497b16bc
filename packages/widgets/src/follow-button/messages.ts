import type { MessageTable } from '../i18n/translate.ts';

/**
 * The follow button's strings in en, fr and tr: the action, the follower count (by plural category), and the states
 * of a company loaded by id or slug, which the company card shares (one chunk holds both).
 */
const en = {
  'follow.follow': 'Follow',
  'follow.following': 'Following',
  'follow.followers.one': '{count} follower',
  'follow.followers.other': '{count} followers',
  'follow.loading': 'Loading company…',
  'follow.error': 'The company could not be loaded.',
  'follow.notFound': 'This company could not be found.',
  'follow.retry': 'Try again',
} as const;

export type FollowMessageKey = keyof typeof en;

export const FOLLOW_MESSAGES = {
  en,
  fr: {
    'follow.follow': 'Suivre',
    'follow.following': 'Abonné',
    'follow.followers.one': '{count} abonné',
    'follow.followers.other': '{count} abonnés',
    'follow.loading': "Chargement de l'entreprise…",
    'follow.error': "L'entreprise n'a pas pu être chargée.",
    'follow.notFound': 'Cette entreprise est introuvable.',
    'follow.retry': 'Réessayer',
  },
  tr: {
    'follow.follow': 'Takip et',
    'follow.following': 'Takip ediliyor',
    'follow.followers.one': '{count} takipçi',
    'follow.followers.other': '{count} takipçi',
    'follow.loading': 'Şirket yükleniyor…',
    'follow.error': 'Şirket yüklenemedi.',
    'follow.notFound': 'Bu şirket bulunamadı.',
    'follow.retry': 'Tekrar dene',
  },
} as const satisfies MessageTable<FollowMessageKey>;
