// What the growth benches share (deals-growth, feed-growth): the data grown to each size directly in SQL, then measured
// against the compiled server with its read cache off (READ_CACHE_SECONDS=0), on PGlite and on a throw-away Postgres.
// `grow(query, size)` adds data up to `size` through `query(sql, params)`, which resolves to the rows;
// `measure(url, size)` answers the figures of one size, the server on `url`.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPostgresDatabase, serverDir, startDealgrow, startPostgres } from './servers.mjs';

const serverRequire = createRequire(join(serverDir, 'package.json'));

/** On PGlite in `dir`: the figures of each size, by size. */
export async function growOnPglite(dir, sizes, { grow, measure }) {
  const dataDir = join(dir, 'pglite');
  // The server creates the database (migrations, demo data); data is added between runs, the server stopped:
  // a PGlite folder belongs to one process at a time.
  await (await startDealgrow({ DATA_DIR: dataDir, READ_CACHE_SECONDS: '0' })).stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const { PGlite } = await import(pathToFileURL(serverRequire.resolve('@electric-sql/pglite')).href);
  // The members' trigram indexes (migration 0011) need pg_trgm loaded to take new members.
  const { pg_trgm } = await import(pathToFileURL(serverRequire.resolve('@electric-sql/pglite/contrib/pg_trgm')).href);
  const figures = {};
  for (const size of sizes) {
    const db = new PGlite(dataDir, { extensions: { pg_trgm } });
    await grow(async (sql, params) => (await db.query(sql, params)).rows, size);
    await db.exec('VACUUM ANALYZE');
    await db.close();
    const server = await startDealgrow({ DATA_DIR: dataDir, READ_CACHE_SECONDS: '0' });
    try {
      figures[size] = await measure(server.url, size);
    } finally {
      await server.stop();
    }
  }
  return figures;
}

/** On a new database `databaseName` of a throw-away Postgres: the figures of each size, by size, or undefined without Postgres. */
export async function growOnPostgres(databaseName, sizes, { grow, measure }) {
  const postgres = await startPostgres();
  if ('unavailable' in postgres) {
    console.log(`Postgres skipped: ${postgres.unavailable}`);
    return undefined;
  }
  try {
    const databaseUrl = await createPostgresDatabase(postgres.url, databaseName);
    const server = await startDealgrow({ DATABASE_URL: databaseUrl, READ_CACHE_SECONDS: '0' });
    const pg = serverRequire('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const figures = {};
    try {
      for (const size of sizes) {
        await grow(async (sql, params) => (await client.query(sql, params)).rows, size);
        await client.query('VACUUM ANALYZE');
        figures[size] = await measure(server.url, size);
      }
    } finally {
      await client.end();
      await server.stop();
    }
    return figures;
  } finally {
    postgres.stop();
  }
}
