#!/usr/bin/env node
// `npm start` / `pnpm dev`: the API and the app together, each on its own origin, and one URL to open.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '..');
const appPort = Number(process.env.APP_PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 8787);
const appUrl = `http://localhost:${appPort}`;
const apiUrl = `http://localhost:${apiPort}`;
const appOrigins = [appUrl, `http://127.0.0.1:${appPort}`];
// Keep any origins the caller allows (partner sites) and add the app's.
const corsOrigins = [...new Set([...(process.env.CORS_ORIGINS ?? '').split(','), ...appOrigins].map((o) => o.trim()).filter(Boolean))];

const children = [];
let stopping = false;

/** Runs one part with its output prefixed, so the two logs stay readable in one terminal. */
function start(name, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dealgrow] the ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // Give both a moment to close their ports and database cleanly.
  setTimeout(() => process.exit(code), 1500).unref();
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null))).then(() =>
    process.exit(code),
  );
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));

// The API runs as compiled JavaScript: built once here (about a second), then started with plain node.
const serverDir = join(repo, 'packages', 'server');
const build = spawnSync(join(serverDir, 'node_modules', '.bin', 'tsup'), ['--silent'], { cwd: serverDir, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('[dealgrow] the server did not build; see above.');
  process.exit(build.status ?? 1);
}

start('api', process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: serverDir,
  env: {
    ...process.env,
    PORT: String(apiPort),
    CORS_ORIGINS: corsOrigins.join(','),
    APP_URL: process.env.APP_URL ?? appUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
start('app', process.execPath, [join(repo, 'packages', 'app', 'node_modules', 'vite', 'bin', 'vite.js'), '--logLevel', 'warn'], {
  cwd: join(repo, 'packages', 'app'),
  env: { ...process.env, APP_PORT: String(appPort), VITE_API_URL: process.env.VITE_API_URL ?? apiUrl },
});

/** Resolves once `url` answers, polling; the app and the API each take a moment to come up. */
async function ready(url) {
  for (;;) {
    if (stopping) return;
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

await Promise.all([ready(`http://127.0.0.1:${apiPort}/health`), ready(appUrl)]);
if (!stopping) {
  console.log('');
  console.log(`  Dealgrow is running. Open ${appUrl}`);
  console.log(`  (demo sign-in: ada@dealgrow.io / dealgrow-demo; the API answers on ${apiUrl}; Ctrl+C stops both)`);
  console.log('');
}
