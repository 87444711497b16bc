import { SEARCH_TYPES, type SearchCall, type SearchHit, type SearchMark, type SearchResults } from '@dealgrow/sdk';
import type { WidgetClient } from '../provider.tsx';
import { fakeClient } from '../testing/fake-client.ts';

type FakeHit = Pick<SearchHit, 'type' | 'id' | 'title' | 'path'> & Partial<Pick<SearchHit, 'subtitle' | 'text'>> & { company?: string };

/** What the fake server holds: a few of every kind, some of them Acme Solar's (`in=acme-solar`). */
const FAKE_HITS: FakeHit[] = [
  { type: 'members', id: 1, title: 'Ada Laurent', subtitle: 'Head of Partnerships · Acme Solar', path: '/ada', company: 'acme-solar' },
  { type: 'members', id: 2, title: 'Adam Okafor', subtitle: 'Buyer · Nordwind Logistics', path: '/adam' },
  { type: 'members', id: 3, title: 'Adaeze Nwosu', subtitle: 'Founder · Kente Textiles', path: '/adaeze' },
  { type: 'members', id: 4, title: 'Mehmet Yılmaz', subtitle: 'Sales lead · Acme Solar', path: '/mehmet', company: 'acme-solar' },
  { type: 'companies', id: 10, title: 'Acme Solar', subtitle: 'Renewable energy · Lyon', path: '/companies/acme-solar' },
  { type: 'companies', id: 11, title: 'Solarys Panels', subtitle: 'Manufacturing · Izmir', path: '/companies/solarys' },
  {
    type: 'posts',
    id: 20,
    title: 'Ada Laurent',
    subtitle: 'Our solar farm is live',
    text: 'After two years of work, our 40 kW solar farm near Lyon feeds the grid.',
    path: '/post/20',
    company: 'acme-solar',
  },
  {
    type: 'deals',
    id: 30,
    title: 'Solar panels, 40 kW',
    subtitle: 'Acme Solar',
    text: 'Monocrystalline panels, installed.',
    path: '/deals/30',
    company: 'acme-solar',
  },
  { type: 'deals', id: 31, title: 'Recycled cotton tote bags', subtitle: 'Kente Textiles', path: '/deals/31' },
  { type: 'products', id: 40, title: 'Solar inverter SI-5', subtitle: 'Acme Solar', path: '/products/40', company: 'acme-solar' },
  { type: 'clubs', id: 50, title: 'Solar builders club', subtitle: 'Public club', path: '/clubs/50' },
];

const fold = (text: string) => text.toLocaleLowerCase('en');

/** Where each word of `q` starts a word of a field: the server's marks, as it answers them. */
function marksOf(hit: FakeHit, words: string[]): SearchMark[] {
  const marks: SearchMark[] = [];
  for (const field of ['title', 'subtitle', 'text'] as const) {
    const text = fold(hit[field] ?? '');
    for (const word of words) {
      for (let start = text.indexOf(word); start >= 0; start = text.indexOf(word, start + 1))
        if (start === 0 || /\W/.test(text[start - 1] ?? '')) marks.push({ field, start, end: start + word.length });
    }
  }
  return marks;
}

export interface FakeSearchOptions {
  /** The server never answers (the loading state). */
  pending?: boolean;
  /** The server answers 503. */
  failing?: boolean;
}

/**
 * A `client.search` answering from a few fake hits (stories and tests; no network): a hit matches when each word of `q`
 * starts one of its words; its groups come in the server's order, the kind with an exact title first.
 */
export function fakeSearch({ pending = false, failing = false }: FakeSearchOptions = {}): SearchCall {
  return (q, options = {}) => {
    if (pending) return new Promise(() => undefined);
    if (failing)
      return Promise.resolve({
        data: undefined,
        success: false,
        status: 503,
        statusText: 'Service Unavailable',
        error: { code: 'unavailable', status: 503, message: 'The service is unavailable.', retryable: true },
      });
    const words = fold(q).split(/\s+/).filter(Boolean);
    const types = options.types?.length ? options.types : SEARCH_TYPES;
    const limit = options.limit ?? 5;
    const groups = types.map((type) => {
      const found = FAKE_HITS.filter(
        (hit) =>
          hit.type === type &&
          (!options.in || hit.company === options.in || hit.path === `/companies/${options.in}`) &&
          words.every((word) => marksOf(hit, [word]).length > 0),
      ).map(
        (hit): SearchHit => ({
          type: hit.type,
          id: hit.id,
          title: hit.title,
          subtitle: hit.subtitle ?? null,
          text: hit.text ?? null,
          imageUrl: null,
          path: hit.path,
          createdAt: null,
          closeness: 'none',
          price: null,
          marks: marksOf(hit, words),
        }),
      );
      return {
        type,
        total: found.length,
        more: false,
        items: found.slice(0, limit),
        next: found.length > limit ? `${type}:${limit}` : null,
      };
    });
    const exact = (group: (typeof groups)[number]) => (group.items.some((hit) => fold(hit.title) === words.join(' ')) ? 0 : 1);
    groups.sort((a, b) => exact(a) - exact(b) || Number(!a.items.length) - Number(!b.items.length));
    const results: SearchResults = { q: q.trim(), groups };
    return Promise.resolve({ data: results, success: true, status: 200, statusText: 'OK' });
  };
}

/** A widget client whose `search` answers from the fake hits. */
export function fakeSearchClient(options?: FakeSearchOptions): WidgetClient {
  return { ...fakeClient(), search: fakeSearch(options) };
}
