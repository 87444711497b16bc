// What the server benches share: the compiled server built and started as `npm start` runs it, a bare Fastify
// hello world as the yardstick, a throw-away Postgres (the one the server tests start), and autocannon runs.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// Spawn-until-ready is shared with the deployment launcher (deploy/local-cluster.mjs), which the load bench uses.
import { spawnUntil } from '../../deploy/local-cluster.mjs';

export const repo = join(import.meta.dirname, '..', '..');
export const serverDir = join(repo, 'packages', 'server');
const serverRequire = createRequire(join(serverDir, 'package.json'));
const rootRequire = createRequire(join(repo, 'package.json'));
const autocannon = rootRequire('autocannon');

/** Builds the server (tsup, about a second) so the benches measure the sources as they are. */
export function buildServer() {
  const built = spawnSync(join(serverDir, 'node_modules', '.bin', 'tsup'), ['--silent'], { cwd: serverDir, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** The compiled Dealgrow server on a free port; `env` adds to or overrides the caller's environment. */
export function startDealgrow(env) {
  return spawnUntil(
    ['--enable-source-maps', 'dist/main.js'],
    { cwd: serverDir, env: { ...process.env, PORT: '0', ...env } },
    /Dealgrow API ready on (http:\/\/\S+)/,
    'the Dealgrow server',
  );
}

/** A bare Fastify hello world (the same Fastify the server uses), the yardstick of every ratio. */
export function startHelloWorld() {
  const fastify = pathToFileURL(serverRequire.resolve('fastify')).href;
  const source = `import Fastify from ${JSON.stringify(fastify)};
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
console.log('hello world on ' + (await app.listen({ port: 0, host: '127.0.0.1' })));`;
  return spawnUntil(['--input-type=module', '-e', source], { cwd: serverDir }, /hello world on (http:\/\/\S+)/, 'the hello world');
}

/** The throw-away Postgres of the server tests (packages/server/test/postgres.ts), or why there is none. */
export async function startPostgres() {
  const tsxApi = serverRequire.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
  const { tsImport } = await import(pathToFileURL(tsxApi).href);
  const { startThrowAwayPostgres } = await tsImport(pathToFileURL(join(serverDir, 'test', 'postgres.ts')).href, import.meta.url);
  return startThrowAwayPostgres();
}

/** A new database on the throw-away Postgres: its URL. */
export async function createPostgresDatabase(adminUrl, name) {
  const pg = serverRequire('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

/** autocannon against one URL: mean requests per second and latency percentiles (ms). */
export async function load(url, { connections = 10, duration = 5, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The machine's load average, printed with every figure: the machine is shared. */
export async function loadAverage() {
  const { loadavg } = await import('node:os');
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

/** Signs the demo member ada in on a Dealgrow server: the headers that carry her session. */
export async function signInDemoMember(url) {
  const answer = await fetch(`${url}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ada@dealgrow.io', password: 'dealgrow-demo' }),
  });
  if (!answer.ok) throw new Error(`sign-in: ${answer.status}`);
  return { authorization: `Bearer ${(await answer.json()).token}` };
}

/** Lists a deal as the member of `headers` (a multipart write, as the app sends it): the deal. */
export async function listDeal(url, headers, fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const answer = await fetch(`${url}/deals`, { method: 'POST', headers, body: form });
  if (answer.status !== 201) throw new Error(`POST /deals: ${answer.status}`);
  return answer.json();
}
