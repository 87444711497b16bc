import type { Notification } from '@dealgrow/sdk';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, card, openApp, said } from '../network/test-app.tsx';
import { announceNotification } from './live.ts';
import { upsertNotification } from './notifications-screen.tsx';

const AT = new Date(Date.now() - 5 * 60_000).toISOString();

function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'post_liked',
    subject: { type: 'post', id: 40 + id },
    actors: [card(11, 'mehmet', 'Mehmet', 'Yılmaz'), card(12, 'claire', 'Claire', 'Dubois')],
    actorsCount: 4,
    count: 4,
    data: {},
    text: 'Mehmet Yılmaz and 3 others liked your post.',
    url: `/post/${40 + id}`,
    seen: false,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  } as Notification;
}

function centreApi(items: Notification[], { total = items.length, unread = 1, fail = false } = {}) {
  return (call: Call) => {
    const path = call.path.split('?')[0];
    if (path === '/notifications/unread/total') return { status: 200, body: { total: unread } };
    if (path === '/notifications' && fail) return { status: 503, body: { message: 'The service is busy.', code: 'unavailable' } };
    if (path === '/notifications') {
      const page = Number(new URL(call.path, 'http://x').searchParams.get('page') ?? 1);
      return { status: 200, body: { items: items.slice((page - 1) * 20, page * 20), total, page, limit: 20 } };
    }
    if (path === '/notifications/seen') return { status: 200, body: { updated: 1, total: 0 } };
    return { status: 200, body: {} };
  };
}

afterEach(cleanup);

describe('/notifications', () => {
  it('lists the grouped notifications with photos, time and the unseen marked; opening one marks it seen and goes to its page', async () => {
    const items = [
      notification(1),
      notification(2, {
        seen: true,
        kind: 'connection_request',
        text: 'Sofia Rossi wants to connect with you.',
        url: '/network/received',
        actors: [card(13, 'sofia', 'Sofia', 'Rossi')],
      }),
    ];
    const { calls, router } = await openApp('/notifications', centreApi(items));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Unread: Mehmet Yılmaz and 3 others liked your post.');
    expect(rows[0]?.querySelector('time')?.textContent).toBe('5m');
    expect(rows[0]?.querySelectorAll('img')).toHaveLength(2);
    expect(rows[1]?.textContent).not.toContain('Unread');
    expect(rows[0]?.getAttribute('href')).toBe('/post/41');
    await act(async () => {
      fireEvent.click(rows[0] as HTMLElement);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/41'));
    const seen = calls.find((call) => call.path === '/notifications/seen');
    expect(seen?.body).toEqual({ ids: [1] });
  });

  it('marks all as read, and the header bell reads its total again', async () => {
    let unread = 2;
    const api = centreApi([notification(1), notification(2)], { unread });
    const { calls } = await openApp('/notifications', (call) => {
      if (call.path === '/notifications/seen') unread = 0;
      if (call.path === '/notifications/unread/total') return { status: 200, body: { total: unread } };
      return api(call);
    });
    await screen.findByRole('link', { name: /Notifications, 2 new/ }, { timeout: 4000 });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    });
    expect(calls.find((call) => call.path === '/notifications/seen')?.body).toEqual({});
    expect(await screen.findByText('Everything is read.')).toBeTruthy();
    expect(screen.queryByText(/Unread:/)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Notifications, none new' }, { timeout: 4000 })).toBeTruthy();
  });

  it('pages with "Show more", and a live notification rises to the top (merged in place)', async () => {
    const items = Array.from({ length: 25 }, (_, index) => notification(index + 1, { text: `Notification ${index + 1}.` }));
    const { calls } = await openApp('/notifications', centreApi(items));
    await screen.findByText('Notification 20.');
    expect(screen.queryByText('Notification 21.')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    });
    expect(await screen.findByText('Notification 25.')).toBeTruthy();
    expect(said(calls)).toEqual(expect.arrayContaining(['GET /notifications?page=1&limit=20', 'GET /notifications?page=2&limit=20']));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    act(() => announceNotification(notification(7, { text: 'Lucas Martin and 4 others liked your post.' })));
    const rows = within(screen.getByRole('list', { name: 'Your notifications' })).getAllByRole('link');
    expect(rows).toHaveLength(25);
    expect(rows[0]?.textContent).toContain('Lucas Martin and 4 others liked your post.');
  });

  it('empty, and an error with a retry, in French', async () => {
    await openApp('/notifications', centreApi([], { unread: 0 }));
    expect(await screen.findByText(/No notification yet/)).toBeTruthy();
    cleanup();
    await openApp('/fr/notifications', centreApi([], { fail: true }), { lang: 'fr' });
    expect((await screen.findByRole('alert')).textContent).toContain('The service is busy.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('the header bell shows the unread total on every page, 99+ past 99', async () => {
    await openApp('/', centreApi([], { unread: 120 }));
    const bell = await screen.findByRole('link', { name: /Notifications, 120 new/ }, { timeout: 4000 });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bell.textContent).toContain('99+');
  });

  it('upsertNotification puts a merged one at the top once', () => {
    const merged = upsertNotification([notification(1), notification(2), notification(3)], notification(2, { count: 5 }));
    expect(merged.map((item) => item.id)).toEqual([2, 1, 3]);
    expect(merged[0]?.count).toBe(5);
  });
});
