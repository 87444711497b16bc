import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../packages/sdk/src/index.ts';
import { overflowingControls, seriousViolations } from './front-quality.ts';
import { type Product, startProduct, tokenCookie } from './product.ts';
import { connectBrowser } from './shared-browser.ts';

let product: Product;
let browser: Browser;

beforeAll(async () => {
  // OIDC_DEV: the server starts the local OpenID Connect provider (oidc-provider) on loopback, as `OIDC_DEV=1 pnpm start`.
  product = await startProduct({ oidcDev: true });
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

/** On the provider's development pages: sign in as `login` when asked, allow the app when asked, until back on the app. */
async function passProvider(page: Page, login: string, from: string) {
  // Away from the page the button was on: at the provider, or already back (a provider that remembers the member).
  await page.waitForURL((url) => url.href !== from);
  for (let step = 0; step < 5; step += 1) {
    await page.waitForLoadState();
    if (page.url().startsWith(product.appUrl)) return;
    const before = page.url();
    if ((await page.locator('input[name="login"]').count()) > 0) {
      await page.fill('input[name="login"]', login);
      await page.fill('input[name="password"]', 'any password');
    }
    // The login form, then (the first time only) the consent form.
    await page.click('button[type="submit"]');
    await page.waitForURL((url) => url.href !== before);
  }
  throw new Error(`still at the provider: ${page.url()}`);
}

async function memberOf(page: Page) {
  const cookie = await tokenCookie(page.context());
  const client = createClient({ baseURL: product.apiUrl, token: cookie?.value ?? '' });
  const me = await client.users.me();
  return me.success ? me.data : null;
}

describe('sign-in with a professional network in the browser', () => {
  it('signs up with the network, signs out, and signs in with it again as the same member', async () => {
    const login = `nora${Date.now().toString(36)}`;
    const context = await browser.newContext();
    const page = await context.newPage();

    await page.goto(`${product.appUrl}/auth/sign-up`);
    const button = page.getByRole('button', { name: 'Continue with Dev network' });
    await button.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const signUpPage = page.url();
    await button.click();
    await passProvider(page, login, signUpPage);
    // Back on the app's /auth/sign-in with the code: signed in, a new account made, on the home page.
    await page.waitForURL(`${product.appUrl}/`);
    await page.getByRole('heading', { level: 1, name: new RegExp(`Welcome, ${login}`, 'i') }).waitFor();
    const first = await memberOf(page);
    expect(first?.email).toBe(`${login}@gmail.com`);

    // Settings shows the linked network; then sign out.
    await page.goto(`${product.appUrl}/settings`);
    await page.getByRole('heading', { level: 2, name: 'Sign-in with a network' }).waitFor();
    await page.getByText(`${login}@gmail.com`).waitFor();
    expect(await seriousViolations(page, '.network-accounts')).toEqual([]);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(/\/auth\/sign-in$/);
    expect(await tokenCookie(context)).toBeUndefined();

    // In French this time: the provider comes back to /fr/auth/sign-in, and the same member is signed in.
    await page.goto(`${product.appUrl}/fr/auth/sign-in`);
    const french = page.getByRole('button', { name: 'Continuer avec Dev network' });
    await french.waitFor();
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await overflowingControls(page)).toEqual([]);
    const signInPage = page.url();
    await french.click();
    await passProvider(page, login, signInPage);
    await page.waitForURL(/\/fr\/?$/);
    const again = await memberOf(page);
    expect(again?.id).toBe(first?.id);
    await context.close();
  });

  it('says so when the member cancels at the network, and the e-mail form still works', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${product.appUrl}/auth/sign-in?error=access_denied&state=x`);
    await page.getByRole('alert').getByText('Sign-in with Dev network was canceled').waitFor();
    await page.locator('#sign-in').waitFor();
    await context.close();
  });
});
