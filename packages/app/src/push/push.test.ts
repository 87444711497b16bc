import { afterEach, describe, expect, it } from 'vitest';
import { afterUserLoaded, keyBytes, pushState, turnPushOff, turnPushOn } from '../session/push.ts';
import { type FakeBrowser, fakeApi, fakePushBrowser, PUBLIC_KEY, pushRoutes } from './test-browser.ts';

const said = (calls: { method: string; path: string }[]) => calls.map((call) => `${call.method} ${call.path}`);
const ID = '3f1c2a54-7f0e-4c55-9d57-1b2a3c4d5e6f';

describe('push opt-in', () => {
  let browser: FakeBrowser | null = null;
  afterEach(() => {
    browser?.restore();
    browser = null;
  });

  it('decodes the base64url VAPID key into applicationServerKey bytes', () => {
    expect([...keyBytes(PUBLIC_KEY)]).toEqual([4, 1, 2, 3, 4]);
    expect([...keyBytes('-_8')]).toEqual([251, 255]);
  });

  it('after the user is loaded, with permission granted and no subscription, subscribes silently and sends the id', async () => {
    browser = fakePushBrowser('granted');
    const { client, calls } = fakeApi((call) => pushRoutes(call));
    await afterUserLoaded(client);
    expect(browser.registered).toEqual(['/sw.js']);
    expect(browser.subscribed).toHaveLength(1);
    expect([...(browser.subscribed[0]?.applicationServerKey ?? [])]).toEqual([4, 1, 2, 3, 4]);
    expect(said(calls)).toEqual([
      'GET /notifications/push/public-key',
      'POST /notifications/push-subscriptions',
      'PATCH /users/update/profile',
    ]);
    expect(calls[1]?.body).toEqual({
      endpoint: browser.endpoint,
      expirationTime: null,
      keys: { p256dh: 'BPUBLIC', auth: 'AUTH' },
    });
    expect(calls[2]?.body).toEqual({ onesignal_player_id: ID });
  });

  it('after the user is loaded, sends an existing subscription again (SPEC §7) without subscribing anew', async () => {
    browser = fakePushBrowser('granted', { subscribed: true });
    const { client, calls } = fakeApi((call) => pushRoutes(call));
    await afterUserLoaded(client);
    expect(browser.subscribed).toHaveLength(0);
    expect(said(calls)).toEqual(['POST /notifications/push-subscriptions', 'PATCH /users/update/profile']);
  });

  it('asks nothing, sends nothing and registers no service worker while the permission is not granted', async () => {
    for (const permission of ['default', 'denied'] as const) {
      browser?.restore();
      browser = fakePushBrowser(permission);
      const { client, calls } = fakeApi((call) => pushRoutes(call));
      await afterUserLoaded(client);
      expect(browser.registered).toEqual([]);
      expect(browser.subscribed).toHaveLength(0);
      expect(calls).toHaveLength(0);
    }
  });

  it('ignores a failed push-subscription update silently (SPEC §8), answering 500 or failing at the network', async () => {
    for (const failure of [{ status: 500, body: { message: 'Down', code: 'internal' } }, 'throws'] as const) {
      browser?.restore();
      browser = fakePushBrowser('granted');
      const { client, calls } = fakeApi((call) => (call.path === '/users/update/profile' ? failure : pushRoutes(call)));
      await expect(turnPushOn(client)).resolves.toEqual({ ok: true });
      expect(said(calls).at(-1)).toBe('PATCH /users/update/profile');
    }
  });

  it('turning on asks the permission; a refusal answers denied and subscribes nothing', async () => {
    browser = fakePushBrowser('default');
    browser.answer = 'denied';
    const { client, calls } = fakeApi((call) => pushRoutes(call));
    await expect(turnPushOn(client)).resolves.toEqual({ ok: false, reason: 'denied' });
    expect(calls).toHaveLength(0);
    expect(await pushState()).toBe('denied');

    browser.restore();
    browser = fakePushBrowser('default');
    browser.answer = 'granted';
    const allowed = fakeApi((call) => pushRoutes(call));
    await expect(turnPushOn(allowed.client)).resolves.toEqual({ ok: true });
    expect(await pushState()).toBe('on');
  });

  it('answers the server message when the subscription is refused', async () => {
    browser = fakePushBrowser('granted');
    const { client } = fakeApi((call) =>
      call.path === '/notifications/push-subscriptions'
        ? { status: 400, body: { message: 'Bad endpoint', code: 'validation' } }
        : pushRoutes(call),
    );
    await expect(turnPushOn(client)).resolves.toEqual({ ok: false, reason: 'failed', message: 'Bad endpoint' });
  });

  it('turning off deletes the subscription on the server, then in the browser', async () => {
    browser = fakePushBrowser('granted', { subscribed: true });
    const { client, calls } = fakeApi((call) => pushRoutes(call));
    await expect(turnPushOff(client)).resolves.toEqual({ ok: true });
    // The id is learnt by posting the known endpoint again (200, no welcome), then deleted.
    expect(said(calls)).toEqual(['POST /notifications/push-subscriptions', `DELETE /notifications/push-subscriptions/${ID}`]);
    expect(browser.unsubscribed).toBe(1);
    expect(await pushState()).toBe('off');
  });

  it('keeps the browser subscription when the server refuses to delete it', async () => {
    browser = fakePushBrowser('granted', { subscribed: true });
    const { client } = fakeApi((call) =>
      call.method === 'DELETE' ? { status: 500, body: { message: 'Down', code: 'internal' } } : pushRoutes(call),
    );
    await expect(turnPushOff(client)).resolves.toEqual({ ok: false, reason: 'failed', message: 'Down' });
    expect(browser.unsubscribed).toBe(0);
  });

  it('answers unsupported where the browser has no Push API', async () => {
    const { client, calls } = fakeApi((call) => pushRoutes(call));
    expect(await pushState()).toBe('unsupported');
    await expect(turnPushOn(client)).resolves.toEqual({ ok: false, reason: 'unsupported' });
    await afterUserLoaded(client);
    expect(calls).toHaveLength(0);
  });
});
