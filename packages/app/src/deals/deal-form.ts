import type { CreateDealInput, Deal, DealDetail, UpdateDealInput } from '@dealgrow/sdk';

/** The reward a member earns for each way of starting a lead on a deal. */
export const REWARD_KINDS = ['buy', 'sell', 'refer'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

export type DealMember = Deal['managers'][number];

/** What the deal form holds: text as typed, so an empty field stays empty rather than 0. */
export interface DealFormValues {
  title: string;
  type: 'offer' | 'demand';
  industry_id: string;
  category_id: string;
  currency: string;
  price: string;
  stock: string;
  location: string;
  description: string;
  sub_type: string;
  isAllIndustry: boolean;
  buy_price: string;
  buy_currency: string;
  sell_price: string;
  sell_currency: string;
  refer_price: string;
  refer_currency: string;
  company_id: string;
  managers: DealMember[];
}

/** Form fields the server may name in a 400, shown at their field. */
export const DEAL_FORM_FIELDS = [
  'title',
  'type',
  'industry_id',
  'category_id',
  'currency',
  'price',
  'stock',
  'location',
  'description',
  'sub_type',
  'isAllIndustry',
  'buy_price',
  'buy_currency',
  'sell_price',
  'sell_currency',
  'refer_price',
  'refer_currency',
  'company_id',
  'managers',
  'files',
] as const;

export const EMPTY_DEAL_FORM: DealFormValues = {
  title: '',
  type: 'offer',
  industry_id: '',
  category_id: '',
  currency: '',
  price: '',
  stock: '',
  location: '',
  description: '',
  sub_type: '',
  isAllIndustry: false,
  buy_price: '',
  buy_currency: '',
  sell_price: '',
  sell_currency: '',
  refer_price: '',
  refer_currency: '',
  company_id: '',
  managers: [],
};

const text = (value: number | string | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** The form filled with a deal, for editing it. */
export function dealFormValuesOf(deal: DealDetail): DealFormValues {
  return {
    title: deal.title,
    type: deal.type,
    industry_id: text(deal.industry_id),
    category_id: text(deal.category_id),
    currency: text(deal.currency),
    price: text(deal.price),
    stock: text(deal.stock),
    location: text(deal.location),
    description: deal.description,
    sub_type: text(deal.sub_type),
    isAllIndustry: deal.isAllIndustry,
    buy_price: text(deal.buy_price),
    buy_currency: text(deal.buy_currency),
    sell_price: text(deal.sell_price),
    sell_currency: text(deal.sell_currency),
    refer_price: text(deal.refer_price),
    refer_currency: text(deal.refer_currency),
    company_id: text(deal.company_id),
    managers: deal.managers,
  };
}

/** A typed number, or undefined when the field is empty or not a number. */
function numberOf(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** SPEC §5: a reward price (and its currency) is sent only when above zero. */
function rewardsOf(values: DealFormValues): Partial<CreateDealInput> {
  const rewards: Partial<CreateDealInput> = {};
  for (const kind of REWARD_KINDS) {
    const amount = numberOf(values[`${kind}_price`]);
    if (amount === undefined || amount <= 0) continue;
    rewards[`${kind}_price`] = amount;
    const currency = values[`${kind}_currency`];
    if (currency) rewards[`${kind}_currency`] = currency;
  }
  return rewards;
}

/** The fields both a new deal and a change send. Visibility and comment permission are fixed to anyone (SPEC §5). */
function commonFields(values: DealFormValues, files: File[]) {
  const industry = numberOf(values.industry_id);
  const category = numberOf(values.category_id);
  const price = numberOf(values.price);
  const stock = numberOf(values.stock);
  const company = numberOf(values.company_id);
  return {
    title: values.title.trim(),
    type: values.type,
    ...(industry === undefined ? {} : { industry_id: industry }),
    ...(category === undefined ? {} : { category_id: category }),
    ...(values.currency ? { currency: values.currency } : {}),
    ...(price === undefined ? {} : { price }),
    ...(stock === undefined ? {} : { stock }),
    location: values.location.trim(),
    description: values.description.trim(),
    sub_type: values.sub_type.trim(),
    isAllIndustry: values.isAllIndustry,
    ...rewardsOf(values),
    visibility: 'anyone' as const,
    comment_permission: 'anyone' as const,
    ...(company === undefined ? {} : { company_id: company }),
    managers: values.managers.map((member) => member.id),
    ...(files.length ? { files } : {}),
  };
}

/** POST /deals from the form. */
export function newDealInput(values: DealFormValues, files: File[]): CreateDealInput {
  return commonFields(values, files);
}

/**
 * PATCH /deals/{id} from the form. A reward the deal had and the member emptied goes as 0, the server's
 * way to clear it (docs/deals-and-files.md); any other reward is still sent only when above zero.
 */
export function dealChangeInput(deal: DealDetail, values: DealFormValues, files: File[], removedFiles: number[]): UpdateDealInput {
  const cleared: Partial<UpdateDealInput> = {};
  for (const kind of REWARD_KINDS) {
    const amount = numberOf(values[`${kind}_price`]);
    if (deal[`${kind}_price`] !== undefined && (amount === undefined || amount <= 0)) cleared[`${kind}_price`] = 0;
  }
  return { ...commonFields(values, files), ...cleared, ...(removedFiles.length ? { removed_files: removedFiles } : {}) };
}
