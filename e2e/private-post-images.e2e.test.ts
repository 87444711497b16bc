import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoMemberClient } from './product.ts';
import { useProductInBrowser } from './product-in-browser.ts';

const suite = useProductInBrowser();
/** A word no other test or demo post uses. */
const run = Date.now().toString(36);
/** A 4×4 PNG, so a shown image has a width. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4ESACRwzEcQDzAxLBRjQxdQAAAABJRU5ErkJggg==', 'base64');

/** The image's natural width once the browser has loaded it (0 when it could not). */
async function shownWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete), { timeout: 10_000 }).toBe(true);
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

describe('images of a connections-only post in the browser (signed file addresses)', () => {
  it('Ada posts a photo for her connections: Mehmet (connected) sees it in his feed and on the post page; James gets no page', async () => {
    const { client: ada } = await demoMemberClient(suite.product, 'ada');
    const body = `Our new showroom, for my connections ${run}`;
    const created = await ada.posts.createMediaPost({
      body,
      visible: 'connections',
      files: [new File([new Uint8Array(PNG)], 'showroom.png', { type: 'image/png' })],
    });
    if (!created.success) throw new Error(`could not post: ${created.error.message}`);
    const id = created.data.id;

    const mehmet = await suite.pageAs('mehmet');
    await mehmet.goto(`${suite.product.appUrl}/`);
    const inFeed = mehmet.locator(`article[data-post="${id}"]`);
    await inFeed.getByText(body).waitFor();
    const feedImage = inFeed.locator('img[src*="signature%3D"]').first();
    expect(await shownWidth(feedImage)).toBe(4);

    await mehmet.goto(`${suite.product.appUrl}/post/${id}`);
    const onPage = mehmet.locator(`[data-post="${id}"]`).locator('img[src*="signature%3D"]').first();
    expect(await shownWidth(onPage)).toBe(4);

    const james = await suite.pageAs('james');
    await james.goto(`${suite.product.appUrl}/post/${id}`);
    await james.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await james.locator('img[src*="signature%3D"]').count()).toBe(0);
  });
});
