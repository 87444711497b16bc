import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { DatabaseCounters, SWEEP_BATCH } from './rate-limit-store.ts';

describe.each(databaseKinds)('rate limits counted in the database on %s', (kind) => {
  let t: TestServer;
  let counters: DatabaseCounters;
  beforeAll(async () => {
    t = await startTestServer(kind, { authRateLimit: 3 });
    counters = new DatabaseCounters(t.server.db);
  });
  afterAll(async () => t?.close());

  const windowEnd = async (key: string) =>
    (
      await t.server.db.query<{ ms: number }>(
        'SELECT extract(epoch FROM reset_at - now())::float8 * 1000 AS ms FROM rate_limit_counters WHERE key = $1',
        [key],
      )
    )[0]?.ms;
  const expire = (key: string) =>
    t.server.db.query(`UPDATE rate_limit_counters SET reset_at = now() - interval '1 second' WHERE key = $1`, [key]);

  it('counts hits in one window and tells how long it has left', async () => {
    const states = [];
    for (let i = 0; i < 3; i++) states.push(await counters.hit('count', 60_000, 5));
    expect(states.map((state) => state.current)).toEqual([1, 2, 3]);
    for (const state of states) {
      expect(state.ttl).toBeGreaterThan(50_000);
      expect(state.ttl).toBeLessThanOrEqual(60_000);
    }
    expect(await counters.peek('count')).toMatchObject({ current: 3 });
    expect(await counters.peek('never-hit')).toEqual({ current: 0, ttl: 0 });
  });

  it('starts a new window once the last one has ended', async () => {
    await counters.hit('restart', 60_000, 5);
    await counters.hit('restart', 60_000, 5);
    await expire('restart');
    expect(await counters.peek('restart')).toEqual({ current: 0, ttl: 0 });
    expect(await counters.hit('restart', 60_000, 5)).toMatchObject({ current: 1 });
    expect(await windowEnd('restart')).toBeGreaterThan(50_000);
  });

  it('keeps the window past the limit, restarts it (continueExceeding) or doubles it (exponentialBackoff) as asked', async () => {
    for (const key of ['keep', 'again', 'backoff']) {
      await counters.hit(key, 60_000, 1);
      await t.server.db.query(`UPDATE rate_limit_counters SET reset_at = now() + interval '10 seconds' WHERE key = $1`, [key]);
    }
    expect(await counters.hit('keep', 60_000, 1, 'keep')).toMatchObject({ current: 2 });
    expect(await windowEnd('keep')).toBeLessThanOrEqual(10_000);
    expect(await counters.hit('again', 60_000, 1, 'restart')).toMatchObject({ current: 2 });
    expect(await windowEnd('again')).toBeGreaterThan(50_000);
    expect((await counters.hit('backoff', 60_000, 1, 'backoff')).ttl).toBeGreaterThan(50_000);
    expect((await counters.hit('backoff', 60_000, 1, 'backoff')).ttl).toBeGreaterThan(110_000);
    expect((await counters.hit('backoff', 60_000, 1, 'backoff')).ttl).toBeGreaterThan(230_000);
  });

  it('sweeps every expired window, in batches, and no live one', async () => {
    await t.server.db.query(
      `INSERT INTO rate_limit_counters (key, hits, reset_at)
       SELECT 'old-' || i, 1, now() - interval '1 minute' FROM generate_series(1, $1::int) i`,
      [SWEEP_BATCH + 5],
    );
    await counters.hit('live', 60_000, 5);
    expect(await counters.sweep()).toBeGreaterThanOrEqual(SWEEP_BATCH + 5);
    const left = await t.server.db.query<{ key: string }>(`SELECT key FROM rate_limit_counters WHERE reset_at <= now()`);
    expect(left).toEqual([]);
    expect(await counters.peek('live')).toMatchObject({ current: 1 });
  });

  it('limits a route through the table, keyed by route and client, with the usual 429 answer', async () => {
    const attempts = [];
    for (let i = 0; i < 4; i++)
      attempts.push(await call(t.url, 'POST', '/auth/sign-in', { body: { email: 'nobody@gmail.com', password: 'whatever1' } }));
    expect(attempts.map((answer) => answer.status)).toEqual([401, 401, 401, 429]);
    expect(attempts[3]?.body).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/\d+ seconds/) });
    expect(Number(attempts[3]?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await counters.peek('POST/auth/sign-in-127.0.0.1')).toMatchObject({ current: 4 });
  });

  it('never touches the store on routes without a limit', async () => {
    await t.server.db.query('DELETE FROM rate_limit_counters');
    expect((await call(t.url, 'GET', '/health')).status).toBe(200);
    expect((await call(t.url, 'GET', '/countries')).status).toBe(200);
    expect((await call(t.url, 'GET', '/no-such-route')).status).toBe(404);
    expect(await t.server.db.query('SELECT key FROM rate_limit_counters')).toEqual([]);
  });
});
