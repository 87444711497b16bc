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
 * The count is of every statement, the job runner's included: `during` first lets the jobs an earlier request
 * enqueued finish, so that what it counts is the work's own statements.
 */
export function countStatements(
  server: Pick<DealgrowServer, 'db' | 'jobs'> & Partial<Pick<DealgrowServer, 'pageViews'>>,
): StatementCounter {
  const { db } = server;
  const query = db.query;
  let statements = 0;
  db.query = ((sql: string, params?: readonly unknown[]) => {
    statements += 1;
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
