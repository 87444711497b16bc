// A whole deployment on this machine, from its parts as production runs them (docs/deploy.md "Topology test"):
// a throw-away Postgres, Redis and Azurite, a real SMTP receiver, several compiled API processes (`node
// packages/server/dist/main.js`, what `npm start` runs in production) and Debian's HAProxy round-robin in front.
// Plain Node (the benches import it too); its types are in local-cluster.d.mts.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const repo = join(import.meta.dirname, '..');
export const serverDir = join(repo, 'packages', 'server');
/** Azurite's well-known development account key (public, in Azurite's README). */
const AZURITE_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';
const HAPROXY = ['/usr/sbin/haproxy', 'haproxy'].find((path) => (path.includes('/') ? existsSync(path) : onPath(path)));

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

/** Everything started here and not stopped yet, last started first: what `stopAll` stops. */
const running = [];
function track(part) {
  running.unshift(part);
  const stop = part.stop;
  part.stop = async () => {
    const index = running.indexOf(part);
    if (index >= 0) running.splice(index, 1);
    await stop();
  };
  return part;
}

/** Stops every part this module started and has not stopped yet, the balancer and API processes first. */
export async function stopAll() {
  const errors = [];
  for (const part of [...running]) {
    try {
      await part.stop();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, 'some parts of the cluster did not stop');
}

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Whether something accepts TCP connections on the loopback port. */
function answers(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Resolves once the port accepts connections; rejects after `timeoutMs` or when `exited()` says the process is gone. */
async function waitForPort(port, what, { timeoutMs = 30_000, exited = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(port))) {
    if (exited()) throw new Error(`${what} exited before it listened on port ${port}`);
    if (Date.now() > deadline) throw new Error(`${what} did not listen on port ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for a child process to end (at once if it has). */
function exitOf(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Spawns a Node process and resolves once it prints a line matching `ready` (its first group: the URL). Later output
 * is drained and dropped; stderr goes to the caller's. The benches start their servers with it too.
 */
export function spawnUntil(args, options, ready, what) {
  const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${what} did not start within 60 s`));
    }, 60_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code ?? signal}) before it was ready`));
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      if (seen === null) return; // Ready: later output (logs) is drained and dropped.
      seen += chunk;
      const match = seen.match(ready);
      if (!match) return;
      seen = null;
      clearTimeout(timer);
      resolve({
        url: match[1],
        child,
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = exitOf(child);
          child.kill('SIGTERM');
          await exited;
        },
        async kill(signal = 'SIGKILL') {
          const exited = exitOf(child);
          child.kill(signal);
          await exited;
        },
      });
    });
  });
}

/** Imports one of the server's TypeScript test helpers (packages/server/test) from plain Node, through tsx. */
async function serverTestModule(name) {
  const tsxApi = join(serverDir, 'node_modules', 'tsx', 'dist', 'esm', 'api', 'index.mjs');
  const { tsImport } = await import(pathToFileURL(tsxApi).href);
  return tsImport(pathToFileURL(join(serverDir, 'test', name)).href, import.meta.url);
}

/**
 * A throw-away Postgres server (the server tests' one: packages/server/test/postgres.ts, run as the `postgres` user
 * when root) holding a new empty database `database`: its `url`, the maintenance database's `adminUrl`.
 */
export async function startPostgres({ database = 'dealgrow' } = {}) {
  const { startThrowAwayPostgres } = await serverTestModule('postgres.ts');
  const server = await startThrowAwayPostgres();
  if ('unavailable' in server) throw new Error(server.unavailable);
  const part = track({ adminUrl: server.url, url: server.url.replace(/\/postgres$/, `/${database}`), stop: async () => server.stop() });
  const { createRequire } = await import('node:module');
  const pg = createRequire(join(serverDir, 'package.json'))('pg');
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  return part;
}

/** A throw-away in-memory `redis-server` (packages/server/test/redis.ts). */
export async function startRedis() {
  const { startThrowAwayRedis } = await serverTestModule('redis.ts');
  const redis = await startThrowAwayRedis();
  if ('unavailable' in redis) throw new Error(redis.unavailable);
  return track({ url: redis.url, stop: () => redis.stop() });
}

/** Azurite's blob service (`azurite-blob --inMemoryPersistence`, from the server's devDependencies): its connection string. */
export async function startAzurite() {
  const port = await freePort();
  const bin = join(serverDir, 'node_modules', '.bin', 'azurite-blob');
  const child = spawn(
    bin,
    ['--inMemoryPersistence', '--blobHost', '127.0.0.1', '--blobPort', String(port), '--skipApiVersionCheck', '--silent'],
    {
      stdio: 'ignore',
    },
  );
  await waitForPort(port, 'Azurite', { exited: () => child.exitCode !== null });
  return track({
    url: `http://127.0.0.1:${port}/devstoreaccount1`,
    connectionString: `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${AZURITE_KEY};BlobEndpoint=http://127.0.0.1:${port}/devstoreaccount1;`,
    async stop() {
      const exited = exitOf(child);
      child.kill('SIGTERM');
      await exited;
    },
  });
}

/**
 * A real SMTP server on loopback that keeps what it receives (the `smtp-server` package; the mail tests' catcher,
 * packages/server/test/smtp-catcher.ts): `url` for SMTP_URL, `mails`, `next(matches)`.
 */
export async function startSmtp() {
  const { startSmtpCatcher } = await serverTestModule('smtp-catcher.ts');
  const catcher = await startSmtpCatcher();
  return track(Object.assign(catcher, { stop: () => catcher.close() }));
}

/**
 * The environment every API process of one deployment shares (README "several processes", docs/deploy.md):
 * the database, Redis, blob storage, SMTP, production mode and the secrets that must be the same everywhere.
 */
export function apiEnvironment({ postgres, redis, azurite, smtp, appUrl = 'https://app.dealgrow.test', extra = {} }) {
  return {
    NODE_ENV: 'production',
    SEED_DEMO: '0',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
    AZURE_STORAGE_CONTAINER: 'dealgrow',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Dealgrow <no-reply@dealgrow.test>',
    APP_URL: appUrl,
    CORS_ORIGINS: appUrl,
    // Shared by every process: an address signed by one is checked by another.
    FILE_ADDRESS_SECRET: randomBytes(32).toString('hex'),
    PAYMENTS_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    // Behind the balancer: client addresses come from its X-Forwarded-For.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** The newest modification time under `path` (a file or a folder), in ms. */
function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

/**
 * Builds the server (tsup) when packages/server/dist/main.js is missing or older than its sources (`pnpm run build`
 * builds it first in a full run, so this is a no-op there).
 */
export function ensureServerBuilt() {
  const main = join(serverDir, 'dist', 'main.js');
  const builtAt = existsSync(main) ? statSync(main).mtimeMs : 0;
  if (builtAt > Math.max(newestChange(join(serverDir, 'src')), newestChange(join(serverDir, 'package.json')))) return;
  const built = spawnSync(join(serverDir, 'node_modules', '.bin', 'tsup'), ['--silent'], { cwd: serverDir, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`building the server failed (${built.status})`);
}

/**
 * One compiled API process (`node packages/server/dist/main.js`) on `port` (a free one by default), named `name`.
 * `kill(signal)` ends it (SIGKILL by default: a crash), `restart()` starts it again on the same port and name.
 */
export async function startApi(env, { name = 'api', port } = {}) {
  ensureServerBuilt();
  const listenOn = port ?? (await freePort());
  const launch = () =>
    spawnUntil(
      ['--enable-source-maps', 'dist/main.js'],
      { cwd: serverDir, env: { ...process.env, VITEST: '', ...env, HOST: '127.0.0.1', PORT: String(listenOn) } },
      /Dealgrow API ready on (http:\/\/\S+)/,
      `the API process ${name}`,
    );
  let current = await launch();
  const api = {
    name,
    port: listenOn,
    url: current.url,
    get pid() {
      return current.child.pid;
    },
    get alive() {
      return current.child.exitCode === null && current.child.signalCode === null;
    },
    kill: (signal = 'SIGKILL') => current.kill(signal),
    async restart() {
      await current.stop();
      current = await launch();
    },
    stop: () => current.stop(),
  };
  return track(api);
}

/** HAProxy's configuration: round-robin over the API processes, each checked on /health, WebSockets kept open. */
export function haproxyConfig({ port, backends, checkIntervalMs = 500 }) {
  const servers = backends.map(
    ({ name, port: backendPort }) => `  server ${name} 127.0.0.1:${backendPort} check inter ${checkIntervalMs} fall 3 rise 1`,
  );
  return `# Written by deploy/local-cluster.mjs (docs/deploy.md "Load balancer").
global
  maxconn 4096

defaults
  mode http
  option forwardfor
  # Connections to the processes are kept open and reused between requests (HAProxy's default, as deploy/haproxy.cfg):
  # a connection a request costs each process an accept and HAProxy a connect (bench:service, docs/performance.md).
  timeout http-keep-alive 10s
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A chat socket (WebSocket after the upgrade) stays open for as long as the member does.
  timeout tunnel 1h
  timeout client-fin 5s
  # A loaded machine answers a health check late rather than never: not a reason to take a process out.
  timeout check 3s
  # A refused connection (a process down, not yet seen by the checks) is tried again on another process.
  retries 2
  option redispatch 1

frontend api
  bind 127.0.0.1:${port}
  default_backend apis

backend apis
  balance roundrobin
  option httpchk GET /health
  http-check expect status 200
  # Which process answered: the tests tell processes apart by it (HTTP answers and WebSocket upgrades alike).
  http-response set-header X-Served-By %s
${servers.join('\n')}
`;
}

/**
 * Debian's HAProxy (/usr/sbin/haproxy) in front of `backends` ({ name, port }), with its configuration in a
 * throw-away folder; resolves once it listens. `url` is the deployment's address.
 */
export async function startHaproxy(backends, { checkIntervalMs = 500 } = {}) {
  if (!HAPROXY) throw new Error('no haproxy on this machine (apt-get install haproxy)');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'dealgrow-haproxy-'));
  const configPath = join(dir, 'haproxy.cfg');
  writeFileSync(configPath, haproxyConfig({ port, backends, checkIntervalMs }));
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', configPath], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stderr}${check.stdout}`);
  // -db: in the foreground, no daemon; -W: master-worker, so a SIGTERM stops it all; -q: its notices unsaid.
  const child = spawn(HAPROXY, ['-db', '-W', '-q', '-f', configPath], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForPort(port, 'HAProxy', { exited: () => child.exitCode !== null });
  return track({
    url: `http://127.0.0.1:${port}`,
    port,
    configPath,
    async stop() {
      const exited = exitOf(child);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  });
}

/** Resolves once GET /health through the balancer has been answered by each of `names` (X-Served-By). */
export async function waitUntilServed(url, names, { timeoutMs = 30_000 } = {}) {
  const seen = new Set();
  const deadline = Date.now() + timeoutMs;
  while (!names.every((name) => seen.has(name))) {
    if (Date.now() > deadline) throw new Error(`only ${[...seen].join(', ') || 'no process'} answered through ${url}`);
    try {
      const answer = await fetch(`${url}/health`);
      await answer.arrayBuffer();
      if (answer.ok) seen.add(answer.headers.get('x-served-by'));
    } catch {
      // Not up yet.
    }
    if (!names.every((name) => seen.has(name))) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The whole deployment: Postgres, Redis, Azurite and SMTP, then `apis` API processes (the first alone: it applies
 * the migrations, under their advisory lock, before the others start on a migrated database), then HAProxy in
 * front. `env` adds to every API process's environment.
 */
export async function startCluster({ apis = 3, env = {}, appUrl } = {}) {
  try {
    const [postgres, redis, azurite, smtp] = await Promise.all([startPostgres(), startRedis(), startAzurite(), startSmtp()]);
    const apiEnv = apiEnvironment({ postgres, redis, azurite, smtp, appUrl, extra: env });
    const first = await startApi(apiEnv, { name: 'api1' });
    const others = await Promise.all(Array.from({ length: apis - 1 }, (_, i) => startApi(apiEnv, { name: `api${i + 2}` })));
    const processes = [first, ...others];
    const haproxy = await startHaproxy(processes.map(({ name, port }) => ({ name, port })));
    await waitUntilServed(
      haproxy.url,
      processes.map(({ name }) => name),
    );
    return { url: haproxy.url, postgres, redis, azurite, smtp, apis: processes, haproxy, env: apiEnv, stop: stopAll };
  } catch (error) {
    await stopAll().catch(() => {});
    throw error;
  }
}
