import type { Database } from '../db/database.ts';
import { grantMembership } from '../memberships/fixtures.ts';
import type { BillingInterval, PlanKey } from '../memberships/plans.ts';
import { customerKeyOf, liveMembership, type Subject } from '../memberships/records.ts';

/** The demo plans (docs/memberships.md "Demo data"): ada on Business monthly, the SHOP companies on shop plans. */
const DEMO_PLANS: ReadonlyArray<{ owner: string; company?: string; plan: PlanKey; interval: BillingInterval; startedDaysAgo: number }> = [
  { owner: 'ada', plan: 'business', interval: 'month', startedDaysAgo: 12 },
  { owner: 'ada', company: 'northwind-supply', plan: 'popular', interval: 'year', startedDaysAgo: 90 },
  { owner: 'mehmet', company: 'anatolia-textiles', plan: 'basic', interval: 'year', startedDaysAgo: 40 },
  { owner: 'james', company: 'brightline-software', plan: 'basic', interval: 'month', startedDaysAgo: 20 },
];

/**
 * Gives the demo plans, each with its history and a saved test card (4242…) with the local provider so that it
 * renews at its period end; a subject that already has a live plan is left as it is (running it again changes nothing).
 */
export async function seedMemberships(db: Database): Promise<void> {
  for (const demo of DEMO_PLANS) {
    const rows = await db.query<{ user_id: number; company_id: number | null }>(
      `SELECT u.id AS user_id, c.id AS company_id FROM users u LEFT JOIN companies c ON lower(c.slug) = $2
        WHERE lower(u.username) = $1`,
      [demo.owner, demo.company ?? ''],
    );
    const row = rows[0];
    if (!row || (demo.company && row.company_id === null)) continue;
    const subject: Subject =
      demo.company && row.company_id !== null
        ? { kind: 'shop', companyId: row.company_id, userId: row.user_id }
        : { kind: 'personal', userId: row.user_id };
    if (await liveMembership(db, subject)) continue;
    await db.query(
      `INSERT INTO local_pay_customers (id, customer_key, card_last4) VALUES ($1, $2, '4242') ON CONFLICT (customer_key) DO NOTHING`,
      [`cus_demo_${customerKeyOf(subject).replace(':', '_')}`, customerKeyOf(subject)],
    );
    await grantMembership(db, subject, demo.plan, {
      interval: demo.interval,
      start: new Date(Date.now() - demo.startedDaysAgo * 86_400_000),
    });
  }
}
