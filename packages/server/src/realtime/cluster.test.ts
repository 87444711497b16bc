import { spawnSync } from 'node:child_process';
import { createServer as createTcpServer, type Socket as TcpSocket, connect as tcpConnect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, databaseKinds } from '../../test/harness.ts';
import { startThrowAwayRedis, type ThrowAwayRedis } from '../../test/redis.ts';
import { OutboxMailer } from '../accounts/mailer.ts';
import type { ChatMessage } from '../chat/schemas.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';
import { createServer, type DealgrowServer } from '../server.ts';
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
