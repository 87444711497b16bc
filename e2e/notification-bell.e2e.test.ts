import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './front-quality.ts';
import {
  cspViolationsSoFar,
  giveEmbedToken,
  type PartnerSite,
  pageErrors,
  recordCspViolations,
  startPartnerSite,
  strictCsp,
} from './partner-site-server.ts';
import { demoMemberClient, type Product, startProduct } from './product.ts';
import { connectBrowser } from './shared-browser.ts';

let product: Product;
let site: PartnerSite;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  site = await startPartnerSite();
  product = await startProduct({ corsOrigins: [site.url] });
  site.api = product.apiUrl;
  browser = await connectBrowser();
}, 120_000);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await product?.close();
});

/**
 * The partner's home page (examples/partner-site/index.html, served with its strict CSP) with `<dg-notification-bell>`
 * added to its header, and a member's token handed to the embed (`data-token`) when given.
 */
async function openBellPage(token: string | null, lang = 'en'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  const errors = pageErrors(page);
  await recordCspViolations(page);
  // The partner's own page as the site serves it (its strict CSP header kept), with the bell put in its header as soon as
  // the header is parsed (before the embed's deferred script looks for tags).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const header = document.querySelector('header');
      if (!header) return;
      const bell = document.createElement('dg-notification-bell');
      bell.setAttribute('interval', '5');
      // The unread badge beside it, as a partner's header shows both (issue 24: both showed unstyled).
      header.prepend(bell, document.createElement('dg-unread-badge'));
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  if (token) await giveEmbedToken(page, token);
  await page.goto(`${site.url}/index.html?lang=${lang}`);
  return { page, errors };
}

const bell = (page: Page) => page.locator('dg-notification-bell [part="bell"]');

/** Waits for the bell to show its total; a failure says what the page logged. */
async function bellReady(page: Page, errors: string[]): Promise<void> {
  await page
    .locator('dg-notification-bell [part="bell"][data-state="ready"]')
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(async (error: Error) => {
      const shown = await page.locator('dg-notification-bell').evaluate((element) => element.shadowRoot?.innerHTML ?? '(no shadow root)');
      throw new Error(`${error.message}\nbell: ${shown}\nerrors: ${errors.join('\n')}`);
    });
}

/**
 * What the page shows of a widget's styles: the link's display (inline-flex with the widget's sheet, inline without)
 * and the count's background (the badge colour with it, transparent without).
 */
async function shownStyles(page: Page, tag: string): Promise<{ display: string; countBackground: string | null }> {
  return page.locator(tag).evaluate((element) => {
    const link = element.shadowRoot?.querySelector('a');
    if (!link) throw new Error(`${element.tagName} shows no link: ${element.shadowRoot?.innerHTML}`);
    const count = link.querySelector('[part="count"]');
    return { display: getComputedStyle(link).display, countBackground: count && getComputedStyle(count).backgroundColor };
  });
}

describe('<dg-notification-bell> on a strict-CSP partner page', () => {
  it('is served under the strict policy, without a WebSocket origin (the bell has no socket)', async () => {
    const answer = await fetch(`${site.url}/index.html`);
    expect(answer.headers.get('content-security-policy')).toBe(strictCsp(product.apiUrl));
    await answer.text();
  });

  it('shows Ada’s unread total linking to the centre, goes up when Mehmet likes her post, 0 CSP violations, axe 0 serious', async () => {
    const { client: ada, token } = await demoMemberClient(product, 'ada');
    const { client: mehmet } = await demoMemberClient(product, 'mehmet');
    await ada.notifications.seen('all');
    const { page, errors } = await openBellPage(token);
    await bellReady(page, errors);
    expect(await bell(page).getAttribute('data-count')).toBe('0');
    expect(await bell(page).getAttribute('aria-label')).toBe('No new notifications');
    expect(await bell(page).getAttribute('href')).toBe('http://localhost:3000/notifications');

    const created = await ada.posts.createBodyPost({ body: `Bell test ${Date.now()}` });
    const post = created.data?.id;
    if (post === undefined) throw new Error(`ada could not post: ${created.error?.message}`);
    expect((await mehmet.posts.togglePostLike(post)).data?.liked).toBe(true);
    // The bell reads its total again on its 5 s interval.
    await expect.poll(() => bell(page).getAttribute('data-count'), { timeout: 10_000 }).toBe('1');
    expect(await bell(page).getAttribute('aria-label')).toBe('1 new notification');
    expect(await bell(page).locator('[part="count"]').textContent()).toBe('1');
    // Styled, as every element: the sheet is adopted once the bell shows its link, not only while it loads (issue 24).
    expect(await shownStyles(page, 'dg-notification-bell')).toEqual({ display: 'inline-flex', countBackground: 'rgb(176, 42, 55)' });
    await page.locator('dg-unread-badge [part="badge"][data-state="ready"]').waitFor({ state: 'attached' });
    expect((await shownStyles(page, 'dg-unread-badge')).display).toBe('inline-flex');

    expect(await seriousViolations(page)).toEqual([]);
    expect(await cspViolationsSoFar(page)).toEqual([]);
    // The partner's page shows other widgets too; one of them asks for something the fresh demo data lacks (a 404 the
    // browser logs as a failed load). Nothing else is logged.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  }, 60_000);

  it('speaks Turkish and links to the Turkish centre; signed out it shows nothing', async () => {
    const { token } = await demoMemberClient(product, 'claire');
    const { page, errors } = await openBellPage(token, 'tr');
    await bellReady(page, errors);
    expect(await bell(page).getAttribute('href')).toBe('http://localhost:3000/tr/notifications');
    expect(await bell(page).getAttribute('aria-label')).toMatch(/bildirim/);
    expect(await cspViolationsSoFar(page)).toEqual([]);

    const signedOut = await openBellPage(null);
    await signedOut.page.locator('dg-notification-bell [part="bell"][data-state="signed-out"]').waitFor({ state: 'attached' });
    expect(await signedOut.page.locator('dg-notification-bell a').count()).toBe(0);
    expect(await seriousViolations(signedOut.page)).toEqual([]);
    expect(await cspViolationsSoFar(signedOut.page)).toEqual([]);
  }, 60_000);
});
