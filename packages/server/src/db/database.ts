import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** The product's database: PGlite in-process by default, a Postgres server when DATABASE_URL is set. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * How many writes this process has completed through this database: a statement that changes data, a
   * transaction, an `exec`. Answers read before a write are not reused after it (src/http/read-cache.ts).
   */
  readonly writes: number;
  /** Runs several statements at once, without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a Postgres server. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; ':memory:' keeps everything in memory. */
  dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/**
 * A freshly initialised PGlite data folder, made by the build beside the compiled server (tsup.config.ts):
 * `initdb` takes seconds in WebAssembly, unpacking its result a fraction of that.
 */
export const PGLITE_TEMPLATE = 'pglite-template.tar.gz';

function freshFolderTemplate(dataDir: string): Blob | undefined {
  const template = join(import.meta.dirname, PGLITE_TEMPLATE);
  if (existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(template)) return undefined;
  return new Blob([readFileSync(template)]);
}

/** A statement that may change data (reads are SELECT or WITH … SELECT without a data-changing clause). */
export function isWrite(sql: string): boolean {
  return !/^\s*(SELECT|WITH)\b/i.test(sql) || /\b(INSERT|UPDATE|DELETE|TRUNCATE|MERGE|COPY|CALL|LOCK)\b|\bpg_advisory/i.test(sql);
}

/** Wraps a database's calls so that every completed write counts in `writes`. */
function countingWrites(db: Omit<Database, 'writes'>): Database {
  let writes = 0;
  const counted = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } finally {
      writes += 1;
    }
  };
  return {
    kind: db.kind,
    get writes() {
      return writes;
    },
    query: (sql, params) => (isWrite(sql) ? counted(db.query(sql, params)) : db.query(sql, params)),
    exec: (sql) => counted(db.exec(sql)),
    transaction: (work) => counted(db.transaction(work)),
    close: () => db.close(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === ':memory:';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const template = inMemory ? undefined : freshFolderTemplate(dataDir);
  // Each driver is loaded only by the servers that use it.
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  // pg_trgm: member search's typo tolerance (migration 0011); loaded at every open, created once by the migration.
  const extensions = { pg_trgm };
  const db = inMemory ? new PGlite({ extensions }) : new PGlite(dataDir, template ? { loadDataDir: template, extensions } : { extensions });
  await db.waitReady;
  // PGlite runs one statement at a time; a queue keeps transactions from interleaving with other queries.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  return countingWrites({
    kind: 'pglite',
    query: <Row>(sql: string, params: readonly unknown[] = []) => serial(async () => (await db.query<Row>(sql, [...params])).rows),
    exec: (sql) => serial(async () => void (await db.exec(sql))),
    transaction: (work) =>
      serial(() =>
        db.transaction((tx) =>
          work({ query: async <Row>(sql: string, params: readonly unknown[] = []) => (await tx.query<Row>(sql, [...params])).rows }),
        ),
      ),
    close: () => serial(() => db.close()),
  });
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closed (restart, failover, a dropped test database) is discarded by the
  // pool; without a listener its 'error' event would crash the process.
  pool.on('error', (error) => console.warn(`[dealgrow] an idle Postgres connection closed: ${error.message}`));
  // int8 (count, sum) comes back as a JS number: every count in this product fits.
  pg.types.setTypeParser(20, (value) => Number(value));
  pg.types.setTypeParser(1700, (value) => Number(value));
  const client = await pool.connect();
  client.release();
  return countingWrites({
    kind: 'postgres',
    query: async <Row>(sql: string, params: readonly unknown[] = []) => (await pool.query(sql, [...params])).rows as Row[],
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (work) => {
      const tx = await pool.connect();
      try {
        await tx.query('BEGIN');
        const result = await work({
          query: async <Row>(sql: string, params: readonly unknown[] = []) => (await tx.query(sql, [...params])).rows as Row[],
        });
        await tx.query('COMMIT');
        return result;
      } catch (error) {
        await tx.query('ROLLBACK');
        throw error;
      } finally {
        tx.release();
      }
    },
    close: () => pool.end(),
  });
}

/** The first row, or undefined. */
export async function first<Row>(db: Queryable, sql: string, params?: readonly unknown[]): Promise<Row | undefined> {
  const rows = await db.query<Row>(sql, params);
  return rows[0];
}
