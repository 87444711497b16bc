import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { Id, Nullable, Text } from '../http/schema.ts';
import { acceptedLanguage, isLanguage, type Language, t } from '../i18n/catalogue.ts';
import { companyToOwn } from '../members/company-roles.ts';
import { notify } from '../notifications/notify.ts';
import { resolveProviderUrl } from '../payments/provider.ts';
import type { PaymentWebhookHandler } from '../payments/webhook.ts';
import {
  type BillingInterval,
  FAQ,
  FREE_LIMITS,
  type MembershipKind,
  PLAN_CURRENCIES,
  PLAN_NAMES,
  type PlanKey,
  planOf,
  plansOf,
  priceOf,
} from './plans.ts';
import {
  cancelPlan,
  changePlan,
  handleMembershipEvent,
  LIVE_STATUSES,
  limitsOf,
  MEMBERSHIP_COLUMNS,
  type MembershipRow,
  type Subject,
  sweepMemberships,
} from './service.ts';

const tags = ['membership'];

const KindParams = Type.Object(
  {
    x: Type.Union([Type.Literal('personal'), Type.Literal('shop')], {
      description: 'personal (networking, business) or shop (basic, popular, enterprise).',
    }),
  },
  { additionalProperties: false },
);

const Interval = Type.Union([Type.Literal('month'), Type.Literal('year')]);
const Currency = Type.String({ pattern: `^(${PLAN_CURRENCIES.join('|')})$`, description: 'ISO 4217 code from GET /currencies.' });

const Limits = Type.Object(
  {
    deals: Nullable(Type.Integer({ minimum: 0, description: 'Active deals allowed; null: no limit.' })),
    products: Nullable(Type.Integer({ minimum: 0, description: 'Products allowed; null: no limit.' })),
  },
  { title: 'PlanLimits', additionalProperties: false },
);

const PendingChange = Type.Object(
  {
    plan: Type.String(),
    plan_name: Type.String(),
    interval: Interval,
    amount: Type.Integer({ description: 'The price per period from then on, minor unit.' }),
    effective_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const Membership = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Union([Type.Literal('personal'), Type.Literal('shop')]),
    plan: Type.String(),
    plan_name: Type.String(),
    interval: Interval,
    status: Type.Union([Type.Literal('active'), Type.Literal('cancel-on-period-ends')], { description: 'SPEC §4.' }),
    currency: Type.String(),
    amount: Type.Integer({ description: 'Price per period in the currency’s minor unit (cents).' }),
    current_period_start: Type.String({ format: 'date-time' }),
    current_period_end: Type.String({ format: 'date-time', description: 'Renewal, scheduled change or end.' }),
    pending_change: Nullable(PendingChange),
    company: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }, { additionalProperties: false })),
    limits: Limits,
  },
  { title: 'Membership', additionalProperties: false },
);

function membershipJson(row: MembershipRow) {
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

const ActiveMemberships = Type.Object(
  {
    items: Type.Array(Membership, { description: 'The viewer’s personal plan and the shop plans of the companies they manage.' }),
    free_limits: Type.Object({ personal: Limits, shop: Limits }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);

const Package = Type.Object(
  {
    key: Type.String(),
    name: Type.String(),
    rank: Type.Integer({ description: 'Higher is more; the free level is 0.' }),
    features: Type.Array(Type.String()),
    limits: Limits,
    prices: Type.Object(
      { month: Type.Integer(), year: Type.Integer() },
      { additionalProperties: false, description: 'Per period, minor unit of `currency`.' },
    ),
    yearly_saving_percent: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  { title: 'MembershipPackage', additionalProperties: false },
);

const Packages = Type.Object(
  {
    kind: Type.Union([Type.Literal('personal'), Type.Literal('shop')]),
    currency: Type.String(),
    currencies: Type.Array(Type.String()),
    free_limits: Limits,
    plans: Type.Array(Package),
    current: Nullable(Membership),
  },
  { title: 'MembershipPackages', additionalProperties: false },
);

const PackagesQuery = Type.Object(
  {
    currency: Type.Optional(Currency),
    company_id: Type.Optional(Id({ description: 'Shop packages: the company whose current plan to mark.' })),
  },
  { additionalProperties: false },
);

const Faq = Type.Object(
  { items: Type.Array(Type.Object({ question: Type.String(), answer: Type.String() }, { additionalProperties: false })) },
  { title: 'MembershipFaq', additionalProperties: false },
);

const HistoryEntry = Type.Object(
  {
    id: Type.Integer(),
    membership_id: Type.Integer(),
    kind: Type.Union([Type.Literal('personal'), Type.Literal('shop')]),
    action: Type.String({
      description:
        'checkout_started, subscribed, upgraded, interval_changed, change_scheduled, change_unscheduled, canceled, resumed, renewed, downgraded, expired, payment_succeeded, payment_failed.',
    }),
    plan: Type.String(),
    plan_name: Type.String(),
    interval: Interval,
    amount: Nullable(Type.Integer({ description: 'A payment’s amount, minor unit.' })),
    currency: Nullable(Type.String()),
    payment_id: Nullable(Type.String()),
    note: Nullable(Type.String()),
    company: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false })),
    actor_id: Nullable(Type.Integer()),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'MembershipHistoryEntry', additionalProperties: false },
);

const UpgradeBody = Type.Object(
  {
    plan: Type.Union(
      [Type.Literal('networking'), Type.Literal('business'), Type.Literal('basic'), Type.Literal('popular'), Type.Literal('enterprise')],
      { description: 'A plan of the kind in the path.' },
    ),
    interval: Type.Optional(Interval),
    currency: Type.Optional(Currency),
    company_id: Type.Optional(Id({ description: 'Shop plans: the company (its owner only).' })),
    success_url: Type.Optional(
      Text({ maxLength: 2000, description: 'A first plan: where checkout returns after paying (the app’s address).' }),
    ),
    cancel_url: Type.Optional(Text({ maxLength: 2000, description: 'A first plan: where checkout returns when abandoned.' })),
  },
  { additionalProperties: false },
);

const UpgradeAnswer = Type.Object(
  {
    action: Type.Union([
      Type.Literal('checkout'),
      Type.Literal('upgraded'),
      Type.Literal('interval_changed'),
      Type.Literal('resumed'),
      Type.Literal('change_scheduled'),
      Type.Literal('change_unscheduled'),
    ]),
    checkoutUrl: Nullable(Type.String({ description: 'A first plan: the hosted checkout to send the payer to.' })),
    checkout_session_id: Nullable(Type.String()),
    membership: Nullable(Membership),
    charged: Nullable(
      Type.Object(
        { amount: Type.Integer(), currency: Type.String(), payment_id: Nullable(Type.String()) },
        { additionalProperties: false, description: 'An upgrade: the prorated amount charged now.' },
      ),
    ),
  },
  { title: 'MembershipChange', additionalProperties: false },
);

const CancelOtherBody = Type.Object(
  { company_id: Id({ description: 'The company whose shop plan to cancel (its owner only).' }) },
  { additionalProperties: false },
);
const CancelAnswer = Type.Object({ membership: Membership }, { title: 'MembershipCancel', additionalProperties: false });

const languageOf = async (request: FastifyRequest, context: ServerContext): Promise<Language> => {
  const accepted = acceptedLanguage(request.headers['accept-language']);
  if (accepted) return accepted;
  if (!request.viewer) return 'en';
  const row = await first<{ default_language: string }>(context.db, 'SELECT default_language FROM users WHERE id = $1', [
    request.viewer.userId,
  ]);
  return isLanguage(row?.default_language) ? row.default_language : 'en';
};

/** The app addresses checkout returns to: the given ones when on the app's origin, else the app's membership page. */
function returnUrls(context: ServerContext, kind: MembershipKind, body: { success_url?: string; cancel_url?: string }) {
  const app = context.config.appUrl.replace(/\/$/, '');
  const allowed = new Set([new URL(app).origin, ...context.config.corsOrigins.filter((origin) => origin !== '*')]);
  const check = (field: 'success_url' | 'cancel_url', value: string | undefined, fallback: string) => {
    if (value === undefined) return fallback;
    let origin: string;
    try {
      origin = new URL(value).origin;
    } catch {
      throw badRequest(t('membership.return_url', { origin: new URL(app).origin }), { [field]: t('field.format', { format: 'URL' }) });
    }
    if (!allowed.has(origin))
      throw badRequest(t('membership.return_url', { origin: new URL(app).origin }), {
        [field]: t('membership.return_url', { origin: new URL(app).origin }),
      });
    return value;
  };
  return {
    successUrl: check('success_url', body.success_url, `${app}/membership/${kind}?checkout=success&session_id={CHECKOUT_SESSION_ID}`),
    cancelUrl: check('cancel_url', body.cancel_url, `${app}/membership/${kind}?checkout=canceled`),
  };
}

/** The memberships' handler for POST /payments/webhook (a paid checkout activates its plan). */
export function membershipWebhooks(_context: ServerContext): PaymentWebhookHandler {
  return handleMembershipEvent;
}

/** GET /membership/…, POST /membership/upgrade/{x} and /cancel/{personal|other}, and the period-end sweep's timer. */
export function membershipRoutes(app: App, context: ServerContext): void {
  const { db } = context;

  if (context.config.membershipSweepSeconds > 0) {
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (running) return;
        running = true;
        sweepMemberships(db, context.payments, new Date(), (input) => notify(context, input))
          .catch((error: unknown) => app.log.error(error, 'membership sweep failed'))
          .finally(() => {
            running = false;
          });
      }, context.config.membershipSweepSeconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
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

  const subjectOf = async (kind: MembershipKind, userId: number, companyId: number | undefined): Promise<Subject> => {
    if (kind === 'personal') return { kind, userId };
    if (companyId === undefined) throw badRequest(t('membership.company_required'), { company_id: t('field.required') });
    await companyToOwn(db, companyId, userId);
    return { kind, companyId, userId };
  };

  app.post(
    '/membership/upgrade/:x',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'changeMembership',
        tags,
        summary:
          'Choose a plan (docs/memberships.md "Rules"): a first plan answers a checkoutUrl; a higher plan or a longer interval applies at once with a prorated charge; a lower plan or a shorter interval is scheduled for the period end; the current plan resumes one that cancels at period end. An illegal change is a 409.',
        params: KindParams,
        body: UpgradeBody,
        response: { 200: UpgradeAnswer },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { x } = request.params;
      const body = request.body;
      const plan = planOf(body.plan);
      if (!plan || plan.kind !== x) {
        const names = plansOf(x)
          .map((entry) => entry.key)
          .join(', ');
        throw badRequest(t('membership.plan_unknown', { plans: names }), { plan: t('membership.plan_unknown', { plans: names }) });
      }
      const subject = await subjectOf(x, viewer.userId, body.company_id);
      const email = await first<{ email: string }>(db, 'SELECT email FROM users WHERE id = $1', [viewer.userId]);
      const outcome = await changePlan(
        { db, payments: context.payments, actorId: viewer.userId, actorEmail: email?.email ?? '', ...returnUrls(context, x, body) },
        subject,
        { plan, interval: body.interval ?? 'month', currency: body.currency },
      );
      if (outcome.action === 'checkout')
        return {
          action: outcome.action,
          checkoutUrl: resolveProviderUrl(outcome.checkoutUrl, publicBaseUrl(request, context.config)),
          checkout_session_id: outcome.checkoutSessionId,
          membership: null,
          charged: null,
        };
      return {
        action: outcome.action,
        checkoutUrl: null,
        checkout_session_id: null,
        membership: membershipJson(outcome.membership),
        charged:
          'charged' in outcome
            ? { amount: outcome.charged.amount, currency: outcome.charged.currency, payment_id: outcome.charged.paymentId }
            : null,
      };
    },
  );

  app.post(
    '/membership/cancel/personal',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'cancelPersonalMembership',
        tags,
        summary:
          'Cancel the viewer’s personal plan at the end of its period (status cancel-on-period-ends); choosing it again before then resumes it. No body is read.',
        response: { 200: CancelAnswer },
      },
    },
    async (request) => {
      const userId = requireViewer(request).userId;
      return { membership: membershipJson(await cancelPlan(db, { kind: 'personal', userId }, userId)) };
    },
  );

  app.post(
    '/membership/cancel/other',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'cancelCompanyMembership',
        tags,
        summary: 'Cancel a company’s shop plan at the end of its period: its owner only. The company keeps SHOP until the plan ends.',
        body: CancelOtherBody,
        response: { 200: CancelAnswer },
      },
    },
    async (request) => {
      const userId = requireViewer(request).userId;
      const subject = await subjectOf('shop', userId, request.body.company_id);
      return { membership: membershipJson(await cancelPlan(db, subject, userId)) };
    },
  );
}
