import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { sendForm } from '../../test/uploads.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';
import type { Visibility } from './schemas.ts';

type Viewer = 'author' | 'connection' | 'listMember' | 'specificUser' | 'clubMember' | 'stranger' | 'anonymous';
const VIEWERS: Viewer[] = ['author', 'connection', 'listMember', 'specificUser', 'clubMember', 'stranger', 'anonymous'];

/** Who sees a post of each visibility (docs/posts.md "Who sees a post"). */
const SEES: Record<Visibility, Viewer[]> = {
  public: VIEWERS,
  connections: ['author', 'connection', 'listMember'],
  list: ['author', 'listMember'],
  specific: ['author', 'specificUser'],
  club: ['author', 'clubMember'],
  hide: ['author'],
};
const VISIBILITIES = Object.keys(SEES) as Visibility[];

describe.each(productionDatabase)('who sees a post, on every read path, on %s', (kind) => {
  let t: TestServer;
  const members = {} as Record<Exclude<Viewer, 'anonymous'>, TestMember>;
  const posts = {} as Record<Visibility, number>;
  let shareOfPublic: number;
  const member = (viewer: Viewer) => (viewer === 'anonymous' ? undefined : members[viewer]);
  const call = (viewer: Viewer) => as(t.url, member(viewer));
  const visibleTo = (viewer: Viewer) => VISIBILITIES.filter((visibility) => SEES[visibility].includes(viewer)).map((v) => posts[v]);
  const ids = (answer: { body: { items: { id: number }[] } }) => [
    ...new Set(answer.body.items.map((item) => item.id).filter((id) => Object.values(posts).includes(id))),
  ];

  beforeAll(async () => {
    t = await startTestServer(kind);
    const db = t.server.db;
    for (const viewer of VIEWERS) if (viewer !== 'anonymous') members[viewer] = await addMember(db);
    await befriend(db, members.author, members.connection);
    await befriend(db, members.listMember, members.author);
    const [list] = await db.query<{ id: number }>(`INSERT INTO friend_lists (owner_id, name) VALUES ($1, 'Inner circle') RETURNING id`, [
      members.author.id,
    ]);
    const listId = (list as { id: number }).id;
    await db.query('INSERT INTO friend_list_members (list_id, user_id) VALUES ($1, $2)', [listId, members.listMember.id]);
    const [club] = await db.query<{ id: number }>(`INSERT INTO clubs (name, slug, owner_id) VALUES ('Vis club', $1, $2) RETURNING id`, [
      `vis-club-${members.author.id}`,
      members.author.id,
    ]);
    const clubId = (club as { id: number }).id;
    await db.query(`INSERT INTO club_members (club_id, user_id) VALUES ($1, $2), ($1, $3)`, [
      clubId,
      members.author.id,
      members.clubMember.id,
    ]);

    const audience: Record<Visibility, Record<string, string | number | number[]>> = {
      public: {},
      connections: {},
      list: { listId },
      specific: { userIds: [members.specificUser.id] },
      club: { clubId },
      hide: {},
    };
    for (const visibility of VISIBILITIES) {
      const created = await sendForm(t.url, 'POST', '/post/body-post', {
        token: members.author.token,
        fields: { body: `A ${visibility} post about #vismatrix`, visible: visibility, ...audience[visibility] },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      posts[visibility] = created.body.id;
      expect((await call('author')('GET', `/post/like-post/${created.body.id}`)).status).toBe(200);
      expect((await call('author')('POST', `/post/${created.body.id}/comments`, { body: 'First!' })).status).toBe(201);
    }
    const shared = await call('author')('POST', `/post/share-post/${posts.public}`, { body: 'Worth reading' });
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
    shareOfPublic = shared.body.id;
  });
  afterAll(async () => t?.close());

  it.each(VIEWERS)('a single post, its likes, like state, comments and share count: 404 unless %s may see it', async (viewer) => {
    for (const visibility of VISIBILITIES) {
      const expected = SEES[visibility].includes(viewer) ? 200 : 404;
      const id = posts[visibility];
      for (const path of [
        `/post/${id}`,
        `/post/likes/${id}`,
        `/post/like-control/${id}`,
        `/post/${id}/comments`,
        `/post/share-count/${id}`,
      ]) {
        const answer = await call(viewer)('GET', path);
        expect(answer.status, `${viewer} ${visibility} ${path}`).toBe(expected);
        if (expected === 404) expect(JSON.stringify(answer.body)).not.toContain(`A ${visibility} post`);
      }
    }
  });

  it.each(VIEWERS)('feeds, timelines, hashtag, activities and find-by-id hold only what %s may see', async (viewer) => {
    const expected = visibleTo(viewer).sort((a, b) => a - b);
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    const author = members.author.id;
    for (const path of [
      '/post/all-posts?limit=100',
      '/post/hashtag/vismatrix?limit=100',
      `/users/timeline/${author}/posts?limit=100`,
      `/post/timeline/${author}?limit=100`,
      `/users/timeline/${author}/activities?limit=100`,
    ]) {
      const answer = await call(viewer)('GET', path);
      expect(answer.status, `${viewer} ${path}`).toBe(200);
      expect(sorted(ids(answer)), `${viewer} ${path}`).toEqual(expected);
    }
    const activities = await call(viewer)('GET', `/users/${author}/activities?limit=100`);
    expect(
      sorted(activities.body.items.map((item: { post: { id: number } }) => item.post.id).filter((id: number) => expected.includes(id))),
    ).toEqual(expected.flatMap((id) => [id, id, id]).sort((a, b) => a - b));
    expect(
      activities.body.items.every((item: { post: { id: number } }) => expected.includes(item.post.id) || item.post.id === shareOfPublic),
    ).toBe(true);
    const found = await call(viewer)('POST', '/post/find-by-relation-id', { ids: Object.values(posts) });
    expect(sorted(ids(found))).toEqual(expected);
    const last = await call(viewer)('GET', `/users/${author}/last-post`);
    expect(last.status).toBe(200);
    expect(last.body.post === null || [...expected, shareOfPublic].includes(last.body.post.id)).toBe(true);
  });

  it.each(VIEWERS)('the home feed of %s: posts of my connections I may see', async (viewer) => {
    const answer = await call(viewer)('GET', '/post?limit=100');
    if (viewer === 'anonymous') {
      expect(answer.status).toBe(401);
      return;
    }
    const connected = ['author', 'connection', 'listMember'].includes(viewer);
    expect(ids(answer).sort((a, b) => a - b)).toEqual(connected ? visibleTo(viewer).sort((a, b) => a - b) : []);
  });

  it.each(VIEWERS)('%s cannot like, comment on, share or track a post they may not see (404)', async (viewer) => {
    for (const visibility of VISIBILITIES) {
      if (SEES[visibility].includes(viewer) || viewer === 'anonymous') continue;
      const id = posts[visibility];
      expect((await call(viewer)('GET', `/post/like-post/${id}`)).status).toBe(404);
      expect((await call(viewer)('GET', `/post/post-track/${id}`)).status).toBe(404);
      expect((await call(viewer)('POST', `/post/${id}/comments`, { body: 'hi' })).status).toBe(404);
      expect((await call(viewer)('POST', `/post/share-post/${id}`, { body: 'hi' })).status).toBe(404);
      expect((await call(viewer)('POST', `/post/${id}/vote`, { option: 1 })).status).toBe(404);
      expect((await call(viewer)('GET', `/post/my-quoted-post/${id}`)).status).toBe(404);
      expect((await call(viewer)('PATCH', `/users/post/${id}`, { body: 'mine now' })).status).toBe(404);
      expect((await call(viewer)('DELETE', `/post/${id}`)).status).toBe(404);
    }
  });

  it('refuses anonymous callers on every mutating route (401) and strangers who see a post on the author’s (403)', async () => {
    const id = posts.public;
    for (const [method, path, body] of [
      ['GET', `/post/like-post/${id}`],
      ['GET', `/post/post-track/${id}`],
      ['POST', `/post/${id}/comments`, { body: 'hi' }],
      ['POST', `/post/share-post/${id}`, {}],
      ['POST', `/post/${id}/vote`, { option: 1 }],
      ['PATCH', `/users/post/${id}`, { body: 'x' }],
      ['DELETE', `/post/${id}`],
      ['POST', `/post/${id}/restore`],
      ['GET', `/post/my-quoted-post/${id}`],
    ] as const) {
      expect((await call('anonymous')(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect((await call('stranger')('PATCH', `/users/post/${id}`, { body: 'x' })).status).toBe(403);
    expect((await call('stranger')('DELETE', `/post/${id}`)).status).toBe(403);
    expect((await call('stranger')('POST', `/post/${id}/restore`)).status).toBe(404);
  });

  it('shares: only public posts; the quoted post disappears from a share when its author hides it', async () => {
    expect((await call('connection')('POST', `/post/share-post/${posts.connections}`, {})).status).toBe(422);
    const seen = await call('stranger')('GET', `/post/${shareOfPublic}`);
    expect(seen.body.sharedPost).toMatchObject({ id: posts.public });
    expect((await call('stranger')('GET', `/post/share-count/${posts.public}`)).body).toEqual({ count: 1 });
    const mine = await call('author')('GET', `/post/my-quoted-post/${posts.public}`);
    expect(mine.body.items.map((item: { id: number }) => item.id)).toEqual([shareOfPublic]);
    // A second share of a post now hidden: the share stays, its quote goes for those who may not see it.
    const second = await call('connection')('POST', `/post/share-post/${posts.public}`, { body: 'Again' });
    expect(second.status).toBe(201);
    // The home feed reads a page's shared posts apart from the page (post-sql.ts withSharedPosts), by the same rule.
    const inHomeFeed = async (viewer: Viewer) =>
      (await call(viewer)('GET', '/post?limit=100')).body.items.find((item: { id: number }) => item.id === second.body.id);
    expect((await inHomeFeed('connection'))?.sharedPost).toMatchObject({ id: posts.public, body: expect.any(String) });
    expect((await call('author')('PATCH', `/users/post/${posts.public}`, { visible: 'hide' })).status).toBe(200);
    const afterHide = await call('stranger')('GET', `/post/${second.body.id}`);
    expect(afterHide).toMatchObject({ status: 200, body: { sharedPostId: posts.public, sharedPost: null } });
    expect(JSON.stringify(afterHide.body)).not.toContain('A public post');
    expect((await call('author')('GET', `/post/${second.body.id}`)).body.sharedPost).toMatchObject({ id: posts.public });
    expect(await inHomeFeed('connection')).toMatchObject({ sharedPostId: posts.public, sharedPost: null });
    expect((await inHomeFeed('author'))?.sharedPost).toMatchObject({ id: posts.public });
    expect((await call('author')('PATCH', `/users/post/${posts.public}`, { visible: 'public' })).status).toBe(200);
  });
});
