#!/usr/bin/env node
// The two commands of the README: `npm start` and `npm test`. Each makes sure pnpm and the
// dependencies are there first, so a fresh machine with only Node needs nothing else.
import { execSync, spawn, spawnSync } from 'node:child_process';

const PNPM_VERSION = '10.34.9';
const command = process.argv[2];

function hasPnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  return probe.status === 0 && probe.stdout.trim().startsWith('10.');
}

function ensurePnpm() {
  if (hasPnpm()) return ['pnpm'];
  console.log(`[dealgrow] installing pnpm ${PNPM_VERSION}…`);
  const installed = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (installed.status === 0 && hasPnpm()) return ['pnpm'];
  // No right to install globally: run it through npx instead.
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

function run(pnpm, args) {
  const [bin, ...prefix] = pnpm;
  execSync([bin, ...prefix, ...args].join(' '), { stdio: 'inherit', env: process.env });
}

const pnpm = ensurePnpm();
// No prompt about re-creating node_modules (e.g. after an install made with CI=true): there may be no terminal to answer it.
run(pnpm, ['install', '--frozen-lockfile', '--config.confirmModulesPurge=false']);

if (command === 'start') {
  const [bin, ...prefix] = pnpm;
  const child = spawn(bin, [...prefix, 'run', 'dev'], { stdio: 'inherit', env: process.env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
} else if (command === 'test') {
  run(pnpm, ['run', 'test:all']);
} else {
  console.error('usage: node scripts/dealgrow.mjs start|test');
  process.exit(2);
}
