import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptedButtonSheets, DESKTOP, overflowAtBothWidths, seriousViolations } from './front-quality.ts';
import { countedPage, settled } from './screen-settle.ts';
import { connectBrowser } from './shared-browser.ts';
import { STORY_WIDGET, type StorybookSite, serveStorybook, showStory, storybookContext } from './storybook-server.ts';

let storybook: StorybookSite;
let browser: Browser;
let context: BrowserContext;
/** The sweep opens the 374 states beside another browser test file: the limit only stops one that hangs. */
const SWEEP_TIMEOUT = 420_000;

beforeAll(async () => {
  storybook = await serveStorybook();
  browser = await connectBrowser();
  context = await storybookContext(browser, { viewport: DESKTOP });
});

afterAll(async () => {
  await browser?.close();
  await storybook?.close();
});

/** Words each state shows (a part of them): the state rendered its own text. */
const WORDS: Record<string, string> = {
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
  'widgets-membershippicker--free': 'You are on the free plan.',
  'widgets-membershippicker--load-error-french': 'Les abonnements n’ont pas pu être chargés.',
  'widgets-membershippicker--pending-change': 'Changes to Networking (Monthly)',
  'widgets-membershippicker--cancel-on-period-ends-turkish': 'Plana devam et',
  'widgets-membershippicker--shop-for-a-company-french': 'Abonnements boutique',
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
  'widgets-chatbox--conversation': 'Unread messages',
  'widgets-chatbox--conversation-french': 'Vu',
  'widgets-chatbox--conversation-turkish': 'Okunmamış mesajlar',
  'widgets-chatbox--opened-with-member': 'Ada Laurent',
  'widgets-chatbox--typing': 'Ada is typing…',
  'widgets-chatbox--typing-french': 'Ada est en train d’écrire…',
  'widgets-chatbox--typing-turkish': 'Ada yazıyor…',
  'widgets-chatbox--sending': 'Sending…',
  'widgets-chatbox--sending-french': 'Envoi…',
  'widgets-chatbox--sending-turkish': 'Gönderiliyor…',
  'widgets-chatbox--send-failed': 'Not sent. Too many attempts. Try again in 42 seconds.',
  'widgets-chatbox--send-failed-french': 'Non envoyé. Trop de tentatives.',
  'widgets-chatbox--send-failed-turkish': 'Gönderilemedi.',
  'widgets-chatbox--reconnecting': 'Reconnecting…',
  'widgets-chatbox--reconnecting-french': 'Reconnexion…',
  'widgets-chatbox--offline': 'Offline',
  'widgets-chatbox--offline-turkish': 'Çevrimdışı',
  'widgets-chatbox--empty': 'No messages yet. Say hello!',
  'widgets-chatbox--empty-french': 'Aucun message pour le moment. Dites bonjour !',
  'widgets-chatbox--signed-out': 'Sign in to Dealgrow to send messages',
  'widgets-chatbox--signed-out-turkish': 'Mesaj göndermek için Dealgrow’a giriş yapın',
  'widgets-chatbox--loading': 'Loading conversation…',
  'widgets-chatbox--loading-french': 'Chargement de la conversation…',
  'widgets-chatbox--not-found-turkish': 'Bu sohbet bulunamadı.',
  'widgets-chatbox--not-connected': 'You can only message your connections. Send Ada Laurent an invitation first.',
  'widgets-chatbox--not-connected-french': 'Vous ne pouvez écrire qu’à vos relations.',
  'widgets-chatbox--not-connected-turkish': 'Yalnızca bağlantılarınıza mesaj gönderebilirsiniz.',
  'widgets-chatbox--load-error': 'The conversation could not be loaded.',
  'widgets-chatbox--load-error-french': "La conversation n'a pas pu être chargée.",
  // The search box, typed into by its story's play: its hits, grouped under their kind, or what it says instead.
  'widgets-search--results': 'PeopleAda Laurent',
  'widgets-search--results-french': '4 résultats',
  'widgets-search--many-kinds-turkish': 'Şirketler',
  'widgets-search--of-a-company': 'Solar panels, 40 kW',
  'widgets-search--empty-french': 'Aucun résultat pour « zzz ».',
  'widgets-search--loading': 'Searching…',
  'widgets-search--loading-turkish': 'Aranıyor…',
  'widgets-search--unavailable': 'The search did not answer. Try again in a moment.',
  'widgets-search--unavailable-french': 'Réessayer',
  'widgets-unreadbadge--unread': '3',
  'widgets-unreadbadge--many-unread-french': '99+',
  // The design system's parts, light and dark: the skeleton's status, the empty state's words and next action.
  'design-system-skeleton--light': 'Loading…',
  'design-system-skeleton--dark-french': 'Chargement…',
  'design-system-skeleton--dark-turkish': 'Yükleniyor…',
  'design-system-emptystate--light': 'Find people you may know',
  'design-system-emptystate--dark-french': 'Trouver des personnes que vous pourriez connaître',
  'design-system-emptystate--dark-turkish': 'Tanıyor olabileceğiniz kişileri bulun',
  'design-system-emptystate--without-action': 'Nothing here yet.',
  // The avatar's initials; the buttons' words; the tabs; the menu button; the toasts' words.
  'design-system-avatar--light': 'AL',
  'design-system-avatar--dark-turkish': 'AL',
  'design-system-button--light': 'Post',
  'design-system-button--dark-french': 'Publier',
  'design-system-button--light-turkish': 'Paylaş',
  'design-system-button--busy': 'Post',
  'design-system-button--block': 'Publier',
  'design-system-card--light': 'About',
  'design-system-card--dark-french': 'Mis à jour il y a 3 jours',
  'design-system-card--light-turkish': 'Hakkında',
  'design-system-tabs--light': 'Invitations received',
  'design-system-tabs--dark-french': 'Invitations reçues',
  'design-system-tabs--light-turkish': 'Gelen davetler',
  'design-system-menu--light': 'More actions',
  'design-system-menu--dark-french': 'Plus d’actions',
  'design-system-menu--light-turkish': 'Diğer işlemler',
  'design-system-dialog--light': 'Leave the club',
  'design-system-dialog--dark-french': 'Quitter le club',
  'design-system-dialog--light-turkish': 'Kulüpten ayrıl',
  'design-system-toast--light': 'Your post is live.',
  'design-system-toast--dark-french': 'Votre publication est en ligne.',
  'design-system-toast--light-turkish': 'Gönderiniz yayında.',
  'design-system-toast--with-undo': 'Undo',
};

/** The unread badge says its count in its label (the number it shows is hidden from screen readers). */
const BADGE_LABELS: Record<string, string | null> = {
  'widgets-unreadbadge--unread': '3 unread messages',
  'widgets-unreadbadge--unread-french': '3 messages non lus',
  'widgets-unreadbadge--unread-turkish': '3 okunmamış mesaj',
  'widgets-unreadbadge--one-unread': '1 unread message',
  'widgets-unreadbadge--one-unread-french': '1 message non lu',
  'widgets-unreadbadge--none-unread': 'No unread messages',
  'widgets-unreadbadge--none-unread-turkish': 'Okunmamış mesaj yok',
  // Past 99 the badge shows 99+, and says it (its visible text is part of its name).
  'widgets-unreadbadge--many-unread': '99+ unread messages',
  'widgets-unreadbadge--many-unread-french': '99+ messages non lus',
  'widgets-unreadbadge--signed-out': null,
  'widgets-unreadbadge--loading-french': null,
};

interface StorySweep {
  /** `id: problem`: a state whose words, theme or badge label are not those it should show. */
  words: string[];
  /** The page's uncaught errors. */
  errors: string[];
  /** `id: violation`, axe's serious and critical ones within the story's root. */
  axe: string[];
  /** `id at width: control`, on the French and Turkish states at both widths. */
  overflow: string[];
  measured: number;
}

let sweep: Promise<StorySweep> | undefined;

/**
 * Every story, each opened once for all its checks: its words (its theme, a badge's label), then axe, then, in French
 * and Turkish (the longest words), its controls at a phone's and a desktop's width. The first state loads the preview;
 * each next one is switched to in it (e2e/storybook-server.ts), not reloaded. The first test that needs it runs it.
 */
function storySweep(): Promise<StorySweep> {
  sweep ??= sweepStories();
  return sweep;
}

async function sweepStories(): Promise<StorySweep> {
  const found: StorySweep = { words: [], errors: [], axe: [], overflow: [], measured: 0 };
  const page = await countedPage(context);
  page.on('pageerror', (error) => found.errors.push(error.message));
  const told = async (id: string, check: () => Promise<unknown>) => {
    try {
      await check();
    } catch (error) {
      found.words.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  for (const id of storybook.stories) {
    await showStory(page, storybook, id);
    await settled(page);
    // A card, a deal list (whose loading, empty and error states hold no card), a connect or a follow button, a chat box,
    // or an unread badge (empty, so not visible, signed out and while it loads); a design-system part.
    const card = page.locator('#storybook-root').locator(STORY_WIDGET).first();
    const text = WORDS[id];
    if (text) await told(id, () => expect.poll(() => card.textContent(), { message: id }).toContain(text));
    // A design-system story shows its theme: the tokens' dark values under data-theme="dark" (its name starts with Dark).
    if (id.startsWith('design-system-')) {
      const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
      if (theme !== (id.includes('--dark') ? 'dark' : 'light')) found.words.push(`${id}: shown in the ${theme} theme`);
    }
    const label = BADGE_LABELS[id];
    if (label) await told(id, () => expect.poll(() => card.getAttribute('aria-label'), { message: id }).toBe(label));
    if (label === null) {
      // Signed out and loading, the badge says nothing.
      await told(id, () => expect.poll(() => card.getAttribute('data-state'), { message: id }).not.toBe('ready'));
      const said = await card.textContent();
      if (said !== '') found.words.push(`${id}: the badge says "${said}"`);
    }
    for (const violation of await seriousViolations(page, '#storybook-root')) found.axe.push(`${id}: ${violation}`);
    if (/-(french|turkish)$/.test(id)) {
      found.overflow.push(...(await overflowAtBothWidths(page, id)));
      found.measured += 2;
    }
  }
  await page.close();
  return found;
}

/** Each state of `component` is a story in English, French and Turkish (`<component>--<state>[-french|-turkish]`). */
function expectStories(component: string, states: readonly string[]): void {
  for (const state of states) {
    for (const suffix of ['', '-french', '-turkish']) expect(storybook.stories).toContain(`${component}--${state}${suffix}`);
  }
}

describe('the widgets Storybook', () => {
  it(
    'has every ProfileCard, ConnectButton, DealCard, DealList, PostCard, CompanyCard, FollowButton, ChatBox and UnreadBadge state in en, fr and tr, each rendering its own text without errors',
    async () => {
      expectStories('widgets-dealcard', [
        'offer-with-cover',
        'demand-without-company',
        'loaded-by-id',
        'loading',
        'not-found',
        'load-error',
      ]);
      expectStories('widgets-deallist', ['offers', 'popular', 'perks', 'paged-two-a-page', 'loading', 'empty', 'load-error']);
      expectStories('widgets-profilecard', ['ready', 'without-job-or-company', 'loading', 'not-found', 'load-error']);
      // No own-profile state: on one's own card the button shows nothing (ConnectButton.test.tsx).
      const connectStates = ['send-request', 'request-sent', 'request-received', 'connected', 'declined', 'signed-out'];
      expectStories('widgets-connectbutton', [...connectStates, 'loading', 'not-found', 'load-error']);
      const postStates = ['body', 'liked', 'media', 'video', 'document', 'article', 'event', 'product', 'survey-open', 'survey-results'];
      expectStories('widgets-postcard', [
        ...postStates,
        'link-preview',
        'shared-by-company',
        'loaded-by-id',
        'loading',
        'not-found',
        'load-error',
      ]);
      expectStories('widgets-followbutton', ['follow', 'following', 'no-followers', 'signed-out', 'loading', 'not-found', 'load-error']);
      const companyStates = [
        'ready',
        'with-deals',
        'following',
        'without-pictures-or-deals',
        'signed-out',
        'deals-loading',
        'deals-load-error',
      ];
      expectStories('widgets-companycard', [...companyStates, 'loading', 'not-found', 'load-error']);
      const chatStates = ['conversation', 'opened-with-member', 'typing', 'sending', 'send-failed', 'reconnecting', 'offline', 'empty'];
      expectStories('widgets-chatbox', [...chatStates, 'signed-out', 'loading', 'not-found', 'not-connected', 'load-error']);
      expectStories('widgets-unreadbadge', ['unread', 'one-unread', 'none-unread', 'many-unread', 'signed-out', 'loading']);
      const pickerStates = [
        'loading',
        'load-error',
        'signed-out',
        'free',
        'active-monthly',
        'active-yearly',
        'cancel-on-period-ends',
        'pending-change',
      ];
      expectStories('widgets-membershippicker', [...pickerStates, 'shop-for-a-company']);
      expectStories('widgets-search', ['results', 'many-kinds', 'of-a-company', 'empty', 'loading', 'unavailable', 'closed']);
      for (const part of ['skeleton', 'emptystate', 'avatar', 'button', 'card', 'tabs', 'menu', 'dialog', 'toast']) {
        expectStories(`design-system-${part}`, ['light', 'dark']);
      }
      const { words, errors } = await storySweep();
      expect(words).toEqual([]);
      expect(errors).toEqual([]);
      expect(storybook.stories.length).toBeGreaterThan(40);
    },
    SWEEP_TIMEOUT,
  );

  it("the design system's menu and dialog by keyboard in a real browser: focus moves in, Escape gives it back", async () => {
    const page = await context.newPage();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await showStory(page, storybook, 'design-system-menu--closed');
    const more = page.getByRole('button', { name: 'More actions' });
    // A page whose own stylesheets do not carry the button's rules (no dealgrow-document-sheets meta, as here) gets
    // them adopted by its first Button, once.
    expect(await adoptedButtonSheets(page)).toBe(1);
    await more.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menu', { name: 'More actions' }).waitFor();
    expect(await focused()).toBe('Edit');
    await page.keyboard.press('End');
    expect(await focused()).toBe('Delete');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);

    await showStory(page, storybook, 'design-system-dialog--closed');
    await page.getByRole('button', { name: 'Leave the club' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave Lyon Founders?' });
    await dialog.waitFor();
    // Modal (the page behind is inert), the focus inside, and it stays inside round the Tab order.
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    for (let step = 0; step < 5; step += 1) {
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused()).toBe('Leave the club');
    await page.close();
  });
});

describe('axe-core: no serious or critical WCAG 2.2 AA or best-practice violation', () => {
  it(
    'on every widget state in the Storybook (and, in fr and tr, no button clips at 360px or 1280px)',
    async () => {
      const { axe, overflow, measured } = await storySweep();
      console.info(`widgets Storybook: axe on ${storybook.stories.length} states; overflow measured on ${measured} state×width pairs`);
      expect(axe).toEqual([]);
      expect(overflow).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );
});
