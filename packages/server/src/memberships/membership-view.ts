import { limitsOf } from './limits.ts';
import { PLAN_NAMES, planOf, priceOf } from './plans.ts';
import type { MembershipRow } from './records.ts';

/** A membership row as the API answers it (the Membership schema). */
export function membershipJson(row: MembershipRow) {
  const pendingPlan = row.pending_plan ? planOf(row.pending_plan) : undefined;
  const pendingInterval = row.pending_interval ?? row.billing_interval;
  return {
    id: row.id,
    kind: row.kind,
    plan: row.plan,
    plan_name: PLAN_NAMES[row.plan],
    interval: row.billing_interval,
    status: row.status === 'cancel-on-period-ends' ? ('cancel-on-period-ends' as const) : ('active' as const),
    currency: row.currency,
    amount: row.amount,
    current_period_start: row.current_period_start.toISOString(),
    current_period_end: row.current_period_end.toISOString(),
    pending_change: pendingPlan
      ? {
          plan: pendingPlan.key,
          plan_name: PLAN_NAMES[pendingPlan.key],
          interval: pendingInterval,
          amount: priceOf(pendingPlan, pendingInterval, row.currency),
          effective_at: row.current_period_end.toISOString(),
        }
      : null,
    company: row.company_id !== null ? { id: row.company_id, name: row.company_name ?? '', slug: row.company_slug ?? '' } : null,
    limits: limitsOf(row.kind, row.plan),
  };
}
