import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, card, openApp, said } from './test-app.tsx';

afterEach(cleanup);

const page = <T,>(items: T[], total = items.length, at = 1, limit = 25) => ({ status: 200, body: { items, total, page: at, limit } });
const noProfile = { status: 404, body: { code: 'not_found', message: 'Nobody has this name.' } };

const friendship = (id: number, status: string, sender: ReturnType<typeof card>, receiver: ReturnType<typeof card>) => ({
  id,
  status,
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
  deleted_at: null,
  user_id: sender.id,
  friend_id: receiver.id,
  sender,
  receiver,
});

const ada = card(7, 'ada', 'Ada', 'Laurent');
const mehmet = card(9, 'mehmet', 'Mehmet', 'Kaya');
const claire = card(11, 'claire', 'Claire', 'Martin');

describe('network page', () => {
  it('lists people you might know 25 a page, with ceil(total / 25) pages, and pages through the URL', async () => {
    const { calls, router } = await openApp('/network', (call) =>
      call.path.startsWith('/users/people-might-know') ? page([{ ...mehmet, mutualConnectionsTotal: 2 }], 26) : noProfile,
    );
    expect(await screen.findByText('Mehmet Kaya')).toBeInstanceOf(HTMLElement);
    expect(said(calls)).toContain('GET /users/people-might-know?page=1&limit=25');
    expect(screen.getByText('2 mutual connections')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Page 1 of 2')).toBeInstanceOf(HTMLElement);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    expect(router.state.location.search).toBe('?tab=all&page=2');
    expect(said(calls)).toContain('GET /users/people-might-know?page=2&limit=25');
  });

  it('has real tabs: one Tab stop, arrow keys select the next tab and load its list', async () => {
    const { calls } = await openApp('/network', (call) =>
      call.path.startsWith('/member-connection/me/connections') ? page([]) : page([]),
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'People you may know',
      'My connections',
      'Received requests',
      'Sent requests',
      'Lists',
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    await act(async () => {
      fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    });
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('My connections');
    expect(document.activeElement).toBe(selected);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(selected.id);
    expect(await screen.findByText(/You have no connection yet/)).toBeInstanceOf(HTMLElement);
    expect(said(calls)).toContain('GET /member-connection/me/connections?page=1&limit=25');
    await act(async () => {
      fireEvent.keyDown(selected, { key: 'End' });
    });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Lists');
  });

  it('accepts a received request: the row leaves the list and the network slice counts a connection (SPEC §4)', async () => {
    const request = friendship(5, 'pending_first_second', mehmet, ada);
    const { calls, state } = await openApp('/network?tab=received', (call) =>
      call.path === '/member-connection/5/accept'
        ? { status: 200, body: { ...request, status: 'accept' } }
        : call.path.startsWith('/member-connection/received')
          ? page([request])
          : noProfile,
    );
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Accept the request of Mehmet Kaya' }));
    });
    expect(said(calls)).toContain('GET /member-connection/5/accept');
    expect(screen.queryByText('Mehmet Kaya')).toBeNull();
    expect(screen.getByText('No connection request is waiting for you.')).toBeInstanceOf(HTMLElement);
    expect(state.network.getState().friendships[9]?.status).toBe('accept');
  });

  it('cancels a sent request, and shows the server’s message when a move is refused', async () => {
    const sent = [friendship(6, 'pending_first_second', ada, claire), friendship(8, 'pending_first_second', ada, mehmet)];
    const { calls } = await openApp('/network?tab=sent', (call) =>
      call.path === '/member-connection/request/6/cancel'
        ? { status: 200, body: { ...sent[0], status: 'reject' } }
        : call.path === '/member-connection/request/8/cancel'
          ? { status: 409, body: { code: 'illegal_transition', message: 'This request was already answered.' } }
          : page(sent),
    );
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel request to Claire Martin' }));
    });
    expect(said(calls)).toContain('GET /member-connection/request/6/cancel');
    expect(screen.queryByText('Claire Martin')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel request to Mehmet Kaya' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This request was already answered.');
    expect(screen.getByText('Mehmet Kaya')).toBeInstanceOf(HTMLElement);
  });

  it('shows a failed list as empty, with the server’s reason (SPEC §8)', async () => {
    await openApp(
      '/fr/network?tab=connections',
      () => ({ status: 500, body: { code: 'internal', message: 'Le réseau est indisponible.' } }),
      {
        lang: 'fr',
      },
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Le réseau est indisponible.');
    expect(screen.getByText(/Vous n’avez encore aucune relation/)).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Mes relations');
  });

  it('removes a connection after the member confirms', async () => {
    const connection = { friendship_id: 4, connected_at: '2026-01-05T09:00:00.000Z', member: claire };
    const confirm = window.confirm;
    window.confirm = () => true;
    try {
      const { calls } = await openApp('/network?tab=connections', (call) =>
        call.path === '/member-connection/11/remove'
          ? { status: 200, body: { ...friendship(4, 'reject', ada, claire), deleted_at: '2026-02-01T00:00:00.000Z' } }
          : page([connection]),
      );
      expect(await screen.findByText('1 connection')).toBeInstanceOf(HTMLElement);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Remove Claire Martin from your connections' }));
      });
      expect(said(calls)).toContain('GET /member-connection/11/remove');
      expect(screen.queryByText('Claire Martin')).toBeNull();
    } finally {
      window.confirm = confirm;
    }
  });

  it('creates a friend list and adds a connection to it', async () => {
    const created = { id: 3, name: 'Suppliers', icon: null, members: [], members_total: 0 };
    const { calls } = await openApp('/network?tab=lists', (call: Call) => {
      if (call.method === 'POST' && call.path === '/member-connection/lists') return { status: 201, body: created };
      if (call.path === '/member-connection/lists/3/add') return { status: 200, body: { ...created, members: [claire], members_total: 1 } };
      if (call.path.startsWith('/member-connection/lists')) return page([]);
      return page([{ friendship_id: 4, connected_at: '2026-01-05T09:00:00.000Z', member: claire }]);
    });
    expect(await screen.findByText(/You have no list yet/)).toBeInstanceOf(HTMLElement);
    fireEvent.change(screen.getByLabelText('New list name'), { target: { value: ' Suppliers ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create list' }));
    });
    expect(calls.find((call) => call.method === 'POST' && call.path === '/member-connection/lists')?.body).toEqual({ name: 'Suppliers' });
    const list = screen.getByRole('article');
    fireEvent.change(within(list).getByLabelText('Add a connection'), { target: { value: '11' } });
    await act(async () => {
      fireEvent.click(within(list).getByRole('button', { name: 'Add' }));
    });
    expect(calls.find((call) => call.path === '/member-connection/lists/3/add')?.body).toEqual({ user: { id: 11 } });
    expect(within(list).getByText('Claire Martin')).toBeInstanceOf(HTMLElement);
  });
});

describe('who viewed your profile', () => {
  it('lists the visitors newest first as the server answers, paged', async () => {
    const visits = [
      { visitor: claire, visited_at: '2026-03-02T10:00:00.000Z' },
      { visitor: mehmet, visited_at: '2026-03-01T10:00:00.000Z' },
    ];
    const { calls } = await openApp('/network/visitors', () => page(visits, 30));
    expect(await screen.findByText('Claire Martin')).toBeInstanceOf(HTMLElement);
    expect(said(calls)).toContain('GET /users/visit-logs?page=1&limit=25');
    const rows = screen.getAllByRole('listitem').filter((row) => row.hasAttribute('data-member'));
    expect(rows.map((row) => row.getAttribute('data-member'))).toEqual(['claire', 'mehmet']);
    expect(screen.getByText('Page 1 of 2')).toBeInstanceOf(HTMLElement);
  });

  it('sends a signed-out visitor to sign-in and back', async () => {
    const { router } = await openApp('/network/visitors', () => page([]), { signedIn: false });
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/network/visitors');
  });
});
