import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient, type DealgrowClient } from '../client.ts';
import { createTransport } from '../transport/client.ts';
import type { Company } from './companies.ts';
import { companyReadsResource } from './company-reads.ts';

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);
const png = (name = 'logo.png') => new File([PNG], name, { type: 'image/png' });

let made = 0;
const uniqueSlug = () => `sdk-co-${Date.now().toString(36)}-${++made}`;

async function signedIn(url: string): Promise<{ client: DealgrowClient; id: number }> {
  const client = createClient({ baseURL: url, retry: false });
  const session = await client.auth.signUp(newMember());
  if (!session.success) throw new Error(`sign-up failed: ${session.error.message}`);
  client.setToken(session.data.token);
  return { client, id: session.data.user.id };
}

/** Walks an async iterable into an array. */
async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe('companies through the SDK (every route of the companies resource)', () => {
  let t: TestServer;
  let ada: DealgrowClient;
  let adaId: number;
  let ben: DealgrowClient;
  let benId: number;
  let anonymous: DealgrowClient;

  /** A company Ada owns. */
  async function adaCompany(fields: { name?: string } = {}): Promise<Company> {
    const slug = uniqueSlug();
    const created = await ada.companies.create({ name: fields.name ?? `Company ${slug}`, slug });
    if (!created.success) throw new Error(`create failed: ${created.error.message}`);
    return created.data;
  }

  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
    ({ client: ada, id: adaId } = await signedIn(t.url));
    ({ client: ben, id: benId } = await signedIn(t.url));
    anonymous = createClient({ baseURL: t.url, retry: false });
  });
  afterAll(async () => t?.close());

  it('creates a company (multipart, with a logo and a cover), reads it by id and slug, edits it', async () => {
    const types = await anonymous.companies.types();
    expect(types.success, JSON.stringify(types.error)).toBe(true);
    const type = types.data?.find((entry) => entry.key === 'privately_held');
    expect(type?.name).toBeTruthy();

    const slug = uniqueSlug();
    expect((await anonymous.companies.slugAvailable(slug)).data).toEqual({ available: true });
    const created = await ada.companies.create({
      name: 'Solar Works',
      slug,
      typeId: type?.id,
      about: 'Panels.',
      website: 'https://solar.example.com',
      size: '11-50',
      foundedYear: 2012,
      logo: png(),
      cover_image: png('cover.png'),
    });
    expect(created.success, JSON.stringify(created.error)).toBe(true);
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      name: 'Solar Works',
      slug,
      about: 'Panels.',
      size: '11-50',
      founded_year: 2012,
      type: { key: 'privately_held' },
      followers: 0,
      isOwner: true,
      isManager: true,
    });
    expect(created.data?.logo).toEqual(expect.any(String));
    expect(created.data?.cover_image).toEqual(expect.any(String));
    const id = created.data?.id ?? 0;
    expect((await anonymous.companies.slugAvailable(slug)).data).toEqual({ available: false });

    expect((await anonymous.companies.get(id)).data).toMatchObject({ id, slug, isOwner: false, isFollower: false });
    expect((await anonymous.companies.get(slug)).data?.id).toBe(id);

    const updated = await ada.companies.update(id, { about: 'Panels and inverters.', location: 'Lyon' });
    expect(updated.data).toMatchObject({ about: 'Panels and inverters.', location: 'Lyon' });
    const logo = await ada.companies.updateLogo(id, png('new-logo.png'));
    expect(logo.success, JSON.stringify(logo.error)).toBe(true);
    expect(logo.data?.logo).not.toBe(created.data?.logo);
    const cover = await ada.companies.updateCoverImage(id, png('new-cover.png'));
    expect(cover.data?.cover_image).not.toBe(created.data?.cover_image);
    expect((await ada.companies.removeField(id, 'about')).data?.about).toBeNull();
    expect((await ada.companies.removeField(id, 'cover_image')).data?.cover_image).toBeNull();

    // Only members see the logo once its visibility is `members`.
    expect((await ada.companies.setPictureVisibility(id, 'members')).data?.profile_picture_visibility).toBe('members');
    expect((await anonymous.companies.get(id)).data?.logo).toBeNull();
    expect((await ben.companies.get(id)).data?.logo).toEqual(expect.any(String));
  });

  it('maps refusals to their status and code', async () => {
    const company = await adaCompany();
    const taken = await ben.companies.create({ name: 'Copycat', slug: company.slug });
    expect(taken).toMatchObject({ success: false, status: 409, error: { code: 'slug_taken' } });
    expect(taken.error?.message).toBeTruthy();
    expect(await anonymous.companies.create({ name: 'Nobody', slug: uniqueSlug() })).toMatchObject({ success: false, status: 401 });
    expect(await ben.companies.update(company.id, { name: 'Mine now' })).toMatchObject({ success: false, status: 403 });
    expect(await ben.companies.remove(company.id)).toMatchObject({ success: false, status: 403 });
    const missing = await anonymous.companies.get(999_999);
    expect(missing).toMatchObject({ success: false, status: 404, error: { code: 'not_found' } });
    expect(await anonymous.companies.toggleFollow(company.id)).toMatchObject({ success: false, status: 401 });
    const invalid = await ada.companies.create({ name: '', slug: '' });
    expect(invalid).toMatchObject({ success: false, status: 400, error: { code: 'validation_failed' } });
  });

  it('lists every company, mine and followed, and walks the lists with each… iterators', async () => {
    const marker = `Zephyr${Date.now().toString(36)}`;
    const companies = [await adaCompany({ name: `${marker} One` }), await adaCompany({ name: `${marker} Two` })];
    const list = await anonymous.companies.list({ q: marker });
    expect(list.data).toMatchObject({ total: 2, page: 1, limit: 25 });
    expect(list.data?.items.map((company) => company.id)).toEqual([companies[1]?.id, companies[0]?.id]);
    const walked = await collect(anonymous.companies.eachList({ q: marker, limit: 1 }));
    expect(walked.map((company) => company.id)).toEqual(list.data?.items.map((company) => company.id));
    const everyOne = await collect(anonymous.companies.eachList({ limit: 2 }));
    expect(everyOne.length).toBe((await anonymous.companies.list()).data?.total);

    const mine = await ada.companies.mine({ includeManagers: '1' });
    expect(mine.data?.map((company) => company.id)).toEqual(expect.arrayContaining(companies.map((company) => company.id)));
    expect(mine.data?.[0]?.managers?.[0]).toMatchObject({ role: 'owner', member: { id: adaId } });
    expect(await anonymous.companies.mine()).toMatchObject({ success: false, status: 401 });

    for (const company of companies) expect((await ben.companies.toggleFollow(company.id)).data?.isFollower).toBe(true);
    const followed = await ben.companies.followed();
    expect(followed.data?.items.map((company) => company.id)).toEqual([companies[1]?.id, companies[0]?.id]);
    const eachFollowed = await collect(ben.companies.eachFollowed({ limit: 1 }));
    expect(eachFollowed.map((company) => company.id)).toEqual([companies[1]?.id, companies[0]?.id]);
  });

  it('follows and unfollows, with the count, through the full resource and the embed reads', async () => {
    const company = await adaCompany();
    expect((await ben.companies.isFollower(company.id)).data).toEqual({ isFollower: false, followers: 0 });
    expect((await ben.companies.toggleFollow(company.id)).data).toEqual({ isFollower: true, followers: 1 });
    expect((await ben.companies.isFollower(company.id)).data).toEqual({ isFollower: true, followers: 1 });
    expect((await ben.companies.get(company.id)).data).toMatchObject({ isFollower: true, followers: 1 });

    // The embed's slim factory answers the same, on its own transport.
    const reads = companyReadsResource(createTransport({ baseURL: t.url, retry: false }));
    expect((await reads.get(company.slug)).data).toMatchObject({ id: company.id, followers: 1, isFollower: false });
    expect(await reads.follow(company.id)).toMatchObject({ success: false, status: 401 });
    expect(await reads.isFollower(company.id)).toMatchObject({ success: false, status: 401 });
    expect((await reads.deals(company.id)).data).toMatchObject({ total: 0, items: [] });
    expect((await ben.companies.toggleFollow(company.id)).data).toEqual({ isFollower: false, followers: 0 });
  });

  it('adds and removes showroom items, and lists the company’s products and deals', async () => {
    const company = await adaCompany();
    const picture = await ada.companies.addShowroomItem(company.id, { title: 'Our range', description: 'All of it', image: png() });
    expect(picture.success, JSON.stringify(picture.error)).toBe(true);
    expect(picture.data).toMatchObject({ type: 'default', title: 'Our range', position: 1 });
    expect(picture.data?.image).toEqual(expect.any(String));
    const video = await ada.companies.addShowroomItem(company.id, {
      title: 'Tour',
      type: 'video',
      url: 'https://videos.example.com/tour.mp4',
    });
    expect(video.data).toMatchObject({ type: 'video', url: 'https://videos.example.com/tour.mp4', position: 2 });
    expect((await anonymous.companies.showroom(company.id)).data?.map((item) => item.title)).toEqual(['Our range', 'Tour']);
    expect(await ben.companies.addShowroomItem(company.id, { title: 'Nope' })).toMatchObject({ success: false, status: 403 });
    expect((await ada.companies.deleteShowroomItem(company.id, picture.data?.id ?? 0)).status).toBe(204);
    expect((await anonymous.companies.showroom(company.id)).data?.map((item) => item.title)).toEqual(['Tour']);

    await t.server.db.query(
      `INSERT INTO products (title, company_id, author_id, stock) VALUES ('None left', $1, $2, 0), ('Plenty', $1, $2, 5), ('More', $1, $2, 2)`,
      [company.id, adaId],
    );
    expect((await anonymous.companies.products(company.id, 'all')).data?.total).toBe(3);
    expect((await anonymous.companies.products(company.id, 'active')).data?.total).toBe(2);
    const products = await collect(anonymous.companies.eachProducts(company.id, 'all', { limit: 2 }));
    expect(products.map((product) => product.title).sort()).toEqual(['More', 'None left', 'Plenty']);

    for (const title of ['Panels', 'Inverters', 'Batteries']) {
      const deal = await ada.deals.create({ title, type: 'offer', company_id: company.id });
      expect(deal.success, JSON.stringify(deal.error)).toBe(true);
    }
    const deals = await anonymous.companies.deals(company.id, { limit: 2 });
    expect(deals.data).toMatchObject({ total: 3, limit: 2 });
    expect(deals.data?.items.map((deal) => deal.title)).toEqual(['Batteries', 'Inverters']);
    const eachDeal = await collect(anonymous.companies.eachDeals(company.id, { limit: 2 }));
    expect(eachDeal.map((deal) => deal.title)).toEqual(['Batteries', 'Inverters', 'Panels']);
  });

  it('lists the timeline and activities of posts made as the company, and pins one', async () => {
    const company = await adaCompany();
    // SPEC §6: posting as a company needs a SHOP membership (sold by the memberships issue; set here).
    await t.server.db.query(`UPDATE companies SET membership_type = 'SHOP' WHERE id = $1`, [company.id]);
    const first = await ada.posts.createBodyPost({ body: 'First as the company', shareType: 'company', authorId: company.id });
    expect(first.success, JSON.stringify(first.error)).toBe(true);
    const second = await ada.posts.createBodyPost({ body: 'Second as the company', shareType: 'company', authorId: company.id });
    const firstId = first.data?.id ?? 0;
    const secondId = second.data?.id ?? 0;

    const timeline = await anonymous.companies.timeline(company.id);
    expect(timeline.data?.items.map((post) => post.id)).toEqual([secondId, firstId]);
    expect((await collect(anonymous.companies.eachTimeline(company.id, { limit: 1 }))).map((post) => post.id)).toEqual([secondId, firstId]);
    const activities = await anonymous.companies.activities(company.id);
    expect(activities.data?.items.map((post) => post.id)).toEqual(expect.arrayContaining([secondId, firstId]));
    expect((await collect(anonymous.companies.eachActivities(company.id, { limit: 1 }))).length).toBe(activities.data?.total);

    const pinned = await ada.companies.pinPost(company.id, firstId, true);
    expect(pinned.success, JSON.stringify(pinned.error)).toBe(true);
    expect(pinned.data?.id).toBe(firstId);
    expect((await anonymous.companies.get(company.id)).data?.pinnedPostId).toBe(firstId);
    expect(await ben.companies.pinPost(company.id, firstId, false)).toMatchObject({ success: false, status: 403 });
    await ada.companies.pinPost(company.id, firstId, false);
    expect((await anonymous.companies.get(company.id)).data?.pinnedPostId).toBeNull();
  });

  it('adds and removes managers; the last owner stays', async () => {
    const company = await adaCompany();
    const added = await ada.companies.addManager(company.id, { userId: benId });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({ role: 'manager', member: { id: benId } });
    expect(await ada.companies.addManager(company.id, { userId: benId })).toMatchObject({ success: false, status: 409 });
    expect((await ben.companies.managers(company.id)).data?.map((manager) => manager.member.id)).toEqual([adaId, benId]);
    expect((await ben.companies.get(company.id)).data).toMatchObject({ isManager: true, isOwner: false });
    expect(await anonymous.companies.managers(company.id)).toMatchObject({ success: false, status: 401 });

    const lastOwner = await ada.companies.removeManager(company.id, adaId);
    expect(lastOwner).toMatchObject({ success: false, status: 409, error: { code: 'last_owner' } });
    expect(await ben.companies.removeManager(company.id, adaId)).toMatchObject({ success: false, status: 403 });
    expect((await ada.companies.removeManager(company.id, benId, { leadsTo: adaId, removeFromDeals: true })).status).toBe(204);
    expect((await ada.companies.managers(company.id)).data?.map((manager) => manager.member.id)).toEqual([adaId]);
  });

  it('reviews: write, read with the average, like, edit, received and sent, delete', async () => {
    const company = await adaCompany();
    expect(await ada.companies.createReview(company.id, { content: 'My own', rate: 5 })).toMatchObject({ success: false, status: 403 });
    const review = await ben.companies.createReview(company.id, { content: 'Reliable supplier.', rate: 4 });
    expect(review.status).toBe(201);
    expect(review.data).toMatchObject({
      content: 'Reliable supplier.',
      rate: 4,
      likes: 0,
      author: { id: benId },
      company: { id: company.id },
    });
    const reviewId = review.data?.id ?? 0;
    const again = await ben.companies.createReview(company.id, { content: 'Again', rate: 1 });
    expect(again).toMatchObject({ success: false, status: 409, error: { code: 'already_reviewed' } });

    expect((await anonymous.companies.reviews(company.id)).data).toMatchObject({ total: 1, average: 4 });
    expect((await collect(anonymous.companies.eachReviews(company.id))).map((entry) => entry.id)).toEqual([reviewId]);
    expect((await ada.companies.toggleReviewLike(company.id, reviewId)).data).toMatchObject({ likes: 1, didLike: true });
    expect((await ben.companies.updateReview(company.id, reviewId, { rate: 5 })).data).toMatchObject({
      rate: 5,
      content: 'Reliable supplier.',
    });
    expect(await ada.companies.updateReview(company.id, reviewId, { rate: 1 })).toMatchObject({ success: false, status: 403 });

    const received = await anonymous.companies.reviewsReceived(company.id);
    expect(received.data?.items[0]).toMatchObject({ id: reviewId, subject: { kind: 'company', id: company.id } });
    expect((await collect(anonymous.companies.eachReviewsReceived(company.id))).map((entry) => entry.id)).toEqual([reviewId]);
    expect((await anonymous.companies.reviewsSent(benId)).data?.items.map((entry) => entry.id)).toEqual([reviewId]);
    expect((await collect(anonymous.companies.eachReviewsSent(benId))).map((entry) => entry.id)).toEqual([reviewId]);

    expect((await ben.companies.deleteReview(company.id, reviewId)).status).toBe(204);
    expect((await anonymous.companies.reviews(company.id)).data).toMatchObject({ total: 0, average: null });
  });

  it('deletes a company (its owner only)', async () => {
    const company = await adaCompany();
    expect(await anonymous.companies.remove(company.id)).toMatchObject({ success: false, status: 401 });
    const removed = await ada.companies.remove(company.id);
    expect(removed).toMatchObject({ success: true, status: 204 });
    expect(await anonymous.companies.get(company.id)).toMatchObject({ success: false, status: 404 });
  });
});
