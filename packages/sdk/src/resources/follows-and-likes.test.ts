import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient, type DealgrowClient } from '../client.ts';

let made = 0;
const uniqueSlug = () => `sdk-pairs-${Date.now().toString(36)}-${++made}`;

async function signedIn(url: string, retry = false): Promise<{ client: DealgrowClient; id: number }> {
  const client = createClient({ baseURL: url, ...(retry ? { retry: { baseDelay: 1, maxDelay: 5 } } : { retry: false }) });
  const session = await client.auth.signUp(newMember());
  if (!session.success) throw new Error(`sign-up failed: ${session.error.message}`);
  client.setToken(session.data.token);
  return { client, id: session.data.user.id };
}

const bodyOf = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });

/**
 * A proxy in front of the real server that passes every call on, but answers the first call of `method path` with a
 * 503 after the server applied it (a gateway losing the answer): what a retried toggle would apply twice.
 */
async function losingProxy(target: string, lose: { method: string; path: string }) {
  const seen: string[] = [];
  let lost = false;
  const server: Server = createHttpServer(async (request, response) => {
    const body = await bodyOf(request);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name, value]) => typeof value === 'string' && !['host', 'connection'].includes(name)),
    ) as Record<string, string>;
    const answer = await fetch(`${target}${request.url}`, {
      method: request.method ?? 'GET',
      headers,
      ...(body.length ? { body: new Uint8Array(body) } : {}),
    });
    const text = await answer.text();
    seen.push(`${request.method} ${request.url}`);
    if (!lost && request.method === lose.method && request.url === lose.path) {
      lost = true;
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '0' });
      response.end(JSON.stringify({ message: 'Bad gateway day.', code: 'unavailable' }));
      return;
    }
    const out: Record<string, string> = { 'content-type': answer.headers.get('content-type') ?? 'application/json' };
    const replayed = answer.headers.get('idempotent-replayed');
    if (replayed) out['idempotent-replayed'] = replayed;
    response.writeHead(answer.status, out);
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the idempotent pairs through the SDK: follow / unfollow, like / unlike, review likes, recommendations', () => {
  let t: TestServer;
  let ada: DealgrowClient;
  let ben: DealgrowClient;
  let benId: number;
  let anonymous: DealgrowClient;
  let companyId: number;

  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
    ({ client: ada } = await signedIn(t.url));
    ({ client: ben, id: benId } = await signedIn(t.url));
    anonymous = createClient({ baseURL: t.url, retry: false });
    const slug = uniqueSlug();
    const company = await ada.companies.create({ name: `Company ${slug}`, slug });
    if (!company.success) throw new Error(company.error.message);
    companyId = company.data.id;
  });
  afterAll(async () => t?.close());

  it('follows and unfollows a company; twice is once; signed out is 401', async () => {
    expect((await ben.companies.follow(companyId)).data).toEqual({ isFollower: true, followers: 1 });
    expect((await ben.companies.follow(companyId)).data).toEqual({ isFollower: true, followers: 1 });
    expect((await ben.companies.unfollow(companyId)).data).toEqual({ isFollower: false, followers: 0 });
    expect((await ben.companies.unfollow(companyId)).data).toEqual({ isFollower: false, followers: 0 });
    expect(await anonymous.companies.follow(companyId)).toMatchObject({ success: false, status: 401 });
    expect(await anonymous.companies.unfollow(companyId)).toMatchObject({ success: false, status: 401 });
    expect(await ben.companies.follow(999_999)).toMatchObject({ success: false, status: 404 });
  });

  it('likes and unlikes a post; twice is once', async () => {
    const post = await ada.posts.createBodyPost({ body: 'Pairs' });
    const id = post.data?.id ?? 0;
    expect((await ben.posts.like(id)).data).toEqual({ liked: true, likes: 1 });
    expect((await ben.posts.like(id)).data).toEqual({ liked: true, likes: 1 });
    expect((await ben.posts.unlike(id)).data).toEqual({ liked: false, likes: 0 });
    expect((await ben.posts.unlike(id)).data).toEqual({ liked: false, likes: 0 });
    expect(await anonymous.posts.like(id)).toMatchObject({ success: false, status: 401 });
    // The toggle is still there, and agrees.
    expect((await ben.posts.togglePostLike(id)).data).toEqual({ liked: true, likes: 1 });
  });

  it('likes and unlikes a deal review and a company review', async () => {
    const deal = await ada.deals.create({ title: 'Organic cotton', type: 'offer', company_id: companyId });
    expect(deal.success, JSON.stringify(deal.error)).toBe(true);
    const dealId = deal.data?.id ?? 0;
    const review = await ben.deals.createReview(dealId, { content: 'Great', rate: 5 });
    const reviewId = review.data?.id ?? 0;
    expect((await ada.deals.likeReview(dealId, reviewId)).data).toMatchObject({ id: reviewId, likes: 1, didLike: true });
    expect((await ada.deals.likeReview(dealId, reviewId)).data).toMatchObject({ likes: 1, didLike: true });
    expect((await ada.deals.unlikeReview(dealId, reviewId)).data).toMatchObject({ likes: 0, didLike: false });
    expect((await ada.deals.unlikeReview(dealId, reviewId)).data).toMatchObject({ likes: 0, didLike: false });
    expect(await anonymous.deals.likeReview(dealId, reviewId)).toMatchObject({ success: false, status: 401 });

    const companyReview = await ben.companies.createReview(companyId, { content: 'Solid', rate: 4 });
    const companyReviewId = companyReview.data?.id ?? 0;
    expect((await ada.companies.likeReview(companyId, companyReviewId)).data).toMatchObject({ likes: 1, didLike: true });
    expect((await ada.companies.unlikeReview(companyId, companyReviewId)).data).toMatchObject({ likes: 0, didLike: false });
  });

  it('shows and hides a recommendation (its recipient only)', async () => {
    const { client: carl, id: carlId } = await signedIn(t.url);
    await t.server.db.query(`INSERT INTO friendships (user_id, friend_id, status) VALUES ($1, $2, 'accept')`, [carlId, benId]);
    const written = await carl.users.recommendMember({ userId: benId, data: 'Knows the trade.' });
    const id = written.data?.id ?? 0;
    expect((await ben.users.showRecommendation(id)).data).toMatchObject({ id, visible: true });
    expect((await ben.users.showRecommendation(id)).data).toMatchObject({ id, visible: true });
    expect((await ben.users.hideRecommendation(id)).data).toMatchObject({ id, visible: false });
    expect((await ben.users.hideRecommendation(id)).data).toMatchObject({ id, visible: false });
    expect(await carl.users.showRecommendation(id)).toMatchObject({ success: false, status: 403 });
    expect(await anonymous.users.hideRecommendation(id)).toMatchObject({ success: false, status: 401 });
  });

  it('never retries a GET toggle: applied, answered 503 on the way back, it is not sent again', async () => {
    const proxy = await losingProxy(t.url, { method: 'GET', path: `/company/${companyId}/follow` });
    try {
      const { client: dee } = await signedIn(proxy.url, true);
      const toggled = await dee.companies.toggleFollow(companyId);
      expect(toggled).toMatchObject({ success: false, status: 503, retryAfter: 0 });
      expect(proxy.seen.filter((call) => call === `GET /company/${companyId}/follow`)).toHaveLength(1);
      // The server applied it once: the member follows (a second send would have flipped it back).
      expect((await dee.companies.isFollower(companyId)).data?.isFollower).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  it('retries PUT and DELETE: applied, answered 503, sent again, and still applied once', async () => {
    const proxy = await losingProxy(t.url, { method: 'PUT', path: `/company/${companyId}/follower` });
    try {
      const { client: eve } = await signedIn(proxy.url, true);
      const before = (await eve.companies.isFollower(companyId)).data?.followers ?? 0;
      const followed = await eve.companies.follow(companyId);
      expect(followed).toMatchObject({ success: true, data: { isFollower: true, followers: before + 1 } });
      expect(proxy.seen.filter((call) => call === `PUT /company/${companyId}/follower`)).toHaveLength(2);
    } finally {
      await proxy.close();
    }
  });
});
