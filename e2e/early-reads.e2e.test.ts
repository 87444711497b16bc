import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_FACES, LANDING_FACE } from '../packages/app/font-preloads.ts';
import { demoMemberClient } from './product.ts';
import { useProductInBrowser } from './product-in-browser.ts';

// A page's first reads start with the page (packages/app/src/routing/early-reads.ts): each is asked once — the screen
// takes the early answer instead of asking again — and before its screen's code is even requested.
const suite = useProductInBrowser();

/** The requests and responses of one load of `path`, in the order the browser saw them ("request GET url"). */
async function firstLoad(page: Page, path: string): Promise<string[]> {
  const events: string[] = [];
  page.on('request', (request) => events.push(`request ${request.method()} ${request.url()}`));
  page.on('response', (response) => events.push(`response ${response.request().method()} ${response.url()}`));
  await page.goto(`${suite.product.appUrl}${path}`);
  await page.waitForLoadState('networkidle');
  return events;
}

const api = (path: string) => `${suite.product.apiUrl}${path}`;
const requests = (events: string[], url: string) => events.filter((event) => event === `request GET ${url}`);
const firstIndex = (events: string[], test: (event: string) => boolean) => {
  const index = events.findIndex(test);
  expect(index, 'an event the test waits for').toBeGreaterThanOrEqual(0);
  return index;
};
/** The request of the built file whose name starts with `name` (a chunk, a font face). */
const assetAsked = (name: string) => (event: string) => event.startsWith('request GET ') && event.includes(`/assets/${name}-`);
/** The answer of the screen chunk whose file name starts with `name`: the screen's code has arrived. */
const chunkArrived = (name: string) => (event: string) => event.startsWith('response GET ') && event.includes(`/assets/${name}-`);

describe('a page’s first reads start with the page', () => {
  it('a member’s home asks its feed with the session’s check, once, and shows it, drawn as the member’s from the first render', async () => {
    const page = await suite.pageAs('ada');
    // Every frame the app draws (.shell) is the member's (.shell--member): no visitor's header and splash before it.
    await page.addInitScript(() => {
      const drawn: string[] = [];
      Object.assign(window, { __shells: drawn });
      new MutationObserver(() => {
        for (const shell of document.querySelectorAll('.shell')) drawn.push(shell.className);
      }).observe(document, { childList: true, subtree: true });
    });
    const events = await firstLoad(page, '/');
    expect(requests(events, api('/post?page=1'))).toHaveLength(1);
    expect(requests(events, api('/users/me'))).toHaveLength(1);
    // Not after the session's answer, as the feed's screen would ask it.
    expect(firstIndex(events, (event) => event === `request GET ${api('/post?page=1')}`)).toBeLessThan(
      firstIndex(events, (event) => event === `response GET ${api('/users/me')}`),
    );
    await page.locator('ol.feed__list article').first().waitFor();
    const shells = await page.evaluate(() => (window as unknown as { __shells: string[] }).__shells);
    expect(shells.length).toBeGreaterThan(0);
    expect(new Set(shells)).toEqual(new Set(['shell shell--member']));
  });

  it('deals, a post and a profile ask their data before their screen’s code, once', async () => {
    const { client } = await demoMemberClient(suite.product, 'ada');
    const posts = (await client.posts.allPosts({ limit: 20 })).data?.items ?? [];
    const post = posts.find((item) => item.author?.username === 'mehmet') ?? posts[0];
    if (!post) throw new Error('the demo data has no public post');
    const pages = [
      { path: '/deals', read: api('/deals/popular-deals?type=all&limit=100&page=1'), screen: 'deals-screen' },
      { path: `/post/${post.id}`, read: api(`/post/${post.id}`), screen: 'post-detail-screen' },
      { path: '/mehmet', read: api('/users/profile/mehmet/info'), screen: 'profile-screen' },
      { path: '/fr/mehmet', read: api('/users/profile/mehmet/info'), screen: 'profile-screen' },
    ];
    for (const { path, read, screen } of pages) {
      const page = await suite.pageAs('ada');
      const events = await firstLoad(page, path);
      expect(requests(events, read), path).toHaveLength(1);
      // Asked before the screen's code has arrived (a screen asks once it runs). Not "before the chunk is asked": a
      // signed-in read is preflighted, and its request can be reported after the chunk's on a loaded machine.
      expect(
        firstIndex(events, (event) => event === `request GET ${read}`),
        path,
      ).toBeLessThan(firstIndex(events, chunkArrived(screen)));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.close();
    }
  });
});

// The home's right column (packages/app/src/common/near-viewport.tsx): beside the feed on a desktop, read with the page;
// below the feed on a phone, read when the member scrolls towards it.
describe('the home’s right column', () => {
  const asideReads = (events: string[]) =>
    events.filter(
      (event) =>
        event === `request GET ${api('/member-connection/suggested-connections')}` ||
        event === `request GET ${api('/company/my')}` ||
        event === `request GET ${api('/clubs/me')}`,
    );

  it('a phone reads it as the member scrolls to it; a desktop with the page', async () => {
    const phone = await suite.pageAs('ada', { viewport: { width: 390, height: 844 } });
    const events = await firstLoad(phone, '/');
    await phone.locator('ol.feed__list article').first().waitFor();
    // Before the column waited for the scroll, a phone asked these with its feed.
    expect(asideReads(events)).toEqual([]);
    await phone.locator('.home-layout__aside').scrollIntoViewIfNeeded();
    await phone.getByRole('region', { name: 'People you may know' }).waitFor();
    await expect.poll(() => asideReads(events).length).toBe(3);

    const desktop = await suite.pageAs('ada', { viewport: { width: 1280, height: 900 } });
    expect(asideReads(await firstLoad(desktop, '/'))).toHaveLength(3);
    await desktop.getByRole('region', { name: 'People you may know' }).waitFor();
  });
});

// The fonts (packages/app/src/theme/fonts.css): each subset's file only when the page shows one of its characters.
describe('a page’s fonts', () => {
  const fontFiles = (events: string[]) =>
    events
      .filter((event) => event.startsWith('request GET ') && event.endsWith('.woff2'))
      .map((event) => event.replace(/^.*\/assets\//, ''));

  it('an English page fetches the latin files alone; a Turkish page the latin-ext files its letters need', async () => {
    const english = await firstLoad(await suite.pageAs('ada'), '/');
    // Before fonts.css, every weight's latin-ext file came with its latin file, on every page.
    expect(fontFiles(english).filter((file) => file.includes('-latin-ext-'))).toEqual([]);
    expect(fontFiles(english).filter((file) => file.includes('-latin-')).length).toBeGreaterThan(0);

    const turkish = await firstLoad(await suite.pageAs('ada'), '/tr/deals');
    // The Turkish menu and headings have ş, ğ and İ, which the latin files do not draw.
    expect(fontFiles(turkish).filter((file) => file.includes('-latin-ext-')).length).toBeGreaterThan(0);
  });

  it('the first screen’s faces are asked by the page itself, before the app reads anything to draw; the landing’s title face by a visitor’s home alone', async () => {
    // font-display: optional draws a face only if it is in when its text is first drawn: a face first asked once the
    // app drew its text came too late even over loopback, and a first visit never showed the app's fonts.
    const events = await firstLoad(await suite.pageAs('ada'), '/');
    const sessionRead = firstIndex(events, (event) => event === `request GET ${api('/users/me')}`);
    for (const face of FIRST_SCREEN_FACES) expect(firstIndex(events, assetAsked(face)), face).toBeLessThan(sessionRead);
    // The landing's title face only on a visitor's home, asked before the home screen's code.
    expect(fontFiles(events).filter((file) => file.startsWith(LANDING_FACE))).toEqual([]);
    const visitor = await firstLoad(await suite.visitorPage(), '/fr');
    expect(firstIndex(visitor, assetAsked(LANDING_FACE))).toBeLessThan(firstIndex(visitor, assetAsked('home')));
  });
});
