import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, openAsMember } from '../payouts/test-open.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const PLANS = [
  {
    key: 'networking',
    name: 'Networking',
    rank: 1,
    features: ['100 active deals'],
    limits: { deals: 100, products: 100 },
    prices: { month: 999, year: 9999 },
    yearly_saving_percent: 17,
  },
  {
    key: 'business',
    name: 'Business',
    rank: 2,
    features: ['Unlimited deals'],
    limits: { deals: null, products: null },
    prices: { month: 2999, year: 29999 },
    yearly_saving_percent: 17,
  },
];
const SHOP_PLANS = [
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
];

const membership = (plan: string, change: Record<string, unknown> = {}) => ({
  id: 3,
  kind: 'personal',
  plan,
  plan_name: plan === 'business' ? 'Business' : plan === 'popular' ? 'Popular' : 'Networking',
  interval: 'month',
  status: 'active',
  currency: 'EUR',
  amount: plan === 'business' ? 2999 : 999,
  current_period_start: '2026-11-01T00:00:00.000Z',
  current_period_end: '2026-12-01T00:00:00.000Z',
  pending_change: null,
  company: null,
  limits: { deals: null, products: null },
  ...change,
});

const FREE = { personal: { deals: 25, products: 25 }, shop: { deals: 10, products: 10 } };

/** The membership API of one subject: its live plan (null: free) and the shop plans when `shop`. */
function api(current: ReturnType<typeof membership> | null, options: { owner?: boolean } = {}) {
  return (method: string, path: string): Answer => {
    if (path === '/membership/active-memberships') return { status: 200, body: { items: current ? [current] : [], free_limits: FREE } };
    if (path.startsWith('/membership/packages/')) {
      const kind = path.endsWith('shop') ? 'shop' : 'personal';
      return {
        status: 200,
        body: { kind, currency: 'EUR', currencies: ['EUR'], free_limits: FREE[kind], plans: kind === 'shop' ? SHOP_PLANS : PLANS, current },
      };
    }
    if (path.startsWith('/membership/faq/')) return { status: 200, body: { items: [{ question: 'Can I cancel?', answer: 'Yes.' }] } };
    if (path === '/company/4')
      return {
        status: 200,
        body: { id: 4, name: 'Northwind Supply', slug: 'northwind-supply', isOwner: options.owner ?? true, isManager: true },
      };
    if (method === 'POST' && path === '/membership/upgrade/personal')
      return { status: 409, body: { message: 'This change is already scheduled.', code: 'illegal_transition' } };
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  };
}

describe('/membership/personal', () => {
  it('shows the current plan with its renewal and limits, the picker with it marked, and the billing link', async () => {
    await openAsMember('/membership/personal', api(membership('business')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your membership' })).toBeTruthy();
    const current = await screen.findByRole('region', { name: 'Current plan' });
    await waitFor(() => expect(current.textContent).toContain('Business'));
    expect(current.textContent).toContain('€29.99 per month');
    expect(current.textContent).toContain('Renews on December 1, 2026.');
    expect(current.textContent).toContain('Active deals: unlimited');
    const business = (await screen.findByRole('heading', { level: 3, name: 'Business' })).closest('li') as HTMLElement;
    expect(within(business).getByText('Current plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Billing history' }).getAttribute('href')).toBe('/settings/billing');
  });

  it('free: says so with the free limits; a refused change shows the server’s message', async () => {
    await openAsMember('/membership/personal', api(null));
    const current = await screen.findByRole('region', { name: 'Current plan' });
    await waitFor(() => expect(current.textContent).toContain('Up to 25 active deals and 25 products.'));
    const choose = await screen.findAllByRole('button', { name: 'Choose' });
    fireEvent.click(choose[0] as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toBe('This change is already scheduled.');
  });

  it('back from checkout: says it is paid and drops the parameters from the address', async () => {
    const { router } = await openAsMember('/membership/personal?checkout=success&session_id=cs_1', api(membership('business')));
    expect((await screen.findByText('Payment received: your plan is active.')).getAttribute('role')).toBe('status');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('in French, a canceled checkout says nothing was charged', async () => {
    await openAsMember('/fr/membership/personal?checkout=canceled', api(null), 'fr');
    expect(await screen.findByText('Paiement annulé : rien n’a été débité.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre abonnement' })).toBeTruthy();
  });
});

describe('/membership/shop', () => {
  it('a company’s plan for its owner; back from a shop checkout without ?company, the kept COMPANY_ID, then cleared', async () => {
    localStorage.setItem('COMPANY_ID', '4');
    await openAsMember(
      '/membership/shop?checkout=success&session_id=cs_2',
      api(membership('popular', { kind: 'shop', company: { id: 4, name: 'Northwind Supply', slug: 'northwind-supply' } })),
    );
    expect(await screen.findByRole('heading', { name: 'Shop membership of Northwind Supply' })).toBeTruthy();
    expect(screen.getByText('Payment received: your plan is active.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Popular' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('COMPANY_ID')).toBeNull());
  });

  it('not the owner: the plan, and no picker', async () => {
    await openAsMember('/membership/shop?company=4', api(null, { owner: false }));
    expect(await screen.findByText('Only the company’s owner can change its plan.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Popular' })).toBeNull();
  });

  it('no company: points to the member’s companies', async () => {
    await openAsMember('/membership/shop', api(null));
    expect((await screen.findByRole('link', { name: 'Your companies' })).getAttribute('href')).toBe('/companies');
  });
});
