import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openAsMember } from '../payouts/test-open.tsx';

// The first page of a file downloads the route table of the later pages and their chunks: slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

afterEach(cleanup);

const entry = (id: number, change: Record<string, unknown> = {}) => ({
  id,
  membership_id: 3,
  kind: 'personal',
  action: 'payment_succeeded',
  plan: 'business',
  plan_name: 'Business',
  interval: 'month',
  amount: 2990,
  currency: 'EUR',
  payment_id: 'pay_1',
  note: null,
  company: null,
  actor_id: 7,
  created_at: '2026-03-05T10:00:00.000Z',
  ...change,
});

const page = (items: unknown[], total = items.length, pageNumber = 1) => ({
  status: 200,
  body: { items, total, page: pageNumber, limit: 20 },
});

describe('billing history (/settings/billing)', () => {
  it('lists each change and payment with its date, action, plan, amount in its currency and account', async () => {
    const { calls } = await openAsMember('/settings/billing', () =>
      page([
        entry(2, {
          kind: 'shop',
          action: 'subscribed',
          plan_name: 'Popular',
          interval: 'year',
          amount: 49900,
          currency: 'USD',
          company: { id: 4, name: 'Northwind Supply' },
        }),
        entry(1, { action: 'canceled', amount: null, currency: null }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Billing history' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Subscribed');
    expect(rows[1]?.textContent).toContain('Popular, yearly');
    expect(rows[1]?.textContent).toContain('$499.00');
    expect(rows[1]?.textContent).toContain('Northwind Supply');
    expect(rows[1]?.textContent).toContain('Mar 5, 2026');
    expect(rows[2]?.textContent).toContain('Canceled');
    expect(rows[2]?.textContent).toContain('—');
    expect(rows[2]?.textContent).toContain('You');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('GET /membership/history?page=1&limit=20');
    expect(screen.getByRole('link', { name: 'Manage your plan' }).getAttribute('href')).toBe('/membership/personal');
  });

  it('says so when there is nothing yet, in French with French amounts', async () => {
    await openAsMember('/fr/settings/billing', () => page([]), 'fr');
    expect(await screen.findByText(/Aucune activité de facturation/)).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: 'Gérer votre abonnement' }).getAttribute('href')).toBe('/fr/membership/personal');
  });

  it('writes amounts as the page’s language does', async () => {
    await openAsMember('/fr/settings/billing', () => page([entry(1)]), 'fr');
    const table = await screen.findByRole('table', { name: 'Historique de facturation' });
    expect(table.textContent?.replace(/\s/g, ' ')).toContain('29,90 €');
    expect(table.textContent).toContain('Paiement réussi');
  });

  it('shows the server’s message when the history cannot be read', async () => {
    await openAsMember('/settings/billing', () => ({ status: 500, body: { code: 'internal', message: 'Billing is resting.' } }));
    expect((await screen.findByRole('alert')).textContent).toContain('Billing is resting.');
  });

  it('pages through the history with the server’s page and limit', async () => {
    const { calls } = await openAsMember('/settings/billing', (_method, _path, search) =>
      search.includes('page=2') ? page([entry(21)], 25, 2) : page([entry(1)], 25, 1),
    );
    expect(await screen.findByText('Page 1 of 2')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/membership/history?page=2&limit=20'));
  });

  it('is linked from the settings page', async () => {
    await openAsMember('/settings', () => page([]));
    expect((await screen.findByRole('link', { name: 'Billing history' })).getAttribute('href')).toBe('/settings/billing');
    expect(screen.getByRole('link', { name: 'Payouts and earnings' }).getAttribute('href')).toBe('/settings/payouts');
  });
});
