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
export const EMBED_WIDGETS = ['profile-card', 'deal-card', 'deal-list', 'connect-button', 'company-card', 'follow-button', 'post'];

/**
 * The chunk (under widgets/) each widget's tag loads, when not its own name (src/embed/widget-chunks.ts). `{lang}` is
 * the page's language: such a page is measured in each of en, fr and tr, and counts as its heaviest.
 */
export const EMBED_CHUNK_OF = { 'connect-button': 'profile-card', 'follow-button': 'company-card', post: 'post-{lang}' };

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

/** Each HTML page of examples/partner-site with the widgets its tags name (`<dg-deal-list …>` → `deal-list`), those without a widget left out. */
export function partnerSitePages() {
  return readdirSync(partnerSite)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => {
      const html = readFileSync(join(partnerSite, file), 'utf8');
      const widgets = [...new Set([...html.matchAll(/<dg-([a-z-]+)/g)].map(([, tag]) => tag))];
      const unknown = widgets.filter((widget) => !EMBED_WIDGETS.includes(widget));
      if (unknown.length) throw new Error(`${file} shows ${unknown.join(', ')}, which EMBED_WIDGETS does not list`);
      return { file, widgets };
    })
    .filter((page) => page.widgets.length > 0);
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

/** `import { createClient } from '@dealgrow/sdk'` bundled and minified by esbuild, as a partner's bundler would. */
export async function sdkCreateClient() {
  const sdk = join(repo, 'packages', 'sdk');
  const requireFromWidgets = createRequire(join(repo, 'packages', 'widgets', 'package.json'));
  const esbuild = await import(requireFromWidgets.resolve('esbuild', { paths: [dirname(requireFromWidgets.resolve('vite'))] }));
  const result = await esbuild.build({
    stdin: { contents: `export { createClient } from '@dealgrow/sdk';`, resolveDir: sdk, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    conditions: ['source', 'module', 'browser'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const bytes = result.outputFiles[0].contents;
  return { name: 'sdk: createClient bundle', rows: [{ file: 'createClient', gzip: gzipSize(bytes) }], gzip: gzipSize(bytes) };
}

/** Every budgeted figure, named as in `size-budgets.json`. */
export async function measureSizes() {
  return [...partnerSitePages().map(partnerSitePage), ...widgetSets().map(embedPage), appFirstLoad(), await sdkCreateClient()];
}
