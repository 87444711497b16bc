import type { Lead } from '@dealgrow/sdk';
import { formatAmount } from '@dealgrow/sdk/format';

/** An amount in the lead's currency with no decimals (SPEC §9); a lead without a currency shows the bare number. */
export function formatLeadAmount(amount: number | null, currency: string | null, locale: string): string | null {
  if (amount === null) return null;
  return formatAmount(amount, currency, locale);
}

/** The figure the dashboard shows: the agreed final budget once there is one, else the proposed budget. */
export function leadBudget(lead: Pick<Lead, 'budget' | 'final_budget' | 'currency'>, locale: string): string | null {
  return formatLeadAmount(lead.final_budget ?? lead.budget, lead.currency, locale);
}
