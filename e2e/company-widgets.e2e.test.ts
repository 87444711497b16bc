import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../packages/server/src/seed/demo.ts';
import { seriousViolations } from './front-quality.ts';
import {
  cspViolationsSoFar,
  giveEmbedToken,
  PARTNER_PAGE_APP,
  type PartnerSite,
  pageErrors,
  recordCspViolations,
  sendFlagshipLinksTo,
  startPartnerSite,
} from './partner-site-server.ts';
import { demoMemberClient, type Product, startProduct } from './product.ts';
import { connectBrowser } from './shared-browser.ts';

declare global {
  interface Window {
    followEvents: Array<{ detail: unknown; bubbles: boolean; composed: boolean; cancelable: boolean }>;
  }
}

const SLUG = 'northwind-supply';

let product: Product;
let site: PartnerSite;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  site = await startPartnerSite();
  // One API for the app and the partner page, each on its own loopback port.
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

interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions of the page, on the partner site and after it. */
  errors: string[];
  /** The addresses the page asked for, in order. */
  requests: string[];
}

/**
 * The company page of the partner site in a fresh browser, under the strict CSP, with the flagship site's links sent
 * to the app under test. With `token`, the page hands the member's token to the embed (`data-token`).
 */
async function openCompanyPage(token?: string): Promise<OpenedPage> {
  const context = await browser.newContext();
  contexts.push(context);
  await sendFlagshipLinksTo(context, product.appUrl);
  const page = await context.newPage();
  const errors = pageErrors(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await recordCspViolations(page);
  if (token) await giveEmbedToken(page, token);
  await page.addInitScript(() => {
    window.followEvents = [];
    document.addEventListener('dg-follow', (event) => {
      const { detail, bubbles, composed, cancelable } = event as CustomEvent;
      window.followEvents.push({ detail, bubbles, composed, cancelable });
    });
  });
  await page.goto(`${site.url}/company.html`);
  return { page, errors, requests };
}

/** The company as a signed-out visitor reads it from the API. */
async function publicCompany(): Promise<{ id: number; followers: number }> {
  const response = await fetch(`${product.apiUrl}/company/${SLUG}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; followers: number };
}

const followButton = (page: Page) => page.locator(`dg-follow-button[company="${SLUG}"]`);
const companyCard = (page: Page) => page.locator(`dg-company-card[company="${SLUG}"]`);
/** Waits for the button to show `name` with its request answered (no longer `aria-disabled`, which it is while busy). */
const settled = (page: Page, name: 'Follow' | 'Following') =>
  followButton(page).getByRole('button', { name, exact: true, disabled: false }).waitFor();
const followersText = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'follower' : 'followers'}`;

describe('<dg-follow-button> and <dg-company-card> on the partner site (plain HTML, one script tag, strict CSP)', () => {
  it('signed out: Follow goes to sign-in on the app, which follows the company; back on the partner page the count is one more', async () => {
    // James does not follow Northwind in the demo data.
    const { client } = await demoMemberClient(product, 'james');
    const before = await publicCompany();
    expect((await client.companies.isFollower(before.id)).data?.isFollower).toBe(false);

    const { page, errors } = await openCompanyPage();
    const action = followButton(page).locator('[part~="action"]');
    await action.waitFor();
    expect(await followButton(page).locator('[part="count"]').textContent()).toBe(followersText(before.followers));
    expect(await action.textContent()).toBe('Follow');
    expect(await action.getAttribute('href')).toBe(
      `${PARTNER_PAGE_APP}/auth/sign-in?returnTo=${encodeURIComponent(`/companies/${SLUG}?follow=1`)}`,
    );

    await Promise.all([page.waitForURL(`${product.appUrl}/auth/sign-in?**`), action.click()]);
    await page.fill('#sign-in-email', 'james');
    await page.fill('#sign-in-password', DEMO_PASSWORD);
    await page.click('#sign-in button[type="submit"]');
    // The app's company page follows once on `?follow=1` and drops it from the address.
    await page.waitForURL(`${product.appUrl}/companies/${SLUG}`);
    await expect
      .poll(async () => (await client.companies.isFollower(before.id)).data)
      .toEqual({
        isFollower: true,
        followers: before.followers + 1,
      });

    // Back on the partner's page: the card and the button count the new follower.
    await page.goto(`${site.url}/company.html`);
    await expect.poll(() => followButton(page).locator('[part="count"]').textContent()).toBe(followersText(before.followers + 1));
    await expect.poll(() => companyCard(page).locator('[part="count"]').textContent()).toBe(followersText(before.followers + 1));
    expect(await cspViolationsSoFar(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('signed in (token): follows and unfollows in place, fires dg-follow, and the API has it', async () => {
    // Ada owns Northwind and does not follow it; a manager may follow their own page.
    const { client, token } = await demoMemberClient(product, 'ada');
    const before = await publicCompany();
    const { page, errors } = await openCompanyPage(token);
    const follow = followButton(page).getByRole('button', { name: 'Follow' });
    await follow.waitFor();
    await follow.click();
    // The button shows the follow at once and is busy until the server answers: the API is read after that.
    await settled(page, 'Following');
    expect(await followButton(page).locator('[part="count"]').textContent()).toBe(followersText(before.followers + 1));
    expect(await page.evaluate(() => window.followEvents)).toEqual([
      { detail: { companyId: before.id, action: 'follow' }, bubbles: true, composed: true, cancelable: true },
    ]);
    expect(await page.locator('#last-follow').textContent()).toBe(`follow company ${before.id}`);
    expect((await client.companies.isFollower(before.id)).data).toEqual({ isFollower: true, followers: before.followers + 1 });

    await followButton(page).getByRole('button', { name: 'Following' }).click();
    await settled(page, 'Follow');
    expect((await client.companies.isFollower(before.id)).data).toEqual({ isFollower: false, followers: before.followers });
    expect(await cspViolationsSoFar(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the company card shows the company, its follow button and its latest 3 deals, as the API lists them', async () => {
    const company = await publicCompany();
    // The demo company lists two deals: its owner lists a third, which the card shows first.
    const { client } = await demoMemberClient(product, 'ada');
    const listed = await client.deals.create({
      title: 'Yearly racking inspection',
      type: 'offer',
      company_id: company.id,
      price: 450,
      currency: 'EUR',
    });
    expect(listed.success).toBe(true);
    const deals = await (await fetch(`${product.apiUrl}/company/${company.id}/deals?limit=3`)).json();
    const titles = (deals as { items: Array<{ title: string }> }).items.map((deal) => deal.title);
    expect(titles).toHaveLength(3);
    expect(titles[0]).toBe('Yearly racking inspection');

    const { page, errors, requests } = await openCompanyPage();
    const card = companyCard(page);
    await card.locator('[part="deal-link"]').nth(2).waitFor();
    // The follow button in the page's header and the card show the same company: one request for both (issue 24).
    await followButton(page).locator('[part~="action"]').waitFor();
    expect(requests.filter((url) => url === `${product.apiUrl}/company/${SLUG}`)).toHaveLength(1);
    expect(await card.locator('[part~="name"]').textContent()).toBe('Northwind Supply');
    expect(await card.locator('[part~="name"]').getAttribute('href')).toBe(`${PARTNER_PAGE_APP}/companies/${SLUG}`);
    expect(await card.locator('[part="deal-link"]').allTextContents()).toEqual(titles);
    expect(await card.locator('[part="deal-price"]').first().textContent()).toBe('€450');
    expect(await card.locator('[part="logo"]').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await card.locator('[part~="action"]').textContent()).toBe('Follow');
    // The deal list beside it loads too, from the same transport.
    await page.locator('dg-deal-list [part~="title"]').first().waitFor();
    expect(await cspViolationsSoFar(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
