import type { MessageTable } from '../i18n/translate.ts';

/** The deal card's strings in en, fr and tr; its embed chunk carries these and no other widget's. */
const en = {
  'deal.loading': 'Loading deal…',
  'deal.error': 'The deal could not be loaded.',
  'deal.notFound': 'This deal could not be found.',
  'deal.retry': 'Try again',
  'deal.view': 'View deal',
  'deal.coverAlt': 'Cover image of {title}',
  'deal.type.offer': 'Offer',
  'deal.type.demand': 'Demand',
  'deal.rewards': 'Rewards',
  'deal.reward.buy': 'Buy: {amount}',
  'deal.reward.sell': 'Sell: {amount}',
  'deal.reward.refer': 'Refer: {amount}',
  'deal.actions': 'Start a lead',
  'deal.action.buy': 'Buy',
  'deal.action.sell': 'Sell',
  'deal.action.refer': 'Refer',
} as const;

export type DealMessageKey = keyof typeof en;

export const DEAL_MESSAGES = {
  en,
  fr: {
    'deal.loading': "Chargement de l'affaire…",
    'deal.error': "L'affaire n'a pas pu être chargée.",
    'deal.notFound': 'Cette affaire est introuvable.',
    'deal.retry': 'Réessayer',
    'deal.view': "Voir l'affaire",
    'deal.coverAlt': 'Image de couverture de {title}',
    'deal.type.offer': 'Offre',
    'deal.type.demand': 'Demande',
    'deal.rewards': 'Récompenses',
    'deal.reward.buy': 'Achat : {amount}',
    'deal.reward.sell': 'Vente : {amount}',
    'deal.reward.refer': 'Recommandation : {amount}',
    'deal.actions': 'Lancer une piste',
    'deal.action.buy': 'Acheter',
    'deal.action.sell': 'Vendre',
    'deal.action.refer': 'Recommander',
  },
  tr: {
    'deal.loading': 'Fırsat yükleniyor…',
    'deal.error': 'Fırsat yüklenemedi.',
    'deal.notFound': 'Bu fırsat bulunamadı.',
    'deal.retry': 'Tekrar dene',
    'deal.view': 'Fırsatı görüntüle',
    'deal.coverAlt': '{title} kapak görseli',
    'deal.type.offer': 'Teklif',
    'deal.type.demand': 'Talep',
    'deal.rewards': 'Ödüller',
    'deal.reward.buy': 'Alış: {amount}',
    'deal.reward.sell': 'Satış: {amount}',
    'deal.reward.refer': 'Öneri: {amount}',
    'deal.actions': 'Potansiyel müşteri oluştur',
    'deal.action.buy': 'Satın al',
    'deal.action.sell': 'Sat',
    'deal.action.refer': 'Öner',
  },
} as const satisfies MessageTable<DealMessageKey>;
