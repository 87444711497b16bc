/** A membership's rows: whose plan, its columns, the live one, its history (docs/memberships.md). */
import type { Queryable } from '../db/database.ts';
import { first } from '../db/database.ts';
import type { BillingInterval, MembershipKind, PlanKey } from './plans.ts';

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
export const FROM_MEMBERSHIPS = 'memberships m LEFT JOIN companies c ON c.id = m.company_id';

export const customerKeyOf = (subject: Subject) =>
  subject.kind === 'personal' ? `user:${subject.userId}` : `company:${subject.companyId}`;

export const subjectFilter = (subject: Subject) =>
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

/** One membership by id, with its company's name and slug. */
export async function membershipById(db: Queryable, id: number): Promise<MembershipRow | undefined> {
  return first<MembershipRow>(db, `SELECT ${MEMBERSHIP_COLUMNS} FROM ${FROM_MEMBERSHIPS} WHERE m.id = $1`, [id]);
}
