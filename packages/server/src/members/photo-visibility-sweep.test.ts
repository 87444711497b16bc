import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { sendForm } from '../../test/uploads.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';

/**
 * docs/network.md "Photo visibility", swept over the answers photo-visibility.test.ts does not open: products and
 * their reviews, posts and their likes, company managers and reviews, clubs and their members, leads (detail,
 * lists, comments, activities), notifications, profile visits and recommendations. Each answer is walked for every
 * summary or card of the photo's owner; a viewer the visibility does not allow must get the default image in all of
 * them, one it allows the photo.
 */
describe('photo visibility swept over every answer with a member in it', () => {
  let t: TestServer;
  let owner: TestMember;
  let friend: TestMember;
  let stranger: TestMember;
  const KEY = 'sweep-photo-key.jpg';
  const DEFAULT = /\/assets\/default-profile\.svg$/;
  let places: Array<{ path: string; viewers: Array<TestMember | undefined> }> = [];

  /** Every profilePhotoUrl given for `owner` anywhere in `value` (a card, a summary, an actor, a participant…). */
  function ownerPhotos(value: unknown, found: string[] = []): string[] {
    if (Array.isArray(value)) for (const item of value) ownerPhotos(item, found);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.id === owner.id && typeof record.profilePhotoUrl === 'string') found.push(record.profilePhotoUrl);
      for (const inner of Object.values(record)) ownerPhotos(inner, found);
    }
    return found;
  }

  /** The photos of `owner` that `viewer` is given, by place; each place must carry at least one. */
  async function photosSeenBy(viewer: TestMember | undefined) {
    const seen: Record<string, string[]> = {};
    for (const place of places) {
      if (!place.viewers.includes(viewer)) continue;
      const answer = await as(t.url, viewer)('GET', place.path);
      expect.soft(answer.status, `${place.path} ${JSON.stringify(answer.body)}`).toBe(200);
      const photos = ownerPhotos(answer.body);
      expect.soft(photos.length, `${place.path} carries the owner`).toBeGreaterThan(0);
      seen[place.path] = photos;
    }
    return seen;
  }

  const setVisibility = async (visibility: string) =>
    expect((await as(t.url, owner)('PATCH', '/users/profile-picture/visibility', { visibility })).status).toBe(200);

  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
    const db = t.server.db;
    [owner, friend, stranger] = [await addMember(db), await addMember(db), await addMember(db)];
    await befriend(db, owner, friend);
    await db.query(`UPDATE users SET profile_photo_url = $2 WHERE id = $1`, [
      owner.id,
      `${t.url}/api/azure/download?blobName=${KEY}&returnAsBlob=false`,
    ]);
    const one = async (sql: string, params: unknown[]) => ((await db.query<{ id: number }>(sql, params))[0] as { id: number }).id;
    const everyone = [undefined, stranger, friend];
    const members = [stranger, friend];

    // Products: the owner's own (detail and list), and a review of the stranger's.
    const product = await one(`INSERT INTO products (title, author_id) VALUES ('Sweep product', $1) RETURNING id`, [owner.id]);
    const reviewed = await one(`INSERT INTO products (title, author_id) VALUES ('Reviewed product', $1) RETURNING id`, [stranger.id]);
    await db.query(`INSERT INTO product_reviews (product_id, author_id, content, rate) VALUES ($1, $2, 'Fine', 4)`, [reviewed, owner.id]);

    // A company the owner manages, which the owner reviewed too; a club the owner founded.
    const company = await one(`INSERT INTO companies (name, slug, owner_id) VALUES ('Sweep co', $1, $2) RETURNING id`, [
      `sweep-${owner.id}`,
      stranger.id,
    ]);
    await db.query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [company, owner.id]);
    await db.query(`INSERT INTO company_reviews (company_id, author_id, content, rate) VALUES ($1, $2, 'Reliable', 5)`, [
      company,
      owner.id,
    ]);
    const club = await one(`INSERT INTO clubs (name, slug, owner_id) VALUES ('Sweep club', $1, $2) RETURNING id`, [
      `sweep-club-${owner.id}`,
      owner.id,
    ]);
    await db.query(`INSERT INTO club_members (club_id, user_id, role) VALUES ($1, $2, 'owner')`, [club, owner.id]);

    // A public post by the owner, and the owner's like on the stranger's post (the stranger is notified).
    const created = await sendForm(t.url, 'POST', '/post/body-post', { token: owner.token, fields: { body: 'Sweep post' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const theirs = await sendForm(t.url, 'POST', '/post/body-post', { token: stranger.token, fields: { body: 'Like me' } });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    expect((await as(t.url, owner)('POST', `/post/${theirs.body.id}/comments`, { body: 'Nice' })).status).toBe(201);
    const liked = await as(t.url, owner)('GET', `/post/like-post/${theirs.body.id}`);
    expect(liked.status, JSON.stringify(liked.body)).toBeLessThan(300);

    // A lead the owner sends on the stranger's deal, commented by the owner; the stranger receives it.
    const deal = await one(`INSERT INTO deals (title, type, author_id) VALUES ('Sweep deal', 'offer', $1) RETURNING id`, [stranger.id]);
    const lead = await sendForm(t.url, 'POST', '/lead', { token: owner.token, fields: { deal_id: deal, type: 'buy' } });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
    const comment = await sendForm(t.url, 'POST', `/lead/comments/${lead.body.id}`, { token: owner.token, fields: { text: 'Any news?' } });
    expect(comment.status, JSON.stringify(comment.body)).toBe(201);

    // The owner visits the stranger's profile and recommends them (shown on their profile).
    expect((await as(t.url, owner)('POST', `/users/visit-profile/${stranger.id}`)).status).toBeLessThan(300);
    await db.query(`INSERT INTO recommendations (author_id, recipient_id, data, visible) VALUES ($1, $2, 'Great to work with', true)`, [
      owner.id,
      stranger.id,
    ]);

    places = [
      { path: `/products/${product}`, viewers: everyone },
      { path: '/products/new-products?limit=50', viewers: everyone },
      { path: `/products/${reviewed}/reviews`, viewers: everyone },
      { path: `/post/${created.body.id}`, viewers: everyone },
      { path: `/post/likes/${theirs.body.id}`, viewers: members },
      { path: `/company/${company}/managers`, viewers: [stranger] },
      { path: `/company/${company}/reviews/received`, viewers: everyone },
      { path: `/clubs/${club}`, viewers: everyone },
      { path: `/clubs/${club}/members`, viewers: members },
      { path: `/users/profile/${stranger.username}/info`, viewers: everyone },
      { path: `/lead/detail/${lead.body.id}`, viewers: [stranger] },
      { path: '/lead/receiver', viewers: [stranger] },
      { path: `/lead/comments/${lead.body.id}`, viewers: [stranger] },
      { path: '/notifications', viewers: [stranger] },
      { path: '/users/visit-logs', viewers: [stranger] },
    ];
  });
  afterAll(async () => t?.close());

  /** Asserts every photo each place gave: the owner's photo when `shown`, the default image otherwise. */
  function expectPhotos(seen: Record<string, string[]>, shown: boolean) {
    for (const [place, urls] of Object.entries(seen)) {
      for (const url of urls) {
        if (shown) expect.soft(url, place).toContain(KEY);
        else expect.soft(url, place).toMatch(DEFAULT);
      }
    }
  }

  it('gives a connections-only photo to none but connections, in every answer', async () => {
    await setVisibility('connections');
    expectPhotos(await photosSeenBy(undefined), false);
    expectPhotos(await photosSeenBy(stranger), false);
    expectPhotos(await photosSeenBy(friend), true);
  });

  it('gives a members-only photo to signed-in members only, in every answer', async () => {
    await setVisibility('members');
    expectPhotos(await photosSeenBy(undefined), false);
    expectPhotos(await photosSeenBy(stranger), true);
    expectPhotos(await photosSeenBy(friend), true);
  });

  it('gives a public photo to everyone, unsigned', async () => {
    await setVisibility('public');
    const plain = `${t.url}/api/azure/download?blobName=${KEY}&returnAsBlob=false`;
    for (const viewer of [undefined, stranger, friend]) {
      for (const [place, urls] of Object.entries(await photosSeenBy(viewer))) for (const url of urls) expect.soft(url, place).toBe(plain);
    }
  });
});
