import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DealgrowClient } from '../packages/sdk/src/index.ts';
import { seriousViolations } from './front-quality.ts';
import {
  cspViolationsSoFar,
  giveEmbedToken,
  type PartnerSite,
  recordCspViolations,
  startPartnerSite,
  strictCsp,
} from './partner-site-server.ts';
import { demoMemberClient, type Product, startProduct } from './product.ts';
import { connectBrowser } from './shared-browser.ts';

declare global {
  interface Window {
    /** `dg-chat-seen` events the page heard, with how they travel. */
    chatSeen: Array<{ detail: unknown; bubbles: boolean; composed: boolean }>;
  }
}

let product: Product;
let site: PartnerSite;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  site = await startPartnerSite();
  // One API for the partner page (its own loopback origin, allowed through CORS, for HTTP and the socket).
  product = await startProduct({ corsOrigins: [site.url] });
  site.api = product.apiUrl;
  browser = await connectBrowser();
}, 120_000);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await product?.close();
});

interface SupportPage {
  page: Page;
  /** Console errors and uncaught exceptions of the page. */
  errors: string[];
  /** Every call the page made for a room's messages (`GET …/chat-message`), as `method path`. */
  historyCalls: string[];
}

/**
 * The partner's support page (examples/partner-site/support.html) in a browser context of its own, under the strict CSP
 * (the API's ws:// origin added for the chat box), with a member's token handed to the embed (`data-token`) and the chat
 * box opened with `member` (`?with=`).
 */
async function openSupportPage(
  token: string,
  member: string,
  { lang = 'en', viewport = { width: 1280, height: 900 } }: { lang?: string; viewport?: { width: number; height: number } } = {},
): Promise<SupportPage> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  const historyCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/chat-message$/.test(pathname) && request.method() === 'GET') historyCalls.push(`GET ${pathname}`);
  });
  await recordCspViolations(page);
  await giveEmbedToken(page, token);
  await page.addInitScript(() => {
    window.chatSeen = [];
    document.addEventListener('dg-chat-seen', (event) => {
      const { detail, bubbles, composed } = event as CustomEvent;
      window.chatSeen.push({ detail, bubbles, composed });
    });
  });
  await page.goto(`${site.url}/support.html?with=${member}&lang=${lang}`);
  return { page, errors, historyCalls };
}

const chatBox = (page: Page) => page.locator('dg-chat-box');
const badge = (page: Page) => page.locator('dg-unread-badge [part="badge"]');
const messageTexts = (page: Page) => chatBox(page).locator('[part~="message"] [part="text"]').allTextContents();

async function me(client: DealgrowClient): Promise<number> {
  const { data } = await client.users.me();
  if (!data) throw new Error('not signed in');
  return data.id;
}

describe('<dg-chat-box> and <dg-unread-badge> on the partner support page (plain HTML, one script tag, strict CSP + ws:)', () => {
  it('gives the page with a chat box the API’s WebSocket origin, and no other page', async () => {
    const support = await fetch(`${site.url}/support.html`);
    const wsOrigin = new URL(product.apiUrl).origin.replace(/^http/, 'ws');
    expect(support.headers.get('content-security-policy')).toBe(strictCsp(product.apiUrl, { websocket: true }));
    expect(support.headers.get('content-security-policy')).toContain(`connect-src ${new URL(product.apiUrl).origin} ${wsOrigin};`);
    const index = await fetch(`${site.url}/`);
    expect(index.headers.get('content-security-policy')).not.toContain('ws://');
    await support.text();
    await index.text();
  });

  it('Ada writes to Mehmet: the history, sending over HTTP, live delivery and typing on his page, and his unread badge up then down once he reads', async () => {
    const { client: ada, token: adaToken } = await demoMemberClient(product, 'ada');
    const { client: mehmet, token: mehmetToken } = await demoMemberClient(product, 'mehmet');
    const [adaId, mehmetId] = [await me(ada), await me(mehmet)];
    const room = (await ada.chat.privateRoomBetween(adaId, mehmetId)).data?.room;
    if (!room) throw new Error('the demo data has no conversation ada–mehmet');
    const unreadBefore = (await mehmet.chat.unreadTotal()).data?.total ?? -1;
    expect(unreadBefore).toBeGreaterThanOrEqual(0);

    // Ada's page: the demo conversation's history.
    const adaPage = await openSupportPage(adaToken, 'mehmet');
    await chatBox(adaPage.page).locator('[part="chat"][data-state="ready"]').waitFor();
    expect(await chatBox(adaPage.page).locator('[part="title"]').textContent()).toBe('Mehmet Yılmaz');
    await expect.poll(() => messageTexts(adaPage.page)).toContain('Hi Ada, the organic cotton samples left Izmir this morning.');
    expect((await messageTexts(adaPage.page)).at(-1)).toBe('Tuesday it is. Talk soon!');

    // Mehmet's page, on a short screen: the box is below the fold, so nothing he has not seen is read.
    const mehmetPage = await openSupportPage(mehmetToken, 'ada', { viewport: { width: 1280, height: 160 } });
    const mehmetBox = chatBox(mehmetPage.page);
    await mehmetBox.locator('[part="chat"][data-state="ready"]').waitFor({ state: 'attached' });
    expect((await mehmetBox.boundingBox())?.y ?? 0).toBeGreaterThan(160);
    await expect.poll(() => badge(mehmetPage.page).getAttribute('data-count')).toBe(String(unreadBefore));
    // Both live connections are up before Ada types.
    for (const page of [adaPage.page, mehmetPage.page])
      await chatBox(page).locator('[part="chat"][data-connection="connected"]').waitFor({ state: 'attached' });
    const mehmetHistory = mehmetPage.historyCalls.length;

    const text = `Shall we say 18,000 metres at the Tuesday price? #cotton ${Date.now()}`;
    const input = chatBox(adaPage.page).locator('[part="input"]');
    await input.click();
    await input.pressSequentially('Shall we', { delay: 20 });
    await expect.poll(() => mehmetBox.locator('[part="typing"]').textContent()).toBe('Ada is typing…');
    await input.fill(text);
    await input.press('Enter');

    // Ada's box shows it sent (no pending line left), and the API has it.
    await expect.poll(() => messageTexts(adaPage.page)).toContain(text);
    await expect.poll(() => chatBox(adaPage.page).locator('[part~="message-pending"]').count()).toBe(0);
    const newest = (await ada.chat.messages(room.id, { limit: 1 })).data?.items.at(-1);
    expect(newest?.text).toBe(text);
    expect(newest?.sender?.id).toBe(adaId);

    // Mehmet's box gets it over the socket (no call for the room's messages since it opened), typing stops, and his badge
    // counts one more.
    await expect.poll(() => messageTexts(mehmetPage.page)).toContain(text);
    expect(mehmetPage.historyCalls.length).toBe(mehmetHistory);
    await expect.poll(() => mehmetBox.locator('[part="typing"]').textContent()).toBe('');
    expect(await mehmetBox.locator('[part="message"]').last().locator('[part="hashtag"]').textContent()).toBe('#cotton');
    await expect.poll(() => badge(mehmetPage.page).getAttribute('data-count')).toBe(String(unreadBefore + 1));
    expect(await badge(mehmetPage.page).getAttribute('aria-label')).toBe(
      `${unreadBefore + 1} unread ${unreadBefore + 1 === 1 ? 'message' : 'messages'}`,
    );
    expect((await mehmet.chat.unreadTotal()).data?.total).toBe(unreadBefore + 1);

    // He scrolls to the box: it reads the room (dg-chat-seen), and the badge drops back.
    await mehmetBox.scrollIntoViewIfNeeded();
    await expect.poll(() => badge(mehmetPage.page).getAttribute('data-count')).toBe(String(unreadBefore));
    expect((await mehmet.chat.unreadTotal()).data?.total).toBe(unreadBefore);
    expect(await mehmetPage.page.evaluate(() => window.chatSeen)).toEqual([
      { detail: { sequence: newest?.sequence }, bubbles: true, composed: true },
    ]);
    expect(await mehmetPage.page.locator('#last-seen').textContent()).toBe(`message ${newest?.sequence}`);

    // Ada's box sees him read it ("Seen" under her message: both have read receipts on in the demo).
    await expect
      .poll(() =>
        chatBox(adaPage.page)
          .locator('[part="seen"]')
          .evaluateAll((seen) => seen.map((line) => line.previousElementSibling?.getAttribute('data-sequence'))),
      )
      .toEqual([String(newest?.sequence)]);

    for (const { page, errors } of [adaPage, mehmetPage]) {
      expect(await seriousViolations(page)).toEqual([]);
      expect(await cspViolationsSoFar(page)).toEqual([]);
      expect(errors).toEqual([]);
    }
  }, 60_000);

  it("Ada opening a conversation with James (not her connection) reads the server's 403 message, in the page's language, and no room is made", async () => {
    const { client: ada, token } = await demoMemberClient(product, 'ada');
    const { client: james } = await demoMemberClient(product, 'james');
    for (const [lang, message] of [
      ['en', 'You can only message your connections. Send James Carter an invitation first.'],
      ['fr', 'Vous ne pouvez écrire qu’à vos relations. Envoyez d’abord une invitation à James Carter.'],
    ] as const) {
      const { page, errors } = await openSupportPage(token, 'james', { lang });
      const status = chatBox(page).locator('[part="chat"][data-state="refused"] [part="status"]');
      await status.waitFor();
      expect(await status.textContent()).toBe(message);
      expect(await status.getAttribute('role')).toBe('alert');
      expect(await chatBox(page).locator('[part="composer"]').count()).toBe(0);
      // The badge still shows Ada's unread total.
      await page.locator('dg-unread-badge [part="badge"][data-state="ready"]').waitFor({ state: 'attached' });
      expect(await seriousViolations(page)).toEqual([]);
      expect(await cspViolationsSoFar(page)).toEqual([]);
      // The refusal is a 403 the page asked for: the browser logs it as a failed load, nothing else.
      expect(errors.filter((error) => !error.includes('403'))).toEqual([]);
    }
    expect((await ada.chat.privateRoomBetween(await me(ada), await me(james))).data?.exists).toBe(false);
  }, 60_000);
});
