// Prints what a partner page downloads (gzip) with only <dg-profile-card>, only <dg-deal-list>, only <dg-deal-card>, all
// three, only <dg-company-card>, the company page (card with its deals, follow button, deal list), only <dg-post>, a post
// beside a deal list, only <dg-search> (tr) and a search box beside a deal list — and which widgets' code each page
// carries — beside a React bundle importing only ProfileCard, and the ratio to the 20 KB gzip target. Builds the widgets
// first so the figures match the sources. Not a test.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const widgets = join(import.meta.dirname, '..', 'packages', 'widgets');
const embedDir = join(widgets, 'dist', 'embed');
const TARGET_GZIP = 20 * 1024;
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

execFileSync(process.execPath, [join(widgets, 'scripts', 'build.mjs')], { stdio: 'inherit' });

/** A file and every chunk it imports statically (what the browser fetches before the widget runs). */
function initialFiles(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, specifier] of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
    initialFiles(join(dirname(file), specifier), seen);
  }
  return seen;
}

const loader = join(embedDir, 'dealgrow-embed.js');
const measure = (file) => {
  const bytes = readFileSync(file);
  return { file: file.slice(embedDir.length + 1), raw: bytes.length, gzip: gzip(bytes) };
};
/** What a page showing these widget chunks downloads: the loader, each chunk, and the shared chunks they import (once). */
function pageFiles(chunks) {
  const seen = new Set();
  for (const chunk of chunks) initialFiles(join(embedDir, 'widgets', `${chunk}.js`), seen);
  return [loader, ...seen].map(measure);
}
const PAGES = {
  'only <dg-profile-card>': ['profile-card'],
  'only <dg-deal-list>': ['deal-list'],
  'only <dg-deal-card>': ['deal-card'],
  'profile card + deal list + deal card': ['profile-card', 'deal-list', 'deal-card'],
  'only <dg-company-card> (and <dg-follow-button>)': ['company-card'],
  // Issue 12's page (examples/partner-site/company.html): <dg-company-card deals="3">, <dg-follow-button>, <dg-deal-list>.
  'company card with its deals + follow button + deal list': ['company-card', 'deal-list'],
  // <dg-post> loads the chunk of its page's language (post-{lang}); French, the heaviest of the three.
  'only <dg-post> (fr)': ['post-fr'],
  'post (fr) + deal list': ['post-fr', 'deal-list'],
  // <dg-search> loads the one file of its page's language (search-{lang}); Turkish, the heaviest of the three.
  'only <dg-search> (tr)': ['search-tr'],
  'search (tr) + deal list': ['search-tr', 'deal-list'],
};
const pages = Object.entries(PAGES).map(([name, chunks]) => {
  const rows = pageFiles(chunks);
  return { name, rows, gzip: rows.reduce((sum, row) => sum + row.gzip, 0) };
});
/** Code each page should carry only when one of its widgets uses it, recognised by a string only that code holds. */
const MARKERS = {
  'profile strings': "'profile.loading'",
  'deal card strings': "'deal.loading'",
  'deal list strings': "'dealList.loading'",
  'deals resource': '/deals/popular-deals',
  'company strings': "'follow.loading'",
  'post card': "'dg-post-action'",
  'search box': "'dg-search-select'",
};
for (const page of pages) {
  const code = page.rows.map((row) => readFileSync(join(embedDir, row.file), 'utf8')).join('\n');
  page.carries = Object.entries(MARKERS)
    .filter(
      ([, marker]) => code.includes(marker) || code.includes(marker.replaceAll("'", '"')) || code.includes(marker.replaceAll("'", '`')),
    )
    .map(([name]) => name);
}
const rows = pages[0].rows;
const embedGzip = pages[0].gzip;
const largest = Math.max(...pages.map((page) => page.gzip));

// esbuild comes with vite; resolve it from the widgets package, where react and preact are installed.
const requireFromWidgets = createRequire(join(widgets, 'package.json'));
const esbuild = await import(requireFromWidgets.resolve('esbuild', { paths: [dirname(requireFromWidgets.resolve('vite'))] }));

async function reactBundle(contents, external) {
  const result = await esbuild.build({
    stdin: { contents, resolveDir: widgets, loader: 'tsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external,
    conditions: ['source', 'module', 'browser'],
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    logLevel: 'error',
  });
  const bytes = result.outputFiles[0].contents;
  return { raw: bytes.length, gzip: gzip(bytes) };
}

const onlyCard = await reactBundle(`export { ProfileCard } from './src/index.ts';`, [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  'zustand',
  '@dealgrow/sdk',
  '@dealgrow/sdk/*',
]);
const wholeReactPage = await reactBundle(
  `import { createRoot } from 'react-dom/client';
   import { createClient } from '@dealgrow/sdk';
   import { createDealgrowState } from '@dealgrow/sdk/state';
   import { DealgrowProvider, ProfileCard } from './src/index.ts';
   const host = document.createElement('div');
   document.body.append(host);
   createRoot(host).render(<DealgrowProvider client={createClient({ baseURL: 'https://api.dealgrow.io' })} state={createDealgrowState()} lang="en" appUrl="https://dealgrow.io"><ProfileCard user="ada" /></DealgrowProvider>);`,
  [],
);

for (const page of pages) {
  console.log(`\nEmbed for a page with ${page.name} (each file as served, gzip -9):`);
  for (const row of page.rows) console.log(`  ${row.file.padEnd(40)} ${kb(row.raw).padStart(9)} raw  ${kb(row.gzip).padStart(8)} gzip`);
  console.log(`  ${'total initial'.padEnd(40)} ${''.padStart(9)}      ${kb(page.gzip).padStart(8)} gzip`);
  console.log(`  carries: ${page.carries.join(', ') || 'no widget code'}`);
}
console.log(`\n  a page without Dealgrow elements downloads only the loader: ${kb(rows[0].gzip)} gzip`);
console.log('\nReact bundles importing only ProfileCard (esbuild --bundle --minify, gzip -9):');
console.log(`  ProfileCard only; react, zustand and the sdk external       ${kb(onlyCard.gzip).padStart(8)} gzip`);
console.log(`  whole React page: react + react-dom + sdk + ProfileCard     ${kb(wholeReactPage.gzip).padStart(8)} gzip`);
console.log('\nRatios:');
for (const page of pages) {
  const ratio = page.gzip / TARGET_GZIP;
  console.log(
    `  ${`${page.name} / 20 KB target`.padEnd(52)} ${ratio.toFixed(2)}  (${page.gzip <= TARGET_GZIP ? 'within' : 'OVER'} target)`,
  );
}
console.log(`  largest page / 20 KB target                          ${(largest / TARGET_GZIP).toFixed(2)}`);
console.log(`  profile-card embed / whole React page                ${(embedGzip / wholeReactPage.gzip).toFixed(2)}`);
