import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { away } from './navigate-away.ts';
import { type Answer, openAsMember } from './test-open.tsx';

// The first page of a file downloads the route table of the later pages and their chunks: slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

let went: string[] = [];
beforeEach(() => {
  went = [];
  vi.spyOn(away, 'go').mockImplementation((url) => {
    went.push(url);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const account = (change: Record<string, unknown> = {}) => ({
  owner_type: 'user',
  owner_id: 7,
  stripe_account_id: null,
  stripe_account_enabled: false,
  stripe_business_type: null,
  stripe_account_name: null,
  step: 'business_type',
  onboarding_url: null,
  requirements: [],
  ...change,
});
const enabled = account({
  stripe_account_id: 'acct_1',
  stripe_account_enabled: true,
  stripe_business_type: 'individual',
  stripe_account_name: 'Ada Laurent',
  step: 'done',
});
const ok = (body: unknown): Answer => ({ status: 200, body });
const money = (amount: number, currency: string) => ({ amount, currency });
const emptyEarnings = { items: [], total: 0, page: 1, limit: 20, totals: { pending: [], available: [], paid_out: [] } };

/** The member's payout routes answered from `over` (by "METHOD path"), else with an empty account. */
function api(over: Record<string, () => Answer> = {}) {
  return (method: string, path: string): Answer => {
    const found = over[`${method} ${path}`];
    if (found) return found();
    if (path === '/users/connected-account/retrieve') return ok(account());
    if (path === '/users/connected-account/balance') return ok({ available: [], pending: [] });
    if (path === '/users/connected-account/payout') return ok({ items: [] });
    if (path === '/users/earnings') return ok(emptyEarnings);
    if (path === '/company/my') return ok([]);
    if (path === '/chat-room/chat-message/unread/total') return ok({ total: 0 });
    return { status: 404, body: { code: 'not_found', message: `No ${path}` } };
  };
}

describe('payout account (/settings/payouts)', () => {
  it('shows the steps, and opens the account with the type and name chosen, then goes to the provider’s onboarding', async () => {
    const { calls } = await openAsMember(
      '/settings/payouts',
      api({
        'POST /users/connected-account/create': () =>
          ok(account({ step: 'onboarding', onboarding_url: 'http://api.test/pay/onboarding/abc' })),
      }),
    );
    const steps = await screen.findByRole('list', { name: 'Onboarding steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(steps.querySelector('[aria-current="step"]')?.textContent).toContain('Business type');
    const name = screen.getByLabelText('Name the account is paid under') as HTMLInputElement;
    expect(name.value).toBe('Ada Laurent');
    fireEvent.click(screen.getByRole('radio', { name: 'Company' }));
    fireEvent.change(name, { target: { value: 'Laurent Conseil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to onboarding' }));
    await waitFor(() => expect(went).toEqual(['http://api.test/pay/onboarding/abc']));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ business_type: 'company', name: 'Laurent Conseil' });
  });

  it('comes back from the provider (/settings?section=payouts&onboarding=return) to this page, onboarding unfinished', async () => {
    const { router } = await openAsMember(
      '/settings?section=payouts&onboarding=return',
      api({
        'GET /users/connected-account/retrieve': () =>
          ok(
            account({
              stripe_account_id: 'acct_1',
              stripe_business_type: 'individual',
              stripe_account_name: 'Ada Laurent',
              step: 'onboarding',
              requirements: ['external_account'],
            }),
          ),
        'POST /users/connected-account/create': () =>
          ok(account({ step: 'onboarding', onboarding_url: 'http://api.test/pay/onboarding/def' })),
      }),
    );
    expect(await screen.findByText(/Welcome back/)).toBeInstanceOf(HTMLElement);
    expect(router.state.location.pathname).toBe('/settings/payouts');
    expect(router.state.location.search).toBe('?onboarding=return');
    expect(screen.getByText('Still needed: external_account')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Continue onboarding' }));
    await waitFor(() => expect(went).toEqual(['http://api.test/pay/onboarding/def']));
  });

  it('shows an enabled account and opens its dashboard', async () => {
    await openAsMember(
      '/settings/payouts',
      api({
        'GET /users/connected-account/retrieve': () => ok(enabled),
        'GET /users/connected-account/login-link': () => ok({ url: 'http://api.test/pay/dashboard/x' }),
      }),
    );
    expect(await screen.findByText(/Your payout account is ready/)).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Individual')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Open the payout dashboard' }));
    await waitFor(() => expect(went).toEqual(['http://api.test/pay/dashboard/x']));
  });

  it('shows the server’s message when the account cannot be opened', async () => {
    await openAsMember(
      '/settings/payouts',
      api({
        'POST /users/connected-account/create': () => ({
          status: 409,
          body: { code: 'illegal_transition', message: 'The business type is fixed.' },
        }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to onboarding' }));
    expect((await screen.findByText('The business type is fixed.')).getAttribute('role')).toBe('alert');
    expect(went).toEqual([]);
  });
});

describe('earnings, balance and payouts', () => {
  it('shows earnings per status and currency, and each earning in its currency', async () => {
    await openAsMember(
      '/settings/payouts',
      api({
        'GET /users/earnings': () =>
          ok({
            items: [
              {
                id: 2,
                lead_id: 9,
                deal: { id: 3, title: 'Recycled boxes' },
                amount: 1250,
                currency: 'EUR',
                status: 'available',
                created_at: '2026-03-05T10:00:00.000Z',
                available_at: '2026-03-05T10:00:00.000Z',
                paid_out_at: null,
              },
              {
                id: 1,
                lead_id: 8,
                deal: { id: 4, title: 'Tea sets' },
                amount: 500,
                currency: 'JPY',
                status: 'pending',
                created_at: '2026-03-04T10:00:00.000Z',
                available_at: null,
                paid_out_at: null,
              },
            ],
            total: 2,
            page: 1,
            limit: 20,
            totals: { pending: [money(500, 'JPY')], available: [money(1250, 'EUR')], paid_out: [] },
          }),
      }),
    );
    const table = await screen.findByRole('table', { name: 'Referral earnings' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('€12.50');
    expect(rows[1]?.textContent).toContain('Available');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Recycled boxes' })
        .getAttribute('href'),
    ).toBe('/deals/3');
    expect(rows[2]?.textContent).toContain('¥500');
    expect(rows[2]?.textContent).toContain('Pending');
    const totals = screen.getByLabelText('Totals');
    expect(totals.textContent).toContain('¥500');
    expect(totals.textContent).toContain('None');
  });

  it('pays out once on a double click, with an Idempotency-Key, then reads the balance and payouts again', async () => {
    let paid = false;
    const { calls } = await openAsMember(
      '/settings/payouts',
      api({
        'GET /users/connected-account/retrieve': () => ok(enabled),
        'GET /users/connected-account/balance': () => ok({ available: paid ? [] : [money(1250, 'EUR')], pending: [] }),
        'GET /users/connected-account/payout': () =>
          ok({
            items: paid
              ? [
                  {
                    id: 'po_1',
                    status: 'paid',
                    amount: 1250,
                    currency: 'EUR',
                    created_at: '2026-03-06T10:00:00.000Z',
                    arrival_date: '2026-03-08T00:00:00.000Z',
                    failure_message: null,
                  },
                ]
              : [],
          }),
        'POST /users/connected-account/payout': () => {
          paid = true;
          return {
            status: 201,
            body: {
              items: [
                {
                  id: 'po_1',
                  status: 'paid',
                  amount: 1250,
                  currency: 'EUR',
                  created_at: '2026-03-06T10:00:00.000Z',
                  arrival_date: null,
                  failure_message: null,
                },
              ],
            },
          };
        },
      }),
    );
    const button = await screen.findByRole('button', { name: 'Pay out' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect((await screen.findByText('Payout made.')).getAttribute('role')).toBe('status');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.idempotencyKey).toMatch(/.{8,}/);
    const table = await screen.findByRole('table', { name: 'Payouts' });
    expect(table.textContent).toContain('€12.50');
    expect(table.textContent).toContain('Paid');
  });

  it('retries a payout whose answer was lost with the same Idempotency-Key, and a refused one with a new key', async () => {
    let round = 0;
    const { calls } = await openAsMember(
      '/settings/payouts',
      api({
        'GET /users/connected-account/retrieve': () => ok(enabled),
        'GET /users/connected-account/balance': () => ok({ available: [money(1250, 'EUR')], pending: [] }),
        'POST /users/connected-account/payout': () => {
          round += 1;
          if (round === 1) return 'network-failure';
          return { status: 409, body: { code: 'conflict', message: 'Nothing to pay out.' } };
        },
      }),
    );
    const button = await screen.findByRole('button', { name: 'Pay out' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await screen.findByRole('alert');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Nothing to pay out.')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3));
    const keys = calls.filter((call) => call.method === 'POST').map((call) => call.idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('shows the server’s message when earnings cannot be read', async () => {
    await openAsMember(
      '/settings/payouts',
      api({ 'GET /users/earnings': () => ({ status: 500, body: { code: 'internal', message: 'Ledger asleep.' } }) }),
    );
    expect((await screen.findByText('Ledger asleep.')).closest('[role="alert"]')).not.toBeNull();
  });
});

describe('a company’s payouts', () => {
  it('lists the companies the member owns, and opens one’s account with the stepper', async () => {
    const company = (id: number, name: string, isOwner: boolean) => ({ id, name, isOwner, isManager: true });
    const { calls } = await openAsMember(
      '/settings/payouts',
      api({ 'GET /company/my': () => ok([company(5, 'Northwind Supply', true), company(6, 'Atelier', false)]) }),
    );
    const link = await screen.findByRole('link', { name: 'Payouts of Northwind Supply' });
    expect(screen.queryByRole('link', { name: 'Payouts of Atelier' })).toBeNull();
    expect(link.getAttribute('href')).toBe('/settings/payouts?company=5');
    calls.length = 0;
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts of Northwind Supply' })).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/company/connected-account/retrieve?companyId=5'));
    expect(calls.map((call) => call.path)).not.toContain('/users/earnings');
  });
});
