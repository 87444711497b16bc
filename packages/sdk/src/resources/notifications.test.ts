import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../../server/src/digests/unsubscribe-tokens.ts';
import { storedSecret } from '../../../server/src/http/server-processes.ts';
import { addMember, befriend, type TestMember } from '../../../server/src/network/fixtures.ts';
import { startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient, type DealgrowClient } from '../client.ts';
import { createRealtime, type RealtimeEvents } from '../realtime/index.ts';
import type { ApiResult } from '../transport/result.ts';
import type { Notification } from './notifications.ts';

function data<T>(result: ApiResult<T>, status?: number): T {
  expect(result.success, JSON.stringify(result.error)).toBe(true);
  if (status !== undefined) expect(result.status).toBe(status);
  return result.data as T;
}

async function until(check: () => boolean, what: string, timeout = 8000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A browser's `PushSubscription.toJSON()`: a real P-256 key pair and auth secret, at the local push stand-in. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe('notifications through the SDK (every method of client.notifications)', () => {
  let t: TestServer;
  let ada: TestMember;
  let bob: TestMember;
  let cem: TestMember;
  let adaClient: DealgrowClient;
  let bobClient: DealgrowClient;
  let cemClient: DealgrowClient;
  /** The push service stand-in: counts the pushes it receives. */
  let push: Server;
  let pushHost = '';
  const pushes: string[] = [];

  const newPost = async (client: DealgrowClient, body: string) => data(await client.posts.createBodyPost({ body }), 201).id;

  beforeAll(async () => {
    push = createServer((request, response) => {
      pushes.push(request.url ?? '');
      request.resume();
      request.on('end', () => response.writeHead(201).end());
    });
    await new Promise<void>((resolve) => push.listen(0, '127.0.0.1', resolve));
    pushHost = `127.0.0.1:${(push.address() as AddressInfo).port}`;
    t = await startTestServer('pglite', { readCacheSeconds: 0, pushAllowHosts: [pushHost] });
    ada = await addMember(t.server.db, { firstName: 'Ada', lastName: 'Sdk' });
    bob = await addMember(t.server.db, { firstName: 'Bob', lastName: 'Sdk' });
    cem = await addMember(t.server.db, { firstName: 'Cem', lastName: 'Sdk' });
    await befriend(t.server.db, ada, bob);
    await befriend(t.server.db, ada, cem);
    adaClient = createClient({ baseURL: t.url, token: ada.token, retry: false });
    bobClient = createClient({ baseURL: t.url, token: bob.token, retry: false });
    cemClient = createClient({ baseURL: t.url, token: cem.token, retry: false });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => push?.close(resolve));
  });

  it('shows another member’s like in list and unreadTotal, grouped, and marks it seen', async () => {
    const post = await newPost(adaClient, 'Hello from the SDK');
    expect(data(await adaClient.notifications.unreadTotal())).toEqual({ total: 0 });
    expect(data(await bobClient.posts.togglePostLike(post)).liked).toBe(true);

    const page = data(await adaClient.notifications.list());
    expect(page).toMatchObject({ total: 1, page: 1 });
    expect(page.items[0]).toMatchObject({
      kind: 'post_liked',
      subject: { type: 'post', id: post },
      actorsCount: 1,
      seen: false,
      text: 'Bob Sdk liked your post.',
      url: `/post/${post}`,
    });
    expect(data(await adaClient.notifications.unreadTotal()).total).toBe(1);

    // A second like of the same post while unread merges into it: “Cem and 1 other”.
    data(await cemClient.posts.togglePostLike(post));
    const [grouped] = data(await adaClient.notifications.list()).items;
    expect(grouped).toMatchObject({ id: page.items[0]?.id, actorsCount: 2, text: 'Cem Sdk and Bob Sdk liked your post.' });
    expect(grouped?.actors.map((actor) => actor.id)).toEqual([cem.id, bob.id]);

    // The language the client asks for.
    const french = createClient({ baseURL: t.url, token: ada.token, retry: false, language: 'fr' });
    expect(data(await french.notifications.list()).items[0]?.text).not.toBe(grouped?.text);

    expect(data(await adaClient.notifications.seen([grouped?.id ?? 0]))).toEqual({ updated: 1, total: 0 });
    expect(data(await adaClient.notifications.unreadTotal()).total).toBe(0);
    expect(await bobClient.notifications.seen([grouped?.id ?? 0])).toMatchObject({ success: false, status: 404 });
  });

  it('walks every notification with each(), and marks them all seen', async () => {
    for (const body of ['one', 'two', 'three']) {
      const post = await newPost(adaClient, body);
      data(await bobClient.posts.togglePostLike(post));
    }
    const walk = data(await adaClient.notifications.each({ limit: 2 }));
    const all: Notification[] = [];
    for await (const notification of walk) all.push(notification);
    expect(all).toHaveLength(4);
    expect(new Set(all.map((notification) => notification.id)).size).toBe(4);
    expect(walk.lastError).toBeUndefined();
    expect(data(await adaClient.notifications.unreadTotal()).total).toBe(3);
    expect(data(await adaClient.notifications.seen('all'))).toEqual({ updated: 3, total: 0 });
  });

  it('delivers notification:new and notification:unread over the realtime socket', async () => {
    const realtime = createRealtime(adaClient, { token: ada.token, socket: { transports: ['websocket'] } });
    const arrived: RealtimeEvents['notification:new'][] = [];
    const totals: number[] = [];
    realtime.on('notification:new', (payload) => arrived.push(payload));
    realtime.on('notification:unread', ({ total }) => totals.push(total));
    try {
      await realtime.connect();
      await until(() => realtime.status === 'connected', 'connected');
      const post = await newPost(adaClient, 'live');
      data(await cemClient.posts.togglePostLike(post));
      await until(() => arrived.length === 1 && totals.length === 1, 'the live notification');
      expect(arrived[0]?.notification).toMatchObject({ kind: 'post_liked', subject: { id: post }, seen: false });
      expect(totals).toEqual([1]);
      data(await adaClient.notifications.seen('all'));
      await until(() => totals.length === 2, 'the unread total after seen');
      expect(totals[1]).toBe(0);
    } finally {
      realtime.disconnect();
    }
  });

  it('reads and changes the per-kind preferences', async () => {
    const before = data(await adaClient.notifications.preferences());
    expect(before.items.find((item) => item.kind === 'post_liked')).toEqual({
      kind: 'post_liked',
      inApp: true,
      push: true,
      email: 'weekly',
    });
    expect(before).toMatchObject({ weeklyDigest: true, emailEnabled: true });
    const after = data(await adaClient.notifications.updatePreferences({ items: [{ kind: 'post_liked', push: false }] }));
    expect(after.items.find((item) => item.kind === 'post_liked')).toEqual({
      kind: 'post_liked',
      inApp: true,
      push: false,
      email: 'weekly',
    });
    expect(after.items).toHaveLength(before.items.length);
    const emailed = data(
      await adaClient.notifications.updatePreferences({ items: [{ kind: 'chat_message', email: 'daily' }], weeklyDigest: false }),
    );
    expect(emailed.items.find((item) => item.kind === 'chat_message')?.email).toBe('daily');
    expect(emailed.weeklyDigest).toBe(false);
    expect(await adaClient.notifications.updatePreferences({ items: [{ kind: 'nothing' as 'post_liked' }] })).toMatchObject({
      success: false,
      status: 400,
    });
  });

  it('subscribes a browser to Web Push (a welcome push), knows it again, and unsubscribes it', async () => {
    const key = data(await createClient({ baseURL: t.url, retry: false }).notifications.pushPublicKey());
    expect(Buffer.from(key.publicKey, 'base64url')).toHaveLength(65);

    const subscription = browserSubscription(`http://${pushHost}/push/ada`);
    const created = data(await adaClient.notifications.subscribePush(subscription), 201);
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    await t.server.notifications.settled();
    expect(pushes).toEqual(['/push/ada']);
    const known = data(await adaClient.notifications.subscribePush(subscription), 200);
    expect(known.id).toBe(created.id);

    expect(await bobClient.notifications.unsubscribePush(created.id)).toMatchObject({ success: false, status: 404 });
    expect(data(await adaClient.notifications.unsubscribePush(created.id), 204)).toBeUndefined();
    expect(await adaClient.notifications.unsubscribePush(created.id)).toMatchObject({ success: false, status: 404 });
  });

  it('unsubscribes with a mail’s signed token, without signing in; a forged token is refused', async () => {
    const anonymous = createClient({ baseURL: t.url, retry: false }).notifications;
    const token = unsubscribeToken(await storedSecret(t.server.db, 'mail_unsubscribe_secret'), bob.id, 'all');
    const done = data(await anonymous.unsubscribeMail(token));
    expect(done.unsubscribed).toBe('all');
    expect(data(await bobClient.notifications.preferences()).emailEnabled).toBe(false);
    expect(data(await bobClient.notifications.updatePreferences({ emailEnabled: true })).emailEnabled).toBe(true);
    expect(await anonymous.unsubscribeMail(token.replace(`v1.${bob.id}.`, `v1.${ada.id}.`))).toMatchObject({
      success: false,
      status: 403,
      error: { code: 'forbidden' },
    });
  });

  it('refuses an anonymous client (401) on every route but the public key', async () => {
    const anonymous = createClient({ baseURL: t.url, retry: false }).notifications;
    for (const result of [
      await anonymous.list(),
      await anonymous.seen('all'),
      await anonymous.unreadTotal(),
      await anonymous.preferences(),
      await anonymous.updatePreferences({ items: [{ kind: 'post_liked', push: false }] }),
      await anonymous.subscribePush(browserSubscription(`http://${pushHost}/push/anonymous`)),
      await anonymous.unsubscribePush('2b0b3c3e-8a4f-4d6b-9a55-1f4a2c3d4e5f'),
    ]) {
      expect(result).toMatchObject({ success: false, status: 401, error: { code: 'unauthorized' } });
    }
    const walk = data(await anonymous.each());
    // A page that fails throws the typed error (issue 24), which also stays on lastError.
    await expect(
      (async () => {
        for await (const notification of walk) expect.unreachable(`an anonymous walk reads nothing, got ${notification.id}`);
      })(),
    ).rejects.toMatchObject({ name: 'DealgrowError', status: 401 });
    expect(walk.lastError).toMatchObject({ status: 401 });
  });
});
