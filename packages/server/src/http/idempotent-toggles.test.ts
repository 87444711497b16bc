import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { sendForm } from '../../test/uploads.ts';
import { createCompany } from '../companies/fixtures.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';

/**
 * The idempotent pairs beside SPEC's GET toggles (docs/posts.md, docs/companies-and-clubs.md): PUT sets, DELETE
 * unsets, twice is once, and each answers the resulting state as its toggle does.
 */
describe.each(databaseKinds)('idempotent toggles on %s', (kind) => {
  let t: TestServer;
  let owner: TestMember;
  let member: TestMember;
  let stranger: TestMember;

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    [owner, member, stranger] = [await addMember(t.server.db), await addMember(t.server.db), await addMember(t.server.db)];
  });
  afterAll(async () => t?.close());

  it('follows a company with PUT and stops with DELETE, each twice the same as once', async () => {
    const company = await createCompany(t.url, owner);
    const path = `/company/${company.id}/follower`;
    expect(await as(t.url, member)('PUT', path)).toMatchObject({ status: 200, body: { isFollower: true, followers: 1 } });
    expect(await as(t.url, member)('PUT', path)).toMatchObject({ status: 200, body: { isFollower: true, followers: 1 } });
    expect((await as(t.url, member)('GET', `/company/is-follower/${company.id}`)).body).toEqual({ isFollower: true, followers: 1 });
    expect(await as(t.url, member)('DELETE', path)).toMatchObject({ status: 200, body: { isFollower: false, followers: 0 } });
    expect(await as(t.url, member)('DELETE', path)).toMatchObject({ status: 200, body: { isFollower: false, followers: 0 } });
    // The toggle shares the logic: it follows again.
    expect((await as(t.url, member)('GET', `/company/${company.id}/follow`)).body).toEqual({ isFollower: true, followers: 1 });
    expect((await call(t.url, 'PUT', path)).status).toBe(401);
    expect((await call(t.url, 'DELETE', path)).status).toBe(401);
    expect((await as(t.url, member)('PUT', '/company/999999/follower')).status).toBe(404);
    for (const bad of ['x', '0', '-1', '2147483648']) {
      expect((await as(t.url, member)('PUT', `/company/${bad}/follower`)).status).toBe(400);
      expect((await as(t.url, member)('DELETE', `/company/${bad}/follower`)).status).toBe(400);
    }
  });

  it('likes a post with PUT and takes it back with DELETE; a post I may not see is 404', async () => {
    const post = async (visible: string) => {
      const created = await sendForm(t.url, 'POST', '/post/body-post', {
        token: owner.token,
        fields: { body: `A ${visible} post`, visible },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.id as number;
    };
    const id = await post('public');
    const path = `/post/${id}/like`;
    expect(await as(t.url, member)('PUT', path)).toMatchObject({ status: 200, body: { liked: true, likes: 1 } });
    expect(await as(t.url, member)('PUT', path)).toMatchObject({ status: 200, body: { liked: true, likes: 1 } });
    expect((await as(t.url, member)('GET', `/post/like-control/${id}`)).body).toEqual({ liked: true, likes: 1 });
    expect(await as(t.url, member)('DELETE', path)).toMatchObject({ status: 200, body: { liked: false, likes: 0 } });
    expect(await as(t.url, member)('DELETE', path)).toMatchObject({ status: 200, body: { liked: false, likes: 0 } });
    expect((await as(t.url, member)('GET', `/post/like-post/${id}`)).body).toEqual({ liked: true, likes: 1 });
    expect((await call(t.url, 'PUT', path)).status).toBe(401);
    expect((await call(t.url, 'DELETE', path)).status).toBe(401);
    expect((await as(t.url, member)('PUT', '/post/x/like')).status).toBe(400);
    expect((await as(t.url, member)('DELETE', '/post/2147483648/like')).status).toBe(400);
    expect((await as(t.url, member)('PUT', '/post/2000000000/like')).status).toBe(404);
    // A connections-only post: a stranger may not like it, nor learn it exists.
    const hidden = await post('connections');
    expect((await as(t.url, stranger)('PUT', `/post/${hidden}/like`)).status).toBe(404);
    expect((await as(t.url, stranger)('DELETE', `/post/${hidden}/like`)).status).toBe(404);
  });

  it('likes a deal review with PUT and takes it back with DELETE', async () => {
    const company = await createCompany(t.url, owner);
    const deal = await sendForm(t.url, 'POST', '/deals', {
      token: owner.token,
      fields: { title: 'Organic cotton, 2 tonnes', type: 'offer', company_id: company.id },
    });
    expect(deal.status, JSON.stringify(deal.body)).toBe(201);
    const review = await as(t.url, stranger)('POST', `/deals/${deal.body.id}/reviews`, { content: 'Great', rate: 4 });
    expect(review.status).toBe(201);
    const path = `/deals/${deal.body.id}/reviews/${review.body.id}/like`;
    expect(await as(t.url, member)('PUT', path)).toMatchObject({ status: 200, body: { id: review.body.id, likes: 1, didLike: true } });
    expect(await as(t.url, member)('PUT', path)).toMatchObject({ status: 200, body: { likes: 1, didLike: true } });
    expect(await as(t.url, member)('DELETE', path)).toMatchObject({ status: 200, body: { likes: 0, didLike: false } });
    expect(await as(t.url, member)('DELETE', path)).toMatchObject({ status: 200, body: { likes: 0, didLike: false } });
    expect((await as(t.url, member)('GET', `/deals/${deal.body.id}/reviews/${review.body.id}`)).body).toMatchObject({
      likes: 1,
      didLike: true,
    });
    expect((await call(t.url, 'PUT', path)).status).toBe(401);
    expect((await call(t.url, 'DELETE', path)).status).toBe(401);
    expect((await as(t.url, member)('PUT', `/deals/${deal.body.id}/reviews/x/like`)).status).toBe(400);
    expect((await as(t.url, member)('PUT', `/deals/${deal.body.id}/reviews/999999/like`)).status).toBe(404);
    expect((await as(t.url, member)('DELETE', `/deals/999999/reviews/${review.body.id}/like`)).status).toBe(404);
  });

  it('shows a recommendation with PUT and hides it with DELETE; its recipient only', async () => {
    const author = await addMember(t.server.db);
    const recipient = await addMember(t.server.db);
    await befriend(t.server.db, recipient, author, 'accept');
    const written = await as(t.url, author)('POST', '/users/recommendations', { userId: recipient.id, data: 'Reliable and quick.' });
    expect(written.status).toBe(201);
    const path = `/users/recommendations/${written.body.id}/visible`;
    expect(await as(t.url, recipient)('PUT', path)).toMatchObject({ status: 200, body: { id: written.body.id, visible: true } });
    expect(await as(t.url, recipient)('PUT', path)).toMatchObject({ status: 200, body: { visible: true } });
    expect(await as(t.url, recipient)('DELETE', path)).toMatchObject({ status: 200, body: { visible: false } });
    expect(await as(t.url, recipient)('DELETE', path)).toMatchObject({ status: 200, body: { visible: false } });
    expect((await as(t.url, recipient)('GET', `/users/recommendations/${written.body.id}/toggle`)).body.visible).toBe(true);
    // Its author may not show or hide it (403); anyone else does not see it (404); signed out 401; a bad id 400.
    expect(await as(t.url, author)('DELETE', path)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect((await as(t.url, stranger)('PUT', path)).status).toBe(404);
    expect((await call(t.url, 'PUT', path)).status).toBe(401);
    expect((await call(t.url, 'DELETE', path)).status).toBe(401);
    expect((await as(t.url, recipient)('PUT', '/users/recommendations/x/visible')).status).toBe(400);
    expect((await as(t.url, recipient)('PUT', '/users/recommendations/999999/visible')).status).toBe(404);
    expect((await as(t.url, recipient)('GET', `/users/recommendations/${written.body.id}/toggle`)).body.visible).toBe(false);
  });

  it('answers the same state to a retried PUT with its Idempotency-Key, marked as a replay', async () => {
    const company = await createCompany(t.url, owner);
    const put = () =>
      as(t.url, stranger)('PUT', `/company/${company.id}/follower`, undefined, { 'idempotency-key': `follow-${company.id}` });
    const first = await put();
    const again = await put();
    expect(first.body).toEqual({ isFollower: true, followers: 1 });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });
});
