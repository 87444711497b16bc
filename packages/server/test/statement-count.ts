import type { Database } from '../src/db/database.ts';

export interface StatementCounter {
  /** Runs the work and answers how many SQL statements the server ran meanwhile. */
  during(work: () => Promise<unknown>): Promise<number>;
  /** Puts the database's own query back. */
  restore(): void;
}

/**
 * Counts the SQL statements the server runs, by wrapping its database's query in place
 * (docs/performance.md: one a read, the session cached). Call restore() when done, in a finally or afterAll.
 */
export function countStatements(db: Database): StatementCounter {
  const query = db.query;
  let statements = 0;
  db.query = ((sql: string, params?: readonly unknown[]) => {
    statements += 1;
    return query(sql, params);
  }) as Database['query'];
  return {
    async during(work: () => Promise<unknown>): Promise<number> {
      statements = 0;
      await work();
      return statements;
    },
    restore: () => {
      db.query = query;
    },
  };
}
