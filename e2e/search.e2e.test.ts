import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, overflowAtBothWidths, PHONE, phoneProblems, seriousViolations } from './front-quality.ts';
import { demoMemberClient } from './product.ts';
import { useProductInBrowser } from './product-in-browser.ts';

/**
 * Issue 42's search in headless Chromium through the real server and its demo data: the header's as-you-type list
 * (grouped hits, the keyboard, `/`, Escape, the phone's full-screen box) and the results page (tabs, Load more), axe
 * with the list open and on the page, and the French and Turkish layouts at both widths.
 */
const suite = useProductInBrowser();

/** A word only the posts this file writes hold: more of them than a tab shows at once (20), so "Load more" shows. */
const WORD = 'zephyrine';
const POSTS = 23;

beforeAll(async () => {
  const { client } = await demoMemberClient(suite.product, 'james');
  for (let n = 1; n <= POSTS; n++) {
    const post = await client.posts.createBodyPost({ body: `${WORD} note ${n} for the search test`, visible: 'public' });
    expect(post.success, JSON.stringify(post.error)).toBe(true);
  }
}, 60_000);

/** Ada's tab on `path`, once its main heading and the header's as-you-type box are in. */
async function open(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await suite.pageAs('ada', { viewport, reducedMotion: 'reduce' });
  await page.goto(`${suite.product.appUrl}${path}`);
  await page.locator('main h1').first().waitFor();
  await page.getByRole('combobox').waitFor();
  return page;
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('the header’s search box', () => {
  it('focuses on "/", lists the hits by kind as Ada types, opens one with the arrows and Enter, closes on Escape', async () => {
    const page = await open('/deals');
    const box = page.getByRole('combobox', { name: 'Search Dealgrow' });
    await page.keyboard.press('/');
    expect(await focusedId(page)).toBe('header-search-input');
    await page.keyboard.type('anatolia');
    const list = page.getByRole('listbox', { name: 'Search results' });
    await list
      .getByRole('option', { name: /Anatolia Textiles/ })
      .first()
      .waitFor();
    expect(await list.getByRole('group', { name: 'Companies' }).getByRole('option').count()).toBeGreaterThan(0);
    // The matched words are bold, from the server's marks.
    expect(await list.locator('[role="option"] b').first().textContent()).toMatch(/^anatolia/i);
    expect(await list.getByRole('option').last().textContent()).toBe('See all results for “anatolia”');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    // Down opens the list again; down once more is the first hit, which Enter opens.
    await page.keyboard.press('ArrowDown');
    await list.waitFor();
    await page.keyboard.press('ArrowDown');
    const active = (await box.getAttribute('aria-activedescendant')) ?? '';
    expect(active).toMatch(/^header-search-(members|companies|posts|deals|products|clubs)-\d+$/);
    const before = page.url();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.href !== before);
    const { pathname } = new URL(page.url());
    expect(pathname).not.toBe('/search');
    await page.locator('main h1').first().waitFor();
  });

  it('opens the results page on Enter, and shows the search among the recent ones on the next focus', async () => {
    const page = await open('/deals');
    const box = page.getByRole('combobox', { name: 'Search Dealgrow' });
    await box.fill(WORD);
    await box.press('Enter');
    await page.waitForURL(`${suite.product.appUrl}/search?q=${WORD}`);
    await page.getByRole('heading', { level: 1, name: `Results for “${WORD}”` }).waitFor();
    await box.fill('');
    await box.focus();
    const recent = page.getByRole('listbox', { name: 'Recent searches' });
    await recent.getByRole('option', { name: WORD }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('fills a phone’s screen when focused; Escape closes it', async () => {
    const page = await open('/deals', { width: 390, height: 844 });
    const box = page.getByRole('combobox', { name: 'Search Dealgrow' });
    await box.click();
    await box.fill('anatolia');
    const list = page.getByRole('listbox', { name: 'Search results' });
    await list.getByRole('option').first().waitFor();
    const frame = await page.locator('search.search-box--open').boundingBox();
    expect(frame).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    expect(await page.getByRole('button', { name: 'Close search' }).isVisible()).toBe(true);
    expect(await phoneProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('search.search-box--open').waitFor({ state: 'detached' });
    await list.waitFor({ state: 'hidden' });
  });
});

describe('the results page', () => {
  it('has a tab for every kind with its total; a kind’s tab loads more; axe finds nothing serious', async () => {
    const page = await open(`/search?q=${WORD}`);
    await page.getByRole('heading', { level: 1, name: `Results for “${WORD}”` }).waitFor();
    const posts = page.getByRole('tab', { name: `Posts (${POSTS})` });
    await posts.waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      `All (${POSTS})`,
      'People (0)',
      'Companies (0)',
      `Posts (${POSTS})`,
      'Deals (0)',
      'Products (0)',
      'Clubs (0)',
    ]);
    // "All" shows the posts' first hits and a link to their tab.
    await page.getByRole('list', { name: 'Posts' }).getByRole('listitem').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: `See all ${POSTS} Posts` }).click();
    await page.waitForURL(`${suite.product.appUrl}/search?q=${WORD}&type=posts`);
    const list = page.getByRole('list', { name: 'Posts' });
    await page.getByRole('button', { name: 'Load more' }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    // The last hits drawn (an event, not the button's leaving: it may leave while they load), then no more to load.
    await list
      .getByRole('listitem')
      .nth(POSTS - 1)
      .waitFor();
    await page.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });
    expect(await list.getByRole('listitem').count()).toBe(POSTS);
    expect(await seriousViolations(page)).toEqual([]);
    // A hit opens the post, in the page's language.
    const first = list.getByRole('link').first();
    expect(await first.getAttribute('href')).toMatch(/^\/post\/\d+$/);
  });

  it('says what to try when nothing matches, and what to type without words', async () => {
    const page = await open('/search?q=qqqxxzz');
    await page.getByText('Nothing found for “qqqxxzz”.').waitFor();
    await page.getByText('Check the spelling, use fewer words, or look in another tab.').waitFor();
    await page.goto(`${suite.product.appUrl}/search`);
    await page.getByRole('heading', { level: 2, name: 'What are you looking for?' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each(['fr', 'tr'] as const)('fits in %s at 1280 and 360 px, light and dark', async (lang) => {
    const page = await open(`/${lang}/search?q=${WORD}&type=posts`);
    await page.getByRole('button', { name: lang === 'fr' ? 'Afficher plus' : 'Daha fazla yükle' }).waitFor();
    expect(await overflowAtBothWidths(page, lang)).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await phoneProblems(page)).toEqual([]);
    // Reduced motion said again with the scheme, as front-quality does, and the page's own background dark before axe
    // reads it: a run read the button's dark text on the light background still being replaced.
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor !== 'rgb(255, 255, 255)');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
