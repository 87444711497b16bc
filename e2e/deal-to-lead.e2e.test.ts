import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PartnerSite, sendFlagshipLinksTo, startPartnerSite } from './partner-site-server.ts';
import { demoMemberContext, type Product, startProduct } from './product.ts';
import { connectBrowser } from './shared-browser.ts';

let product: Product;
let site: PartnerSite;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  site = await startPartnerSite();
  // One API for the app and the partner page, each on its own loopback port: any origin may call it here.
  product = await startProduct({ corsOrigins: ['*'] });
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

/** A browser signed in on the app as a demo member; links to the partner page's flagship site land on the app. */
async function signedIn(username: string): Promise<Page> {
  const context = await demoMemberContext(browser, product, username);
  contexts.push(context);
  await sendFlagshipLinksTo(context, product.appUrl);
  return context.newPage();
}

/** Presses a status button on the lead page and waits until the page shows the answer. */
async function pressStatus(page: Page, action: 'start' | 'approve' | 'accept') {
  await page.locator(`[data-action="${action}"]`).click();
  await page.locator('.lead-section .notice--success[role="status"]').waitFor();
}

describe('from a new deal to an accepted referral', () => {
  it('ada lists an offer, it shows on the partner page, mehmet refers it, both sides work it to accepted', async () => {
    const title = `Solar carports for 40 cars ${Date.now().toString(36)}`;

    // Ada creates an offer with a referral reward in the app.
    const ada = await signedIn('ada');
    await ada.goto(`${product.appUrl}/deals/new`);
    await ada.fill('#deal-form-title', title);
    await ada.check('input[name="type"][value="offer"]');
    await ada.selectOption('#deal-form-currency', 'EUR');
    await ada.fill('#deal-form-price', '180000');
    await ada.fill('#deal-form-refer_price', '2500');
    await ada.fill('#deal-form-description', 'Carports with 60 kW of panels, installed in six weeks.');
    await ada.click('#deal-form button[type="submit"]');
    await ada.waitForURL(/\/deals\/\d+$/);
    const dealId = Number(new URL(ada.url()).pathname.split('/').pop());
    await ada.getByRole('heading', { level: 1, name: title }).waitFor();

    // The partner page's <dg-deal-list type="offer"> shows it, read signed out through the embed.
    const mehmet = await signedIn('mehmet');
    await mehmet.goto(`${site.url}/`);
    const card = mehmet.locator('dg-deal-list .dg-deal-card', { hasText: title });
    await card.waitFor();
    const refer = card.locator('a[data-action="refer"]');
    expect(new URL((await refer.getAttribute('href')) ?? '').pathname).toBe(`/deals/${dealId}/lead`);

    // Mehmet, signed in on the app, follows Refer and refers sofia to the deal.
    await refer.click();
    await mehmet.waitForURL(`${product.appUrl}/deals/${dealId}/lead?type=refer`);
    await mehmet.fill('#lead-start-referral', 'sofia');
    await mehmet.press('#lead-start-referral', 'Enter');
    await mehmet.locator('.member-chips', { hasText: 'Sofia Rossi' }).waitFor();
    await mehmet.fill('#lead-start-text', 'Sofia runs a logistics park that needs covered parking.');
    await mehmet.click('#lead-start button[type="submit"]');
    await mehmet.waitForURL(/\/leads\/\d+$/);
    const leadPath = new URL(mehmet.url()).pathname;
    await mehmet.locator('[data-field="referral"]', { hasText: 'Sofia Rossi' }).waitFor();
    await mehmet.locator('section[data-status="todo"]').waitFor();
    // Only the deal's side picks a lead up.
    expect(await mehmet.locator('[data-action="start"]').count()).toBe(0);

    // Ada finds it among her received leads, starts work and approves.
    await ada.goto(`${product.appUrl}/leads?tab=received`);
    await ada.locator('.lead-row', { hasText: title }).getByRole('link', { name: title }).click();
    await ada.waitForURL(`${product.appUrl}${leadPath}`);
    await pressStatus(ada, 'start');
    await ada.locator('section[data-status="in-progress"]').waitFor();
    await pressStatus(ada, 'approve');
    await ada.locator('[data-approval="receiver"]', { hasText: 'Approved by Ada Laurent' }).waitFor();
    await ada.getByText('Your side approved; waiting for the other side.').waitFor();

    // Mehmet approves his side, which accepts the lead.
    await mehmet.reload();
    await mehmet.locator('[data-approval="receiver"]', { hasText: 'Approved by Ada Laurent' }).waitFor();
    await pressStatus(mehmet, 'accept');
    await mehmet.locator('section[data-status="accepted"]').waitFor();
    await mehmet.locator('[data-approval="sender"]', { hasText: 'Approved by Mehmet Yılmaz' }).waitFor();

    // Both see it accepted, with the success badge, and no further status change open.
    for (const page of [ada, mehmet]) {
      await page.goto(`${product.appUrl}${leadPath}`);
      await page.locator('section[data-status="accepted"]').waitFor();
      expect(await page.locator('.page-header .lead-badge').getAttribute('class')).toContain('lead-badge--success');
      expect(await page.locator('.lead-actions [data-action]').count()).toBe(0);
    }
    await mehmet.goto(`${product.appUrl}/leads`);
    const sent = mehmet.locator('.lead-row', { hasText: title });
    expect(await sent.locator('.lead-badge').getAttribute('data-status')).toBe('accepted');
  });
});
