import { messageSlice } from '@dealgrow/sdk/state';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, card, openApp, said } from '../network/test-app.tsx';

/** A stand-in for the SDK's live socket: the test emits server events and reads what the screen did with it. */
const fake = vi.hoisted(() => {
  type Handler = (payload: unknown) => void;
  type StatusHandler = (status: string, error: null) => void;
  const listeners = new Map<string, Set<Handler>>();
  const statusListeners = new Set<StatusHandler>();
  const realtime = {
    status: 'idle',
    error: null,
    socket: null,
    connects: 0,
    disconnects: 0,
    typed: [] as [number, boolean][],
    tracked: new Map<number, number>(),
    setStatus(status: string) {
      realtime.status = status;
      for (const handler of [...statusListeners]) handler(status, null);
    },
    async connect() {
      realtime.connects += 1;
      realtime.setStatus('connected');
    },
    disconnect() {
      realtime.disconnects += 1;
      realtime.setStatus('idle');
    },
    onStatus(handler: StatusHandler) {
      statusListeners.add(handler);
      return () => statusListeners.delete(handler);
    },
    on(event: string, handler: Handler) {
      const set = listeners.get(event) ?? new Set<Handler>();
      listeners.set(event, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    emit(event: string, payload: unknown) {
      for (const handler of [...(listeners.get(event) ?? [])]) handler(payload);
    },
    typing(roomId: number, typing: boolean) {
      realtime.typed.push([roomId, typing]);
    },
    track(roomId: number, sequence: number) {
      realtime.tracked.set(roomId, Math.max(sequence, realtime.tracked.get(roomId) ?? 0));
    },
    lastSequence: (roomId: number) => realtime.tracked.get(roomId),
    queryPresence: async () => [] as number[],
    reset() {
      realtime.status = 'idle';
      realtime.connects = 0;
      realtime.disconnects = 0;
      realtime.typed = [];
      realtime.tracked.clear();
    },
  };
  return realtime;
});
vi.mock('@dealgrow/sdk/realtime', () => ({ createRealtime: () => fake }));

beforeEach(() => {
  fake.reset();
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ada = card(7, 'ada', 'Ada', 'Laurent');
const mehmet = card(9, 'mehmet', 'Mehmet', 'Yılmaz');
const claire = card(11, 'claire', 'Claire', 'Dubois');
const summary = ({ id, username, firstName, lastName, profilePhotoUrl }: ReturnType<typeof card>) => ({
  id,
  username,
  firstName,
  lastName,
  profilePhotoUrl,
});

const message = (
  roomId: number,
  sequence: number,
  sender: ReturnType<typeof card>,
  text: string,
  at = `2026-03-0${Math.min(sequence, 9)}T10:00:00.000Z`,
) => ({
  id: roomId * 100 + sequence,
  room_id: roomId,
  room_uuid: `00000000-0000-4000-8000-00000000000${roomId}`,
  sequence,
  text,
  file: null,
  sender: summary(sender),
  sender_company: null,
  is_auto: false,
  created_at: at,
});
type Message = ReturnType<typeof message>;

const room = (
  id: number,
  other: ReturnType<typeof card>,
  last: Message | null,
  {
    unread = 0,
    archived = false,
    type = 'private',
    title = null as string | null,
    readUpTo = [] as { userId: number; sequence: number }[],
  } = {},
) => ({
  id,
  room_uuid: `00000000-0000-4000-8000-00000000000${id}`,
  room_type: type,
  title,
  clubId: type === 'club' ? 3 : null,
  companyId: null,
  participants: [
    { user: summary(other), company: null, role: 'member' },
    { user: summary(ada), company: null, role: 'owner' },
  ],
  participantsCount: 2,
  lastSequence: last?.sequence ?? 0,
  totalUnreadMessages: unread,
  lastChatMessage: last,
  isArchived: archived,
  readUpTo,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
});

const page = <T,>(items: T[]) => ({ status: 200, body: { items, total: items.length, page: 1, limit: 20 } });
const notFound = { status: 404, body: { code: 'not_found', message: 'Nothing here.' } };

/** Mehmet's room (2 unread, newest), Claire's (read), a club room; nothing archived. The history of Mehmet's room. */
function chatApi(overrides: (call: Call) => Answer | undefined = () => undefined) {
  const mehmetRoom = room(1, mehmet, message(1, 3, mehmet, 'Shall we meet on Thursday?', '2026-03-05T10:00:00.000Z'), {
    unread: 2,
    readUpTo: [{ userId: 9, sequence: 1 }],
  });
  const claireRoom = room(2, claire, message(2, 1, ada, 'Thanks for the intro', '2026-03-02T10:00:00.000Z'));
  const clubRoom = room(4, claire, message(4, 1, claire, 'Welcome to the club', '2026-03-03T10:00:00.000Z'), {
    type: 'club',
    title: 'Export Club',
  });
  return (call: Call): Answer => {
    const answer = overrides(call);
    if (answer) return answer;
    const { method, path } = call;
    if (path === '/chat-room?isArchived=true') return page([]);
    if (method === 'GET' && path.startsWith('/chat-room?')) return page([claireRoom, clubRoom, mehmetRoom]);
    if (path === '/chat-room' && method === 'GET') return page([claireRoom, clubRoom, mehmetRoom]);
    if (path.startsWith('/chat-room/1/chat-message?'))
      return {
        status: 200,
        body: {
          items: [
            message(1, 1, ada, 'Hello Mehmet'),
            message(1, 2, mehmet, 'Hello Ada'),
            message(1, 3, mehmet, 'Shall we meet on Thursday?'),
          ],
          hasMore: false,
        },
      };
    if (path === '/chat-room/1/chat-message/seen') return { status: 200, body: { sequence: 3, totalUnreadMessages: 0 } };
    if (path === '/chat-room/chat-message/unread/total') return { status: 200, body: { total: 2, rooms: 1 } };
    if (path === '/chat-room/chat-auto-message/check') return { status: 200, body: { enabled: false, text: null } };
    if (path === '/company/my') return { status: 200, body: [] };
    return notFound;
  };
}

const conversations = () => screen.getByRole('list', { name: 'Conversations' });
const rowNames = () =>
  within(conversations())
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.room-row__name')?.textContent);

describe('the /message screen', () => {
  it('lists the private conversations newest first, with the other member, the last message, its time and the unread count; the socket opens', async () => {
    const { calls } = await openApp('/message', chatApi());
    await screen.findByText('Mehmet Yılmaz');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Messages');
    expect(rowNames()).toEqual(['Mehmet Yılmaz', 'Claire Dubois']);
    const mehmetRow = within(conversations()).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(mehmetRow).getByText('Shall we meet on Thursday?')).toBeInstanceOf(HTMLElement);
    expect(within(mehmetRow).getByText('2 unread messages')).toBeInstanceOf(HTMLElement);
    expect(mehmetRow.querySelector('img')?.getAttribute('src')).toBe('http://api.test/assets/mehmet.png');
    expect(mehmetRow.querySelector('time')).not.toBeNull();
    expect(screen.getByText('You: Thanks for the intro')).toBeInstanceOf(HTMLElement);
    expect(said(calls)).toEqual(expect.arrayContaining(['GET /chat-room', 'GET /chat-room?isArchived=true']));
    expect(fake.status).toBe('connected');
    expect(screen.getByText('Live')).toBeInstanceOf(HTMLElement);
    expect(fake.tracked.get(1)).toBe(3);

    // The club tab shows the club room by its title; the tab is in the address.
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Clubs' }));
    });
    expect(rowNames()).toEqual(['Export Club']);
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Archived' }));
    });
    expect(screen.getByText('No archived conversation.')).toBeInstanceOf(HTMLElement);
  });

  it('opens a conversation: history, unread divider, read on sight, "Seen", typing, live messages and sending', async () => {
    const sent = message(1, 4, ada, 'Thursday works');
    const { calls, state } = await openApp(
      '/message',
      chatApi((call) => (call.method === 'POST' && call.path === '/chat-room/1/chat-message' ? { status: 201, body: sent } : undefined)),
    );
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: /Mehmet Yılmaz/ }));
    });
    const log = await screen.findByRole('log', { name: 'Messages with Mehmet Yılmaz' });
    await within(log).findByText('Hello Ada');
    expect(said(calls)).toContain('GET /chat-room/1/chat-message?limit=30');
    // The divider sits before the first unread message (2 unread of 3).
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-sequence') ?? item.textContent)).toEqual(['1', 'New messages', '2', '3']);
    // Seen by the member: the room is marked read and its count goes.
    await waitFor(() => expect(said(calls)).toContain('POST /chat-room/1/chat-message/seen'));
    await waitFor(() => expect(messageSlice(state).getState().unread[1]).toBe(0));
    // Mehmet has read Ada's first message.
    expect(within(items[0] as HTMLElement).getByText('Seen')).toBeInstanceOf(HTMLElement);

    // He types, then his message arrives live.
    await act(async () => fake.emit('typing', { roomId: 1, room_uuid: 'x', userId: 9, typing: true }));
    expect(screen.getByText('Mehmet Yılmaz is typing…')).toBeInstanceOf(HTMLElement);
    await act(async () => fake.emit('message:new', { message: message(1, 4, mehmet, 'Are you there?', '2026-03-06T10:00:00.000Z') }));
    expect(within(log).getByText('Are you there?')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Mehmet Yılmaz is typing…')).toBeNull();

    // Ada types (the others are told) and sends with Enter.
    const box = screen.getByRole('textbox', { name: 'Write a message' });
    await act(async () => {
      fireEvent.change(box, { target: { value: 'Thursday works' } });
    });
    expect(fake.typed).toEqual([[1, true]]);
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    // The SDK gives every message a client id of its own (a retry run again after a crash writes it once).
    expect(calls.find((call) => call.method === 'POST' && call.path === '/chat-room/1/chat-message')?.body).toEqual({
      text: 'Thursday works',
      clientMessageId: expect.stringMatching(/^[\w-]{8,}$/),
    });
    expect(fake.typed).toEqual([
      [1, true],
      [1, false],
    ]);
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(within(log).getAllByText('Thursday works')).toHaveLength(1);

    // Mehmet reads it: "Seen" moves under it.
    await act(async () =>
      fake.emit('message:seen', { roomId: 1, room_uuid: 'x', userId: 9, companyId: null, sequence: 5, at: '2026-03-06T10:01:00.000Z' }),
    );
    const last = within(log).getAllByRole('listitem').at(-1) as HTMLElement;
    expect(within(last).getByText('Seen')).toBeInstanceOf(HTMLElement);
  });

  it('a live message moves its room to the top and counts as unread; the header total follows', async () => {
    const { state } = await openApp('/message', chatApi());
    await screen.findByText('Mehmet Yılmaz');
    await act(async () =>
      fake.emit('message:new', { message: message(2, 2, claire, 'Are you coming to the fair?', '2026-03-09T10:00:00.000Z') }),
    );
    expect(rowNames()).toEqual(['Claire Dubois', 'Mehmet Yılmaz']);
    const claireRow = within(conversations()).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(claireRow).getByText('1 unread message')).toBeInstanceOf(HTMLElement);
    expect(within(claireRow).getByText('Are you coming to the fair?')).toBeInstanceOf(HTMLElement);
    expect(messageSlice(state).getState().unread[2]).toBe(1);
  });

  it('batch archives the selected rooms; a new message in an archived room brings it to the top of the archive', async () => {
    const archivedRoom = room(6, claire, message(6, 1, claire, 'Old news', '2026-02-01T10:00:00.000Z'), { archived: true });
    const { calls } = await openApp(
      '/message',
      chatApi((call) => {
        if (call.path === '/chat-room?isArchived=true') return page([archivedRoom]);
        if (call.path === '/chat-room/1/archive') return { status: 200, body: {} };
        return undefined;
      }),
    );
    await screen.findByText('Mehmet Yılmaz');
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select the conversation with Mehmet Yılmaz' }));
    });
    expect(screen.getByText('1 selected')).toBeInstanceOf(HTMLElement);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    });
    expect(calls.find((call) => call.path === '/chat-room/1/archive')?.body).toEqual({ isArchived: true });
    expect(rowNames()).toEqual(['Claire Dubois']);
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Archived' }));
    });
    expect(rowNames()).toEqual(['Mehmet Yılmaz', 'Claire Dubois']);
    await act(async () => fake.emit('message:new', { message: message(6, 2, claire, 'Back again', '2026-03-10T10:00:00.000Z') }));
    expect(rowNames()).toEqual(['Claire Dubois', 'Mehmet Yılmaz']);
    expect(screen.getByText('Back again')).toBeInstanceOf(HTMLElement);
  });

  it('deletes the selected rooms after confirmation, and shows SPEC §8’s message when that fails', async () => {
    let refuse = true;
    const { calls } = await openApp(
      '/message',
      chatApi((call) =>
        call.path === '/chat-room/batch' ? (refuse ? { status: 500, body: {} } : { status: 200, body: { deleted: [1, 2] } }) : undefined,
      ),
    );
    await screen.findByText('Mehmet Yılmaz');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect(calls.find((call) => call.path === '/chat-room/batch')?.body).toEqual({ ids: [1, 2], target: 'user', targetId: 7 });
    expect(screen.getByRole('alert').textContent).toBe('Failed to delete chat rooms');
    refuse = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    // No conversation left in the tab: SPEC §4 opens the new-message panel once none remains at all (the club room is left).
    expect(screen.getByText('No conversation yet. Start one with a connection.')).toBeInstanceOf(HTMLElement);
  });

  it('shows a failed list with SPEC §8’s message, in French', async () => {
    await openApp(
      '/fr/message',
      chatApi((call) =>
        call.method === 'GET' && call.path.startsWith('/chat-room') && !call.path.includes('unread')
          ? { status: 500, body: {} }
          : undefined,
      ),
      {
        lang: 'fr',
      },
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de charger les conversations');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Messagerie');
  });

  it('starts a conversation with a connection: an existing private room opens, else one is created with them', async () => {
    const created = room(8, claire, null);
    const connection = (friendshipId: number, member: ReturnType<typeof card>) => ({
      friendship_id: friendshipId,
      connected_at: '2026-01-01T00:00:00.000Z',
      member,
    });
    const { calls } = await openApp(
      '/message',
      chatApi((call) => {
        if (call.path.startsWith('/member-connection/me/connections?')) return page([connection(1, mehmet), connection(2, claire)]);
        if (call.path === '/chat-room/check-existed/7/11') return { status: 200, body: { exists: false, room: null } };
        if (call.method === 'POST' && call.path === '/chat-room')
          return { status: 201, body: { ...created, participants: [created.participants[1]] } };
        if (call.method === 'POST' && call.path === '/chat-room/8/user') return { status: 201, body: created.participants[0] };
        if (call.path === '/chat-room/8') return { status: 200, body: created };
        if (call.path.startsWith('/chat-room/8/chat-message?')) return { status: 200, body: { items: [], hasMore: false } };
        return undefined;
      }),
    );
    await screen.findByText('Mehmet Yılmaz');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'New message' }));
    });
    const pick = await screen.findByRole('button', { name: 'Message Claire Dubois' }, { timeout: 3000 });
    await act(async () => {
      fireEvent.click(pick);
    });
    expect(said(calls)).toEqual(
      expect.arrayContaining(['GET /chat-room/check-existed/7/11', 'POST /chat-room', 'POST /chat-room/8/user', 'GET /chat-room/8']),
    );
    expect(calls.find((call) => call.path === '/chat-room/8/user')?.body).toEqual({ userId: 11 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Claire Dubois' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('This is the beginning of the conversation.')).toBeInstanceOf(HTMLElement);
  });

  it('keeps the socket open only while the window is visible and focused, and closes it on leaving the page', async () => {
    const { router } = await openApp('/message', chatApi());
    await screen.findByText('Mehmet Yılmaz');
    expect(fake.status).toBe('connected');
    const { connects, disconnects } = fake;
    vi.mocked(document.hasFocus).mockReturnValue(false);
    await act(async () => {
      window.dispatchEvent(new Event('blur'));
    });
    expect(fake.disconnects).toBe(disconnects + 1);
    expect(fake.status).toBe('idle');
    expect(screen.getByText('Live messages pause while this window is in the background.')).toBeInstanceOf(HTMLElement);
    vi.mocked(document.hasFocus).mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(fake.connects).toBe(connects + 1);
    expect(screen.getByText('Live')).toBeInstanceOf(HTMLElement);
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(fake.disconnects).toBe(disconnects + 2);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await act(async () => {
      fake.setStatus('reconnecting');
    });
    expect(screen.getByText('Connection lost. Reconnecting…')).toBeInstanceOf(HTMLElement);
    await act(async () => {
      fake.setStatus('offline');
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    });
    expect(screen.getByText('Live')).toBeInstanceOf(HTMLElement);
    const before = fake.disconnects;
    await act(async () => {
      await router.navigate('/network');
    });
    await waitFor(() => expect(fake.disconnects).toBe(before + 1));
    expect(fake.status).toBe('idle');
  });

  it('shows the away-message banner and turns it off; the settings set it and switch read receipts', async () => {
    let enabled = true;
    const { calls } = await openApp(
      '/message',
      chatApi((call) => {
        if (call.path === '/chat-room/chat-auto-message/check')
          return { status: 200, body: { enabled, text: enabled ? 'Away until Monday' : null } };
        if (call.path === '/chat-room/chat-auto-message/unset') {
          enabled = false;
          return { status: 204 };
        }
        if (call.path === '/chat-room/chat-auto-message/set')
          return { status: 200, body: { enabled: true, text: 'At the fair this week' } };
        if (call.path === '/chat-room/settings') return { status: 200, body: { readReceipts: call.method !== 'PATCH' } };
        return undefined;
      }),
    );
    expect(await screen.findByText('Your away message is on: “Away until Monday”')).toBeInstanceOf(HTMLElement);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Turn it off' }));
    });
    expect(said(calls)).toContain('DELETE /chat-room/chat-auto-message/unset');
    expect(screen.queryByText(/Your away message is on/)).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Message settings' }));
    });
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Away message' }), { target: { value: 'At the fair this week' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Turn on the away message' }));
    });
    expect(calls.find((call) => call.path === '/chat-room/chat-auto-message/set')?.body).toEqual({ text: 'At the fair this week' });
    expect(screen.getByText('Your away message is on: “At the fair this week”')).toBeInstanceOf(HTMLElement);
    const receipts = await screen.findByRole('switch');
    await waitFor(() => expect((receipts as HTMLInputElement).disabled).toBe(false));
    expect((receipts as HTMLInputElement).checked).toBe(true);
    await act(async () => {
      fireEvent.click(receipts);
    });
    expect(calls.find((call) => call.method === 'PATCH' && call.path === '/chat-room/settings')?.body).toEqual({ readReceipts: false });
    expect((receipts as HTMLInputElement).checked).toBe(false);
  });

  it('the header counts unread messages over HTTP on other pages, without opening the socket', async () => {
    const { calls } = await openApp(
      '/network',
      chatApi((call) => (call.path.startsWith('/users/people-might-know') ? page([]) : undefined)),
    );
    const link = await screen.findByRole('link', { name: /^Messages\s*2 unread$/ });
    expect(link.getAttribute('href')).toBe('/message');
    expect(said(calls)).toContain('GET /chat-room/chat-message/unread/total');
    expect(fake.connects).toBe(0);
  });
});
