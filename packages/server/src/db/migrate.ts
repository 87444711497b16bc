import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: several server processes on one Postgres take turns migrating.
const MIGRATION_LOCK = 727_001;

export interface Migration {
  version: string;
  sql: string;
}

/** The migrations shipped with the server (or those of `dir`), in order: `NNNN_name.sql`. */
export function listMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), sql: readFileSync(join(dir, name), 'utf8') }));
}

/** Applies every migration not applied yet, each in its own transaction. Returns the versions applied. */
export async function migrate(db: Database, migrations = listMigrations()): Promise<string[]> {
  if (db.kind === 'postgres') await db.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await db.transaction(async (tx) => {
        for (const statement of splitStatements(migration.sql)) await tx.query(statement);
        await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      });
      applied.push(migration.version);
    }
    return applied;
  } finally {
    if (db.kind === 'postgres') await db.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
}

/**
 * Splits a migration on `;` at line ends, outside dollar-quoted bodies (`$$ … $$`: a function's statements end their
 * lines with `;` too), and drops whole-line comments outside them.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of sql.split('\n')) {
    if (!inBody && /^\s*--/.test(line)) continue;
    current.push(line);
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements.map((statement) => statement.trim()).filter(Boolean);
}
