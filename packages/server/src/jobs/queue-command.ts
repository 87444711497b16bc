/**
 * `pnpm --filter @dealgrow/server run queue [retry <id>]`: the background job queue as an operator sees it
 * (docs/jobs.md): per job name, how many wait, run, failed and were retried; then the failed jobs with their last
 * error. `retry <id>` puts a failed job back in the queue. It opens the database the server would (DATABASE_URL or
 * the PGlite data folder) and applies pending migrations first.
 */
import { pathToFileURL } from 'node:url';
import { readConfig } from '../config.ts';
import { openDatabase, type Queryable } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { failedJobs, queueCounts, retryJob } from './queue.ts';

const COLUMNS = ['waiting', 'running', 'failed', 'retried', 'done'] as const;

/** The report `queue` prints: a table of counts by job name, then the failed jobs, newest first. */
export async function queueReport(db: Queryable, failedLimit = 20): Promise<string> {
  const counts = await queueCounts(db);
  const failed = await failedJobs(db, failedLimit);
  const width = Math.max(4, ...counts.map((row) => row.name.length));
  const lines = [[`${'job'.padEnd(width)}`, ...COLUMNS.map((column) => column.padStart(8))].join(' ')];
  for (const row of counts) lines.push([row.name.padEnd(width), ...COLUMNS.map((column) => String(row[column]).padStart(8))].join(' '));
  if (counts.length === 0) lines.push('(no jobs)');
  lines.push('');
  if (failed.length === 0) lines.push('No failed jobs.');
  else {
    lines.push(`Failed jobs (newest first; \`queue retry <id>\` runs one again):`);
    for (const job of failed) {
      const key = job.key === null ? '' : ` key ${job.key}`;
      const error = (job.lastError ?? '').replace(/\s+/g, ' ');
      lines.push(`  #${job.id} ${job.name}${key}, ${job.attempts} attempts, failed ${job.failedAt.toISOString()}: ${error}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function main(args: string[]): Promise<number> {
  const [command, argument] = args;
  if (command !== undefined && command !== 'retry') {
    console.error('Usage: pnpm --filter @dealgrow/server run queue [retry <id>]');
    return 2;
  }
  const id = Number(argument);
  if (command === 'retry' && !(Number.isInteger(id) && id > 0 && id <= 2_147_483_647)) {
    console.error('Usage: pnpm --filter @dealgrow/server run queue retry <id> (the id of a failed job)');
    return 2;
  }
  const db = await openDatabase(readConfig());
  try {
    await migrate(db);
    if (command === 'retry') {
      if (!(await retryJob(db, id))) {
        console.error(`No failed job has the id ${id}.`);
        return 1;
      }
      console.log(`Job #${id} is waiting again; a server's runner takes it at once.`);
      return 0;
    }
    process.stdout.write(await queueReport(db));
    return 0;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
