// Builds dist/: the ESM library for React users, and dist/embed/ — the one-tag loader plus the widget chunks it loads on demand.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const conditions = ['source', 'module', 'browser', 'production'];
// `--embed`: only dist/embed/ (what the partner-site browser test serves), without the library and its types.
const embedOnly = process.argv.includes('--embed');

/**
 * react → Preact for the embed: the hooks and createElement the widgets use (src/embed/preact-react.ts), createRoot
 * for the custom elements (preact-react-dom.ts), Preact's JSX runtime; exact matches (a prefix alias would also catch
 * react/jsx-runtime). Not preact/compat: its 3.6 KB gzip is React features no widget uses (docs/performance.md).
 */
export const preactAliases = [
  { find: /^react$/, replacement: join(root, 'src', 'embed', 'preact-react.ts') },
  { find: /^react-dom\/client$/, replacement: join(root, 'src', 'embed', 'preact-react-dom.ts') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

/**
 * Widget stylesheets (`*.css.ts`, one template string each) without comments and layout whitespace in the embed:
 * about 300 B gzip over the four stylesheets of a full partner page. Spaces are kept where CSS reads them (between
 * selectors and values); only those beside `{ } ; ,` and after `:` go.
 */
export const minifyWidgetCss = {
  name: 'dealgrow-minify-widget-css',
  transform(code, id) {
    if (!id.replace(/\?.*$/, '').endsWith('.css.ts')) return null;
    return code.replace(
      /`([^`]*)`/g,
      (_, css) =>
        `\`${css
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*([{};,])\s*/g, '$1')
          .replace(/:\s+/g, ':')
          .replace(/([\s:,(])0\.(\d)/g, '$1.$2')
          .replace(/;}/g, '}')
          .trim()}\``,
    );
  },
};

/**
 * The embed's core chunk, named rather than left to the bundler: Preact, the custom-element class and provider, the
 * strings and styles helpers, the SDK transport and the calls several chunks make (`files`, and `callsOf`, which the
 * deal reads and the company reads both use; the `users` calls are the profile chunk's own, connect-shared.ts). Left alone, the bundler gives each set of entries that share a
 * module a chunk of its own: `callsOf` alone became a 155 B chunk (one more file) on every page with deals or a company.
 * Not `DealgrowError` (transport/error.ts): only the search chunks throw it, and in the core it cost every page 64 B.
 */
const RUNTIME_MODULES =
  /\/preact\/(dist|hooks|jsx-runtime)\/|\/widgets\/src\/(provider\.tsx|elements\/(context-store\.ts|as-element\.tsx|define-element\.ts)|i18n\/translate\.ts|styles\/adopt-styles\.ts|embed\/(runtime|preact-react-dom)\.ts)$|\/sdk\/src\/(transport\/(?!error\.)\w+\.ts|resources\/(calls|files)\.ts)$/;

/**
 * The chunks that take their own copy of every module they import beyond the core (`RUNTIME_MODULES`): the chat box's
 * (with socket.io-client), the unread badge's and the search box's (zustand and the SDK's slice helper, which the deal
 * chunks share). Left to the bundler, a module the chat chunk shares with another chunk
 * (the post card's text renderer, the public `users` calls) becomes a chunk of its own that the other widget's pages
 * then fetch too: one more request and about 100 B on pages that show no chat. Copied, nothing else changes for them.
 * A copy is the same file under another module id (`…/file.ts?chat-box`): the bundler keeps it apart.
 */
const OWN_COPIES = /\/widgets\/src\/embed\/widgets\/(chat-box-(?:en|fr|tr)|unread-badge|search-(?:en|fr|tr))\.ts$/;
export const ownCopies = {
  name: 'dealgrow-own-copies',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer) return null;
    const path = importer.replace(/\?.*$/, '');
    const copyOf =
      importer.match(/\?(chat-box-(?:en|fr|tr)|unread-badge|search-(?:en|fr|tr))$/)?.[1] ??
      path.replaceAll('\\', '/').match(OWN_COPIES)?.[1];
    if (!copyOf) return null;
    const resolved = await this.resolve(source, path, { ...options, skipSelf: true });
    if (
      !resolved ||
      resolved.external ||
      resolved.id.startsWith('\0') ||
      RUNTIME_MODULES.test(resolved.id.replaceAll('\\', '/')) ||
      resolved.id.includes('?')
    )
      return resolved;
    return { ...resolved, id: `${resolved.id}?${copyOf}` };
  },
  /**
   * The live connection imports socket.io-client on its first `connect()` (`import('socket.io-client')`, for apps that
   * load the SDK whole); in the chat chunk, which is itself what loads late, that import is static: socket.io-client is
   * in the chunk's one file rather than a second request after it.
   */
  transform(code, id) {
    const path = id.replaceAll('\\', '/');
    // socket.io-client's manager reads `Encoder` and `Decoder` off `import * as parser`: a namespace object, whose
    // bundler helper would otherwise be a chunk the three language chunks share (189 B and a second request).
    if (/\/socket\.io-client\/build\/esm\/manager\.js\?chat-box-/.test(path)) {
      const namespace = 'import * as parser from "socket.io-parser";';
      if (!code.includes(namespace)) throw new Error(`${id} no longer imports \`${namespace}\`: update ownCopies`);
      return code.replace(namespace, 'import { Encoder, Decoder } from "socket.io-parser";\nconst parser = { Encoder, Decoder };');
    }
    // WebSocket only, in the embed: engine.io's long-polling (and WebTransport, which the server does not offer) are
    // about 2.3 KB of the chat chunk. Where a network blocks WebSocket, the box still reads and sends over HTTP and
    // shows "Offline — Try again" (docs/widgets.md "<dg-chat-box>").
    if (/\/engine\.io-client\/build\/esm\/transports\/index\.js\?chat-box-/.test(path)) {
      if (!code.includes('websocket: WS,')) throw new Error(`${id} no longer names \`websocket: WS\`: update ownCopies`);
      return 'import { WS } from "./websocket.node.js";\nexport const transports = { websocket: WS };\n';
    }
    // …and long-polling's XHR module, which nothing in the chunk uses then, goes too: it was kept for what it does when
    // loaded (an XMLHttpRequest made to probe binary support, a `pagehide` listener aborting its requests), about 1 KB
    // gzip. Its names stay (socket.io-client re-exports them), undefined.
    if (/\/engine\.io-client\/build\/esm\/transports\/polling-xhr\.js\?chat-box-/.test(path)) {
      if (!code.includes('const hasXHR2 = (function () {')) throw new Error(`${id} no longer probes \`hasXHR2\`: update ownCopies`);
      return 'export let BaseXHR, Request, XHR;\n';
    }
    // …and the socket's default list names WebSocket alone: with "polling" first, it would open a transport it no longer has.
    if (/\/engine\.io-client\/build\/esm\/socket\.js\?chat-box-/.test(path)) {
      const defaults = '["polling", "websocket", "webtransport"]';
      if (!code.includes(defaults)) throw new Error(`${id} no longer defaults to \`${defaults}\`: update ownCopies`);
      return code.replace(defaults, '["websocket"]');
    }
    if (!/\/sdk\/src\/realtime\/connection\.ts\?chat-box-/.test(path)) return null;
    const lazy = "await import('socket.io-client')";
    if (!code.includes(lazy)) throw new Error(`${id} no longer imports socket.io-client as \`${lazy}\`: update ownCopies`);
    return `import { io as socketIo } from 'socket.io-client';\n${code.replace(lazy, '{ io: socketIo }')}`;
  },
};

/**
 * The embed's transport is made with a base URL, a token and (the chat's) a language only (`runtime.ts`,
 * `chat-shared.tsx`): the SDK's other options — `hooks`, `logger`, `fetch`, `timeout`, `retry` — are read as `undefined`
 * in its copy of `createTransport`, so the code that reports to them (the `onRequest`/`onResponse` calls, the logger's
 * messages, the retry options' merge) goes: about 160 B gzip on every page. The defaults they fall back to stay (15 s a
 * try, two retries, `globalThis.fetch` read at each call). A module that passes another option throws here.
 */
const EMBED_TRANSPORT_OPTIONS = ['hooks', 'logger', 'fetch', 'timeout', 'retry'];
export const embedTransport = {
  name: 'dealgrow-embed-transport',
  transform(code, id) {
    const path = id.replace(/\?.*$/, '').replaceAll('\\', '/');
    if (path.endsWith('/sdk/src/transport/client.ts')) {
      const read = new RegExp(`\\boptions\\.(${EMBED_TRANSPORT_OPTIONS.join('|')})\\b`, 'g');
      const found = new Set([...code.matchAll(read)].map(([, name]) => name));
      const missing = EMBED_TRANSPORT_OPTIONS.filter((name) => !found.has(name));
      if (missing.length) throw new Error(`${id} no longer reads \`options.${missing.join('`, `options.')}\`: update embedTransport`);
      return code.replace(read, 'undefined');
    }
    if (!path.includes('/widgets/src/') || !code.includes('createTransport(')) return null;
    for (const [call, options] of code.matchAll(/createTransport\(([^)]*)\)/g)) {
      const names = [...options.matchAll(/(\w+):/g)].map(([, name]) => name);
      const other = names.filter((name) => !['baseURL', 'token', 'language'].includes(name));
      if (!options.startsWith('{') || other.length)
        throw new Error(`${id} calls \`${call}\`: the embed's transport takes baseURL, token and language only (embedTransport)`);
    }
    return null;
  },
};

// The embed is always a production build, also when a test runner (NODE_ENV=test) asks for it: Vite would otherwise
// keep development code paths (0.7 KB gzip more on a full partner page).
process.env.NODE_ENV = 'production';
const shared = { root, configFile: false, logLevel: 'warn', mode: 'production', define: { 'process.env.NODE_ENV': '"production"' } };

rmSync(embedOnly ? join(dist, 'embed') : dist, { recursive: true, force: true });

// 1. The library: React and the SDK stay external; React users bring their own.
if (!embedOnly)
  await build({
    ...shared,
    plugins: [react()],
    resolve: { conditions },
    build: {
      outDir: dist,
      emptyOutDir: false,
      // No source maps in the package: the library is unminified and readable; maps without the sources they name were a
      // third of the tarball (docs/releasing.md "What the tarballs hold").
      sourcemap: false,
      minify: false,
      lib: { entry: { index: 'src/index.ts', elements: 'src/elements.ts', define: 'src/define.ts' }, formats: ['es'] },
      rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, /^@dealgrow\/sdk($|\/)/, /^zustand($|\/)/] },
    },
  });

// The design tokens, as one stylesheet a page (the app, a partner) links or imports: `@dealgrow/widgets/tokens.css`.
if (!embedOnly) copyFileSync(join(root, 'src', 'theme', 'tokens.css'), join(dist, 'tokens.css'));

// 2. The widget chunks: ES modules against preact/compat, shared code split into chunks.
await build({
  ...shared,
  resolve: { conditions, alias: preactAliases },
  plugins: [ownCopies, embedTransport, minifyWidgetCss],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: join(dist, 'embed'),
    emptyOutDir: false,
    target: 'es2022',
    modulePreload: false,
    // esbuild's minifier: 1.5 % (300 B gzip) smaller than the default on these chunks (docs/performance.md).
    minify: 'esbuild',
    rolldownOptions: {
      input: {
        'profile-card': 'src/embed/widgets/profile-card.ts',
        'deal-card': 'src/embed/widgets/deal-card.ts',
        'deal-list': 'src/embed/widgets/deal-list.ts',
        'company-card': 'src/embed/widgets/company-card.ts',
        // <dg-post>: one small chunk per language (its strings), all three importing the card's shared chunk.
        'post-en': 'src/embed/widgets/post-en.ts',
        'post-fr': 'src/embed/widgets/post-fr.ts',
        'post-tr': 'src/embed/widgets/post-tr.ts',
        // <dg-chat-box> (socket.io-client inside) and <dg-unread-badge>, each one file of its own (`ownCopies`).
        'chat-box-en': 'src/embed/widgets/chat-box-en.ts',
        'chat-box-fr': 'src/embed/widgets/chat-box-fr.ts',
        'chat-box-tr': 'src/embed/widgets/chat-box-tr.ts',
        'unread-badge': 'src/embed/widgets/unread-badge.ts',
        // <dg-notification-bell>: a small chunk without a socket, as the unread badge.
        'notification-bell': 'src/embed/widgets/notification-bell.ts',
        // <dg-membership-picker>: one small chunk per language, as <dg-post>.
        'membership-picker-en': 'src/embed/widgets/membership-picker-en.ts',
        'membership-picker-fr': 'src/embed/widgets/membership-picker-fr.ts',
        'membership-picker-tr': 'src/embed/widgets/membership-picker-tr.ts',
        // <dg-search>: one chunk per language (its strings), each with its own copies, as <dg-chat-box>.
        'search-en': 'src/embed/widgets/search-en.ts',
        'search-fr': 'src/embed/widgets/search-fr.ts',
        'search-tr': 'src/embed/widgets/search-tr.ts',
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: 'widgets/[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: { groups: [{ name: 'runtime', test: (id) => RUNTIME_MODULES.test(id.replaceAll('\\', '/')) }] },
      },
    },
  },
});

// 3. The loader: one classic script, no dependencies, the only thing a partner page references.
await build({
  ...shared,
  resolve: { conditions },
  build: {
    outDir: join(dist, 'embed'),
    emptyOutDir: false,
    target: 'es2020',
    lib: { entry: 'src/embed/loader.ts', formats: ['iife'], name: 'DealgrowEmbed', fileName: () => 'dealgrow-embed.js' },
  },
});

// 4. For a CDN: `dist/embed/integrity.json`, the Subresource Integrity of every file and the build's content hash. A CDN
// publishes the folder under `embed/v{major}/{build}/` (docs/guides/partner-page.md "From a CDN"): the major version in
// the path, then a hash of every file of the folder, so each address is immutable (served `Cache-Control: immutable`)
// while the loader keeps importing its chunks by relative name, and the tag pins the loader with `integrity`.
writeEmbedIntegrity(join(dist, 'embed'));

/** Writes `integrity.json` beside the embed's files: `sha384-…` of each, and the folder's content hash. */
function writeEmbedIntegrity(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'integrity.json')
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .replaceAll('\\', '/'),
    )
    .sort();
  const integrity = Object.fromEntries(
    files.map((file) => [
      file,
      `sha384-${createHash('sha384')
        .update(readFileSync(join(dir, file)))
        .digest('base64')}`,
    ]),
  );
  const build = createHash('sha256')
    .update(files.map((file) => `${file} ${integrity[file]}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const { name, version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const path = `embed/v${version.split('.')[0]}/${build}/`;
  writeFileSync(join(dir, 'integrity.json'), `${JSON.stringify({ package: name, version, build, path, files: integrity }, null, 2)}\n`);
}

// 5. Type declarations for the library entries (dist/types).
if (!embedOnly) {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
}
