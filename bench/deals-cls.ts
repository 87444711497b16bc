// Cumulative layout shift of /deals on a phone: the built app and the real server (in-memory PGlite, demo data), Chromium
// with mobile emulation (Moto G4-sized 360×640 viewport, 4× CPU slowdown, slow 4G network), the layout shifts summed by a
// PerformanceObserver('layout-shift') the way Lighthouse's CLS sums them (shifts without recent input, largest session
// window). Run: `packages/server/node_modules/.bin/tsx bench/deals-cls.ts` after `pnpm run build`. Not a test.
import { launchBrowser } from '../e2e/browser.ts';
import { startProduct } from '../e2e/product.ts';

const TARGET = 0.05;
const RUNS = 3;

const product = await startProduct();
const browser = await launchBrowser();
try {
  const scores: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.addInitScript(() => {
      const session = { value: 0, largest: 0, first: 0, last: 0 };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (entry.hadRecentInput) continue;
          // Lighthouse / web-vitals session windows: a gap of 1 s or a window of 5 s starts a new one.
          if (session.value && entry.startTime - session.last < 1000 && entry.startTime - session.first < 5000) {
            session.value += entry.value;
          } else {
            session.value = entry.value;
            session.first = entry.startTime;
          }
          session.last = entry.startTime;
          session.largest = Math.max(session.largest, session.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { __cls: session });
    });
    await page.goto(`${product.appUrl}/deals`, { waitUntil: 'load' });
    await page.waitForSelector('dg-deal-list, .deal-list, [data-testid="deal-list"], main h1', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    scores.push(await page.evaluate(() => (window as unknown as { __cls: { largest: number } }).__cls.largest));
    await context.close();
  }
  const worst = Math.max(...scores);
  console.log(`CLS of /deals, mobile emulation, ${RUNS} loads: ${scores.map((score) => score.toFixed(3)).join(', ')}`);
  console.log(`worst / ${TARGET} target: ${(worst / TARGET).toFixed(2)} (${worst <= TARGET ? 'within' : 'OVER'} target)`);
} finally {
  await browser.close();
  await product.close();
}
