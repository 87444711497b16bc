import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createPostgresDatabase, databaseKinds, signUp } from '../../test/harness.ts';
import { startThrowAwayRedis, type ThrowAwayRedis } from '../../test/redis.ts';
import { countStatements } from '../../test/statement-count.ts';
import { sendForm } from '../../test/uploads.ts';
import { OutboxMailer } from '../accounts/mailer.ts';
import { PROCESS_FILE_ADDRESS_SECRET } from '../config.ts';
import { connectChat, nextEvent } from '../realtime/test-clients.ts';
import { createServer, type DealgrowServer, type ServerOptions } from '../server.ts';

// Two server processes (two servers, each with its own pool, session cache, read cache and Redis connections) on one
// Postgres database and one Redis: what one revokes or writes, the other knows at once (docs/performance.md
// "Several processes"). PGlite is one process by nature, so these runs need Postgres and `redis-server`.
const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
const runs = databaseKinds.includes('postgres') && hasRedis ? ['postgres and redis'] : [];

/** The promise the issue makes: a revocation through one process is refused by every other within this time. */
const REVOCATION_MS = 100;

interface Node {
  server: DealgrowServer;
  url: string;
}

async function startNode(options: ServerOptions): Promise<Node> {
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    seedDemo: false,
    logLevel: 'silent',
    authRateLimit: 10_000,
    validateResponses: true,
    corsOrigins: ['http://localhost:3000'],
    mailer: new OutboxMailer(),
    // Long enough that an answer kept by the other process would show: nothing here waits for a cache to expire.
    sessionCacheSeconds: 30,
    readCacheSeconds: 30,
    ...options,
  });
  return { server, url: await server.listen() };
}

const me = (node: Node, token: string) => call(node.url, 'GET', '/auth/sessions', { token });

/**
 * Asks `node` with `token` again and again (no pause but the requests themselves) until it answers 401, for at most
 * a second; answers how long after `since` the first 401 came (or the second it gave up at).
 */
/**
 * How long after `since` B first refused the token: the time the refused request was *sent*, so a request slowed by a
 * loaded machine does not count its own latency as the revocation's (the measure is how fast the news travels).
 */
async function refusedAfter(node: Node, token: string, since: number): Promise<number> {
  for (;;) {
    const sentAt = performance.now() - since;
    const answer = await me(node, token);
    if (answer.status === 401 || sentAt > 1000) return sentAt;
    expect(answer.status).toBe(200);
  }
}

describe.each(runs)('two server processes on one database (%s)', () => {
  let database: { url: string; drop(): Promise<void> };
  let redis: ThrowAwayRedis;
  let a: Node;
  let b: Node;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const started = await startThrowAwayRedis();
    if ('unavailable' in started) throw new Error(started.unavailable);
    redis = started;
    // One after the other: the first applies the migrations.
    a = await startNode({ databaseUrl: database.url, redisUrl: redis.url });
    b = await startNode({ databaseUrl: database.url, redisUrl: redis.url });
  }, 60_000);

  afterAll(async () => {
    await a?.server.close();
    await b?.server.close();
    await redis?.stop();
    await database?.drop();
  });

  /** A member with `count` sessions, each already known (cached) by process B. */
  async function memberSeenByB(count: number) {
    const member = await signUp(a.url);
    const tokens = [member.token];
    while (tokens.length < count) {
      const signedIn = await call(a.url, 'POST', '/auth/sign-in', { body: { email: member.email, password: member.password } });
      expect(signedIn.status).toBe(200);
      tokens.push(signedIn.body.token);
    }
    for (const token of tokens) expect((await me(b, token)).status).toBe(200);
    return { ...member, tokens };
  }

  it(`refuses on B, within ${REVOCATION_MS} ms, a token signed out through A`, async () => {
    const member = await memberSeenByB(1);
    const signedOut = await call(a.url, 'POST', '/auth/sign-out', { token: member.token });
    expect(signedOut.status).toBe(204);
    expect(await refusedAfter(b, member.token, performance.now())).toBeLessThan(REVOCATION_MS);
  });

  it(`refuses on B, within ${REVOCATION_MS} ms, the sessions signed out everywhere else through A, and keeps the one kept`, async () => {
    const member = await memberSeenByB(3);
    const [kept, ...others] = member.tokens as [string, ...string[]];
    const revoked = await call(a.url, 'POST', '/auth/sessions/revoke-others', { token: kept });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    const since = performance.now();
    for (const token of others) expect(await refusedAfter(b, token, since)).toBeLessThan(REVOCATION_MS);
    expect((await me(b, kept)).status).toBe(200);
  });

  it(`refuses on B, within ${REVOCATION_MS} ms, the other sessions of a member who changed their password through A`, async () => {
    const member = await memberSeenByB(2);
    const [kept, other] = member.tokens as [string, string];
    const changed = await call(a.url, 'POST', '/auth/change-password', {
      token: kept,
      body: { currentPassword: member.password, newPassword: 'another-horse-42' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);
    expect(await refusedAfter(b, other, performance.now())).toBeLessThan(REVOCATION_MS);
    expect((await me(b, kept)).status).toBe(200);
  });

  it('cuts at once the socket on B of a session signed out through A', async () => {
    const member = await memberSeenByB(1);
    const socket = await connectChat(b.url, member.token);
    try {
      const told = nextEvent(socket, 'session:revoked');
      const cut = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
      expect((await call(a.url, 'POST', '/auth/sign-out', { token: member.token })).status).toBe(204);
      const since = performance.now();
      await Promise.all([told, cut]);
      // The periodic check alone (REVOCATION_CHECK_MS, 2 s) would most often be later.
      expect(performance.now() - since).toBeLessThan(REVOCATION_MS);
    } finally {
      socket.close();
    }
  });

  it('shows a deal edited through A on the first read through B, to its author and to anyone, while B still caches reads', async () => {
    const author = await signUp(a.url);
    const reader = await signUp(a.url);
    const listed = await sendForm(a.url, 'POST', '/deals', { token: author.token, fields: { title: 'Before the edit', type: 'offer' } });
    expect(listed.status, JSON.stringify(listed.body)).toBe(201);
    const path = `/deals/${listed.body.id}`;
    const readers = [author.token, reader.token, undefined];
    for (const token of readers) expect((await call(b.url, 'GET', path, { ...(token && { token }) })).body.title).toBe('Before the edit');
    // B answers the same read again from its cache: no statement at all.
    const counter = countStatements(b.server);
    try {
      expect(await counter.during(() => call(b.url, 'GET', path, { token: reader.token }))).toBe(0);
    } finally {
      counter.restore();
    }

    const edited = await sendForm(a.url, 'PATCH', path, { token: author.token, fields: { title: 'After the edit' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    for (const token of readers) expect((await call(b.url, 'GET', path, { ...(token && { token }) })).body.title).toBe('After the edit');
  });
});

describe.each(runs)('a process that loses Redis (%s)', () => {
  let database: { url: string; drop(): Promise<void> };
  let redis: ThrowAwayRedis;
  let a: Node;
  let b: Node;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const started = await startThrowAwayRedis();
    if ('unavailable' in started) throw new Error(started.unavailable);
    redis = started;
    a = await startNode({ databaseUrl: database.url, redisUrl: redis.url });
    b = await startNode({ databaseUrl: database.url, redisUrl: redis.url });
  }, 60_000);

  afterAll(async () => {
    await a?.server.close();
    await b?.server.close();
    await redis?.stop();
    await database?.drop();
  });

  /** A token B had cached before Redis was cut, signed out through A meanwhile. */
  let signedOutWhileCut = '';

  it('trusts none of its cached sessions or reads while cut: a token signed out elsewhere is refused at once', async () => {
    const member = await signUp(a.url);
    signedOutWhileCut = member.token;
    const listed = await sendForm(a.url, 'POST', '/deals', { token: member.token, fields: { title: 'Kept', type: 'offer' } });
    expect(listed.status).toBe(201);
    expect((await me(b, member.token)).status).toBe(200);
    expect((await call(b.url, 'GET', `/deals/${listed.body.id}`)).status).toBe(200);

    await redis.stop();
    // Nobody can tell B of this sign-out: B must ask the database.
    expect((await call(a.url, 'POST', '/auth/sign-out', { token: member.token })).status).toBe(204);
    expect(await refusedAfter(b, member.token, performance.now())).toBeLessThan(REVOCATION_MS);
    // Reads are answered from the database (and still answered).
    const counter = countStatements(b.server);
    try {
      expect(await counter.during(() => call(b.url, 'GET', `/deals/${listed.body.id}`))).toBeGreaterThan(0);
    } finally {
      counter.restore();
    }
  });

  it('trusts its caches again once Redis is back, and hears revocations again', async () => {
    const restarted = await startThrowAwayRedis(Number(new URL(redis.url).port));
    if ('unavailable' in restarted) throw new Error(restarted.unavailable);
    redis = restarted;
    const member = await signUp(a.url);
    const listed = await sendForm(a.url, 'POST', '/deals', { token: member.token, fields: { title: 'Back', type: 'offer' } });
    expect(listed.status).toBe(201);
    // Each process serves a read from its cache again (no statement) once it is connected and subscribed again
    // (ioredis retries within 2 s): A to publish the sign-out, B to hear it.
    for (const node of [a, b]) {
      const counter = countStatements(node.server);
      try {
        const deadline = performance.now() + 10_000;
        while ((await counter.during(() => call(node.url, 'GET', `/deals/${listed.body.id}`, { token: member.token }))) > 0) {
          expect(performance.now()).toBeLessThan(deadline);
        }
      } finally {
        counter.restore();
      }
    }
    // What B kept from before the cut was dropped when it heard Redis again: the token signed out meanwhile stays refused.
    expect((await me(b, signedOutWhileCut)).status).toBe(401);
    expect((await call(a.url, 'POST', '/auth/sign-out', { token: member.token })).status).toBe(204);
    expect(await refusedAfter(b, member.token, performance.now())).toBeLessThan(REVOCATION_MS);
  });
});

describe.each(databaseKinds.includes('postgres') ? ['postgres'] : [])('what every process on one database shares (%s)', () => {
  let database: { url: string; drop(): Promise<void> };
  const open: Node[] = [];
  const start = async (options: ServerOptions) => {
    const node = await startNode({ databaseUrl: database.url, ...options });
    open.push(node);
    return node;
  };
  const stop = async (node: Node) => {
    open.splice(open.indexOf(node), 1);
    await node.server.close();
  };

  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(async () => {
    for (const node of open) await node.server.close();
    await database?.drop();
  });

  it('gives processes started without FILE_ADDRESS_SECRET the one kept in the database', async () => {
    const a = await start({});
    const b = await start({});
    const [stored] = await a.server.db.query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = 'file_address_secret'`);
    expect(stored?.value).toMatch(/^[0-9a-f]{64}$/);
    expect([a.server.config.fileAddressSecret, b.server.config.fileAddressSecret]).toEqual([stored?.value, stored?.value]);
    expect(stored?.value).not.toBe(PROCESS_FILE_ADDRESS_SECRET);
    await stop(a);
    await stop(b);
  });

  it('refuses to start beside a live process with a different FILE_ADDRESS_SECRET or REDIS_URL, naming the variable', async () => {
    const a = await start({ fileAddressSecret: 'a'.repeat(32) });
    await expect(start({ fileAddressSecret: 'b'.repeat(32) })).rejects.toThrow(/different FILE_ADDRESS_SECRET\b.*set FILE_ADDRESS_SECRET/);
    // Unset: the secret kept in the database, not the one the live process was given.
    await expect(start({})).rejects.toThrow(/FILE_ADDRESS_SECRET/);
    // Refused before Redis is asked: no Redis listens there.
    await expect(start({ fileAddressSecret: 'a'.repeat(32), redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(
      /different REDIS_URL\b.*set REDIS_URL/,
    );
    const twin = await start({ fileAddressSecret: 'a'.repeat(32) });
    expect((await me(twin, 'no-such-token')).status).toBe(401);
    await stop(twin);
    // Once the other process has stopped, a new setting starts.
    await stop(a);
    await stop(await start({ fileAddressSecret: 'c'.repeat(32) }));
  });

  it('forgets a process whose heartbeat stopped (killed): its settings no longer bind', async () => {
    const a = await start({ fileAddressSecret: 'd'.repeat(32) });
    await a.server.db.query(`UPDATE server_processes SET seen_at = now() - interval '1 minute'`);
    await stop(await start({ fileAddressSecret: 'e'.repeat(32) }));
    await stop(a);
  });
});
