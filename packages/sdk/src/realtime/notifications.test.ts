import { createServer, request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMember, befriend, type TestMember } from '../../../server/src/network/fixtures.ts';
import { startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { sendForm } from '../../../server/test/uploads.ts';
import { createClient, type DealgrowClient } from '../client.ts';
import { createNotificationFeed, type NotificationFeed, type NotificationFeedEvents, type RealtimeStatus } from './index.ts';

async function until(check: () => boolean, ms = 8000, what = 'condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('createNotificationFeed against the /notifications socket', () => {
  let t: TestServer;
  let ada: TestMember;
  let ben: TestMember;
  let adaClient: DealgrowClient;
  let benClient: DealgrowClient;
  let post: number;
  const open: NotificationFeed[] = [];

  const feedOf = (client: DealgrowClient, token: string) => {
    const feed = createNotificationFeed(client, { token, socket: { transports: ['websocket'] } });
    open.push(feed);
    return feed;
  };

  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
    ada = await addMember(t.server.db);
    ben = await addMember(t.server.db);
    await befriend(t.server.db, ada, ben);
    adaClient = createClient({ baseURL: t.url, token: ada.token, retry: false });
    benClient = createClient({ baseURL: t.url, token: ben.token, retry: false });
    const created = await sendForm(t.url, 'POST', '/post/body-post', { token: ada.token, fields: { body: 'Feed me' } });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    post = (created.body as { id: number }).id;
  });
  afterEach(() => {
    for (const feed of open.splice(0)) feed.disconnect();
  });
  afterAll(async () => t?.close());

  it('connects (connecting → connected) and delivers a like as notification:new and notification:unread', async () => {
    const feed = feedOf(adaClient, ada.token);
    const statuses: RealtimeStatus[] = [];
    feed.onStatus((status) => statuses.push(status));
    expect(feed.status).toBe('idle');
    await feed.connect();
    await until(() => feed.status === 'connected', 8000, 'connected');
    expect(statuses).toEqual(['connecting', 'connected']);

    const fresh: NotificationFeedEvents['notification:new'][] = [];
    const totals: number[] = [];
    feed.on('notification:new', (payload) => fresh.push(payload));
    const stop = feed.on('notification:unread', ({ total }) => totals.push(total));
    const liked = await benClient.posts.togglePostLike(post);
    expect(liked.success && liked.data.liked).toBe(true);
    await until(() => totals.length === 1, 8000, 'the unread total');
    expect(fresh[0]?.notification).toMatchObject({ kind: 'post_liked', url: `/post/${post}`, seen: false });
    expect(fresh[0]?.notification.actors[0]?.id).toBe(ben.id);
    const total = await adaClient.notifications.unreadTotal();
    expect(total.success && total.data.total).toBe(totals[0]);

    stop();
    // Fence: a listener still subscribed hears the new total; the stopped one would have in the same delivery.
    const heard = new Promise<void>((resolve) => feed.on('notification:unread', () => resolve()));
    expect((await adaClient.notifications.seen('all')).success).toBe(true);
    await heard;
    expect(totals).toHaveLength(1);

    feed.disconnect();
    expect(feed.status).toBe('idle');
    expect(feed.socket).toBeNull();
  });

  it('a bad token ends offline with the invalid_token error', async () => {
    const feed = feedOf(benClient, 'not-a-real-token');
    await expect(feed.connect()).rejects.toMatchObject({ code: 'invalid_token' });
    expect(feed.status).toBe('offline');
    expect(feed.error?.code).toBe('invalid_token');
  });

  it('reaches an API served under a path (a front passing /api/* to it): its reads and its socket', async () => {
    // The front strips /api, as a reverse proxy on the page's own origin would, for requests and WebSocket upgrades.
    const target = new URL(t.url);
    const unprefixed = (url = '/') => url.replace(/^\/api(?=\/|$)/, '') || '/';
    const front = createServer((incoming, answer) => {
      const passed = request(
        { host: target.hostname, port: target.port, method: incoming.method, path: unprefixed(incoming.url), headers: incoming.headers },
        (reply) => {
          answer.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(answer);
        },
      );
      incoming.pipe(passed);
    });
    front.on('upgrade', (incoming, socket, head) => {
      const upstream = connect(Number(target.port), target.hostname, () => {
        const headers = Object.entries(incoming.headers).map(([name, value]) => `${name}: ${value}`);
        upstream.write(`${incoming.method} ${unprefixed(incoming.url)} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
        upstream.write(head);
        upstream.pipe(socket).pipe(upstream);
      });
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    try {
      const client = createClient({
        baseURL: `http://127.0.0.1:${(front.address() as AddressInfo).port}/api`,
        token: ada.token,
        retry: false,
      });
      expect((await client.notifications.unreadTotal()).success).toBe(true);
      const feed = feedOf(client, ada.token);
      await feed.connect();
      // Before: socket.io took /api/notifications for the namespace, which the server does not have.
      await until(() => feed.status === 'connected' || feed.status === 'offline', 8000, 'an outcome');
      expect([feed.status, feed.error?.code]).toEqual(['connected', undefined]);
      feed.disconnect();
    } finally {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
    }
  });

  it('gives up after its reconnection attempts when the server is unreachable', async () => {
    const feed = createNotificationFeed(
      { baseURL: 'http://127.0.0.1:9' },
      { token: 'x', reconnectionAttempts: 2, reconnectionDelay: 50, socket: { transports: ['websocket'] } },
    );
    open.push(feed);
    // connect() rejects once the attempts are spent (issue 24).
    await expect(feed.connect()).rejects.toMatchObject({ name: 'RealtimeConnectionError', code: 'unreachable' });
    expect(feed.status).toBe('offline');
    expect(feed.error?.code).toBe('unreachable');
  });
});
