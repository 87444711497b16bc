import type { BrowserContext, Page } from 'playwright-core';

/** The requests of a page still in flight, and a wait for there being none. */
interface Network {
  pending: number;
  quiet(): Promise<void>;
}
const networks = new WeakMap<Page, Network>();

/** A page that counts its requests still in flight, so a check waits for them to end and for no new one to start. */
export async function countedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  let waiting: Array<() => void> = [];
  const network: Network = {
    pending: 0,
    quiet: () => (network.pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
  const ended = () => {
    network.pending -= 1;
    if (network.pending > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  page.on('request', () => {
    network.pending += 1;
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  networks.set(page, network);
  return page;
}

/**
 * Waits until the page has no request in flight and, three frames later (the answers rendered, the effects they start
 * run, a route's module asked for) and its transitions ended, still none: the requests a screen makes one after
 * another are all waited for, without a fixed quiet time after each screen. (Idle callbacks would say more, but a
 * headless page may never idle.)
 */
export async function settled(page: Page): Promise<void> {
  const network = networks.get(page);
  for (;;) {
    await network?.quiet();
    await page.evaluate(async () => {
      for (let frame = 0; frame < 3; frame += 1) {
        await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }
      // And every transition or animation that ends (a button taking its selected colours), ended: axe measures the
      // colours shown, and one caught half-way fails contrast. Endless ones (a spinner) are not waited for, nor paused
      // ones (the Storybook's test-runner mode pauses each story's animations at their end): they never finish.
      const ending = document
        .getAnimations()
        .filter((animation) => animation.playState !== 'paused' && Number.isFinite(animation.effect?.getComputedTiming().endTime));
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    });
    if ((network?.pending ?? 0) === 0) return;
  }
}

/**
 * Opens an app screen and waits until its data is in: a main heading shown, no part still loading, the
 * network quiet. The first screen of a page is loaded; the next ones are reached as the app's own
 * links do (history.pushState and a popstate the router follows), which skips a whole reload.
 */
export async function openScreen(page: Page, appUrl: string, path: string): Promise<void> {
  if (page.url().startsWith(appUrl)) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await settled(page);
  } else {
    await page.goto(`${appUrl}${path}`);
  }
  await page.waitForFunction(
    () => document.querySelector('main h1') && !document.querySelector('.splash, .load-state[role="status"], [aria-busy="true"]'),
  );
  await settled(page);
}
