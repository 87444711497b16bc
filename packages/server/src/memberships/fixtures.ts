import type { Queryable } from '../db/database.ts';
import { type BillingInterval, type PlanKey, periodEnd, planOf, priceOf } from './plans.ts';
import { customerKeyOf, recordHistory, type Subject } from './records.ts';

/**
 * A live plan written straight to the database, as if bought and paid (tests and demo data): the company's SHOP
 * type with a shop plan, a history row for the subscription and its payment. Returns the membership id.
 */
export async function grantMembership(
  db: Queryable,
  subject: Subject,
  plan: PlanKey,
  options: { interval?: BillingInterval; currency?: string; start?: Date; status?: 'active' | 'cancel-on-period-ends' } = {},
): Promise<number> {
  const definition = planOf(plan);
  if (!definition || definition.kind !== subject.kind) throw new Error(`${plan} is not a ${subject.kind} plan`);
  const interval = options.interval ?? 'month';
  const currency = options.currency ?? 'EUR';
  const amount = priceOf(definition, interval, currency);
  const start = options.start ?? new Date();
  const companyId = subject.kind === 'shop' ? subject.companyId : null;
  const rows = await db.query<{ id: number }>(
    `INSERT INTO memberships (kind, user_id, company_id, plan, billing_interval, currency, amount, status, current_period_start, current_period_end, customer_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      subject.kind,
      subject.userId,
      companyId,
      plan,
      interval,
      currency,
      amount,
      options.status ?? 'active',
      start,
      periodEnd(start, interval),
      customerKeyOf(subject),
    ],
  );
  const id = (rows[0] as { id: number }).id;
  const row = { id, user_id: subject.userId, company_id: companyId, plan, billing_interval: interval };
  await recordHistory(db, row, 'subscribed', { actorId: subject.userId });
  await recordHistory(db, row, 'payment_succeeded', { amount, currency, paymentId: null, note: 'demo' });
  if (companyId !== null) await db.query(`UPDATE companies SET membership_type = 'SHOP' WHERE id = $1`, [companyId]);
  return id;
}
