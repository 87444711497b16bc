/** The limits plans set on listings (deals, products), and a subject's limits now. */
import type { Queryable } from '../db/database.ts';
import { first } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { FREE_LIMITS, type MembershipKind, PLAN_NAMES, type PlanKey, type PlanLimits, planOf } from './plans.ts';
import { LIVE_STATUSES } from './records.ts';

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
