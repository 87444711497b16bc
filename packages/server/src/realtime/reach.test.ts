import { spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowAwayRedis, type ThrowAwayRedis } from '../../test/redis.ts';
import { memoryReach, REACH_KEY, type Reach, redisReach } from './reach.ts';

const WINDOW = { recoveryMs: 120_000, refreshMs: 30_000 };

/** A clock the test moves. */
function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, pass: (ms: number) => (at += ms) };
}

const among = async (reach: Reach, ids: number[]) => [...(await reach.among(ids))];

describe('memoryReach (one process)', () => {
  it('reaches a member with a socket open, and one cut within the recovery window; nobody else', async () => {
    const time = clock();
    const reach = memoryReach(WINDOW, time.now);
    try {
      expect(await among(reach, [1, 2, 3])).toEqual([]);
      await reach.hold(1);
      reach.opened(1);
      reach.opened(1);
      expect(await among(reach, [1, 2, 3])).toEqual([1]);
      reach.closed(1);
      time.pass(WINDOW.recoveryMs * 10);
      // One socket of two still open: reachable whatever the time.
      expect(await among(reach, [3, 1])).toEqual([1]);
      reach.closed(1);
      time.pass(WINDOW.recoveryMs - 1);
      expect(await among(reach, [1])).toEqual([1]);
      time.pass(1);
      expect(await among(reach, [1])).toEqual([]);
    } finally {
      reach.close();
    }
  });

  it('answers at once, as an array (events keep their order with no round trip)', () => {
    const reach = memoryReach(WINDOW);
    reach.opened(7);
    expect(reach.among([7, 8])).toEqual([7]);
    reach.close();
  });
});

const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;

describe.runIf(hasRedis)('redisReach (several processes, through Redis)', () => {
  let server: ThrowAwayRedis;
  const clients: Redis[] = [];
  const errors: unknown[] = [];
  const connect = () => {
    const client = new Redis(server.url);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    const started = await startThrowAwayRedis();
    if ('unavailable' in started) throw new Error(started.unavailable);
    server = started;
  });

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await server?.stop();
  });

  it('a member held by one process is reachable from another, until the window after their last socket lapses', async () => {
    const time = clock(Date.now());
    const a = redisReach(connect(), WINDOW, (error) => errors.push(error), time.now);
    const b = redisReach(connect(), WINDOW, (error) => errors.push(error), time.now);
    try {
      expect(await among(b, [101, 102])).toEqual([]);
      await a.hold(101);
      a.opened(101);
      expect(await among(b, [102, 101])).toEqual([101]);
      // The last socket closes: still reachable for the recovery window (socket.io hands a socket back what it
      // missed in it), not after.
      a.closed(101);
      await among(a, [101]); // the close's ZADD is on the same connection: answered once this is
      time.pass(WINDOW.recoveryMs);
      expect(await among(b, [101])).toEqual([101]);
      time.pass(3 * WINDOW.refreshMs);
      expect(await among(b, [101])).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      a.close();
      b.close();
    }
  });

  it('asks Redis once for all the lookups of one tick, and answers each in its order', async () => {
    const redis = connect();
    const reach = redisReach(redis, WINDOW, (error) => errors.push(error));
    try {
      await reach.hold(201);
      await reach.hold(203);
      const before = await zmscoreCalls(redis);
      const answers = await Promise.all([reach.among([201, 202]), reach.among([203]), reach.among([204, 203, 201])]);
      expect(answers).toEqual([[201], [203], [203, 201]]);
      expect((await zmscoreCalls(redis)) - before).toBe(1);
    } finally {
      reach.close();
    }
  });

  it('sends to everyone rather than lose an event when Redis does not answer', async () => {
    const redis = connect();
    const seen: unknown[] = [];
    const reach = redisReach(redis, WINDOW, (error) => seen.push(error));
    try {
      redis.disconnect();
      expect(await among(reach, [301, 302])).toEqual([301, 302]);
      expect(seen.length).toBe(1);
    } finally {
      reach.close();
    }
  });

  it('keeps its key to the members still held: lapsed ones are swept', async () => {
    const time = clock(Date.now());
    const redis = connect();
    const reach = redisReach(redis, { recoveryMs: 50, refreshMs: 20 }, (error) => errors.push(error), time.now);
    try {
      await reach.hold(401);
      reach.opened(402);
      time.pass(1_000);
      // The refresh holds 402 (a socket open here) again and sweeps 401 (lapsed).
      await waitFor(async () => (await redis.zscore(REACH_KEY, '401')) === null);
      expect(Number(await redis.zscore(REACH_KEY, '402'))).toBeGreaterThan(time.now());
    } finally {
      reach.close();
    }
  });
});

async function zmscoreCalls(redis: Redis): Promise<number> {
  const stats = await redis.info('commandstats');
  return Number(/cmdstat_zmscore:calls=(\d+)/.exec(stats)?.[1] ?? 0);
}

/** Resolves once `done` answers true, checked at each Redis answer (a refresh runs every 20 ms here). */
async function waitFor(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('not done within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
