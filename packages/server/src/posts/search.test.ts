import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { countStatements } from '../../test/statement-count.ts';
import { sendForm } from '../../test/uploads.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';
import type { Visibility } from './schemas.ts';
import { postSearchDocumentSql, postSearchWords } from './search.ts';

type Viewer = 'author' | 'connection' | 'listMember' | 'specificUser' | 'clubMember' | 'stranger' | 'anonymous';
const VIEWERS: Viewer[] = ['author', 'connection', 'listMember', 'specificUser', 'clubMember', 'stranger', 'anonymous'];

/** Who sees a post of each visibility (docs/posts.md "Who sees a post"; the list member is a connection too). */
const SEES: Record<Visibility, Viewer[]> = {
  public: VIEWERS,
  connections: ['author', 'connection', 'listMember'],
  list: ['author', 'listMember'],
  specific: ['author', 'specificUser'],
  club: ['author', 'clubMember'],
  hide: ['author'],
};
const VISIBILITIES = Object.keys(SEES) as Visibility[];

describe('postSearchWords', () => {
  it('keeps letters and digits of any script as prefixes, lower-cased, Turkish İ as i', () => {
    expect(postSearchWords('  Çay  HARVEST ')).toBe('çay:* & harvest:*');
    expect(postSearchWords('#Launch2027')).toBe('launch2027:*');
    expect(postSearchWords('İZMİR')).toBe('izmir:*');
    expect(postSearchWords('fuarı FUARI')).toBe('fuari:* & fuari:*');
    expect(postSearchWords("l'été & (x | !y) :* <->")).toBe('l:* & été:* & x:* & y:*');
    expect(postSearchWords('!!! # @ ()')).toBeNull();
  });
});

describe.each(productionDatabase)('post search and mentions on %s', (kind) => {
  let t: TestServer;
  const members = {} as Record<Exclude<Viewer, 'anonymous'>, TestMember>;
  const matrix = {} as Record<Visibility, number>;
  const made: Record<string, number> = {};
  let writer: TestMember;
  const member = (viewer: Viewer) => (viewer === 'anonymous' ? undefined : members[viewer]);
  const call = (viewer: Viewer) => as(t.url, member(viewer));
  const ids = (answer: { body: { items: { id: number }[] } }) => answer.body.items.map((item) => item.id);
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const marker = (m: TestMember) => `@[${m.firstName} ${m.lastName}](${m.username})`;

  const post = async (by: TestMember, path: string, fields: Record<string, string | number | number[]>) => {
    const created = await sendForm(t.url, 'POST', `/post/${path}-post`, { token: by.token, fields });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as number;
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    const db = t.server.db;
    for (const viewer of VIEWERS) if (viewer !== 'anonymous') members[viewer] = await addMember(db);
    writer = await addMember(db);
    await befriend(db, members.author, members.connection);
    await befriend(db, members.listMember, members.author);
    const [list] = await db.query<{ id: number }>(`INSERT INTO friend_lists (owner_id, name) VALUES ($1, 'Search circle') RETURNING id`, [
      members.author.id,
    ]);
    const listId = (list as { id: number }).id;
    await db.query('INSERT INTO friend_list_members (list_id, user_id) VALUES ($1, $2)', [listId, members.listMember.id]);
    const [club] = await db.query<{ id: number }>(`INSERT INTO clubs (name, slug, owner_id) VALUES ('Search club', $1, $2) RETURNING id`, [
      `search-club-${members.author.id}`,
      members.author.id,
    ]);
    const clubId = (club as { id: number }).id;
    await db.query('INSERT INTO club_members (club_id, user_id) VALUES ($1, $2), ($1, $3)', [
      clubId,
      members.author.id,
      members.clubMember.id,
    ]);

    const audience: Record<Visibility, Record<string, number | number[]>> = {
      public: {},
      connections: {},
      list: { listId },
      specific: { userIds: [members.specificUser.id] },
      club: { clubId },
      hide: {},
    };
    // Every post of the matrix holds the word and mentions the stranger and the club member.
    for (const visibility of VISIBILITIES) {
      matrix[visibility] = await post(members.author, 'body', {
        body: `Zebrafinch ${visibility} notes for ${marker(members.stranger)} and ${marker(members.clubMember)}`,
        visible: visibility,
        ...audience[visibility],
      });
    }
    // Deleted: found by no one, its mention shown to no one.
    made.deleted = await post(members.author, 'body', { body: `Zebrafinch deleted, for ${marker(members.clubMember)}` });
    expect((await call('author')('DELETE', `/post/${made.deleted}`)).status).toBe(204);
    // The club member mentions themself: not a mention of them by someone else.
    made.self = await post(members.clubMember, 'body', { body: `Me, ${marker(members.clubMember)}` });
    // Mentions someone else only.
    made.other = await post(writer, 'body', { body: `Hello ${marker(members.connection)}` });

    made.article = await post(writer, 'article', { title: 'Istanbul sourcing guide', description: 'Suppliers by district' });
    made.tea = await post(writer, 'body', { body: 'Çay harvest in Rize #Launch2027' });
    made.izmir = await post(writer, 'body', { body: 'İzmir fuarı yarın' });
    made.summer = await post(writer, 'body', { body: 'L’été à Lyon: un salon' });
  });
  afterAll(async () => t?.close());

  it('finds posts by body, title and description, any case, words as prefixes, all words required', async () => {
    const search = async (q: string) => {
      const answer = await call('stranger')('GET', `/post/search?q=${encodeURIComponent(q)}`);
      expect(answer.status, q).toBe(200);
      return ids(answer);
    };
    expect(await search('istanbul')).toEqual([made.article]);
    expect(await search('DISTRICT')).toEqual([made.article]);
    expect(await search('sourc guid')).toEqual([made.article]);
    expect(await search('ÇAY')).toEqual([made.tea]);
    expect(await search('rize harvest')).toEqual([made.tea]);
    expect(await search('rize banana')).toEqual([]);
    expect(await search('#launch2027')).toEqual([made.tea]);
    expect(await search('izmir')).toEqual([made.izmir]);
    expect(await search('İZMİR FUARI')).toEqual([made.izmir]);
    expect(await search('été')).toEqual([made.summer]);
    expect(await search('  lyon  ')).toEqual([made.summer]);
    // A mention marker's name and username are words of the post.
    expect(await search(members.connection.username)).toEqual([made.other]);
    // Signs only: no word, nothing found (not an error).
    expect(await call('anonymous')('GET', '/post/search?q=%21%21%21')).toMatchObject({ status: 200, body: { items: [], total: 0 } });
    const answer = await call('anonymous')('GET', '/post/search?q=harvest');
    expect(answer.body).toMatchObject({ total: 1, page: 1, limit: 10, items: [{ id: made.tea, kind: 'body', hashtags: ['launch2027'] }] });
  });

  it('follows an edit at once: new words found, old words gone', async () => {
    const id = await post(writer, 'body', { body: 'Quokka sighting' });
    expect(ids(await call('anonymous')('GET', '/post/search?q=quokka'))).toEqual([id]);
    expect((await as(t.url, writer)('PATCH', `/users/post/${id}`, { body: 'Wombat sighting' })).status).toBe(200);
    expect(ids(await call('anonymous')('GET', '/post/search?q=quokka'))).toEqual([]);
    expect(ids(await call('anonymous')('GET', '/post/search?q=wombat'))).toEqual([id]);
    expect((await as(t.url, writer)('DELETE', `/post/${id}`)).status).toBe(204);
    expect(ids(await as(t.url, writer)('GET', '/post/search?q=wombat'))).toEqual([]);
  });

  it.each(VIEWERS)('search holds only what %s may see; deleted posts never', async (viewer) => {
    const answer = await call(viewer)('GET', '/post/search?q=zebrafinch&limit=100');
    expect(answer.status).toBe(200);
    const expected = VISIBILITIES.filter((visibility) => SEES[visibility].includes(viewer)).map((v) => matrix[v]);
    expect(sorted(ids(answer))).toEqual(sorted(expected));
    expect(answer.body.total).toBe(expected.length);
    expect(ids(answer)).not.toContain(made.deleted);
    for (const visibility of VISIBILITIES) {
      if (!SEES[visibility].includes(viewer)) expect(JSON.stringify(answer.body)).not.toContain(`Zebrafinch ${visibility} notes`);
    }
  });

  it('pages newest first, with the total', async () => {
    const all = ids(await call('author')('GET', '/post/search?q=zebrafinch&limit=100'));
    expect(all).toEqual([...all].sort((a, b) => b - a));
    const pages: number[] = [];
    for (const page of [1, 2, 3]) {
      const answer = await call('author')('GET', `/post/search?q=zebrafinch&limit=2&page=${page}`);
      expect(answer.body).toMatchObject({ total: 6, page, limit: 2 });
      pages.push(...ids(answer));
    }
    expect(pages).toEqual(all);
    expect((await call('author')('GET', '/post/search?q=zebrafinch&limit=2&page=4')).body).toMatchObject({ items: [], total: 6 });
  });

  it('refuses a missing, blank or too long q, and bad paging, with 400 and a message', async () => {
    for (const q of ['', '   ', 'a'.repeat(201), `${' '.repeat(5)}${'b'.repeat(201)}`]) {
      const answer = await call('anonymous')('GET', `/post/search?q=${encodeURIComponent(q)}`);
      expect(answer.status, q).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed', message: 'Type 1 to 200 characters to search posts.' });
      expect(answer.body.fields).toHaveProperty('q');
    }
    const french = await call('anonymous')('GET', '/post/search?q=%20', undefined, { 'accept-language': 'fr' });
    expect(french.body.message).toBe('Saisissez de 1 à 200 caractères pour rechercher des publications.');
    // 200 characters once trimmed: accepted.
    expect((await call('anonymous')('GET', `/post/search?q=${encodeURIComponent(`   ${'c'.repeat(200)}   `)}`)).status).toBe(200);
    expect((await call('anonymous')('GET', '/post/search')).status).toBe(400);
    expect((await call('anonymous')('GET', '/post/search?q=a%00b')).status).toBe(400);
    expect((await call('anonymous')('GET', '/post/search?q=a&page=0')).status).toBe(400);
    expect((await call('anonymous')('GET', '/post/search?q=a&limit=101')).status).toBe(400);
    expect((await call('anonymous')('GET', '/post/search?q=a&other=1')).status).toBe(400);
  });

  it('mentions: refused to anonymous callers (401)', async () => {
    expect(await call('anonymous')('GET', '/post/mentions')).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });

  it.each(VIEWERS.filter((viewer) => viewer !== 'anonymous'))(
    'mentions of %s: only posts by others that mention them and that they may see, newest first',
    async (viewer) => {
      const answer = await call(viewer)('GET', '/post/mentions?limit=100');
      expect(answer.status).toBe(200);
      const mentioned = viewer === 'stranger' || viewer === 'clubMember';
      const expected = mentioned
        ? VISIBILITIES.filter((visibility) => SEES[visibility].includes(viewer))
            .map((v) => matrix[v])
            .sort((a, b) => b - a)
        : viewer === 'connection'
          ? [made.other]
          : [];
      expect(ids(answer)).toEqual(expected);
      expect(answer.body).toMatchObject({ total: expected.length, page: 1, limit: 100 });
      for (const item of answer.body.items as { mentions: { id: number }[] }[]) {
        expect(item.mentions.map((m) => m.id)).toContain(members[viewer].id);
      }
    },
  );

  it('mentions page newest first; a post edited later keeps its place', async () => {
    // The club member sees the public and club posts (2): page by one.
    const first = await call('clubMember')('GET', '/post/mentions?limit=1');
    const second = await call('clubMember')('GET', '/post/mentions?limit=1&page=2');
    expect(first.body).toMatchObject({ total: 2, page: 1, limit: 1, items: [{ id: matrix.club }] });
    expect(second.body).toMatchObject({ total: 2, page: 2, items: [{ id: matrix.public }] });
    expect((await call('clubMember')('GET', '/post/mentions?limit=1&page=3')).body.items).toEqual([]);
    expect((await call('clubMember')('GET', '/post/mentions')).body.limit).toBe(10);
    const edited = await call('author')('PATCH', `/users/post/${matrix.public}`, {
      body: `Zebrafinch public notes, edited, for ${marker(members.stranger)} and ${marker(members.clubMember)}`,
    });
    expect(edited.status).toBe(200);
    expect(ids(await call('clubMember')('GET', '/post/mentions'))).toEqual([matrix.club, matrix.public]);
    // An edit that drops the mention drops the post from the list.
    expect(
      (await call('author')('PATCH', `/users/post/${matrix.public}`, { body: `Zebrafinch public notes for ${marker(members.stranger)}` }))
        .status,
    ).toBe(200);
    expect(ids(await call('clubMember')('GET', '/post/mentions'))).toEqual([matrix.club]);
    expect(ids(await call('stranger')('GET', '/post/mentions'))).toEqual([matrix.public]);
  });

  it('reads search and mentions in one statement each, whatever the page holds', async () => {
    const counter = countStatements(t.server);
    try {
      await call('author')('GET', '/post/all-posts');
      for (const path of ['/post/search?q=zebrafinch&limit=100', '/post/search?q=zebrafinch&limit=1', '/post/mentions?limit=100']) {
        expect(await counter.during(() => call('author')('GET', path)), path).toBe(1);
        expect(await counter.during(() => call('stranger')('GET', path)), path).toBe(1);
      }
      expect(await counter.during(() => call('anonymous')('GET', '/post/search?q=zebrafinch'))).toBe(1);
    } finally {
      counter.restore();
    }
  });

  it('the search condition is the indexed column (posts_search), and mentions read post_mentions_member', async () => {
    // Enough posts for an index to pay (added and taken back in one transaction).
    let plan = { search: '', mentions: '' };
    const rolledBack = new Error('roll back');
    const done = t.server.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO posts (kind, owner_id, author_id, body) SELECT 'body', $1::int, $1::int, 'filler ' || g FROM generate_series(1, 3000) g`,
        [writer.id],
      );
      await tx.query('ANALYZE posts');
      await tx.query('SET LOCAL enable_seqscan = off');
      const search = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT id FROM posts p WHERE ${postSearchDocumentSql('p')} @@ to_tsquery('simple', 'zebra:*') AND p.deleted_at IS NULL`,
      );
      // A member's few mentions: walked in page order by the index, never sorted.
      await tx.query('SET LOCAL enable_bitmapscan = off');
      const mentions = await tx.query<{ 'QUERY PLAN': string }>(
        'EXPLAIN SELECT post_id FROM post_mentions WHERE user_id = 1 ORDER BY created_at DESC, post_id DESC LIMIT 10',
      );
      plan = { search: search.map((row) => row['QUERY PLAN']).join('\n'), mentions: mentions.map((row) => row['QUERY PLAN']).join('\n') };
      throw rolledBack;
    });
    await expect(done).rejects.toBe(rolledBack);
    expect((await t.server.db.query(`SELECT count(*)::int AS n FROM posts WHERE body LIKE 'filler %'`))[0]).toEqual({ n: 0 });
    expect(plan.search).toContain('posts_search');
    expect(plan.mentions).toContain('post_mentions_member');
    expect(plan.mentions).not.toContain('Sort');
  });
});
