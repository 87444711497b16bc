// Sign-in's time on every path, side by side: does the time of an answer tell who has an account?
// The compiled server (as `npm start` runs it) on a throw-away PGlite folder, the per-address limit raised so only
// the per-account protection answers. Each path: the median (and p90) of ATTEMPTS sign-ins, and its ratio to a
// wrong password for an existing account. Two families:
//  - first guesses: each attempt on another login (fresh accounts, fresh unknown e-mails): the hashing alone;
//  - in a row: ATTEMPTS on one login, as someone guessing would (the per-account slowdown and pause included,
//    by design the same for an unknown login: docs/accounts-security.md "Sign-in: the same time on every path").
// Usage: node bench/sign-in-timing.mjs [attempts, default 20]. Not a test: figures depend on the machine's load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, loadAverage, startDealgrow } from './lib/servers.mjs';

const ATTEMPTS = Number(process.argv[2] ?? 20);
const tag = Date.now().toString(36);

async function post(url, path, body) {
  const started = performance.now();
  const answer = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await answer.arrayBuffer();
  return { status: answer.status, ms: performance.now() - started };
}

async function signUp(url, n) {
  const body = {
    email: `bench-${tag}-${n}@gmail.com`,
    username: `bench${tag}${n}`,
    password: 'correct-horse-battery-9',
    firstName: 'Bench',
    lastName: `Member ${n}`,
  };
  const answer = await post(url, '/auth/sign-up', body);
  if (answer.status !== 201) throw new Error(`sign-up: ${answer.status}`);
  return body;
}

function summary(samples) {
  const ms = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
  const middle = ms.length / 2;
  const median = ms.length % 2 ? ms[Math.floor(middle)] : (ms[middle - 1] + ms[middle]) / 2;
  const statuses = {};
  for (const { status } of samples) statuses[status] = (statuses[status] ?? 0) + 1;
  return { median, p90: at(0.9), statuses };
}

buildServer();
const dataDir = mkdtempSync(join(tmpdir(), 'dealgrow-sign-in-bench-'));
const server = await startDealgrow({
  DATA_DIR: join(dataDir, 'data'),
  SEED_DEMO: '0',
  AUTH_RATE_LIMIT: '1000000',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
});
try {
  const { url } = server;
  const accounts = [];
  for (let n = 0; n < ATTEMPTS + 3; n++) accounts.push(await signUp(url, n));
  const [inRow, paused, right] = accounts.splice(0, 3);
  // Warm-up: the first requests compile the route's validators and serializers.
  for (let n = 0; n < 3; n++) await post(url, '/auth/sign-in', { email: right.email, password: right.password });
  // Pause one account: SIGN_IN_LOCKOUT_AFTER (10) wrong passwords.
  for (let n = 0; n < 10; n++) await post(url, '/auth/sign-in', { email: paused.email, password: `wrong-guess-${n}` });

  const paths = {};
  const run = async (name, attempt) => {
    const samples = [];
    for (let n = 0; n < ATTEMPTS; n++) samples.push(await attempt(n));
    paths[name] = summary(samples);
  };
  // Interleaved by round would be fairer to a changing load; the paths are short, so one after the other.
  await run('unknown e-mail', (n) => post(url, '/auth/sign-in', { email: `nobody-${tag}-${n}@gmail.com`, password: 'wrong-guess-1' }));
  await run('wrong password', (n) => post(url, '/auth/sign-in', { email: accounts[n].email, password: 'wrong-guess-1' }));
  await run('unknown username', (n) => post(url, '/auth/sign-in', { email: `nobody${tag}${n}`, password: 'wrong-guess-1' }));
  await run('right password', () => post(url, '/auth/sign-in', { email: right.email, password: right.password }));
  await run('paused account', (n) =>
    post(url, '/auth/sign-in', { email: paused.email, password: n % 2 ? paused.password : 'wrong-guess-1' }),
  );
  await run('demo password (production)', (n) => post(url, '/auth/sign-in', { email: accounts[n].email, password: 'dealgrow-demo' }));
  await run('in a row: one account', (n) => post(url, '/auth/sign-in', { email: inRow.email, password: `wrong-guess-${n}` }));
  await run('in a row: one unknown e-mail', (n) =>
    post(url, '/auth/sign-in', { email: `nobody-${tag}@gmail.com`, password: `wrong-guess-${n}` }),
  );

  const base = paths['wrong password'].median;
  console.log(`sign-in, ${ATTEMPTS} attempts a path (load average ${await loadAverage()}):`);
  console.log(`${'path'.padEnd(30)} ${'median'.padStart(9)} ${'p90'.padStart(9)} ${'÷ wrong'.padStart(8)}  answers`);
  for (const [name, { median, p90, statuses }] of Object.entries(paths)) {
    console.log(
      `${name.padEnd(30)} ${`${median.toFixed(1)} ms`.padStart(9)} ${`${p90.toFixed(1)} ms`.padStart(9)} ${(median / base).toFixed(2).padStart(8)}  ${JSON.stringify(statuses)}`,
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
