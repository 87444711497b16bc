import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { countStatements } from '../../test/statement-count.ts';
import { sendForm } from '../../test/uploads.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';
import { postJson } from './post-sql.ts';

describe.each(productionDatabase)('feeds, likes, views, edits and deletes on %s', (kind) => {
  let t: TestServer;
  let me: TestMember;
  let friend: TestMember;
  let stranger: TestMember;
  let companyId: number;
  let clubId: number;
  const made: Record<string, number> = {};

  const post = async (member: TestMember, path: string, fields: Record<string, string | number | string[]>) => {
    const created = await sendForm(t.url, 'POST', `/post/${path}-post`, { token: member.token, fields });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as number;
  };
  const idsOf = (answer: { body: { items: { id: number }[] } }) => answer.body.items.map((item) => item.id);

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    const db = t.server.db;
    [me, friend, stranger] = [await addMember(db), await addMember(db), await addMember(db)];
    await befriend(db, me, friend);
    const [company] = await db.query<{ id: number }>(
      `INSERT INTO companies (name, slug, owner_id, membership_type) VALUES ('Feed Co', $1, $2, 'SHOP') RETURNING id`,
      [`feed-co-${me.id}`, stranger.id],
    );
    companyId = (company as { id: number }).id;
    await db.query('INSERT INTO company_followers (company_id, user_id) VALUES ($1, $2)', [companyId, me.id]);
    const [club] = await db.query<{ id: number }>(`INSERT INTO clubs (name, slug, owner_id) VALUES ('Feed club', $1, $2) RETURNING id`, [
      `feed-club-${me.id}`,
      stranger.id,
    ]);
    clubId = (club as { id: number }).id;
    await db.query('INSERT INTO club_members (club_id, user_id) VALUES ($1, $2), ($1, $3)', [clubId, me.id, stranger.id]);

    made.mine = await post(me, 'body', { body: 'My own #Launch' });
    made.friends = await post(friend, 'body', { body: 'Friend news #launch' });
    made.strangers = await post(stranger, 'body', { body: 'A stranger, public #LAUNCH' });
    made.company = await post(stranger, 'body', { body: 'Company news', shareType: 'company', authorId: companyId });
    made.club = await post(stranger, 'body', { body: 'Club news', shareType: 'club', clubId });
    made.article = await post(friend, 'article', { title: 'An article', description: 'Text' });
    made.event = await post(friend, 'event', { title: 'An event', start_date: '2027-01-01T10:00:00.000Z' });
    made.survey = await post(friend, 'survey', { title: 'A survey', options: ['a', 'b'] });
  });
  afterAll(async () => t?.close());

  it('a post’s JSON carries every column of its row but the preview’s address and the search words (listed, not to_jsonb)', async () => {
    const columns = await t.server.db.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'posts'`,
    );
    const [row] = await t.server.db.query<{ post: Record<string, unknown> }>(
      `SELECT ${postJson('p', '$2::int')} AS post FROM posts p WHERE p.id = $1`,
      [made.mine, me.id],
    );
    const carried = Object.keys(row?.post ?? {});
    const expected = columns.map((column) => column.name).filter((name) => name !== 'link_url' && name !== 'search_document');
    expect(expected.filter((name) => !carried.includes(name))).toEqual([]);
    expect(carried).not.toContain('link_url');
    expect(carried).not.toContain('search_document');
  });

  it('home feed: mine, my connections’, followed companies’ and joined clubs’, newest first', async () => {
    const feed = await as(t.url, me)('GET', '/post?limit=100');
    expect(feed.status).toBe(200);
    const ids = idsOf(feed);
    for (const id of [made.mine, made.friends, made.company, made.club, made.article, made.event, made.survey]) expect(ids).toContain(id);
    expect(ids).not.toContain(made.strangers);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(feed.body).toMatchObject({ total: 7, page: 1, limit: 100 });
    expect((await as(t.url, me)('GET', '/post')).body.limit).toBe(10);
  });

  it('home feed pages: each source’s newest posts merged, no post lost or repeated between pages', async () => {
    const all = idsOf(await as(t.url, me)('GET', '/post?limit=100'));
    const pages = [];
    for (const page of [1, 2, 3]) {
      const answer = await as(t.url, me)('GET', `/post?limit=3&page=${page}`);
      expect(answer.body).toMatchObject({ total: 7, page, limit: 3 });
      pages.push(...idsOf(answer));
    }
    expect(pages).toEqual(all);
    expect((await as(t.url, me)('GET', '/post?limit=3&page=4')).body.items).toEqual([]);
  });

  it('all-posts: 5 a page, newest first, with the total', async () => {
    const first = await as(t.url, undefined)('GET', '/post/all-posts');
    expect(first.body).toMatchObject({ page: 1, limit: 5, total: 8 });
    expect(first.body.items).toHaveLength(5);
    const second = await as(t.url, undefined)('GET', '/post/all-posts?page=2');
    expect(second.body.items).toHaveLength(3);
    expect([...idsOf(first), ...idsOf(second)]).toEqual(Object.values(made).sort((a, b) => b - a));
    expect((await as(t.url, undefined)('GET', '/post/all-posts?page=3')).body.items).toEqual([]);
  });

  it('hashtag feed: any case, with or without #', async () => {
    for (const tag of ['launch', 'LAUNCH', '%23Launch']) {
      const feed = await as(t.url, undefined)('GET', `/post/hashtag/${tag}`);
      expect(idsOf(feed), tag).toEqual([made.strangers, made.friends, made.mine]);
    }
    expect((await as(t.url, undefined)('GET', '/post/hashtag/nothing-here')).body).toMatchObject({ items: [], total: 0 });
  });

  it('profile timelines by kind; unknown members 404; unknown kinds 400', async () => {
    const timeline = (kindName: string) => as(t.url, undefined)('GET', `/users/timeline/${friend.id}/${kindName}`);
    expect(idsOf(await timeline('posts'))).toEqual([made.survey, made.event, made.article, made.friends]);
    expect(idsOf(await timeline('articles'))).toEqual([made.article]);
    expect(idsOf(await timeline('events'))).toEqual([made.event]);
    expect(idsOf(await timeline('videos'))).toEqual([]);
    expect((await timeline('photos')).status).toBe(400);
    expect((await as(t.url, undefined)('GET', '/users/timeline/2000000000/posts')).status).toBe(404);
    expect((await as(t.url, undefined)('GET', '/users/2000000000/last-post')).status).toBe(404);
    expect((await as(t.url, undefined)('GET', `/users/${friend.id}/last-post`)).body.post).toMatchObject({ id: made.survey });
    expect((await as(t.url, undefined)('GET', `/post/timeline/${stranger.id}`)).body.items.map((p: { id: number }) => p.id)).toEqual([
      made.strangers,
    ]);
  });

  it('likes toggle; like state, likers and activities follow', async () => {
    const id = made.friends;
    expect(await as(t.url, me)('GET', `/post/like-post/${id}`)).toMatchObject({ status: 200, body: { liked: true, likes: 1 } });
    expect(await as(t.url, stranger)('GET', `/post/like-post/${id}`)).toMatchObject({ body: { liked: true, likes: 2 } });
    expect(await as(t.url, me)('GET', `/post/like-control/${id}`)).toMatchObject({ body: { liked: true, likes: 2 } });
    expect(await as(t.url, undefined)('GET', `/post/like-control/${id}`)).toMatchObject({ body: { liked: false, likes: 2 } });
    const likers = await as(t.url, undefined)('GET', `/post/likes/${id}`);
    expect(likers.body).toMatchObject({ total: 2, items: [{ member: { id: stranger.id } }, { member: { id: me.id } }] });
    expect((await as(t.url, me)('GET', `/post/${id}`)).body).toMatchObject({ didLike: true, likes: 2 });
    const activities = await as(t.url, undefined)('GET', `/users/${me.id}/activities`);
    expect(activities.body.items[0]).toMatchObject({ type: 'liked', post: { id } });
    expect(await as(t.url, me)('GET', `/post/like-post/${id}`)).toMatchObject({ body: { liked: false, likes: 1 } });
    expect((await as(t.url, me)('GET', '/post/like-post/2000000000')).status).toBe(404);
  });

  it('records a view once a member a day, never the author’s', async () => {
    const id = made.mine;
    expect(await as(t.url, friend)('GET', `/post/post-track/${id}`)).toMatchObject({ status: 200, body: { recorded: true, views: 1 } });
    expect(await as(t.url, friend)('GET', `/post/post-track/${id}`)).toMatchObject({ body: { recorded: false, views: 1 } });
    expect(await as(t.url, me)('GET', `/post/post-track/${id}`)).toMatchObject({ body: { recorded: false, views: 1 } });
  });

  it('edits my post: text marks read again, audience changed; only mine', async () => {
    const id = await post(me, 'body', { body: 'Before #old' });
    const edited = await as(t.url, me)('PATCH', `/users/post/${id}`, {
      body: `After #new with @[Friend](${friend.username})`,
      visible: 'connections',
    });
    expect(edited).toMatchObject({ status: 200, body: { hashtags: ['new'], mentions: [{ id: friend.id }], visible: 'connections' } });
    expect((await as(t.url, undefined)('GET', `/post/${id}`)).status).toBe(404);
    expect((await as(t.url, undefined)('GET', '/post/hashtag/old')).body.items).toEqual([]);
    expect((await as(t.url, friend)('PATCH', `/users/post/${id}`, { body: 'mine' })).status).toBe(403);
    expect((await as(t.url, me)('PATCH', `/users/post/${id}`, { visible: 'specific' })).status).toBe(422);
    expect((await as(t.url, me)('PATCH', `/users/post/${id}`, { nonsense: 1 })).status).toBe(400);
  });

  it('deletes softly: gone for everyone at once, restorable by its author within the window', async () => {
    const id = await post(me, 'body', { body: 'Oops #undo' });
    expect((await as(t.url, me)('DELETE', `/post/${id}`)).status).toBe(204);
    for (const who of [me, friend, undefined]) expect((await as(t.url, who)('GET', `/post/${id}`)).status).toBe(404);
    expect((await as(t.url, undefined)('GET', '/post/hashtag/undo')).body.items).toEqual([]);
    expect((await as(t.url, me)('DELETE', `/post/${id}`)).status).toBe(404);
    expect((await as(t.url, friend)('POST', `/post/${id}/restore`)).status).toBe(404);
    expect(await as(t.url, me)('POST', `/post/${id}/restore`)).toMatchObject({ status: 200, body: { id, deletedAt: null } });
    expect((await as(t.url, friend)('GET', `/post/${id}`)).status).toBe(200);
    expect((await as(t.url, me)('DELETE', `/post/${id}`)).status).toBe(204);
    await t.server.db.query(`UPDATE posts SET deleted_at = now() - interval '11 minutes' WHERE id = $1`, [id]);
    expect(await as(t.url, me)('POST', `/post/${id}/restore`)).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
  });

  it('finds posts by id in the order asked, leaving out what is missing', async () => {
    const found = await as(t.url, undefined)('POST', '/post/find-by-relation-id', { ids: [made.club, 2_000_000_000, made.mine] });
    expect(idsOf(found)).toEqual([made.club, made.mine]);
    expect((await as(t.url, undefined)('POST', '/post/find-by-relation-id', { ids: [] })).status).toBe(400);
  });

  it('reads every list and post in one statement, whatever the page holds', async () => {
    const counter = countStatements(t.server);
    try {
      await as(t.url, me)('GET', '/post/all-posts');
      for (const path of [
        '/post?limit=100',
        '/post/all-posts?limit=100',
        '/post/hashtag/launch',
        `/users/timeline/${friend.id}/posts`,
        `/users/timeline/${friend.id}/activities`,
        `/users/${me.id}/activities`,
        `/users/${friend.id}/last-post`,
        `/post/${made.friends}`,
        `/post/likes/${made.friends}`,
        `/post/like-control/${made.friends}`,
        `/post/${made.friends}/comments`,
        `/post/share-count/${made.friends}`,
        `/post/my-quoted-post/${made.friends}`,
        `/post/timeline/${friend.id}`,
      ]) {
        expect(await counter.during(() => as(t.url, me)('GET', path)), path).toBe(1);
      }
      expect(await counter.during(() => as(t.url, me)('POST', '/post/find-by-relation-id', { ids: Object.values(made) }))).toBe(1);
    } finally {
      counter.restore();
    }
  });
});
