#!/usr/bin/env node
// `pnpm run test:all` (what `npm test` runs): every check, each after the ones it needs. The tests (vitest, which
// use every core) start as soon as what they read is built — the build, and the Storybook the browser tests sweep —
// and the checks nothing waits for (typecheck, the API reference, the packed packages' lint) run beside them at a
// lower priority, on the time the tests leave the cores idle (they wait on sockets, Postgres and Chromium). A check's
// output is printed whole when it ends (never interleaved); the first failure is reported and no new check starts
// after it. The run's end says how busy the cores were (docs/testing.md "The budget").
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * Each check: its pnpm arguments, the checks it runs after, and whether it yields the cores to the rest (`nice`: a
 * check nothing waits for, run at niceness 10). Listed in the order they start when ready: the tests' path first.
 */
const checks = {
  build: { run: ['run', 'build'], after: [] },
  storybook: { run: ['--filter', '@dealgrow/widgets', 'run', 'build-storybook'], after: ['build'] },
  tests: { run: ['run', 'test:unit'], after: ['build', 'storybook'], stream: true },
  lint: { run: ['run', 'lint'], after: [] },
  'lint:deps': { run: ['run', 'lint:deps'], after: [] },
  'lint:contract': { run: ['run', 'lint:contract'], after: [] },
  // The examples installed from the packed packages, built and driven in Chromium; the guides' code compiled. At the
  // tests' priority: it waits for pages with time limits of its own.
  examples: { run: ['run', 'test:examples'], after: ['build'] },
  typecheck: { run: ['run', 'typecheck'], after: [], nice: true },
  'check:packages': { run: ['run', 'check:packages'], after: ['build'], nice: true },
  'docs:build': { run: ['run', 'docs:build'], after: ['build'], nice: true },
};

/** The cores' busy and total time so far (Linux's /proc/stat), to tell how much of the run they worked. */
function coreTimes() {
  if (!existsSync('/proc/stat')) return undefined;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  return { busy: total - fields[3] - (fields[4] ?? 0), total };
}

// Two checks at a time beside the tests (the tests count as one).
const slots = Math.max(2, Math.min(4, availableParallelism()));
const coresAtStart = coreTimes();
const done = new Set();
const started = new Set();
let running = 0;
let failed = false;
const began = Date.now();

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(0)} s`;
}

function runCheck(name) {
  const check = checks[name];
  started.add(name);
  running += 1;
  const since = Date.now();
  // The tests stream their output (it is long and the run's end prints where the time went); the rest is buffered.
  const stream = check.stream === true;
  console.log(`[test:all] ${name} …${check.nice ? ' (beside the others, at a lower priority)' : ''}`);
  const [command, args] = check.nice && process.platform !== 'win32' ? ['nice', ['-n', '10', 'pnpm', ...check.run]] : ['pnpm', check.run];
  const child = spawn(command, args, { stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  child.on('close', (code) => {
    running -= 1;
    if (!stream) process.stdout.write(Buffer.concat(output));
    console.log(`[test:all] ${name} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(since)}`);
    if (code === 0) done.add(name);
    else failed = true;
    schedule();
  });
}

function schedule() {
  if (failed) {
    if (running === 0) {
      console.error(`[test:all] failed after ${seconds(began)}`);
      process.exit(1);
    }
    return;
  }
  if (done.size === Object.keys(checks).length) {
    console.log(`[test:all] every check passed in ${seconds(began)}${coresBusy()}`);
    process.exit(0);
  }
  for (const [name, check] of Object.entries(checks)) {
    if (started.has(name) || !check.after.every((before) => done.has(before))) continue;
    if (running >= slots) continue;
    runCheck(name);
  }
}

/** How busy the cores were since the start, as the end of a sentence (empty where /proc/stat is not). */
function coresBusy() {
  const now = coreTimes();
  if (!coresAtStart || !now || now.total === coresAtStart.total) return '';
  const share = (now.busy - coresAtStart.busy) / (now.total - coresAtStart.total);
  return `; the cores were busy ${(share * 100).toFixed(0)} % of it`;
}

schedule();
