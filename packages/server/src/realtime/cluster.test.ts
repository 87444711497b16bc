import { spawnSync } from 'node:child_process';
import { createServer as createTcpServer, type Socket as TcpSocket, connect as tcpConnect } from 'node:net';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, databaseKinds } from '../../test/harness.ts';
import { startThrowAwayRedis, type ThrowAwayRedis } from '../../test/redis.ts';
import { sendForm } from '../../test/uploads.ts';
import { OutboxMailer } from '../accounts/mailer.ts';
import type { ChatMessage } from '../chat/schemas.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';
import { createServer, type DealgrowServer } from '../server.ts';
import { NOTIFICATIONS_NAMESPACE, type NotificationServerEvents } from './socket.ts';
import { type ChatClient, chatClient, connectChat, nextEvent, pause } from './test-clients.ts';

// Two server processes (two servers, each with its own database pool, on one Postgres database) whose sockets meet
// through the Redis streams adapter (docs/realtime.md "Several processes"). PGlite is one process by nature, so
// these runs need Postgres, and `redis-server` (installed by .ci/run).
const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
const runs = databaseKinds.includes('postgres') && hasRedis ? ['postgres and redis'] : [];

interface Node {
  server: DealgrowServer;
  url: string;
  port: number;
}

/** A TCP proxy standing for a load balancer: every new connection goes to the current target port. */
async function balancer(target: () => number) {
  const open = new Set<TcpSocket>();
  const proxy = createTcpServer((downstream) => {
    const upstream = tcpConnect(target(), '127.0.0.1');
    open.add(downstream).add(upstream);
    const end = () => {
      downstream.destroy();
      upstream.destroy();
      open.delete(downstream);
      open.delete(upstream);
    };
    downstream.pipe(upstream).pipe(downstream);
    for (const socket of [downstream, upstream]) socket.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}

describe.each(runs)('the /chatx socket across two server processes (%s)', () => {
  let database: { url: string; drop(): Promise<void> };
  let redis: ThrowAwayRedis;
  let a: Node;
  let b: Node;
  let aClosed = false;
  const clients: ChatClient[] = [];

  const startNode = async (): Promise<Node> => {
    const server = await createServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: ':memory:',
      databaseUrl: database.url,
      redisUrl: redis.url,
      seedDemo: false,
      logLevel: 'silent',
      authRateLimit: 10_000,
      validateResponses: true,
      corsOrigins: ['http://localhost:3000'],
      mailer: new OutboxMailer(),
    });
    const url = await server.listen();
    return { server, url, port: Number(new URL(url).port) };
  };

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const started = await startThrowAwayRedis();
    if ('unavailable' in started) throw new Error(started.unavailable);
    redis = started;
    // One after the other: the first applies the migrations.
    a = await startNode();
    b = await startNode();
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    if (!aClosed) await a?.server.close();
    await b?.server.close();
    await redis?.stop();
    await database?.drop();
  });

  /** A group room made on `node`, holding `owner` and `others` (each a connection of the owner). */
  const group = async (node: Node, owner: TestMember, others: TestMember[]) => {
    const db = node.server.db;
    for (const other of others) await befriend(db, owner, other);
    const created = await as(node.url, owner)('POST', '/chat-room', { room_type: 'group', title: 'Across processes' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const other of others) {
      const added = await as(node.url, owner)('POST', `/chat-room/${created.body.id}/user`, { userId: other.id });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    return created.body as { id: number };
  };

  it('delivers a message posted on server A to a socket on server B', async () => {
    const db = a.server.db;
    const [reader, writer] = [await addMember(db), await addMember(db)];
    const room = await group(a, reader, [writer]);
    const onB = await connectChat(b.url, reader.token);
    clients.push(onB);
    const arrived = nextEvent(onB, 'message:new', ({ message }) => message.room_id === room.id);
    const sent = await as(a.url, writer)('POST', `/chat-room/${room.id}/chat-message`, { text: 'from A' });
    expect(sent.status).toBe(201);
    expect((await arrived).message).toMatchObject({ id: sent.body.id, text: 'from A', sequence: 1 });
  });

  it('puts no event in the stream for a member with no socket; a socket cut and back within the recovery window gets what it missed', async () => {
    const db = a.server.db;
    const [liker, away, here] = [await addMember(db), await addMember(db), await addMember(db)];
    await befriend(db, liker, away);
    await befriend(db, liker, here);
    const postOf = async (author: TestMember) => {
      const created = await sendForm(a.url, 'POST', '/post/body-post', { token: author.token, fields: { body: 'Reach' } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return (created.body as { id: number }).id;
    };
    const [awayPost, herePost, secondPost] = [await postOf(away), await postOf(here), await postOf(here)];
    const like = async (post: number) => expect((await as(a.url, liker)('GET', `/post/like-post/${post}`)).status).toBe(200);
    const stream = new Redis(redis.url);
    try {
      // `here` has both sockets open on B (the app's header bell and chat); `away` has none.
      const chat = await connectChat(b.url, here.token, { reconnection: false });
      clients.push(chat);
      const bell: Socket<NotificationServerEvents> = io(`${b.url}${NOTIFICATIONS_NAMESPACE}`, {
        auth: { token: here.token },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      await new Promise<void>((resolve, reject) => bell.once('connect', resolve).once('connect_error', reject));
      const before = await stream.xlen('dealgrow:chatx');

      // A like for `away`, then one for `here`, both published by A in that order: once `here`'s last event (the
      // bell's unread total) has come, `away`'s would have been in the stream before it.
      await like(awayPost);
      const rang = new Promise((resolve) => bell.once('notification:unread', resolve));
      await like(herePost);
      await rang;
      // `here`'s notification:new and notification:unread, each to /chatx and /notifications; nothing for `away`
      // (nor the presence of `here` to `liker`, who has no socket either).
      expect((await stream.xlen('dealgrow:chatx')) - before).toBe(4);

      // `here`'s chat socket is cut; B sees it gone (the bell stays); the like made meanwhile is handed to the socket
      // when it comes back within the recovery window.
      bell.close();
      chat.io.engine.close();
      const watcher = await connectChat(b.url, liker.token);
      clients.push(watcher);
      const online = async () => (await watcher.emitWithAck('presence:query', { userIds: [here.id] })).online;
      while ((await online()).length > 0) await pause(25);
      await like(secondPost);
      const missed = new Promise<{ notification: { url: string } }>((resolve) =>
        chat.on('notification:new', (payload) => resolve(payload as { notification: { url: string } })),
      );
      chat.connect();
      await new Promise<void>((resolve) => chat.once('connect', () => resolve()));
      expect(chat.recovered).toBe(true);
      expect((await missed).notification.url).toBe(`/post/${secondPost}`);
    } finally {
      stream.disconnect();
    }
  });

  it('loses nothing when server A stops mid-stream: the client reconnects to B and ends with every message once, in order', async () => {
    const db = a.server.db;
    const reader = await addMember(db);
    // Four writers (the send limit is 30 a minute a member) take turns, one message at a time.
    const writers = [await addMember(db), await addMember(db), await addMember(db), await addMember(db)];
    const room = await group(a, reader, writers);
    let target = a.port;
    const proxy = await balancer(() => target);

    // The client as the SDK does it: merge by sequence, drop duplicates, sync on every (re)connect.
    const messages = new Map<number, ChatMessage>();
    const merge = (message: ChatMessage) => {
      if (message.room_id !== room.id) return;
      if (!messages.has(message.sequence)) messages.set(message.sequence, message);
    };
    const contiguous = () => {
      let last = 0;
      while (messages.has(last + 1)) last += 1;
      return last;
    };
    const client = chatClient(proxy.url, reader.token, { reconnection: true, reconnectionDelay: 100, reconnectionDelayMax: 300 });
    clients.push(client);
    let connects = 0;
    client.on('message:new', ({ message }) => merge(message));
    client.on('connect', () => {
      connects += 1;
      void client.emitWithAck('sync', { rooms: [{ roomId: room.id, after: contiguous() }] }).then((answer) => {
        for (const message of answer.messages) merge(message);
      });
    });
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));

    const total = 100;
    let node = a;
    for (let i = 0; i < total; i++) {
      if (i === 40) {
        // Server A stops; the balancer and the writers move to B.
        target = b.port;
        await a.server.close();
        aClosed = true;
        node = b;
      }
      const writer = writers[i % writers.length] as TestMember;
      const sent = await as(node.url, writer)('POST', `/chat-room/${room.id}/chat-message`, { text: `message ${i + 1}` });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    }

    const deadline = Date.now() + 15_000;
    while (messages.size < total && Date.now() < deadline) await pause(50);
    expect(connects).toBeGreaterThanOrEqual(2);
    const received = [...messages.values()].sort((x, y) => x.sequence - y.sequence);
    expect(received.map((message) => message.sequence)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(received.map((message) => message.text)).toEqual(Array.from({ length: total }, (_, i) => `message ${i + 1}`));
    client.close();
    await proxy.close();
  }, 60_000);
});
