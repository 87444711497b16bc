import { Type } from 'typebox';
import { Id, Nullable, Text } from '../http/schema.ts';
import { PLAN_CURRENCIES } from './plans.ts';

/** The memberships' request and answer schemas (docs/memberships.md). */
export const tags = ['membership'];

export const KindParams = Type.Object(
  {
    x: Type.Union([Type.Literal('personal'), Type.Literal('shop')], {
      description: 'personal (networking, business) or shop (basic, popular, enterprise).',
    }),
  },
  { additionalProperties: false },
);

export const Interval = Type.Union([Type.Literal('month'), Type.Literal('year')]);
export const Currency = Type.String({ pattern: `^(${PLAN_CURRENCIES.join('|')})$`, description: 'ISO 4217 code from GET /currencies.' });

export const Limits = Type.Object(
  {
    deals: Nullable(Type.Integer({ minimum: 0, description: 'Active deals allowed; null: no limit.' })),
    products: Nullable(Type.Integer({ minimum: 0, description: 'Products allowed; null: no limit.' })),
  },
  { title: 'PlanLimits', additionalProperties: false },
);

export const PendingChange = Type.Object(
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

export const ActiveMemberships = Type.Object(
  {
    items: Type.Array(Membership, { description: 'The viewer’s personal plan and the shop plans of the companies they manage.' }),
    free_limits: Type.Object({ personal: Limits, shop: Limits }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);

export const Package = Type.Object(
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

export const Packages = Type.Object(
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

export const PackagesQuery = Type.Object(
  {
    currency: Type.Optional(Currency),
    company_id: Type.Optional(Id({ description: 'Shop packages: the company whose current plan to mark.' })),
  },
  { additionalProperties: false },
);

export const Faq = Type.Object(
  { items: Type.Array(Type.Object({ question: Type.String(), answer: Type.String() }, { additionalProperties: false })) },
  { title: 'MembershipFaq', additionalProperties: false },
);

export const HistoryEntry = Type.Object(
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

export const UpgradeBody = Type.Object(
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

export const UpgradeAnswer = Type.Object(
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

export const CancelOtherBody = Type.Object(
  { company_id: Id({ description: 'The company whose shop plan to cancel (its owner only).' }) },
  { additionalProperties: false },
);
export const CancelAnswer = Type.Object({ membership: Membership }, { title: 'MembershipCancel', additionalProperties: false });
