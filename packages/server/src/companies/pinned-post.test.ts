import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { addMember, as, type TestMember } from '../network/fixtures.ts';
import { createCompany } from './fixtures.ts';

/**
 * A company's `pinnedPostId` is the id of a post: it is given only to a viewer who may see that post (the post
 * visibility rule, posts/post-sql.ts), on the company page and in every list of companies.
 */
describe.each(productionDatabase)('a company’s pinned post id on %s', (kind) => {
  let t: TestServer;
  let owner: TestMember;
  let follower: TestMember;
  let stranger: TestMember;
  let company: { id: number; slug: string };

  async function companyPost(visible: string) {
    const [row] = await t.server.db.query<{ id: number }>(
      `INSERT INTO posts (kind, author_type, owner_id, author_id, body, visible) VALUES ('body', 'company', $1, $2, 'Pinned', $3) RETURNING id`,
      [company.id, owner.id, visible],
    );
    return (row as { id: number }).id;
  }
  const pin = async (postId: number) =>
    expect((await as(t.url, owner)('PATCH', `/company/${company.id}/post/${postId}`, { pinned: true })).status).toBe(200);

  /** The pinned id `member` is given on each company read: the page by id and by slug, and the lists. */
  async function pinnedSeenBy(member: TestMember | undefined) {
    const call = as(t.url, member);
    const inList = (answer: { body: { items: Array<{ id: number; pinnedPostId: number | null }> } }) =>
      answer.body.items.find((item) => item.id === company.id)?.pinnedPostId;
    const seen = [
      (await call('GET', `/company/${company.id}`)).body.pinnedPostId,
      (await call('GET', `/company/${company.slug}`)).body.pinnedPostId,
      inList(await call('GET', `/company?limit=100`)),
    ];
    if (member) {
      const followed = await call('GET', '/company/followed?limit=100');
      if (followed.body.items.some((item: { id: number }) => item.id === company.id)) seen.push(inList(followed));
      const mine = (await call('GET', '/company/my')).body as Array<{ id: number; pinnedPostId: number | null }>;
      const own = mine.find((item) => item.id === company.id);
      if (own) seen.push(own.pinnedPostId);
    }
    return [...new Set(seen)];
  }

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    [owner, follower, stranger] = [await addMember(t.server.db), await addMember(t.server.db), await addMember(t.server.db)];
    company = (await createCompany(t.url, owner)) as { id: number; slug: string };
    expect((await as(t.url, follower)('GET', `/company/${company.id}/follow`)).status).toBeLessThan(300);
  });
  afterAll(async () => t?.close());

  it('gives a public pinned post’s id to everyone', async () => {
    const post = await companyPost('public');
    await pin(post);
    for (const viewer of [undefined, stranger, follower, owner]) expect(await pinnedSeenBy(viewer)).toEqual([post]);
  });

  it('gives a followers-only pinned post’s id to followers and managers, not to others', async () => {
    const post = await companyPost('connections');
    await pin(post);
    expect(await pinnedSeenBy(undefined)).toEqual([null]);
    expect(await pinnedSeenBy(stranger)).toEqual([null]);
    expect(await pinnedSeenBy(follower)).toEqual([post]);
    expect(await pinnedSeenBy(owner)).toEqual([post]);
  });

  it('gives the id of a post the managers pinned for themselves only to them', async () => {
    const post = await companyPost('hide');
    await pin(post);
    expect(await pinnedSeenBy(undefined)).toEqual([null]);
    expect(await pinnedSeenBy(stranger)).toEqual([null]);
    expect(await pinnedSeenBy(follower)).toEqual([null]);
    expect(await pinnedSeenBy(owner)).toEqual([post]);
  });
});
