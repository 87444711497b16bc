import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, databaseKinds } from '../../test/harness.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { enqueueJob } from './queue.ts';

/**
 * The queue across real processes on one Postgres (test/job-worker.ts runs a runner as a server process does): a job
 * survives the process killed in the middle of it, and a scheduled job runs once a period however many processes run.
 */
const WORKER = join(import.meta.dirname, '..', '..', 'test', 'job-worker.ts');
const LEASE_SECONDS = 1;

type Worker = ChildProcessByStdio<null, Readable, Readable> & { output: string; stopped: Promise<void> };

/** Starts a worker process; resolves once its runner is claiming. */
function startWorker(databaseUrl: string, env: Record<string, string> = {}): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, DATABASE_URL: databaseUrl, LEASE_SECONDS: String(LEASE_SECONDS), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  }) as Worker;
  child.output = '';
  child.stopped = new Promise((resolve) => child.once('exit', () => resolve()));
  child.stderr.on('data', (chunk: Buffer) => {
    child.output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      child.output += chunk.toString();
      if (child.output.includes('ready\n')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}): ${child.output}`)));
  });
}

/** Resolves when the worker's output contains this text. */
const outputOf = (worker: Worker, text: string) =>
  new Promise<void>((resolve, reject) => {
    const look = () => {
      if (worker.output.includes(text)) resolve();
    };
    worker.stdout.on('data', look);
    worker.once('exit', () => reject(new Error(`the worker exited before printing ${text}: ${worker.output}`)));
    look();
  });

describe.runIf(databaseKinds.includes('postgres'))('the job queue across processes on Postgres', () => {
  let database: { url: string; drop(): Promise<void> };
  let db: Database;
  const workers: Worker[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const worker = await startWorker(database.url, env);
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    database = await createPostgresDatabase('migrated');
    db = await openDatabase({ databaseUrl: database.url, dataDir: ':memory:' });
    await db.exec(
      'CREATE TABLE job_test_runs (id serial PRIMARY KEY, job_id int NOT NULL, pid int NOT NULL, phase text NOT NULL, period bigint, at timestamptz NOT NULL DEFAULT clock_timestamp())',
    );
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) {
      worker.kill('SIGKILL');
      await worker.stopped;
    }
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('finishes a job in another process once the lease of the process killed in the middle of it runs out', async () => {
    const id = await enqueueJob(db, 'test.slow', {}, { maxAttempts: 5 });
    const doomed = await start({ HANG: '1' });
    await outputOf(doomed, `started ${id}`);
    const [running] = await db.query<{ state: string; attempts: number; locked_until: Date }>(
      'SELECT state, attempts, locked_until FROM jobs WHERE id = $1',
      [id],
    );
    expect(running).toMatchObject({ state: 'running', attempts: 1 });

    doomed.kill('SIGKILL');
    await doomed.stopped;
    const rescuer = await start();
    await expect.poll(async () => (await db.query<{ state: string }>('SELECT state FROM jobs WHERE id = $1', [id]))[0]?.state).toBe('done');

    const runs = await db.query<{ pid: number; phase: string; at: Date }>(
      'SELECT pid, phase, at FROM job_test_runs WHERE job_id = $1 ORDER BY id',
      [id],
    );
    expect(runs.map((run) => [run.pid, run.phase])).toEqual([
      [doomed.pid, 'started'],
      [rescuer.pid, 'started'],
      [rescuer.pid, 'finished'],
    ]);
    // Not before the killed process's lease ran out (its heartbeat kept it until the kill).
    expect(runs[1]?.at.getTime()).toBeGreaterThanOrEqual((running?.locked_until.getTime() ?? 0) - 5);
    const [done] = await db.query<{ attempts: number }>('SELECT attempts FROM jobs WHERE id = $1', [id]);
    expect(done?.attempts).toBe(2);
  });

  it('runs a scheduled job once per period with three processes running', async () => {
    await Promise.all([start({ TICK_SECONDS: '1' }), start({ TICK_SECONDS: '1' }), start({ TICK_SECONDS: '1' })]);
    const ticks = () =>
      db.query<{ period: number; pid: number }>("SELECT period::float8 AS period, pid FROM job_test_runs WHERE phase = 'tick' ORDER BY id");
    // Three whole periods after the one the processes started in.
    await expect
      .poll(async () => new Set((await ticks()).map((tick) => tick.period)).size, { timeout: 15_000, interval: 100 })
      .toBeGreaterThanOrEqual(4);
    const seen = await ticks();
    const perPeriod = new Map<number, number>();
    for (const tick of seen) perPeriod.set(tick.period, (perPeriod.get(tick.period) ?? 0) + 1);
    expect(
      [...perPeriod.values()].every((count) => count === 1),
      JSON.stringify([...perPeriod]),
    ).toBe(true);
    const jobsPerPeriod = await db.query<{ key: string; count: number }>(
      "SELECT key, count(*)::int AS count FROM jobs WHERE name = 'test.tick' GROUP BY key HAVING count(*) > 1",
    );
    expect(jobsPerPeriod).toEqual([]);
    // Each worker process tried to insert each period's job; the key let one insert through.
    expect(workers.map((worker) => worker.exitCode)).toEqual([null, null, null]);
  });
});
