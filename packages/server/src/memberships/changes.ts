/** Choosing, changing and cancelling a plan (SPEC §4): a first plan goes through checkout, a change is prorated or scheduled. */
import type { Database, Queryable } from '../db/database.ts';
import { ApiError, conflict } from '../http/errors.ts';
import { type Message, t } from '../i18n/catalogue.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { type BillingInterval, PLAN_NAMES, type PlanDefinition, periodEnd, planOf, priceOf } from './plans.ts';
import {
  customerKeyOf,
  LIVE_STATUSES,
  liveMembership,
  type MembershipRow,
  membershipById,
  recordHistory,
  type Subject,
  subjectFilter,
} from './records.ts';

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
