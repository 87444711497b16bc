import { inJobRunner } from '../src/jobs/runner.ts';
import type { DealgrowServer } from '../src/server.ts';

export interface StatementCounter {
  /**
   * Waits for the background jobs due now (a sign-up's mail, a post's fan-out) to end and the page views waiting to be
   * written, then runs the work and answers how many SQL statements the server ran meanwhile.
   */
  during(work: () => Promise<unknown>): Promise<number>;
  /** Puts the database's own query back. */
  restore(): void;
}

/**
 * Counts the SQL statements the server runs, by wrapping its database's query in place
 * (docs/performance.md: one a read, the session cached). Call restore() when done, in a finally or afterAll.
 *
 * The count is of the work's own statements: `during` first lets the jobs an earlier request enqueued finish, and the
 * job runner's statements (its passes over the queue and the jobs it runs, `inJobRunner`) are never counted. Its timer
 * fires when it will: a scheduled job's period starting during the work once added its pass's statements to a read's
 * one (4 for 1, on the CI of 2026-12-05).
 */
export function countStatements(
  server: Pick<DealgrowServer, 'db' | 'jobs'> & Partial<Pick<DealgrowServer, 'pageViews'>>,
): StatementCounter {
  const { db } = server;
  const query = db.query;
  let statements = 0;
  db.query = ((sql: string, params?: readonly unknown[]) => {
    if (!inJobRunner()) statements += 1;
    return query(sql, params);
  }) as typeof db.query;
  return {
    async during(work: () => Promise<unknown>): Promise<number> {
      await server.jobs.settled();
      // And the page views read before it written now (docs/analytics.md), not in the middle of the work.
      await server.pageViews?.flush();
      statements = 0;
      await work();
      return statements;
    },
    restore: () => {
      db.query = query;
    },
  };
}
