/** What happens to a plan after it is chosen: a paid checkout activates it, and the period-end sweep renews, changes or expires it. */
import type { Database, Queryable } from '../db/database.ts';
import type { NotifyInput } from '../notifications/notify.ts';
import type { PaymentEvent, PaymentProvider } from '../payments/provider.ts';
import { PLAN_NAMES, type PlanDefinition, periodEnd, planOf, priceOf } from './plans.ts';
import {
  FROM_MEMBERSHIPS,
  LIVE_STATUSES,
  liveMembership,
  MEMBERSHIP_COLUMNS,
  type MembershipRow,
  recordHistory,
  type Subject,
} from './records.ts';

/** The company's SHOP type follows its live shop plan. */
async function setShopType(db: Queryable, companyId: number | null, shop: boolean): Promise<void> {
  if (companyId === null) return;
  if (shop) await db.query(`UPDATE companies SET membership_type = 'SHOP', updated_at = now() WHERE id = $1`, [companyId]);
  else
    await db.query(`UPDATE companies SET membership_type = NULL, updated_at = now() WHERE id = $1 AND membership_type = 'SHOP'`, [
      companyId,
    ]);
}

/**
 * The memberships' webhook handler: a paid checkout activates its plan (a new period from now, the company's SHOP
 * type for a shop plan). Runs inside the transaction that records the event, so it applies once.
 */
export async function handleMembershipEvent(event: PaymentEvent, tx: Queryable): Promise<void> {
  if (event.type !== 'checkout.session.completed' || event.session.metadata.purpose !== 'membership') return;
  const id = Number(event.session.metadata.membership_id);
  if (!Number.isInteger(id) || id <= 0) return;
  const rows = await tx.query<MembershipRow>(
    'SELECT id, kind, user_id, company_id, plan, billing_interval, currency, amount, status FROM memberships WHERE id = $1 FOR UPDATE',
    [id],
  );
  const row = rows[0];
  if (!row || (row.status !== 'incomplete' && row.status !== 'abandoned')) return;
  const subject: Subject =
    row.kind === 'personal'
      ? { kind: 'personal', userId: row.user_id }
      : { kind: 'shop', companyId: row.company_id as number, userId: row.user_id };
  const payment = { amount: event.session.amount, currency: event.session.currency, paymentId: event.session.paymentId };
  if (await liveMembership(tx, subject)) {
    // Two checkouts paid: the plan already live stays; the payment is on record.
    await recordHistory(tx, row, 'payment_succeeded', { ...payment, note: 'duplicate_checkout' });
    return;
  }
  const now = new Date();
  await tx.query(
    `UPDATE memberships SET status = 'active', current_period_start = $2, current_period_end = $3, version = version + 1, updated_at = now() WHERE id = $1`,
    [id, now, periodEnd(now, row.billing_interval)],
  );
  await recordHistory(tx, row, 'subscribed', { actorId: row.user_id });
  await recordHistory(tx, row, 'payment_succeeded', payment);
  if (row.kind === 'shop') await setShopType(tx, row.company_id, true);
}

export interface SweepResult {
  renewed: number;
  changed: number;
  expired: number;
  failed: number;
}

/**
 * Ends the periods that are over (docs/memberships.md "Period end"): a plan that cancels at period end expires; an
 * active plan renews for another period, charged (a scheduled change applies first, at its price); a renewal whose
 * charge fails expires the plan. Each charge carries a key made of the plan and its period, and each change is
 * guarded by the period end it read, so two sweeps at once charge and change once. Passes until nothing is due.
 */
export async function sweepMemberships(
  db: Database,
  payments: PaymentProvider,
  now: Date = new Date(),
  tell: (input: NotifyInput) => Promise<void> = async () => {},
): Promise<SweepResult> {
  const result: SweepResult = { renewed: 0, changed: 0, expired: 0, failed: 0 };
  for (let pass = 0; pass < 24; pass++) {
    const due = await db.query<MembershipRow>(
      `SELECT ${MEMBERSHIP_COLUMNS} FROM ${FROM_MEMBERSHIPS}
        WHERE m.status IN ${LIVE_STATUSES} AND m.current_period_end <= $1 ORDER BY m.current_period_end, m.id LIMIT 100`,
      [now],
    );
    if (due.length === 0) break;
    let progressed = false;
    for (const row of due) progressed = (await settlePeriod(db, payments, row, result, tell)) || progressed;
    if (!progressed) break;
  }
  return result;
}

async function settlePeriod(
  db: Database,
  payments: PaymentProvider,
  row: MembershipRow,
  result: SweepResult,
  tell: (input: NotifyInput) => Promise<void>,
): Promise<boolean> {
  // After the period's transaction, never inside it (docs/notifications.md): the payer hears of a renewal or a failure.
  const notice = (kind: 'membership_renewed' | 'membership_payment_failed', plan: string) =>
    tell({ kind, recipients: [row.user_id], actorId: null, subject: { type: 'membership', id: row.id }, data: { plan } });
  if (row.status === 'cancel-on-period-ends') {
    const ended = await expire(db, row);
    if (ended) result.expired += 1;
    return ended;
  }
  const plan = planOf(row.pending_plan ?? row.plan) as PlanDefinition;
  const interval = row.pending_interval ?? row.billing_interval;
  const amount = row.pending_plan ? priceOf(plan, interval, row.currency) : row.amount;
  const charge = await payments.chargeCustomer({
    customerKey: row.customer_key,
    amount,
    currency: row.currency,
    description: `DealGrow ${PLAN_NAMES[plan.key]} (${interval === 'year' ? 'yearly' : 'monthly'}): renewal`,
    metadata: { purpose: 'membership', membership_id: String(row.id), renewal: row.current_period_end.toISOString() },
    idempotencyKey: `membership-${row.id}-renew-${row.current_period_end.getTime()}`,
  });
  if (charge.status !== 'succeeded') {
    const ended = await db.transaction(async (tx) => {
      const failed = await expire(tx, row);
      if (failed)
        await recordHistory(tx, row, 'payment_failed', {
          amount,
          currency: row.currency,
          paymentId: charge.id,
          note: charge.failureMessage ?? charge.status,
        });
      return failed;
    });
    if (ended) {
      result.failed += 1;
      result.expired += 1;
      await notice('membership_payment_failed', PLAN_NAMES[plan.key]);
    }
    return ended;
  }
  const renewed = await db.transaction(async (tx) => {
    const next = periodEnd(row.current_period_end, interval);
    const updated = await tx.query<{ id: number }>(
      `UPDATE memberships SET plan = $3, billing_interval = $4, amount = $5, current_period_start = current_period_end, current_period_end = $6,
         pending_plan = NULL, pending_interval = NULL, version = version + 1, updated_at = now()
        WHERE id = $1 AND status = 'active' AND version = $2 RETURNING id`,
      [row.id, row.version, plan.key, interval, amount, next],
    );
    if (updated.length === 0) return false;
    const renewed = { ...row, plan: plan.key, billing_interval: interval };
    if (row.pending_plan) {
      await recordHistory(tx, renewed, plan.key === row.plan ? 'interval_changed' : 'downgraded', {
        note: `${row.plan}:${row.billing_interval}`,
      });
      result.changed += 1;
    }
    await recordHistory(tx, renewed, 'renewed');
    await recordHistory(tx, renewed, 'payment_succeeded', { amount, currency: row.currency, paymentId: charge.id });
    result.renewed += 1;
    return true;
  });
  if (renewed) await notice('membership_renewed', PLAN_NAMES[plan.key]);
  return renewed;
}

async function expire(db: Database | Queryable, row: MembershipRow): Promise<boolean> {
  const work = async (tx: Queryable) => {
    const ended = await tx.query<{ id: number }>(
      `UPDATE memberships SET status = 'expired', ended_at = current_period_end, pending_plan = NULL, pending_interval = NULL, version = version + 1,
         updated_at = now() WHERE id = $1 AND status = $2 AND version = $3 RETURNING id`,
      [row.id, row.status, row.version],
    );
    if (ended.length === 0) return false;
    await recordHistory(tx, row, 'expired');
    if (row.kind === 'shop') await setShopType(tx, row.company_id, false);
    return true;
  };
  return 'transaction' in db ? db.transaction(work) : work(db);
}
