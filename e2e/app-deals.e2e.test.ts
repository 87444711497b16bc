import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../packages/server/src/seed/demo.ts';
import { type Product, startProduct } from './product.ts';
import { connectBrowser } from './shared-browser.ts';

let product: Product;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct();
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

/** Signs a demo member in through the sign-in page, which then goes to `returnTo` (or the home page). */
async function signIn(page: Page, member: string, returnTo?: string) {
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  await page.goto(`${product.appUrl}/auth/sign-in${query}`);
  await page.fill('#sign-in-email', `${member}@dealgrow.io`);
  await page.fill('#sign-in-password', DEMO_PASSWORD);
  await page.click('#sign-in button[type="submit"]');
  await page.waitForURL(`${product.appUrl}${returnTo ?? '/'}`);
}

async function memberPage(member: string, returnTo?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, member, returnTo);
  return page;
}

const title = `Solar panels ${Date.now().toString(36)}`;
let dealId = 0;

describe('deal pages in the browser', () => {
  it('ada lists a deal with a file, finds it among the offers and on its page, and edits it', async () => {
    const page = await memberPage('ada', '/deals/new');
    await page.getByRole('heading', { level: 1, name: 'List a deal' }).waitFor();
    await page.fill('#deal-form-title', title);
    await page.selectOption('#deal-form-industry_id', { label: 'Energy' });
    await page.selectOption('#deal-form-currency', 'EUR');
    await page.fill('#deal-form-price', '12500.4');
    await page.fill('#deal-form-stock', '40');
    await page.fill('#deal-form-location', 'Lyon');
    await page.fill('#deal-form-description', 'Monocrystalline panels, delivered.');
    await page.fill('#deal-form-refer_price', '300');
    await page.fill('#deal-form-buy_price', '0');
    await page.setInputFiles('#deal-form-files', {
      name: 'terms.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Terms of the deal.\n'),
    });
    await page.click('#deal-form button[type="submit"]');
    await page.waitForURL(/\/deals\/\d+$/);
    dealId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // SPEC §9: prices with no decimals.
    expect(await page.locator('.deal-price').textContent()).toBe('€12,500');
    expect(await page.locator('[data-lead="refer"] + .reward-list__amount').textContent()).toBe('€300 reward');
    expect(await page.locator('[data-lead="buy"] + .reward-list__amount').textContent()).toBe('No reward set');
    const download = page.getByRole('link', { name: 'Download terms.txt' });
    expect(await download.getAttribute('href')).toContain('/api/azure/download?blobName=');
    const answer = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(await answer.text()).toBe('Terms of the deal.\n');

    // The offers list is the DealList widget; its card opens the deal inside the app.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Deals' }).click();
    await page.getByRole('navigation', { name: 'Deal lists' }).getByRole('link', { name: 'Offers' }).click();
    await page.waitForURL(`${product.appUrl}/deals/offers`);
    const card = page.locator('.dg-deal-card', { hasText: title });
    await card.waitFor();
    await card.locator('.dg-title').click();
    await page.waitForURL(`${product.appUrl}/deals/${dealId}`);

    await page.locator('[data-action="edit"]').click();
    await page.waitForURL(`${product.appUrl}/deals/${dealId}/edit`);
    expect(await page.inputValue('#deal-form-title')).toBe(title);
    await page.fill('#deal-form-price', '11000');
    // A price the server refuses shows at its field.
    await page.fill('#deal-form-stock', '-3');
    await page.click('#deal-form button[type="submit"]');
    await page.locator('#deal-form-stock-error').waitFor();
    await page.fill('#deal-form-stock', '35');
    await page.click('#deal-form button[type="submit"]');
    await page.waitForURL(`${product.appUrl}/deals/${dealId}`);
    await page.locator('.deal-price', { hasText: '€11,000' }).waitFor();
    await page.context().close();
  });

  it('a stranger sees no edit button, and the server’s 403 when forcing the edit page', async () => {
    const page = await memberPage('sofia', `/deals/${dealId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.locator('[data-section="reviews"] .review-form').waitFor();
    expect(await page.locator('[data-action="edit"]').count()).toBe(0);
    await page.goto(`${product.appUrl}/deals/${dealId}/edit`);
    const refusal = page.locator('[role="alert"][data-status="403"]');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('may change it');
    expect(await page.locator('#deal-form').count()).toBe(0);
    await page.context().close();
  });

  it('a signed-out visitor who clicks Refer signs in and comes back to the lead page; mehmet refers claire and lands on the lead', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${product.appUrl}/deals/${dealId}`);
    await page.locator('[data-lead="refer"]').click();
    await page.waitForURL(/\/auth\/sign-in\?returnTo=/);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`/deals/${dealId}/lead?type=refer`);
    await page.fill('#sign-in-email', 'mehmet@dealgrow.io');
    await page.fill('#sign-in-password', DEMO_PASSWORD);
    await page.click('#sign-in button[type="submit"]');
    await page.waitForURL(`${product.appUrl}/deals/${dealId}/lead?type=refer`);
    await page.getByRole('heading', { level: 1, name: 'Refer someone to this deal' }).waitFor();
    expect(await page.locator('.lead-start__reward').textContent()).toBe('Your reward €300');

    // The form waits for the member referred.
    await page.fill('#lead-start-text', 'Claire runs a logistics firm that needs panels.');
    expect(await page.locator('#lead-start button[type="submit"]').isDisabled()).toBe(true);
    await page.fill('#lead-start-referral', 'nobody-by-this-name');
    await page.click('#lead-start-referral + button');
    await page.locator('#lead-start-referral-error').waitFor();
    await page.fill('#lead-start-referral', 'claire');
    await page.click('#lead-start-referral + button');
    await page.locator('[data-member="claire"]').waitFor();
    await page.fill('#lead-start-budget', '12000');
    await page.click('#lead-start button[type="submit"]');
    await page.waitForURL(/\/leads\/\d+$/);
    await context.close();
  });
});
