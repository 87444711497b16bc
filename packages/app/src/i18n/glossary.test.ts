import { describe, expect, it } from 'vitest';
import en, { type Translation } from './locales/en.ts';
import fr from './locales/fr.ts';
import tr from './locales/tr.ts';

/**
 * Each thing a member can go to, with every menu item, tab and page title that names it. One thing
 * may be named twice (its menu item and its page's title); two things must never share a name.
 */
const NAMES_OF: Record<string, (t: Translation) => string[]> = {
  home: (t) => [t.nav.home],
  deals: (t) => [t.deals.nav, t.deals.title],
  popularDeals: (t) => [t.deals.tabs.popular],
  offers: (t) => [t.deals.tabs.offers],
  perks: (t) => [t.deals.tabs.perks],
  newDeal: (t) => [t.deals.create, t.deals.form.createTitle],
  editDeal: (t) => [t.deals.form.editTitle],
  products: (t) => [t.products.nav, t.products.title],
  newProduct: (t) => [t.products.create, t.products.form.createTitle],
  editProduct: (t) => [t.products.form.editTitle],
  buy: (t) => [t.leadStart.title.buy],
  sell: (t) => [t.leadStart.title.sell],
  refer: (t) => [t.leadStart.title.refer],
  leads: (t) => [t.leads.nav, t.leads.dashboard.title],
  sentLeads: (t) => [t.leads.dashboard.tabs.sent],
  receivedLeads: (t) => [t.leads.dashboard.tabs.received],
  leadsOfADeal: (t) => [t.leads.dashboard.tabs.deal],
  assignedLeads: (t) => [t.leads.dashboard.tabs.assigned],
  network: (t) => [t.network.nav, t.network.title],
  messages: (t) => [t.nav.messages],
  peopleYouMayKnow: (t) => [t.network.tabs.all],
  myConnections: (t) => [t.network.tabs.connections],
  receivedRequests: (t) => [t.network.tabs.received],
  sentRequests: (t) => [t.network.tabs.sent],
  friendLists: (t) => [t.network.tabs.lists],
  profileVisitors: (t) => [t.network.visitors.nav, t.network.visitors.title],
  allPosts: (t) => [t.posts.nav, t.posts.all.title],
  homeFeed: (t) => [t.posts.home.title],
  memberPosts: (t) => [t.posts.timelines.tabs.posts],
  memberArticles: (t) => [t.posts.timelines.tabs.articles],
  memberEvents: (t) => [t.posts.timelines.tabs.events],
  memberVideos: (t) => [t.posts.timelines.tabs.videos],
  memberActivity: (t) => [t.posts.timelines.tabs.activities],
  settings: (t) => [t.nav.settings, t.settings.title],
  signIn: (t) => [t.nav.signIn, t.signIn.title],
  signUp: (t) => [t.nav.signUp, t.signUp.title],
  verifyEmail: (t) => [t.verifyEmail.title],
  notFound: (t) => [t.notFound.title],
  terms: (t) => [t.footer.terms, t.legal.terms.title],
  privacy: (t) => [t.footer.privacy, t.legal.privacy.title],
  cookies: (t) => [t.footer.cookies, t.legal.cookies.title],
};

/** The names two or more things share in one language, as `name: thing, thing`. */
function sharedNames(translation: Translation, locale: string): string[] {
  const thingsNamed = new Map<string, Set<string>>();
  for (const [thing, names] of Object.entries(NAMES_OF)) {
    for (const name of names(translation)) {
      const key = name.toLocaleLowerCase(locale).trim();
      thingsNamed.set(key, (thingsNamed.get(key) ?? new Set()).add(thing));
    }
  }
  return [...thingsNamed].filter(([, things]) => things.size > 1).map(([name, things]) => `${name}: ${[...things].join(', ')}`);
}

describe('menu items, tabs and page titles', () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['tr', tr],
  ] as const)('in %s, never give two things one name', (locale, translation) => {
    expect(sharedNames(translation, locale)).toEqual([]);
  });

  it('find a shared name when there is one (Turkish deals and leads both "Fırsatlar", as before the glossary)', () => {
    const before: Translation = { ...tr, leads: { ...tr.leads, nav: 'Fırsatlar' } };
    expect(sharedNames(before, 'tr')).toEqual(['fırsatlar: deals, leads']);
  });

  it('use the glossary of docs/i18n.md for deals and leads', () => {
    expect([en.deals.nav, fr.deals.nav, tr.deals.nav]).toEqual(['Deals', 'Affaires', 'Fırsatlar']);
    expect([en.leads.nav, fr.leads.nav, tr.leads.nav]).toEqual(['Leads', 'Pistes', 'Potansiyel müşteriler']);
  });

  it('use the glossary of docs/i18n.md for the network and profiles', () => {
    expect([en.network.tabs.connections, fr.network.tabs.connections, tr.network.tabs.connections]).toEqual([
      'My connections',
      'Mes relations',
      'Bağlantılarım',
    ]);
    // Never the words of the Offer type ("offre", "teklif") nor of Refer ("Recommander", "Öner").
    expect([en.profile.offers.title, fr.profile.offers.title, tr.profile.offers.title]).toEqual([
      'Business offers',
      'Prestations',
      'Hizmetler',
    ]);
    expect([en.profile.recommendations.title, fr.profile.recommendations.title, tr.profile.recommendations.title]).toEqual([
      'Recommendations',
      'Références',
      'Tavsiyeler',
    ]);
  });
});
