import type { Queryable } from '../db/database.ts';

/** Where a job is: due or waiting for its retry, claimed by a runner, finished, or given up (docs/jobs.md). */
export type JobState = 'waiting' | 'running' | 'done' | 'failed';

/** A job as a handler receives it. */
export interface Job<Payload = unknown> {
  id: number;
  name: string;
  /** The enqueue's idempotency key (a scheduled job's period), or null. */
  key: string | null;
  payload: Payload;
  /** Attempts so far, this one included. */
  attempts: number;
  maxAttempts: number;
  createdAt: Date;
  /** The error of the attempt before, when this one is a retry. */
  lastError: string | null;
}

/** A handler's way of saying "this cannot succeed, do not retry" (a refused mail, a gone subscription). */
export class JobFailed extends Error {}

export interface EnqueueOptions {
  /** One job per (name, key), for ever: enqueueing the same key again is a no-op (answers null). */
  key?: string;
  /** Seconds from now before the job is due (0 by default). */
  delaySeconds?: number;
  /** Attempts before the job stays failed (the handler's, else the queue's default). */
  maxAttempts?: number;
}

interface JobRow {
  id: number;
  name: string;
  key: string | null;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  created_at: Date | string;
  last_error: string | null;
}

const fromRow = (row: JobRow): Job => ({
  id: row.id,
  name: row.name,
  key: row.key,
  payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
  attempts: row.attempts,
  maxAttempts: row.max_attempts,
  createdAt: new Date(row.created_at),
  lastError: row.last_error,
});

/** Errors are kept this long at most. */
const ERROR_LENGTH = 2000;
const describe = (error: unknown): string => (error instanceof Error ? error.message || error.name : String(error)).slice(0, ERROR_LENGTH);

/**
 * Adds a job (in `via`, the transaction of the action it belongs to, when given: it runs only if the action commits).
 * Answers its id, or null when a job with the same name and key exists already.
 */
export async function enqueueJob(
  via: Queryable,
  name: string,
  payload: unknown,
  options: EnqueueOptions & { maxAttempts: number },
): Promise<number | null> {
  const [row] = await via.query<{ id: number }>(
    `INSERT INTO jobs (name, key, payload, max_attempts, run_at) VALUES ($1, $2, $3::jsonb, $4, now() + make_interval(secs => $5))
       ON CONFLICT (name, key) WHERE key IS NOT NULL DO NOTHING RETURNING id`,
    [name, options.key ?? null, JSON.stringify(payload ?? {}), options.maxAttempts, options.delaySeconds ?? 0],
  );
  return row?.id ?? null;
}

/**
 * Claims up to `limit` due jobs of these names for `token`, each for its name's lease: waiting jobs whose time has
 * come, and running jobs whose lease ran out (their process died). FOR UPDATE SKIP LOCKED: two runners never claim
 * the same job at once. A job whose lease ran out on its last attempt is marked failed instead.
 */
export async function claimJobs(db: Queryable, leases: ReadonlyMap<string, number>, limit: number, token: string): Promise<Job[]> {
  if (limit <= 0 || leases.size === 0) return [];
  const names = [...leases.keys()];
  const seconds = names.map((name) => leases.get(name) ?? 60);
  await db.query(
    `UPDATE jobs SET state = 'failed', finished_at = now(), updated_at = now(), locked_until = NULL,
            last_error = 'the process running it stopped (its lease ran out) on the last attempt'
      WHERE state = 'running' AND locked_until <= now() AND attempts >= max_attempts AND name = ANY($1::text[])`,
    [names],
  );
  const rows = await db.query<JobRow>(
    `WITH due AS (
       SELECT j.id, l.lease FROM jobs j JOIN unnest($1::text[], $2::float8[]) AS l (name, lease) ON l.name = j.name
        WHERE (j.state = 'waiting' AND j.run_at <= now()) OR (j.state = 'running' AND j.locked_until <= now())
        ORDER BY j.run_at, j.id LIMIT $3 FOR UPDATE OF j SKIP LOCKED)
     UPDATE jobs SET state = 'running', attempts = jobs.attempts + 1, locked_by = $4,
            locked_until = now() + make_interval(secs => due.lease), updated_at = now()
       FROM due WHERE jobs.id = due.id
     RETURNING jobs.id, jobs.name, jobs.key, jobs.payload, jobs.attempts, jobs.max_attempts, jobs.created_at, jobs.last_error`,
    [names, seconds, limit, token],
  );
  return rows.map(fromRow).sort((a, b) => a.id - b.id);
}

/** Keeps a claimed job this runner's for `seconds` more (a long job's heartbeat). False when it is no longer ours. */
export async function extendLease(db: Queryable, id: number, token: string, seconds: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE jobs SET locked_until = now() + make_interval(secs => $3) WHERE id = $1 AND locked_by = $2 AND state = 'running' RETURNING id`,
    [id, token, seconds],
  );
  return rows.length > 0;
}

/** The handler finished: the job is done. Only the claim that holds it records it. */
export async function completeJob(db: Queryable, id: number, token: string): Promise<void> {
  await db.query(
    `UPDATE jobs SET state = 'done', finished_at = now(), updated_at = now(), locked_until = NULL
      WHERE id = $1 AND locked_by = $2 AND state = 'running'`,
    [id, token],
  );
}

/**
 * The handler threw: the job waits `retryInSeconds` for its next attempt, or, with null (a JobFailed, or the last
 * attempt), stays failed with its error, visible to an operator (`pnpm run queue`).
 */
export async function failJob(db: Queryable, id: number, token: string, error: unknown, retryInSeconds: number | null): Promise<void> {
  if (retryInSeconds === null) {
    await db.query(
      `UPDATE jobs SET state = 'failed', finished_at = now(), updated_at = now(), locked_until = NULL, last_error = $3
        WHERE id = $1 AND locked_by = $2 AND state = 'running'`,
      [id, token, describe(error)],
    );
    return;
  }
  await db.query(
    `UPDATE jobs SET state = 'waiting', run_at = now() + make_interval(secs => $4), updated_at = now(), locked_until = NULL,
            last_error = $3
      WHERE id = $1 AND locked_by = $2 AND state = 'running'`,
    [id, token, describe(error), retryInSeconds],
  );
}

/**
 * A look at the queue that writes nothing (an idle runner's pass must not count as this process's write: the read
 * cache keeps answers until one): whether a job of these names is due now (waiting and due, or running with its lease
 * run out), and the seconds until the next one falls due (0 when one is due now; null when none waits).
 */
export async function peekJobs(db: Queryable, names: readonly string[]): Promise<{ due: boolean; seconds: number | null }> {
  const [row] = await db.query<{ due: boolean; seconds: number | null }>(
    `SELECT coalesce(bool_or((state = 'waiting' AND run_at <= now()) OR (state = 'running' AND locked_until <= now())), false) AS due,
            extract(epoch FROM min(CASE WHEN state = 'waiting' THEN run_at ELSE locked_until END) - now())::float8 AS seconds
       FROM jobs WHERE state IN ('waiting', 'running') AND name = ANY($1::text[])`,
    [[...names]],
  );
  const seconds = row?.seconds;
  return { due: row?.due === true, seconds: seconds === null || seconds === undefined ? null : Math.max(0, Number(seconds)) };
}

/** How many jobs of these names are due now or running (waiting for a later retry does not count). */
export async function dueOrRunning(db: Queryable, names: readonly string[]): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM jobs
      WHERE name = ANY($1::text[]) AND (state = 'running' OR (state = 'waiting' AND run_at <= now()))`,
    [[...names]],
  );
  return row?.count ?? 0;
}

/** The jobs of one name in each state: what an operator and the metrics look at. */
export interface JobCounts {
  name: string;
  waiting: number;
  running: number;
  done: number;
  failed: number;
  /** Jobs that needed more than one attempt (done, failed or waiting for their retry). */
  retried: number;
}

/** Counts by job name and state (`pnpm run queue`; the metrics' queue gauges). */
export async function queueCounts(db: Queryable): Promise<JobCounts[]> {
  return db.query<JobCounts>(
    `SELECT name,
            count(*) FILTER (WHERE state = 'waiting')::int AS waiting,
            count(*) FILTER (WHERE state = 'running')::int AS running,
            count(*) FILTER (WHERE state = 'done')::int AS done,
            count(*) FILTER (WHERE state = 'failed')::int AS failed,
            count(*) FILTER (WHERE attempts > 1 OR (state = 'waiting' AND attempts > 0))::int AS retried
       FROM jobs GROUP BY name ORDER BY name`,
  );
}

/** A failed job as an operator sees it. */
export interface FailedJob {
  id: number;
  name: string;
  key: string | null;
  attempts: number;
  lastError: string | null;
  failedAt: Date;
}

/** The failed jobs, newest first. */
export async function failedJobs(db: Queryable, limit = 50): Promise<FailedJob[]> {
  const rows = await db.query<{
    id: number;
    name: string;
    key: string | null;
    attempts: number;
    last_error: string | null;
    finished_at: Date | string;
  }>(
    `SELECT id, name, key, attempts, last_error, finished_at FROM jobs WHERE state = 'failed' ORDER BY finished_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    key: row.key,
    attempts: row.attempts,
    lastError: row.last_error,
    failedAt: new Date(row.finished_at),
  }));
}

/** Puts a failed job back in the queue, due now, with a fresh round of attempts. False when no failed job has this id. */
export async function retryJob(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE jobs SET state = 'waiting', run_at = now(), max_attempts = attempts + greatest(1, max_attempts), finished_at = NULL,
            updated_at = now(), locked_until = NULL, locked_by = NULL
      WHERE id = $1 AND state = 'failed' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/** Removes finished jobs older than `days` (failed ones stay until retried or looked at). */
export async function removeOldJobs(db: Queryable, days: number): Promise<number> {
  const rows = await db.query(`DELETE FROM jobs WHERE state = 'done' AND finished_at < now() - make_interval(days => $1) RETURNING id`, [
    days,
  ]);
  return rows.length;
}
