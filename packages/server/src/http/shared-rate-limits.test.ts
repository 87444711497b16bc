import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createPostgresDatabase, databaseKinds } from '../../test/harness.ts';
import { freePort } from '../../test/postgres.ts';
import { startThrowAwayRedis, type ThrowAwayRedis } from '../../test/redis.ts';
import { connectRedisRateLimits } from './rate-limit-store.ts';

// Two real server processes (`src/main.ts`, as `npm run dev` starts it) on one Postgres database: a limit counts
// the hits of both. A PGlite server is one process by nature (its database lives inside it), so these runs need
// Postgres; the Redis run needs `redis-server` (installed by .ci/run).
const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
const stores = databaseKinds.includes('postgres') ? ['database', ...(hasRedis ? ['redis'] : [])] : [];
const AUTH_RATE_LIMIT = 5;

interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts `src/main.ts` in a child process; resolves once it prints the address it listens on. */
async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: ':memory:', SEED_DEMO: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready on (http:\/\/\S+)/.exec(output);
      if (ready?.[1]) resolve(ready[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`server process exited (${code}) before listening:\n${output}`)));
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

describe.each(stores)('a limit shared by two server processes on one Postgres database, counted in the %s', (store) => {
  let database: { url: string; drop(): Promise<void> };
  let redis: ThrowAwayRedis | undefined;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    if (store === 'redis') {
      const started = await startThrowAwayRedis();
      if ('unavailable' in started) throw new Error(started.unavailable);
      redis = started;
    }
    const env = { DATABASE_URL: database.url, REDIS_URL: redis?.url ?? '', AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT) };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await redis?.stop();
    await database?.drop();
  });

  const counterRows = async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<{ key: string; hits: number }>('SELECT key, hits FROM rate_limit_counters ORDER BY key')).rows;
    } finally {
      await client.end();
    }
  };

  it('refuses the 6th sign-in attempt of a limit of 5, whichever process gets it', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const server = servers[attempt % 2] as ServerProcess;
      const answer = await call(server.url, 'POST', '/auth/sign-in', {
        body: { email: `nobody${attempt}@gmail.com`, password: 'whatever1' },
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/\d+ seconds/) });
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    // Counted per process, each would have seen 4 attempts and refused none.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('lets exactly the limit through when both processes are hit at the same time', async () => {
    const limit = AUTH_RATE_LIMIT * 3; // the e-mail availability check allows three times the sign-in limit
    const answers = await Promise.all(
      Array.from({ length: limit * 2 }, (_, i) =>
        call((servers[i % 2] as ServerProcess).url, 'POST', '/auth/unique-email-control', { body: { email: `free${i}@gmail.com` } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(limit);
  });

  it(`keeps its counters in ${store === 'redis' ? 'Redis, not the database' : 'the database table'}`, async () => {
    const expected = [
      { key: 'POST/auth/sign-in-127.0.0.1', hits: 8 },
      { key: 'POST/auth/unique-email-control-127.0.0.1', hits: AUTH_RATE_LIMIT * 6 },
    ];
    if (store === 'database') {
      expect(await counterRows()).toEqual(expected);
      return;
    }
    expect(await counterRows()).toEqual([]);
    const client = new Redis(redis?.url ?? '');
    try {
      const keys = (await client.keys('dealgrow-rate-limit-*')).sort();
      const hits = await Promise.all(keys.map(async (key) => Number(await client.get(key))));
      expect(keys.map((key, i) => ({ key: key.replace('dealgrow-rate-limit-', ''), hits: hits[i] }))).toEqual(expected);
    } finally {
      client.disconnect();
    }
  });
});

describe('rate limits in Redis', () => {
  it('fail to open when Redis cannot be reached, so that the server does not start', async () => {
    const port = await freePort();
    await expect(connectRedisRateLimits(`redis://127.0.0.1:${port}`)).rejects.toThrow(/Cannot reach Redis at REDIS_URL/);
  });
});
