import { CURRENCIES } from '../general/select-lists.ts';
import type { Language } from '../i18n/catalogue.ts';

/** Personal plans are a member's; shop plans a company's (bought and changed by its owner). */
export type MembershipKind = 'personal' | 'shop';
export const MEMBERSHIP_KINDS: readonly MembershipKind[] = ['personal', 'shop'];

export type BillingInterval = 'month' | 'year';
export const BILLING_INTERVALS: readonly BillingInterval[] = ['month', 'year'];

export type PersonalPlan = 'networking' | 'business';
export type ShopPlan = 'basic' | 'popular' | 'enterprise';
export type PlanKey = PersonalPlan | ShopPlan;
export const PLAN_KEYS: readonly PlanKey[] = ['networking', 'business', 'basic', 'popular', 'enterprise'];

/** How many live listings a plan allows; null: no limit. */
export interface PlanLimits {
  deals: number | null;
  products: number | null;
}

export interface PlanDefinition {
  key: PlanKey;
  kind: MembershipKind;
  /** Higher is more: a change to a higher rank is an upgrade. The free level is rank 0. */
  rank: number;
  /** Prices in euro cents; other currencies follow from them (priceOf). */
  eur: Record<BillingInterval, number>;
  limits: PlanLimits;
  features: Record<Language, string[]>;
}

/** What a member without a personal plan may list, and a company without a shop plan. */
export const FREE_LIMITS: Record<MembershipKind, PlanLimits> = {
  personal: { deals: 25, products: 25 },
  shop: { deals: 10, products: 10 },
};

export const PLANS: readonly PlanDefinition[] = [
  {
    key: 'networking',
    kind: 'personal',
    rank: 1,
    eur: { month: 999, year: 9999 },
    limits: { deals: 100, products: 100 },
    features: {
      en: ['Up to 100 active deals and 100 products', 'See who viewed your profile', 'Refer deals and earn their refer price'],
      fr: [
        'Jusqu’à 100 offres actives et 100 produits',
        'Voyez qui a consulté votre profil',
        'Recommandez des offres et gagnez leur prix de recommandation',
      ],
      tr: [
        '100’e kadar aktif fırsat ve 100 ürün',
        'Profilinizi kimlerin görüntülediğini görün',
        'Fırsatları önerin ve öneri ücretini kazanın',
      ],
    },
  },
  {
    key: 'business',
    kind: 'personal',
    rank: 2,
    eur: { month: 2999, year: 29999 },
    limits: { deals: null, products: null },
    features: {
      en: ['Unlimited deals and products', 'Everything in Networking', 'Business leads statistics and priority support'],
      fr: ['Offres et produits illimités', 'Tout ce qu’offre Networking', 'Statistiques des prospects et assistance prioritaire'],
      tr: ['Sınırsız fırsat ve ürün', 'Networking’deki her şey', 'İş fırsatı istatistikleri ve öncelikli destek'],
    },
  },
  {
    key: 'basic',
    kind: 'shop',
    rank: 1,
    eur: { month: 1999, year: 19999 },
    limits: { deals: 25, products: 50 },
    features: {
      en: ['Post as your company', 'Up to 25 active deals and 50 products', 'A shop page with your listings'],
      fr: ['Publiez au nom de votre entreprise', 'Jusqu’à 25 offres actives et 50 produits', 'Une boutique avec vos annonces'],
      tr: ['Şirketiniz adına paylaşım yapın', '25’e kadar aktif fırsat ve 50 ürün', 'İlanlarınızla bir mağaza sayfası'],
    },
  },
  {
    key: 'popular',
    kind: 'shop',
    rank: 2,
    eur: { month: 4999, year: 49999 },
    limits: { deals: 100, products: 250 },
    features: {
      en: ['Everything in Basic', 'Up to 100 active deals and 250 products', 'Sponsored placement in deal lists'],
      fr: ['Tout ce qu’offre Basic', 'Jusqu’à 100 offres actives et 250 produits', 'Mise en avant sponsorisée dans les listes d’offres'],
      tr: ['Basic’teki her şey', '100’e kadar aktif fırsat ve 250 ürün', 'Fırsat listelerinde sponsorlu yer'],
    },
  },
  {
    key: 'enterprise',
    kind: 'shop',
    rank: 3,
    eur: { month: 14999, year: 149999 },
    limits: { deals: null, products: null },
    features: {
      en: ['Everything in Popular', 'Unlimited deals and products', 'A dedicated account manager'],
      fr: ['Tout ce qu’offre Popular', 'Offres et produits illimités', 'Un gestionnaire de compte dédié'],
      tr: ['Popular’daki her şey', 'Sınırsız fırsat ve ürün', 'Size özel bir müşteri temsilcisi'],
    },
  },
];

export const planOf = (key: string): PlanDefinition | undefined => PLANS.find((plan) => plan.key === key);
export const plansOf = (kind: MembershipKind): PlanDefinition[] => PLANS.filter((plan) => plan.kind === kind);

/** Euros to each currency of the currencies list, for prices (fixed: a price list, not an exchange rate). */
const PRICE_FACTORS: Record<string, number> = { EUR: 1, USD: 1.1, GBP: 0.86, TRY: 36, CHF: 0.96, CAD: 1.5, AUD: 1.65, JPY: 160 };

/** The currencies plans are sold in: the server's currencies list. */
export const PLAN_CURRENCIES: readonly string[] = CURRENCIES.map((currency) => currency.code).filter((code) => code in PRICE_FACTORS);

/** Digits after the decimal point of a currency's minor unit (JPY has none). */
export const minorDigits = (currency: string): number =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/**
 * A plan's price for one interval in a currency's minor unit: the euro price times the currency's factor, rounded
 * up to a whole unit then less one cent (19.99), or to a hundred for a currency without cents (¥1,600).
 */
export function priceOf(plan: PlanDefinition, interval: BillingInterval, currency: string): number {
  const factor = PRICE_FACTORS[currency] ?? 1;
  const units = (plan.eur[interval] / 100) * factor;
  if (currency === 'EUR') return plan.eur[interval];
  if (minorDigits(currency) === 0) return Math.round(units / 100) * 100;
  return Math.ceil(units) * 100 - 1;
}

/** A period's end: a month (the same day, clamped to the month's last) or a year after `start`. */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The plans' names, as the packages and the messages show them (a brand name: the same in every language). */
export const PLAN_NAMES: Record<PlanKey, string> = {
  networking: 'Networking',
  business: 'Business',
  basic: 'Basic',
  popular: 'Popular',
  enterprise: 'Enterprise',
};

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Questions about each kind of plan, in each language. */
export const FAQ: Record<MembershipKind, Record<Language, FaqEntry[]>> = {
  personal: {
    en: [
      {
        question: 'What do I get with a personal plan?',
        answer:
          'Networking raises your limits to 100 active deals and 100 products; Business removes the limits and adds lead statistics and priority support.',
      },
      {
        question: 'How does upgrading work?',
        answer:
          'An upgrade applies at once. You pay the difference for the rest of the current period, and your renewal date stays the same.',
      },
      {
        question: 'Can I move to a smaller plan or to monthly billing?',
        answer: 'Yes. The change is scheduled for the end of the period you paid for; until then you keep your current plan.',
      },
      {
        question: 'What happens when I cancel?',
        answer: 'Your plan stays active until the end of the period and then ends. You can resume it any time before that date.',
      },
      {
        question: 'What if a renewal payment fails?',
        answer: 'The plan ends at the end of its period and you are back on the free limits. Choose a plan again to continue.',
      },
    ],
    fr: [
      {
        question: 'Que m’apporte une formule personnelle ?',
        answer:
          'Networking porte vos limites à 100 offres actives et 100 produits ; Business supprime les limites et ajoute les statistiques des prospects et une assistance prioritaire.',
      },
      {
        question: 'Comment fonctionne une montée en gamme ?',
        answer:
          'Elle s’applique tout de suite. Vous payez la différence pour le reste de la période en cours, et votre date de renouvellement ne change pas.',
      },
      {
        question: 'Puis-je passer à une formule inférieure ou à la facturation mensuelle ?',
        answer: 'Oui. Le changement est prévu pour la fin de la période payée ; d’ici là, vous gardez votre formule actuelle.',
      },
      {
        question: 'Que se passe-t-il si je résilie ?',
        answer:
          'Votre formule reste active jusqu’à la fin de la période, puis prend fin. Vous pouvez la reprendre à tout moment avant cette date.',
      },
      {
        question: 'Et si un paiement de renouvellement échoue ?',
        answer:
          'La formule prend fin à la fin de sa période et vous revenez aux limites gratuites. Choisissez de nouveau une formule pour continuer.',
      },
    ],
    tr: [
      {
        question: 'Kişisel üyelik bana ne sağlar?',
        answer:
          'Networking sınırlarınızı 100 aktif fırsat ve 100 ürüne çıkarır; Business sınırları kaldırır, iş fırsatı istatistikleri ve öncelikli destek ekler.',
      },
      {
        question: 'Üst pakete geçiş nasıl işler?',
        answer: 'Hemen uygulanır. Mevcut dönemin kalanı için farkı ödersiniz ve yenileme tarihiniz değişmez.',
      },
      {
        question: 'Daha küçük bir pakete veya aylık ödemeye geçebilir miyim?',
        answer: 'Evet. Değişiklik ödediğiniz dönemin sonuna planlanır; o zamana kadar mevcut paketiniz sürer.',
      },
      {
        question: 'İptal edersem ne olur?',
        answer: 'Paketiniz dönem sonuna kadar aktif kalır ve sonra sona erer. O tarihten önce istediğiniz zaman devam ettirebilirsiniz.',
      },
      {
        question: 'Yenileme ödemesi başarısız olursa?',
        answer: 'Paket dönem sonunda sona erer ve ücretsiz sınırlara dönersiniz. Devam etmek için yeniden bir paket seçin.',
      },
    ],
  },
  shop: {
    en: [
      {
        question: 'What does a shop plan give my company?',
        answer:
          'The SHOP type: members who manage the company can post as it, and its deals and products are listed in its shop, within the plan’s limits.',
      },
      {
        question: 'Who can buy or change the company’s plan?',
        answer: 'Only the company’s owner. Managers can post as the company while the plan is active.',
      },
      {
        question: 'How do upgrades and downgrades work?',
        answer:
          'An upgrade applies at once with the difference charged for the rest of the period; a downgrade or a switch to monthly billing applies at the end of the period.',
      },
      {
        question: 'What happens to our listings if the plan ends?',
        answer:
          'They stay online, but the company can no longer post as a shop or list more than the free limits allow until a plan is chosen again.',
      },
      { question: 'Can we pay yearly?', answer: 'Yes: every plan is billed monthly or yearly, and yearly costs about two months less.' },
    ],
    fr: [
      {
        question: 'Qu’apporte une formule boutique à mon entreprise ?',
        answer:
          'Le type SHOP : les membres qui gèrent l’entreprise peuvent publier en son nom, et ses offres et produits sont présentés dans sa boutique, dans les limites de la formule.',
      },
      {
        question: 'Qui peut acheter ou changer la formule de l’entreprise ?',
        answer:
          'Seul le propriétaire de l’entreprise. Les gestionnaires peuvent publier au nom de l’entreprise tant que la formule est active.',
      },
      {
        question: 'Comment fonctionnent les changements de formule ?',
        answer:
          'Une montée en gamme s’applique tout de suite, la différence étant facturée pour le reste de la période ; une formule inférieure ou le passage au mensuel s’applique à la fin de la période.',
      },
      {
        question: 'Que deviennent nos annonces si la formule prend fin ?',
        answer:
          'Elles restent en ligne, mais l’entreprise ne peut plus publier en tant que boutique ni dépasser les limites gratuites tant qu’aucune formule n’est choisie.',
      },
      {
        question: 'Pouvons-nous payer à l’année ?',
        answer: 'Oui : chaque formule est facturée au mois ou à l’année, et l’année coûte environ deux mois de moins.',
      },
    ],
    tr: [
      {
        question: 'Mağaza paketi şirketime ne sağlar?',
        answer:
          'SHOP türü: şirketi yöneten üyeler şirket adına paylaşım yapabilir, fırsatları ve ürünleri paket sınırları içinde mağazasında listelenir.',
      },
      {
        question: 'Şirketin paketini kim alabilir veya değiştirebilir?',
        answer: 'Yalnızca şirketin sahibi. Yöneticiler paket aktif olduğu sürece şirket adına paylaşım yapabilir.',
      },
      {
        question: 'Paket yükseltme ve düşürme nasıl işler?',
        answer:
          'Yükseltme hemen uygulanır ve dönemin kalanı için fark alınır; daha küçük pakete veya aylık ödemeye geçiş dönem sonunda uygulanır.',
      },
      {
        question: 'Paket sona ererse ilanlarımıza ne olur?',
        answer:
          'İlanlar yayında kalır, ancak yeniden bir paket seçilene kadar şirket mağaza olarak paylaşım yapamaz ve ücretsiz sınırları aşamaz.',
      },
      {
        question: 'Yıllık ödeyebilir miyiz?',
        answer: 'Evet: her paket aylık veya yıllık faturalandırılır ve yıllık ödeme yaklaşık iki ay daha ucuzdur.',
      },
    ],
  },
};
