import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../packages/server/src/seed/demo.ts';
import { seriousViolations } from './front-quality.ts';
import {
  cspViolationsSoFar,
  giveEmbedToken,
  PARTNER_PAGE_APP,
  type PartnerSite,
  recordCspViolations,
  sendFlagshipLinksTo,
  startPartnerSite,
} from './partner-site-server.ts';
import { demoMemberClient, type Product, startProduct } from './product.ts';
import { connectBrowser } from './shared-browser.ts';

declare global {
  interface Window {
    connectEvents: Array<{ detail: unknown; bubbles: boolean; composed: boolean; cancelable: boolean }>;
  }
}

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

/**
 * The partner page in a fresh browser, under the strict CSP, with the flagship site's links sent to the app under
 * test. With `token`, the page hands the member's token to the embed (`data-token` on its script tag).
 */
async function openPartnerPage(token?: string): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  await sendFlagshipLinksTo(context, product.appUrl);
  const page = await context.newPage();
  await recordCspViolations(page);
  if (token) await giveEmbedToken(page, token);
  await page.addInitScript(() => {
    window.connectEvents = [];
    document.addEventListener('dg-connect', (event) => {
      const { detail, bubbles, composed, cancelable } = event as CustomEvent;
      window.connectEvents.push({ detail, bubbles, composed, cancelable });
    });
  });
  await page.goto(`${site.url}/`);
  return page;
}

const connectButton = (page: Page) => page.locator('dg-connect-button[user="james"]');

describe('<dg-connect-button> on the partner site (plain HTML, one script tag, strict CSP)', () => {
  it('signed out: Not Connected, and Send Request goes to sign-in on the app, then to the profile there', async () => {
    const page = await openPartnerPage();
    const action = connectButton(page).locator('[part~="action"]');
    await action.waitFor();
    expect(await connectButton(page).locator('[part="label"]').textContent()).toBe('Not Connected');
    expect(await action.textContent()).toBe('Send Request');
    expect(await action.getAttribute('href')).toBe(`${PARTNER_PAGE_APP}/auth/sign-in?returnTo=%2Fjames`);
    // Ada's card is another member's to a visitor: it shows the connection state (her own, signed in, does not).
    expect(await page.locator('dg-profile-card[user="ada"] [part="label"]').textContent()).toBe('Not Connected');
    expect(await cspViolationsSoFar(page)).toEqual([]);

    await Promise.all([page.waitForURL(`${product.appUrl}/auth/sign-in?returnTo=%2Fjames`), action.click()]);
    await page.fill('#sign-in-email', 'ada');
    await page.fill('#sign-in-password', DEMO_PASSWORD);
    await page.click('#sign-in button[type="submit"]');
    await page.waitForURL(`${product.appUrl}/james`);
  });

  it('signed in (token): sends a request in place, shows Request Sent, and the API has it', async () => {
    const { client, token } = await demoMemberClient(product, 'ada');
    const page = await openPartnerPage(token);
    const send = connectButton(page).getByRole('button', { name: 'Send Request' });
    await send.waitFor();
    // Ada's own card: no connection state about herself (no "Not Connected", no action), the rest of it drawn.
    const ownCard = page.locator('dg-profile-card[user="ada"]');
    await ownCard.locator('[part="card"][data-state="ready"]').waitFor();
    expect(await ownCard.locator('[part="connect"]').count()).toBe(0);
    expect(await ownCard.locator('[part="card"]').textContent()).not.toContain('Not Connected');
    await send.click();
    await expect.poll(() => connectButton(page).locator('[part="label"]').textContent()).toBe('Request Sent');
    // Shown at once, and busy (aria-disabled) until the server answers: the API is read once it is not.
    await connectButton(page).getByRole('button', { name: 'Withdraw', disabled: false }).waitFor();
    expect(await page.evaluate(() => window.connectEvents)).toEqual([
      { detail: { userId: expect.any(Number), action: 'send' }, bubbles: true, composed: true, cancelable: true },
    ]);
    expect(await page.locator('#last-connect').textContent()).toMatch(/^send member \d+$/);

    const sent = await client.network.sentRequests();
    expect(sent.data?.items.map((friendship) => friendship.receiver.username)).toContain('james');
    // A reload reads it back from the API.
    await page.reload();
    await expect.poll(() => connectButton(page).locator('[part="label"]').textContent()).toBe('Request Sent');
    expect(await cspViolationsSoFar(page)).toEqual([]);

    // Withdrawn in place, for the next run of this test on the same data.
    await connectButton(page).getByRole('button', { name: 'Withdraw' }).click();
    await connectButton(page).getByRole('button', { name: 'Send Request', disabled: false }).waitFor();
  });

  it('has no serious accessibility violation on the partner page, signed out and signed in', async () => {
    const signedOut = await openPartnerPage();
    await connectButton(signedOut).locator('[part~="action"]').waitFor();
    await signedOut.locator('dg-deal-list [part~="title"]').first().waitFor();
    expect(await seriousViolations(signedOut)).toEqual([]);
    const { token } = await demoMemberClient(product, 'ada');
    const signedIn = await openPartnerPage(token);
    await connectButton(signedIn).getByRole('button').first().waitFor();
    expect(await seriousViolations(signedIn)).toEqual([]);
  });
});
