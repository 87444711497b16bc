import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type StorybookSite, serveStorybook } from './storybook-server.ts';

let storybook: StorybookSite;
let browser: Browser;

beforeAll(async () => {
  storybook = await serveStorybook();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await storybook?.close();
});

describe('the widgets Storybook', () => {
  it('has every ProfileCard, ConnectButton, DealCard, DealList, PostCard, CompanyCard and FollowButton state in en, fr and tr, each rendering its own text without errors', async () => {
    const expected: Record<string, string> = {
      'widgets-profilecard--ready': 'Ada Laurent',
      'widgets-profilecard--without-job-or-company': 'Noor Demir',
      'widgets-profilecard--loading': 'Loading profile…',
      'widgets-profilecard--loading-french': 'Chargement du profil…',
      'widgets-profilecard--loading-turkish': 'Profil yükleniyor…',
      'widgets-profilecard--not-found': 'This member could not be found.',
      'widgets-profilecard--not-found-french': 'Ce membre est introuvable.',
      'widgets-profilecard--not-found-turkish': 'Bu üye bulunamadı.',
      'widgets-profilecard--load-error': 'The profile could not be loaded.',
      'widgets-profilecard--load-error-french': "Le profil n'a pas pu être chargé.",
      'widgets-profilecard--load-error-turkish': 'Profil yüklenemedi.',
      'widgets-dealcard--offer-with-cover': 'Warehouse racking, 40 bays, installed',
      'widgets-dealcard--offer-with-cover-french': 'Recommander',
      'widgets-dealcard--not-found-turkish': 'Bu fırsat bulunamadı.',
      'widgets-dealcard--load-error-french': "L'affaire n'a pas pu être chargée.",
      'widgets-deallist--offers': '24 of 29 deals',
      'widgets-deallist--paged-two-a-page-turkish': 'Daha fazla göster',
      'widgets-deallist--empty-french': 'Aucune affaire pour le moment.',
      'widgets-deallist--load-error-turkish': 'Fırsatlar yüklenemedi.',
      'widgets-deallist--loading': 'Loading deals…',
      'widgets-profilecard--signed-in-with-mutual-connections-french': '3 relations en commun',
      'widgets-profilecard--your-connection-turkish': 'Bağlantınız',
      'widgets-connectbutton--send-request': 'Send Request',
      'widgets-connectbutton--request-sent-french': 'Invitation envoyée',
      'widgets-connectbutton--request-received-turkish': 'Kabul et',
      'widgets-connectbutton--connected': 'Your Connection',
      'widgets-connectbutton--declined-french': 'Refusée',
      'widgets-connectbutton--signed-out-turkish': 'Bağlı değil',
      'widgets-connectbutton--load-error': 'The profile could not be loaded.',
      'widgets-postcard--body': 'Our new warehouse in Lyon is open!',
      'widgets-postcard--liked-french': 'Aimé',
      'widgets-postcard--survey-results-turkish': 'Anket sona erdi',
      'widgets-postcard--not-found-french': 'Cette publication est introuvable.',
      'widgets-postcard--load-error-turkish': 'Gönderi yüklenemedi.',
      'widgets-followbutton--follow': '1,204 followers',
      'widgets-followbutton--following-french': 'Abonné',
      'widgets-followbutton--no-followers-turkish': '0 takipçi',
      'widgets-followbutton--signed-out-french': 'Suivre',
      'widgets-followbutton--not-found-turkish': 'Bu şirket bulunamadı.',
      'widgets-followbutton--load-error': 'The company could not be loaded.',
      'widgets-companycard--ready': 'Privately held',
      'widgets-companycard--with-deals': 'Warehouse racking, 40 bays, installed',
      'widgets-companycard--with-deals-french': 'Dernières affaires',
      'widgets-companycard--following-turkish': 'Takip ediliyor',
      'widgets-companycard--without-pictures-or-deals-french': 'Aucune affaire pour le moment.',
      'widgets-companycard--signed-out-turkish': 'Takip et',
      'widgets-companycard--deals-load-error': 'The deals could not be loaded.',
      'widgets-companycard--loading-french': "Chargement de l'entreprise…",
    };
    for (const state of ['offer-with-cover', 'demand-without-company', 'loaded-by-id', 'loading', 'not-found', 'load-error']) {
      for (const suffix of ['', '-french', '-turkish']) expect(storybook.stories).toContain(`widgets-dealcard--${state}${suffix}`);
    }
    for (const state of ['offers', 'popular', 'perks', 'paged-two-a-page', 'loading', 'empty', 'load-error']) {
      for (const suffix of ['', '-french', '-turkish']) expect(storybook.stories).toContain(`widgets-deallist--${state}${suffix}`);
    }
    for (const state of ['ready', 'without-job-or-company', 'loading', 'not-found', 'load-error']) {
      for (const suffix of ['', '-french', '-turkish']) expect(storybook.stories).toContain(`widgets-profilecard--${state}${suffix}`);
    }
    const connectStates = ['send-request', 'request-sent', 'request-received', 'connected', 'declined', 'own-profile', 'signed-out'];
    for (const state of [...connectStates, 'loading', 'not-found', 'load-error']) {
      for (const suffix of ['', '-french', '-turkish']) expect(storybook.stories).toContain(`widgets-connectbutton--${state}${suffix}`);
    }
    const postStates = ['body', 'liked', 'media', 'video', 'document', 'article', 'event', 'product', 'survey-open', 'survey-results'];
    for (const state of [...postStates, 'link-preview', 'shared-by-company', 'loaded-by-id', 'loading', 'not-found', 'load-error']) {
      for (const suffix of ['', '-french', '-turkish']) expect(storybook.stories).toContain(`widgets-postcard--${state}${suffix}`);
    }
    const followStates = ['follow', 'following', 'no-followers', 'signed-out', 'loading', 'not-found', 'load-error'];
    for (const state of followStates) {
      for (const suffix of ['', '-french', '-turkish']) expect(storybook.stories).toContain(`widgets-followbutton--${state}${suffix}`);
    }
    const companyStates = [
      'ready',
      'with-deals',
      'following',
      'without-pictures-or-deals',
      'signed-out',
      'deals-loading',
      'deals-load-error',
    ];
    for (const state of [...companyStates, 'loading', 'not-found', 'load-error']) {
      for (const suffix of ['', '-french', '-turkish']) expect(storybook.stories).toContain(`widgets-companycard--${state}${suffix}`);
    }
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const id of storybook.stories) {
      await page.goto(`${storybook.url}/iframe.html?id=${id}&viewMode=story`);
      // A card, a deal list (whose loading, empty and error states hold no card), a connect or a follow button.
      const card = page.locator('#storybook-root').locator('[part="card"], [part="list"], [part="connect"], [part="follow"]').first();
      await card.waitFor();
      const text = expected[id];
      if (text) await expect.poll(() => card.textContent(), { message: id }).toContain(text);
    }
    await page.close();
    expect(errors).toEqual([]);
  });
});
