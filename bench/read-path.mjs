// The read path against the framework's own speed: autocannon (10 connections) against a bare Fastify hello world
// and the compiled Dealgrow server in the same run, on PGlite and on a throw-away Postgres, printing req/s ratios.
// Deal and list reads are sent signed in (a demo member's bearer token), so the session lookup is measured too.
// Usage: node bench/read-path.mjs [seconds per run, default 5]. Not a test: figures depend on the machine's load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildServer,
  createPostgresDatabase,
  listDeal,
  load,
  loadAverage,
  signInDemoMember,
  startDealgrow,
  startHelloWorld,
  startPostgres,
} from './lib/servers.mjs';

const duration = Number(process.argv[2] ?? 5);
const LIST_SIZE = 100;
const TARGETS = {
  pglite: { deal: 0.04, popular: 0.02, health: 0.8 },
  postgres: { deal: 0.1, popular: 0.05, health: 0.8 },
};

/** Signs a demo member in and lists deals until there are LIST_SIZE, so the popular list answers a full page. */
async function prepare(url) {
  const headers = await signInDemoMember(url);
  const popular = await (await fetch(`${url}/deals/popular-deals?limit=1`)).json();
  for (let n = popular.total; n < LIST_SIZE; n++) {
    await listDeal(url, headers, {
      title: `Bench deal ${n}`,
      type: n % 2 ? 'offer' : 'demand',
      description: 'A deal listed by the read-path bench.',
    });
  }
  const first = await (await fetch(`${url}/deals/popular-deals?limit=1`)).json();
  return { headers, dealId: first.items[0].id };
}

async function measure(name, url) {
  const { headers, dealId } = await prepare(url);
  // Warm-up: serializers, caches and the database's buffers.
  await load(`${url}/deals/${dealId}`, { duration: 1, headers });
  await load(`${url}/deals/popular-deals?limit=${LIST_SIZE}`, { duration: 1, headers });
  return {
    name,
    health: await load(`${url}/health`, { duration }),
    deal: await load(`${url}/deals/${dealId}`, { duration, headers }),
    popular: await load(`${url}/deals/popular-deals?limit=${LIST_SIZE}`, { duration, headers }),
  };
}

buildServer();
console.log(`load average before: ${await loadAverage()}`);
const hello = await startHelloWorld();
const helloRuns = [];
const results = [];
const stops = [hello.stop];
const dir = mkdtempSync(join(tmpdir(), 'dealgrow-read-path-'));
try {
  await load(`${hello.url}/`, { duration: 1 });
  helloRuns.push(await load(`${hello.url}/`, { duration }));

  const pglite = await startDealgrow({ DATA_DIR: join(dir, 'db') });
  stops.push(pglite.stop);
  results.push(await measure('pglite', pglite.url));
  await pglite.stop();

  const postgres = await startPostgres();
  if ('unavailable' in postgres) {
    console.log(`Postgres skipped: ${postgres.unavailable}`);
  } else {
    stops.push(async () => postgres.stop());
    const databaseUrl = await createPostgresDatabase(postgres.url, 'dealgrow_read_path');
    const server = await startDealgrow({ DATABASE_URL: databaseUrl, DATA_DIR: join(dir, 'unused') });
    stops.push(server.stop);
    results.push(await measure('postgres', server.url));
    await server.stop();
  }
  helloRuns.push(await load(`${hello.url}/`, { duration }));
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(dir, { recursive: true, force: true });
}

const helloRps = helloRuns.reduce((sum, run) => sum + run.rps, 0) / helloRuns.length;
console.log(`hello world: ${Math.round(helloRps)} req/s (runs: ${helloRuns.map((run) => Math.round(run.rps)).join(', ')})`);
const routes = { health: 'GET /health', deal: 'GET /deals/{id}', popular: `GET /deals/popular-deals?limit=${LIST_SIZE}` };
for (const result of results) {
  for (const [key, label] of Object.entries(routes)) {
    const run = result[key];
    const ratio = run.rps / helloRps;
    const target = TARGETS[result.name][key];
    console.log(
      `${result.name.padEnd(8)} ${label.padEnd(38)} ${String(Math.round(run.rps)).padStart(6)} req/s  p50 ${run.p50} ms  ` +
        `ratio ${ratio.toFixed(3)} (target ≥ ${target}) ${ratio >= target ? 'ok' : 'BELOW'}`,
    );
  }
}
console.log(`load average after: ${await loadAverage()}`);
