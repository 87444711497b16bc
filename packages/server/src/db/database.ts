import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { querySeries, registerGauge } from '../ops/metrics.ts';
import { sqlSpan } from '../ops/tracing.ts';
import { passWriteGateWithMark, type WriteMark } from './write-gate.ts';

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/**
 * A statement run often enough that planning it each time shows in a route's latency: the database keeps it planned
 * under its name (a named prepared statement), per connection.
 */
export interface PreparedStatement {
  name: string;
  sql: string;
  /**
   * A write to a table no answer reads (a server process's heartbeat): it passes no write gate and does not count
   * in `writes`, so it outdates no read kept in the read cache.
   */
  bookkeeping?: true;
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
  /** Runs a prepared statement (planned once per connection) with these parameters. */
  prepared<Row = Record<string, unknown>>(statement: PreparedStatement, params: readonly unknown[]): Promise<Row[]>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a Postgres server. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; ':memory:' keeps everything in memory. */
  dataDir: string;
  /**
   * A new PGlite database (in memory, or a folder with no data yet) starts from this dumped data folder
   * (`PGlite.dumpDataDir`) instead of the build's: the test suite migrates (and seeds) one database once and starts
   * each server from its copy (test/database-templates.ts).
   */
  pgliteTemplate?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.pgliteTemplate);
}

/**
 * A freshly initialised PGlite data folder, made by the build beside the compiled server (tsup.config.ts):
 * `initdb` takes seconds in WebAssembly, unpacking its result a fraction of that.
 */
export const PGLITE_TEMPLATE = 'pglite-template.tar.gz';

function buildTemplate(): Blob | undefined {
  const template = join(import.meta.dirname, PGLITE_TEMPLATE);
  return existsSync(template) ? new Blob([readFileSync(template)]) : undefined;
}

/** What `isWrite` said of each statement text, up to AUTO_PREPARED_LIMIT texts: a feed's is 13 KB to scan. */
const writeTexts = new Map<string, boolean>();

/** A statement that may change data (reads are SELECT or WITH … SELECT without a data-changing clause). */
export function isWrite(sql: string): boolean {
  let write = writeTexts.get(sql);
  if (write === undefined) {
    write = !/^\s*(SELECT|WITH)\b/i.test(sql) || /\b(INSERT|UPDATE|DELETE|TRUNCATE|MERGE|COPY|CALL|LOCK)\b|\bpg_advisory/i.test(sql);
    if (writeTexts.size < AUTO_PREPARED_LIMIT) writeTexts.set(sql, write);
  }
  return write;
}

/** A unique index refused the row (Postgres error 23505). */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';

/**
 * Wraps a database's calls so that every write first passes the work's write gate (src/db/write-gate.ts) and, once
 * completed, counts in `writes`; and so that every call is timed (`dealgrow_db_query_duration_seconds`) and, when
 * tracing is on, runs in a span (ops/tracing.ts; a transaction's statements are its children). The one wrapper
 * every statement of the server passes through.
 */
function countingWrites(db: Omit<Database, 'writes'>): Database {
  let writes = 0;
  // A write refused for its mark alone (its Idempotency-Key claimed meanwhile) runs again with the mark the refusal
  // leads to (the claim taken over), or throws the outcome (the stored answer, a 409); write-gate.ts.
  const counted = async <T>(work: (mark: WriteMark | undefined) => Promise<T>): Promise<T> => {
    let mark = await passWriteGateWithMark();
    try {
      for (;;) {
        try {
          const result = await work(mark);
          mark?.committed?.();
          return result;
        } catch (error) {
          const next = mark?.retry?.(error);
          if (!next) throw error;
          mark = await next;
        }
      }
    } catch (error) {
      mark?.unused();
      throw error;
    } finally {
      writes += 1;
    }
  };
  // The gate's mark, run first in the write's own transaction: no row, and the write is rolled back (write-gate.ts).
  const marked = async (tx: Queryable, mark: WriteMark) => {
    if ((await tx.query(mark.sql(1), mark.params)).length === 0) throw mark.lost();
    mark.applied?.();
  };
  // A single statement carries the mark as a common table expression of its own: one statement, as atomic, and no
  // round trip more (the claim taken over meanwhile is then not told: the gate's own-clock check stands for it).
  // A statement that cannot take one (not INSERT, UPDATE, DELETE, SELECT or WITH) runs in a transaction after it.
  const statement = <Row>(
    run: (sql: string, params: readonly unknown[] | undefined, markName: string | undefined) => Promise<Row[]>,
    sql: string,
    params: readonly unknown[] | undefined,
  ) =>
    counted((mark) => {
      if (!mark) return run(sql, params, undefined);
      const given = params ?? [];
      const cte = `written_mark AS (${mark.sql(given.length + 1)})`;
      const withClause = /^\s*WITH\s+(RECURSIVE\s+)?/i.exec(sql);
      if (withClause)
        return run(`WITH ${withClause[1] ?? ''}${cte}, ${sql.slice(withClause[0].length)}`, [...given, ...mark.params], mark.name);
      if (/^\s*(INSERT|UPDATE|DELETE|SELECT)\b/i.test(sql)) return run(`WITH ${cte} ${sql}`, [...given, ...mark.params], mark.name);
      return db.transaction(async (tx) => {
        await marked(tx, mark);
        return tx.query<Row>(sql, params);
      });
    });
  const series = {
    query: querySeries(db.kind, 'query'),
    prepared: querySeries(db.kind, 'prepared'),
    exec: querySeries(db.kind, 'exec'),
    transaction: querySeries(db.kind, 'transaction'),
  };
  const observed = <T>(operation: keyof typeof series, sql: string | undefined, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const done = () => series[operation].observe((performance.now() - started) / 1000);
    return sqlSpan(db.kind, sql, work).finally(done);
  };
  const observedTx = (tx: Queryable): Queryable => ({ query: (sql, params) => observed('query', sql, () => tx.query(sql, params)) });
  return {
    kind: db.kind,
    get writes() {
      return writes;
    },
    query: (sql, params) =>
      observed('query', sql, () =>
        isWrite(sql) ? statement((text, values) => db.query(text, values), sql, params) : db.query(sql, params),
      ),
    // A marked prepared statement is another statement: prepared under a name of its own, per kind of mark.
    prepared: (prepared, params) =>
      observed('prepared', prepared.sql, () =>
        isWrite(prepared.sql) && !prepared.bookkeeping
          ? statement(
              (text, values, markName) =>
                db.prepared(markName ? { name: `${prepared.name}_${markName}`, sql: text } : prepared, values ?? []),
              prepared.sql,
              params,
            )
          : db.prepared(prepared, params),
      ),
    // Several statements without parameters (migrations, never a route's write): a mark is committed just before them.
    exec: (sql) =>
      observed('exec', sql, () =>
        counted(async (mark) => {
          if (mark) await db.transaction((tx) => marked(tx, mark));
          await db.exec(sql);
        }),
      ),
    transaction: (work) =>
      observed('transaction', undefined, () =>
        counted((mark) =>
          db.transaction(async (tx) => {
            if (mark) await marked(tx, mark);
            return work(observedTx(tx));
          }),
        ),
      ),
    close: () => db.close(),
  };
}

/**
 * A parameter written as an SQL literal, for PGlite's `EXECUTE` (below); undefined for a value that has no plain
 * literal (objects, dates, arrays of anything but strings, a string with a NUL byte), which is then run as an ordinary
 * query. An array of strings is an array literal (`'{"a","b"}'`, each element quoted, `"` and `\` escaped), which the
 * prepared statement's `text[]` parameter reads.
 */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) {
    if (!value.every((element) => typeof element === 'string')) return undefined;
    return sqlLiteral(`{${value.map((element) => `"${element.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return Number.isFinite(value) ? `'${String(value)}'` : undefined;
  if (typeof value === 'bigint') return `'${value.toString()}'`;
  // standard_conforming_strings is on (the default since Postgres 9.1): a quote is the only character to double.
  if (typeof value === 'string') return value.includes('\0') ? undefined : `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

async function openPglite(dataDir: string, givenTemplate: Blob | undefined): Promise<Database> {
  const inMemory = dataDir === ':memory:';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const isNew = inMemory || !existsSync(join(dataDir, 'PG_VERSION'));
  const template = isNew ? (givenTemplate ?? (inMemory ? undefined : buildTemplate())) : undefined;
  return (await startPglite(inMemory ? undefined : dataDir, template)).database;
}

/**
 * An in-memory PGlite whose data folder can be dumped (`PGlite.dumpDataDir`): the build's template of a new data
 * folder (tsup.config.ts) and the test suite's migrated and seeded databases (test/database-templates.ts).
 */
export async function openDumpablePglite(): Promise<{ database: Database; dump(compression: 'gzip' | 'none'): Promise<Blob> }> {
  const { database, pglite } = await startPglite(undefined, undefined);
  return { database, dump: (compression) => pglite.dumpDataDir(compression) };
}

/** Postgres's buffer pool for an in-memory PGlite, whose data files are themselves in memory (docs/performance.md). */
const IN_MEMORY_SHARED_BUFFERS = '16MB';

async function startPglite(dataDir: string | undefined, template: Blob | undefined) {
  // Each driver is loaded only by the servers that use it.
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  // pg_trgm: member search's typo tolerance (migration 0011); loaded at every open, created once by the migration.
  const extensions = { pg_trgm };
  // In memory, the data files are in memory already: Postgres's default 128 MB of shared buffers would only copy them,
  // and setting those up cost 0.45 s of each start (the suite starts a few hundred). On disk, its default.
  const memory = dataDir === undefined ? { postgresqlconf: `shared_buffers = ${IN_MEMORY_SHARED_BUFFERS}` } : {};
  const options = { ...(template ? { loadDataDir: template } : {}), extensions, ...memory };
  const db = dataDir === undefined ? new PGlite(options) : new PGlite(dataDir, options);
  await db.waitReady;
  // PGlite runs one statement at a time; a queue keeps transactions from interleaving with other queries.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const query = <Row>(sql: string, params: readonly unknown[] = []) => serial(async () => (await db.query<Row>(sql, [...params])).rows);
  // PGlite's `query` speaks the extended protocol, six calls into WebAssembly per statement (parse, describe, bind,
  // describe, execute, sync); `EXECUTE` of a statement prepared once, with its parameters as literals, is two calls
  // and no planning: about 40 % less per statement (bench/idempotency.mjs).
  const prepared = new Set<string>();
  const database = countingWrites({
    kind: 'pglite',
    query,
    prepared: async <Row>(statement: PreparedStatement, params: readonly unknown[]) => {
      const literals = params.map(sqlLiteral);
      if (!literals.every((literal) => literal !== undefined)) return query<Row>(statement.sql, params);
      return serial(async () => {
        // Quoted: a name is any text (autoNamed's hold `-`).
        const name = `"${statement.name.replaceAll('"', '""')}"`;
        if (!prepared.has(statement.name)) {
          await db.exec(`PREPARE ${name} AS ${statement.sql}`);
          prepared.add(statement.name);
        }
        const results = await db.exec(`EXECUTE ${name}(${literals.join(', ')})`);
        return (results.at(-1)?.rows ?? []) as Row[];
      });
    },
    exec: (sql) => serial(async () => void (await db.exec(sql))),
    transaction: (work) =>
      serial(() =>
        db.transaction((tx) =>
          work({ query: async <Row>(sql: string, params: readonly unknown[] = []) => (await tx.query<Row>(sql, [...params])).rows }),
        ),
      ),
    close: () => serial(() => db.close()),
  });
  return { database, pglite: db };
}

/** Statement texts a process names for Postgres to keep planned (past it, statements go unnamed: see `autoNamed`). */
export const AUTO_PREPARED_LIMIT = 2000;

/**
 * Names every statement with parameters by its text, so that each Postgres connection parses and plans it once and
 * runs it again from its plan cache (docs/performance.md "Statements kept planned"): a feed's statement (the
 * visibility rule and each post's JSON, thousands of nodes) took 7 ms to plan for 2 ms of running. The product's
 * statements are fixed texts with parameters, so their names are few; a text built with values in it would make
 * ever more names, hence the limit on the names one process gives out.
 */
export function autoNamed(): (text: string, values: readonly unknown[]) => { name?: string; text: string; values: unknown[] } {
  const names = new Map<string, string>();
  return (text, values) => {
    let name = names.get(text);
    if (name === undefined && values.length > 0 && names.size < AUTO_PREPARED_LIMIT) {
      name = `dg_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
      names.set(text, name);
    }
    return name === undefined ? { text, values: [...values] } : { name, text, values: [...values] };
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  // Idle connections kept a minute (pg's default is 10 s): each holds the plans of the statements it ran. JIT off on
  // every connection, not only through the role's setting in its database (migration 0013), which a database made
  // from a template (the tests', a restored copy) does not carry: no statement here is long enough to gain from it,
  // and one whose estimate passes jit_above_cost pays a compile of about half a second (docs/performance.md "Feeds").
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 60_000,
    options: '-c plan_cache_mode=force_generic_plan -c jit=off',
  });
  const named = autoNamed();
  // An idle connection the server closed (restart, failover, a dropped test database) is discarded by the
  // pool; without a listener its 'error' event would crash the process.
  pool.on('error', (error) => console.warn(`[dealgrow] an idle Postgres connection closed: ${error.message}`));
  // int8 (count, sum) comes back as a JS number: every count in this product fits.
  pg.types.setTypeParser(20, (value) => Number(value));
  pg.types.setTypeParser(1700, (value) => Number(value));
  const client = await pool.connect();
  client.release();
  // The pool's state at each scrape of /metrics (docs/observability.md).
  const unwatch = [
    registerGauge('dealgrow_db_pool_connections', 'Postgres pool connections, by state (total open, idle).', () => [
      { labels: { state: 'total' }, value: pool.totalCount },
      { labels: { state: 'idle' }, value: pool.idleCount },
    ]),
    registerGauge('dealgrow_db_pool_waiting', 'Queries waiting for a Postgres pool connection.', () => pool.waitingCount),
  ];
  return countingWrites({
    kind: 'postgres',
    query: async <Row>(sql: string, params: readonly unknown[] = []) => (await pool.query(named(sql, params))).rows as Row[],
    prepared: async <Row>(statement: PreparedStatement, params: readonly unknown[]) =>
      (await pool.query({ name: statement.name, text: statement.sql, values: [...params] })).rows as Row[],
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (work) => {
      const tx = await pool.connect();
      try {
        await tx.query('BEGIN');
        const result = await work({
          query: async <Row>(sql: string, params: readonly unknown[] = []) => (await tx.query(named(sql, params))).rows as Row[],
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
    close: () => {
      for (const stop of unwatch) stop();
      return pool.end();
    },
  });
}

/** The first row, or undefined. */
export async function first<Row>(db: Queryable, sql: string, params?: readonly unknown[]): Promise<Row | undefined> {
  const rows = await db.query<Row>(sql, params);
  return rows[0];
}
