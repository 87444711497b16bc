import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DealgrowClient } from '../packages/sdk/src/index.ts';
import { POST_DELETE_UNDO_MS } from '../packages/sdk/src/state/index.ts';
import { seriousViolations } from './front-quality.ts';
import { demoMemberClient } from './product.ts';
import { useProductInBrowser } from './product-in-browser.ts';
import { XSS_CORPUS, XSS_FLAG } from './xss-corpus.ts';

declare global {
  interface Window {
    /** Set by a payload that managed to run. */
    __dgXss?: number;
  }
}

const suite = useProductInBrowser();
/** A word no other test or demo post uses. */
const run = Date.now().toString(36);

/** A browser tab signed in as a demo member; `dialogs` collects every alert, confirm or prompt the page opens. */
async function tabAs(username: string): Promise<{ page: Page; dialogs: string[] }> {
  const page = await suite.pageAs(username);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

async function clientOf(username: string): Promise<DealgrowClient> {
  return (await demoMemberClient(suite.product, username)).client;
}

/** Posts `body` as the member through the SDK; the new post's id. */
async function postAs(client: DealgrowClient, body: string, visible: 'public' | 'connections' = 'public'): Promise<number> {
  const answer = await client.posts.createBodyPost({ body, visible });
  if (!answer.success) throw new Error(`could not post: ${answer.error.message}`);
  return answer.data.id;
}

/** Ada posts `body` through the SDK, opens her feed in a tab and chooses Delete in that post's menu. */
async function adaDeletesANewPost(body: string) {
  const ada = await clientOf('ada');
  const id = await postAs(ada, body);
  const { page } = await tabAs('ada');
  await page.goto(`${suite.product.appUrl}/`);
  const post = page.locator(`article[data-post="${id}"]`);
  await post.getByText(body).waitFor();
  await post.getByRole('button', { name: 'More actions' }).click();
  await post.getByRole('menuitem', { name: 'Delete' }).click();
  return { ada, id, page, post };
}

describe('posts and feeds in the browser', () => {
  it('Ada posts with a #tag and an @mention of Mehmet; he reads it in his feed, follows the tag and comments', async () => {
    const tag = `launch${run}`;
    const { page: ada } = await tabAs('ada');
    await ada.goto(`${suite.product.appUrl}/`);
    // One "Start a post" box: the composer opens in a modal dialog, keeps the focus inside, and Escape closes it.
    const start = ada.getByRole('button', { name: 'Start a post' });
    await start.click();
    const dialog = ada.getByRole('dialog', { name: 'Start a post' });
    await dialog.getByRole('combobox', { name: 'What do you want to talk about?' }).waitFor();
    expect(await seriousViolations(ada, 'dialog')).toEqual([]);
    for (let step = 0; step < 40; step += 1) {
      await ada.keyboard.press('Tab');
      expect(await ada.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await ada.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await ada.evaluate(() => document.activeElement?.textContent)).toBe('Start a post');
    await start.click();
    const text = dialog.getByRole('combobox', { name: 'What do you want to talk about?' });
    await text.click();
    await text.pressSequentially(`Our new line is out #${tag} thanks to @Meh`);
    await ada.getByRole('option', { name: /Mehmet Yılmaz/ }).click();
    await text.pressSequentially('for the packaging.');
    await expect.poll(() => text.inputValue()).toBe(`Our new line is out #${tag} thanks to @[Mehmet Yılmaz](mehmet) for the packaging.`);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await ada.getByText('Your post is live.').waitFor();
    expect(await dialog.count()).toBe(0);

    const { page: mehmet } = await tabAs('mehmet');
    await mehmet.goto(`${suite.product.appUrl}/`);
    const post = mehmet.getByRole('list', { name: 'Your feed' }).getByRole('article').filter({ hasText: 'Our new line is out' });
    await post.waitFor();
    expect(await post.getByRole('link', { name: '@Mehmet Yılmaz' }).getAttribute('href')).toBe('/mehmet');
    await post.getByRole('link', { name: `#${tag}` }).click();
    await mehmet.waitForURL(`${suite.product.appUrl}/tag/${tag}`);
    await mehmet.getByRole('heading', { level: 1, name: `#${tag}` }).waitFor();
    const tagged = mehmet.getByRole('list', { name: `Posts with #${tag}` }).getByRole('article');
    await tagged.first().waitFor();
    expect(await tagged.count()).toBe(1);
    await tagged.getByRole('link', { name: /Open the post/ }).click();
    await mehmet.waitForURL(/\/post\/\d+$/);
    const form = mehmet.getByRole('combobox', { name: 'Add a comment' });
    await form.fill(`Proud to work with you #${tag}`);
    await mehmet.getByRole('button', { name: 'Comment', exact: true }).click();
    const comment = mehmet.getByRole('article', { name: 'Comment by Mehmet Yılmaz' });
    await comment.waitFor();
    expect(await comment.getByRole('link', { name: `#${tag}` }).getAttribute('href')).toBe(`/tag/${tag}`);
    await mehmet.getByRole('heading', { name: '1 comment' }).waitFor();

    // Ada reads the comment on her post.
    await ada.goto(mehmet.url());
    await ada.getByRole('article', { name: 'Comment by Mehmet Yılmaz' }).waitFor();
  });

  it('Ada deletes a post and takes it back with Undo within 3 seconds: it stays, also after a reload', async () => {
    const body = `Keep me ${run}`;
    const { ada, id, page, post } = await adaDeletesANewPost(body);
    const deleteCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deleteCalls.push(request.url());
    });
    await post.waitFor({ state: 'detached' });
    await page.getByText('Post deleted.').waitFor();
    // The delete call's timer was set before the toast showed: it would go out by POST_DELETE_UNDO_MS from now.
    const toastShown = Date.now();
    await page.getByRole('button', { name: 'Undo' }).click();
    await post.getByText(body).waitFor();
    // Past the 3 seconds: no delete call went out. The wait is the product's own timer (POST_DELETE_UNDO_MS), counted
    // from the toast rather than from the undo, with a margin for the call to reach the page's request events.
    await page.waitForTimeout(toastShown + POST_DELETE_UNDO_MS + 300 - Date.now());
    expect(deleteCalls).toEqual([]);
    expect(await post.count()).toBe(1);
    await page.reload();
    await page.locator(`article[data-post="${id}"]`).getByText(body).waitFor();
    expect((await ada.posts.getPost(id)).success).toBe(true);
  });

  it('a deleted post is gone for good once the 3 seconds pass', async () => {
    const body = `Drop me ${run}`;
    const { ada, id, page } = await adaDeletesANewPost(body);
    await page.getByText('Post deleted.').waitFor();
    await page.getByText('Post deleted.').waitFor({ state: 'detached', timeout: 10_000 });
    expect((await ada.posts.getPost(id)).status).toBe(404);
    await page.reload();
    await page.getByRole('list', { name: 'Your feed' }).waitFor();
    expect(await page.locator(`article[data-post="${id}"]`).count()).toBe(0);
  });

  it('a connections-only post reaches a connection and is absent for a stranger (James is not connected to Ada)', async () => {
    const ada = await clientOf('ada');
    const body = `Only for my connections ${run}`;
    const id = await postAs(ada, body, 'connections');

    const { page: mehmet } = await tabAs('mehmet');
    await mehmet.goto(`${suite.product.appUrl}/`);
    await mehmet.locator(`article[data-post="${id}"]`).getByText(body).waitFor();

    const { page: james } = await tabAs('james');
    await james.goto(`${suite.product.appUrl}/`);
    await james.getByRole('heading', { name: 'Your feed' }).waitFor();
    await james.locator('.feed[aria-busy="true"]').waitFor({ state: 'detached' });
    expect(await james.getByText(body).count()).toBe(0);
    await james.goto(`${suite.product.appUrl}/ada`);
    await james.getByRole('tablist', { name: 'Timelines' }).waitFor();
    await james.locator('.feed[aria-busy="true"]').waitFor({ state: 'detached' });
    expect(await james.getByText(body).count()).toBe(0);
    await james.goto(`${suite.product.appUrl}/post/${id}`);
    await james.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await james.getByText(body).count()).toBe(0);
  });
});

/** Every attribute in the page that could run script: an `on*` handler, or a script URL where a URL goes. */
async function scriptAttributes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'poster', 'background']);
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        // Browsers ignore white space and control characters before and inside a scheme.
        const value = Array.from(attribute.value)
          .filter((character) => character.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (name.startsWith('on')) found.push(`${element.tagName} ${name}`);
        if (urlAttributes.has(name) && /^(javascript|vbscript|data:text\/html)/.test(value))
          found.push(`${element.tagName} ${name}=${value}`);
        if (name === 'srcdoc') found.push(`${element.tagName} srcdoc`);
      }
    }
    return found;
  });
}

// A feed's posts far below the first screen wait for the reader (packages/app/src/common/deferred.tsx): a phone drew
// all of a page's posts, about 50 ms each at a slow phone's speed, where its first screen shows three or four.
describe('a feed drawn as the reader comes to it', () => {
  it('a phone draws the first screen’s posts; scrolling draws the next ones, and a key press all of them', async () => {
    const page = await suite.pageAs('ada', { viewport: { width: 390, height: 844 } });
    await page.goto(`${suite.product.appUrl}/`);
    const items = page.getByRole('list', { name: 'Your feed' }).locator('li.feed__item');
    const drawn = items.locator('article[data-post]');
    const waiting = items.locator('.deferred');
    await drawn.first().waitFor();
    await expect.poll(() => drawn.count()).toBeGreaterThanOrEqual(3);
    // Read at one moment: rows near the viewport may still be drawing, two a task.
    const [total, first, placeholders] = await items.evaluateAll((rows) => [
      rows.length,
      rows.filter((row) => row.querySelector('article[data-post]')).length,
      rows.filter((row) => row.querySelector('.deferred')).length,
    ]);
    expect(total).toBeGreaterThanOrEqual(8);
    expect(first).toBeLessThan(total);
    expect(placeholders).toBe(total - first);

    // The last drawn post scrolled to the top of the screen: the places within a screen below it are drawn.
    await drawn.last().evaluate((post) => post.scrollIntoView({ block: 'start' }));
    await expect.poll(() => drawn.count()).toBeGreaterThan(first);

    await page.keyboard.press('Tab');
    await expect.poll(() => waiting.count()).toBe(0);
    expect(await drawn.count()).toBe(total);
  });
});

describe('hostile text in the app', () => {
  it(`renders ${XSS_CORPUS.length} hostile strings as post bodies, survey choices and comments: nothing runs`, async () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(200);
    const sofia = await clientOf('sofia');
    for (const text of XSS_CORPUS) await postAs(sofia, text);
    const short = XSS_CORPUS.filter((text) => text.trim().length <= 140);
    let surveys = 0;
    for (let at = 0; at + 1 < short.length; at += 10) {
      // The server refuses two choices that differ only by case.
      const options = [...new Map(short.slice(at, at + 10).map((text) => [text.trim().toLowerCase(), text.trim()])).values()];
      if (options.length < 2) continue;
      const answer = await sofia.posts.createSurveyPost({ title: `Survey ${at}`, options, expire: 'a week' });
      expect(answer.success, answer.error?.message).toBe(true);
      surveys += 1;
    }
    const target = await postAs(sofia, `Comments on this one ${run}`);
    for (const text of XSS_CORPUS) {
      const answer = await sofia.posts.addPostComment(target, { body: text.slice(0, 1250) });
      expect(answer.success, answer.error?.message).toBe(true);
    }

    const { page, dialogs } = await tabAs('sofia');
    // The home feed: every post, page after page.
    await page.goto(`${suite.product.appUrl}/`);
    const feed = page.getByRole('list', { name: 'Your feed' }).locator('article[data-post]');
    await feed.first().waitFor();
    // Found by its class: a query by role and name computes the accessible name of every button of the page, each
    // post's too — with 400 posts drawn, 0.6 s a page, most of this test's time.
    const more = page.locator('button.feed__more');
    const busy = page.locator('.feed[aria-busy="true"]');
    await busy.waitFor({ state: 'detached' });
    expect((await more.textContent())?.trim()).toBe('Show more posts');
    for (;;) {
      // While a page loads its button reads "Loading…": wait for the answer, then ask the next page while there is one.
      await busy.waitFor({ state: 'detached' });
      if ((await more.count()) === 0) break;
      await more.click();
    }
    // Posts far below the viewport wait for the reader (common/deferred.tsx); a key pressed draws them all.
    await page.keyboard.press('Shift');
    await expect.poll(() => page.locator('.feed .deferred').count(), { timeout: 60_000 }).toBe(0);
    expect(await feed.count()).toBeGreaterThanOrEqual(XSS_CORPUS.length + surveys + 1);
    expect(await page.locator('.survey').count()).toBeGreaterThanOrEqual(surveys);
    // The strings show as text.
    expect(await page.getByText('<script>alert(1)</script>', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG)).toBeUndefined();
    expect(await scriptAttributes(page)).toEqual([]);

    // The post page: every comment, a page at a time.
    await page.goto(`${suite.product.appUrl}/post/${target}`);
    const comments = page.locator('article.comment');
    await comments.first().waitFor();
    let seen = await comments.count();
    const next = page.getByRole('navigation', { name: 'Comment pages' }).getByRole('button', { name: 'Next' });
    while (await next.isEnabled()) {
      const first = await comments.first().getAttribute('data-comment');
      await next.click();
      await expect.poll(() => comments.first().getAttribute('data-comment')).not.toBe(first);
      seen += await comments.count();
      expect(await scriptAttributes(page)).toEqual([]);
    }
    expect(seen).toBe(XSS_CORPUS.length);

    // A survey's page, its choices as buttons.
    await page.goto(`${suite.product.appUrl}/`);
    await page.locator('article[data-post] .survey').first().waitFor();
    await page
      .locator('article:has(.survey)')
      .first()
      .getByRole('link', { name: /Open the post/ })
      .click();
    await page.waitForURL(/\/post\/\d+$/);
    await page.locator('.survey').waitFor();
    expect(await scriptAttributes(page)).toEqual([]);

    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG)).toBeUndefined();
    expect(dialogs).toEqual([]);
  }, 300_000);
});
