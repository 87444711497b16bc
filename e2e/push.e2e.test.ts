import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browserKeys, decryptWebPush } from '../packages/server/test/web-push-decrypt.ts';
import { overflowingControls, seriousViolations } from './front-quality.ts';
import { demoMemberClient, demoMemberContext, type Product, startProduct } from './product.ts';
import { connectBrowser } from './shared-browser.ts';

/**
 * Web Push in Chromium (docs/notifications.md "Tests"). Headless Chromium cannot reach a real push service here, so
 * `PushManager.prototype.subscribe` answers a subscription whose endpoint is this file's push-service stand-in and
 * whose keys the test made; everything else is real: the app's opt-in, the server's VAPID signing and RFC 8291
 * encryption, and the real service worker showing a push delivered over the DevTools protocol.
 */

/** How long the polls below wait (the service worker and the API work after the page shows). */
const WAIT = { timeout: 15_000 };

/** A push service stand-in: records every request and answers 201, as a push service does. */
class PushService {
  received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  host = '';
  private server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.host = `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * In the page, before the app: `PushManager.subscribe` answers a subscription to the stand-in with the test's keys
 * (what a browser makes for a real push service), and `getSubscription` answers it once made. A plain script (a
 * compiled function could carry the test runner's helpers into the page).
 */
function fakeSubscribe(endpoint: string, keys: { p256dh: string; auth: string }): string {
  const json = JSON.stringify({ endpoint, expirationTime: null, keys });
  return `(() => {
    let made = null;
    const subscription = {
      endpoint: ${JSON.stringify(endpoint)},
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => (${json}),
      getKey: () => null,
      unsubscribe: async () => { made = null; return true; },
    };
    PushManager.prototype.subscribe = async (options) => {
      if (!options || !options.applicationServerKey) throw new Error('no applicationServerKey');
      made = subscription;
      return subscription;
    };
    PushManager.prototype.getSubscription = async () => made;
  })();`;
}

describe('Web Push opt-in in Chromium (issue 14)', () => {
  const push = new PushService();
  let product: Product;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    await push.start();
    product = await startProduct({ pushAllowHosts: [push.host] });
    browser = await connectBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await product?.close();
    await push.stop();
  });

  async function pageAs(username: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await demoMemberContext(browser, product, username);
    contexts.push(context);
    return { context, page: await context.newPage() };
  }

  const memberRow = async (username: string) =>
    (
      await product.server.db.query<{ id: number; onesignal_player_id: string | null }>(
        'SELECT id, onesignal_player_id FROM users WHERE username = $1',
        [username],
      )
    )[0];

  it('turns notifications on: the subscription reaches the server, its id is sent, the welcome push decrypts and the service worker shows a push', async () => {
    const keys = browserKeys();
    const endpoint = `http://${push.host}/push/ada-chromium`;
    const { context, page } = await pageAs('ada');
    await page.addInitScript(fakeSubscribe(endpoint, keys.json));
    await page.goto(`${product.appUrl}/settings/notifications`);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByText('Push notifications are off in this browser.').waitFor();
    // The member allows notifications (what the browser's permission prompt answers), then turns them on.
    await context.grantPermissions(['notifications'], { origin: product.appUrl });
    await page.getByRole('button', { name: 'Turn on notifications' }).click();
    await page.getByText('Push notifications are on in this browser.').waitFor();

    // The subscription reached the server, and its id was sent as the push-subscription id (SPEC §7).
    const ada = await memberRow('ada');
    const rows = await product.server.db.query<{ id: string; user_id: number; p256dh: string }>(
      'SELECT id, user_id, p256dh FROM push_subscriptions WHERE endpoint = $1',
      [endpoint],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.user_id).toBe(ada?.id);
    expect(rows[0]?.p256dh).toBe(keys.json.p256dh);
    await expect.poll(async () => (await memberRow('ada'))?.onesignal_player_id, WAIT).toBe(rows[0]?.id);

    // The welcome push reached the stand-in, VAPID-signed and encrypted for the test's keys (RFC 8291).
    await product.server.notifications.settled();
    const welcome = push.received.find((request) => request.path === '/push/ada-chromium');
    expect(welcome?.headers['content-encoding']).toBe('aes128gcm');
    expect(welcome?.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    const payload = decryptWebPush(welcome?.body ?? Buffer.alloc(0), keys);
    expect(payload).toEqual({
      title: 'Notifications are on',
      body: 'Dealgrow will tell you here when someone connects, comments or sends you a lead.',
      url: `${product.appUrl}/settings/notifications`,
      tag: 'welcome',
    });

    // That decrypted payload, delivered to the real service worker: it shows the notification and tells the page.
    await page.evaluate(() => {
      const seen: unknown[] = [];
      Object.assign(window, { pushMessages: seen });
      navigator.serviceWorker.addEventListener('message', (event) => seen.push(event.data));
    });
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((registration) => registration.scopeURL === `${product.appUrl}/` && !registration.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    // The worker takes a moment to activate after the subscription; a push sent before that is dropped, so the test
    // waits for it, and sends the push again while it has not shown (its tag makes a repeat replace, not add).
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active;
      if (worker && worker.state !== 'activated') {
        await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
      }
    });
    const deliver = async () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: product.appUrl,
        registrationId: await registrationId,
        data: JSON.stringify(payload),
      });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
        }));
      });
    await deliver();
    let sentAt = Date.now();
    await expect
      .poll(async () => {
        const notifications = await shown();
        if (notifications.length === 0 && Date.now() - sentAt > 3_000) {
          await deliver();
          sentAt = Date.now();
        }
        return notifications;
      }, WAIT)
      .toEqual([
        {
          title: 'Notifications are on',
          body: 'Dealgrow will tell you here when someone connects, comments or sends you a lead.',
          tag: 'welcome',
        },
      ]);
    // The page was told of each push delivered (one, or more when it was sent again), each with the payload.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { pushMessages: unknown[] }).pushMessages.length), WAIT)
      .toBeGreaterThan(0);
    const told = await page.evaluate(() => (window as unknown as { pushMessages: unknown[] }).pushMessages);
    // Compared as values: the payload travels through the job queue's jsonb, which keeps no key order.
    for (const message of told) expect(message).toEqual({ type: 'dealgrow:push', push: payload });

    // Turned off: the server forgets the subscription and the member's push-subscription id.
    await page.getByRole('button', { name: 'Turn off notifications' }).click();
    await page.getByText('Push notifications are off in this browser.').waitFor();
    expect(await product.server.db.query('SELECT id FROM push_subscriptions WHERE endpoint = $1', [endpoint])).toHaveLength(0);
    expect((await memberRow('ada'))?.onesignal_player_id).toBeNull();
  });

  it('subscribes silently after the member is loaded where notifications are already allowed, and forgets it on sign-out', async () => {
    const keys = browserKeys();
    const endpoint = `http://${push.host}/push/mehmet-chromium`;
    const { context, page } = await pageAs('mehmet');
    await context.grantPermissions(['notifications'], { origin: product.appUrl });
    await page.addInitScript(fakeSubscribe(endpoint, keys.json));
    await page.goto(`${product.appUrl}/`);
    await expect
      .poll(async () => (await product.server.db.query('SELECT id FROM push_subscriptions WHERE endpoint = $1', [endpoint])).length, WAIT)
      .toBe(1);
    await expect.poll(async () => (await memberRow('mehmet'))?.onesignal_player_id, WAIT).toBeTruthy();
    await product.server.notifications.settled();
    const welcome = push.received.find((request) => request.path === '/push/mehmet-chromium');
    expect(decryptWebPush(welcome?.body ?? Buffer.alloc(0), keys)).toMatchObject({ title: 'Notifications are on', tag: 'welcome' });

    // Signing out: this browser no longer gets mehmet's pushes.
    await page.goto(`${product.appUrl}/settings`);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(/\/auth\/sign-in$/);
    expect((await product.server.db.query('SELECT id FROM push_subscriptions WHERE endpoint = $1', [endpoint])).length).toBe(0);
    expect((await memberRow('mehmet'))?.onesignal_player_id).toBeNull();
  });

  it('registers no service worker at load where notifications are not allowed: the home is drawn and the member loaded, and the browser has none', async () => {
    const { page } = await pageAs('sofia');
    const profileRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/users/me');
    await page.goto(`${product.appUrl}/`);
    await profileRead;
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  });

  it('where notifications are blocked, shows the “Notifications are blocked” dialog (axe: 0 serious)', async () => {
    const { context, page } = await pageAs('claire');
    await page.goto(`${product.appUrl}/settings/notifications`);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    // The browser's own setting for the site: blocked.
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: product.appUrl,
      browserContextId: targetInfo.browserContextId,
    });
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    await page.reload();
    await page.getByText('Notifications are blocked in this browser.').waitFor();
    await page.getByRole('button', { name: 'Turn on notifications' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notifications are blocked' });
    await dialog.getByRole('heading', { name: 'Notifications Blocked' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
  it('fits at 320 px in French and Turkish with the blocked dialog open, and axe finds nothing serious', async () => {
    const { token } = await demoMemberClient(product, 'sofia');
    for (const lang of ['fr', 'tr'] as const) {
      const context = await browser.newContext({ viewport: { width: 320, height: 640 }, locale: lang });
      contexts.push(context);
      await context.addCookies([{ name: 'token', value: token, url: product.appUrl }]);
      const page = await context.newPage();
      await page.goto(`${product.appUrl}/${lang}/settings/notifications`);
      await page.getByRole('table').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await overflowingControls(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      const cdp = await context.newCDPSession(page);
      const { targetInfo } = await cdp.send('Target.getTargetInfo');
      await cdp.send('Browser.setPermission', {
        permission: { name: 'notifications' },
        setting: 'denied',
        origin: product.appUrl,
        browserContextId: targetInfo.browserContextId,
      });
      await page.reload();
      await page.locator('[data-push-state="denied"]').waitFor();
      await page.locator('.push-settings__actions .dg-button--primary').click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await overflowingControls(page)).toEqual([]);
    }
  });
});
