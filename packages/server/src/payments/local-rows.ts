/** The local provider's connected-account and payout rows, and how they answer as the provider's types. */
import type { BusinessType, ConnectedAccount, Payout, PayoutStatus } from './provider.ts';

export interface AccountRow {
  id: string;
  business_type: BusinessType;
  name: string;
  enabled: boolean;
}

export interface PayoutRow {
  id: string;
  amount: number;
  currency: string;
  status: PayoutStatus;
  failure_message: string | null;
  created: number;
  arrival: number | null;
}

export const PAYOUT_COLUMNS = `SELECT id, amount, currency, status, failure_message, extract(epoch FROM created_at)::int AS created,
  extract(epoch FROM arrival_date)::int AS arrival FROM local_pay_payouts`;

export function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    created: row.created,
    arrivalDate: row.arrival,
    ...(row.failure_message ? { failureMessage: row.failure_message } : {}),
  };
}

export function toAccount(row: AccountRow): ConnectedAccount {
  return {
    id: row.id,
    enabled: row.enabled,
    businessType: row.business_type,
    name: row.name,
    requirements: row.enabled ? [] : ['external_account', 'tos_acceptance'],
  };
}
