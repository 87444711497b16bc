import type { FastifyRequest } from 'fastify';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { acceptedLanguage, isLanguage, type Language } from '../i18n/catalogue.ts';
import { notify } from '../notifications/notify.ts';
import type { PaymentWebhookHandler } from '../payments/webhook.ts';
import { planChangeRoutes } from './change-routes.ts';
import { membershipJson } from './membership-view.ts';
import {
  type BillingInterval,
  FAQ,
  FREE_LIMITS,
  type MembershipKind,
  PLAN_CURRENCIES,
  PLAN_NAMES,
  type PlanKey,
  plansOf,
  priceOf,
} from './plans.ts';
import { LIVE_STATUSES, MEMBERSHIP_COLUMNS, type MembershipRow } from './records.ts';
import { handleMembershipEvent, sweepMemberships } from './renewals.ts';
import { ActiveMemberships, Faq, HistoryEntry, KindParams, Packages, PackagesQuery, tags } from './schemas.ts';

/** The language of an answer's plan names and FAQ: Accept-Language, else the viewer's own, else English. */
const languageOf = async (request: FastifyRequest, context: ServerContext): Promise<Language> => {
  const accepted = acceptedLanguage(request.headers['accept-language']);
  if (accepted) return accepted;
  if (!request.viewer) return 'en';
  const row = await first<{ default_language: string }>(context.db, 'SELECT default_language FROM users WHERE id = $1', [
    request.viewer.userId,
  ]);
  return isLanguage(row?.default_language) ? row.default_language : 'en';
};

/** The memberships' handler for POST /payments/webhook (a paid checkout activates its plan). */
export function membershipWebhooks(_context: ServerContext): PaymentWebhookHandler {
  return handleMembershipEvent;
}

/** The scheduled job of the period-end sweep (docs/jobs.md). */
export const MEMBERSHIP_SWEEP_JOB = 'memberships.sweep';

/** GET /membership/…, POST /membership/upgrade/{x} and /cancel/{personal|other}, and the period-end sweep's schedule. */
export function membershipRoutes(app: App, context: ServerContext): void {
  const { db } = context;

  // Renewals, scheduled changes and expiries: a job once per MEMBERSHIP_SWEEP_SECONDS across every process (docs/jobs.md).
  // The sweep is idempotent: a membership renewed or expired once is not due again.
  if (context.config.membershipSweepSeconds > 0) {
    context.jobs.every(MEMBERSHIP_SWEEP_JOB, context.config.membershipSweepSeconds, async () => {
      await sweepMemberships(db, context.payments, new Date(), (input) => notify(context, input));
    });
  }

  app.get(
    '/membership/active-memberships',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'activeMemberships',
        tags,
        summary: 'The viewer’s live plans: their personal plan and the shop plans of the companies they manage, with their limits.',
        response: { 200: ActiveMemberships },
      },
    },
    async (request) => {
      const userId = requireViewer(request).userId;
      const rows = await db.query<MembershipRow>(
        `SELECT ${MEMBERSHIP_COLUMNS} FROM memberships m LEFT JOIN companies c ON c.id = m.company_id
          WHERE m.status IN ${LIVE_STATUSES}
            AND ((m.kind = 'personal' AND m.user_id = $1)
              OR (m.kind = 'shop' AND m.company_id IN (SELECT company_id FROM company_managers WHERE user_id = $1)))
          ORDER BY m.kind, m.id`,
        [userId],
      );
      return { items: rows.map(membershipJson), free_limits: FREE_LIMITS };
    },
  );

  app.get(
    '/membership/packages/:x',
    {
      config: { auth: 'optional', readCache: false },
      schema: {
        operationId: 'membershipPackages',
        tags,
        summary:
          'The plans of a kind with their features, limits and monthly and yearly prices in a currency (default EUR); the viewer’s current plan.',
        params: KindParams,
        querystring: PackagesQuery,
        response: { 200: Packages },
      },
    },
    async (request) => {
      const { x } = request.params;
      const currency = request.query.currency ?? 'EUR';
      const language = await languageOf(request, context);
      let current: MembershipRow | undefined;
      if (request.viewer) {
        const userId = request.viewer.userId;
        current =
          x === 'personal'
            ? await first<MembershipRow>(
                db,
                `SELECT ${MEMBERSHIP_COLUMNS} FROM memberships m LEFT JOIN companies c ON c.id = m.company_id
                  WHERE m.kind = 'personal' AND m.user_id = $1 AND m.status IN ${LIVE_STATUSES}`,
                [userId],
              )
            : request.query.company_id === undefined
              ? undefined
              : await first<MembershipRow>(
                  db,
                  `SELECT ${MEMBERSHIP_COLUMNS} FROM memberships m JOIN companies c ON c.id = m.company_id
                    WHERE m.kind = 'shop' AND m.company_id = $1 AND m.status IN ${LIVE_STATUSES}
                      AND EXISTS (SELECT 1 FROM company_managers cm WHERE cm.company_id = $1 AND cm.user_id = $2)`,
                  [request.query.company_id, userId],
                );
      }
      return {
        kind: x,
        currency,
        currencies: [...PLAN_CURRENCIES],
        free_limits: FREE_LIMITS[x],
        plans: plansOf(x).map((plan) => {
          const month = priceOf(plan, 'month', currency);
          const year = priceOf(plan, 'year', currency);
          return {
            key: plan.key,
            name: PLAN_NAMES[plan.key],
            rank: plan.rank,
            features: plan.features[language],
            limits: plan.limits,
            prices: { month, year },
            yearly_saving_percent: Math.max(0, Math.round((1 - year / (month * 12)) * 100)),
          };
        }),
        current: current ? membershipJson(current) : null,
      };
    },
  );

  app.get(
    '/membership/faq/:x',
    {
      schema: {
        operationId: 'membershipFaq',
        tags,
        summary: 'Questions and answers about a kind of plan, in the caller’s language.',
        params: KindParams,
        response: { 200: Faq },
      },
    },
    async (request) => ({ items: FAQ[request.params.x][acceptedLanguage(request.headers['accept-language']) ?? 'en'] }),
  );

  app.get(
    '/membership/history',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'membershipHistory',
        tags,
        summary: 'Every change and payment of the viewer’s personal plans and of the plans of the companies they own, newest first.',
        querystring: PageQuery(20),
        response: { 200: Paged(HistoryEntry) },
      },
    },
    async (request) => {
      const userId = requireViewer(request).userId;
      const { page, limit, offset } = pageWindow(request.query, 20);
      const rows = await db.query<{
        id: number;
        membership_id: number;
        kind: MembershipKind;
        action: string;
        plan: PlanKey;
        billing_interval: BillingInterval;
        amount: number | null;
        currency: string | null;
        payment_id: string | null;
        note: string | null;
        company_id: number | null;
        company_name: string | null;
        actor_id: number | null;
        created_at: Date;
        total: number;
      }>(
        `WITH mine AS (
           SELECT h.* FROM membership_history h WHERE h.user_id = $1 AND h.company_id IS NULL
           UNION ALL
           SELECT h.* FROM membership_history h
            WHERE h.company_id IN (SELECT company_id FROM company_managers WHERE user_id = $1 AND role = 'owner'))
         SELECT h.id, h.membership_id, m.kind, h.action, h.plan, h.billing_interval, h.amount, h.currency, h.payment_id, h.note,
                h.company_id, c.name AS company_name, h.actor_id, h.created_at, count(*) OVER ()::int AS total
           FROM mine h JOIN memberships m ON m.id = h.membership_id LEFT JOIN companies c ON c.id = h.company_id
          ORDER BY h.created_at DESC, h.id DESC LIMIT $2 OFFSET $3`,
        [userId, limit, offset],
      );
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && offset > 0) {
        const count = await first<{ total: number }>(
          db,
          `SELECT (SELECT count(*) FROM membership_history WHERE user_id = $1 AND company_id IS NULL)::int
                + (SELECT count(*) FROM membership_history WHERE company_id IN (SELECT company_id FROM company_managers WHERE user_id = $1 AND role = 'owner'))::int AS total`,
          [userId],
        );
        total = count?.total ?? 0;
      }
      return {
        items: rows.map((row) => ({
          id: row.id,
          membership_id: row.membership_id,
          kind: row.kind,
          action: row.action,
          plan: row.plan,
          plan_name: PLAN_NAMES[row.plan] ?? row.plan,
          interval: row.billing_interval,
          amount: row.amount,
          currency: row.currency,
          payment_id: row.payment_id,
          note: row.note,
          company: row.company_id !== null ? { id: row.company_id, name: row.company_name ?? '' } : null,
          actor_id: row.actor_id,
          created_at: row.created_at.toISOString(),
        })),
        total,
        page,
        limit,
      };
    },
  );

  planChangeRoutes(app, context);
}
