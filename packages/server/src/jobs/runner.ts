import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { traced } from '../ops/tracing.ts';
import {
  claimJobs,
  completeJob,
  dueOrRunning,
  type EnqueueOptions,
  enqueueJob,
  extendLease,
  failJob,
  type Job,
  JobFailed,
  peekJobs,
  removeOldJobs,
} from './queue.ts';

/** Marks the runner's own work (its passes, and the jobs it runs with their heartbeats) in every async continuation. */
const runnerWork = new AsyncLocalStorage<true>();

/**
 * True inside the job runner's work: a pass over the queue or a job it runs, started by its timer or a wake, not by a
 * request. The tests' statement counter (test/statement-count.ts) leaves these out of a request's count.
 */
export function inJobRunner(): boolean {
  return runnerWork.getStore() === true;
}

/** How a job name retries and holds its jobs (seconds); unset fields take the queue's policy. */
export interface JobPolicy {
  /** A claimed job is this runner's for this long, renewed while its handler runs; past it (a crash) it is claimed again. */
  leaseSeconds: number;
  /** Attempts before the job stays failed. */
  maxAttempts: number;
  /** The first retry waits this long, each next one twice as long… */
  retrySeconds: number;
  /** …up to this. */
  retryMaxSeconds: number;
}

/** The queue's own settings (config.ts: JOB_POLL_SECONDS and the rest, docs/jobs.md). */
export interface QueuePolicy extends JobPolicy {
  /** Seconds between two looks at the table when nothing woke the runner (jobs enqueued by other processes). */
  pollSeconds: number;
  /** Jobs one process runs at once. */
  concurrency: number;
}

export type JobHandler<Payload> = (job: Job<Payload>) => Promise<void>;

export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

interface Registered {
  handler: JobHandler<never>;
  policy: JobPolicy;
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: doubling from retrySeconds, up to retryMaxSeconds. */
export function retryDelaySeconds(policy: Pick<JobPolicy, 'retrySeconds' | 'retryMaxSeconds'>, attempts: number): number {
  return Math.min(policy.retryMaxSeconds, policy.retrySeconds * 2 ** Math.max(0, attempts - 1));
}

/** The period a scheduled job of `everySeconds` is in at `now`: its number since the epoch, the job's key. */
export const periodOf = (everySeconds: number, now = Date.now()): number => Math.floor(now / 1000 / everySeconds);

/** Done jobs are kept a week (what ran, for an operator), then removed by the hourly `jobs.cleanup`. */
const KEEP_DONE_DAYS = 7;

/**
 * The background jobs of one process (docs/jobs.md): modules register handlers (`handle`) and scheduled jobs
 * (`every`), and add work with `enqueue`; once started, the runner claims due jobs from the shared `jobs` table
 * and runs them, up to `concurrency` at once. Every process runs one; each job still runs once at a time
 * (claims with leases), at least once (a killed process's job is claimed again when its lease runs out), so every
 * handler is idempotent.
 */
export class Jobs {
  private readonly handlers = new Map<string, Registered>();
  private readonly schedules = new Map<string, { everySeconds: number; lastPeriod: number | null }>();
  private readonly active = new Map<number, Promise<void>>();
  private readonly finishedWaiters = new Map<number, Array<(state: 'done' | 'failed') => void>>();
  private readonly token = randomUUID();
  private log: JobLog | undefined;
  private started = false;
  private stopped = false;
  private woken = false;
  private queuedInTransaction = false;
  private wakeUp: (() => void) | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    readonly policy: QueuePolicy,
  ) {
    this.every('jobs.cleanup', 3600, async () => void (await removeOldJobs(this.db, KEEP_DONE_DAYS)));
  }

  /** Registers the handler of a job name (before `start`). */
  handle<Payload>(name: string, handler: JobHandler<Payload>, policy: Partial<JobPolicy> = {}): void {
    if (this.handlers.has(name)) throw new Error(`job ${name} has a handler already`);
    this.handlers.set(name, { handler: handler as JobHandler<never>, policy: { ...this.policy, ...policy } });
  }

  /**
   * A job run once per period of `everySeconds` across every process: each runner inserts the period's job with the
   * period as its key, so the first insert wins and the others are no-ops; then one runner claims and runs it.
   */
  every(name: string, everySeconds: number, handler: JobHandler<{ period: number }>, policy: Partial<JobPolicy> = {}): void {
    if (!(everySeconds > 0)) throw new Error(`job ${name}: a period of ${everySeconds} s`);
    this.handle(name, handler, policy);
    this.schedules.set(name, { everySeconds, lastPeriod: null });
  }

  /**
   * Adds a job (in `via`, the action's transaction, when given). Answers its id, or null when `key` was enqueued
   * before. The runner of this process is woken (after the answer, for a job written in a transaction).
   */
  async enqueue(name: string, payload: unknown, options: EnqueueOptions & { via?: Queryable } = {}): Promise<number | null> {
    const { via, ...rest } = options;
    const maxAttempts = rest.maxAttempts ?? this.handlers.get(name)?.policy.maxAttempts ?? this.policy.maxAttempts;
    const id = await enqueueJob(via ?? this.db, name, payload, { ...rest, maxAttempts });
    if (via !== undefined && via !== this.db) this.queuedInTransaction = true;
    else this.wake();
    return id;
  }

  /** Starts claiming and running jobs (once the server's log is ready). */
  start(log?: JobLog): void {
    if (log) this.log = log;
    this.started = true;
    this.running ??= runnerWork.run(true, () => this.run());
  }

  /** Runs a pass soon (a job was enqueued, or one finished). */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** After an answer went out: wakes the runner if a job was written in a transaction (it has committed by now). */
  afterAnswer(): void {
    if (!this.queuedInTransaction) return;
    this.queuedInTransaction = false;
    this.wake();
  }

  /** Resolves when a job this process runs ends ('done' or 'failed'); never, if another process runs it. */
  finished(id: number): Promise<'done' | 'failed'> {
    return new Promise((resolve) => {
      const waiters = this.finishedWaiters.get(id) ?? [];
      waiters.push(resolve);
      this.finishedWaiters.set(id, waiters);
    });
  }

  /**
   * Resolves once no job of these names (every handled name by default) is due or running: tests, after an action
   * that enqueues work. A job waiting for a later retry does not hold it.
   */
  async settled(names: readonly string[] = [...this.handlers.keys()]): Promise<void> {
    if (!this.started) throw new Error('the job runner has not started');
    for (;;) {
      await Promise.allSettled([...this.active.values()]);
      if ((await dueOrRunning(this.db, names)) === 0 && this.active.size === 0) return;
      this.wake();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Stops claiming, and waits for the jobs under way to end and be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    await this.running;
    await Promise.allSettled([...this.active.values()]);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      this.woken = false;
      let claimed = 0;
      let nextDue: number | null = null;
      try {
        await this.insertScheduled();
        const free = this.policy.concurrency - this.active.size;
        if (free > 0) {
          // A read first: an idle pass writes nothing; the claim (a write) only when a job is due.
          const peek = await peekJobs(this.db, [...this.handlers.keys()]);
          if (peek.due) {
            const leases = new Map([...this.handlers].map(([name, registered]) => [name, registered.policy.leaseSeconds]));
            const jobs = await claimJobs(this.db, leases, free, this.token);
            claimed = jobs.length;
            for (const job of jobs) this.begin(job);
          } else nextDue = peek.seconds;
        }
      } catch (error) {
        // The database is unreachable for a moment: the next pass tries again.
        this.log?.warn({ reason: error instanceof Error ? error.message : String(error) }, 'job queue pass failed');
      }
      if (this.stopped) break;
      if (this.woken || (claimed > 0 && this.active.size < this.policy.concurrency)) continue;
      await this.sleep(Math.min(this.policy.pollSeconds, nextDue ?? this.policy.pollSeconds, this.secondsToNextPeriod()));
    }
  }

  /** Inserts the job of each schedule's current period, once per period and process (the key makes it once overall). */
  private async insertScheduled(): Promise<void> {
    const now = Date.now();
    for (const [name, schedule] of this.schedules) {
      const period = periodOf(schedule.everySeconds, now);
      if (schedule.lastPeriod === period) continue;
      await enqueueJob(this.db, name, { period }, { key: String(period), maxAttempts: this.handlers.get(name)?.policy.maxAttempts ?? 1 });
      schedule.lastPeriod = period;
    }
  }

  private secondsToNextPeriod(): number {
    const now = Date.now() / 1000;
    let next = Number.POSITIVE_INFINITY;
    for (const { everySeconds } of this.schedules.values())
      next = Math.min(next, (Math.floor(now / everySeconds) + 1) * everySeconds - now);
    return next;
  }

  private begin(job: Job): void {
    const registered = this.handlers.get(job.name);
    if (!registered) return;
    const { policy } = registered;
    const task = (async () => {
      // The heartbeat: the lease renewed while the handler runs, so only a dead process's jobs are claimed again.
      const heartbeat = setInterval(
        () => void extendLease(this.db, job.id, this.token, policy.leaseSeconds).catch(() => undefined),
        Math.max(10, (policy.leaseSeconds * 1000) / 3),
      );
      heartbeat.unref();
      let state: 'done' | 'failed' | 'retry' = 'done';
      try {
        try {
          // A span per attempt when tracing is on (docs/observability.md): its SQL statements are its children.
          await traced(`job ${job.name}`, () => registered.handler(job as Job<never>), { 'job.id': job.id, 'job.attempt': job.attempts });
        } finally {
          clearInterval(heartbeat);
        }
        await completeJob(this.db, job.id, this.token);
      } catch (error) {
        const last = error instanceof JobFailed || job.attempts >= job.maxAttempts;
        state = last ? 'failed' : 'retry';
        const level = last ? 'error' : 'warn';
        this.log?.[level]({ job: job.id, name: job.name, attempts: job.attempts, err: error }, last ? 'job failed' : 'job will be retried');
        await failJob(this.db, job.id, this.token, error, last ? null : retryDelaySeconds(policy, job.attempts)).catch(
          (recording: unknown) =>
            this.log?.warn({ job: job.id, reason: String(recording) }, 'job outcome not recorded (its lease will run out)'),
        );
      }
      if (state === 'retry') return;
      for (const resolve of this.finishedWaiters.get(job.id) ?? []) resolve(state);
      this.finishedWaiters.delete(job.id);
    })().finally(() => {
      this.active.delete(job.id);
      this.wake();
    });
    this.active.set(job.id, task);
  }

  private sleep(seconds: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      // At least a few milliseconds: a due job another process is claiming right now is not polled for in a tight loop.
      const timer = setTimeout(done, Math.max(5, seconds * 1000));
      timer.unref();
      this.wakeUp = done;
      if (this.woken || this.stopped) done();
    });
  }
}

declare module '../http/context.ts' {
  interface ServerContext {
    /** The background job queue (jobs/runner.ts, docs/jobs.md): modules register handlers and enqueue work. */
    jobs: Jobs;
  }
}
