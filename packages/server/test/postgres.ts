import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throw-away Postgres server started from the machine's binaries, for the test suite. */
export interface ThrowAwayPostgres {
  /** postgres://… of the maintenance database; tests create their own databases beside it. */
  url: string;
  stop(): void;
}

function findBinDir(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return join(onPath, '..');
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

/** A free loopback port, for a throw-away server. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts Postgres, or answers why it cannot (no binaries on this machine). */
export async function startThrowAwayPostgres(): Promise<ThrowAwayPostgres | { unavailable: string }> {
  const bin = findBinDir();
  if (!bin) return { unavailable: 'no Postgres server binaries (pg_ctl) on this machine' };
  const asRoot = process.getuid?.() === 0;
  // Postgres refuses to run as root: run it as the postgres user in a folder that user owns.
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  const dir = mkdtempSync(join(tmpdir(), 'dealgrow-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-l',
    join(dir, 'postgres.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The run's one throw-away Postgres: started by the first global setup that asks, stopped when the last lets go. */
let runPostgres: { started: Promise<ThrowAwayPostgres | { unavailable: string }>; users: number } | undefined;

/**
 * The throw-away Postgres of this test run, shared by every project's global setup (they run in one process): the
 * server tests' and the browser tests' servers make their databases on it, so it is started, and its templates made
 * (test/database-templates.ts), once a run. `release` stops it once no project needs it.
 */
export async function useRunPostgres(): Promise<{ postgres: ThrowAwayPostgres | { unavailable: string }; release(): void }> {
  if (!runPostgres) runPostgres = { started: startThrowAwayPostgres(), users: 0 };
  const shared = runPostgres;
  shared.users += 1;
  const postgres = await shared.started;
  return {
    postgres,
    release() {
      shared.users -= 1;
      if (shared.users > 0) return;
      if (runPostgres === shared) runPostgres = undefined;
      if (!('unavailable' in postgres)) postgres.stop();
    },
  };
}
