import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../packages/sdk/src/index.ts';
import { overflowingControls, seriousViolations } from './front-quality.ts';
import { type Product, startProduct } from './product.ts';
import { connectBrowser } from './shared-browser.ts';

/** The entries of a ZIP, read through its central directory (stored or deflated entries, as the server writes them). */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let n = 0; n < count; n++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + skip;
  }
  return entries;
}

describe('account export and deletion in the browser (issue 15)', () => {
  let product: Product;
  let browser: Browser;
  beforeAll(async () => {
    product = await startProduct();
    browser = await connectBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });

  /** A fresh member (not a demo one: these tests delete them) signed in in a new browser context. */
  async function freshMember(options: { viewport?: { width: number; height: number } } = {}) {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const member = {
      email: `leaving${tag}@gmail.com`,
      password: 'quiet-harbour-lantern-5',
      username: `leaving${tag}`,
      firstName: 'Lea',
      lastName: 'Ving',
    };
    const signedUp = await createClient({ baseURL: product.apiUrl, retry: false }).auth.signUp(member);
    if (!signedUp.success) throw new Error(`sign-up failed: ${JSON.stringify(signedUp.error)}`);
    const context = await browser.newContext({ acceptDownloads: true, ...options });
    await context.addCookies([{ name: 'token', value: signedUp.data.token, url: product.appUrl }]);
    return { member, context, page: await context.newPage() };
  }

  it('has no serious axe violation and no overflowing control at 320 px in English, French and Turkish, dialog open too', async () => {
    const { context, page } = await freshMember({ viewport: { width: 320, height: 720 } });
    const titles = {
      en: 'Delete your account for good?',
      fr: 'Supprimer définitivement votre compte ?',
      tr: 'Hesabınız kalıcı olarak silinsin mi?',
    };
    for (const [lang, title] of Object.entries(titles)) {
      await page.goto(`${product.appUrl}${lang === 'en' ? '' : `/${lang}`}/settings/data`);
      await page.locator('h1').waitFor();
      await page.locator('.account-data button').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await overflowingControls(page)).toEqual([]);
      await page.locator('.account-data .dg-button--danger').click();
      await page.getByRole('dialog', { name: title }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await overflowingControls(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await context.close();
  }, 120_000);

  it('downloads the data as a ZIP, deletes the account with its password, and the old sign-in then fails', async () => {
    const { member, context, page } = await freshMember();

    await page.goto(`${product.appUrl}/settings`);
    await page.getByRole('link', { name: 'Your data' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your data' }).waitFor();

    // Download your data: prepared (a small account's at once), then downloaded as a file.
    await page.getByRole('button', { name: 'Prepare my archive' }).click();
    const downloadButton = page.getByRole('button', { name: 'Download the archive' });
    await downloadButton.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    const date = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`dealgrow-export-${member.username}-${date}.zip`);
    // The shared browser runs in another process (e2e/global-setup.ts): the file is copied here to be read.
    const folder = await mkdtemp(join(tmpdir(), 'dealgrow-download-'));
    const saved = join(folder, download.suggestedFilename());
    await download.saveAs(saved);
    const entries = readZip(await readFile(saved));
    await rm(folder, { recursive: true, force: true });
    expect([...entries.keys()]).toEqual(expect.arrayContaining(['README.txt', 'profile.json', 'connections.json', 'leads.json']));
    const profile = JSON.parse(entries.get('profile.json')?.toString('utf8') ?? '{}');
    expect(profile.member).toMatchObject({ email: member.email, username: member.username, first_name: 'Lea' });
    expect(profile.member.password_hash).toBeUndefined();

    // Delete the account: a dialog explains what happens and asks for the password.
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await dialog.getByText('Deleted member', { exact: false }).waitFor();
    await dialog.getByLabel('Your password').fill('not-the-password-1');
    await dialog.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await dialog.getByRole('alert').getByText('This password is incorrect', { exact: false }).waitFor();
    await dialog.getByLabel('Your password').fill(member.password);
    await dialog.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await page.waitForURL(/\/account-deleted$/);
    await page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }).waitFor();
    expect((await context.cookies(product.appUrl)).find((cookie) => cookie.name === 'token')).toBeUndefined();

    // Signing in with the old e-mail fails, in the page and through the API.
    await page.goto(`${product.appUrl}/auth/sign-in`);
    await page.getByLabel('E-mail or username').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.locator('#sign-in').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('The e-mail, username or password is incorrect.').waitFor();
    const signIn = await createClient({ baseURL: product.apiUrl, retry: false }).auth.signIn({
      email: member.email,
      password: member.password,
    });
    expect(signIn).toMatchObject({ success: false, status: 401 });
    await context.close();
  }, 120_000);
});
