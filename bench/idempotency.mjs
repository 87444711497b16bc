// What an Idempotency-Key costs a write: the same JSON write (a deal's FAQ entry, signed in) sent one at a time with
// and without a key, interleaved in one run on PGlite and on a throw-away Postgres, printing median latencies and
// their ratio (target ≤ 1.15×, issue 8). Usage: node bench/idempotency.mjs [writes per kind, default 300].
// Not a test: figures depend on the machine's load.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
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

const writes = Number(process.argv[2] ?? 300);
const TARGET = 1.15;

async function prepare(url) {
  const headers = await signInDemoMember(url);
  const deal = await listDeal(url, headers, { title: 'Idempotency bench deal', type: 'offer' });
  return { headers: { ...headers, 'content-type': 'application/json' }, path: `${url}/deals/${deal.id}/faq` };
}

async function timedWrite(path, headers, n) {
  const body = JSON.stringify({ question: `Question ${n}?`, answer: 'An answer written by the bench.' });
  const started = process.hrtime.bigint();
  const answer = await fetch(path, { method: 'POST', headers, body });
  await answer.arrayBuffer();
  if (answer.status !== 201) throw new Error(`write: ${answer.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(name, url) {
  const { headers, path } = await prepare(url);
  for (let n = 0; n < 30; n++) await timedWrite(path, { ...headers, 'idempotency-key': randomUUID() }, n);
  const plain = [];
  const keyed = [];
  for (let n = 0; n < writes; n++) {
    // Interleaved, so both kinds see the same machine and the same table sizes.
    plain.push(await timedWrite(path, headers, n));
    keyed.push(await timedWrite(path, { ...headers, 'idempotency-key': randomUUID() }, n));
  }
  return { name, plain: median(plain), keyed: median(keyed) };
}

buildServer();
console.log(`load average before: ${await loadAverage()}`);
const results = [];
const stops = [];
const dir = mkdtempSync(join(tmpdir(), 'dealgrow-idempotency-'));
try {
  const pglite = await startDealgrow({ DATA_DIR: join(dir, 'db') });
  stops.push(pglite.stop);
  results.push(await measure('pglite', pglite.url));
  const postgres = await startPostgres();
  if ('unavailable' in postgres) {
    console.log(`Postgres skipped: ${postgres.unavailable}`);
  } else {
    stops.push(async () => postgres.stop());
    const databaseUrl = await createPostgresDatabase(postgres.url, 'dealgrow_idempotency');
    const server = await startDealgrow({ DATABASE_URL: databaseUrl, DATA_DIR: join(dir, 'unused') });
    stops.push(server.stop);
    results.push(await measure('postgres', server.url));
  }
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(dir, { recursive: true, force: true });
}

for (const { name, plain, keyed } of results) {
  const ratio = keyed / plain;
  console.log(
    `${name.padEnd(8)} POST /deals/{id}/faq p50 without a key ${plain.toFixed(2)} ms, with a key ${keyed.toFixed(2)} ms: ` +
      `ratio ${ratio.toFixed(3)} (target ≤ ${TARGET}) ${ratio <= TARGET ? 'ok' : 'ABOVE'}`,
  );
}
console.log(`load average after: ${await loadAverage()}`);
