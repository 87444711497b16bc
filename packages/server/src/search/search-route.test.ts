import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { addMember, as, type TestMember } from '../network/fixtures.ts';
import { findTogether, type KindStatement } from './kind.ts';
import { SEARCH_MAX, SEARCH_TYPES, SearchResults } from './schemas.ts';
import { decodeCursor, encodeCursor, nextCursor, orderGroups, SEARCH_KINDS, SEARCH_MAX_OFFSET } from './search.ts';
import { parseSearch } from './terms.ts';

/**
 * GET /search as a route (docs/search.md): what it refuses, with a message in the caller's language; cursors that walk
 * every hit of a kind once; answers that match the schema; groups ordered by their best hit. One server an engine.
 */

describe('orderGroups', () => {
  it('puts the best group first, kinds without hits last, SEARCH_TYPES order between equals', () => {
    const groups = [
      { type: 'members', total: 0, best: 0 },
      { type: 'companies', total: 2, best: 2 },
      { type: 'posts', total: 1, best: 4 },
      { type: 'deals', total: 3, best: 2 },
      { type: 'products', total: 0, best: 0 },
      { type: 'clubs', total: 1, best: 1 },
    ] as const;
    expect(orderGroups(groups).map((group) => group.type)).toEqual(['posts', 'companies', 'deals', 'clubs', 'members', 'products']);
  });
});

describe('nextCursor', () => {
  it('goes on while the total does, past it only for a kind that holds more and widens to the page asked', () => {
    const at = (cursor: string | null, type: 'members' | 'posts') => (cursor === null ? null : decodeCursor(cursor, type, 'acme'));
    expect(at(nextCursor({ type: 'posts', total: 99, more: true }, 25, 'acme'), 'posts')).toBe(25);
    // Posts rank their newest 100 matches only: no page past them, however many more there are.
    expect(nextCursor({ type: 'posts', total: 99, more: true }, 100, 'acme')).toBeNull();
    // Members widen to the page asked: the next hundred are there to read.
    expect(at(nextCursor({ type: 'members', total: 100, more: true }, 100, 'acme'), 'members')).toBe(100);
    expect(nextCursor({ type: 'members', total: 120, more: false }, 125, 'acme')).toBeNull();
    expect(nextCursor({ type: 'members', total: 5000, more: true }, SEARCH_MAX_OFFSET + 25, 'acme')).toBeNull();
  });
});

describe.each(databaseKinds)('GET /search on %s', (kind) => {
  let t: TestServer;
  let viewer: TestMember;
  const search = (query: Record<string, string>, headers?: Record<string, string>) =>
    as(t.url, viewer)('GET', `/search?${new URLSearchParams(query)}`, undefined, headers);

  beforeAll(async () => {
    t = await startTestServer(kind);
    viewer = await addMember(t.server.db, { firstName: 'Vera', lastName: 'Viewer', username: 'veraviewer' });
    // 23 members named Pangolin, and companies and clubs of that name: a kind's hits over several pages.
    for (let n = 0; n < 23; n++) await addMember(t.server.db, { firstName: 'Pangolin', lastName: `Number${n}`, username: `pangolin${n}` });
    await t.server.db.query(
      `INSERT INTO companies (name, slug) SELECT 'Pangolin Works ' || n, 'pangolin-works-' || n FROM generate_series(1, 7) AS n`,
    );
    await t.server.db.query(`INSERT INTO clubs (name, slug) VALUES ('Pangolin', 'pangolin-club')`);
  });
  afterAll(() => t?.close());

  const refusals: { name: string; query: Record<string, string>; field?: string; message: RegExp }[] = [
    { name: 'an empty search', query: { q: '   ' }, message: /1 to 200 characters/ },
    { name: `a search of ${SEARCH_MAX + 1} characters`, query: { q: 'a'.repeat(SEARCH_MAX + 1) }, message: /1 to 200 characters/ },
    { name: 'a cursor with two types', query: { q: 'pangolin', type: 'members,clubs', cursor: 'abc' }, message: /exactly one type/ },
    { name: 'a cursor with no type', query: { q: 'pangolin', cursor: 'abc' }, message: /exactly one type/ },
    {
      name: 'a made-up cursor',
      query: { q: 'pangolin', type: 'members', cursor: 'bWVtYmVycy41LmZvcmdlZA' },
      message: /not one the search gave/,
    },
    {
      name: 'a cursor of another kind',
      query: { q: 'pangolin', type: 'members', cursor: encodeCursor('clubs', 5, 'pangolin') },
      message: /not one the search gave/,
    },
    {
      name: 'a cursor of another search',
      query: { q: 'pangolin', type: 'members', cursor: encodeCursor('members', 5, 'aardvark') },
      message: /not one the search gave/,
    },
    {
      name: 'a cursor past the furthest page',
      query: { q: 'pangolin', type: 'members', cursor: encodeCursor('members', 5000, 'pangolin') },
      message: /not one/,
    },
    {
      name: 'a cursor that is not base64url',
      query: { q: 'pangolin', type: 'members', cursor: '***' },
      message: /not one the search gave/,
    },
    { name: 'a date that is not a day', query: { q: 'pangolin before:2026-02-30' }, message: /YYYY-MM-DD/ },
    { name: 'an unknown type', query: { q: 'pangolin', type: 'members,people' }, message: /type/ },
  ];

  it.each(refusals)('refuses $name with a 400 and a message', async ({ query, message }) => {
    const answer = await search(query);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    expect(answer.body.message).toMatch(message);
  });

  it('says why in French and Turkish too', async () => {
    const fr = await search({ q: ' ' }, { 'accept-language': 'fr' });
    expect(fr.body.message).toBe('Tapez de 1 à 200 caractères pour chercher.');
    const tr = await search({ q: 'x', type: 'members,clubs', cursor: 'abc' }, { 'accept-language': 'tr' });
    expect(tr.body.message).toMatch(/bir tür/);
  });

  it('walks every hit of a kind once by its cursors', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { q: 'pangolin', type: 'members', limit: '5', ...(cursor ? { cursor } : {}) };
      const answer = await search(query);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const [group] = (answer.body as SearchResults).groups;
      expect(group?.total).toBe(23);
      seen.push(...(group?.items ?? []).map((hit) => hit.id));
      cursor = group?.next ?? null;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
  });

  it('answers what the schema says, one group a kind asked, the best first', async () => {
    const answer = await search({ q: '  pangolin  ' });
    expect(answer.status).toBe(200);
    expect(Value.Check(SearchResults, answer.body), JSON.stringify([...Value.Errors(SearchResults, answer.body)][0])).toBe(true);
    const results = answer.body as SearchResults;
    expect(results.q).toBe('pangolin');
    expect(results.groups.map((group) => group.type).sort()).toEqual([...SEARCH_TYPES].sort());
    // The club is named Pangolin (exact), the members first named so (exact too), the companies start so (prefix).
    expect(results.groups.slice(0, 3).map((group) => group.type)).toEqual(['members', 'clubs', 'companies']);
    expect(results.groups.slice(3).every((group) => group.total === 0 && group.next === null)).toBe(true);
    const members = results.groups[0];
    expect(members?.items).toHaveLength(5);
    expect(members?.next).not.toBeNull();
    for (const hit of members?.items ?? []) expect(hit.marks[0]).toEqual({ field: 'title', start: 0, end: 8 });
  });

  it('answers only the kinds asked, each once', async () => {
    const answer = await search({ q: 'pangolin', type: 'clubs,companies,clubs', limit: '50' });
    const results = answer.body as SearchResults;
    expect(results.groups.map((group) => group.type)).toEqual(['clubs', 'companies']);
    expect(results.groups[1]?.total).toBe(7);
    expect(results.groups[1]?.items).toHaveLength(7);
    expect(results.groups[1]?.next).toBeNull();
  });

  // The kinds asked together run as one statement (search.ts findKinds, kind.ts findTogether), each kind's parameters
  // numbered after the ones before it: the same groups as each kind asked alone, with its own statement.
  it.each(['pangolin', 'pangolin works', 'pangolni'])('answers %s together as each kind alone', async (q) => {
    const together = (await search({ q, limit: '7' })).body as SearchResults;
    for (const type of SEARCH_TYPES) {
      const alone = (await search({ q, type, limit: '7' })).body as SearchResults;
      expect(together.groups.find((group) => group.type === type)).toEqual(alone.groups[0]);
    }
    expect(together.groups.some((group) => group.total > 0)).toBe(true);
    // Every kind in one statement, on this engine too (PGlite runs them apart in GET /search).
    const window = { limit: 7, offset: 0 };
    const statements = SEARCH_TYPES.map((type) => SEARCH_KINDS[type].statement(parseSearch(q), viewer.id, window, t.url)).filter(
      (statement): statement is KindStatement => statement !== null,
    );
    const pages = await findTogether(t.server.db, statements);
    const alone = await Promise.all(
      statements.map(async (statement) => statement.read(await t.server.db.query(statement.sql, statement.params).then((rows) => rows[0]))),
    );
    expect(pages).toEqual(alone);
  });
});
