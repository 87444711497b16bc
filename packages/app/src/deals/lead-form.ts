import type { CreateLeadInput, LeadType } from '@dealgrow/sdk';

export const LEAD_TYPES = ['buy', 'sell', 'refer'] as const satisfies readonly LeadType[];

/** The `?type=` of the lead page, or null when it names no lead type. */
export function leadTypeOf(value: string | null): LeadType | null {
  return LEAD_TYPES.find((type) => type === value) ?? null;
}

export interface LeadFormValues {
  text: string;
  budget: string;
  currency: string;
  /** The member referred, for a referral. */
  referralUserId: number | null;
}

/** Form fields the server may name in a 400. */
export const LEAD_FORM_FIELDS = ['text', 'budget', 'currency', 'referral_user_id', 'files'] as const;

/** POST /lead from the form: empty fields are left out; only a referral names the member referred. */
export function newLeadInput(dealId: number, type: LeadType, values: LeadFormValues, files: File[]): CreateLeadInput {
  const budget = values.budget.trim() === '' ? Number.NaN : Number(values.budget);
  return {
    deal_id: dealId,
    type,
    ...(values.text.trim() ? { text: values.text.trim() } : {}),
    ...(Number.isFinite(budget) && budget >= 0 ? { budget } : {}),
    ...(values.currency && Number.isFinite(budget) ? { currency: values.currency } : {}),
    ...(type === 'refer' && values.referralUserId !== null ? { referral_user_id: values.referralUserId } : {}),
    ...(files.length ? { files } : {}),
  };
}
