import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright-core';
import { type MainThreadTime, mainThreadTime, type TraceEvent } from '../bench/lib/main-thread.ts';
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts';
import { demoMemberClient, type Product } from './product.ts';

// Lighthouse on the built app (docs/performance.md "Lighthouse"): the e2e test asserts the categories that are not
// timing figures, bench/lighthouse.mjs prints all four and the performance metrics. Both use what is here.

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export const ALL_CATEGORIES: LighthouseCategory[] = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The performance metrics the bench prints, by Lighthouse audit id, with the unit they are shown in. */
export const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

/** Where the product is (startProduct's, here or in a process of its own: bench/lib/product-process.ts). */
export type ProductUrls = Pick<Product, 'appUrl' | 'apiUrl'>;

/** One page Lighthouse measures: its path on the app, and the demo member signed in (none: a visitor). */
export interface LighthousePage {
  name: string;
  path: string;
  member?: string;
}

/** The four pages of issue 26 (home signed out and signed in, as its feed is a member's), on the demo data. */
export async function lighthousePages(product: ProductUrls): Promise<LighthousePage[]> {
  const { client } = await demoMemberClient(product, 'ada');
  const posts = (await client.posts.allPosts({ limit: 20 })).data?.items ?? [];
  const post = posts.find((item) => item.author?.username === 'mehmet') ?? posts[0];
  if (!post) throw new Error('the demo data has no public post');
  return [
    { name: 'home (visitor)', path: '/' },
    { name: 'home (ada)', path: '/', member: 'ada' },
    { name: 'deals', path: '/deals' },
    { name: 'post', path: `/post/${post.id}` },
    { name: 'profile', path: '/mehmet' },
  ];
}

/**
 * Debian's Chromium with the repository's flags and a DevTools port Lighthouse connects to (it opens its own tab in
 * this browser's default context, so a session cookie set here signs its page in). Lighthouse never launches or
 * downloads a browser itself.
 */
export interface LighthouseBrowser {
  port: number;
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchLighthouseBrowser({ trustedKey }: { trustedKey?: string } = {}): Promise<LighthouseBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'dealgrow-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    // `trustedKey`: the SPKI hash of bench/lib/https-front.ts's self-signed certificate, which Chromium then takes as
    // valid (the page is a secure one, as Lighthouse requires).
    args: [...CHROMIUM_ARGS, '--remote-debugging-port=0', ...(trustedKey ? [`--ignore-certificate-errors-spki-list=${trustedKey}`] : [])],
  });
  // Chromium writes the port it chose to the profile once its DevTools server listens, before the launch resolves.
  const portFile = join(profile, 'DevToolsActivePort');
  if (!existsSync(portFile)) throw new Error('Chromium wrote no DevToolsActivePort');
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** What one Lighthouse run found: scores 0–100 by category, metrics (ms; CLS unitless) and the audits that lost points. */
export interface LighthouseReport {
  scores: Partial<Record<LighthouseCategory, number>>;
  metrics: Record<keyof typeof METRICS, number>;
  /** `category: audit id (score) — title`, for every audit below full marks that counts in a category run. */
  failing: string[];
  /** Lighthouse's own warnings (e.g. a page that kept loading). */
  warnings: string[];
  /**
   * Lighthouse's measure of this machine's CPU at the run (its own small benchmark; a few thousand on an idle desktop).
   * Main-thread time is multiplied by 4 whatever it is, so TBT and LCP grow as it falls (a busy shared machine).
   */
  benchmarkIndex: number;
  /**
   * The page's main-thread tasks after the first paint, from Lighthouse's trace: their wall time, which Lighthouse's
   * simulation multiplies by 4, and how much of it the thread ran on a core (bench/lib/main-thread.ts).
   */
  mainThread: MainThreadTime | undefined;
  /** The whole result, for a closer look (bench/lighthouse.mjs writes it out with LIGHTHOUSE_JSON=folder). */
  lhr: Result;
}

/** The browser's cookies as `page` is loaded: none for a visitor's page, the demo member's session for a member's. */
export async function signInFor(browser: LighthouseBrowser, product: ProductUrls, page: LighthousePage): Promise<void> {
  await browser.context.clearCookies();
  if (page.member) {
    const { token } = await demoMemberClient(product, page.member);
    await browser.context.addCookies([{ name: 'token', value: token, url: product.appUrl }]);
  }
}

/**
 * Lighthouse's defaults: mobile form factor (Moto G Power screen), simulated throttling (slow 4G, 4× CPU), the
 * categories asked for. No screenshots (time), and nothing from the internet: the page and its robots.txt are on
 * loopback, and no audit of these categories fetches anything else.
 */
export async function runLighthouse(
  browser: LighthouseBrowser,
  product: ProductUrls,
  page: LighthousePage,
  categories: LighthouseCategory[] = ALL_CATEGORIES,
): Promise<LighthouseReport> {
  await signInFor(browser, product, page);
  const flags: Flags = {
    port: browser.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: categories,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'],
    disableFullPageScreenshot: true,
    locale: 'en-US',
  };
  const result = await lighthouse(`${product.appUrl}${page.path}`, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  // Lighthouse records no trace for a run without the performance category.
  const trace = (result.artifacts as { Trace?: { traceEvents: unknown[] } }).Trace;
  return report(result.lhr, trace ? mainThreadTime(trace.traceEvents as TraceEvent[]) : undefined);
}

function report(lhr: Result, mainThread: MainThreadTime | undefined): LighthouseReport {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores: LighthouseReport['scores'] = {};
  const failing: string[] = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    scores[id as LighthouseCategory] = Math.round((category.score ?? 0) * 100);
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      failing.push(`${id}: ${ref.id} (${audit.score.toFixed(2)}) — ${audit.displayValue ?? audit.title}`);
    }
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const metrics = {
    FCP: metric(METRICS.FCP),
    LCP: metric(METRICS.LCP),
    TBT: metric(METRICS.TBT),
    CLS: metric(METRICS.CLS),
    SI: metric(METRICS.SI),
  };
  return { scores, metrics, failing, warnings: lhr.runWarnings, benchmarkIndex: lhr.environment.benchmarkIndex, mainThread, lhr };
}
