import { createClient, type LeadDetails } from '@dealgrow/sdk';
import { createDealgrowState, LOGGED_OUT_USER } from '@dealgrow/sdk/state';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { discoverRoutes, routes } from '../routes.tsx';

afterEach(cleanup);

type Answer = { status: number; body: unknown };

/** Opens a page as a signed-in member, the API answered by `answer` (method and path in, status and JSON body out). */
async function open(path: string, answer: (method: string, path: string) => Answer, lang: 'en' | 'fr' = 'en') {
  const calls: string[] = [];
  const client = createClient({
    baseURL: 'http://api.test',
    retry: { retries: 0 },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      const { status, body } = answer(request.method, url.pathname);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  const state = createDealgrowState();
  state.user
    .getState()
    .setUser({ ...LOGGED_OUT_USER, id: 7, username: 'ada', firstName: 'Ada', lastName: 'Laurent', authorized_deals: [] });
  const i18n = await createI18n(lang);
  await act(async () => {
    render(
      <App
        client={client}
        state={state}
        i18n={i18n}
        router={createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: discoverRoutes })}
      />,
    );
  });
  return { calls, state };
}

const member = (id: number, username: string, firstName: string, lastName: string) => ({
  id,
  username,
  firstName,
  lastName,
  profilePhotoUrl: '',
});

function leadDetails(change: Partial<LeadDetails> = {}): LeadDetails {
  return {
    id: 12,
    uuid: '6f1c2a40-0b7e-4d51-9a3e-1d2f3a4b5c99',
    type: 'buy',
    status: 'todo',
    deal: { id: 3, title: 'Recycled boxes', type: 'offer' },
    sender: member(9, 'sofia', 'Sofia', 'Rossi'),
    receiver: member(7, 'ada', 'Ada', 'Laurent'),
    receiver_company: null,
    referral_user: null,
    referral_user_id: null,
    club_id: null,
    text: 'A quote, please.',
    budget: 9000,
    final_budget: null,
    currency: 'EUR',
    sender_approval: false,
    receiver_approval: false,
    sender_approved_by: null,
    receiver_approved_by: null,
    sender_approved_at: null,
    receiver_approved_at: null,
    closed_by: null,
    closed_at: null,
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    viewer_side: 'receiver',
    next_statuses: ['in-progress', 'refused'],
    tasks: [],
    tasks_count: 0,
    tasks_done: 0,
    comments: [],
    comments_count: 0,
    files: [],
    files_count: 0,
    activities: [],
    assignees: [],
    ...change,
  };
}

describe('leads dashboard', () => {
  it('asks for 5 leads a page and says so when a list is empty', async () => {
    const { calls } = await open('/leads', () => ({ status: 200, body: { items: [], total: 0, page: 1, limit: 5 } }));
    expect(await screen.findByText(/You have not sent or been referred to any lead yet/)).toBeInstanceOf(HTMLElement);
    expect(calls).toContain('GET /lead/sender?page=1&limit=5');
    fireEvent.click(screen.getByRole('tab', { name: 'Assigned' }));
    expect(await screen.findByText('No lead is assigned to you.')).toBeInstanceOf(HTMLElement);
    expect(calls).toContain('GET /lead/assigned?page=1&limit=5');
  });

  it('shows the server’s message when a list cannot be read', async () => {
    await open('/leads?tab=received', () => ({ status: 500, body: { code: 'internal', message: 'The lead store is down.' } }));
    expect((await screen.findByRole('alert')).textContent).toBe('The lead store is down.');
  });

  it('tells a member without deals that the deal tab has nothing to show', async () => {
    await open('/fr/leads?tab=deal', () => ({ status: 200, body: { items: [], total: 0, page: 1, limit: 5 } }), 'fr');
    expect(await screen.findByText(/Vous ne gérez encore aucune affaire/)).toBeInstanceOf(HTMLElement);
  });
});

describe('lead page', () => {
  it('shows the server’s 403 to a stranger', async () => {
    await open('/leads/12', () => ({ status: 403, body: { code: 'forbidden', message: 'Only the parties of this lead may see it.' } }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Only the parties of this lead may see it.');
    expect(alert.getAttribute('data-status')).toBe('403');
  });

  it('offers the deal side start work, and shows the server’s 409 when the move is refused', async () => {
    const { calls } = await open('/leads/12', (method) =>
      method === 'PATCH'
        ? { status: 409, body: { code: 'illegal_transition', message: 'This lead is already in-progress.' } }
        : { status: 200, body: leadDetails() },
    );
    const start = await screen.findByRole('button', { name: 'Start work' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await act(async () => {
      fireEvent.click(start);
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This lead is already in-progress.');
    expect(calls).toContain('PATCH /lead/status/12');
  });

  it('names who approved each side and waits for the other side', async () => {
    await open('/leads/12', () => ({
      status: 200,
      body: leadDetails({
        status: 'in-progress',
        viewer_side: 'sender',
        next_statuses: ['refused'],
        sender_approval: true,
        sender_approved_by: 9,
        receiver_approval: false,
      }),
    }));
    expect(await screen.findByText('Your side approved; waiting for the other side.')).toBeInstanceOf(HTMLElement);
    const approval = (side: string) => document.querySelector(`[data-approval="${side}"]`)?.textContent;
    expect(approval('sender')).toBe('Sender side: Approved by Sofia Rossi');
    expect(approval('receiver')).toBe('Deal side: Not approved yet');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Refuse' })).toBeInstanceOf(HTMLElement);
  });
});
