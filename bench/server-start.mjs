// Measures how long the server takes from process start to answering GET /health on PGlite:
// cold (new DATA_DIR: migrations + demo seed) and warm (same DATA_DIR again), side by side in one run.
// It runs the compiled server (`node dist/main.js`, as `npm start` and production do), built first.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const serverDir = join(import.meta.dirname, '..', 'packages', 'server');
const built = spawnSync(join(serverDir, 'node_modules', '.bin', 'tsup'), ['--silent'], { cwd: serverDir, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

async function startOnce(dataDir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error('server did not start within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const rounds = Number(process.argv[2] ?? 3);
const port = 18_000 + Math.floor(Math.random() * 1000);
const cold = [];
const warm = [];
for (let round = 0; round < rounds; round++) {
  const dir = mkdtempSync(join(tmpdir(), 'dealgrow-bench-'));
  try {
    cold.push(await startOnce(join(dir, 'db'), port));
    warm.push(await startOnce(join(dir, 'db'), port));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`server start to /health on PGlite, median of ${rounds}:`);
console.log(`  cold (new DATA_DIR: migrations + demo seed): ${Math.round(median(cold))} ms`);
console.log(`  warm (existing DATA_DIR):                    ${Math.round(median(warm))} ms`);
console.log(`  cold / warm ratio: ${(median(cold) / median(warm)).toFixed(2)}`);
