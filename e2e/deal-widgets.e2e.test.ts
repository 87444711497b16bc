import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../packages/server/test/harness.ts';
import { cspViolationsSoFar, type PartnerSite, recordCspViolations, startPartnerSite } from './partner-site-server.ts';
import { connectBrowser } from './shared-browser.ts';

declare global {
  interface Window {
    dealEvents: Array<{ type: string; detail: unknown; bubbles: boolean; composed: boolean; cancelable: boolean }>;
    /** Set by a test: the page cancels dg-deal-action, as a partner keeping visitors on its page would. */
    cancelDealActions: boolean;
    /** Reports a deal event to the test, so it survives the page navigating away. */
    noteDealEvent(type: string, detail: unknown): void;
  }
}

interface ApiDeal {
  id: number;
  title: string;
  price: number | null;
  currency: string | null;
}

let api: TestServer;
let site: PartnerSite;
let browser: Browser;
let context: BrowserContext;
/** The demo offers as the API lists them, newest first. */
let offers: ApiDeal[];
let dealOfTheWeek: ApiDeal;
/** Deal events reported by the page, kept across navigations. */
let noted: Array<{ type: string; detail: unknown }> = [];

beforeAll(async () => {
  site = await startPartnerSite();
  api = await startTestServer('pglite', { seedDemo: true, corsOrigins: [site.url] });
  site.api = api.url;
  browser = await connectBrowser();
  offers = ((await (await fetch(`${api.url}/deals/popular-deals?type=offer&limit=24&page=1`)).json()) as { items: ApiDeal[] }).items;
  dealOfTheWeek = (await (await fetch(`${api.url}/deals/1`)).json()) as ApiDeal;
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await api?.close();
});

afterEach(async () => {
  await context?.close();
});

/** Opens the partner page with the flagship site stood in for, recording CSP violations and the deal events the page sees. */
async function openPartnerPage(path = '/'): Promise<Page> {
  context = await browser.newContext();
  await context.route('http://localhost:3000/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Dealgrow</title>' }));
  noted = [];
  await context.exposeFunction('noteDealEvent', (type: string, detail: unknown) => noted.push({ type, detail }));
  const page = await context.newPage();
  await recordCspViolations(page);
  await page.addInitScript(() => {
    window.dealEvents = [];
    window.cancelDealActions = false;
    for (const type of ['dg-deal-action', 'dg-deal-click']) {
      document.addEventListener(type, (event) => {
        const { detail, bubbles, composed, cancelable } = event as CustomEvent;
        window.dealEvents.push({ type, detail, bubbles, composed, cancelable });
        window.noteDealEvent(type, detail);
        if (window.cancelDealActions) event.preventDefault();
      });
    }
  });
  await page.goto(`${site.url}${path}`);
  return page;
}

const list = (page: Page) => page.locator('dg-deal-list');
const dealCard = (page: Page) => page.locator('dg-deal-card');
const titlesIn = (page: Page) => list(page).locator('[part~="title"]').allTextContents();

describe('deal widgets on the partner site (plain HTML, one script tag, strict CSP)', () => {
  it('lists the real demo offers from the API and shows the deal of the week, with no CSP violation', async () => {
    expect(offers.length).toBeGreaterThan(4);
    const page = await openPartnerPage();
    // The file's first page: the embed's script, its chunks and the API's answer arrive cold, which on a loaded machine
    // took longer than expect.poll's one second (a CI run failed with an empty list). The first row, then the rows.
    await list(page).locator('[part~="title"]').first().waitFor();
    await expect.poll(() => titlesIn(page)).toEqual(offers.map((deal) => deal.title));
    expect(await list(page).locator('[part~="badge"]').first().textContent()).toBe('Offer');
    expect(await list(page).locator('[part="count"]').textContent()).toBe(`${offers.length} of ${offers.length} deals`);
    // 24 a page and fewer offers than that: nothing more to load.
    expect(await list(page).locator('[part="more"]').count()).toBe(0);

    const title = dealCard(page).locator('[part~="title"]');
    await title.waitFor();
    expect(await title.textContent()).toBe(dealOfTheWeek.title);
    expect(await title.getAttribute('href')).toBe(`http://localhost:3000/deals/${dealOfTheWeek.id}`);
    const price = await dealCard(page).locator('[part="price"]').textContent();
    // SPEC §9: no decimals, in the deal's currency.
    expect(price).toMatch(/^\D*[\d,]+\D*$/);
    expect(price).toContain(
      new Intl.NumberFormat('en', { style: 'currency', currency: dealOfTheWeek.currency ?? 'EUR', maximumFractionDigits: 0 }).format(
        dealOfTheWeek.price ?? 0,
      ),
    );

    const styled = await list(page).evaluate((element) => {
      const root = element.shadowRoot as ShadowRoot;
      const priceOf = root.querySelector('[part="price"]') as HTMLElement;
      return {
        lightChildren: element.children.length,
        adopted: root.adoptedStyleSheets.length,
        inlineStyles: root.querySelectorAll('[style]').length + root.querySelectorAll('style').length,
        priceColor: getComputedStyle(priceOf).color,
        display: getComputedStyle(root.querySelector('[part="items"]') as HTMLElement).display,
      };
    });
    // The list's own sheet and its cards' sheet; partner.css colours ::part(price) and the grid comes from the adopted sheet.
    expect(styled).toEqual({ lightChildren: 0, adopted: 2, inlineStyles: 0, priceColor: 'rgb(0, 92, 175)', display: 'grid' });
    expect(await cspViolationsSoFar(page)).toEqual([]);
  });

  it('pages with "Load more" when the page asks for a smaller page size', async () => {
    const page = await openPartnerPage();
    await expect.poll(() => titlesIn(page)).toHaveLength(offers.length);
    await list(page).evaluate((element) => element.setAttribute('page-size', '4'));
    await expect.poll(() => titlesIn(page)).toEqual(offers.slice(0, 4).map((deal) => deal.title));
    expect(await list(page).locator('[part="count"]').textContent()).toBe(`4 of ${offers.length} deals`);
    await list(page).locator('[part="more"]').click();
    await expect.poll(() => titlesIn(page)).toEqual(offers.map((deal) => deal.title));
    expect(await list(page).locator('[part="more"]').count()).toBe(0);
    expect(await cspViolationsSoFar(page)).toEqual([]);
  });

  it('fires dg-deal-action on Refer and goes on to the lead page of the flagship site', async () => {
    const page = await openPartnerPage();
    const refer = dealCard(page).locator('[part~="action-refer"]');
    await refer.waitFor();
    await Promise.all([page.waitForURL(`http://localhost:3000/deals/${dealOfTheWeek.id}/lead?type=refer`), refer.click()]);
    expect(page.url()).toBe(`http://localhost:3000/deals/${dealOfTheWeek.id}/lead?type=refer`);
    expect(noted).toEqual([{ type: 'dg-deal-action', detail: { dealId: dealOfTheWeek.id, action: 'refer' } }]);
  });

  it('keeps the visitor on the page when the partner cancels dg-deal-action, and speaks French', async () => {
    const page = await openPartnerPage('/?lang=fr');
    await page.evaluate(() => {
      window.cancelDealActions = true;
    });
    const first = offers[0] as ApiDeal;
    const buy = list(page).locator('[part~="action-buy"]').first();
    await buy.waitFor();
    expect(await buy.textContent()).toBe('Acheter');
    expect(await buy.getAttribute('href')).toBe(`http://localhost:3000/fr/deals/${first.id}/lead?type=buy`);
    await buy.click();
    expect(await page.locator('#last-deal-action').textContent()).toBe(`buy deal ${first.id}`);
    expect(new URL(page.url()).origin).toBe(site.url);
    expect(await page.evaluate(() => window.dealEvents)).toEqual([
      { type: 'dg-deal-action', detail: { dealId: first.id, action: 'buy' }, bubbles: true, composed: true, cancelable: true },
    ]);
    expect(await cspViolationsSoFar(page)).toEqual([]);
  });

  it('shows not-found for a deal that does not exist, added by the page after load', async () => {
    const page = await openPartnerPage();
    await dealCard(page).locator('[part~="title"]').waitFor();
    await page.evaluate(() => {
      const element = document.createElement('dg-deal-card');
      element.setAttribute('deal', '999999');
      element.id = 'missing';
      document.querySelector('main')?.append(element);
    });
    await expect.poll(() => page.locator('#missing [part="status"]').textContent()).toBe('This deal could not be found.');
  });
});
