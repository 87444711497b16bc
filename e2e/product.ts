import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, BrowserContextOptions, Cookie } from 'playwright-core';
import { createClient, type DealgrowClient } from '../packages/sdk/src/index.ts';
import { OutboxMailer } from '../packages/server/src/accounts/mailer.ts';
import { DEMO_PASSWORD } from '../packages/server/src/seed/demo.ts';
import { createServer, type DealgrowServer, type ServerOptions } from '../packages/server/src/server.ts';
import { BytesAtHand } from '../packages/server/test/bytes-at-hand.ts';
import './provided.ts';

const repo = join(import.meta.dirname, '..');
export const APP_DIR = join(repo, 'packages', 'app');
export const APP_DIST = join(APP_DIR, 'dist');

/** Everything the built app is made from: when any of it is newer than dist/index.html, the build is stale. */
const APP_INPUTS = [
  join(APP_DIR, 'src'),
  join(APP_DIR, 'public'),
  join(APP_DIR, 'index.html'),
  join(APP_DIR, 'vite.config.ts'),
  join(APP_DIR, 'compile-hints.ts'),
  join(APP_DIR, '.env'),
  join(repo, 'packages', 'sdk', 'src'),
  join(repo, 'packages', 'widgets', 'src'),
];

/** The newest modification time under a path (a file or a folder, walked), 0 when it does not exist. */
export function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

/** Builds packages/app/dist with Vite when it is missing or older than its sources (CI builds first, so this is a no-op there). */
export function ensureAppBuilt(): void {
  const index = join(APP_DIST, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt > Math.max(...APP_INPUTS.map(newestChange))) return;
  const vite = join(APP_DIR, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: APP_DIR, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`vite build of the app failed:\n${build.stdout}\n${build.stderr}`);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};

/** Serves the built app as a production host would: files from dist/, index.html for every page path, and `/config.js` naming the API. */
async function serveApp(config: { apiUrl: string }): Promise<{ url: string; server: Server }> {
  const compressed = new Map<string, Buffer>();
  const server = createHttpServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://app.local').pathname);
    if (path === '/config.js') {
      response
        .writeHead(200, { 'content-type': TYPES['.js'], 'cache-control': 'no-store' })
        .end(`window.__DEALGROW_CONFIG__ = ${JSON.stringify({ apiUrl: config.apiUrl })};\n`);
      return;
    }
    const file = normalize(join(APP_DIST, path));
    const isAsset = file.startsWith(APP_DIST + sep) && extname(file) !== '' && existsSync(file) && statSync(file).isFile();
    try {
      const source = isAsset ? file : join(APP_DIST, 'index.html');
      const type = isAsset ? (TYPES[extname(file)] ?? 'application/octet-stream') : TYPES['.html'];
      const headers = { 'content-type': type ?? 'application/octet-stream', 'cache-control': 'no-store', vary: 'accept-encoding' };
      // Text compressed as the production host does (deploy/app-nginx.conf.template `gzip`): Lighthouse times the page as
      // sent. A file is read and compressed once (the build does not change under a running product).
      if (
        /^(text\/|image\/svg|application\/json)/.test(headers['content-type']) &&
        /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
      ) {
        let gzipped = compressed.get(source);
        if (!gzipped) {
          gzipped = gzipSync(await readFile(source));
          compressed.set(source, gzipped);
        }
        response.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(gzipped);
        return;
      }
      response.writeHead(200, headers).end(await readFile(source));
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}

export interface Product {
  /** The built app, e.g. http://127.0.0.1:41234 (its own origin). */
  appUrl: string;
  /** The API, on another origin that allows the app through CORS. */
  apiUrl: string;
  server: DealgrowServer;
  /** Every e-mail the server sent (verification links point at appUrl). */
  mailer: OutboxMailer;
  /** The newest link to the app in the newest e-mail to `address`. */
  linkIn(address: string): string;
  close(): Promise<void>;
}

let seededTemplate: Blob | undefined;

/**
 * Where a product's data lives: outside a Vitest run (a bench: bench/lighthouse.mjs) nowhere given, so the server
 * migrates and seeds its own in-memory PGlite. Inside one, a copy of the run's seeded database: a new database on the
 * run's throw-away Postgres where the machine has one (e2e/global-setup.ts; the server's queries then run in Postgres,
 * not in WebAssembly beside the test's own code), else an in-memory PGlite loaded from the seeded data folder. Vitest
 * is imported only inside a run: importing it anywhere else throws.
 */
async function seededDatabase(): Promise<{ options: ServerOptions; drop(): Promise<void> }> {
  const none = { options: {}, drop: async () => {} };
  if (!process.env.VITEST) return none;
  const { inject } = await import('vitest');
  if (inject('postgresUrl') && inject('databaseTemplates').postgres) {
    const { createPostgresDatabase } = await import('../packages/server/test/harness.ts');
    const { url, drop } = await createPostgresDatabase('seeded');
    return { options: { databaseUrl: url }, drop };
  }
  seededTemplate ??= new BytesAtHand(readFileSync(inject('databaseTemplates').pglite.seeded));
  return { options: { pgliteTemplate: seededTemplate, databaseUrl: undefined }, drop: none.drop };
}

/**
 * The whole product on loopback ports for browser tests: the real server in-process on a fresh
 * in-memory PGlite with the demo members (a copy of the run's seeded database, e2e/global-setup.ts), and the built
 * app served beside it.
 */
export async function startProduct({ corsOrigins = [], ...options }: ServerOptions = {}): Promise<Product> {
  ensureAppBuilt();
  const config = { apiUrl: '' };
  const app = await serveApp(config);
  const mailer = new OutboxMailer();
  const database = await seededDatabase();
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    databaseUrl: undefined,
    ...database.options,
    seedDemo: true,
    logLevel: 'silent',
    authRateLimit: 10_000,
    appUrl: app.url,
    mailer,
    ...options,
    // The app's origin always, and any other the test names (a partner page, or '*').
    corsOrigins: [app.url, ...corsOrigins],
  });
  config.apiUrl = await server.listen();
  return {
    appUrl: app.url,
    apiUrl: config.apiUrl,
    server,
    mailer,
    linkIn(address) {
      const mail = mailer.lastTo(address);
      const link = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(app.url));
      if (!link) throw new Error(`No e-mail with a link to the app was sent to ${address}`);
      return link;
    },
    async close() {
      await new Promise<void>((resolve) => app.server.close(() => resolve()));
      await server.close();
      await database.drop();
    },
  };
}

/** The session cookie `token` of a browser context, if any. */
export async function tokenCookie(context: BrowserContext): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'token');
}

/** A demo member's SDK client, signed in over HTTP like any SDK user, and its token. */
export async function demoMemberClient(
  product: Pick<Product, 'apiUrl'>,
  username: string,
): Promise<{ client: DealgrowClient; token: string }> {
  const client = createClient({ baseURL: product.apiUrl });
  const session = await client.auth.signIn({ email: `${username}@dealgrow.io`, password: DEMO_PASSWORD });
  if (!session.success) throw new Error(`${username} could not sign in: ${session.error.message}`);
  client.setToken(session.data.token);
  return { client, token: session.data.token };
}

/** A browser context signed in on the app as a demo member: the session cookie the app's sign-in would write. */
export async function demoMemberContext(
  browser: Browser,
  product: Product,
  username: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { token } = await demoMemberClient(product, username);
  const context = await browser.newContext(options);
  await context.addCookies([{ name: 'token', value: token, url: product.appUrl }]);
  return context;
}
