import type { FastifyBaseLogger } from 'fastify';
import { first, type Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { MINOR_UNITS_SQL } from './money.ts';

/**
 * Referral earnings (docs/payments.md "Ledger"). The referrer of a `refer` lead is its sender (the member
 * referred is the lead's `referral_user_id`, docs/leads.md); once the lead is accepted, the sender earns the
 * deal's refer price in its currency. One earning per lead (unique lead_id), whatever retries:
 * pending → available (transferred to the referrer's connected account) → paid_out (in a payout).
 */

/** The earnings a member is owed for accepted refer leads and has no ledger entry for yet (`$1` the member, `$2` a lead or null). */
const RECORD_EARNINGS_SQL = `
  INSERT INTO referral_earnings (lead_id, user_id, deal_id, deal_title, amount, currency)
  SELECT l.id, l.sender_id, d.id, d.title,
         ${MINOR_UNITS_SQL('d.refer_price', "coalesce(d.refer_currency, d.currency, 'EUR')")},
         upper(coalesce(d.refer_currency, d.currency, 'EUR'))
    FROM leads l JOIN deals d ON d.id = l.deal_id
   WHERE l.type = 'refer' AND l.status = 'accepted' AND d.refer_price > 0
     AND ($1::integer IS NULL OR l.sender_id = $1) AND ($2::integer IS NULL OR l.id = $2)
     AND NOT EXISTS (SELECT 1 FROM referral_earnings e WHERE e.lead_id = l.id)
  ON CONFLICT (lead_id) DO NOTHING
  RETURNING user_id`;

/** Records the earning of one lead when it is an accepted refer lead with a refer price; answers the referrer, or null. */
export async function recordLeadEarning(db: Queryable, leadId: number): Promise<number | null> {
  const rows = await db.query<{ user_id: number }>(RECORD_EARNINGS_SQL, [null, leadId]);
  return rows[0]?.user_id ?? null;
}

/** Records any earning of the member's accepted refer leads still missing (a crash between acceptance and the hook). */
export async function recordMissingEarnings(db: Queryable, userId: number): Promise<void> {
  await db.query(RECORD_EARNINGS_SQL, [userId, null]);
}

/** The provider's idempotency key of an earning's transfer: the same earning is transferred once. */
export const earningTransferKey = (earningId: number) => `referral-earning-${earningId}`;

/**
 * Moves the member's pending earnings to their connected account, when it is enabled: one provider transfer
 * per earning (keyed by the earning), then the entry becomes available. Without an enabled account the
 * earnings stay pending and move on a later call.
 */
export async function settleEarnings(context: ServerContext, userId: number): Promise<void> {
  const { db, payments } = context;
  const account = await first<{ stripe_account_id: string | null; stripe_account_enabled: boolean }>(
    db,
    'SELECT stripe_account_id, stripe_account_enabled FROM users WHERE id = $1',
    [userId],
  );
  if (!account?.stripe_account_id || !account.stripe_account_enabled) return;
  const pending = await db.query<{ id: number; amount: number | string; currency: string }>(
    `SELECT id, amount, currency FROM referral_earnings WHERE user_id = $1 AND status = 'pending' ORDER BY id`,
    [userId],
  );
  for (const earning of pending) {
    const transfer = await payments.transfer(
      account.stripe_account_id,
      Number(earning.amount),
      earning.currency,
      earningTransferKey(earning.id),
    );
    if (transfer.status !== 'succeeded') continue;
    await db.query(
      `UPDATE referral_earnings SET status = 'available', transfer_id = $2, available_at = now() WHERE id = $1 AND status = 'pending'`,
      [earning.id, transfer.id],
    );
  }
}

/**
 * Records what the member is owed and moves it to their account: before every read of earnings, balance or payouts.
 * A provider that does not answer leaves the earnings pending for the next read; the read itself still answers.
 */
export async function refreshEarnings(context: ServerContext, userId: number, log?: FastifyBaseLogger): Promise<void> {
  await recordMissingEarnings(context.db, userId);
  try {
    await settleEarnings(context, userId);
  } catch (error) {
    log?.warn({ err: error, userId }, 'referral earnings not settled yet');
  }
}

/**
 * The lead-acceptance hook (leads/routes.ts, after the status change is committed): records the referrer's
 * earning when the lead is an accepted refer lead, and pays it to their account. Never fails the lead's change:
 * what does not happen now (the provider is down, no account yet) happens on the referrer's next earnings read.
 */
export async function earnReferral(context: ServerContext, leadId: number, log?: FastifyBaseLogger): Promise<void> {
  try {
    const referrer = await recordLeadEarning(context.db, leadId);
    if (referrer !== null) await settleEarnings(context, referrer);
  } catch (error) {
    log?.warn({ err: error, leadId }, 'referral earning not settled yet');
  }
}
