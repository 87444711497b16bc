import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './front-quality.ts';
import { demoMemberClient, demoMemberContext, type Product, startProduct } from './product.ts';
import { connectBrowser } from './shared-browser.ts';

let product: Product;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  product = await startProduct();
  browser = await connectBrowser();
  // Claire has no personal plan in the demo data.
  context = await demoMemberContext(browser, product, 'claire');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.close();
});

const plan = (page: Page, key: string) => page.locator(`[part="plan"][data-plan="${key}"]`);
const current = (page: Page) => page.getByRole('region', { name: 'Current plan' });

describe('a member’s membership in the app (Chromium, the local hosted checkout)', () => {
  it('upgrades to Business through checkout, sees it active, downgrades (scheduled), cancels and resumes', async () => {
    const { client } = await demoMemberClient(product, 'claire');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

    await page.goto(`${product.appUrl}/membership/personal`);
    await current(page).getByText('Free plan').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A first plan: the server answers a checkout, the picker goes there.
    await Promise.all([page.waitForURL(/\/pay\/checkout\//), plan(page, 'business').getByRole('button', { name: 'Choose' }).click()]);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await Promise.all([page.waitForURL(`${product.appUrl}/membership/personal**`), page.getByRole('button', { name: /^Pay / }).click()]);

    // Back in the app: paid, the address cleaned, the plan active.
    await page.getByText('Payment received: your plan is active.').waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await current(page).getByText('Business').waitFor();
    expect(await current(page).textContent()).toContain('Active');
    await plan(page, 'business').getByText('Current plan').waitFor();
    expect((await client.memberships.activeMemberships()).data?.items.find((item) => item.kind === 'personal')).toMatchObject({
      plan: 'business',
      status: 'active',
    });

    // Downgrade to Networking: scheduled for the period end.
    await plan(page, 'networking').getByRole('button', { name: 'Downgrade' }).click();
    await page.getByText('The change is scheduled for the end of the period.').waitFor();
    await current(page)
      .getByText(/Changes to Networking \(month\)/)
      .waitFor();
    await plan(page, 'networking').getByRole('button', { name: 'Scheduled' }).waitFor();

    // Cancel: the plan ends at the period end (the scheduled change dropped).
    await plan(page, 'business').getByRole('button', { name: 'Keep this plan' }).waitFor();
    await page.getByRole('button', { name: 'Keep this plan' }).click();
    await page.getByText('The scheduled change is dropped.').waitFor();
    await plan(page, 'business').getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByText('Your plan ends at the end of the period.').waitFor();
    await current(page).getByText('Ends at period end').waitFor();
    expect((await client.memberships.activeMemberships()).data?.items.find((item) => item.kind === 'personal')?.status).toBe(
      'cancel-on-period-ends',
    );

    // Resume before the end: active again.
    await plan(page, 'business').getByRole('button', { name: 'Resume plan' }).click();
    await page.getByText('Your plan is resumed.').waitFor();
    await current(page).getByText('Active', { exact: true }).waitFor();
    expect((await client.memberships.activeMemberships()).data?.items.find((item) => item.kind === 'personal')?.status).toBe('active');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
