import type { ApiResult, Membership, MembershipChange, MembershipPackages } from '@dealgrow/sdk';
import type { WidgetClient } from '../provider.tsx';
import { fakeClient } from '../testing/fake-client.ts';

const PERIOD_START = '2026-11-01T00:00:00.000Z';
const PERIOD_END = '2026-12-01T00:00:00.000Z';

const PERSONAL_PLANS: MembershipPackages['plans'] = [
  {
    key: 'networking',
    name: 'Networking',
    rank: 1,
    features: ['100 active deals', '100 products'],
    limits: { deals: 100, products: 100 },
    prices: { month: 999, year: 9999 },
    yearly_saving_percent: 17,
  },
  {
    key: 'business',
    name: 'Business',
    rank: 2,
    features: ['Unlimited deals', 'Unlimited products'],
    limits: { deals: null, products: null },
    prices: { month: 2999, year: 29999 },
    yearly_saving_percent: 17,
  },
];

const SHOP_PLANS: MembershipPackages['plans'] = [
  {
    key: 'basic',
    name: 'Basic',
    rank: 1,
    features: ['25 active deals'],
    limits: { deals: 25, products: 50 },
    prices: { month: 1999, year: 19999 },
    yearly_saving_percent: 17,
  },
  {
    key: 'popular',
    name: 'Popular',
    rank: 2,
    features: ['100 active deals'],
    limits: { deals: 100, products: 250 },
    prices: { month: 4999, year: 49999 },
    yearly_saving_percent: 17,
  },
  {
    key: 'enterprise',
    name: 'Enterprise',
    rank: 3,
    features: ['Unlimited deals'],
    limits: { deals: null, products: null },
    prices: { month: 14999, year: 149999 },
    yearly_saving_percent: 17,
  },
];

/** A live plan as the server shows it (docs/memberships.md `Membership`). */
export function fakeMembership(plan: string, overrides: Partial<Membership> = {}): Membership {
  const all = [...PERSONAL_PLANS, ...SHOP_PLANS];
  const found = all.find((item) => item.key === plan) ?? PERSONAL_PLANS[0];
  const kind = SHOP_PLANS.some((item) => item.key === plan) ? 'shop' : 'personal';
  const interval = overrides.interval ?? 'month';
  return {
    id: 7,
    kind,
    plan,
    plan_name: found?.name ?? plan,
    interval,
    status: 'active',
    currency: 'EUR',
    amount: found?.prices[interval] ?? 0,
    current_period_start: PERIOD_START,
    current_period_end: PERIOD_END,
    pending_change: null,
    company: kind === 'shop' ? { id: 3, name: 'Northwind Supply', slug: 'northwind-supply' } : null,
    limits: found?.limits ?? { deals: null, products: null },
    ...overrides,
  };
}

const ok = <T>(data: T): ApiResult<T> => ({ success: true, status: 200, statusText: 'OK', data, error: undefined });
const failure = (status: number, message: string): ApiResult<never> => ({
  success: false,
  status,
  statusText: '',
  data: undefined,
  error: { code: status === 409 ? 'illegal_transition' : 'internal', status, message, retryable: status >= 500 },
});

export interface FakeMembershipOptions {
  kind?: 'personal' | 'shop';
  current?: Membership | null;
  /** The packages call fails (the error state). */
  failing?: boolean;
  /** The packages call never answers (the loading state). */
  pending?: boolean;
  /** What `change` answers (default: `upgraded`). */
  change?: ApiResult<MembershipChange>;
  /** The client can change plans (the flagship's); false: the embed's reads only. */
  canChange?: boolean;
}

/** An SDK client whose `memberships` answers as told (no network), for the picker's stories and tests. */
export function fakeMembershipClient(
  options: FakeMembershipOptions = {},
): WidgetClient & { memberships: NonNullable<WidgetClient['memberships']> } {
  const { kind = 'personal', failing = false, pending = false, canChange = true } = options;
  let current = options.current ?? null;
  const plans = kind === 'shop' ? SHOP_PLANS : PERSONAL_PLANS;
  const never = new Promise<never>(() => undefined);
  const packages = async (): Promise<ApiResult<MembershipPackages>> => {
    if (pending) return never;
    if (failing) return failure(500, 'Server down');
    return ok({ kind, currency: 'EUR', currencies: ['EUR', 'USD'], free_limits: { deals: 25, products: 25 }, plans, current });
  };
  const reads = {
    packages,
    faq: async () =>
      ok({
        items: [
          { question: 'Can I cancel at any time?', answer: 'Yes: your plan stays until the end of the period.' },
          { question: 'How is an upgrade charged?', answer: 'At once, for the rest of the period.' },
        ],
      }),
  };
  const change = async (_kind: 'personal' | 'shop', input: { plan: string }): Promise<ApiResult<MembershipChange>> => {
    if (options.change) return options.change;
    current = fakeMembership(input.plan);
    return ok({ action: 'upgraded', checkoutUrl: null, checkout_session_id: null, membership: current, charged: null });
  };
  const cancel = async () => {
    current = current && { ...current, status: 'cancel-on-period-ends' };
    return current ? ok({ membership: current }) : failure(409, 'There is no plan to cancel.');
  };
  return {
    ...fakeClient(),
    memberships: canChange ? { ...reads, change, cancelPersonal: cancel, cancelCompany: cancel } : reads,
  };
}

export { failure as fakeFailure, ok as fakeOk };
