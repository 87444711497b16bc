import { describe, expect, it } from 'vitest';
import { setAdmin } from '../packages/server/src/trust/admin-command.ts';
import { seriousViolations } from './front-quality.ts';
import { demoMemberClient } from './product.ts';
import { useProductInBrowser } from './product-in-browser.ts';

const suite = useProductInBrowser();

describe('blocking and reporting in the browser (issue 15)', () => {
  it('ada blocks mehmet from his profile: his posts and profile vanish both ways; she unblocks from settings', async () => {
    const { product } = suite;
    const mehmet = await demoMemberClient(product, 'mehmet');
    const body = `Mehmet’s trust check ${Date.now()}`;
    const posted = await mehmet.client.posts.createBodyPost({ body, visible: 'public' });
    expect(posted.success, JSON.stringify(posted.error)).toBe(true);
    const postId = posted.data?.id ?? 0;

    const page = await suite.pageAs('ada');
    await page.goto(`${product.appUrl}/posts`);
    await page.getByText(body).first().waitFor();
    await page.goto(`${product.appUrl}/mehmet`);
    await page.getByRole('heading', { level: 1, name: 'Mehmet Yılmaz' }).waitFor();
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Block', exact: true }).click();
    // Blocked: off to the privacy settings, where he is listed.
    await page.getByRole('heading', { level: 1, name: 'Privacy and blocking' }).waitFor();
    await page.getByTestId('blocked-members').getByText('Mehmet Yılmaz').waitFor();

    // His post is gone from ada's feed and his post page and profile answer not found.
    await page.goto(`${product.appUrl}/posts`);
    await page.locator('[data-post], article').first().waitFor();
    expect(await page.getByText(body).count()).toBe(0);
    await page.goto(`${product.appUrl}/post/${postId}`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.goto(`${product.appUrl}/mehmet`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

    // Mehmet cannot see ada's profile either.
    const his = await suite.pageAs('mehmet');
    await his.goto(`${product.appUrl}/ada`);
    await his.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

    // Unblock from the settings: her profile shows to him again.
    await page.goto(`${product.appUrl}/settings`);
    await page.getByRole('link', { name: 'Privacy and blocking' }).click();
    await page.getByRole('button', { name: 'Unblock Mehmet Yılmaz' }).click();
    await page.getByText('You have not blocked anyone.').waitFor();
    await his.goto(`${product.appUrl}/ada`);
    await his.getByRole('heading', { level: 1, name: /^Ada / }).waitFor();
  }, 120_000);

  it('ada turns off "find me in search" in the privacy settings: it stays off after a reload, no serious axe violation', async () => {
    const { product } = suite;
    const page = await suite.pageAs('ada');
    await page.goto(`${product.appUrl}/settings/privacy`);
    const searchable = page.getByRole('checkbox', { name: 'Let people outside my network find me in search' });
    await searchable.waitFor();
    expect(await searchable.isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await searchable.uncheck();
    await page.getByRole('status').getByText('Only your connections can find you in search now.').waitFor();
    const ada = await demoMemberClient(product, 'ada');
    expect((await ada.client.users.profileInformation()).data?.searchableByStrangers).toBe(false);

    await page.reload();
    await searchable.waitFor();
    expect(await searchable.isChecked()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    // Back on, as the demo has it.
    await searchable.check();
    await page.getByRole('status').getByText('People outside your network can find you in search.').waitFor();
    expect((await ada.client.users.profileInformation()).data?.searchableByStrangers).toBe(true);
  }, 120_000);

  it('a report filed from a post page reaches the admin queue, and "Hide" removes the post', async () => {
    const { product } = suite;
    const mehmet = await demoMemberClient(product, 'mehmet');
    const body = `Too good to be true ${Date.now()}`;
    const posted = await mehmet.client.posts.createBodyPost({ body, visible: 'public' });
    const postId = posted.data?.id ?? 0;
    expect(await setAdmin(product.server.db, 'ada@dealgrow.io', true)).not.toBeNull();

    const reporter = await suite.pageAs('sofia');
    await reporter.goto(`${product.appUrl}/post/${postId}`);
    await reporter.getByText(body).first().waitFor();
    await reporter.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = reporter.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
    await dialog.getByLabel('Details (optional)').fill('Asks for money up front.');
    await dialog.getByRole('button', { name: 'Send the report' }).click();
    await dialog.getByText('Thank you. An admin will review your report.').waitFor();

    const admin = await suite.pageAs('ada');
    await admin.goto(`${product.appUrl}/admin/reports`);
    await admin.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const item = admin.getByTestId('admin-reports').locator('li', { hasText: body });
    await item.getByText('Asks for money up front.').waitFor();
    await item.getByRole('button', { name: 'Hide', exact: true }).click();
    await admin.waitForFunction((text) => !document.querySelector('[data-testid="admin-reports"]')?.textContent?.includes(text), body);

    await reporter.goto(`${product.appUrl}/post/${postId}`);
    await reporter.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  }, 120_000);
});
