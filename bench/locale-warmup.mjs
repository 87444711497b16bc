// The main thread's time in building Intl number and date formats while a page loads, with the locale warm-up worker
// (packages/app/src/common/locale-warmup.ts) and with its script refused, side by side: each of Lighthouse's pages,
// loaded in turn one way then the other, ROUNDS times (5 unless set), in a fresh tab of Debian's Chromium. A page's
// first format loads the locale's data into ICU; the worker loads it first, off the main thread. Prints the medians
// and their ratio. Run after `pnpm run build`: `pnpm run bench:locale-warmup`. Figures: docs/performance.md
// "Locale data loaded off the main thread".
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = join(import.meta.dirname, '..');
const serverRequire = createRequire(join(repo, 'packages', 'server', 'package.json'));
const { tsImport } = await import(pathToFileURL(serverRequire.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href);
const load = (path) => tsImport(pathToFileURL(join(repo, path)).href, import.meta.url);
const { launchLighthouseBrowser, lighthousePages, signInFor } = await load('e2e/lighthouse.ts');
const { spawnUntil } = await import('../deploy/local-cluster.mjs');

const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 5));
const tsx = pathToFileURL(serverRequire.resolve('tsx/esm')).href;
const productProcess = await spawnUntil(
  ['--import', tsx, 'bench/lib/product-process.ts'],
  { cwd: repo },
  /product ready (\{.*\})/,
  'the product',
);
const product = JSON.parse(productProcess.url);
const browser = await launchLighthouseBrowser();

/** Wraps the Intl constructors and the locale methods that build one, adding up the main thread's time in them. */
function countFormatTime() {
  window.__formatMs = 0;
  const timed = (build) =>
    function (...args) {
      const start = performance.now();
      try {
        return build.apply(this, args);
      } finally {
        window.__formatMs += performance.now() - start;
      }
    };
  for (const name of ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'PluralRules']) {
    const Original = Intl[name];
    const Timed = timed((...args) => new Original(...args));
    Timed.prototype = Original.prototype;
    Timed.supportedLocalesOf = Original.supportedLocalesOf;
    Intl[name] = Timed;
  }
  for (const [owner, method] of [
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Number.prototype, 'toLocaleString'],
  ]) {
    owner[method] = timed(owner[method]);
  }
}

async function formatTime(page, warmup) {
  await signInFor(browser, product, page);
  const tab = await browser.context.newPage();
  try {
    await tab.addInitScript(countFormatTime);
    if (!warmup) await tab.route('**/locale-warmup.worker-*.js', (route) => route.abort());
    await tab.goto(product.appUrl + page.path);
    await tab.waitForLoadState('networkidle');
    return await tab.evaluate(() => window.__formatMs);
  } finally {
    await tab.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const rows = [];
  for (const page of (await lighthousePages(product)).filter((item) => item.name !== 'home (visitor)')) {
    const cold = [];
    const warm = [];
    for (let round = 0; round < ROUNDS; round++) {
      cold.push(await formatTime(page, false));
      warm.push(await formatTime(page, true));
    }
    rows.push({
      page: `${page.name} ${page.path}`,
      'no worker (ms)': median(cold).toFixed(1),
      'with the worker (ms)': median(warm).toFixed(1),
      ratio: (median(cold) / Math.max(median(warm), 0.1)).toFixed(1),
    });
  }
  console.log(`Main thread's time building Intl formats during a page load, medians of ${ROUNDS} (unthrottled desktop CPU)`);
  console.table(rows);
} finally {
  await browser.close();
  await productProcess.stop();
}
