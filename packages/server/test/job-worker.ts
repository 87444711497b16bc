/**
 * A worker process for the job queue's process tests (src/jobs/processes.test.ts): a runner on the Postgres of
 * DATABASE_URL, as a server process runs one. Its handlers write what they do to `job_test_runs`, a table the test
 * makes, and tell stdout when a job starts (`started <id>`), so the test kills it at the right moment.
 *
 *  - `test.slow`: records `started`, then with HANG=1 waits until the process is killed; else records `finished`.
 *  - `test.tick`, with TICK_SECONDS set: a scheduled job once per period; records the period.
 *
 * LEASE_SECONDS sets the lease (short in the tests, so the job of a killed process is taken again quickly).
 */
import { openDatabase } from '../src/db/database.ts';
import { Jobs } from '../src/jobs/runner.ts';

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: ':memory:' });
const lease = Number(process.env.LEASE_SECONDS ?? 60);
const jobs = new Jobs(db, {
  pollSeconds: 0.05,
  leaseSeconds: lease,
  retrySeconds: 0.05,
  retryMaxSeconds: 1,
  maxAttempts: 5,
  concurrency: 4,
});
const record = (job: number, phase: string, period: number | null = null) =>
  db.query('INSERT INTO job_test_runs (job_id, pid, phase, period) VALUES ($1, $2, $3, $4)', [job, process.pid, phase, period]);

jobs.handle('test.slow', async (job) => {
  await record(job.id, 'started');
  process.stdout.write(`started ${job.id}\n`);
  if (process.env.HANG === '1') await new Promise(() => {});
  await record(job.id, 'finished');
});
const tick = Number(process.env.TICK_SECONDS ?? 0);
if (tick > 0) jobs.every('test.tick', tick, async (job) => void (await record(job.id, 'tick', job.payload.period)));

jobs.start({ warn: (details, message) => console.error(message, details), error: (details, message) => console.error(message, details) });
process.stdout.write('ready\n');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void jobs
      .stop()
      .then(() => db.close())
      .then(() => process.exit(0));
  });
}
