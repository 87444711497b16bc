import type { MessageTable } from '../i18n/translate.ts';

/** The profile card's strings in en, fr and tr; its embed chunk carries these and no other widget's. */
const en = {
  'profile.loading': 'Loading profile…',
  'profile.error': 'The profile could not be loaded.',
  'profile.notFound': 'This member could not be found.',
  'profile.retry': 'Try again',
  'profile.view': 'View profile',
  'profile.photoAlt': 'Photo of {name}',
} as const;

export type ProfileMessageKey = keyof typeof en;

export const PROFILE_MESSAGES = {
  en,
  fr: {
    'profile.loading': 'Chargement du profil…',
    'profile.error': "Le profil n'a pas pu être chargé.",
    'profile.notFound': 'Ce membre est introuvable.',
    'profile.retry': 'Réessayer',
    'profile.view': 'Voir le profil',
    'profile.photoAlt': 'Photo de {name}',
  },
  tr: {
    'profile.loading': 'Profil yükleniyor…',
    'profile.error': 'Profil yüklenemedi.',
    'profile.notFound': 'Bu üye bulunamadı.',
    'profile.retry': 'Tekrar dene',
    'profile.view': 'Profili görüntüle',
    'profile.photoAlt': '{name} fotoğrafı',
  },
} as const satisfies MessageTable<ProfileMessageKey>;
