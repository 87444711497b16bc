#!/usr/bin/env node
// `pnpm run test:examples`: the four examples of examples/ and the code of the guides, as a third-party developer gets
// them. After `pnpm run build` (it builds nothing itself): packs @dealgrow/sdk and @dealgrow/widgets with `pnpm pack`
// into a folder outside the workspace, copies each example there with its @dealgrow dependencies pointed at the
// tarballs, installs it with npm from the registry, type-checks and builds it, then starts the real server (PGlite in
// memory, demo data) and drives every example in headless Chromium. The ```ts / ```tsx blocks of docs/guides/*.md are
// compiled against the same installed packages (a block marked `no-check` is skipped). docs/testing.md "Examples".
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';

const repo = join(import.meta.dirname, '..');
const examples = join(repo, 'examples');
const began = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const log = (message) => console.log(`[examples] ${message}`);

const DEMO_PASSWORD = 'dealgrow-demo';
const COMPANY = 'northwind-supply';

class StepError extends Error {}

/** Runs one named step, printing its time; a failure names the step. */
async function step(name, work) {
  const since = Date.now();
  try {
    const value = await work();
    log(`${name}: ${seconds(since)}`);
    return value;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new StepError(`${name} failed after ${seconds(since)}:\n${message}`);
  }
}

/** A command's output, or an error holding its tail when it exits non-zero. */
function run(command, args, { cwd, env = {}, timeout = 300_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const text = Buffer.concat(output).toString('utf8');
      if (code === 0) resolve(text);
      else reject(new Error(`\`${command} ${args.join(' ')}\` in ${cwd ?? repo} exited ${code ?? signal}:\n${text.slice(-6000)}`));
    });
  });
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts every terminal colour code.
const ANSI_ESCAPE = /\x1b\[[0-9;]*m/g;

/** Starts a long-running process and resolves once its output matches `ready`; `stop()` ends it. */
function start(command, args, { cwd, env = {}, ready, timeout = 60_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`\`${command} ${args.join(' ')}\` was not ready after ${timeout / 1000} s:\n${output.slice(-4000)}`));
    }, timeout);
    // Colours stripped: with CI set, Vite colours its output even into a pipe (picocolors), "127.0.0.1:\x1b[1m5173".
    const read = (chunk) => {
      output += chunk.toString('utf8').replace(ANSI_ESCAPE, '');
      const match = output.match(ready);
      if (match && timer) {
        clearTimeout(timer);
        resolve({
          match,
          output: () => output,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('close', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`\`${command} ${args.join(' ')}\` ended (${code}) before it was ready:\n${output.slice(-4000)}`));
    });
  });
}

const taken = new Set();

/**
 * A free loopback port (the origins must be known before the server starts: CORS_ORIGINS), bound a while later. It is
 * drawn below Linux's ephemeral range (32768 up), which a `listen(0)` or an outgoing connection is given ports from: the
 * tests that start beside the examples (scripts/test-all.mjs) can never be given it meanwhile.
 */
async function freePort() {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    if (taken.has(port)) continue;
    taken.add(port);
    const free = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** Runs tasks at most `limit` at a time (two cores). */
async function pool(limit, tasks) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** Polls `probe` until it answers truthy, or fails with `message` after `timeout` ms. */
async function waitUntil(probe, message, timeout = 15_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const tsc = (dir, project = 'tsconfig.json') =>
  run(process.execPath, [join(dir, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', project], { cwd: dir });

// ---------------------------------------------------------------------------------------------------------------------

const built = [
  'packages/sdk/dist/index.js',
  'packages/widgets/dist/index.js',
  'packages/widgets/dist/embed/dealgrow-embed.js',
  'packages/server/dist/main.js',
];
const missing = built.filter((file) => !existsSync(join(repo, file)));
if (missing.length) {
  console.error(`[examples] run \`pnpm run build\` first: ${missing.join(', ')} missing`);
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`[examples] Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  process.exit(1);
}

// `--reuse DIR`: the folder a failed run kept, installed and built, for running the server and browser steps again.
const reuse = process.argv.includes('--reuse') ? process.argv[process.argv.indexOf('--reuse') + 1] : undefined;
const work = reuse ?? mkdtempSync(join(tmpdir(), 'dealgrow-examples-'));
const cleanups = [];
let closeBrowser = async () => undefined;
let failed = false;

try {
  log(`working in ${work}`);
  const [ports, tarballs] = await Promise.all([
    reuse
      ? JSON.parse(readFileSync(join(work, 'ports.json'), 'utf8'))
      : Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]),
    step('pnpm pack @dealgrow/sdk and @dealgrow/widgets', async () => {
      if (reuse) return null;
      const pack = async (name) => {
        const out = await run('pnpm', ['pack', '--pack-destination', work], { cwd: join(repo, 'packages', name) });
        const file = out.trim().split('\n').at(-1)?.trim();
        check(file?.endsWith('.tgz') && existsSync(file), `pnpm pack of ${name} printed no tarball:\n${out}`);
        return file;
      };
      const [sdk, widgets] = await Promise.all([pack('sdk'), pack('widgets')]);
      return { sdk: `file:${sdk}`, widgets: `file:${widgets}` };
    }),
  ]);
  writeFileSync(join(work, 'ports.json'), JSON.stringify(ports));
  const [apiPort, vitePort, nextPort, partnerPort, cdnPort] = ports;
  const api = `http://127.0.0.1:${apiPort}`;
  const origins = {
    vite: `http://127.0.0.1:${vitePort}`,
    next: `http://127.0.0.1:${nextPort}`,
    partner: `http://127.0.0.1:${partnerPort}`,
  };

  // The real server, started now: it needs nothing of the examples, and its start overlaps the installs.
  const serverStarting = start(process.execPath, [join(repo, 'packages', 'server', 'dist', 'main.js')], {
    cwd: work,
    env: {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      SEED_DEMO: '1',
      CORS_ORIGINS: Object.values(origins).join(','),
      APP_URL: 'http://127.0.0.1:9',
      AUTH_RATE_LIMIT: '1000',
      MEMBERSHIP_SWEEP_SECONDS: '0',
      LINK_PREVIEW_FETCH: '0',
      LOG_LEVEL: 'warn',
    },
    ready: /Dealgrow API ready on (\S+)/,
    // Its start (PGlite, the demo data) shares two cores with four npm installs: far slower than alone (about 3 s).
    timeout: 240_000,
  }).then((server) => {
    cleanups.push(server.stop);
    return server;
  });
  serverStarting.catch(() => undefined);

  // Each example copied outside the workspace, its @dealgrow dependencies (and the SDK the widgets depend on) the tarballs.
  const names = ['node-script', 'react-vite', 'nextjs', 'partner-site'];
  const dirs = Object.fromEntries(names.map((name) => [name, join(work, name)]));
  if (!reuse) await prepare();
  async function prepare() {
    for (const name of names) {
      cpSync(join(examples, name), dirs[name], {
        recursive: true,
        filter: (source) => !/[\\/](node_modules|\.next|dist|dealgrow|next-env\.d\.ts)$/.test(source),
      });
      const file = join(dirs[name], 'package.json');
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      for (const [dependency, tarball] of [
        ['@dealgrow/sdk', tarballs.sdk],
        ['@dealgrow/widgets', tarballs.widgets],
      ]) {
        if (pkg.dependencies?.[dependency]) pkg.dependencies[dependency] = tarball;
      }
      if (pkg.dependencies?.['@dealgrow/widgets']) pkg.overrides = { '@dealgrow/sdk': tarballs.sdk };
      writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
    }

    await step('npm install (4 examples at once)', () =>
      Promise.all(
        names.map((name) =>
          run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: dirs[name], timeout: 240_000 }),
        ),
      ),
    );

    // The guides' code blocks, one module each, compiled against the packages installed for the Next.js example (it
    // has @dealgrow/sdk, @dealgrow/widgets, React and Node's types).
    const guides = join(work, 'guides');
    await step('guides: extract the ts/tsx blocks', async () => {
      mkdirSync(guides);
      symlinkSync(join(dirs.nextjs, 'node_modules'), join(guides, 'node_modules'), 'dir');
      const guideDir = join(repo, 'docs', 'guides');
      let count = 0;
      // Each guide's blocks in a folder of their own: a block is `block-N.ts(x)`, or the name its info string gives
      // (```tsx file=App.tsx), so that one block can import another ('./dealgrow').
      for (const file of readdirSync(guideDir).filter((name) => name.endsWith('.md'))) {
        const text = readFileSync(join(guideDir, file), 'utf8');
        const folder = join(guides, file.replace(/\.md$/, ''));
        let index = 0;
        for (const block of text.matchAll(/^```(tsx?)([^\n]*)\n([\s\S]*?)^```$/gm)) {
          const [, lang, info, code] = block;
          index += 1;
          if (/\bno-check\b/.test(info)) continue;
          const name = info.match(/\bfile=(\S+)/)?.[1] ?? `block-${index}.${lang}`;
          const line = text.slice(0, block.index).split('\n').length;
          mkdirSync(folder, { recursive: true });
          writeFileSync(join(folder, name), `// docs/guides/${file}:${line}\n${code}`);
          count += 1;
        }
      }
      check(count > 0, 'no ```ts or ```tsx block found in docs/guides');
      writeFileSync(
        join(guides, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2022', 'DOM', 'DOM.Iterable'],
            module: 'ESNext',
            moduleResolution: 'Bundler',
            moduleDetection: 'force',
            jsx: 'react-jsx',
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            types: ['node'],
          },
          include: ['*/*.ts', '*/*.tsx'],
        }),
      );
      log(`  ${count} guide block(s)`);
    });

    // Type-check everything, then build: two at a time, the Next.js build (the longest) first.
    await pool(2, [
      () =>
        // `next build` type-checks the app with its tsconfig, and fails on an error, before it builds: no tsc of its own.
        step('nextjs: next build (type-check and build)', async () => {
          await run(process.execPath, [join(dirs.nextjs, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
            cwd: dirs.nextjs,
            env: { NEXT_TELEMETRY_DISABLED: '1', DEALGROW_API: api },
          });
        }),
      () =>
        step('react-vite: tsc --noEmit, vite build', async () => {
          await tsc(dirs['react-vite']);
          await run(process.execPath, [join(dirs['react-vite'], 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
            cwd: dirs['react-vite'],
            env: { VITE_DEALGROW_API: api },
          });
        }),
      () => step('node-script: tsc --noEmit (checkJs)', () => tsc(dirs['node-script'])),
      () => step('guides: tsc --noEmit', () => tsc(guides)),
      () => step('partner-site: npm run embed', () => run('npm', ['run', 'embed', '--silent'], { cwd: dirs['partner-site'] })),
    ]);
  }

  const server = await step('server ready (PGlite in memory, demo data)', () => serverStarting);
  check(server.match[1] === api, `the server listens on ${server.match[1]}, not ${api}`);

  // --- node-script -------------------------------------------------------------------------------------------------
  await step('node-script: runs against the server', async () => {
    const out = await run(process.execPath, ['index.mjs'], { cwd: dirs['node-script'], env: { DEALGROW_API: api } });
    for (const line of [
      'Signed in as Ada Laurent (@ada), managing 1 company(ies).',
      'Paging failed as expected: network_error (retryable: true).',
      'Realtime: connected.',
    ])
      check(out.includes(line), `its output lacks "${line}":\n${out}`);
    const listed = Number(out.match(/Listed (\d+) offer/)?.[1]);
    const total = Number(out.match(/Offers: (\d+) in/)?.[1]);
    check(listed > 0 && listed === total, `it listed ${listed} offer(s) of ${total}:\n${out}`);
    check(/Realtime: message #\d+ arrived live in the conversation with @mehmet\./.test(out), `no live message:\n${out}`);
    // A wrong password: exit 1 with the server's message.
    const wrong = await run(process.execPath, ['index.mjs'], {
      cwd: dirs['node-script'],
      env: { DEALGROW_API: api, DEALGROW_PASSWORD: 'wrong-password' },
    })
      .then(() => null)
      .catch((error) => error.message);
    check(wrong?.includes('exited 1') && wrong.includes('The e-mail, username or password is incorrect.'), `a wrong password: ${wrong}`);
    // The package loads by require (CommonJS) and import (ESM), with its entry points.
    const probe = await run(
      process.execPath,
      [
        '-e',
        "const cjs = require('@dealgrow/sdk'); const state = require('@dealgrow/sdk/state'); require('@dealgrow/sdk/realtime'); require('@dealgrow/sdk/format');" +
          "import('@dealgrow/sdk').then((esm) => console.log(typeof cjs.createClient, typeof esm.createClient, state.createDealgrowState().user.getState().user.id));",
      ],
      { cwd: dirs['node-script'] },
    );
    check(probe.trim() === 'function function -1', `CommonJS/ESM probe printed ${probe}`);
  });

  // An SDK client of the repository's build for the checks (the examples use their own installed copies).
  const { createClient, unwrap } = await import(join(repo, 'packages', 'sdk', 'dist', 'index.js'));
  const signedIn = async (username) => {
    let token;
    const client = createClient({ baseURL: api, token: () => token });
    token = (await unwrap(client.auth.signIn({ email: `${username}@dealgrow.io`, password: DEMO_PASSWORD }))).token;
    return client;
  };
  const [ada, mehmet] = await Promise.all([signedIn('ada'), signedIn('mehmet')]);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  // Closed first (its connections would hold the servers' close).
  closeBrowser = () => browser.close();
  /** A page that records console errors, uncaught exceptions and CSP violations. */
  const openPage = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('console', (message) => {
      // A page without a favicon is no fault of the example's.
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
        errors.push(`console: ${message.text()} (${message.location().url})`);
      }
    });
    page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    return { page, errors, close: () => context.close() };
  };

  const servers = await step('serve: vite preview, next start, the partner site', async () => {
    const [vite, next] = await Promise.all([
      start(
        process.execPath,
        [
          join(dirs['react-vite'], 'node_modules', 'vite', 'bin', 'vite.js'),
          'preview',
          '--host',
          '127.0.0.1',
          '--port',
          String(vitePort),
          '--strictPort',
        ],
        { cwd: dirs['react-vite'], ready: new RegExp(`127\\.0\\.0\\.1:${vitePort}`) },
      ),
      start(
        process.execPath,
        [join(dirs.nextjs, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-H', '127.0.0.1', '-p', String(nextPort)],
        {
          cwd: dirs.nextjs,
          env: { NEXT_TELEMETRY_DISABLED: '1', DEALGROW_API: api },
          ready: /Ready in|ready on|started server/i,
        },
      ),
    ]);
    cleanups.push(vite.stop, next.stop);
    const cdn = `http://127.0.0.1:${cdnPort}`;
    const partner = await servePartnerSite(dirs['partner-site'], partnerPort, api, cdn);
    const embedCdn = await serveCdn(join(dirs['partner-site'], 'node_modules', '@dealgrow', 'widgets', 'dist', 'embed'), cdnPort);
    cleanups.push(partner.close, embedCdn.close);
    return { next };
  });

  // --- react-vite --------------------------------------------------------------------------------------------------
  await step('react-vite: sign in, FollowButton, ChatBox (live)', async () => {
    const { page, errors, close } = await openPage();
    try {
      await page.goto(origins.vite);
      await page.fill('input[name="email"]', 'ada@dealgrow.io');
      await page.fill('input[name="password"]', DEMO_PASSWORD);
      await page.click('button[type="submit"]');
      await page.locator('[data-testid="signed-in"]').waitFor();
      check((await page.textContent('[data-testid="signed-in"]'))?.includes('Ada Laurent'), 'the user state does not show Ada');

      // The follow button shows what the server says of Ada, and following in place reaches the server.
      const followsBefore = (await unwrap(ada.companies.get(COMPANY))).isFollower;
      const button = page.locator('.dg-follow button');
      await waitUntil(
        async () => (await button.count()) > 0 && (await button.textContent()) === (followsBefore ? 'Following' : 'Follow'),
        `FollowButton does not show "${followsBefore ? 'Following' : 'Follow'}" for Ada (shows "${await button.textContent().catch(() => '')}")`,
      );
      await button.click();
      await waitUntil(
        async () => (await unwrap(ada.companies.get(COMPANY))).isFollower !== followsBefore,
        'clicking FollowButton did not change the follow on the server',
      );
      await waitUntil(async () => (await button.textContent()) === (followsBefore ? 'Follow' : 'Following'), 'FollowButton did not turn');

      // The chat box: a message sent from the page, then one from Mehmet arriving live through the socket.
      const chat = page.locator('[part="chat"][data-state="ready"]');
      await chat.waitFor({ timeout: 15_000 });
      const mine = `Hello from the React example ${Date.now()}`;
      await page.fill('[part="input"]', mine);
      await page.click('[part="send"]');
      await page.locator('[part~="message"]', { hasText: mine }).first().waitFor({ timeout: 10_000 });
      const adaId = (await unwrap(ada.users.me())).id;
      const mehmetId = (await unwrap(mehmet.users.me())).id;
      const room = (await unwrap(mehmet.chat.privateRoomBetween(mehmetId, adaId))).room;
      check(room, 'no room between Mehmet and Ada after the page wrote');
      const theirs = `Hello from Mehmet ${Date.now()}`;
      await unwrap(mehmet.chat.send(room.id, { text: theirs }));
      await page.locator('[part~="message"]', { hasText: theirs }).first().waitFor({ timeout: 10_000 });
      check(errors.length === 0, `the page logged errors:\n${errors.join('\n')}`);
    } finally {
      await close();
    }
  });

  // --- nextjs ------------------------------------------------------------------------------------------------------
  await step('nextjs: server-rendered data, widgets hydrate', async () => {
    const company = await unwrap(ada.companies.get(COMPANY));
    const offers = await unwrap(ada.deals.popular({ type: 'offer', limit: 6, page: 1 }));
    const html = await (await fetch(origins.next)).text();
    check(html.includes(`<h1>${company.name}</h1>`), `the server-rendered HTML lacks the company's name:\n${html.slice(0, 2000)}`);
    const htmlText = (text) =>
      text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');
    const first = offers.items[0];
    check(first && html.includes(htmlText(first.title)), `the server-rendered HTML lacks the first offer "${first?.title}"`);
    const { page, errors, close } = await openPage();
    try {
      await page.goto(origins.next);
      await page.locator('.dg-company-card[data-state="ready"]', { hasText: company.name }).waitFor({ timeout: 15_000 });
      // The card's own follow button and the FollowButton beside it, signed out: links to sign-in.
      await page.locator('.dg-follow a', { hasText: 'Follow' }).nth(1).waitFor({ timeout: 15_000 });
      check(errors.length === 0, `the page logged errors (hydration?):\n${errors.join('\n')}`);
    } finally {
      await close();
    }
    check(
      !/\b(ReferenceError|window is not defined|document is not defined|Error:)/.test(servers.next.output()),
      `next start logged an error:\n${servers.next.output()}`,
    );
  });

  // --- partner-site ------------------------------------------------------------------------------------------------
  await step('partner-site: embed elements under the strict CSP', async () => {
    const { page, errors, close } = await openPage();
    try {
      await page.goto(`${origins.partner}/index.html`);
      await page.locator('dg-profile-card[user="ada"] [part~="name"]').waitFor({ timeout: 15_000 });
      await page.locator('dg-deal-card [part~="title"]').first().waitFor({ timeout: 15_000 });
      await page.locator('dg-deal-list [data-state="ready"]').first().waitFor({ timeout: 15_000 });
      await page.goto(`${origins.partner}/company.html`);
      await page.locator('dg-company-card [part="card"][data-state="ready"]').waitFor({ timeout: 15_000 });
      await page.locator('dg-follow-button [part="follow"]').waitFor({ timeout: 15_000 });
      const violations = await page.evaluate(() => window.cspViolations);
      check(violations.length === 0, `CSP violations: ${violations.join(', ')}`);
      // The CDN form of docs/guides/partner-page.md: the embed from another origin, at its immutable versioned
      // address, the loader pinned with `integrity` (from the package's integrity.json), under the page's strict CSP.
      const manifest = JSON.parse(readFileSync(join(dirs['partner-site'], 'dealgrow', 'integrity.json'), 'utf8'));
      const tag = `<script src="http://127.0.0.1:${ports[4]}/${manifest.path}dealgrow-embed.js" integrity="${manifest.files['dealgrow-embed.js']}" crossorigin="anonymous"`;
      const index = readFileSync(join(dirs['partner-site'], 'index.html'), 'utf8');
      check(index.includes('<script src="dealgrow/dealgrow-embed.js"'), 'index.html no longer loads dealgrow/dealgrow-embed.js');
      writeFileSync(join(dirs['partner-site'], 'cdn.html'), index.replace('<script src="dealgrow/dealgrow-embed.js"', tag));
      writeFileSync(
        join(dirs['partner-site'], 'cdn-tampered.html'),
        index.replace('<script src="dealgrow/dealgrow-embed.js"', tag.replace(/integrity="sha384-./, 'integrity="sha384-A')),
      );
      await page.goto(`${origins.partner}/cdn.html`);
      await page.locator('dg-profile-card[user="ada"] [part~="name"]').waitFor({ timeout: 15_000 });
      await page.locator('dg-deal-list [data-state="ready"]').first().waitFor({ timeout: 15_000 });
      const cdnViolations = await page.evaluate(() => window.cspViolations);
      check(cdnViolations.length === 0, `CSP violations with the embed from the CDN: ${cdnViolations.join(', ')}`);
      check(errors.length === 0, `the pages logged errors:\n${errors.join('\n')}`);
      // A loader that is not the one the tag pins does not run.
      const refused = page.waitForEvent('console', { predicate: (message) => /integrity/i.test(message.text()), timeout: 10_000 });
      await page.goto(`${origins.partner}/cdn-tampered.html`);
      await refused;
      check((await page.locator('dg-profile-card [part~="name"]').count()) === 0, 'a loader with the wrong integrity ran');
    } finally {
      await close();
    }
  });
} catch (error) {
  failed = true;
  console.error(`[examples] FAILED: ${error instanceof StepError ? error.message : (error?.stack ?? error)}`);
} finally {
  await closeBrowser().catch(() => undefined);
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  if (failed) log(`kept ${work} to look at`);
  else if (!reuse) rmSync(work, { recursive: true, force: true });
  log(`${failed ? 'failed' : 'every example passed'} in ${seconds(began)}`);
  process.exit(failed ? 1 : 0);
}

/** A CDN serving the embed at its versioned, immutable address (`path` of integrity.json), to any origin (CORS). */
async function serveCdn(embedDir, port) {
  const { path } = JSON.parse(readFileSync(join(embedDir, 'integrity.json'), 'utf8'));
  const server = createServer(async (request, response) => {
    const url = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn.local').pathname);
    const file = normalize(join(embedDir, url.slice(`/${path}`.length)));
    if (!url.startsWith(`/${path}`) || !file.startsWith(embedDir)) return response.writeHead(404).end();
    try {
      const body = await readFile(file);
      response
        .writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'access-control-allow-origin': '*',
          'cache-control': 'public, max-age=31536000, immutable',
        })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The partner site as a partner serves it: its pages, the embed under dealgrow/, the strict CSP of docs/csp.md (with
 * the CDN's origin in script-src, for the page that loads the embed from there).
 */
async function servePartnerSite(dir, port, apiUrl, cdnOrigin) {
  const TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
  };
  const apiOrigin = new URL(apiUrl).origin;
  const csp = (websocket) =>
    [
      "default-src 'none'",
      `script-src 'self' ${cdnOrigin}`,
      `connect-src ${apiOrigin}${websocket ? ` ${apiOrigin.replace(/^http/, 'ws')}` : ''}`,
      `img-src 'self' ${apiOrigin}`,
      "style-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; ');
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://partner.local').pathname);
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir) || file.includes('node_modules')) return response.writeHead(403).end();
    try {
      let body = await readFile(file);
      let websocket = false;
      if (extname(file) === '.html') {
        websocket = body.includes('<dg-chat-box');
        body = body.toString('utf8').replace(/data-api="[^"]*"/g, `data-api="${apiUrl}"`);
      }
      response
        .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-security-policy': csp(websocket) })
        .end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
