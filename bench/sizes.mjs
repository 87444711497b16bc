// What the built artefacts weigh, gzip -9: every partner page's embed download (each page of examples/partner-site, and
// each page with one or two widget tags), the app's
// first load of the home page, and the SDK's `createClient` bundle. Shared by `bench/sizes-report.mjs` (prints) and
// `bench/size-budgets.test.ts` (fails CI when a figure passes its budget in `size-budgets.json`). Reads what
// `pnpm run build` wrote; builds nothing itself.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const repo = join(import.meta.dirname, '..');
const embedDir = join(repo, 'packages', 'widgets', 'dist', 'embed');
const appDist = join(repo, 'packages', 'app', 'dist');

/** The embed's non-chat widgets (each `<dg-{name}>`): add a widget here and every page of one or two tags with it is budgeted. */
export const EMBED_WIDGETS = [
  'profile-card',
  'deal-card',
  'deal-list',
  'connect-button',
  'company-card',
  'follow-button',
  'post',
  'unread-badge',
  'membership-picker',
  'notification-bell',
  'search',
];

/**
 * The chunk (under widgets/) each widget's tag loads, when not its own name (src/embed/widget-chunks.ts). `{lang}` is
 * the page's language: such a page is measured in each of en, fr and tr, and counts as its heaviest.
 */
export const EMBED_CHUNK_OF = {
  'connect-button': 'profile-card',
  'follow-button': 'company-card',
  post: 'post-{lang}',
  'chat-box': 'chat-box-{lang}',
  'membership-picker': 'membership-picker-{lang}',
  search: 'search-{lang}',
};

/** The languages a page of the embed may speak (`data-lang`). */
const EMBED_LANGUAGES = ['en', 'fr', 'tr'];

/**
 * The most widget tags of a budgeted page besides the partner site's own pages. Every subset of the seven widgets (all
 * seven: 28 KB) no longer fits 20 KB; a partner page shows one widget or two (a card and a list), and the example site's
 * pages (up to four tags) are budgeted whole (docs/widgets.md "Sizes").
 */
export const MAX_TAGS_A_PAGE = 2;

const partnerSite = join(repo, 'examples', 'partner-site');

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

function readBuilt(file, build) {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`${build}\` first`);
  return readFileSync(file);
}

/** A module and every chunk it imports statically (what the browser fetches before it runs). */
function staticImports(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readBuilt(file, 'pnpm --filter @dealgrow/widgets build').toString('utf8');
  for (const [, specifier] of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
    staticImports(join(dirname(file), specifier), seen);
  }
  return seen;
}

/** Every non-empty subset of the widgets of at most `most` tags, smallest first. */
export function widgetSets(widgets = EMBED_WIDGETS, most = MAX_TAGS_A_PAGE) {
  const sets = [];
  for (let mask = 1; mask < 1 << widgets.length; mask++) {
    const set = widgets.filter((_, index) => mask & (1 << index));
    if (set.length <= most) sets.push(set);
  }
  return sets.sort((a, b) => a.length - b.length);
}

/**
 * The widgets that make a page a chat page (`<dg-chat-box>`): its chat chunk has its own budget (`embed-chat-chunk`), and
 * such a page's first load is reported, not budgeted (`chatPage`, `partnerSiteChatPages`).
 */
export const CHAT_WIDGETS = ['chat-box'];

/**
 * Each HTML page of `dir` (examples/partner-site) with the widgets its tags name (`<dg-deal-list …>` → `deal-list`), those
 * without a widget left out; `chat` when it shows a chat box. A tag neither in EMBED_WIDGETS nor a chat box throws.
 */
function sitePages(dir) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => {
      const html = readFileSync(join(dir, file), 'utf8');
      const widgets = [...new Set([...html.matchAll(/<dg-([a-z-]+)/g)].map(([, tag]) => tag))];
      const unknown = widgets.filter((widget) => !EMBED_WIDGETS.includes(widget) && !CHAT_WIDGETS.includes(widget));
      if (unknown.length) throw new Error(`${file} shows ${unknown.join(', ')}, which EMBED_WIDGETS does not list`);
      return { file, widgets, chat: widgets.some((widget) => CHAT_WIDGETS.includes(widget)) };
    })
    .filter((page) => page.widgets.length > 0);
}

/** The pages of examples/partner-site (or `dir`) budgeted whole: every page with a widget, chat pages aside. */
export function partnerSitePages(dir = partnerSite) {
  return sitePages(dir)
    .filter((page) => !page.chat)
    .map(({ file, widgets }) => ({ file, widgets }));
}

/**
 * The pages of examples/partner-site (or `dir`) with a chat box, as figures reported and not budgeted (`reported`):
 * their first load holds the chat chunk, budgeted on its own (`chatChunk`), as `chatPage` does.
 */
export function partnerSiteChatPages(dir = partnerSite) {
  return sitePages(dir)
    .filter((page) => page.chat)
    .map(({ file, widgets }) => {
      const page = embedPage(widgets);
      return { ...page, name: `embed: partner-site/${file} (${widgets.join(' + ')}, ${page.lang}), first load`, reported: true };
    });
}

/** A page of examples/partner-site as a budgeted figure, named after its file. */
export function partnerSitePage({ file, widgets }) {
  return { ...embedPage(widgets), name: `embed: partner-site/${file} (${widgets.join(' + ')})` };
}

/**
 * What a partner page showing these widgets downloads: the loader, each widget chunk, and the shared chunks they import,
 * once each. A widget whose chunk depends on the language (`post-{lang}`) is measured in every language; the page
 * counts as its heaviest (`lang` says which).
 */
export function embedPage(widgets) {
  const chunks = widgets.map((widget) => EMBED_CHUNK_OF[widget] ?? widget);
  const languages = chunks.some((chunk) => chunk.includes('{lang}')) ? EMBED_LANGUAGES : [undefined];
  const pages = languages.map((lang) => {
    const files = new Set([join(embedDir, 'dealgrow-embed.js')]);
    for (const chunk of chunks) staticImports(join(embedDir, 'widgets', `${chunk.replace('{lang}', lang)}.js`), files);
    const rows = [...files].map((file) => ({
      file: file.slice(embedDir.length + 1),
      gzip: gzipSize(readBuilt(file, 'pnpm --filter @dealgrow/widgets build')),
    }));
    return { lang, rows, gzip: rows.reduce((sum, row) => sum + row.gzip, 0) };
  });
  const heaviest = pages.reduce((most, page) => (page.gzip > most.gzip ? page : most));
  const name = `embed: ${widgets.join(' + ')}${heaviest.lang ? ` (${heaviest.lang}, the heaviest language)` : ''}`;
  return { name, widgets, ...heaviest };
}

/**
 * The app's first load of the home page in English: index.html's script and styles with every chunk they import,
 * the home screen's chunk with its imports and styles, and the English strings — everything fetched before the
 * home page shows, fonts aside (they are not JS or CSS).
 */
export function appFirstLoad() {
  const build = 'pnpm --filter @dealgrow/app build';
  const manifest = JSON.parse(readBuilt(join(appDist, '.vite', 'manifest.json'), build).toString('utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the app's Vite manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', 'src/screens/home.tsx', 'src/i18n/locales/en.ts']) visit(key);
  const rows = [...files].map((file) => ({ file, gzip: gzipSize(readBuilt(join(appDist, file), build)) }));
  return { name: 'app: first load of the home page', rows, gzip: rows.reduce((sum, row) => sum + row.gzip, 0) };
}

/**
 * `import { createClient } from '@dealgrow/sdk'` bundled and minified by esbuild with code splitting, as a partner's
 * bundler would: what a page loads up front, the entry and its static imports. A resource loaded on its first call
 * (`client.chat`, its own chunk) is left out, as the app's first load leaves out its lazy routes.
 */
export async function sdkCreateClient() {
  const sdk = join(repo, 'packages', 'sdk');
  const requireFromWidgets = createRequire(join(repo, 'packages', 'widgets', 'package.json'));
  const esbuild = await import(requireFromWidgets.resolve('esbuild', { paths: [dirname(requireFromWidgets.resolve('vite'))] }));
  const outdir = join(sdk, 'dist', 'size-check');
  const result = await esbuild.build({
    stdin: { contents: `export { createClient } from '@dealgrow/sdk';`, resolveDir: sdk, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    splitting: true,
    outdir,
    absWorkingDir: repo,
    metafile: true,
    write: false,
    conditions: ['source', 'module', 'browser'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint);
  const firstLoad = new Set();
  const visit = (file) => {
    if (firstLoad.has(file)) return;
    firstLoad.add(file);
    for (const imported of outputs[file].imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  const bytesOf = (file) => result.outputFiles.find((output) => output.path === join(repo, file)).contents;
  const rows = [...firstLoad].map((file) => ({ file: file === entry ? 'createClient' : file, gzip: gzipSize(bytesOf(file)) }));
  return { name: 'sdk: createClient bundle', rows, gzip: rows.reduce((sum, row) => sum + row.gzip, 0) };
}

/**
 * `<dg-chat-box>`'s chunk (widgets/chat-box-{lang}.js: the box, the live connection and socket.io-client, one file), in
 * its heaviest language, alone: budgeted on its own (`embed-chat-chunk`), not within a 20 KB page. It loads as soon as
 * a chat box is on the page, so a page with one downloads it in its first load (`chatPage`), beside the loader and the
 * runtime: that page is reported, not held to the 20 KB of the other widgets' pages.
 */
export function chatChunk() {
  const rows = EMBED_LANGUAGES.map((lang) => {
    const file = join(embedDir, 'widgets', `chat-box-${lang}.js`);
    const imports = [...staticImports(file)].filter((path) => path !== file && !/[\\/]chunks[\\/]runtime-[^\\/]+\.js$/.test(path));
    if (imports.length) throw new Error(`chat-box-${lang}.js imports ${imports.join(', ')} beyond the runtime: it must be one file`);
    return { file: `widgets/chat-box-${lang}.js`, gzip: gzipSize(readBuilt(file, 'pnpm --filter @dealgrow/widgets build')) };
  });
  const heaviest = rows.reduce((most, row) => (row.gzip > most.gzip ? row : most));
  return { name: `embed: the chat chunk (${heaviest.file}, the heaviest language)`, rows, gzip: heaviest.gzip };
}

/** A page with `<dg-chat-box>`'s first load: the loader, the runtime and the chat chunk (heaviest language); reported, not budgeted. */
export function chatPage() {
  const page = embedPage(['chat-box']);
  return { ...page, name: `embed: a page with <dg-chat-box> (${page.lang}), first load`, reported: true };
}

/** Every budgeted figure, named as in `size-budgets.json`. */
export async function measureSizes() {
  return [
    ...partnerSitePages().map(partnerSitePage),
    ...widgetSets().map(embedPage),
    chatChunk(),
    chatPage(),
    ...partnerSiteChatPages(),
    appFirstLoad(),
    await sdkCreateClient(),
  ];
}
