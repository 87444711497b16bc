// Lighthouse (mobile, simulated throttling) on the production build of the app: home (a visitor, and ada signed in),
// /deals, a post and a profile, each once, one after the other, on the real server with its demo data (e2e/product.ts's
// startProduct in a process of its own, bench/lib/product-process.ts; outside Vitest the server seeds its own database). Prints the four category scores and
// FCP, LCP, TBT, CLS and SI per page, and the audits that lost points. Run after `pnpm run build`:
//   pnpm run bench:lighthouse            (RUNS=3 pnpm run bench:lighthouse: each page three times, the median run;
//   `pnpm run bench:lighthouse deals`: the pages whose name has "deals"; LIGHTHOUSE_JSON=folder: each page's whole result)
// A speed figure on a shared machine, so not a test: e2e/lighthouse.e2e.test.ts asserts the other three categories.
// The last column, "main thread", is the wall time of the page's main-thread tasks after the first paint and the share
// of it the thread ran on a core (bench/lib/main-thread.ts): Lighthouse multiplies the wall time by four.
// Figures: docs/performance.md "Lighthouse".
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, setPriority } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = join(import.meta.dirname, '..');
const serverRequire = createRequire(join(repo, 'packages', 'server', 'package.json'));
const { tsImport } = await import(pathToFileURL(serverRequire.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href);
const load = (path) => tsImport(pathToFileURL(join(repo, path)).href, import.meta.url);
const { launchLighthouseBrowser, lighthousePages, runLighthouse, signInFor } = await load('e2e/lighthouse.ts');
const { spawnUntil } = await import('../deploy/local-cluster.mjs');

const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));

/**
 * One untimed load of the page first, as a deployed server has answered its routes before: a route's first answer
 * after the server starts runs code not yet compiled (the home feed's 450 ms, 28 ms after), and the page's first run
 * timed that instead of the page.
 */
async function warmUp(page) {
  await signInFor(browser, product, page);
  const tab = await browser.context.newPage();
  await tab.goto(`${product.appUrl}${page.path}`);
  await tab.waitForLoadState('networkidle');
  await tab.close();
}

/** Every thread of process `pid` at niceness `nice` (Linux sets a priority a thread; elsewhere the process's). */
function lowerPriority(pid, nice) {
  const tasks = `/proc/${pid}/task`;
  for (const id of existsSync(tasks) ? readdirSync(tasks).map(Number) : [pid]) {
    try {
      setPriority(id, nice);
    } catch {
      // A thread that ended meanwhile.
    }
  }
}
const only = process.argv.slice(2);

// The server in a process of its own, as in production: Lighthouse's own work (it parses the page's trace as it comes)
// would otherwise hold up the server's answers, and the page's timings with them.
const tsx = pathToFileURL(serverRequire.resolve('tsx/esm')).href;
// Through HTTPS fronts with HTTP/2 (bench/lib/https-front.ts), as members reach a deployment; HTTPS_FRONT=0: the
// product's own plain HTTP/1.1 servers.
const httpsFront = process.env.HTTPS_FRONT !== '0';
const productProcess = await spawnUntil(
  ['--import', tsx, 'bench/lib/product-process.ts'],
  { cwd: repo, env: { ...process.env, HTTPS_FRONT: httpsFront ? '1' : '0' } },
  /product ready (\{.*\})/,
  'the product',
);
const product = JSON.parse(productProcess.url);
const browser = await launchLighthouseBrowser({ trustedKey: product.spki });
// A member's phone does not run the server, nor Lighthouse: here all three share two cores, and the page's main thread
// waited for the server answering its own requests, its tasks timed long by that wait (the same build's TBT varied
// by 2×). The server's and this process's threads run at a lower priority (nice 10; Chromium, started before, keeps
// its own), so the trace times the page's work; NICE=0 keeps every process at the same priority.
const nice = Number(process.env.NICE ?? 10);
if (nice > 0) for (const pid of [productProcess.child.pid, process.pid]) lowerPriority(pid, nice);
try {
  const pages = (await lighthousePages(product)).filter((page) => only.length === 0 || only.some((name) => page.name.includes(name)));
  console.log(
    `Lighthouse, mobile, simulated throttling, ${httpsFront ? 'HTTPS and HTTP/2' : 'plain HTTP/1.1'}; ${RUNS} run(s) a page; load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(', ')}`,
  );
  const rows = [];
  for (const page of pages) {
    await warmUp(page);
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await runLighthouse(browser, product, page));
    if (process.env.LIGHTHOUSE_JSON) {
      mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
      const file = join(process.env.LIGHTHOUSE_JSON, `${page.name.replace(/\W+/g, '-')}.json`);
      writeFileSync(file, JSON.stringify(runs.at(-1).lhr));
    }
    // Lighthouse's advice for variance: the run with the median performance score.
    runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
    const median = runs[Math.floor(runs.length / 2)];
    rows.push({ page, report: median, performance: runs.map((run) => run.scores.performance) });
  }
  const ms = (value) => `${Math.round(value)} ms`;
  console.table(
    rows.map(({ page, report, performance }) => ({
      page: `${page.name} ${page.path}`,
      perf: RUNS > 1 ? `${report.scores.performance} (${performance.join('/')})` : report.scores.performance,
      a11y: report.scores.accessibility,
      'best-pr.': report.scores['best-practices'],
      seo: report.scores.seo,
      FCP: ms(report.metrics.FCP),
      LCP: ms(report.metrics.LCP),
      TBT: ms(report.metrics.TBT),
      CLS: report.metrics.CLS.toFixed(3),
      SI: ms(report.metrics.SI),
      'CPU index': Math.round(report.benchmarkIndex),
      // The main thread's tasks after the first paint: wall time, and the share of it the thread ran on a core.
      'main thread': report.mainThread ? `${ms(report.mainThread.wallMs)}, ${Math.round(report.mainThread.onCpu * 100)} % on CPU` : '?',
    })),
  );
  for (const { page, report } of rows) {
    if (report.failing.length === 0 && report.warnings.length === 0) continue;
    console.log(`\n${page.name} ${page.path}:`);
    for (const line of [...report.failing, ...report.warnings.map((warning) => `warning: ${warning}`)]) console.log(`  ${line}`);
  }
} finally {
  await browser.close();
  await productProcess.stop();
}
