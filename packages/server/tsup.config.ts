import { cpSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { defineConfig } from 'tsup';
import { PGLITE_TEMPLATE } from './src/db/database.ts';

/** A new PGlite data folder, initialised once here so that a first start only unpacks it (src/db/database.ts). */
async function writePgliteTemplate(path: string) {
  const db = new PGlite();
  await db.waitReady;
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
