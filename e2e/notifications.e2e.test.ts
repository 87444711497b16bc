import { describe, expect, it } from 'vitest';
import { demoMemberClient } from './product.ts';
import { useProductInBrowser } from './product-in-browser.ts';

const suite = useProductInBrowser();

declare global {
  interface Window {
    /** Set once on the page: still there after the like means the page was never reloaded. */
    sameDocument?: boolean;
  }
}

describe('the notification bell and centre in the browser (issue 14)', () => {
  it('Mehmet likes Ada’s post: her bell counts it live, she opens the centre, marks all read, and the count goes to 0', async () => {
    const { client: ada } = await demoMemberClient(suite.product, 'ada');
    const { client: mehmet } = await demoMemberClient(suite.product, 'mehmet');
    expect((await ada.notifications.seen('all')).success).toBe(true);
    const created = await ada.posts.createBodyPost({ body: `Our new organic cotton line is in ${Date.now()}` });
    const post = created.data?.id;
    if (post === undefined) throw new Error(`ada could not post: ${created.error?.message}`);

    // Ada has the app open on the home page; the bell's live feed is connected.
    const page = await suite.pageAs('ada');
    await page.goto(`${suite.product.appUrl}/`);
    const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications, / });
    await bell.and(page.locator('[data-live="connected"]')).waitFor();
    expect(await bell.getAttribute('data-count')).toBe('0');
    await page.evaluate(() => {
      window.sameDocument = true;
    });

    // Mehmet likes it over the SDK: the count goes up without a reload.
    expect((await mehmet.posts.togglePostLike(post)).data?.liked).toBe(true);
    await page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 new' }).waitFor();
    expect(await bell.locator('.notification-bell__count').textContent()).toBe('1');
    expect(await page.evaluate(() => window.sameDocument)).toBe(true);

    // The centre: Mehmet's like, unseen.
    await bell.click();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const list = page.getByRole('list', { name: 'Your notifications' });
    const like = list.getByRole('link', { name: /Mehmet Yılmaz liked your post\./ }).first();
    await like.waitFor();
    expect(await like.textContent()).toContain('Unread');

    // Mark all as read: no unseen left, and the bell says 0.
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('Everything is read.').waitFor();
    expect(await list.getByText('Unread:').count()).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'Notifications, none new' }).waitFor();
    expect((await ada.notifications.unreadTotal()).data?.total).toBe(0);

    // Opening one goes to its page.
    await like.click();
    await page.waitForURL(`**/post/${post}`);
  }, 90_000);
});
