import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DealgrowClient } from '../packages/sdk/src/index.ts';
import { seriousViolations } from './front-quality.ts';
import { cspViolationsSoFar, PARTNER_PAGE_APP, type PartnerSite, recordCspViolations, startPartnerSite } from './partner-site-server.ts';
import { demoMemberClient, type Product, startProduct } from './product.ts';
import { connectBrowser } from './shared-browser.ts';
import { XSS_CORPUS, XSS_FLAG } from './xss-corpus.ts';

declare global {
  interface Window {
    /** Set by a payload that managed to run. */
    __dgXss?: number;
    postEvents: unknown[];
  }
}

let product: Product;
let site: PartnerSite;
let browser: Browser;
/** A site whose pages carry hostile Open Graph fields: the server fetches link previews from it (LINK_PREVIEW_ALLOW_HOSTS). */
let hostileSite: Server;
let hostileOrigin: string;
let ada: DealgrowClient;
const contexts: BrowserContext[] = [];

/** HTML attribute text reading back as `text` once the server decodes the entities of a page. */
const attribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The longest start of `text` within `most` UTF-16 units that splits no character (the server refuses lone surrogates). */
function cut(text: string, most: number): string {
  let kept = '';
  for (const char of text) {
    if (kept.length + char.length > most) break;
    kept += char;
  }
  return kept;
}

beforeAll(async () => {
  // /og/{n}: a page whose Open Graph title and description carry the corpus's string n, its image a script URL (the
  // title starts with words, so that a string the server's clean-up empties still leaves a preview to show).
  hostileSite = createServer((request, response) => {
    const n = /^\/og\/(\d+)$/.exec(request.url ?? '')?.[1] ?? '-1';
    const hostile = XSS_CORPUS[Number(n)] ?? 'none';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html><head><title>Preview ${n}</title>
       <meta property="og:title" content="Preview ${n}: ${attribute(hostile)}">
       <meta property="og:description" content="${attribute(hostile)}">
       <meta property="og:image" content="javascript:window.${XSS_FLAG}=1"></head><body></body></html>`,
    );
  });
  await new Promise<void>((resolve) => hostileSite.listen(0, '127.0.0.1', resolve));
  hostileOrigin = `http://127.0.0.1:${(hostileSite.address() as AddressInfo).port}`;
  site = await startPartnerSite();
  product = await startProduct({ corsOrigins: [site.url], linkPreviewAllowHosts: [new URL(hostileOrigin).host] });
  site.api = product.apiUrl;
  browser = await connectBrowser();
  ada = (await demoMemberClient(product, 'ada')).client;
}, 120_000);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await product?.close();
  await new Promise<void>((resolve) => (hostileSite ? hostileSite.close(() => resolve()) : resolve()));
});

interface OpenedPage {
  page: Page;
  /** Every alert, confirm or prompt the page opened. */
  dialogs: string[];
  /** The embed's files the page fetched, as paths under /dealgrow/. */
  embedFiles: string[];
}

/** The partner's news page (`query`: `?post=ID`, `&lang=`), under the strict CSP, its flagship links answered by a stand-in page. */
async function openNewsPage(query: string): Promise<OpenedPage> {
  const context = await browser.newContext();
  contexts.push(context);
  await context.route(`${PARTNER_PAGE_APP}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Dealgrow</title>' }));
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const embedFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dealgrow/')) embedFiles.push(pathname.slice('/dealgrow/'.length));
  });
  await recordCspViolations(page);
  await page.addInitScript(() => {
    window.postEvents = [];
    document.addEventListener('dg-post-action', (event) => window.postEvents.push((event as CustomEvent).detail));
  });
  await page.goto(`${site.url}/news.html${query}`);
  return { page, dialogs, embedFiles };
}

const featured = (page: Page) => page.locator('#featured-post');

/** Ada's new post's id; `visible` public unless said. */
async function adaPosts(body: string, visible: 'public' | 'connections' = 'public'): Promise<number> {
  const answer = await ada.posts.createBodyPost({ body, visible });
  expect(answer.success, answer.error?.message).toBe(true);
  return answer.data?.id ?? 0;
}

describe('<dg-post> on the partner site (plain HTML, one script tag, strict CSP)', () => {
  it('shows a public post signed out: its text, tags, mention and link as links, styled without inline styles; no CSP or axe violation', async () => {
    const id = await adaPosts('Our stand is ready! Thanks @[Mehmet Yılmaz](mehmet) #TradeFair\nhttps://example.com/fair');
    const { page, embedFiles } = await openNewsPage(`?post=${id}`);
    const text = featured(page).locator('[part="text"]');
    await expect.poll(() => text.textContent()).toBe('Our stand is ready! Thanks Mehmet Yılmaz #TradeFairhttps://example.com/fair');
    expect(await featured(page).locator('[part="card"]').getAttribute('data-state')).toBe('ready');
    expect(await featured(page).locator('[part~="mention"]').getAttribute('href')).toBe(`${PARTNER_PAGE_APP}/mehmet`);
    expect(await featured(page).locator('[part~="hashtag"]').getAttribute('href')).toBe(`${PARTNER_PAGE_APP}/tag/TradeFair`);
    const link = featured(page).locator('[part~="link"]').last();
    expect([await link.getAttribute('href'), await link.getAttribute('target'), await link.getAttribute('rel')]).toEqual([
      'https://example.com/fair',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(await featured(page).locator('[part~="name"]').textContent()).toMatch(/^Ada /);
    expect(await featured(page).locator('[part~="time"]').textContent()).toMatch(/^(Just now|\dm)$/);
    expect(await featured(page).locator('[part~="time"]').getAttribute('href')).toBe(`${PARTNER_PAGE_APP}/post/${id}`);
    expect(await featured(page).locator('[part~="action"]').allTextContents()).toEqual(['Like 0', 'Comment 0', 'Share 0']);
    const styled = await featured(page).evaluate((element) => {
      const root = element.shadowRoot as ShadowRoot;
      return { adopted: root.adoptedStyleSheets.length, inline: root.querySelectorAll('[style], style').length };
    });
    expect(styled).toEqual({ adopted: 1, inline: 0 });
    // One language's chunk: the page is in English.
    expect(embedFiles.filter((file) => file.startsWith('widgets/'))).toEqual(['widgets/post-en.js']);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await cspViolationsSoFar(page)).toEqual([]);
  });

  it('in French: loads the French chunk only; a like is announced to the page, then opens the post on the flagship site', async () => {
    const id = await adaPosts('Bonjour #salon');
    const { page, embedFiles } = await openNewsPage(`?post=${id}&lang=fr`);
    const like = featured(page).locator('[part~="action-like"]');
    await expect.poll(() => like.textContent()).toBe("J'aime 0");
    expect(embedFiles.filter((file) => file.startsWith('widgets/'))).toEqual(['widgets/post-fr.js']);
    await Promise.all([page.waitForURL(`${PARTNER_PAGE_APP}/fr/post/${id}`), like.click()]);
    expect(page.url()).toBe(`${PARTNER_PAGE_APP}/fr/post/${id}`);
    // The partner hears the action first and may keep the visitor on its page.
    const again = (await openNewsPage(`?post=${id}&lang=fr`)).page;
    const share = featured(again).locator('[part~="action-share"]');
    await expect.poll(() => share.textContent()).toBe('Partager 0');
    await again.evaluate(() => document.addEventListener('dg-post-action', (event) => event.preventDefault()));
    await share.click();
    expect(await again.evaluate(() => window.postEvents)).toEqual([{ postId: id, action: 'share' }]);
    expect(await again.locator('#last-post-action').textContent()).toBe(`share post ${id}`);
    expect(again.url()).toContain('/news.html');
  });

  it("as written (post 1, the demo data's first post: Ada's, public), in en, fr and tr: shown, with no serious axe violation", async () => {
    const first = await ada.posts.getPost(1);
    expect(first.data?.visible).toBe('public');
    // The body as the card reads it: each mention marker shows its name.
    const shown = first.data?.body.replace(/@\[([^\]]+)\]\([^)]+\)/g, '$1');
    for (const lang of ['en', 'fr', 'tr']) {
      const { page } = await openNewsPage(`?lang=${lang}`);
      await expect.poll(() => featured(page).locator('[part="text"]').first().textContent()).toBe(shown);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await cspViolationsSoFar(page)).toEqual([]);
    }
  });

  it('reads "not found" for a connections-only post, as for a post that does not exist, and shows nothing of it', async () => {
    const id = await adaPosts('For my connections only: our 2026 price list.', 'connections');
    for (const query of [`?post=${id}`, '?post=999999']) {
      const { page } = await openNewsPage(query);
      const status = featured(page).locator('[part="status"]');
      await expect.poll(() => status.textContent()).toBe('This post could not be found.');
      expect(await featured(page).locator('[part="card"]').getAttribute('data-state')).toBe('not-found');
      expect(await featured(page).evaluate((element) => element.shadowRoot?.textContent)).toBe('This post could not be found.');
      expect(await seriousViolations(page)).toEqual([]);
      expect(await cspViolationsSoFar(page)).toEqual([]);
    }
  });
});

describe('<dg-post> and the XSS corpus', () => {
  it(`renders the ${XSS_CORPUS.length} hostile strings as bodies, titles, descriptions, places, link previews, survey options and a quote: nothing runs`, async () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(200);
    const ids: number[] = [];
    for (const [index, hostile] of XSS_CORPUS.entries()) {
      // The body starts with a page of the hostile site: the server fetches its preview (title, description) after.
      const body = `${hostileOrigin}/og/${index} ${hostile}`;
      const title = cut(hostile.trim(), 200).trim() || `Title ${index}`;
      const answer =
        index % 2 === 0
          ? await ada.posts.createArticlePost({ body, title, description: hostile, link_preview_html: hostile })
          : await ada.posts.createEventPost({
              body,
              title,
              description: hostile,
              location: cut(hostile, 200),
              start_date: '2030-05-01T09:00:00.000Z',
              end_date: '2030-05-02T17:00:00.000Z',
              link_preview_html: hostile,
            });
      expect(answer.success, `${answer.error?.message}: ${hostile}`).toBe(true);
      ids.push(answer.data?.id ?? 0);
    }
    // Surveys of ten options each (at most 140 characters, different beyond case): open ones show them as links to vote,
    // ended ones (any other `expire` ends it now) their results.
    const short = XSS_CORPUS.map((text) => cut(text.trim(), 140).trim()).filter(Boolean);
    for (let at = 0; at + 1 < short.length; at += 10) {
      const options = [...new Map(short.slice(at, at + 10).map((text) => [text.toLowerCase(), text])).values()];
      if (options.length < 2) continue;
      const survey = await ada.posts.createSurveyPost({ title: `Survey ${at}`, options, expire: at % 20 === 0 ? 'a week' : 'ended' });
      expect(survey.success, `${survey.error?.message}: ${options.join(' | ')}`).toBe(true);
      ids.push(survey.data?.id ?? 0);
    }
    // A share quoting a hostile post, with a hostile quote.
    const share = await ada.posts.sharePost(ids[0] ?? 0, { body: XSS_CORPUS[1] });
    expect(share.success, share.error?.message).toBe(true);
    ids.push(share.data?.id ?? 0);
    // Every preview fetched and stored before the page reads the posts: the server's jobs (posts/preview-jobs.ts) ended,
    // then each post read once (a poll re-read all 387 posts every second while the jobs ran).
    await product.server.jobs.settled();
    const previews = await Promise.all(ids.slice(0, XSS_CORPUS.length).map((id) => ada.posts.getPost(id)));
    expect(previews.filter((answer) => answer.data?.linkPreview).length).toBe(XSS_CORPUS.length);

    const { page, dialogs } = await openNewsPage(`?post=${ids[0]}`);
    await featured(page).locator('[part="text"]').first().waitFor();
    // Every post on the same page, as a partner embedding them all would: added 100 at a time, each batch rendered first.
    const rendered = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('dg-post.hostile')].filter((element) => element.shadowRoot?.querySelector('[data-state="ready"]'))
            .length,
      );
    for (let start = 0; start < ids.length; start += 100) {
      const batch = ids.slice(start, start + 100);
      await page.evaluate((some) => {
        const main = document.querySelector('main') as HTMLElement;
        for (const id of some) {
          const element = document.createElement('dg-post');
          element.setAttribute('post', String(id));
          element.className = 'hostile';
          main.append(element);
        }
      }, batch);
      await expect.poll(rendered, { timeout: 60_000 }).toBe(start + batch.length);
    }
    // What was rendered: the previews, the events' places, the surveys' two states and the quote.
    const shown = await page.evaluate(() => {
      const count = (selector: string) =>
        [...document.querySelectorAll('dg-post.hostile')].filter((element) => element.shadowRoot?.querySelector(selector)).length;
      return {
        previews: count('[part="preview"]'),
        places: count('[part="location"]'),
        openSurveys: count('[part="option"]'),
        endedSurveys: count('progress'),
        quotes: count('[part="quote"]'),
      };
    });
    // Each article and event, and the share, whose quote shows the preview of the post it quotes.
    expect(shown.previews).toBe(XSS_CORPUS.length + 1);
    expect(shown.places).toBeGreaterThan(XSS_CORPUS.length / 3);
    expect(shown.openSurveys).toBeGreaterThan(0);
    expect(shown.endedSurveys).toBeGreaterThan(0);
    expect(shown.quotes).toBe(1);
    // Let the handlers that fire late run: the hovers, every image's load or error (in the widgets' shadow roots too),
    // every finite animation's end, then two frames for what those start.
    await page.mouse.move(10, 10);
    await page.mouse.move(400, 400);
    await page.waitForFunction(() => {
      const roots: ParentNode[] = [document];
      for (let i = 0; i < roots.length; i++)
        for (const element of roots[i]?.querySelectorAll('*') ?? []) if (element.shadowRoot) roots.push(element.shadowRoot);
      return roots.every((root) => [...root.querySelectorAll('img')].every((image) => image.complete));
    });
    await page.evaluate(async () => {
      const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    expect(await cspViolationsSoFar(page)).toEqual([]);
    expect(dialogs).toEqual([]);

    // A control the checks must catch: what rendering one payload as HTML would have made.
    await page.evaluate((flag) => {
      const host = document.createElement('div');
      host.id = 'xss-control';
      host.setAttribute('post', 'control');
      document.body.append(host);
      (host.attachShadow({ mode: 'open' }) as ShadowRoot).innerHTML =
        `<img src="x" onerror="window.${flag}=1"><a href="javascript:void 0">x</a>`;
    }, XSS_FLAG);
    await expect.poll(() => page.evaluate(() => window.cspViolations)).toEqual(['script-src-attr inline']);
    const findings = await page.evaluate(() => {
      const found: string[] = [];
      for (const element of document.querySelectorAll('dg-post, #xss-control')) {
        const root = element.shadowRoot as ShadowRoot;
        for (const node of root.querySelectorAll('*')) {
          const tag = node.tagName.toLowerCase();
          if (['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'form', 'meta', 'base', 'link', 'template'].includes(tag))
            found.push(`<${tag}> in post ${element.getAttribute('post')}`);
          for (const name of node.getAttributeNames()) {
            const value = node.getAttribute(name) ?? '';
            if (name.startsWith('on') || name === 'srcdoc' || name === 'style')
              found.push(`${tag}[${name}] in post ${element.getAttribute('post')}`);
            if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) && !/^https?:/i.test(value))
              found.push(`${tag}[${name}=${value}] in post ${element.getAttribute('post')}`);
          }
        }
      }
      return found;
    });
    // Only the control: no element of any post has an on* attribute, a script URL, or an element a post never makes.
    expect(findings).toEqual(['img[src=x] in post control', 'img[onerror] in post control', 'a[href=javascript:void 0] in post control']);
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // The hostile strings are there, as text.
    const texts = await page.evaluate(() =>
      [...document.querySelectorAll('dg-post.hostile')].map((element) => element.shadowRoot?.textContent ?? ''),
    );
    expect(texts.some((text) => text.includes(XSS_CORPUS[0] ?? '-'))).toBe(true);
    expect(texts.some((text) => text.includes('<script>alert(1)</script>'))).toBe(true);
  }, 600_000);
});
