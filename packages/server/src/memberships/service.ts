import type { Database, Queryable } from '../db/database.ts';
import { first } from '../db/database.ts';
import { ApiError, conflict } from '../http/errors.ts';
import { type Message, t } from '../i18n/catalogue.ts';
import type { NotifyInput } from '../notifications/notify.ts';
import type { PaymentEvent, PaymentProvider } from '../payments/provider.ts';
import {
  type BillingInterval,
  FREE_LIMITS,
  type MembershipKind,
  PLAN_NAMES,
  type PlanDefinition,
  type PlanKey,
  type PlanLimits,
  periodEnd,
  planOf,
  priceOf,
} from './plans.ts';

/** SPEC §4: the statuses a plan shows; `incomplete` (waiting for checkout), `expired` and `abandoned` are not live. */
export type LiveStatus = 'active' | 'cancel-on-period-ends';
export const LIVE_STATUSES = `('active', 'cancel-on-period-ends')`;

/** Whose plan: a member's personal plan, or a company's shop plan (changed by its owner). */
export type Subject = { kind: 'personal'; userId: number } | { kind: 'shop'; companyId: number; userId: number };

export interface MembershipRow {
  id: number;
  kind: MembershipKind;
  user_id: number;
  company_id: number | null;
  plan: PlanKey;
  billing_interval: BillingInterval;
  currency: string;
  amount: number;
  status: LiveStatus | 'incomplete' | 'expired' | 'abandoned';
  current_period_start: Date;
  current_period_end: Date;
  pending_plan: PlanKey | null;
  pending_interval: BillingInterval | null;
  customer_key: string;
  version: number;
  company_name: string | null;
  company_slug: string | null;
}

export const MEMBERSHIP_COLUMNS = `m.id, m.kind, m.user_id, m.company_id, m.plan, m.billing_interval, m.currency, m.amount, m.status,
  m.current_period_start, m.current_period_end, m.pending_plan, m.pending_interval, m.customer_key, m.version,
  c.name AS company_name, c.slug AS company_slug`;
const FROM_MEMBERSHIPS = 'memberships m LEFT JOIN companies c ON c.id = m.company_id';

export const customerKeyOf = (subject: Subject) =>
  subject.kind === 'personal' ? `user:${subject.userId}` : `company:${subject.companyId}`;

const subjectFilter = (subject: Subject) =>
  subject.kind === 'personal'
    ? { sql: `m.kind = 'personal' AND m.user_id = $1`, param: subject.userId }
    : { sql: `m.kind = 'shop' AND m.company_id = $1`, param: subject.companyId };

/** The subject's live plan (active or cancel-on-period-ends), or undefined. */
export async function liveMembership(db: Queryable, subject: Subject): Promise<MembershipRow | undefined> {
  const filter = subjectFilter(subject);
  return first<MembershipRow>(
    db,
    `SELECT ${MEMBERSHIP_COLUMNS} FROM ${FROM_MEMBERSHIPS} WHERE ${filter.sql} AND m.status IN ${LIVE_STATUSES}`,
    [filter.param],
  );
}

export type HistoryAction =
  | 'checkout_started'
  | 'subscribed'
  | 'upgraded'
  | 'interval_changed'
  | 'change_scheduled'
  | 'change_unscheduled'
  | 'canceled'
  | 'resumed'
  | 'renewed'
  | 'downgraded'
  | 'expired'
  | 'payment_succeeded'
  | 'payment_failed';

export async function recordHistory(
  db: Queryable,
  row: Pick<MembershipRow, 'id' | 'user_id' | 'company_id' | 'plan' | 'billing_interval'>,
  action: HistoryAction,
  details: { actorId?: number | null; amount?: number; currency?: string; paymentId?: string | null; note?: string | null } = {},
): Promise<void> {
  await db.query(
    `INSERT INTO membership_history (membership_id, user_id, company_id, actor_id, action, plan, billing_interval, amount, currency, payment_id, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      row.id,
      row.user_id,
      row.company_id,
      details.actorId ?? null,
      action,
      row.plan,
      row.billing_interval,
      details.amount ?? null,
      details.currency ?? null,
      details.paymentId ?? null,
      details.note ?? null,
    ],
  );
}

const illegal = (message: Message) => conflict(message, 'illegal_transition');

/** What a plan change asks: the plan, its billing interval and, for a first plan, the currency. */
export interface ChangeRequest {
  plan: PlanDefinition;
  interval: BillingInterval;
  currency: string | undefined;
}

export type ChangeOutcome =
  | { action: 'checkout'; checkoutUrl: string; checkoutSessionId: string }
  | {
      action: 'upgraded' | 'interval_changed';
      membership: MembershipRow;
      charged: { amount: number; currency: string; paymentId: string | null };
    }
  | { action: 'resumed' | 'change_scheduled' | 'change_unscheduled'; membership: MembershipRow };

export interface ChangeContext {
  db: Database;
  payments: PaymentProvider;
  actorId: number;
  actorEmail: string;
  successUrl: string;
  cancelUrl: string;
}

/** Share of the period not used yet, 0 to 1. */
function remainingShare(row: MembershipRow, now: number): number {
  const start = row.current_period_start.getTime();
  const end = row.current_period_end.getTime();
  if (end <= start) return 0;
  return Math.min(1, Math.max(0, (end - now) / (end - start)));
}

/**
 * The transition rules (docs/memberships.md "Rules"), as Stripe Billing and LinkedIn Premium apply them:
 * - no live plan: a first plan goes through checkout (the plan becomes active when the provider says it is paid);
 * - the same plan and interval: resumes a plan that cancels at period end, or drops a scheduled change; else 409;
 * - a higher plan: at once, the rest of the period charged pro rata (a longer interval starts a new period);
 * - a longer interval on the same plan: at once, the new period charged less the unused part of the current one;
 * - a lower plan or a shorter interval: scheduled for the period's end (shown as pending);
 * - a higher plan with a shorter interval: 409 (one change at a time);
 * - the currency of a live plan never changes (409 when another one is asked).
 */
export async function changePlan(ctx: ChangeContext, subject: Subject, request: ChangeRequest): Promise<ChangeOutcome> {
  const { db, payments } = ctx;
  const current = await liveMembership(db, subject);
  if (!current) return startCheckout(ctx, subject, request);
  if (request.currency !== undefined && request.currency !== current.currency)
    throw illegal(t('membership.currency_fixed', { currency: current.currency }));
  const from = planOf(current.plan) as PlanDefinition;
  const to = request.plan;
  const samePlan = to.key === current.plan;
  const sameInterval = request.interval === current.billing_interval;

  if (samePlan && sameInterval) {
    if (current.status === 'cancel-on-period-ends') {
      const membership = await guardedUpdate(db, current, `status = 'active', pending_plan = NULL, pending_interval = NULL`);
      await recordHistory(db, membership, 'resumed', { actorId: ctx.actorId });
      return { action: 'resumed', membership };
    }
    if (current.pending_plan) {
      const membership = await guardedUpdate(db, current, 'pending_plan = NULL, pending_interval = NULL');
      await recordHistory(db, membership, 'change_unscheduled', { actorId: ctx.actorId });
      return { action: 'change_unscheduled', membership };
    }
    throw illegal(t('membership.already_on_plan', { plan: PLAN_NAMES[to.key] }));
  }

  const longer = current.billing_interval === 'month' && request.interval === 'year';
  const shorter = current.billing_interval === 'year' && request.interval === 'month';
  if (to.rank > from.rank && shorter) throw illegal(t('membership.upgrade_shorter_interval'));

  if (to.rank > from.rank || (samePlan && longer)) {
    const now = Date.now();
    const newAmount = priceOf(to, request.interval, current.currency);
    const share = remainingShare(current, now);
    const credit = Math.round(current.amount * share);
    // Same interval: the billing date stays, the rest of the period is charged at the difference. A longer
    // interval: a new period starts now, charged in full less the unused part of the current one.
    const charge = sameInterval ? Math.max(0, Math.round(newAmount * share) - credit) : Math.max(0, newAmount - credit);
    let paymentId: string | null = null;
    if (charge > 0) {
      const result = await payments.chargeCustomer({
        customerKey: current.customer_key,
        amount: charge,
        currency: current.currency,
        description: `DealGrow ${PLAN_NAMES[to.key]} (${request.interval === 'year' ? 'yearly' : 'monthly'}): prorated change`,
        metadata: { purpose: 'membership', membership_id: String(current.id), change: `${to.key}:${request.interval}` },
        idempotencyKey: `membership-${current.id}-change-${to.key}-${request.interval}-v${current.version}`,
      });
      if (result.status !== 'succeeded') {
        await recordHistory(db, current, 'payment_failed', {
          actorId: ctx.actorId,
          amount: charge,
          currency: current.currency,
          paymentId: result.id,
          note: result.failureMessage ?? result.status,
        });
        throw new ApiError(402, 'payment_failed', t('membership.payment_failed', { reason: result.failureMessage ?? result.status }));
      }
      paymentId = result.id;
    }
    const sets = `status = 'active', plan = $2, billing_interval = $3, amount = $4, pending_plan = NULL, pending_interval = NULL`;
    const membership = sameInterval
      ? await guardedUpdate(db, current, sets, [to.key, request.interval, newAmount])
      : await guardedUpdate(db, current, `${sets}, current_period_start = $5, current_period_end = $6`, [
          to.key,
          request.interval,
          newAmount,
          new Date(now),
          periodEnd(new Date(now), request.interval),
        ]);
    const action = samePlan ? 'interval_changed' : 'upgraded';
    await recordHistory(db, membership, action, { actorId: ctx.actorId });
    if (charge > 0)
      await recordHistory(db, membership, 'payment_succeeded', {
        actorId: ctx.actorId,
        amount: charge,
        currency: current.currency,
        paymentId,
      });
    return { action, membership, charged: { amount: charge, currency: current.currency, paymentId } };
  }

  // A lower plan, or a shorter interval: at the period's end.
  if (current.pending_plan === to.key && current.pending_interval === request.interval) throw illegal(t('membership.already_scheduled'));
  const membership = await guardedUpdate(db, current, `status = 'active', pending_plan = $2, pending_interval = $3`, [
    to.key,
    request.interval,
  ]);
  await recordHistory(db, membership, 'change_scheduled', {
    actorId: ctx.actorId,
    note: `${to.key}:${request.interval}`,
  });
  return { action: 'change_scheduled', membership };
}

/**
 * Changes a live plan only if nobody changed it since it was read (its version): a concurrent change answers 409
 * instead of applying over the other. `$1` is the id; `extra` values are `$2`… in `sets`.
 */
async function guardedUpdate(db: Queryable, current: MembershipRow, sets: string, extra: readonly unknown[] = []): Promise<MembershipRow> {
  const versionParam = `$${extra.length + 2}`;
  const rows = await db.query<{ id: number }>(
    `UPDATE memberships SET ${sets}, version = version + 1, updated_at = now() WHERE id = $1 AND version = ${versionParam} AND status IN ${LIVE_STATUSES} RETURNING id`,
    [current.id, ...extra, current.version],
  );
  if (rows.length === 0) throw conflict(t('code.conflict'));
  return (await membershipById(db, current.id)) as MembershipRow;
}

export async function membershipById(db: Queryable, id: number): Promise<MembershipRow | undefined> {
  return first<MembershipRow>(db, `SELECT ${MEMBERSHIP_COLUMNS} FROM ${FROM_MEMBERSHIPS} WHERE m.id = $1`, [id]);
}

async function startCheckout(ctx: ChangeContext, subject: Subject, request: ChangeRequest): Promise<ChangeOutcome> {
  const { db, payments } = ctx;
  const currency = request.currency ?? 'EUR';
  const amount = priceOf(request.plan, request.interval, currency);
  const customerKey = customerKeyOf(subject);
  const companyId = subject.kind === 'shop' ? subject.companyId : null;
  const row = await db.transaction(async (tx) => {
    const filter = subjectFilter(subject);
    // A checkout started before and not paid is replaced by this one.
    await tx.query(`UPDATE memberships m SET status = 'abandoned', updated_at = now() WHERE ${filter.sql} AND m.status = 'incomplete'`, [
      filter.param,
    ]);
    const rows = await tx.query<MembershipRow>(
      `INSERT INTO memberships (kind, user_id, company_id, plan, billing_interval, currency, amount, status, customer_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'incomplete', $8) RETURNING id, user_id, company_id, plan, billing_interval`,
      [subject.kind, subject.userId, companyId, request.plan.key, request.interval, currency, amount, customerKey],
    );
    return rows[0] as MembershipRow;
  });
  const session = await payments.createCheckoutSession({
    mode: 'subscription',
    amount,
    currency,
    description: `DealGrow ${PLAN_NAMES[request.plan.key]} (${request.interval === 'year' ? 'yearly' : 'monthly'})`,
    metadata: { purpose: 'membership', membership_id: String(row.id) },
    successUrl: ctx.successUrl,
    cancelUrl: ctx.cancelUrl,
    customerKey,
    customerEmail: ctx.actorEmail,
    interval: request.interval,
    idempotencyKey: `membership-${row.id}-checkout`,
  });
  await db.query('UPDATE memberships SET checkout_session_id = $2 WHERE id = $1', [row.id, session.id]);
  await recordHistory(db, row, 'checkout_started', { actorId: ctx.actorId, amount, currency });
  return { action: 'checkout', checkoutUrl: session.url, checkoutSessionId: session.id };
}

/** Cancels a live plan at its period's end (SPEC §4 `cancel-on-period-ends`); a scheduled change is dropped. */
export async function cancelPlan(db: Queryable, subject: Subject, actorId: number): Promise<MembershipRow> {
  const current = await liveMembership(db, subject);
  if (!current) throw illegal(t('membership.no_plan'));
  if (current.status === 'cancel-on-period-ends') throw illegal(t('membership.already_canceling'));
  const membership = await guardedUpdate(db, current, `status = 'cancel-on-period-ends', pending_plan = NULL, pending_interval = NULL`);
  await recordHistory(db, membership, 'canceled', { actorId });
  return membership;
}

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

/** A listing kind the plans limit. */
export type LimitedListing = 'deals' | 'products';

/** The plan that limits a new listing: the company's shop plan when listed as a company, else the member's personal plan. */
export async function checkPlanLimit(db: Queryable, listing: LimitedListing, userId: number, companyId: number | null): Promise<void> {
  const table = listing === 'deals' ? 'deals' : 'products';
  const row =
    companyId === null
      ? await first<{ used: number; plan: PlanKey | null; company: null }>(
          db,
          `SELECT (SELECT count(*)::int FROM ${table} WHERE author_id = $1 AND company_id IS NULL AND deleted_at IS NULL) AS used,
                  (SELECT plan FROM memberships WHERE kind = 'personal' AND user_id = $1 AND status IN ${LIVE_STATUSES}) AS plan, NULL AS company`,
          [userId],
        )
      : await first<{ used: number; plan: PlanKey | null; company: string | null }>(
          db,
          `SELECT (SELECT count(*)::int FROM ${table} WHERE company_id = $1 AND deleted_at IS NULL) AS used,
                  (SELECT plan FROM memberships WHERE kind = 'shop' AND company_id = $1 AND status IN ${LIVE_STATUSES}) AS plan,
                  (SELECT name FROM companies WHERE id = $1) AS company`,
          [companyId],
        );
  if (!row) return;
  const kind: MembershipKind = companyId === null ? 'personal' : 'shop';
  const limits: PlanLimits = row.plan ? (planOf(row.plan)?.limits ?? FREE_LIMITS[kind]) : FREE_LIMITS[kind];
  const limit = limits[listing];
  if (limit === null || row.used < limit) return;
  const plan = row.plan ? PLAN_NAMES[row.plan] : t(kind === 'personal' ? 'membership.free_plan' : 'membership.no_shop_plan');
  const message =
    companyId === null
      ? t(`plan_limit.${listing}`, { plan, limit })
      : t(`plan_limit.company_${listing}`, { plan, limit, company: row.company ?? '' });
  throw new ApiError(403, 'plan_limit', message);
}

/** The limits a subject has now: its live plan's, or the free ones. */
export function limitsOf(kind: MembershipKind, plan: PlanKey | null): PlanLimits {
  return plan ? (planOf(plan)?.limits ?? FREE_LIMITS[kind]) : FREE_LIMITS[kind];
}
