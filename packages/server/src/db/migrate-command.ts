/**
 * `node dist/migrate.js` (the compiled form; `tsx src/db/migrate-command.ts` from the sources): applies the migrations
 * not applied yet to the database the server would open (DATABASE_URL, or the PGlite data folder), then exits. The
 * deployment runs it once before new processes roll out (docs/deploy.md "Upgrades"); a server start applies them too,
 * so it is a step that can be skipped, never one that must run. Exit code 0 when the database is up to date.
 */
import { readConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';

const db = await openDatabase(readConfig());
try {
  const applied = await migrate(db);
  console.log(applied.length > 0 ? `Applied ${applied.length} migrations: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.close();
}
