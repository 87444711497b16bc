import type { MessageTable } from '../i18n/translate.ts';

/** The deal list's strings in en, fr and tr; its embed chunk carries these and no other widget's. */
const en = {
  'dealList.label.all': 'Popular deals',
  'dealList.label.offer': 'Offers',
  'dealList.label.demand': 'Perks',
  'dealList.loading': 'Loading deals…',
  'dealList.empty': 'No deals to show yet.',
  'dealList.error': 'The deals could not be loaded.',
  'dealList.retry': 'Try again',
  'dealList.more': 'Load more',
  'dealList.count': '{shown} of {total} deals',
} as const;

export type DealListMessageKey = keyof typeof en;

export const DEAL_LIST_MESSAGES = {
  en,
  fr: {
    'dealList.label.all': 'Affaires populaires',
    'dealList.label.offer': 'Offres',
    'dealList.label.demand': 'Avantages',
    'dealList.loading': 'Chargement des affaires…',
    'dealList.empty': 'Aucune affaire pour le moment.',
    'dealList.error': "Les affaires n'ont pas pu être chargées.",
    'dealList.retry': 'Réessayer',
    'dealList.more': 'Afficher plus',
    'dealList.count': '{shown} sur {total} affaires',
  },
  tr: {
    'dealList.label.all': 'Popüler fırsatlar',
    'dealList.label.offer': 'Teklifler',
    'dealList.label.demand': 'Avantajlar',
    'dealList.loading': 'Fırsatlar yükleniyor…',
    'dealList.empty': 'Henüz gösterilecek fırsat yok.',
    'dealList.error': 'Fırsatlar yüklenemedi.',
    'dealList.retry': 'Tekrar dene',
    'dealList.more': 'Daha fazla göster',
    'dealList.count': '{shown} / {total} fırsat',
  },
} as const satisfies MessageTable<DealListMessageKey>;
