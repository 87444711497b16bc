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
// Dependencies stay in node_modules; the server's own modules are bundled into main.js, with the migrations and
// assets it reads at run time copied beside it. migrate.js applies the migrations alone (the deployment's migration
// step, docs/deploy.md), bundled on its own: no shared chunk, so main.js stays one file as before.
export default defineConfig({
  entry: { main: 'src/main.ts', migrate: 'src/db/migrate-command.ts' },
  format: ['esm'],
  splitting: false,
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
