import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { type PeerProcess, PROCESS_FILE_ADDRESS_SECRET, type ServerConfig, sharedSettingProblem, sharedSettings } from '../config.ts';
import { type Database, first, type PreparedStatement } from '../db/database.ts';

/** How often a process refreshes its row in `server_processes`. */
export const HEARTBEAT_MS = 10_000;
/** A row not refreshed for this long is a process gone (killed, or cut from the database). */
export const GONE_AFTER_SECONDS = 30;
// Any fixed number: two processes starting at once take turns to compare their settings.
const JOIN_LOCK = 727_002;

// A prepared statement: it runs every HEARTBEAT_MS, and is not one of a request's statements.
const HEARTBEAT: PreparedStatement = {
  name: 'server_process_heartbeat',
  bookkeeping: true,
  sql: `INSERT INTO server_processes (id, host, pid, settings) VALUES ($1, $2, $3, $4::jsonb)
        ON CONFLICT (id) DO UPDATE SET seen_at = now()`,
};

/** This process's place among the server processes of its database. */
export interface ServerProcesses {
  /** How many other live processes were serving the database when this one started. */
  readonly othersAtStart: number;
  /** Logs through the app's logger from now on (and says what serving beside others without Redis costs). */
  useLog(log: FastifyBaseLogger): void;
  /** Stops the heartbeat and deletes this process's row. */
  leave(): Promise<void>;
}

/**
 * Settles what every process on the database must share, before the routes are built (docs/performance.md
 * "Several processes"):
 * - FILE_ADDRESS_SECRET unset: the secret made once and kept in the database (`server_secrets`) replaces the
 *   per-process one in `config`, so every process on the database signs and checks file addresses alike;
 * - on Postgres, the process's row in `server_processes`, refreshed every HEARTBEAT_MS: a process starting while
 *   another live one has a different shared setting (config.ts `sharedSettings`) refuses to start, naming the
 *   variable. A PGlite database is one process's by nature: no row.
 */
export async function joinServerProcesses(db: Database, config: ServerConfig): Promise<ServerProcesses> {
  if (config.fileAddressSecret === PROCESS_FILE_ADDRESS_SECRET) config.fileAddressSecret = await storedSecret(db, 'file_address_secret');
  if (db.kind !== 'postgres') return { othersAtStart: 0, useLog: () => undefined, leave: async () => undefined };

  const id = randomUUID();
  const settings = sharedSettings(config);
  const row = [id, hostname(), process.pid, JSON.stringify(settings)];
  const others = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [JOIN_LOCK]);
    await tx.query(`DELETE FROM server_processes WHERE seen_at < now() - make_interval(secs => $1)`, [GONE_AFTER_SECONDS]);
    const peers = await tx.query<{ host: string; pid: number; started_at: Date | string; settings: Record<string, string> }>(
      'SELECT host, pid, started_at, settings FROM server_processes ORDER BY started_at',
    );
    for (const peer of peers) {
      const problem = sharedSettingProblem(settings, { ...peer, startedAt: new Date(peer.started_at) } satisfies PeerProcess);
      if (problem) throw new Error(problem);
    }
    await tx.query(HEARTBEAT.sql, row);
    return peers.length;
  });
  let log: FastifyBaseLogger | undefined;
  const heartbeat = setInterval(() => {
    db.prepared(HEARTBEAT, row).catch((error: unknown) => log?.warn({ err: error }, 'server process heartbeat failed'));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    othersAtStart: others,
    useLog(logger) {
      log = logger;
      if (others === 0 || config.redisUrl) return;
      log.warn(
        `${others} other server process(es) serve this database without REDIS_URL: a token signed out through one stays ` +
          'valid in the others for up to SESSION_CACHE_SECONDS, a write shows there after up to READ_CACHE_SECONDS, and ' +
          'chat sockets only reach members connected to the same process (README "Several processes").',
      );
    },
    async leave() {
      clearInterval(heartbeat);
      await db.query('DELETE FROM server_processes WHERE id = $1', [id]).catch(() => undefined);
    },
  };
}

/** The secret kept in the database under `name`, made (32 random bytes, hex) by the first process that asks. */
export async function storedSecret(db: Database, name: string): Promise<string> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('hex'),
  ]);
  const stored = await first<{ value: string }>(db, 'SELECT value FROM server_secrets WHERE name = $1', [name]);
  if (!stored) throw new Error(`The ${name} could not be kept in the database`);
  return stored.value;
}
