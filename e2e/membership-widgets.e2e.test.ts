import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './front-quality.ts';
import {
  cspViolationsSoFar,
  PARTNER_PAGE_APP,
  type PartnerSite,
  pageErrors,
  recordCspViolations,
  sendFlagshipLinksTo,
  startPartnerSite,
} from './partner-site-server.ts';
import { type Product, startProduct } from './product.ts';
import { connectBrowser } from './shared-browser.ts';

declare global {
  interface Window {
    membershipEvents: unknown[];
  }
}

let product: Product;
let site: PartnerSite;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  site = await startPartnerSite();
  product = await startProduct({ corsOrigins: [site.url] });
  site.api = product.apiUrl;
  browser = await connectBrowser();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await product?.close();
});

/** The partner's plans page (examples/partner-site/membership.html) in a fresh browser, under the strict CSP. */
async function openPlansPage(lang = 'en'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  contexts.push(context);
  await sendFlagshipLinksTo(context, product.appUrl);
  const page = await context.newPage();
  const errors = pageErrors(page);
  await recordCspViolations(page);
  await page.addInitScript(() => {
    window.membershipEvents = [];
    document.addEventListener('dg-membership-action', (event) => window.membershipEvents.push((event as CustomEvent).detail));
  });
  await page.goto(`${site.url}/membership.html?lang=${lang}`);
  return { page, errors };
}

const picker = (page: Page) => page.locator('dg-membership-picker');

describe('<dg-membership-picker> on the partner site (plain HTML, one script tag, strict CSP)', () => {
  it('shows the personal plans with prices, the yearly switch and the FAQ; 0 CSP violations, axe 0 serious', async () => {
    const { page, errors } = await openPlansPage();
    const business = picker(page).locator('[part="plan"][data-plan="business"]');
    await business.waitFor();
    expect(await business.locator('.dg-mp-price').textContent()).toBe('€29.99 / month');
    await picker(page)
      .getByRole('button', { name: /^Yearly/ })
      .click();
    expect(await business.locator('.dg-mp-price').textContent()).toBe('€299.99 / year');
    expect(await picker(page).locator('[part="faq"] details').count()).toBeGreaterThan(0);
    expect(await picker(page).locator('[part="status"]').textContent()).toBe('You are on the free plan.');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await cspViolationsSoFar(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('signed out: an action fires dg-membership-action, then goes to the flagship membership page (sign-in first)', async () => {
    const { page, errors } = await openPlansPage();
    const choose = picker(page).locator('[part="plan"][data-plan="business"] [part="action"]');
    await choose.waitFor();
    expect(await choose.textContent()).toBe('Choose');
    expect(await choose.getAttribute('href')).toBe(`${PARTNER_PAGE_APP}/membership/personal`);
    await Promise.all([page.waitForURL(`${product.appUrl}/auth/sign-in?**`), choose.click()]);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/membership/personal');
    expect(errors).toEqual([]);
  });

  it('in French: French strings and the French flagship path; an action the page cancels keeps the visitor there', async () => {
    const { page, errors } = await openPlansPage('fr');
    const choose = picker(page).locator('[part="plan"][data-plan="networking"] [part="action"]');
    await choose.waitFor();
    expect(await choose.textContent()).toBe('Choisir');
    expect(await choose.getAttribute('href')).toBe(`${PARTNER_PAGE_APP}/fr/membership/personal`);
    await page.evaluate(() => document.addEventListener('dg-membership-action', (event) => event.preventDefault()));
    await choose.click();
    expect(await page.evaluate(() => window.membershipEvents)).toEqual([
      { kind: 'personal', plan: 'networking', interval: 'month', action: 'subscribe', company: null },
    ]);
    expect(page.url()).toBe(`${site.url}/membership.html?lang=fr`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await cspViolationsSoFar(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
