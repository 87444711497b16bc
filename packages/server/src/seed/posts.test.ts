import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { DEMO_POSTS, seedPosts } from './posts.ts';

describe.each(databaseKinds)('demo posts on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  const counts = async () =>
    (
      await t.server.db.query<Record<string, number>>(
        `SELECT (SELECT count(*)::int FROM posts) AS posts, (SELECT count(*)::int FROM post_comments) AS comments,
                (SELECT count(*)::int FROM post_likes) AS likes, (SELECT count(*)::int FROM survey_votes) AS votes,
                (SELECT count(*)::int FROM club_members) AS members, (SELECT count(*)::int FROM company_followers) AS follows`,
      )
    )[0];

  it('shows a dozen posts of several kinds with hashtags, mentions, likes, comments and a survey', async () => {
    const ada = await call(t.url, 'POST', '/auth/sign-in', { body: { email: 'ada@dealgrow.io', password: DEMO_PASSWORD } });
    const token = ada.body.token as string;
    const all = await call(t.url, 'GET', '/post/all-posts?limit=100');
    // Mehmet's thank-you is for his connections only. (Other seeds add their own posts: company pages, clubs.)
    const demoBodies = new Set(DEMO_POSTS.map((post) => post.body));
    expect(all.body.items.filter((post: { body: string }) => demoBodies.has(post.body))).toHaveLength(DEMO_POSTS.length - 1);
    expect(new Set(all.body.items.map((post: { kind: string }) => post.kind))).toEqual(
      new Set(['body', 'article', 'event', 'product', 'survey']),
    );
    const home = await call(t.url, 'GET', '/post?limit=100', { token });
    expect(home.body.items.some((post: { authorType: string }) => post.authorType === 'company')).toBe(true);
    expect(home.body.items.some((post: { authorType: string }) => post.authorType === 'club')).toBe(true);
    expect(home.body.items.some((post: { visible: string }) => post.visible === 'connections')).toBe(true);
    const sourcing = await call(t.url, 'GET', '/post/hashtag/sourcing');
    expect(sourcing.body.total).toBe(2);
    const first = sourcing.body.items[0];
    expect(first).toMatchObject({ likes: 3, comments: 3, mentions: [{ username: 'sofia' }] });
    const survey = all.body.items.find((post: { kind: string }) => post.kind === 'survey');
    expect(survey.survey.options).toHaveLength(4);
    const seen = await call(t.url, 'GET', `/post/${survey.id}`, { token });
    expect(seen.body.survey.totalVotes).toBe(2);
  });

  it('changes nothing when run again', async () => {
    const before = await counts();
    await seedPosts(t.server.db);
    expect(await counts()).toEqual(before);
  });
});
