import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { call, databaseKinds, startTestServer } from '../../test/harness.ts';
import { createServer } from '../server.ts';
import { openDatabase } from './database.ts';
import { listMigrations, migrate, splitStatements } from './migrate.ts';

describe('migrations', () => {
  it('splits statements on semicolons at line ends and drops comments', () => {
    expect(splitStatements('-- a table\nCREATE TABLE a (x int);\n\nCREATE INDEX b ON a (x);\n')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX b ON a (x)',
    ]);
  });

  it('keeps a function body whole: its lines end with semicolons inside $$ … $$', () => {
    const body =
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  -- a note\n  DELETE FROM a;\n  RETURN NULL;\nEND $$;';
    expect(splitStatements(`${body}\nCREATE TRIGGER t AFTER INSERT ON a FOR EACH ROW EXECUTE FUNCTION f();\n`)).toEqual([
      body.slice(0, -1),
      'CREATE TRIGGER t AFTER INSERT ON a FOR EACH ROW EXECUTE FUNCTION f()',
    ]);
  });

  it('applies every migration once, in order', async () => {
    const db = await openDatabase({ dataDir: ':memory:' });
    const applied = await migrate(db);
    expect(applied).toEqual(listMigrations().map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    await db.close();
  });

  it.each(databaseKinds)('seeds demo data idempotently on %s', async (kind) => {
    const t = await startTestServer(kind, { seedDemo: true });
    const signIn = await call(t.url, 'POST', '/auth/sign-in', { body: { email: 'ada@dealgrow.io', password: 'dealgrow-demo' } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.authorized_companies.length).toBe(1);
    const { seedDemo, DEMO_MEMBERS } = await import('../seed/demo.ts');
    await seedDemo(t.server.db);
    const [row] = await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(row?.n).toBe(DEMO_MEMBERS.length);
    await t.close();
  });

  it('keeps data in DATA_DIR across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dealgrow-data-'));
    try {
      const options = { dataDir: join(dir, 'db'), seedDemo: true, logLevel: 'silent', port: 0, databaseUrl: undefined } as const;
      // The new folder starts from the run's seeded database (test/database-templates.ts), not from initdb, every migration
      // and the seed: what is tested is that the folder keeps its data, which the second server opens as it is.
      const seeded = new Blob([readFileSync(inject('databaseTemplates').pglite.seeded)]);
      const first = await createServer({ ...options, pgliteTemplate: seeded });
      await first.db.query("UPDATE users SET bio = 'kept' WHERE username = 'ada'");
      await first.close();
      const second = await createServer(options);
      const rows = await second.db.query<{ bio: string }>("SELECT bio FROM users WHERE username = 'ada'");
      expect(rows[0]?.bio).toBe('kept');
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
