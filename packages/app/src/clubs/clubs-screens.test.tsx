import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, type Call, card, openApp, said } from '../network/test-app.tsx';

afterEach(cleanup);

const page = <T,>(items: T[], total = items.length, at = 1, limit = 25): Answer => ({
  status: 200,
  body: { items, total, page: at, limit },
});
const stamp = '2026-01-02T10:00:00.000Z';
const ada = card(7, 'ada', 'Ada', 'Laurent');
const mehmet = card(9, 'mehmet', 'Mehmet', 'Kaya');
const summary = ({ id, username, firstName, lastName, profilePhotoUrl }: ReturnType<typeof card>) => ({
  id,
  username,
  firstName,
  lastName,
  profilePhotoUrl,
});

/** A club as the server answers it (docs/companies-and-clubs.md "Shapes"). */
const clubOf = (id: number, change: Record<string, unknown> = {}) => ({
  id,
  name: 'Lyon Exporters',
  slug: 'lyon-exporters',
  logo: null,
  description: 'Exporters around Lyon.',
  privacy: 'closed',
  owner: summary(ada),
  members: 3,
  isMember: false,
  isOwner: false,
  role: null,
  requestPending: false,
  pendingRequests: 0,
  created_at: stamp,
  ...change,
});

describe('clubs list', () => {
  it('lists every club, and the member’s own and joined clubs by member id', async () => {
    const { calls } = await openApp('/clubs', (call) =>
      call.path.startsWith('/clubs/my-clubs/7') ? page([clubOf(3, { isOwner: true, isMember: true, role: 'owner' })]) : page([clubOf(4)]),
    );
    expect(await screen.findByRole('link', { name: 'Lyon Exporters' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('3 members · Closed club')).toBeInstanceOf(HTMLElement);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All clubs', 'My clubs', 'Joined clubs']);
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'My clubs' }));
    });
    expect(await screen.findByText('Owner')).toBeInstanceOf(HTMLElement);
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Joined clubs' }));
    });
    expect(said(calls)).toEqual(
      expect.arrayContaining([
        'GET /clubs?page=1&limit=25',
        'GET /clubs/my-clubs/7?page=1&limit=25',
        'GET /clubs/joined-clubs/7?page=1&limit=25',
      ]),
    );
  });
});

describe('club page', () => {
  it('asks to join a closed club: the request waits', async () => {
    const { calls } = await openApp('/clubs/3', (call) =>
      call.method === 'POST' && call.path === '/clubs/3/request'
        ? { status: 201, body: { status: 'pending' } }
        : call.path.startsWith('/clubs/3/timeline')
          ? page([], 0, 1, 10)
          : { status: 200, body: clubOf(3) },
    );
    // The page's chunk loads first (slow on a cold transform).
    const ask = await screen.findByRole('button', { name: 'Ask to join' }, { timeout: 5000 });
    await act(async () => {
      fireEvent.click(ask);
    });
    expect(said(calls)).toContain('POST /clubs/3/request');
    expect(screen.getByText('Request sent')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Your request waits for the owner.').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Ask to join' })).toBeNull();
    // Join requests are the owner's: a member never sees the tab.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Club timeline', 'Members']);
  });

  it('joins an open club at once, and reads its timeline again', async () => {
    const { calls } = await openApp('/clubs/3', (call) =>
      call.method === 'POST'
        ? { status: 201, body: { status: 'approved' } }
        : call.path.startsWith('/clubs/3/timeline')
          ? page([], 0, 1, 10)
          : { status: 200, body: clubOf(3, { privacy: 'open' }) },
    );
    const join = await screen.findByRole('button', { name: 'Join' }, { timeout: 5000 });
    const timelineReads = () => said(calls).filter((line) => line.startsWith('GET /clubs/3/timeline')).length;
    const before = timelineReads();
    await act(async () => {
      fireEvent.click(join);
    });
    expect(screen.getByText('Open club · 4 members')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInstanceOf(HTMLElement);
    // Read again from its first page (StrictMode runs a mount's effects twice in development).
    expect(timelineReads()).toBeGreaterThan(before);
  });

  it('lets the owner approve a join request: the row leaves, the member count and the requests tab follow', async () => {
    const request = { id: 21, member: mehmet, status: 'pending', created_at: stamp };
    const { calls } = await openApp('/clubs/3?tab=requests', (call: Call) => {
      if (call.path === '/clubs/3/request/21/approve') return { status: 200, body: { ...request, status: 'approved' } };
      if (call.path.startsWith('/clubs/3/request')) return page([request]);
      if (call.path.startsWith('/clubs/3/members'))
        return page([
          { member: ada, role: 'owner', joined_at: stamp },
          { member: mehmet, role: 'member', joined_at: stamp },
        ]);
      return { status: 200, body: clubOf(3, { isOwner: true, isMember: true, role: 'owner', pendingRequests: 1 }) };
    });
    const panel = await screen.findByRole('tabpanel', {}, { timeout: 5000 });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Join requests (1)');
    const approve = await within(panel).findByRole('button', { name: 'Approve the request of Mehmet Kaya' });
    await act(async () => {
      fireEvent.click(approve);
    });
    expect(said(calls)).toContain('GET /clubs/3/request/21/approve');
    expect(within(panel).getByText('No join request is waiting.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Join requests (0)');
    expect(screen.getByText('Closed club · 4 members')).toBeInstanceOf(HTMLElement);
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Members' }));
    });
    expect(await within(screen.getByRole('tabpanel')).findByRole('link', { name: 'Mehmet Kaya' })).toBeInstanceOf(HTMLElement);
    // The owner removes members, never themselves.
    expect(screen.queryByRole('button', { name: 'Remove Ada Laurent from the club' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Mehmet Kaya from the club' })).toBeInstanceOf(HTMLElement);
  });
});

describe('club form', () => {
  it('checks the club address as it is typed and creates the club', async () => {
    const { calls, router } = await openApp('/clubs/new', (call) => {
      if (call.path === '/clubs/unique-url-control')
        return { status: 200, body: { available: (call.body as { url: string }).url !== 'lyon' } };
      if (call.method === 'POST' && call.path === '/clubs') return { status: 201, body: clubOf(8, { isOwner: true }) };
      return { status: 200, body: clubOf(8, { isOwner: true }) };
    });
    fireEvent.change(await screen.findByLabelText('Club name', {}, { timeout: 5000 }), { target: { value: 'Lyon' } });
    expect(await screen.findByText('This address is taken. Choose another one.', {}, { timeout: 2000 })).toBeInstanceOf(HTMLElement);
    fireEvent.change(screen.getByLabelText('Club address'), { target: { value: 'lyon-exporters' } });
    expect(await screen.findByText('/clubs/lyon-exporters is free.', {}, { timeout: 2000 })).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByLabelText('Members I approve'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create the club' }));
    });
    const form = calls.find((call) => call.method === 'POST' && call.path === '/clubs')?.body as FormData;
    expect([form.get('name'), form.get('url'), form.get('privacy')]).toEqual(['Lyon', 'lyon-exporters', 'closed']);
    expect(router.state.location.pathname).toBe('/clubs/8');
  });
});

describe('club editor: the owner’s danger zone', () => {
  it('deletes the club once its owner confirms, then goes to their clubs; refusals say why', async () => {
    const confirm = window.confirm;
    const asked: string[] = [];
    window.confirm = (message) => {
      asked.push(String(message));
      return true;
    };
    try {
      let refuse = true;
      const { calls, router } = await openApp('/clubs/3/edit', (call) => {
        if (call.method === 'DELETE' && call.path === '/clubs/3')
          return refuse ? { status: 409, body: { code: 'conflict', message: 'The club is busy.' } } : { status: 204 };
        if (call.path.startsWith('/clubs/my-clubs')) return page([]);
        return { status: 200, body: clubOf(3, { isOwner: true, isMember: true, role: 'owner' }) };
      });
      const remove = await screen.findByRole('button', { name: 'Delete the club' }, { timeout: 5000 });
      await act(async () => {
        fireEvent.click(remove);
      });
      expect(asked).toEqual(['Delete Lyon Exporters for good? Its members, join requests and club posts go with it.']);
      expect((await screen.findByRole('alert')).textContent).toBe('The club is busy.');
      expect(router.state.location.pathname).toBe('/clubs/3/edit');
      refuse = false;
      await act(async () => {
        fireEvent.click(remove);
      });
      expect(said(calls).filter((line) => line === 'DELETE /clubs/3')).toHaveLength(2);
      await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/clubs?tab=mine'));
    } finally {
      window.confirm = confirm;
    }
  });

  it('is not offered to an admin', async () => {
    await openApp('/clubs/3/edit', () => ({ status: 200, body: clubOf(3, { isOwner: false, isMember: true, role: 'admin' }) }));
    expect(await screen.findByText('Only the club’s owner can change it.', {}, { timeout: 5000 })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'Delete the club' })).toBeNull();
  });
});
