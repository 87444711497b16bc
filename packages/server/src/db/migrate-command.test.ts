import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, databaseKinds } from '../../test/harness.ts';
import { listMigrations } from './migrate.ts';

// The deployment's migration step (compose.yaml's `migrate`, deploy/k8s/migrate-job.yaml; docs/deploy.md "Upgrades"):
// the command, run as its own process on an empty Postgres database, applies every migration and exits 0; run again,
// it applies none. Postgres only: it is the database several processes share.
const run = promisify(execFile);

describe.skipIf(!databaseKinds.includes('postgres'))('node dist/migrate.js (src/db/migrate-command.ts)', () => {
  let database: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(() => database?.drop());

  const migrateCommand = () =>
    run(process.execPath, ['--import', 'tsx', 'src/db/migrate-command.ts'], {
      cwd: join(import.meta.dirname, '..', '..'),
      env: { ...process.env, DATABASE_URL: database.url, NODE_ENV: 'production' },
    });

  it('applies every migration to an empty database, then none', async () => {
    const versions = listMigrations().map((migration) => migration.version);
    const first = await migrateCommand();
    expect(first.stdout).toContain(`Applied ${versions.length} migrations: ${versions.join(', ')}`);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const applied = await client.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    await client.end();
    expect(applied.rows.map((row) => row.version)).toEqual(versions);
    const second = await migrateCommand();
    expect(second.stdout.trim()).toBe('The database is up to date.');
  });
});
