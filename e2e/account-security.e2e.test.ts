import { describe, expect, it } from 'vitest';
import { createClient } from '../packages/sdk/src/index.ts';
import { demoMemberClient } from './product.ts';
import { useProductInBrowser } from './product-in-browser.ts';

const suite = useProductInBrowser();

describe('account security in the browser (issue 15)', () => {
  it('forgot password: the e-mailed link sets a new password, every session is signed out, the new password signs in', async () => {
    const { product } = suite;
    const email = 'james@dealgrow.io';
    // James is signed in elsewhere (an SDK client) and in a browser tab.
    const elsewhere = await demoMemberClient(product, 'james');
    const signedInTab = await suite.pageAs('james');
    await signedInTab.goto(`${product.appUrl}/settings`);
    await signedInTab.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

    // A signed-out tab: sign-in → "Forgot password?" → the address → the link from the e-mail.
    const page = await suite.pageAs('claire');
    await page.context().clearCookies();
    await page.goto(`${product.appUrl}/auth/sign-in`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByTestId('forgot-sent').waitFor();

    const link = product.linkIn(email);
    expect(link).toContain('/auth/reset-password?token=');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByText('At least 8 characters.', { exact: false }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('bright-harbour-lantern-7');
    await page.getByLabel('Repeat the new password').fill('bright-harbour-lantern-7');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByTestId('reset-done').waitFor();

    // Signed out everywhere: the SDK client's token is refused, the tab's session is gone on its next load.
    expect(await elsewhere.client.users.me()).toMatchObject({ success: false, status: 401 });
    await signedInTab.goto(`${product.appUrl}/settings`);
    await signedInTab.waitForURL(/\/auth\/sign-in/);
    // The link works once.
    expect(
      await createClient({ baseURL: product.apiUrl, retry: false }).account.resetPassword({
        token: new URL(link).searchParams.get('token') ?? '',
        password: 'another-passphrase-8',
      }),
    ).toMatchObject({ success: false, status: 400, error: { code: 'invalid_reset_token' } });

    // Sign in with the new password.
    await page.getByTestId('reset-done').locator('xpath=..').getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('E-mail or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('bright-harbour-lantern-7');
    await page.locator('#sign-in').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.includes('/auth/'));
  }, 90_000);

  it('the sessions page lists two sessions and signs the other out', async () => {
    const { product } = suite;
    const other = await demoMemberClient(product, 'sofia');
    const page = await suite.pageAs('sofia');
    await page.goto(`${product.appUrl}/settings`);
    await page.getByRole('link', { name: 'Security and sessions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Security', exact: true }).waitFor();
    const sessions = page.getByTestId('sessions').locator('li');
    await sessions.nth(1).waitFor();
    expect(await sessions.count()).toBe(2);
    expect(await page.locator('li[data-current="true"]').count()).toBe(1);

    await page
      .locator('li:not([data-current])')
      .getByRole('button', { name: /^Sign out / })
      .click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="sessions"] li').length === 1);
    expect(await other.client.users.me()).toMatchObject({ success: false, status: 401 });
    await page.getByText('You are signed in only here.').waitFor();
    // This tab stays signed in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Security', exact: true }).waitFor();
  }, 60_000);
});
