import type { MessageTable } from '../i18n/translate.ts';

/** The company card's own strings in en, fr and tr; its states and the follow button's come from follow-button/messages.ts. */
const en = {
  'company.logoAlt': 'Logo of {name}',
  'company.deals': 'Latest deals',
  'company.noDeals': 'No deals yet.',
  'company.dealsError': 'The deals could not be loaded.',
} as const;

export type CompanyMessageKey = keyof typeof en;

export const COMPANY_MESSAGES = {
  en,
  fr: {
    'company.logoAlt': 'Logo de {name}',
    'company.deals': 'Dernières affaires',
    'company.noDeals': 'Aucune affaire pour le moment.',
    'company.dealsError': "Les affaires n'ont pas pu être chargées.",
  },
  tr: {
    'company.logoAlt': '{name} logosu',
    'company.deals': 'Son fırsatlar',
    'company.noDeals': 'Henüz fırsat yok.',
    'company.dealsError': 'Fırsatlar yüklenemedi.',
  },
} as const satisfies MessageTable<CompanyMessageKey>;
