import { cpSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { openDumpablePglite, PGLITE_TEMPLATE } from './src/db/database.ts';
import { listMigrations, migrate } from './src/db/migrate.ts';

/**
 * A new PGlite data folder, initialised and migrated once here, so that a first start only unpacks it and finds
 * every migration of this build applied (src/db/database.ts; half a second of a first start).
 */
async function writePgliteTemplate(path: string) {
  const { database, dump } = await openDumpablePglite();
  await migrate(database, listMigrations('src/db/migrations'));
  writeFileSync(path, Buffer.from(await (await dump('gzip')).arrayBuffer()));
  await database.close();
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
