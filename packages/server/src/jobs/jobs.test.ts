import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { createPostgresDatabase, databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { claimJobs, enqueueJob, failedJobs, JobFailed, queueCounts, retryJob } from './queue.ts';
import { queueReport } from './queue-command.ts';
import { Jobs, type QueuePolicy, retryDelaySeconds } from './runner.ts';

const run = promisify(execFile);
/** Fast waits, so the tests wait for the queue's events, not for production's backoff. */
const FAST: QueuePolicy = { pollSeconds: 0.05, leaseSeconds: 5, retrySeconds: 0.1, retryMaxSeconds: 1, maxAttempts: 3, concurrency: 4 };

let names = 0;
/** A job name no other test (nor the server's own runner) handles. */
const fresh = (what: string) => `test.${what}.${process.pid}.${++names}`;

describe('the retry backoff', () => {
  it('doubles from the first wait up to the longest', () => {
    const policy = { retrySeconds: 10, retryMaxSeconds: 60 };
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelaySeconds(policy, attempts))).toEqual([10, 20, 40, 60, 60]);
  });
});

describe.each(databaseKinds)('the job queue on %s', (kind) => {
  let t: TestServer;
  const runners: Jobs[] = [];
  const runner = (policy: Partial<QueuePolicy> = {}) => {
    const jobs = new Jobs(t.server.db, { ...FAST, ...policy });
    runners.push(jobs);
    return jobs;
  };
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    await Promise.all(runners.map((jobs) => jobs.stop()));
    await t?.close();
  });

  it('retries a failing job with doubling waits, then records it done and counts it retried', async () => {
    const name = fresh('flaky');
    const jobs = runner();
    const attempts: number[] = [];
    jobs.handle(name, async () => {
      attempts.push(performance.now());
      if (attempts.length < 3) throw new Error(`attempt ${attempts.length} failed`);
    });
    jobs.start();
    const id = await jobs.enqueue(name, { n: 1 });
    expect(await jobs.finished(id ?? 0)).toBe('done');

    expect(attempts).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = attempts;
    // 0.1 s, then 0.2 s (the database's clock and ours may differ by a few milliseconds).
    expect(second - first).toBeGreaterThanOrEqual(90);
    expect(third - second).toBeGreaterThanOrEqual(190);
    const [row] = await t.server.db.query<{ state: string; attempts: number; last_error: string }>(
      'SELECT state, attempts, last_error FROM jobs WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ state: 'done', attempts: 3, last_error: 'attempt 2 failed' });
    expect((await queueCounts(t.server.db)).find((counts) => counts.name === name)).toEqual({
      name,
      waiting: 0,
      running: 0,
      done: 1,
      failed: 0,
      retried: 1,
    });
  });

  it('leaves a job failed, with its last error, after its last attempt; a retry runs it again', async () => {
    const name = fresh('broken');
    const jobs = runner();
    let fixed = false;
    let calls = 0;
    jobs.handle(
      name,
      async () => {
        calls += 1;
        if (!fixed) throw new Error(`still broken (${calls})`);
      },
      { maxAttempts: 2 },
    );
    jobs.start();
    const id = (await jobs.enqueue(name, {})) ?? 0;
    expect(await jobs.finished(id)).toBe('failed');
    expect(calls).toBe(2);
    const failed = (await failedJobs(t.server.db)).find((job) => job.id === id);
    expect(failed).toMatchObject({ name, attempts: 2, lastError: 'still broken (2)' });
    expect((await queueCounts(t.server.db)).find((counts) => counts.name === name)).toMatchObject({ failed: 1, retried: 1, waiting: 0 });

    fixed = true;
    const again = jobs.finished(id);
    expect(await retryJob(t.server.db, id)).toBe(true);
    jobs.wake();
    expect(await again).toBe('done');
    expect(calls).toBe(3);
    expect(await retryJob(t.server.db, id)).toBe(false);
  });

  it('renews the lease of a job while its handler runs, so no other runner takes it', async () => {
    const name = fresh('long');
    const jobs = runner({ leaseSeconds: 1 });
    let release = () => {};
    let runs = 0;
    const started = new Promise<void>((resolve) => {
      jobs.handle(name, () => {
        runs += 1;
        resolve();
        return new Promise<void>((done) => {
          release = done;
        });
      });
    });
    jobs.start();
    const id = (await jobs.enqueue(name, {})) ?? 0;
    await started;
    const lease = async () =>
      (await t.server.db.query<{ locked_until: Date }>('SELECT locked_until FROM jobs WHERE id = $1', [id]))[0]?.locked_until.getTime() ??
      0;
    const firstLease = await lease();
    onTestFinished(() => release());
    // Past the end of the first lease, by the database's clock…
    await expect
      .poll(
        async () => (await t.server.db.query<{ past: boolean }>('SELECT now() > $1::timestamptz AS past', [new Date(firstLease)]))[0]?.past,
      )
      .toBe(true);
    // …the job is still this runner's: renewed, and no other claim gets it.
    expect(await lease()).toBeGreaterThan(firstLease);
    expect(await claimJobs(t.server.db, new Map([[name, 1]]), 5, 'another runner')).toEqual([]);
    const [row] = await t.server.db.query<{ attempts: number }>('SELECT attempts FROM jobs WHERE id = $1', [id]);
    expect([row?.attempts, runs]).toEqual([1, 1]);
    release();
    expect(await jobs.finished(id)).toBe('done');
  });

  it('gives up at once on a JobFailed', async () => {
    const name = fresh('refused');
    const jobs = runner();
    let calls = 0;
    jobs.handle(name, async () => {
      calls += 1;
      throw new JobFailed('refused for good');
    });
    jobs.start();
    const id = (await jobs.enqueue(name, {})) ?? 0;
    expect(await jobs.finished(id)).toBe('failed');
    expect(calls).toBe(1);
  });

  it('enqueues a key once, and runs its job once', async () => {
    const name = fresh('keyed');
    const jobs = runner();
    const seen: unknown[] = [];
    jobs.handle<{ n: number }>(name, async (job) => void seen.push(job.payload.n));
    const first = await jobs.enqueue(name, { n: 1 }, { key: 'only' });
    const second = await jobs.enqueue(name, { n: 2 }, { key: 'only' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    const done = jobs.finished(first ?? 0);
    jobs.start();
    expect(await done).toBe('done');
    await jobs.settled([name]);
    expect(seen).toEqual([1]);
  });

  it('does not run a job written in a transaction that rolled back', async () => {
    const name = fresh('rolled-back');
    await expect(
      t.server.db.transaction(async (tx) => {
        await enqueueJob(tx, name, {}, { maxAttempts: 1 });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await t.server.db.query('SELECT id FROM jobs WHERE name = $1', [name])).toEqual([]);
  });

  it('runs a scheduled job once per period with three runners on one database', async () => {
    const name = fresh('tick');
    const periods: number[] = [];
    const three = [runner(), runner(), runner()];
    for (const jobs of three) jobs.every(name, 0.2, async (job) => void periods.push(job.payload.period));
    for (const jobs of three) jobs.start();
    await expect.poll(() => new Set(periods).size, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(4);
    expect(periods).toEqual([...new Set(periods)]);
    const [row] = await t.server.db.query<{ count: number; periods: number }>(
      'SELECT count(*)::int AS count, count(DISTINCT key)::int AS periods FROM jobs WHERE name = $1',
      [name],
    );
    expect(row?.count).toBe(row?.periods);
  });

  it('runs the server’s own jobs: the membership sweep and the export sweep are scheduled', async () => {
    const server = await startTestServer(kind, { membershipSweepSeconds: 0.2 });
    try {
      await expect
        .poll(async () => (await queueCounts(server.server.db)).filter((row) => row.done > 0).map((row) => row.name))
        .toEqual(expect.arrayContaining(['account-data.sweep', 'memberships.sweep']));
    } finally {
      await server.close();
    }
  });
});

describe('pnpm run queue', () => {
  const cli = (env: Record<string, string>, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'queue-command.ts'), ...args], {
      cwd: join(import.meta.dirname, '..', '..'),
      env: { ...process.env, ...env },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it.each(databaseKinds)(
    'prints waiting, running, failed and retried per job name, the failed jobs, and retries one (%s)',
    async (kind) => {
      let env: Record<string, string>;
      let cleanUp: () => Promise<void>;
      if (kind === 'postgres') {
        const database = await createPostgresDatabase('migrated');
        env = { DATABASE_URL: database.url };
        cleanUp = database.drop;
      } else {
        const folder = mkdtempSync(join(tmpdir(), 'dealgrow-queue-'));
        env = { DATABASE_URL: '', DATA_DIR: join(folder, 'data') };
        cleanUp = async () => rmSync(folder, { recursive: true, force: true });
      }
      // A PGlite data folder started from the run's migrated database (initdb in WebAssembly takes seconds).
      const pgliteTemplate = kind === 'pglite' ? new Blob([readFileSync(inject('databaseTemplates').pglite.migrated)]) : undefined;
      const db = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR ?? ':memory:', pgliteTemplate });
      try {
        await migrate(db);
        const add = (name: string, state: string, attempts: number, error: string | null = null) =>
          db.query(
            `INSERT INTO jobs (name, state, attempts, last_error, finished_at) VALUES ($1, $2, $3, $4, CASE WHEN $2 IN ('done', 'failed') THEN now() END) RETURNING id`,
            [name, state, attempts, error],
          );
        await add('mail.deliver', 'waiting', 0);
        await add('mail.deliver', 'waiting', 2, 'connect ECONNREFUSED 127.0.0.1:25');
        await add('mail.deliver', 'done', 1);
        await add('push.send', 'running', 1);
        const [failed] = await add('push.send', 'failed', 8, 'the push service did not take\nthe notification');
        const failedId = (failed as { id: number }).id;
        if (kind === 'pglite') await db.close();

        const report = await cli(env);
        expect(report.code, report.stderr).toBe(0);
        expect(report.stdout.split('\n').slice(0, 3)).toEqual([
          'job           waiting  running   failed  retried     done',
          'mail.deliver        2        0        0        1        1',
          'push.send           0        1        1        1        0',
        ]);
        expect(report.stdout).toMatch(
          new RegExp(`#${failedId} push\\.send, 8 attempts, failed \\S+: the push service did not take the notification\\n`),
        );

        expect(await cli(env, 'retry', String(failedId))).toMatchObject({
          code: 0,
          stdout: `Job #${failedId} is waiting again; a server's runner takes it at once.\n`,
        });
        // The rest in this process (each CLI start costs seconds): the job is waiting again, and no longer failed.
        const again = kind === 'pglite' ? await openDatabase({ dataDir: env.DATA_DIR ?? ':memory:' }) : db;
        try {
          expect(await retryJob(again, failedId)).toBe(false);
          const after = await queueReport(again);
          expect(after).toContain('push.send           1        1        0        1        0');
          expect(after).toContain('No failed jobs.');
        } finally {
          await again.close();
        }
      } finally {
        await cleanUp();
      }
    },
    // Two CLI processes, each starting tsx and opening the database.
    60_000,
  );
});

describe('the queue command’s arguments', () => {
  it('refuses anything but no argument or retry with an id', async () => {
    const usage = await run(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'queue-command.ts'), 'retry', 'x'], {
      cwd: join(import.meta.dirname, '..', '..'),
    }).catch((error: { code: number; stderr: string }) => error);
    expect(usage).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage:') });
  });
});
