import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, openDumpablePglite } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/demo.ts';

/**
 * The databases every test server starts from, made once per run by the global setup: migrating a new database takes
 * seconds (PGlite's `initdb` alone about three), copying a migrated one a fraction of that. `migrated` has every
 * migration applied; `seeded` has the demo data too (servers started with `seedDemo: true`).
 */
export interface DatabaseTemplates {
  /** Files holding PGlite data folders (`dumpDataDir`), loaded by each in-memory test database. */
  pglite: { migrated: string; seeded: string };
  /** Names of template databases on the throw-away Postgres (`CREATE DATABASE … TEMPLATE …`), or null without one. */
  postgres: { migrated: string; seeded: string } | null;
}

export type TemplateKind = keyof DatabaseTemplates['pglite'];

/** The PGlite templates of this process: every project's global setup runs in it, and they share one set. */
let pgliteTemplates: { files: Promise<DatabaseTemplates['pglite']>; users: number; folder: string } | undefined;

/** Makes the templates (the PGlite ones once per process); `remove` drops them once no project needs them. */
export async function makeDatabaseTemplates(postgresUrl: string | null): Promise<{ templates: DatabaseTemplates; remove(): void }> {
  if (!pgliteTemplates) {
    const folder = mkdtempSync(join(tmpdir(), 'dealgrow-templates-'));
    const files = { migrated: join(folder, 'migrated.tar'), seeded: join(folder, 'seeded.tar') };
    pgliteTemplates = { files: makePgliteTemplates(files).then(() => files), users: 0, folder };
  }
  const shared = pgliteTemplates;
  shared.users += 1;
  const [postgres, pglite] = await Promise.all([postgresUrl ? postgresTemplates(postgresUrl) : null, shared.files]);
  return {
    templates: { pglite, postgres },
    remove() {
      shared.users -= 1;
      if (shared.users > 0) return;
      rmSync(shared.folder, { recursive: true, force: true });
      pgliteTemplates = undefined;
    },
  };
}

async function makePgliteTemplates(files: DatabaseTemplates['pglite']) {
  const { database, dump } = await openDumpablePglite();
  const write = async (file: string) => writeFileSync(file, Buffer.from(await (await dump('none')).arrayBuffer()));
  await migrate(database);
  await write(files.migrated);
  await seedDemo(database);
  await write(files.seeded);
  await database.close();
}

/** The Postgres templates made on each server of this process (the run's one, test/postgres.ts `useRunPostgres`), once. */
const postgresTemplatesMade = new Map<string, Promise<DatabaseTemplates['postgres']>>();

function postgresTemplates(adminUrl: string): Promise<DatabaseTemplates['postgres']> {
  let made = postgresTemplatesMade.get(adminUrl);
  if (!made) {
    made = makePostgresTemplates(adminUrl);
    postgresTemplatesMade.set(adminUrl, made);
  }
  return made;
}

async function makePostgresTemplates(adminUrl: string): Promise<DatabaseTemplates['postgres']> {
  const names = { migrated: 'dealgrow_template_migrated', seeded: 'dealgrow_template_seeded' };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${names.migrated}`);
    const url = (name: string) => adminUrl.replace(/\/postgres$/, `/${name}`);
    const migrated = await openDatabase({ dataDir: ':memory:', databaseUrl: url(names.migrated) });
    await migrate(migrated);
    await migrated.close();
    // A template may have no open connection while it is copied: the seeded one is a copy, seeded, then closed.
    await admin.query(`CREATE DATABASE ${names.seeded} TEMPLATE ${names.migrated}`);
    const seeded = await openDatabase({ dataDir: ':memory:', databaseUrl: url(names.seeded) });
    await seedDemo(seeded);
    await seeded.close();
  } finally {
    await admin.end();
  }
  return names;
}
