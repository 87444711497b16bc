import type { Language } from '@dealgrow/sdk/state';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealgrowProvider } from '../provider.tsx';
import { signedInState } from '../testing/fake-client.ts';
import { CHAT_SEEN_EVENT, ChatBox, chatSignInUrl } from './ChatBox.tsx';
import {
  FAKE_ROOM_UUID,
  type FakeChatOptions,
  type FakeRealtime,
  fakeChatClient,
  fakeMessage,
  fakeRealtime,
  fakeRoom,
  NOT_CONNECTED,
  UNREACHABLE,
} from './fake-chat.ts';

afterEach(cleanup);

function renderBox(props: { room?: string; user?: string }, options: FakeChatOptions & { lang?: Language; realtime?: FakeRealtime } = {}) {
  const { client, calls } = fakeChatClient(options);
  const realtime = options.realtime ?? fakeRealtime();
  const view = render(
    <DealgrowProvider client={client} state={{ ...signedInState(), realtime }} lang={options.lang ?? 'en'} appUrl="https://app.example">
      <ChatBox {...props} />
    </DealgrowProvider>,
  );
  const part = (name: string) => view.container.querySelectorAll(`[part~="${name}"]`);
  return { ...view, calls, realtime, part };
}

describe('ChatBox', () => {
  it('opens the room again when the member signs in (the conversation) and out (the sign-in link)', async () => {
    const state = signedInState();
    state.user.getState().setUser(null);
    const { client } = fakeChatClient({ signedIn: () => state.user.getState().user.id !== -1 });
    const { container } = render(
      <DealgrowProvider client={client} state={{ ...state, realtime: fakeRealtime() }} lang="en" appUrl="https://app.example">
        <ChatBox room={FAKE_ROOM_UUID} />
      </DealgrowProvider>,
    );
    await screen.findByRole('link', { name: 'Sign in to Dealgrow to send messages' });
    act(() => state.user.getState().patchUser({ id: 50 }));
    await screen.findByRole('region', { name: 'Conversation with Ada Laurent' });
    expect(container.querySelectorAll('[part~="message"]')).toHaveLength(30);
    act(() => state.user.getState().setUser(null));
    await screen.findByRole('link', { name: 'Sign in to Dealgrow to send messages' });
    expect(container.querySelectorAll('[part~="message"]')).toHaveLength(0);
  });

  it('shows the day where it changes: the date, then Yesterday and Today, in en, fr and tr (history over four days)', async () => {
    // Now is 4 March 2025, 17:00 in the reader's time zone; the history runs from 1 March.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 4, 17, 0));
    try {
      const at = [
        [1, 9, 43],
        [1, 10, 3],
        [2, 11, 30],
        [3, 23, 59],
        [4, 0, 0],
        [4, 16, 43],
      ] as const;
      const messages = at.map(([day, hour, minute], index) => ({
        ...fakeMessage(index + 1, `Message ${index + 1}`),
        created_at: new Date(2025, 2, day, hour, minute).toISOString(),
      }));
      const room = fakeRoom({ lastSequence: 6, totalUnreadMessages: 0, lastChatMessage: messages[5] ?? null, readUpTo: [] });
      const expected: Record<Language, string[]> = {
        en: ['Mar 1, 2025', 'Mar 2, 2025', 'Yesterday', 'Today'],
        fr: ['1 mars 2025', '2 mars 2025', 'Hier', 'Aujourd’hui'],
        tr: ['1 Mar 2025', '2 Mar 2025', 'Dün', 'Bugün'],
      };
      for (const lang of ['en', 'fr', 'tr'] as const) {
        const { part } = renderBox({ room: FAKE_ROOM_UUID }, { lang, room, messages });
        await waitFor(() => expect(part('message')).toHaveLength(6));
        expect([...part('day')].map((day) => day.textContent)).toEqual(expected[lang]);
        // Each day stands before its first message: 1, 3, 4 and 5.
        expect([...part('day')].map((day) => day.nextElementSibling?.getAttribute('data-sequence'))).toEqual(['1', '3', '4', '5']);
        cleanup();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens a room by uuid: the newest 30 messages, the unread divider before the first unread, Seen under the last own message read', async () => {
    const { part, calls } = renderBox({ room: FAKE_ROOM_UUID });
    await screen.findByRole('region', { name: 'Conversation with Ada Laurent' });
    const messages = part('message');
    expect(messages).toHaveLength(30);
    expect((messages[0] as HTMLElement).dataset.sequence).toBe('11');
    // Two unread (39, 40): the divider stands before 39.
    const divider = part('unread')[0] as HTMLElement;
    expect(divider.textContent).toBe('Unread messages');
    expect((divider.nextElementSibling as HTMLElement).dataset.sequence).toBe('39');
    // Ada read up to 38, the viewer's last message.
    expect(part('seen')[0]?.previousElementSibling?.getAttribute('data-sequence')).toBe('38');
    // Message text as tokens: a web address and a tag are links, nothing is HTML.
    const link = screen.getByRole('link', { name: 'https://dealgrow.io/deals/42' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: '#logistics' }).getAttribute('href')).toBe('https://app.example/tag/logistics');
    // Seen while shown (jsdom cannot tell: always): the pointer moves to the newest message.
    await waitFor(() => expect(calls.seen).toEqual([40]));
  });

  it('loads earlier messages with `before`, until there are none', async () => {
    const { part, calls } = renderBox({ room: FAKE_ROOM_UUID });
    fireEvent.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(part('message')).toHaveLength(40));
    expect(calls.before).toEqual([11]);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('sends over HTTP with an Idempotency-Key, clears typing, and retries a refused send with the same key', async () => {
    const { part, calls, realtime } = renderBox({ room: FAKE_ROOM_UUID }, { sendFails: 'Too many messages. Try again in a minute.' });
    const input = await screen.findByRole('textbox', { name: 'Write a message' });
    fireEvent.input(input, { target: { value: 'Hello @[Ada](ada)' } });
    expect(realtime.typed).toEqual([{ roomId: 7, typing: true }]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(realtime.typed.at(-1)).toEqual({ roomId: 7, typing: false });
    expect((await screen.findByRole('alert')).textContent).toContain('Not sent. Too many messages. Try again in a minute.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.sent).toHaveLength(2));
    expect(calls.sent[0]?.text).toBe('Hello @[Ada](ada)');
    expect(calls.sent[0]?.key).toMatch(/\S{8,}/);
    expect(calls.sent[1]?.key).toBe(calls.sent[0]?.key);
    expect(part('message-pending')).toHaveLength(1);
  });

  it('does not send on the Enter that ends a composition (an input method), nor on Shift+Enter', async () => {
    const { calls } = renderBox({ room: FAKE_ROOM_UUID });
    const input = await screen.findByRole('textbox', { name: 'Write a message' });
    fireEvent.input(input, { target: { value: 'こんにちは' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(calls.sent).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(calls.sent.map((sent) => sent.text)).toEqual(['こんにちは']));
  });

  it('shows a sent message once, whether the answer or the socket brings it first', async () => {
    const { part, realtime } = renderBox({ room: FAKE_ROOM_UUID });
    const input = await screen.findByRole('textbox', { name: 'Write a message' });
    fireEvent.input(input, { target: { value: 'Deal?' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect([...part('message')].at(-1)?.textContent).toContain('Deal?'));
    act(() => realtime.emit('message:new', { message: fakeMessage(41, 'Deal?', true) }));
    expect([...part('message')].filter((node) => node.textContent?.includes('Deal?'))).toHaveLength(1);
  });

  it('live: new messages, "X is typing…", Seen on message:seen, and the connection state with a retry', async () => {
    const { part, realtime } = renderBox({ room: FAKE_ROOM_UUID }, { room: undefined });
    await screen.findByRole('region');
    // The box subscribes in an effect, which may run after the region is drawn: an event before it would be lost.
    const events = ['typing', 'message:new', 'message:seen'] as const;
    await waitFor(() => expect(events.every((event) => realtime.listens(event))).toBe(true));
    act(() => realtime.emit('typing', { roomId: 7, room_uuid: FAKE_ROOM_UUID, userId: 1, typing: true }));
    expect(part('typing')[0]?.textContent).toBe('Ada is typing…');
    act(() => realtime.emit('message:new', { message: fakeMessage(41, 'Live from Ada', false) }));
    expect(part('message').length).toBe(31);
    expect(part('typing')[0]?.textContent).toBe('');
    // Another room's message is not this box's.
    act(() => realtime.emit('message:new', { message: { ...fakeMessage(42, 'elsewhere', false), room_id: 8 } }));
    expect(part('message').length).toBe(31);
    act(() => realtime.emit('message:new', { message: fakeMessage(42, 'Mine', true) }));
    expect(part('seen')).toHaveLength(0);
    act(() => realtime.emit('message:seen', { roomId: 7, room_uuid: FAKE_ROOM_UUID, userId: 1, companyId: null, sequence: 42, at: '' }));
    expect(part('seen')[0]?.previousElementSibling?.getAttribute('data-sequence')).toBe('42');
    act(() => realtime.setStatus('reconnecting'));
    expect(part('connection')[0]?.textContent).toBe('Reconnecting…');
    act(() => realtime.setStatus('offline'));
    const connects = realtime.connects;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(realtime.connects).toBe(connects + 1);
    act(() => realtime.setStatus('connected'));
    expect(part('connection')).toHaveLength(0);
  });

  it('opens the private conversation with a member by username', async () => {
    renderBox({ user: 'ada' });
    expect(await screen.findByRole('region', { name: 'Conversation with Ada Laurent' })).toBeTruthy();
  });

  it("signed out: a link to sign-in on the flagship site; a member who is not a connection: the server's reason", async () => {
    renderBox({ user: 'ada' }, { signedIn: false, lang: 'fr' });
    const link = await screen.findByRole('link', { name: 'Connectez-vous à Dealgrow pour envoyer des messages' });
    expect(link.getAttribute('href')).toBe(chatSignInUrl('https://app.example', 'fr'));
    expect(link.getAttribute('href')).toBe('https://app.example/fr/auth/sign-in?returnTo=%2Ffr%2Fmessage');
    cleanup();
    renderBox({ user: 'ada' }, { refuse: NOT_CONNECTED });
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_CONNECTED.error?.message);
  });

  it('loading, not found, and an error with Try again, in en, fr and tr', async () => {
    const loading = renderBox({ room: FAKE_ROOM_UUID }, { pending: true, lang: 'tr' });
    expect(screen.getByRole('status').textContent).toBe('Sohbet yükleniyor…');
    expect(loading.part('chat')[0]?.getAttribute('aria-busy')).toBe('true');
    cleanup();
    renderBox({ room: 'b1f0c3d2-0000-4000-8000-000000000000' }, { lang: 'fr' });
    expect((await screen.findByRole('alert')).textContent).toBe('Cette conversation est introuvable.');
    cleanup();
    renderBox({ room: FAKE_ROOM_UUID }, { refuse: UNREACHABLE });
    expect((await screen.findByRole('alert')).textContent).toBe('The conversation could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it(`announces ${CHAT_SEEN_EVENT} (bubbling, composed) once the pointer moved`, async () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener(CHAT_SEEN_EVENT, listener);
    try {
      renderBox({ room: FAKE_ROOM_UUID });
      await waitFor(() => expect(seen).toEqual([{ sequence: 40 }]));
    } finally {
      document.removeEventListener(CHAT_SEEN_EVENT, listener);
    }
  });
});
