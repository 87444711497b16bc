// What Node's async-context tracking costs the server: the keyed-write claim runs beside its handler behind an
// AsyncLocalStorage gate (packages/server/src/db/write-gate.ts), which turns the tracking on for the process. Two
// servers side by side on each engine, one with the tracking on from its start, and the same read and write sent
// to both in turns: medians and their ratio. Usage: node bench/async-context.mjs [requests per kind, default 400].
// Not a test: figures depend on the machine's load.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildServer,
  createPostgresDatabase,
  listDeal,
  loadAverage,
  signInDemoMember,
  startDealgrow,
  startPostgres,
} from './lib/servers.mjs';

const requests = Number(process.argv[2] ?? 400);
const dir = mkdtempSync(join(tmpdir(), 'dealgrow-async-context-'));
const trackingOn = join(dir, 'tracking-on.mjs');
writeFileSync(trackingOn, "import { AsyncLocalStorage } from 'node:async_hooks';\nnew AsyncLocalStorage().run(1, () => {});\n");
const withTracking = { NODE_OPTIONS: `--import=${trackingOn}` };

async function prepare(url) {
  const headers = await signInDemoMember(url);
  const deal = await listDeal(url, headers, { title: 'Async context bench deal', type: 'offer' });
  return { headers, deal: `${url}/deals/${deal.id}`, faq: `${url}/deals/${deal.id}/faq` };
}

async function timed(url, init) {
  const started = process.hrtime.bigint();
  const answer = await fetch(url, init);
  await answer.arrayBuffer();
  if (answer.status >= 300) throw new Error(`${url}: ${answer.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function compare(name, off, on) {
  const servers = [await prepare(off.url), await prepare(on.url)];
  const reads = [[], []];
  const writes = [[], []];
  for (let n = 0; n < requests; n++) {
    for (const [i, server] of servers.entries()) {
      reads[i].push(await timed(server.deal, { headers: server.headers }));
      const body = JSON.stringify({ question: `Question ${n}?`, answer: 'An answer.' });
      writes[i].push(await timed(server.faq, { method: 'POST', headers: { ...server.headers, 'content-type': 'application/json' }, body }));
    }
  }
  for (const [kind, values] of [
    ['GET /deals/{id}     ', reads],
    ['POST /deals/{id}/faq', writes],
  ]) {
    const [plain, tracked] = values.map(median);
    console.log(
      `${name.padEnd(8)} ${kind} p50 ${plain.toFixed(2)} ms, tracking on ${tracked.toFixed(2)} ms: ratio ${(tracked / plain).toFixed(3)}`,
    );
  }
}

buildServer();
console.log(`load average before: ${await loadAverage()}`);
const stops = [];
try {
  const off = await startDealgrow({ DATA_DIR: join(dir, 'off') });
  stops.push(off.stop);
  const on = await startDealgrow({ DATA_DIR: join(dir, 'on'), ...withTracking });
  stops.push(on.stop);
  await compare('pglite', off, on);
  const postgres = await startPostgres();
  if ('unavailable' in postgres) {
    console.log(`Postgres skipped: ${postgres.unavailable}`);
  } else {
    stops.push(async () => postgres.stop());
    const pgOff = await startDealgrow({
      DATABASE_URL: await createPostgresDatabase(postgres.url, 'dealgrow_context_off'),
      DATA_DIR: join(dir, 'x'),
    });
    stops.push(pgOff.stop);
    const pgOn = await startDealgrow({
      DATABASE_URL: await createPostgresDatabase(postgres.url, 'dealgrow_context_on'),
      DATA_DIR: join(dir, 'y'),
      ...withTracking,
    });
    stops.push(pgOn.stop);
    await compare('postgres', pgOff, pgOn);
  }
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(dir, { recursive: true, force: true });
}
console.log(`load average after: ${await loadAverage()}`);
