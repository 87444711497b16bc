import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptedButtonSheets, overflowAtBothWidths, seriousViolations } from './front-quality.ts';
import { demoMemberContext, type Product, startProduct, tokenCookie } from './product.ts';
import { connectBrowser } from './shared-browser.ts';

let product: Product;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct();
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

let counter = 0;
function newMember() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { firstName: 'Grace', lastName: 'Hopper', username: `grace${tag}`, email: `grace.${tag}@gmail.com`, password: 'correct-horse-9' };
}

async function fillSignUp(page: Page, member: ReturnType<typeof newMember>) {
  for (const field of ['firstName', 'lastName', 'username', 'email', 'password'] as const) {
    await page.fill(`#sign-up-${field}`, member[field]);
  }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Holds the page's requests to `url` until the returned function is called, then lets them go on. */
async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('app shell in the browser', () => {
  it('signs up, verifies the e-mail, signs in, switches to /fr and /tr, uses settings and signs out', async () => {
    const member = newMember();
    const context = await browser.newContext();
    const page = await context.newPage();

    // Sign-up lands on the member's home, signed in, with e-mail verification still to do.
    await page.goto(`${product.appUrl}/auth/sign-up`);
    expect(await page.title()).toBe('Social Network to do Business - Interact. Deal. Grow');
    expect(await page.getAttribute('meta[name="apple-itunes-app"]', 'content')).toMatch(/^app-id=\d+/);
    await fillSignUp(page, member);
    await page.click('#sign-up button[type="submit"]');
    await page.waitForURL(`${product.appUrl}/`);
    await heading(page, 'Welcome, Grace');
    await page.locator('[data-step="verify-email"]:not(.checklist__item--done)').waitFor();
    // Their card is the widget partner sites embed, reading the public profile from the API.
    await page.locator('.dg-profile-card[data-state="ready"]').getByText('Grace Hopper').waitFor();
    const cookie = await tokenCookie(context);
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    // SPEC §9: the session cookie lives 180 days.
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 15_552_000))).toBeLessThan(120);

    // The link from the verification e-mail opens the landing page, which confirms the address.
    await page.goto(product.linkIn(member.email));
    await page.locator('[data-outcome="verified"]').waitFor();
    await context.close();

    // A fresh browser signs in with the username and sees the step done.
    const fresh = await browser.newContext();
    const tab = await fresh.newPage();
    await tab.goto(`${product.appUrl}/auth/sign-in`);
    await tab.fill('#sign-in-email', member.username);
    await tab.fill('#sign-in-password', member.password);
    await tab.click('#sign-in button[type="submit"]');
    await tab.waitForURL(`${product.appUrl}/`);
    await heading(tab, 'Welcome, Grace');
    await tab.locator('[data-step="verify-email"].checklist__item--done').waitFor();
    // Onboarding not done yet (her profile lacks its job title, company, bio and country): the checklist stays, its
    // profile step links to her own profile.
    const completeProfile = tab.locator('[data-step="complete-profile"]:not(.checklist__item--done) a');
    expect(await completeProfile.getAttribute('href')).toBe(`/${member.username}`);

    // Switching language keeps the page; the texts change.
    await tab.getByRole('link', { name: 'FR', exact: true }).click();
    await tab.waitForURL(`${product.appUrl}/fr`);
    await heading(tab, 'Bienvenue, Grace');
    expect(await tab.getAttribute('html', 'lang')).toBe('fr');
    await tab.getByRole('link', { name: 'TR', exact: true }).click();
    await tab.waitForURL(`${product.appUrl}/tr`);
    await heading(tab, 'Hoş geldiniz, Grace');
    expect(await tab.getAttribute('html', 'lang')).toBe('tr');

    // Settings, in Turkish, then French through its own language picker: still the settings page.
    await tab.getByRole('link', { name: 'Ayarlar' }).click();
    await tab.waitForURL(`${product.appUrl}/tr/settings`);
    await heading(tab, 'Ayarlar');
    await tab.selectOption('#settings-lang', 'fr');
    await tab.waitForURL(`${product.appUrl}/fr/settings`);
    await heading(tab, 'Paramètres');

    const newPassword = 'even-better-horse-10';
    await tab.fill('#change-password-currentPassword', member.password);
    await tab.fill('#change-password-newPassword', newPassword);
    await tab.fill('#change-password-confirmPassword', newPassword);
    await tab.click('#change-password button[type="submit"]');
    await tab.getByText('Votre mot de passe est modifié.', { exact: false }).waitFor();

    await tab.selectOption('#settings-lang', 'en');
    await tab.waitForURL(`${product.appUrl}/settings`);
    await heading(tab, 'Settings');

    // Sign out: the cookie is gone and member pages send the visitor to sign-in, then back.
    await tab.getByRole('button', { name: 'Sign out' }).click();
    await tab.waitForURL(`${product.appUrl}/auth/sign-in`);
    expect(await tokenCookie(fresh)).toBeUndefined();
    await tab.goto(`${product.appUrl}/settings`);
    await tab.waitForURL(`${product.appUrl}/auth/sign-in?returnTo=%2Fsettings`);
    await tab.fill('#sign-in-email', member.email);
    await tab.fill('#sign-in-password', newPassword);
    await tab.click('#sign-in button[type="submit"]');
    await tab.waitForURL(`${product.appUrl}/settings`);
    await heading(tab, 'Settings');
    await fresh.close();
  });

  it('a phone gets one compact bar and the tab bar, a desktop the top menu and three columns; the theme switch; no "Not Connected" about oneself', async () => {
    const phone = await demoMemberContext(browser, product, 'ada', { viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await page.goto(`${product.appUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const tabs = page.getByRole('navigation', { name: 'Quick menu' });
    await tabs.waitFor();
    await page.locator('.notification-bell').waitFor();
    // One row: logo, search, messages, bell and the menu button; the rest of the menu waits behind the button.
    expect((await page.locator('.shell-header').boundingBox())?.height).toBeLessThan(64);
    for (const visible of [page.locator('.brand'), page.locator('#header-search-input'), menu.getByRole('link', { name: /^Messages/ })])
      expect(await visible.isVisible()).toBe(true);
    // The logo alone shows (its words are hidden on a phone): the link keeps a name (axe's link-name).
    expect(await page.getByRole('link', { name: 'Dealgrow home', exact: true }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Deals' }).isVisible()).toBe(false);
    // The languages are in the footer (as on the desktop), not in the bar.
    expect(await page.locator('.shell-header').getByRole('link', { name: 'FR', exact: true }).count()).toBe(0);
    expect(await page.locator('.shell-footer').getByRole('link', { name: 'FR', exact: true }).count()).toBe(1);
    // The tab bar sits at the bottom of the screen, nothing scrolls sideways.
    const bar = await tabs.boundingBox();
    expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBe(844);
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['Home', 'Network', 'Post', 'Notifications', 'Deals']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Her own card says nothing about a connection with herself.
    await page.locator('.own-profile-card .dg-profile-card[data-state="ready"]').waitFor();
    expect(await page.locator('.own-profile-card').textContent()).not.toContain('Not Connected');
    // The menu button opens the rest; a link followed closes it.
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Companies' }).click();
    await page.waitForURL(`${product.appUrl}/companies`);
    // It closes once the new page is drawn (the URL changes first).
    await expect.poll(() => page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    // Post opens the composer on the home page.
    await tabs.getByRole('link', { name: 'Post' }).click();
    const composer = page.getByRole('dialog', { name: 'Start a post' });
    await composer.waitFor();
    // The design system's button sheet is in the page's stylesheet once (the page's meta names it): the composer's
    // Buttons style from it and adopt no copy into the document.
    expect(await page.getAttribute('meta[name="dealgrow-document-sheets"]', 'content')).toBe('button card');
    expect(await adoptedButtonSheets(page)).toBe(0);
    const submit = composer.locator('button[type="submit"]');
    expect(await submit.evaluate((button) => [button.className, getComputedStyle(button).minHeight])).toEqual([
      'dg-button dg-button--primary',
      '44px',
    ]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Dark, from settings: kept on this device.
    await page.goto(`${product.appUrl}/settings`);
    await page.selectOption('#settings-theme-choice', 'dark');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // The browser's own parts (form controls, scroll bars) follow the theme too.
    const scheme = () => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await background()).toBe('rgb(24, 20, 32)');
    expect(await scheme()).toBe('dark');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await background()).toBe('rgb(24, 20, 32)');
    expect(await scheme()).toBe('dark');
    await page.selectOption('#settings-theme-choice', 'light');
    expect(await scheme()).toBe('normal');
    await phone.close();

    // A desktop: the top menu, Home first, no tab bar; the home in three columns side by side.
    const desktop = await demoMemberContext(browser, product, 'ada', { viewport: { width: 1280, height: 900 } });
    const wide = await desktop.newPage();
    await wide.goto(`${product.appUrl}/`);
    await wide.getByRole('region', { name: 'People you may know' }).waitFor();
    const top = wide.getByRole('navigation', { name: 'Main menu' });
    expect((await top.getByRole('link').first().textContent())?.trim()).toBe('Home');
    expect(await top.getByRole('link', { name: 'Deals' }).isVisible()).toBe(true);
    expect(await wide.getByRole('navigation', { name: 'Quick menu' }).isVisible()).toBe(false);
    const left = await wide.locator('.home-layout__side').boundingBox();
    const middle = await wide.locator('.home-layout__main').boundingBox();
    const right = await wide.locator('.home-layout__aside').boundingBox();
    expect((left?.x ?? 0) < (middle?.x ?? 0) && (middle?.x ?? 0) < (right?.x ?? 0)).toBe(true);
    expect(Math.abs((left?.y ?? 0) - (right?.y ?? 1))).toBeLessThan(2);
    await desktop.close();
  });

  it('a page holds still while it loads: the own card as tall loading as drawn, late fonts never swapped in', async () => {
    const phone = await demoMemberContext(browser, product, 'ada', { viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    // Every layout shift of the page's content (a node of `main` moved), as Lighthouse's CLS counts them. The header's
    // bell comes with its own chunk, whenever that is, and moves the icons beside it (docs/performance.md "Eleventh pass").
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node: Node | null }[] })[]) {
          const moved = entry.sources.map(({ node }) => (node instanceof Element ? node : node?.parentElement));
          if (moved.some((element) => element?.closest('main'))) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { shifts });
    });
    const shifted = () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    // The member's own card and the fonts held back until the page is drawn without them.
    const releaseCard = await holdBack(page, `${product.apiUrl}/users/profile/ada`);
    const releaseFonts = await holdBack(page, '**/*.woff2');
    // Not to "load", which waits for the fonts.
    await page.goto(`${product.appUrl}/`, { waitUntil: 'domcontentloaded' });
    const card = page.locator('.own-profile-card .dg-profile-card');
    await page.locator('.own-profile-card .dg-profile-card[data-state="loading"]').waitFor();
    await page.locator('.feed .dg-post').first().waitFor();
    const loading = await card.boundingBox();
    const before = await shifted();
    releaseCard();
    await page.locator('.own-profile-card .dg-profile-card[data-state="ready"]').waitFor();
    expect((await card.boundingBox())?.height).toBe(loading?.height);
    // A font that comes after its text was drawn is not swapped in (font-display: optional): no line rewraps.
    releaseFonts();
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await shifted()).toBe(before);
    await phone.close();
  });

  it('shows the server’s validation errors at the field: a disposable e-mail and a taken username', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();

    await page.goto(`${product.appUrl}/auth/sign-up`);
    await fillSignUp(page, { ...newMember(), email: 'someone@mailinator.com' });
    await page.click('#sign-up button[type="submit"]');
    await page.locator('#sign-up-email-error').getByText('disposable', { exact: false }).waitFor();
    expect(await page.getAttribute('#sign-up-email', 'aria-invalid')).toBe('true');
    // SPEC §5: the form is blocked while a field is aria-invalid.
    expect(await page.isDisabled('#sign-up button[type="submit"]')).toBe(true);

    // Submitted before the live check runs, so the server's 409 is what puts the message there.
    await page.fill('#sign-up-email', newMember().email);
    await page.fill('#sign-up-username', 'ada');
    await page.click('#sign-up button[type="submit"]');
    await page.locator('#sign-up-username-error').getByText('This username is taken.', { exact: false }).waitFor();
    expect(await page.getAttribute('#sign-up-username', 'aria-invalid')).toBe('true');
    expect(await tokenCookie(context)).toBeUndefined();

    // The same server error, in French.
    await page.goto(`${product.appUrl}/fr/auth/sign-up`);
    await fillSignUp(page, { ...newMember(), email: 'someone@yopmail.com' });
    await page.click('#sign-up button[type="submit"]');
    await page.locator('#sign-up-email-error').getByText('adresses jetables', { exact: false }).waitFor();
    await context.close();
  });

  it('builds the page language’s number and date formats in a worker, which then ends', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // It closes itself once the formats are built: no worker stays with the page.
    const ended = new Promise<string>((resolve) => page.on('worker', (worker) => worker.once('close', () => resolve(worker.url()))));
    await page.goto(`${product.appUrl}/tr/legal/terms-of-service`);
    expect(await ended).toMatch(/\/assets\/locale-warmup\.worker-[\w-]+\.js$/);
    await heading(page, 'Hizmet Şartları');
    expect(page.workers()).toEqual([]);
    await context.close();
  });

  it('serves the legal pages in three languages and a not-found page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${product.appUrl}/legal/terms-of-service`);
    await heading(page, 'Terms of Service');
    await page.goto(`${product.appUrl}/fr/legal/privacy-policy`);
    await heading(page, 'Politique de confidentialité');
    await page.goto(`${product.appUrl}/tr/legal/cookie-policy`);
    await heading(page, 'Çerez Politikası');
    await page.getByRole('link', { name: 'EN', exact: true }).click();
    await page.waitForURL(`${product.appUrl}/legal/cookie-policy`);
    await heading(page, 'Cookie Policy');
    await page.goto(`${product.appUrl}/tr/no-such-page`);
    await heading(page, 'Sayfa bulunamadı');
    await context.close();
  });

  it('says a page whose code did not arrive could not be shown, under the header, and reloading brings it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The legal screen's chunk, as after a dropped connection or an update that replaced this tab's files.
    await page.route(/\/assets\/legal-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto(`${product.appUrl}/legal/terms-of-service`);
    await heading(page, 'This page could not be shown');
    expect(await page.getByRole('alert').textContent()).toContain('Reloading the page usually brings it back.');
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${product.appUrl}/fr/legal/terms-of-service`);
    await heading(page, 'Impossible d’afficher cette page');
    await page.goto(`${product.appUrl}/tr/legal/terms-of-service`);
    await heading(page, 'Bu sayfa gösterilemedi');
    expect(await overflowAtBothWidths(page, 'the Turkish page error')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.unroute(/\/assets\/legal-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Sayfayı yeniden yükle' }).click();
    await heading(page, 'Hizmet Şartları');
    await context.close();
  });
});
