import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { sendForm } from '../../test/uploads.ts';
import { hashToken, openSession, revokeSession } from '../http/auth.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';
import { CHAT_NAMESPACE, NOTIFICATIONS_NAMESPACE, type NotificationServerEvents, REVOCATION_CHECK_MS } from './socket.ts';
import { connectChat, pause } from './test-clients.ts';

type NotificationClient = Socket<NotificationServerEvents>;

function connectNotifications(base: string, token: string | undefined): Promise<NotificationClient> {
  const client: NotificationClient = io(`${base}${NOTIFICATIONS_NAMESPACE}`, {
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('connect_error', (error) => {
      client.close();
      reject(error);
    });
  });
}

/** Every event the socket receives from now on, by name, in order. */
function record(client: Socket): { name: string; payload: unknown }[] {
  const events: { name: string; payload: unknown }[] = [];
  client.onAny((name: string, payload: unknown) => events.push({ name, payload }));
  return events;
}

async function until(check: () => boolean, timeoutMs = 4000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await pause(25);
  }
}

// The /notifications namespace against a real listening server (docs/notifications.md "Live").
describe.each(databaseKinds)('the /notifications socket (%s)', (kind) => {
  let server: TestServer;
  let ada: TestMember;
  let bob: TestMember;
  let carol: TestMember;
  let post: number;
  const clients: Socket[] = [];

  const open = async (member: { token: string }) => {
    const client = await connectNotifications(server.url, member.token);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { readCacheSeconds: 0 });
    const db = server.server.db;
    ada = await addMember(db, { firstName: 'Ada' });
    bob = await addMember(db, { firstName: 'Bob' });
    carol = await addMember(db, { firstName: 'Carol' });
    await befriend(db, ada, bob);
    const created = await sendForm(server.url, 'POST', '/post/body-post', { token: ada.token, fields: { body: 'Live bell' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    post = (created.body as { id: number }).id;
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await server?.close();
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'not-a-token'],
  ])('refuses a socket with %s: connect_error invalid_token', async (_label, token) => {
    const error = await connectNotifications(server.url, token).then(
      (client) => {
        client.close();
        throw new Error('the server accepted the socket');
      },
      (refused: Error & { data?: unknown }) => refused,
    );
    expect(error.message).toBe('invalid_token');
    expect(error.data).toEqual({ code: 'invalid_token', message: 'Your session has ended. Sign in again.' });
  });

  it('delivers a like to the post author live (notification:new then notification:unread), and to no one else', async () => {
    const adaSocket = await open(ada);
    const carolSocket = await open(carol);
    const adaEvents = record(adaSocket);
    const carolEvents = record(carolSocket);
    // carol's /chatx socket on her /notifications socket's connection: a round trip there comes after anything sent to either.
    const carolChat = carolSocket.io.socket(CHAT_NAMESPACE, { auth: { token: carol.token } });
    clients.push(carolChat);
    await new Promise<void>((resolve, reject) => {
      carolChat.once('connect', resolve);
      carolChat.once('connect_error', reject);
      carolChat.connect();
    });
    const liked = await as(server.url, bob)('GET', `/post/like-post/${post}`);
    expect(liked.body.liked).toBe(true);
    await until(() => adaEvents.some((event) => event.name === 'notification:unread'));
    const fresh = adaEvents.find((event) => event.name === 'notification:new')?.payload as {
      notification: { kind: string; url: string; actors: { id: number }[]; seen: boolean };
    };
    expect(fresh.notification).toMatchObject({ kind: 'post_liked', url: `/post/${post}`, seen: false });
    expect(fresh.notification.actors.map((actor) => actor.id)).toEqual([bob.id]);
    const total = (await call(server.url, 'GET', '/notifications/unread/total', { token: ada.token })).body as { total: number };
    expect(adaEvents.find((event) => event.name === 'notification:unread')?.payload).toEqual({ total: total.total });
    // Marking all seen tells the member's sockets the new total.
    expect((await call(server.url, 'POST', '/notifications/seen', { token: ada.token, body: {} })).status).toBe(200);
    await until(() => adaEvents.some((event) => event.name === 'notification:unread' && (event.payload as { total: number }).total === 0));
    // Fence: the like's and the seen's events were all published before ada's last one arrived; any sent to carol
    // would reach her connection before this answer.
    await carolChat.timeout(4000).emitWithAck('presence:query', { userIds: [] });
    expect(carolEvents).toEqual([]);
  });

  it('carries no chat events: a message reaches /chatx but not /notifications', async () => {
    const chat = await connectChat(server.url, bob.token);
    clients.push(chat);
    const bell = await open(bob);
    const bellEvents = record(bell);
    const chatEvents = record(chat);
    const room = await as(server.url, ada)('POST', '/chat-room', { room_type: 'private' });
    expect(room.status).toBe(201);
    expect((await as(server.url, ada)('POST', `/chat-room/${room.body.id}/user`, { userId: bob.id })).status).toBe(201);
    expect((await as(server.url, ada)('POST', `/chat-room/${room.body.id}/chat-message`, { text: 'Hi Bob' })).status).toBe(201);
    await until(() => chatEvents.some((event) => event.name === 'message:new'));
    await until(() => bellEvents.some((event) => event.name === 'notification:new'));
    expect(bellEvents.map((event) => event.name).filter((name) => !name.startsWith('notification:'))).toEqual([]);
  });

  it(
    'cuts the socket of a session revoked while connected, saying session:revoked first',
    async () => {
      const token = await openSession(server.server.db, carol.id);
      const doomed = await open({ token });
      const events = record(doomed);
      const disconnected = new Promise<string>((resolve) => doomed.once('disconnect', resolve));
      await revokeSession(server.server.db, hashToken(token));
      expect(await disconnected).toBe('io server disconnect');
      expect(events.map((event) => event.name)).toEqual(['session:revoked']);
    },
    REVOCATION_CHECK_MS * 4,
  );
});
