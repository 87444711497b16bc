import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../packages/server/test/harness.ts';
import { cspViolationsSoFar, type PartnerSite, recordCspViolations, startPartnerSite } from './partner-site-server.ts';
import { connectBrowser } from './shared-browser.ts';

declare global {
  interface Window {
    widgetEvents: Array<{ type: string; detail: unknown; bubbles: boolean; composed: boolean }>;
  }
}

let api: TestServer;
let site: PartnerSite;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  site = await startPartnerSite();
  api = await startTestServer('pglite', { seedDemo: true, corsOrigins: [site.url] });
  site.api = api.url;
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await api?.close();
});

afterEach(async () => {
  await context?.close();
});

/** The paths of the scripts each page opened here asked for, and every one of its requests done (answered or failed). */
const scriptsAskedBy = new WeakMap<Page, { paths: string[]; done: Promise<unknown>[] }>();

/** Opens a partner page, recording CSP violations, the scripts it asks for and the widget events the page sees. */
async function openPartnerPage(path: string): Promise<Page> {
  context = await browser.newContext();
  const page = await context.newPage();
  const asked = { paths: [] as string[], done: [] as Promise<unknown>[] };
  scriptsAskedBy.set(page, asked);
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname;
    if (pathname.endsWith('.js')) asked.paths.push(pathname);
    asked.done.push(
      request.response().then(
        (response) => response?.finished(),
        () => undefined,
      ),
    );
  });
  await recordCspViolations(page);
  await page.addInitScript(() => {
    window.widgetEvents = [];
    document.addEventListener('dg-profile-click', (event) => {
      const { detail, bubbles, composed } = event as CustomEvent;
      window.widgetEvents.push({ type: event.type, detail, bubbles, composed });
    });
  });
  await page.goto(`${site.url}${path}`);
  return page;
}

const card = (page: Page, user = 'ada') => page.locator(`dg-profile-card[user="${user}"]`);

describe('the partner site example (plain HTML, one script tag, strict CSP)', () => {
  it("shows Ada's real profile from the API in the card's shadow DOM, themed by the page, with no CSP violation", async () => {
    const page = await openPartnerPage('/');
    const name = card(page).locator('[part~="name"]');
    await name.waitFor();
    expect(await name.textContent()).toBe('Ada Laurent');
    expect(await card(page).locator('[part="job-title"]').textContent()).toBe('Head of Partnerships');
    expect(await card(page).locator('[part="company"]').textContent()).toBe('Northwind Supply');
    expect(await name.getAttribute('href')).toBe('http://localhost:3000/ada');

    const inside = await card(page).evaluate((element) => {
      const root = element.shadowRoot as ShadowRoot;
      const link = root.querySelector('[part~="name"]') as HTMLElement;
      const photo = root.querySelector('img') as HTMLImageElement;
      return {
        lightChildren: element.children.length,
        adopted: root.adoptedStyleSheets.length,
        inlineStyles: root.querySelectorAll('[style]').length + root.querySelectorAll('style').length,
        linkColor: getComputedStyle(link).color,
        cardRadius: getComputedStyle(root.querySelector('[part="card"]') as HTMLElement).borderTopLeftRadius,
        companyStyle: getComputedStyle(root.querySelector('[part="company"]') as HTMLElement).fontStyle,
        photo: { src: photo.src, loaded: photo.complete && photo.naturalWidth > 0, alt: photo.alt },
      };
    });
    expect(inside).toEqual({
      lightChildren: 0,
      // The card's sheet and its connect button's.
      adopted: 2,
      inlineStyles: 0,
      // partner.css sets --dg-color-primary and --dg-radius, and styles ::part(company).
      linkColor: 'rgb(0, 92, 175)',
      cardRadius: '4px',
      companyStyle: 'italic',
      photo: { src: `${api.url}/assets/default-profile.svg`, loaded: true, alt: 'Photo of Ada Laurent' },
    });

    const loaded = await page.evaluate(() => ({
      react: 'React' in window || 'preact' in window,
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    }));
    expect(loaded.react).toBe(false);
    // The loader, the chunk of each Dealgrow tag on the page, and the shared chunks they import.
    expect(loaded.scripts.filter((path) => !path.startsWith('/dealgrow/chunks/')).sort()).toEqual([
      '/dealgrow/dealgrow-embed.js',
      '/dealgrow/widgets/deal-card.js',
      '/dealgrow/widgets/deal-list.js',
      '/dealgrow/widgets/profile-card.js',
      '/partner.js',
    ]);
    expect(await cspViolationsSoFar(page)).toEqual([]);
  });

  it('enforces the strict CSP for real: an inline style on the page is refused', async () => {
    const page = await openPartnerPage('/');
    await card(page).locator('[part~="name"]').waitFor();
    await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.innerHTML = '<p style="color: red">inline</p>';
      document.body.append(probe);
    });
    await expect.poll(() => page.evaluate(() => window.cspViolations.join(' '))).toContain('style-src');
  });

  it('speaks French when the tag says data-lang="fr"', async () => {
    const page = await openPartnerPage('/?lang=fr');
    const name = card(page).locator('[part~="name"]');
    await name.waitFor();
    expect(await name.getAttribute('href')).toBe('http://localhost:3000/fr/ada');
    expect(await card(page).locator('img').getAttribute('alt')).toBe('Photo de Ada Laurent');
    await page.evaluate(() => {
      const element = document.createElement('dg-profile-card');
      element.setAttribute('user', 'personne-inconnue');
      document.querySelector('main')?.append(element);
    });
    await expect.poll(() => card(page, 'personne-inconnue').locator('[part="status"]').textContent()).toBe('Ce membre est introuvable.');
    expect(await cspViolationsSoFar(page)).toEqual([]);
  });

  it('shows the not-found state for an unknown member added by the page after load', async () => {
    const page = await openPartnerPage('/');
    await card(page).locator('[part~="name"]').waitFor();
    await page.evaluate(() => {
      const element = document.createElement('dg-profile-card');
      element.setAttribute('user', 'nobody-here');
      document.querySelector('main')?.append(element);
    });
    const status = card(page, 'nobody-here').locator('[part="status"]');
    await expect.poll(() => status.textContent()).toBe('This member could not be found.');
    expect(await card(page, 'nobody-here').locator('[part="card"]').getAttribute('data-state')).toBe('not-found');
  });

  it('fires dg-profile-click, bubbling and composed, which the partner page catches', async () => {
    const page = await openPartnerPage('/');
    const name = card(page).locator('[part~="name"]');
    await name.waitFor();
    // The link opens the profile on the flagship site in a new tab; the flagship is stood in for here.
    await context.route('http://localhost:3000/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Dealgrow</title>' }),
    );
    const popup = context.waitForEvent('page');
    await name.click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe('http://localhost:3000/ada');
    await opened.close();
    expect(await page.locator('#last-click').textContent()).toBe('@ada (member 1)');
    expect(await page.evaluate(() => window.widgetEvents)).toEqual([
      { type: 'dg-profile-click', detail: { id: 1, username: 'ada' }, bubbles: true, composed: true },
    ]);
  });

  it('downloads no widget code on a page without Dealgrow elements', async () => {
    const page = await openPartnerPage('/about.html');
    await page.waitForLoadState('load');
    // Fence: the loader asks for a widget's chunk while the page is parsed (before load), so by now every script the
    // page will ask for is asked; once all its requests are done, resource timing lists them.
    const asked = scriptsAskedBy.get(page);
    await Promise.all(asked?.done ?? []);
    expect(asked?.paths).toEqual(['/dealgrow/dealgrow-embed.js']);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
    expect(scripts).toEqual(['/dealgrow/dealgrow-embed.js']);
  });
});
