import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './front-quality.ts';
import { demoMemberClient } from './product.ts';
import { useProductInBrowser } from './product-in-browser.ts';

const suite = useProductInBrowser();

const apiAs = (username: string) => demoMemberClient(suite.product, username);

async function memberId(username: string): Promise<number> {
  const me = await (await apiAs(username)).client.users.me();
  if (!me.success) throw new Error(`${username}: ${me.error.message}`);
  return me.data.id;
}

/** The controls and table cells of the page's main content (the header is another area's) whose text does not fit. */
function overflowingInMain(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main button, main a, main td, main th, main dd, main li')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      const name = `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`;
      if (element.scrollWidth > element.clientWidth + 1 && element.tagName !== 'A') found.push(`${name}: text wider than its box`);
      if (box.right > document.documentElement.clientWidth + 1) found.push(`${name}: runs past the viewport`);
    }
    for (const wrap of document.querySelectorAll<HTMLElement>('.billing-table-wrap, .payout-table-wrap'))
      if (wrap.scrollWidth > wrap.clientWidth + 1) found.push(`a table scrolls sideways (${wrap.scrollWidth}px in ${wrap.clientWidth}px)`);
    return found;
  });
}

/** Pays a local-provider checkout as a browser does: the hosted page's form posted with the test card that succeeds. */
async function payCheckout(checkoutUrl: string): Promise<void> {
  const page = await fetch(checkoutUrl);
  expect(page.status).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(await page.text())?.[1];
  if (!action) throw new Error('the checkout page has no form');
  const paid = await fetch(new URL(action, checkoutUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

describe('payouts and earnings in settings', () => {
  it('mehmet opens his payout account through the local onboarding page, earns a referral, and pays it out once', async () => {
    const { appUrl } = suite.product;
    const page = await suite.pageAs('mehmet');

    // From the settings page to the payouts page, then onboarding at the (local) provider and back.
    await page.goto(`${appUrl}/settings`);
    await page.getByRole('link', { name: 'Payouts and earnings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payouts and earnings' }).waitFor();
    const steps = page.getByRole('list', { name: 'Onboarding steps' });
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain('Business type');
    expect(await page.getByLabel('Name the account is paid under').inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Continue to onboarding' }).click();
    await page.waitForURL(/\/pay\/onboarding\//);
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await page.waitForURL(`${appUrl}/settings/payouts?onboarding=return`);
    await page.getByText('Your payout account is ready').waitFor();
    expect(await page.getByRole('button', { name: 'Open the payout dashboard' }).isVisible()).toBe(true);
    await page.getByText('No referral earnings yet.').waitFor();

    // Ada lists an offer with a refer price; mehmet refers sofia to it; both sides accept (over the SDK).
    const { client: ada } = await apiAs('ada');
    const { client: mehmet } = await apiAs('mehmet');
    const title = `Warehouse racking audit ${Date.now().toString(36)}`;
    const deal = await ada.deals.create({
      title,
      type: 'offer',
      price: 4000,
      currency: 'EUR',
      refer_price: 25,
      refer_currency: 'EUR',
      description: 'A yearly audit.',
    });
    if (!deal.success) throw new Error(deal.error.message);
    const lead = await mehmet.leads.create({
      deal_id: deal.data.id,
      type: 'refer',
      referral_user_id: await memberId('sofia'),
      text: 'Sofia needs one.',
    });
    if (!lead.success) throw new Error(lead.error.message);
    for (const [client, status] of [
      [ada, 'in-progress'],
      [ada, 'accepted'],
      [mehmet, 'accepted'],
    ] as const) {
      const changed = await client.leads.changeStatus(lead.data.id, status);
      if (!changed.success) throw new Error(`${status}: ${changed.error.message}`);
    }

    // The earning shows, already on his account (available), and pays out once however often he presses.
    await page.reload();
    const earnings = page.getByRole('table', { name: 'Referral earnings' });
    const row = earnings.getByRole('row', { name: new RegExp(title) });
    await row.waitFor();
    expect(await row.textContent()).toContain('€25.00');
    expect(await row.textContent()).toContain('Available');
    const payOut = page.getByRole('button', { name: 'Pay out' });
    await expect.poll(() => payOut.isEnabled()).toBe(true);
    await payOut.dblclick();
    await page.getByText('Payout made.').waitFor();
    const payouts = page.getByRole('table', { name: 'Payouts' });
    await payouts.getByRole('row', { name: /€25\.00/ }).waitFor();
    expect(await payouts.getByRole('row').count()).toBe(2);
    await earnings.getByRole('row', { name: new RegExp(`${title}.*Paid out`) }).waitFor();
    const listed = await mehmet.payments.payouts();
    expect(listed.data?.items).toHaveLength(1);
    expect(listed.data?.items[0]).toMatchObject({ amount: 2500, currency: 'EUR' });
  });

  it('sofia’s billing history shows her paid plan, in French too', async () => {
    const { client: sofia } = await apiAs('sofia');
    const started = await sofia.memberships.change('personal', { plan: 'business', interval: 'month', currency: 'EUR' });
    if (!started.success) throw new Error(started.error.message);
    expect(started.data.action).toBe('checkout');
    await payCheckout(started.data.checkoutUrl ?? '');

    const page = await suite.pageAs('sofia');
    await page.goto(`${suite.product.appUrl}/settings/billing`);
    const table = page.getByRole('table', { name: 'Billing history' });
    await table.getByRole('row', { name: /Payment succeeded/ }).waitFor();
    expect(await table.getByRole('row', { name: /Subscribed/ }).textContent()).toContain('Business, monthly');
    expect(await page.getByRole('link', { name: 'Manage your plan' }).getAttribute('href')).toBe('/membership/personal');

    await page.goto(`${suite.product.appUrl}/fr/settings/billing`);
    const tableFr = page.getByRole('table', { name: 'Historique de facturation' });
    await tableFr.getByRole('row', { name: /Paiement réussi/ }).waitFor();
    expect((await tableFr.getByRole('row', { name: /Paiement réussi/ }).textContent())?.replace(/\s/g, ' ')).toMatch(/\d+,\d\d €/);
  });
  it('both pages and a company’s payouts have no serious axe violation and fit 320 px, in en, fr and tr', async () => {
    const { client: mehmet } = await apiAs('mehmet');
    const owned = (await mehmet.companies.mine()).data?.find((company) => company.isOwner);
    if (!owned) throw new Error('mehmet owns no company in the demo data');
    const page = await suite.pageAs('mehmet');
    const found: string[] = [];
    for (const lang of ['en', 'fr', 'tr'] as const) {
      for (const path of ['/settings/billing', '/settings/payouts', `/settings/payouts?company=${owned.id}`]) {
        const address = `${suite.product.appUrl}${lang === 'en' ? '' : `/${lang}`}${path}`;
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(address);
        await page.locator('h1').waitFor();
        await page.locator('.load-state[role="status"]').first().waitFor({ state: 'detached' });
        for (const violation of await seriousViolations(page)) found.push(`${lang} ${path}: ${violation}`);
        await page.setViewportSize({ width: 320, height: 800 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        for (const overflow of await overflowingInMain(page)) found.push(`${lang} ${path} at 320px: ${overflow}`);
        for (const violation of await seriousViolations(page)) found.push(`${lang} ${path} at 320px: ${violation}`);
        if (await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1))
          found.push(`${lang} ${path}: the page scrolls sideways at 320px`);
      }
    }
    expect(found).toEqual([]);
  });
});
