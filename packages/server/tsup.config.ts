import { cpSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { defineConfig } from 'tsup';
import { type Database, PGLITE_TEMPLATE } from './src/db/database.ts';
import { listMigrations, migrate } from './src/db/migrate.ts';

/**
 * A new PGlite data folder, initialised and migrated once here, so that a first start only unpacks it and finds
 * every migration of this build applied (src/db/database.ts; half a second of a first start).
 */
async function writePgliteTemplate(path: string) {
  const db = new PGlite({ extensions: { pg_trgm } });
  await db.waitReady;
  const rows = async <Row>(run: Promise<{ rows: Row[] }>) => (await run).rows;
  const template: Database = {
    kind: 'pglite',
    writes: 0,
    query: (sql, params = []) => rows(db.query(sql, [...params])),
    prepared: (statement, params) => rows(db.query(statement.sql, [...params])),
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (work) => db.transaction((tx) => work({ query: (sql, params = []) => rows(tx.query(sql, [...params])) })),
    close: () => db.close(),
  };
  await migrate(template, listMigrations('src/db/migrations'));
  writeFileSync(path, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
  await db.close();
}

// The server runs as compiled JavaScript (`npm start`, production): built once into dist/, never transpiled at start.
// Dependencies stay in node_modules; the server's own modules are bundled into one file, with the migrations and
// assets it reads at run time copied beside it.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
    cpSync('src/assets', 'dist/assets', { recursive: true });
    await writePgliteTemplate(`dist/${PGLITE_TEMPLATE}`);
  },
});
