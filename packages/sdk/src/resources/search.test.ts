import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { walkIterable } from '../../test/walk-iterable.ts';
import { createClient, type DealgrowClient } from '../client.ts';
import type { SearchGroup, SearchHit, SearchResults, SearchType } from '../generated/openapi.ts';
import { DealgrowError, SEARCH_TYPES } from '../index.ts';
import { lazySearch } from './search-client.ts';

const hit = (id: number, type: SearchType = 'members'): SearchHit => ({
  type,
  id,
  title: `Hit ${id}`,
  subtitle: null,
  text: null,
  imageUrl: null,
  path: `/hit${id}`,
  createdAt: null,
  closeness: 'none',
  price: null,
  marks: [],
});

/**
 * A client whose fetch answers from `answer` (by the request's query) and records every URL asked: what the SDK sends,
 * and how it walks cursors, without a server that holds pages of hits.
 */
function clientAnswering(answer: (query: URLSearchParams) => Response) {
  const asked: URLSearchParams[] = [];
  const client = createClient({
    baseURL: 'http://search.test',
    retry: false,
    fetch: async (input) => {
      const query = new URL(String(input)).searchParams;
      asked.push(query);
      return answer(query);
    },
  });
  return { client, asked };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

describe('client.search: what it sends and how it walks', () => {
  it('sends q, the kinds comma-separated, limit and in, and answers the data', async () => {
    const results: SearchResults = { q: 'ada', groups: [{ type: 'members', total: 1, more: false, items: [hit(1)], next: null }] };
    const { client, asked } = clientAnswering(() => json(results));
    await expect(client.search('ada', { types: ['members', 'companies'], limit: 3, in: 'acme' })).resolves.toMatchObject({
      success: true,
      status: 200,
      data: results,
    });
    await client.search('ada', { types: [] });
    await client.search('ada');
    expect(asked.map((query) => Object.fromEntries(query))).toEqual([
      { q: 'ada', type: 'members,companies', limit: '3', in: 'acme' },
      { q: 'ada' },
      { q: 'ada' },
    ]);
  });

  it('each follows the next cursors of its kind with type=<kind>&cursor= until the last, and throws on a failed page', async () => {
    const pages: Record<string, SearchGroup> = {
      '': { type: 'deals', total: 5, more: false, items: [hit(1, 'deals'), hit(2, 'deals')], next: 'c2' },
      c2: { type: 'deals', total: 5, more: false, items: [hit(3, 'deals'), hit(4, 'deals')], next: 'c3' },
      c3: { type: 'deals', total: 5, more: false, items: [hit(5, 'deals')], next: null },
    };
    const { client, asked } = clientAnswering((query) => {
      const group = pages[query.get('cursor') ?? ''];
      return group ? json({ q: query.get('q'), groups: [group] }) : json({ code: 'bad_cursor', message: 'No such page.' }, 400);
    });
    const { items, thrown } = await walkIterable(client.search.each('deals', 'solar', { limit: 2, in: 'acme' }));
    expect(thrown).toBeNull();
    expect(items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
    expect(asked.map((query) => Object.fromEntries(query))).toEqual([
      { q: 'solar', type: 'deals', limit: '2', in: 'acme' },
      { q: 'solar', type: 'deals', limit: '2', in: 'acme', cursor: 'c2' },
      { q: 'solar', type: 'deals', limit: '2', in: 'acme', cursor: 'c3' },
    ]);

    pages.c3 = { type: 'deals', total: 5, more: false, items: [], next: 'gone' };
    const failed = await walkIterable(client.search.each('deals', 'solar', { limit: 2 }));
    expect(failed.items.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(failed.thrown).toBeInstanceOf(DealgrowError);
    expect(failed.thrown).toMatchObject({ status: 400, code: 'bad_cursor', message: 'No such page.' });
  });

  it('loads its code on the first call; when it cannot, answers a network_error and tries again on the next call', async () => {
    let loads = 0;
    const search = lazySearch(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk missing');
      return Object.assign(async (q: string) => ({ data: { q, groups: [] }, success: true as const, status: 200, statusText: 'OK' }), {
        each: async function* () {
          yield hit(7);
        },
      });
    });
    expect(loads).toBe(0);
    await expect(search('ada')).resolves.toMatchObject({ success: false, error: { code: 'network_error', retryable: true } });
    await expect(search('ada')).resolves.toMatchObject({ success: true, data: { q: 'ada', groups: [] } });
    expect((await walkIterable(search.each('members', 'ada'))).items).toEqual([hit(7)]);
    expect(loads).toBe(2);
  });

  it('exports the kinds in the server order', () => {
    expect(SEARCH_TYPES).toEqual(['members', 'companies', 'posts', 'deals', 'products', 'clubs']);
  });
});

describe('client.search against the server', () => {
  let t: TestServer;
  let client: DealgrowClient;
  const surname = `Quillfeather${Date.now().toString(36)}`;
  const usernames: string[] = [];
  beforeAll(async () => {
    t = await startTestServer('pglite');
    client = createClient({ baseURL: t.url, retry: false });
    for (const firstName of ['Ada', 'Grace', 'Edsger']) {
      const member = newMember({ firstName, lastName: surname });
      const session = await client.auth.signUp(member);
      if (!session.success) throw new Error('sign-up failed');
      usernames.push(member.username);
    }
  });
  afterAll(async () => t?.close());

  it('finds members by name, with the path of their profile and the matched word marked', async () => {
    const answer = await client.search(`  Grace ${surname} `, { types: ['members'], limit: 5 });
    if (!answer.success) throw new Error(answer.error.message);
    const results = answer.data;
    expect(results.q).toBe(`Grace ${surname}`);
    expect(results.groups.map((group) => group.type)).toEqual(['members']);
    const [grace] = results.groups[0]?.items ?? [];
    expect(grace).toMatchObject({ type: 'members', title: `Grace ${surname}`, path: `/${usernames[1]}` });
    const marked = (grace?.marks ?? []).filter((mark) => mark.field === 'title').map((mark) => grace?.title.slice(mark.start, mark.end));
    expect(marked).toContain(surname);
  });

  it('walks every member of a name one hit a page with each', async () => {
    const { items, thrown } = await walkIterable(client.search.each('members', surname, { limit: 1 }));
    expect(thrown).toBeNull();
    expect(items.map((item) => item.path).sort()).toEqual(usernames.map((username) => `/${username}`).sort());
  });

  it('answers the server message on a bad request, and code aborted when cancelled, as every call does', async () => {
    const refused = await client.search('ada', { types: ['people' as SearchType] });
    expect(refused).toMatchObject({ success: false, status: 400, error: { status: 400, retryable: false } });
    expect(refused.error?.message).not.toBe('');

    const controller = new AbortController();
    controller.abort();
    await expect(client.search('ada', {}, { signal: controller.signal })).resolves.toMatchObject({
      success: false,
      error: { code: 'aborted', status: 0 },
    });
  });
});
