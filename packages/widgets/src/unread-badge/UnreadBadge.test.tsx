import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRealtime, fakeChatClient, fakeMessage, fakeRealtime } from '../chat-box/fake-chat.ts';
import { DealgrowProvider, type WidgetClient, type WidgetState } from '../provider.tsx';
import { signedInState } from '../testing/fake-client.ts';
import { UnreadBadge } from './UnreadBadge.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBadge({
  lang = 'en',
  unread = 3,
  signedIn = true,
  realtime,
}: {
  lang?: Language;
  unread?: number;
  signedIn?: boolean;
  realtime?: FakeRealtime;
} = {}) {
  const { client } = fakeChatClient({ unread, signedIn });
  const total = vi.spyOn(client.chat, 'unreadTotal');
  const state: WidgetState = { ...signedInState(), ...(realtime ? { realtime } : {}) };
  const view = render(
    <DealgrowProvider client={client} state={state} lang={lang} appUrl="https://app.example">
      <UnreadBadge interval={30} />
    </DealgrowProvider>,
  );
  return { ...view, total, state };
}

describe('UnreadBadge', () => {
  it('asks again when the member signs in (their total) and out (nothing shown), not only on its interval', async () => {
    const state = createDealgrowState();
    // As the server answers: 401 signed out, the member's total signed in.
    const member = fakeChatClient({ unread: 4 }).client;
    const visitor = fakeChatClient({ signedIn: false }).client;
    const client: WidgetClient = {
      ...member,
      chat: { ...member.chat, unreadTotal: () => (state.user.getState().user.id === -1 ? visitor : member).chat.unreadTotal() },
    };
    const { container } = render(
      <DealgrowProvider client={client} state={state} lang="en" appUrl="https://app.example">
        <UnreadBadge interval={3600} />
      </DealgrowProvider>,
    );
    await waitFor(() => expect(container.querySelector('[part="badge"]')?.getAttribute('data-state')).toBe('signed-out'));
    act(() => state.user.getState().patchUser({ id: 50 }));
    expect((await screen.findByRole('link', { name: '4 unread messages' })).getAttribute('data-count')).toBe('4');
    act(() => state.user.getState().setUser(null));
    await waitFor(() => expect(container.querySelector('[part="badge"]')?.getAttribute('data-state')).toBe('signed-out'));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the unread total with a label that says it, linking to the messages on the flagship site', async () => {
    renderBadge();
    const link = await screen.findByRole('link', { name: '3 unread messages' });
    expect(link.getAttribute('href')).toBe('https://app.example/message');
    expect(link.querySelector('[part="count"]')?.textContent).toBe('3');
  });

  it('speaks French and Turkish, singular and none, and hides the count at 0', async () => {
    renderBadge({ lang: 'fr', unread: 1 });
    expect((await screen.findByRole('link', { name: '1 message non lu' })).getAttribute('href')).toBe('https://app.example/fr/message');
    cleanup();
    renderBadge({ lang: 'tr', unread: 0 });
    const none = await screen.findByRole('link', { name: 'Okunmamış mesaj yok' });
    expect(none.querySelector('[part="count"]')).toBeNull();
  });

  it('past 99 shows 99+ and says it, so that its visible text is part of its name', async () => {
    renderBadge({ unread: 1_204, lang: 'fr' });
    const link = await screen.findByRole('link', { name: '99+ messages non lus' });
    expect(link.querySelector('[part="count"]')?.textContent).toBe('99+');
    expect(link.getAttribute('data-count')).toBe('1204');
  });

  it('signed out: shows nothing', async () => {
    const { container } = renderBadge({ signedIn: false });
    await waitFor(() => expect(container.querySelector('[part="badge"]')?.getAttribute('data-state')).toBe('signed-out'));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks again on its interval, and on a new message of a connection the page opened later', async () => {
    vi.useFakeTimers();
    const realtime = fakeRealtime();
    const { total, state } = renderBadge();
    await act(async () => undefined);
    expect(total).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(total).toHaveBeenCalledTimes(2);
    // A chat box on the page opened a connection meanwhile: the next refresh finds it.
    state.realtime = realtime;
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(total).toHaveBeenCalledTimes(3);
    act(() => realtime.emit('message:new', { message: fakeMessage(41, 'New', false) }));
    await act(async () => vi.advanceTimersByTime(400));
    expect(total).toHaveBeenCalledTimes(4);
  });

  it('listens to a connection the chat chunk made after it showed, as soon as `dg-chat-connection` says so', async () => {
    vi.useFakeTimers();
    const realtime = fakeRealtime();
    const { total, state } = renderBadge();
    await act(async () => undefined);
    expect(total).toHaveBeenCalledTimes(1);
    state.realtime = realtime;
    act(() => realtime.emit('message:new', { message: fakeMessage(41, 'Before', false) }));
    await act(async () => vi.advanceTimersByTime(400));
    // Not told yet: the badge does not know the connection.
    expect(total).toHaveBeenCalledTimes(1);
    act(() => void document.dispatchEvent(new Event('dg-chat-connection')));
    act(() => realtime.emit('message:new', { message: fakeMessage(42, 'After', false) }));
    await act(async () => vi.advanceTimersByTime(400));
    expect(total).toHaveBeenCalledTimes(2);
  });
});
