import type { SearchCall } from '@dealgrow/sdk';
import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealgrowProvider } from '../provider.tsx';
import { fakeClient } from '../testing/fake-client.ts';
import { type FakeSearchOptions, fakeSearch } from './fake-search.ts';
import { markedParts, SEARCH_SELECT_EVENT, Search, type SearchProps } from './Search.tsx';
import { searchTypesOf } from './use-search.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderSearch(props: SearchProps = {}, { lang = 'en', ...fake }: FakeSearchOptions & { lang?: Language } = {}) {
  const search = vi.fn<SearchCall>(fakeSearch(fake));
  const view = render(
    <DealgrowProvider client={{ ...fakeClient(), search }} state={createDealgrowState()} lang={lang} appUrl="https://app.example/">
      <Search {...props} />
    </DealgrowProvider>,
  );
  const box = () => screen.getByRole('combobox');
  const type = (q: string) => {
    fireEvent.focus(box());
    fireEvent.input(box(), { target: { value: q } });
  };
  const key = (name: string) => fireEvent.keyDown(box(), { key: name });
  const options = () => screen.queryAllByRole('option');
  return { ...view, search, box, type, key, options };
}

/** Each group's heading, by the id that labels it. */
function headings(): (string | null | undefined)[] {
  return screen.getAllByRole('group').map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent);
}

describe('Search', () => {
  it('searches once the typing pauses and lists the hits grouped by kind, each a link to the app with its words marked', async () => {
    vi.useFakeTimers();
    const { search, box, type, options } = renderSearch();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('combobox', { name: 'Search Dealgrow' })).toBe(box());
    expect(box().getAttribute('placeholder')).toBe('Search people, companies, deals…');

    type('a');
    type('ad');
    type('ada ');
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('ada', { types: undefined, limit: 3, in: undefined }, expect.objectContaining({}));

    expect(box().getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Search results' });
    expect(box().getAttribute('aria-controls')).toBe(list.id);
    const groups = within(list).getAllByRole('group');
    expect(headings()).toEqual(['People', 'Posts']);
    expect(
      within(groups[0] as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.getAttribute('href')),
    ).toEqual(['https://app.example/ada', 'https://app.example/adam', 'https://app.example/adaeze']);
    expect(screen.getByRole('status').textContent).toBe('4 results');
    const ada = options()[0] as HTMLElement;
    expect([...ada.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Ada']);
    expect(ada.textContent).toBe('Ada LaurentHead of Partnerships · Acme Solar');
    // The last option sees every result on the app's search page.
    expect(options().at(-1)?.getAttribute('href')).toBe('https://app.example/search?q=ada');
    expect(options().at(-1)?.textContent).toBe('See all results for “ada”');
  });

  it('says “100+” of a kind that holds more than it counts', async () => {
    const search = vi.fn<SearchCall>(async (q, options, request) => {
      const answer = await fakeSearch()(q, options, request);
      if (!answer.success) return answer;
      const groups = answer.data.groups.map((group) => (group.type === 'posts' ? { ...group, total: 100, more: true } : group));
      return { ...answer, data: { ...answer.data, groups } };
    });
    render(
      <DealgrowProvider client={{ ...fakeClient(), search }} state={createDealgrowState()} lang="fr" appUrl="https://app.example/">
        <Search />
      </DealgrowProvider>,
    );
    fireEvent.focus(screen.getByRole('combobox'));
    fireEvent.input(screen.getByRole('combobox'), { target: { value: 'ada' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('103+ résultats'));
  });

  it('passes its kinds, limit and company, and links in the page language', async () => {
    const { search, type, options } = renderSearch(
      { types: 'deals, products,people,deals', limit: 1, company: 'acme-solar' },
      { lang: 'fr' },
    );
    type('solar');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(search).toHaveBeenLastCalledWith('solar', { types: ['deals', 'products'], limit: 1, in: 'acme-solar' }, expect.anything());
    expect(options().map((option) => option.getAttribute('href'))).toEqual([
      'https://app.example/fr/deals/30',
      'https://app.example/fr/products/40',
      `https://app.example/fr/search?${new URLSearchParams({ q: 'solar in:acme-solar' })}`,
    ]);
    expect(screen.getByRole('combobox', { name: 'Rechercher sur Dealgrow' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('status').textContent).toBe('2 résultats');
    expect(headings()).toEqual(['Offres', 'Produits']);
  });

  it('moves through the hits with the arrows, opens one with Enter, and closes with Escape then empties the box', async () => {
    const { box, type, key, options } = renderSearch({ types: 'companies' });
    const opened = vi.fn();
    const onPage = (event: Event) => {
      opened((event as CustomEvent).detail);
      event.preventDefault();
    };
    document.addEventListener(SEARCH_SELECT_EVENT, onPage);
    try {
      type('sol');
      await waitFor(() => expect(options()).toHaveLength(3));
      const active = () => box().getAttribute('aria-activedescendant');
      expect(active()).toBeNull();
      key('ArrowDown');
      expect(active()).toBe(options()[0]?.id);
      expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
      key('ArrowDown');
      key('ArrowDown');
      expect(active()).toBe(options()[2]?.id);
      key('ArrowDown');
      expect(active()).toBe(options()[0]?.id);
      key('ArrowUp');
      expect(active()).toBe(options()[2]?.id);
      key('ArrowUp');
      expect(active()).toBe(options()[1]?.id);
      expect(options().filter((option) => option.getAttribute('aria-selected') === 'true')).toEqual([options()[1]]);

      key('Enter');
      expect(opened).toHaveBeenCalledWith({
        hit: expect.objectContaining({ type: 'companies', title: 'Solarys Panels', path: '/companies/solarys' }),
        url: 'https://app.example/companies/solarys',
      });

      key('Escape');
      expect(box().getAttribute('aria-expanded')).toBe('false');
      expect(box().getAttribute('aria-activedescendant')).toBeNull();
      expect((box() as HTMLInputElement).value).toBe('sol');
      key('Escape');
      expect((box() as HTMLInputElement).value).toBe('');
      key('ArrowDown');
      expect(box().getAttribute('aria-expanded')).toBe('false');
    } finally {
      document.removeEventListener(SEARCH_SELECT_EVENT, onPage);
    }
  });

  it('searches at once on Enter without a chosen hit, and calls onSelect on a click', async () => {
    vi.useFakeTimers();
    const onSelect = vi.fn();
    const { search, type, key, options } = renderSearch({ onSelect, types: 'clubs' });
    type('builders');
    key('Enter');
    expect(search).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(options().map((option) => option.textContent)).toEqual(['Solar builders clubPublic club', 'See all results for “builders”']);
    // The debounced search of the same words was dropped for the immediate one.
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(search).toHaveBeenCalledTimes(1);
    // Not cancelled, the link is followed (the page's own listener, after the box's, sees the click still to follow).
    const followed: boolean[] = [];
    const follow = (event: Event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', follow);
    try {
      fireEvent.click(options()[0] as HTMLElement);
    } finally {
      document.removeEventListener('click', follow);
    }
    expect(onSelect).toHaveBeenCalledWith({ hit: expect.objectContaining({ id: 50 }), url: 'https://app.example/clubs/50' });
    expect(followed).toEqual([true]);
  });

  it('says when nothing matches, and shows an error with a retry when the search fails', async () => {
    const empty = renderSearch({}, { lang: 'tr' });
    empty.type('zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('“zzz” için sonuç bulunamadı.'));
    expect(empty.box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    cleanup();

    const failing = renderSearch({}, { failing: true });
    failing.type('ada');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The search did not answer. Try again in a moment.'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failing.search).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('Searching…');
  });

  it('shows the loading state while the server has not answered, and nothing for a blank box', async () => {
    const { search, box, type } = renderSearch({ placeholder: 'Find a supplier' }, { pending: true });
    expect(box().getAttribute('placeholder')).toBe('Find a supplier');
    type('ada');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    expect(screen.getByRole('status').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    type('   ');
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('renders a hit as text, never as HTML', async () => {
    const title = '<img src=x onerror=alert(1)> Eve';
    const search: SearchCall = async (q) => ({
      success: true,
      status: 200,
      statusText: 'OK',
      data: {
        q,
        groups: [
          {
            type: 'members',
            total: 1,
            more: false,
            next: null,
            items: [
              {
                type: 'members',
                id: 9,
                title,
                subtitle: null,
                text: null,
                imageUrl: null,
                path: '/eve',
                createdAt: null,
                closeness: 'none',
                price: null,
                marks: [{ field: 'title', start: title.indexOf('Eve'), end: title.length }],
              },
            ],
          },
        ],
      },
    });
    render(
      <DealgrowProvider client={{ ...fakeClient(), search }} state={createDealgrowState()} lang="en" appUrl="https://app.example">
        <Search />
      </DealgrowProvider>,
    );
    fireEvent.focus(screen.getByRole('combobox'));
    fireEvent.input(screen.getByRole('combobox'), { target: { value: 'eve' } });
    const option = await screen.findByRole('option', { name: '<img src=x onerror=alert(1)> Eve' });
    expect(option.querySelector('img')).toBeNull();
    expect(option.querySelector('mark')?.textContent).toBe('Eve');
  });
});

describe('markedParts and searchTypesOf', () => {
  it('cuts a field at its marks, clipping marks out of the text, empty, overlapping or of another field', () => {
    expect(markedParts('Solar panels, 40 kW', [{ field: 'title', start: 0, end: 5 }], 'title')).toEqual([
      { text: 'Solar', marked: true },
      { text: ' panels, 40 kW', marked: false },
    ]);
    const marks = [
      { field: 'text', start: 14, end: 99 },
      { field: 'text', start: 6, end: 12 },
      { field: 'text', start: 8, end: 10 },
      { field: 'text', start: 3, end: 3 },
      { field: 'title', start: 0, end: 2 },
    ] as const;
    const parts = markedParts('Solar panels, 40 kW', [...marks], 'text');
    expect(parts).toEqual([
      { text: 'Solar ', marked: false },
      { text: 'panels', marked: true },
      { text: ', ', marked: false },
      { text: '40 kW', marked: true },
    ]);
    expect(markedParts('', [], 'subtitle')).toEqual([{ text: '', marked: false }]);
    // UTF-16 offsets: a letter outside the BMP counts two.
    expect(markedParts('😀 Ada', [{ field: 'title', start: 3, end: 6 }], 'title')).toEqual([
      { text: '😀 ', marked: false },
      { text: 'Ada', marked: true },
    ]);
  });

  it('reads the kinds of a types attribute, leaving out those the server does not know', () => {
    expect(searchTypesOf(undefined)).toBeUndefined();
    expect(searchTypesOf(' ')).toBeUndefined();
    expect(searchTypesOf('people,everything')).toBeUndefined();
    expect(searchTypesOf('clubs, members,clubs')).toEqual(['clubs', 'members']);
  });
});
