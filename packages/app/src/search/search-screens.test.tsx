import type { SearchGroup, SearchHit, SearchType } from '@dealgrow/sdk';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, type Call, openApp } from '../network/test-app.tsx';
import { readRecentSearches } from './recent-searches.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A hit as `GET /search` answers it. */
const hit = (type: SearchType, id: number, title: string, extra: Partial<SearchHit> = {}): SearchHit => ({
  type,
  id,
  title,
  subtitle: null,
  text: null,
  imageUrl: null,
  path: `/${type}/${id}`,
  createdAt: null,
  closeness: 'none',
  price: null,
  marks: [],
  ...extra,
});
const group = (type: SearchType, items: SearchHit[], total = items.length, next: string | null = null, more = false): SearchGroup => ({
  type,
  total,
  more,
  items,
  next,
});
const found = (q: string, groups: SearchGroup[]): Answer => ({ status: 200, body: { q, groups } });
const params = (call: Call) => new URL(call.path, 'http://api.test').searchParams;
const isSearch = (call: Call) => call.path.startsWith('/search?');

const ada = hit('members', 7, 'Ada Laurent', {
  subtitle: 'Buyer · Acme',
  path: '/ada',
  imageUrl: 'http://api.test/assets/ada.png',
  closeness: 'connection',
  marks: [{ field: 'subtitle', start: 8, end: 12 }],
});
const acme = hit('companies', 3, 'Acme', {
  subtitle: 'Software · Lyon',
  path: '/companies/acme',
  marks: [{ field: 'title', start: 0, end: 4 }],
});
const deal = hit('deals', 12, 'Acme licences', {
  path: '/deals/12',
  text: 'Twenty seats of Acme for a year',
  price: { amount: '1200', currency: 'EUR' },
  marks: [
    { field: 'title', start: 0, end: 4 },
    { field: 'text', start: 16, end: 20 },
  ],
});
/** "acme" as the server answers it for the "All" tab and the header's list: the company first (exact name). */
const acmeGroups = (_limit: number) => [
  group('companies', [acme], 1),
  group('members', [ada], 1),
  group('deals', [deal], 30, 'deals-2'),
  group('posts', [], 0),
  group('products', [], 0),
  group('clubs', [], 0),
];

describe('the results page', () => {
  it('shows each kind’s first hits under tabs with their totals, the matched words bold, linking in the page’s language', async () => {
    const { calls } = await openApp('/fr/search?q=acme', (call) => (isSearch(call) ? found('acme', acmeGroups(5)) : { status: 404 }), {
      lang: 'fr',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Résultats pour « acme »' })).toBeInstanceOf(HTMLElement);
    const tabs = await screen.findByRole('tablist', { name: 'Types de résultats' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Tout (32)', 'Personnes (1)', 'Entreprises (1)', 'Publications (0)', 'Offres (30)', 'Produits (0)', 'Clubs (0)']),
    );
    const search = calls.find(isSearch);
    expect(search && Object.fromEntries(params(search))).toEqual({ q: 'acme', limit: '5' });
    // The kinds with hits, in the server's order (best match first).
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.firstChild?.textContent)).toEqual([
      'Entreprises',
      'Personnes',
      'Offres',
    ]);
    const company = screen.getByRole('link', { name: 'Acme' });
    expect(company.getAttribute('href')).toBe('/fr/companies/acme');
    expect(company.querySelector('b')?.textContent).toBe('Acme');
    expect(screen.getByRole('link', { name: 'Ada Laurent' }).getAttribute('href')).toBe('/fr/ada');
    expect(screen.getByText('Relation')).toBeInstanceOf(HTMLElement);
    const excerpt = screen.getByText((_, element) => element?.textContent === 'Twenty seats of Acme for a year');
    expect(excerpt.querySelector('b')?.textContent).toBe('Acme');
    // A deal's price as the app writes prices (fr: "1 200 €", with its no-break space).
    expect(screen.getByText(/^1\s200\s€$/)).toBeInstanceOf(HTMLElement);
    // A kind with more hits than shown links to its tab.
    const seeAll = screen.getByRole('link', { name: 'Voir les 30 résultats : Offres' });
    expect(seeAll.getAttribute('href')).toBe('/fr/search?q=acme&type=deals');
  });

  it('reads a kind that holds more than it counts as “100+”, in the tabs, its group and its link', async () => {
    const posts = Array.from({ length: 5 }, (_, n) => hit('posts', n + 1, `Export post ${n + 1}`));
    await openApp(
      '/tr/search?q=export',
      (call) =>
        isSearch(call)
          ? found('export', [group('posts', posts, 81, 'posts-2', true), group('deals', [deal], 2, 'deals-2')])
          : { status: 404 },
      { lang: 'tr' },
    );
    const tabs = await screen.findByRole('tablist');
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Tümü (83+)', 'Kişiler', 'Şirketler', 'Gönderiler (81+)', 'Fırsatlar (2)', 'Ürünler', 'Kulüpler']),
    );
    expect(screen.getByText('81+ sonuç')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('2 sonuç')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: 'Gönderiler: 81+ sonucu gör' }).getAttribute('href')).toBe('/tr/search?q=export&type=posts');
  });

  it('lists a kind’s hits on its tab, and Load more follows the server’s cursor', async () => {
    const first = Array.from({ length: 20 }, (_, n) => hit('deals', n + 1, `Deal ${n + 1}`));
    const second = Array.from({ length: 3 }, (_, n) => hit('deals', n + 21, `Deal ${n + 21}`));
    const { calls } = await openApp('/search?q=deal&type=deals', (call) => {
      if (!isSearch(call)) return { status: 404 };
      const asked = params(call);
      if (asked.get('type') !== 'deals') return found('deal', [group('deals', first.slice(0, 5), 23, 'x'), group('members', [], 0)]);
      return asked.get('cursor') === 'page-2'
        ? found('deal', [group('deals', second, 23, null)])
        : found('deal', [group('deals', first, 23, 'page-2')]);
    });
    const list = await screen.findByRole('list', { name: 'Deals' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    expect(screen.getByRole('tab', { name: 'Deals (23)', selected: true })).toBeInstanceOf(HTMLElement);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23));
    expect(within(list).getAllByRole('link').at(-1)?.textContent).toBe('Deal 23');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const kindCalls = calls.filter((call) => isSearch(call) && params(call).get('type') === 'deals');
    // (React's strict mode starts the first page twice, dropping one: the cursor is followed once.)
    const cursors = kindCalls.map((call) => params(call).get('cursor'));
    expect([...new Set(cursors)]).toEqual([null, 'page-2']);
    expect(cursors.filter((cursor) => cursor === 'page-2')).toHaveLength(1);
    expect(kindCalls.every((call) => params(call).get('limit') === '20')).toBe(true);
  });

  it('switches tabs through the URL', async () => {
    const { router } = await openApp('/search?q=acme', (call) => (isSearch(call) ? found('acme', acmeGroups(5)) : { status: 404 }));
    const tab = await screen.findByRole('tab', { name: 'Companies (1)' });
    await act(async () => {
      fireEvent.click(tab);
    });
    expect(router.state.location.search).toBe('?q=acme&type=companies');
    expect(await screen.findByRole('list', { name: 'Companies' })).toBeInstanceOf(HTMLElement);
  });

  it('says what to try when nothing matches, and what to type without words', async () => {
    await openApp('/tr/search?q=zzzz', (call) => (isSearch(call) ? found('zzzz', [group('members', [], 0)]) : { status: 404 }), {
      lang: 'tr',
      signedIn: false,
    });
    expect(await screen.findByText('“zzzz” için sonuç bulunamadı.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(/Yazımı kontrol edin/)).toBeInstanceOf(HTMLElement);
    cleanup();
    const { calls } = await openApp('/search', () => ({ status: 404 }));
    expect(await screen.findByRole('heading', { level: 2, name: 'What are you looking for?' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(/#hashtag/)).toBeInstanceOf(HTMLElement);
    expect(calls.filter(isSearch)).toEqual([]);
  });

  it('says when the search failed, and tries again', async () => {
    let fail = true;
    await openApp('/search?q=acme', (call) =>
      !isSearch(call)
        ? { status: 404 }
        : fail
          ? { status: 503, body: { code: 'unavailable', message: 'Down' } }
          : found('acme', acmeGroups(5)),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The search did not answer.');
    fail = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('link', { name: 'Acme' })).toBeInstanceOf(HTMLElement);
  });
});

describe('the header’s search box', () => {
  const answer = (call: Call): Answer => (isSearch(call) ? found(params(call).get('q') ?? '', acmeGroups(3)) : { status: 404 });

  /** The header's field once the as-you-type box has replaced the plain one (after the page), focused. */
  async function combobox(name = 'Search Dealgrow') {
    const field = await screen.findByRole('combobox', { name });
    act(() => field.focus());
    return field;
  }

  it('lists the top hits by kind as one types; the arrows and Enter open a hit', async () => {
    const { calls, router } = await openApp('/deals', answer);
    const field = await combobox();
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: 'acme' } });
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(4));
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(list.id);
    expect(
      within(list)
        .getAllByRole('group')
        .map((kind) => kind.getAttribute('aria-labelledby')),
    ).toEqual(['header-search-group-companies', 'header-search-group-members', 'header-search-group-deals']);
    expect(within(list).getByRole('group', { name: 'Companies' })).toBeInstanceOf(HTMLElement);
    expect(within(list).getAllByRole('option').at(-1)?.textContent).toBe('See all results for “acme”');
    const asked = calls.filter(isSearch).map((call) => Object.fromEntries(params(call)));
    expect(asked).toEqual([{ q: 'acme', limit: '3' }]);
    // Down twice: the second hit (Ada); Enter opens her profile.
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe('header-search-members-7');
    expect(screen.getByRole('option', { name: /Ada Laurent/ }).getAttribute('aria-selected')).toBe('true');
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter' });
    });
    expect(router.state.location.pathname).toBe('/ada');
    expect(readRecentSearches(7)).toEqual(['acme']);
  });

  it('opens the results page on Enter with no active hit; Escape closes the list', async () => {
    const { router } = await openApp('/fr/deals', answer, { lang: 'fr' });
    const field = await combobox('Rechercher sur Dealgrow');
    fireEvent.change(field, { target: { value: 'acme' } });
    await screen.findByRole('listbox', { name: 'Résultats de la recherche' });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    await act(async () => {
      fireEvent.submit(field.closest('form') as HTMLFormElement);
    });
    expect(router.state.location.pathname).toBe('/fr/search');
    expect(router.state.location.search).toBe('?q=acme');
  });

  it('focuses on "/" unless one is typing in another field', async () => {
    await openApp('/deals', answer);
    const field = await screen.findByRole('combobox', { name: 'Search Dealgrow' });
    const typing = document.createElement('textarea');
    document.body.append(typing);
    typing.focus();
    fireEvent.keyDown(typing, { key: '/' });
    expect(document.activeElement).toBe(typing);
    typing.remove();
    let press = true;
    act(() => {
      press = fireEvent.keyDown(document.body, { key: '/' });
    });
    expect(press).toBe(false);
    expect(document.activeElement).toBe(field);
  });

  it('shows the member’s recent searches on focus with an empty field, newest first, and clears them', async () => {
    localStorage.setItem('dealgrow.search.recent.7', JSON.stringify(['acme', 'lyon']));
    localStorage.setItem('dealgrow.search.recent.anonymous', JSON.stringify(['not hers']));
    const { router } = await openApp('/deals', answer);
    await combobox();
    const list = await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['acme', 'lyon']);
    await act(async () => {
      fireEvent.click(within(list).getByRole('option', { name: 'lyon' }));
    });
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=lyon');
    expect(readRecentSearches(7)).toEqual(['lyon', 'acme']);
    const field = screen.getByRole('combobox', { name: 'Search Dealgrow' });
    fireEvent.change(field, { target: { value: '' } });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Clear recent searches' }));
    });
    expect(readRecentSearches(7)).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(readRecentSearches(null)).toEqual(['not hers']);
  });
});
