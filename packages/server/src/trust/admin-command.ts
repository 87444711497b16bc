/**
 * `pnpm --filter @dealgrow/server admin <email> [--revoke]`: makes the member with this e-mail an admin (or, with
 * --revoke, no longer one). Admins review the report queue (docs/accounts.md "Blocking and reporting"). It opens
 * the database the server would (DATABASE_URL or the PGlite data folder) and applies pending migrations first.
 */
import { pathToFileURL } from 'node:url';
import { readConfig } from '../config.ts';
import { first, openDatabase, type Queryable } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

/** Sets or clears the admin flag of the member with this e-mail; answers their id, or null when no member has it. */
export async function setAdmin(db: Queryable, email: string, admin: boolean): Promise<number | null> {
  const row = await first<{ id: number }>(db, 'UPDATE users SET is_admin = $2 WHERE lower(email) = lower($1) RETURNING id', [
    email.trim(),
    admin,
  ]);
  return row?.id ?? null;
}

async function main(args: string[]): Promise<number> {
  const revoke = args.includes('--revoke');
  const email = args.find((arg) => !arg.startsWith('--'));
  if (!email) {
    console.error('Usage: pnpm --filter @dealgrow/server admin <email> [--revoke]');
    return 2;
  }
  const db = await openDatabase(readConfig());
  try {
    await migrate(db);
    const id = await setAdmin(db, email, !revoke);
    if (id === null) {
      console.error(`No member has the e-mail address ${email}.`);
      return 1;
    }
    console.log(revoke ? `${email} is no longer an admin.` : `${email} is now an admin.`);
    return 0;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
