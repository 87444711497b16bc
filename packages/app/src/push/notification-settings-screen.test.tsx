import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, openApp, said } from '../network/test-app.tsx';
import { type FakeBrowser, fakePushBrowser, pushRoutes } from './test-browser.ts';

/** The first page of a test downloads its route table, screen and strings. */
const SLOW = { timeout: 15_000 };

const KINDS = [
  'connection_request',
  'connection_accepted',
  'post_liked',
  'post_commented',
  'mentioned',
  'chat_message',
  'lead_new',
  'lead_status',
  'membership_renewed',
  'membership_payment_failed',
  'payout_paid',
] as const;

interface Change {
  kind: string;
  inApp?: boolean;
  push?: boolean;
  email?: string;
}
const preferences = (changed: Change[] = [], switches: { weeklyDigest?: boolean; emailEnabled?: boolean } = {}) => ({
  items: KINDS.map((kind) => ({
    kind,
    inApp: true,
    push: true,
    email: kind === 'post_liked' ? 'weekly' : 'instant',
    ...changed.find((one) => one.kind === kind),
  })),
  weeklyDigest: switches.weeklyDigest ?? true,
  emailEnabled: switches.emailEnabled ?? true,
});

function api(call: Call) {
  if (call.path === '/notifications/preferences' && call.method === 'GET') return { status: 200, body: preferences() };
  if (call.path === '/notifications/preferences' && call.method === 'PATCH') {
    const body = call.body as { items?: Change[]; weeklyDigest?: boolean; emailEnabled?: boolean };
    return { status: 200, body: preferences(body.items, body) };
  }
  return pushRoutes({ ...call, path: call.path.split('?')[0] ?? '' });
}

describe('/settings/notifications', () => {
  let browser: FakeBrowser | null = null;
  afterEach(() => {
    cleanup();
    browser?.restore();
    browser = null;
  });

  it('lists every kind with its in-app and push switches, and saves a change', async () => {
    const { calls } = await openApp('/settings/notifications', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' }, SLOW)).toBeTruthy();
    const push = await screen.findByRole('checkbox', { name: 'Likes on your posts Push' });
    // In the app and push per kind, then all e-mail and the weekly digest.
    expect(screen.getAllByRole('checkbox')).toHaveLength(KINDS.length * 2 + 2);
    expect(screen.getAllByRole('combobox', { name: / E-mail$/ })).toHaveLength(KINDS.length);
    // jsdom has no Push API.
    expect(screen.getByText('This browser cannot receive push notifications.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(push);
    });
    await screen.findByText('Your choice is saved.');
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ items: [{ kind: 'post_liked', push: false }] });
    expect((screen.getByRole('checkbox', { name: 'Likes on your posts Push' }) as HTMLInputElement).checked).toBe(false);

    // Off in the app: its push is shown off and cannot change.
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Mentions In the app' }));
    });
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Mentions Push' }) as HTMLInputElement).disabled).toBe(true));
    expect((screen.getByRole('checkbox', { name: 'Mentions Push' }) as HTMLInputElement).checked).toBe(false);
  });

  it('sets how often a kind is e-mailed, the weekly digest and all e-mail', async () => {
    const { calls } = await openApp('/settings/notifications', api);
    const likes = (await screen.findByRole('combobox', { name: 'Likes on your posts E-mail' }, SLOW)) as HTMLSelectElement;
    expect(likes.value).toBe('weekly');
    expect([...likes.options].map((option) => option.text)).toEqual(['At once', 'Daily', 'Weekly', 'Never']);
    await act(async () => {
      fireEvent.change(likes, { target: { value: 'never' } });
    });
    await screen.findByText('Your choice is saved.');
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ items: [{ kind: 'post_liked', email: 'never' }] });
    expect((screen.getByRole('combobox', { name: 'Likes on your posts E-mail' }) as HTMLSelectElement).value).toBe('never');

    const digest = screen.getByRole('checkbox', { name: /^Weekly digest/ }) as HTMLInputElement;
    expect(digest.checked).toBe(true);
    await act(async () => {
      fireEvent.click(digest);
    });
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ weeklyDigest: false });
    await waitFor(() => expect((screen.getByRole('checkbox', { name: /^Weekly digest/ }) as HTMLInputElement).checked).toBe(false));

    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Send me e-mail' }));
    });
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ emailEnabled: false });
    expect(await screen.findByText(/^E-mail is off/)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /^Weekly digest/ }) as HTMLInputElement).disabled).toBe(true);

    // A kind off in the app is never e-mailed: its frequency shows never and cannot change.
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Mentions In the app' }));
    });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Mentions E-mail' }) as HTMLSelectElement).disabled).toBe(true));
    expect((screen.getByRole('combobox', { name: 'Mentions E-mail' }) as HTMLSelectElement).value).toBe('never');
  });

  it('shows the server message when a change is refused, and a failed load with a retry', async () => {
    let failing = true;
    await openApp('/settings/notifications', (call) => {
      if (call.method === 'PATCH') return { status: 400, body: { message: 'Unknown kind.', code: 'validation' } };
      if (call.path === '/notifications/preferences' && failing)
        return { status: 503, body: { message: 'Try later.', code: 'unavailable' } };
      return api(call);
    });
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('Try later.');
    failing = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    const target = await screen.findByRole('checkbox', { name: 'Payouts Push' });
    await act(async () => {
      fireEvent.click(target);
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Unknown kind.');
  });

  it('turns push on in this browser and off again', async () => {
    browser = fakePushBrowser('default');
    browser.answer = 'granted';
    const { calls } = await openApp('/settings/notifications', api);
    const target = await screen.findByRole('button', { name: 'Turn on notifications' }, SLOW);
    await act(async () => {
      fireEvent.click(target);
    });
    await screen.findByText('Push notifications are on in this browser.');
    expect(said(calls).filter((call) => /push|profile/.test(call))).toEqual([
      'GET /notifications/push/public-key',
      'POST /notifications/push-subscriptions',
      'PATCH /users/update/profile',
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Turn off notifications' }));
    });
    await screen.findByText('Push notifications are off in this browser.');
    expect(said(calls).at(-1)).toMatch(/^DELETE \/notifications\/push-subscriptions\/[0-9a-f-]{36}$/);
    expect(browser.unsubscribed).toBe(1);
  });

  it('where notifications are blocked, shows the “Notifications are blocked” dialog: focus kept inside, Escape closes', async () => {
    browser = fakePushBrowser('denied');
    await openApp('/settings/notifications', api);
    await screen.findByText('Notifications are blocked in this browser.', {}, SLOW);
    const turnOn = screen.getByRole('button', { name: 'Turn on notifications' });
    turnOn.focus();
    await act(async () => {
      fireEvent.click(turnOn);
    });
    const dialog = screen.getByRole('dialog', { name: 'Notifications are blocked' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'Notifications Blocked' })).toBeTruthy();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(turnOn);

    // “How to allow them” opens it too; Close shuts it.
    fireEvent.click(screen.getByRole('button', { name: 'How to allow them' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the blocked dialog when the member refuses the permission prompt', async () => {
    browser = fakePushBrowser('default');
    browser.answer = 'denied';
    const { calls } = await openApp('/settings/notifications', api);
    const target = await screen.findByRole('button', { name: 'Turn on notifications' }, SLOW);
    await act(async () => {
      fireEvent.click(target);
    });
    expect(await screen.findByRole('dialog', { name: 'Notifications are blocked' })).toBeTruthy();
    expect(calls.some((call) => call.path.includes('push'))).toBe(false);
  });

  it('settings links to the page and offers the dismissible prompt while the browser was not asked', async () => {
    browser = fakePushBrowser('default');
    await openApp('/settings', api);
    // The settings page's own link (the header's menu has one of the same name once the member's menu shows).
    expect(await within(await screen.findByRole('main', {}, SLOW)).findByRole('link', { name: 'Notifications' }, SLOW)).toBeTruthy();
    const prompt = await screen.findByRole('region', { name: 'Push notifications' });
    expect(within(prompt).getByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Push notifications' })).toBeNull();
  });
});
