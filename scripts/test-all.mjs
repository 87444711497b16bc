#!/usr/bin/env node
// `pnpm run test:all` (what `npm test` runs): every check, two at a time on the machine's cores, each after the ones
// it needs. A check's output is printed whole when it ends (never interleaved); the first failure is reported, the
// checks still running are stopped, and the run ends. The tests themselves (vitest) come last, as they use every core:
// run beside the checks they measured no faster (the cores are busy 97 % of a run) and a failed typecheck was told 30
// minutes later. They start as soon as every check but the examples has passed: the examples (installs from the
// registry, a Next.js build, Chromium) are the longest chain of checks, and the other slot would idle until they end.
// The run's end says how busy the cores were (docs/testing.md "The budget").
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * Each check: its pnpm arguments, and the checks it runs after. Started in this order as a slot frees and what they
 * need has passed: the build first (four checks wait for it), then the longest first (typecheck 81 s, the packages'
 * check 25 s and then the examples 80 s, the docs 45 s in a clean-clone run), the short ones last, so neither slot
 * idles at the end while the other finishes a long one (ci10, in the order they were written: 182 s of 157 s possible).
 */
const checks = {
  build: { run: ['run', 'build'], after: [] },
  typecheck: { run: ['run', 'typecheck'], after: [] },
  'check:packages': { run: ['run', 'check:packages'], after: ['build'] },
  // The examples installed from the packed packages, built and driven in Chromium; the guides' code compiled. After
  // the tarballs' own check: what they install has passed it, and two `pnpm pack` of a package never run at once.
  examples: { run: ['run', 'test:examples'], after: ['build', 'check:packages'] },
  'docs:build': { run: ['run', 'docs:build'], after: ['build'] },
  storybook: { run: ['--filter', '@dealgrow/widgets', 'run', 'build-storybook'], after: ['build'] },
  'lint:deps': { run: ['run', 'lint:deps'], after: [] },
  lint: { run: ['run', 'lint'], after: [] },
  'lint:contract': { run: ['run', 'lint:contract'], after: [] },
  // Every check but the examples first (their output is printed whole when they end, amid the tests').
  tests: {
    run: ['run', 'test:unit'],
    after: ['lint', 'lint:deps', 'typecheck', 'build', 'lint:contract', 'check:packages', 'docs:build', 'storybook'],
    streams: true,
  },
};

/** The cores' busy and total time so far (Linux's /proc/stat, idle and iowait not busy). */
function coreTimes() {
  if (!existsSync('/proc/stat')) return undefined;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - fields[3] - (fields[4] ?? 0), total };
}

/** How busy the cores were since the start, as the end of a sentence (empty where /proc/stat is not). */
function coresBusy() {
  const now = coreTimes();
  if (!coresAtStart || !now || now.total === coresAtStart.total) return '';
  const share = (now.busy - coresAtStart.busy) / (now.total - coresAtStart.total);
  return `; the cores were busy ${(share * 100).toFixed(0)} % of it`;
}

const slots = Math.max(2, Math.min(4, availableParallelism()));
const coresAtStart = coreTimes();
const done = new Set();
const started = new Set();
/** The checks under way, each the leader of its own process group (so it is stopped with every process it started). */
const children = new Set();
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
  const stream = check.streams === true;
  console.log(`[test:all] ${name} …`);
  const child = spawn('pnpm', check.run, { stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env, detached: true });
  children.add(child);
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  child.on('close', (code) => {
    children.delete(child);
    running -= 1;
    if (!stream) process.stdout.write(Buffer.concat(output));
    const outcome = code === 0 ? 'passed' : failed ? 'stopped (another check failed)' : `FAILED (exit ${code})`;
    console.log(`[test:all] ${name} ${outcome} in ${seconds(since)}`);
    if (code === 0) done.add(name);
    else failed = true;
    schedule();
  });
}

/** Stops every check under way, with what each started. */
function stopChecks(signal) {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

// The checks run in their own process groups, which a terminal's Ctrl-C does not reach: it is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopChecks(signal);
    process.exit(130);
  });
}

function schedule() {
  if (failed) {
    stopChecks('SIGTERM');
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

schedule();
