import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealgrowProvider, type WidgetClient } from '../provider.tsx';
import { fakeClient, signedInState } from '../testing/fake-client.ts';
import { fakeBellClient } from './fake-notifications.ts';
import { bellLabel, NotificationBell } from './NotificationBell.tsx';
import { NOTIFICATIONS_SEEN_EVENT } from './use-notification-total.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBell({ lang = 'en', client = fakeBellClient() }: { lang?: Language; client?: WidgetClient } = {}) {
  return render(
    <DealgrowProvider client={client} state={signedInState()} lang={lang} appUrl="https://app.example">
      <NotificationBell interval={30} />
    </DealgrowProvider>,
  );
}

describe('NotificationBell', () => {
  it('asks again when the member signs in (their total) and out (nothing shown), not only on its interval', async () => {
    const state = createDealgrowState();
    // As the server answers: 401 signed out, the member's total signed in.
    const signedIn = fakeBellClient({ unread: 2 });
    const signedOut = fakeBellClient({ signedIn: false });
    const client: WidgetClient = {
      ...signedIn,
      notifications: {
        unreadTotal: () => (state.user.getState().user.id === -1 ? signedOut : signedIn).notifications?.unreadTotal() as never,
      },
    };
    const { container } = render(
      <DealgrowProvider client={client} state={state} lang="en" appUrl="https://app.example">
        <NotificationBell interval={3600} />
      </DealgrowProvider>,
    );
    await waitFor(() => expect(container.querySelector('[part="bell"]')?.getAttribute('data-state')).toBe('signed-out'));
    act(() => state.user.getState().patchUser({ id: 50 }));
    expect((await screen.findByRole('link', { name: '2 new notifications' })).getAttribute('data-count')).toBe('2');
    act(() => state.user.getState().setUser(null));
    await waitFor(() => expect(container.querySelector('[part="bell"]')?.getAttribute('data-state')).toBe('signed-out'));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the unread total with a spoken label, linking to the notification centre on the flagship site', async () => {
    renderBell();
    const link = await screen.findByRole('link', { name: '3 new notifications' });
    expect(link.getAttribute('href')).toBe('https://app.example/notifications');
    expect(link.querySelector('[part="count"]')?.textContent).toBe('3');
  });

  it('speaks French and Turkish, singular and none, and hides the count at 0', async () => {
    renderBell({ lang: 'fr', client: fakeBellClient({ unread: 1 }) });
    expect((await screen.findByRole('link', { name: '1 nouvelle notification' })).getAttribute('href')).toBe(
      'https://app.example/fr/notifications',
    );
    cleanup();
    renderBell({ lang: 'tr', client: fakeBellClient({ unread: 0 }) });
    const none = await screen.findByRole('link', { name: 'Yeni bildirim yok' });
    expect(none.getAttribute('href')).toBe('https://app.example/tr/notifications');
    expect(none.querySelector('[part="count"]')).toBeNull();
  });

  it('past 99 shows 99+ and says it', async () => {
    renderBell({ client: fakeBellClient({ unread: 1_204 }) });
    const link = await screen.findByRole('link', { name: '99+ new notifications' });
    expect(link.querySelector('[part="count"]')?.textContent).toBe('99+');
    expect(link.getAttribute('data-count')).toBe('1204');
  });

  it('signed out (401) or without the call: shows nothing', async () => {
    const { container } = renderBell({ client: fakeBellClient({ signedIn: false }) });
    await waitFor(() => expect(container.querySelector('[part="bell"]')?.getAttribute('data-state')).toBe('signed-out'));
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    const bare = renderBell({ client: fakeClient() });
    await waitFor(() => expect(bare.container.querySelector('[part="bell"]')?.getAttribute('data-state')).toBe('signed-out'));
  });

  it('is busy while loading', () => {
    const { container } = renderBell({ client: fakeBellClient({ pending: true }) });
    expect(container.querySelector('[part="bell"]')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks again on its interval and on dg-notifications-seen', async () => {
    vi.useFakeTimers();
    const client = fakeBellClient();
    const total = vi.spyOn(client.notifications as NonNullable<WidgetClient['notifications']>, 'unreadTotal');
    renderBell({ client });
    await act(async () => undefined);
    expect(total).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(total).toHaveBeenCalledTimes(2);
    await act(async () => document.dispatchEvent(new Event(NOTIFICATIONS_SEEN_EVENT)));
    expect(total).toHaveBeenCalledTimes(3);
  });

  it('bellLabel: counts by plural rule in each language', () => {
    expect(bellLabel(2, 'fr')).toEqual({ shown: '2', label: '2 nouvelles notifications' });
    expect(bellLabel(100, 'tr')).toEqual({ shown: '99+', label: '99+ yeni bildirim' });
    expect(bellLabel(0, 'en').label).toBe('No new notifications');
  });
});
