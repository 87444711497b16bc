import type { Language } from '@dealgrow/sdk/state';

/**
 * Every string a widget shows, in en, fr and tr. A plain table instead of i18next keeps the embed
 * script small; the `satisfies` below fails the typecheck when a language misses a key.
 */
const en = {
  'profile.loading': 'Loading profile…',
  'profile.error': 'The profile could not be loaded.',
  'profile.notFound': 'This member could not be found.',
  'profile.retry': 'Try again',
  'profile.view': 'View profile',
  'profile.photoAlt': 'Photo of {name}',
} as const;

export type MessageKey = keyof typeof en;

export const MESSAGES = {
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
} as const satisfies Record<Language, Record<MessageKey, string>>;

/** The message for `key` in `lang`, with `{name}`-style placeholders filled from `values`. */
export function t(lang: Language, key: MessageKey, values: Record<string, string> = {}): string {
  const message: string = (MESSAGES[lang] ?? MESSAGES.en)[key];
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
