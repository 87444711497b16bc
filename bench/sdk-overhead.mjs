// The SDK's cost over a raw fetch: the same GET /deals/{id} (anonymous) through `client.deals.get(id)` and through
// `fetch(url).then((r) => r.json())`, alternated call by call against the compiled server on PGlite, printing each
// median and the ratio (target ≤ 1.05). Builds the server and the SDK first. Not a test.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, loadAverage, repo, startDealgrow } from './lib/servers.mjs';

const CALLS = Number(process.argv[2] ?? 2000);
const TARGET = 1.05;
const sdkDir = join(repo, 'packages', 'sdk');

buildServer();
const built = spawnSync(join(sdkDir, 'node_modules', '.bin', 'tsup'), ['--silent'], { cwd: sdkDir, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const { createClient } = await import(pathToFileURL(join(sdkDir, 'dist', 'index.js')).href);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`load average before: ${await loadAverage()}`);
const dir = mkdtempSync(join(tmpdir(), 'dealgrow-sdk-'));
const server = await startDealgrow({ DATA_DIR: join(dir, 'db') });
try {
  const client = createClient({ baseURL: server.url });
  const first = await client.deals.popular({ limit: 1 });
  if (!first.success) throw new Error(`popular deals: ${first.error.message}`);
  const id = first.data.items[0].id;
  const url = `${server.url}/deals/${id}`;
  const raw = async () => {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json();
  };
  const viaSdk = async () => {
    const answer = await client.deals.get(id);
    if (!answer.success) throw new Error(`${url}: ${answer.error.message}`);
    return answer.data;
  };
  for (let n = 0; n < 200; n++) {
    await raw();
    await viaSdk();
  }
  const times = { raw: [], sdk: [] };
  for (let n = 0; n < CALLS; n++) {
    // Alternate which goes first, so neither always meets a warmer server.
    for (const [name, call] of n % 2
      ? [
          ['raw', raw],
          ['sdk', viaSdk],
        ]
      : [
          ['sdk', viaSdk],
          ['raw', raw],
        ]) {
      const started = performance.now();
      await call();
      times[name].push(performance.now() - started);
    }
  }
  const ratio = median(times.sdk) / median(times.raw);
  console.log(`GET /deals/${id}, ${CALLS} calls each, alternated:`);
  console.log(`  raw fetch median: ${median(times.raw).toFixed(3)} ms`);
  console.log(`  SDK call median:  ${median(times.sdk).toFixed(3)} ms`);
  console.log(`  SDK / fetch: ${ratio.toFixed(3)} (target ≤ ${TARGET}) ${ratio <= TARGET ? 'ok' : 'ABOVE'}`);
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
console.log(`load average after: ${await loadAverage()}`);
