import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { EXE, type FormFile, PNG, sendForm } from '../../test/uploads.ts';
import { addMember, as, type TestMember } from '../network/fixtures.ts';
import { createCompany } from './fixtures.ts';

describe.each(productionDatabase)('company showroom, products and timelines on %s', (kind) => {
  let t: TestServer;
  let owner: TestMember;
  let follower: TestMember;
  let stranger: TestMember;
  let company: { id: number };

  /** A post made as the company, `hoursAgo` old. */
  async function companyPost(body: string, visible = 'public', hoursAgo = 0, companyId = company.id) {
    const [row] = await t.server.db.query<{ id: number }>(
      `INSERT INTO posts (kind, author_type, owner_id, author_id, body, visible, created_at, updated_at)
       VALUES ('body', 'company', $1, $2, $3, $4, now() - make_interval(hours => $5), now() - make_interval(hours => $5)) RETURNING id`,
      [companyId, owner.id, body, visible, hoursAgo],
    );
    return (row as { id: number }).id;
  }
  const ids = (answer: { body: { items: Array<{ id: number }> } }) => answer.body.items.map((item) => item.id);

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    [owner, follower, stranger] = [await addMember(t.server.db), await addMember(t.server.db), await addMember(t.server.db)];
    company = await createCompany(t.url, owner);
    await as(t.url, follower)('GET', `/company/${company.id}/follow`);
  });
  afterAll(async () => t?.close());

  it('adds, lists and removes showroom items (pictures and videos) for managers only', async () => {
    const path = `/company/${company.id}/showroom`;
    expect((await call(t.url, 'GET', path)).body).toEqual([]);
    const add = (member: TestMember | undefined, fields: Record<string, string>, files: FormFile[] = []) =>
      sendForm(t.url, 'POST', path, { ...(member ? { token: member.token } : {}), fields, files });
    expect((await add(undefined, { title: 'x' })).status).toBe(401);
    expect((await add(stranger, { title: 'x' })).status).toBe(403);
    expect((await add(owner, {})).status).toBe(400);
    expect((await add(owner, { title: 'Video', type: 'video' })).body).toMatchObject({ fields: { url: expect.any(String) } });
    expect((await add(owner, { title: 'Bad', url: 'ftp://example.com/x' })).status).toBe(400);
    expect((await add(owner, { title: 'Bad', type: 'audio' })).status).toBe(400);
    expect((await add(owner, { title: 'Exe' }, [{ field: 'image', name: 'a.png', data: EXE }])).status).toBe(415);
    const picture = await add(owner, { title: 'Our range', description: 'All of it' }, [
      { field: 'image', name: 'range.png', data: PNG, type: 'image/png' },
    ]);
    expect(picture).toMatchObject({
      status: 201,
      body: { type: 'default', title: 'Our range', description: 'All of it', url: null, position: 1 },
    });
    expect((await fetch(picture.body.image)).status).toBe(200);
    const video = await add(owner, { title: 'Tour', type: 'video', url: 'https://videos.example.com/tour.mp4' });
    expect(video.body).toMatchObject({ type: 'video', url: 'https://videos.example.com/tour.mp4', image: null, position: 2 });
    expect((await call(t.url, 'GET', path)).body.map((item: { id: number }) => item.id)).toEqual([picture.body.id, video.body.id]);
    expect((await call(t.url, 'GET', '/company/999999/showroom')).status).toBe(404);

    const remove = (member: TestMember | undefined, id: number, companyId = company.id) =>
      as(t.url, member)('DELETE', `/company/${companyId}/showroom/${id}`);
    const other = await createCompany(t.url, stranger);
    expect((await remove(undefined, picture.body.id)).status).toBe(401);
    expect((await remove(stranger, picture.body.id)).status).toBe(403);
    expect((await remove(stranger, picture.body.id, other.id)).status).toBe(404);
    expect((await remove(owner, picture.body.id)).status).toBe(204);
    expect((await remove(owner, picture.body.id)).status).toBe(404);
    expect((await fetch(picture.body.image)).status).toBe(404);
    expect((await call(t.url, 'GET', path)).body).toHaveLength(1);
  });

  it('lists the company’s products: all, or only those in stock', async () => {
    const other = await createCompany(t.url, owner);
    await t.server.db.query(
      `INSERT INTO products (title, company_id, author_id, stock) VALUES ('None left', $1, $2, 0), ('Plenty', $1, $2, 5), ('Uncounted', $1, $2, NULL), ('Elsewhere', $3, $2, 1)`,
      [company.id, owner.id, other.id],
    );
    const all = await call(t.url, 'GET', `/company/${company.id}/products/all`, { token: owner.token });
    expect(all.body).toMatchObject({ total: 3, page: 1, limit: 24 });
    expect(all.body.items.map((item: { title: string }) => item.title).sort()).toEqual(['None left', 'Plenty', 'Uncounted']);
    expect(all.body.items[0]).toMatchObject({ can_edit: true, company: { id: company.id }, files: [] });
    const active = await call(t.url, 'GET', `/company/${company.id}/products/active?limit=1`);
    expect(active.body).toMatchObject({ total: 2, limit: 1 });
    expect(active.body.items[0].can_edit).toBe(false);
    expect((await call(t.url, 'GET', `/company/${company.id}/products/sold`)).status).toBe(400);
    expect((await call(t.url, 'GET', '/company/999999/products/all')).status).toBe(404);
  });

  it('shows the timeline as each post’s visibility allows, the pinned post first', async () => {
    const timelineOf = await createCompany(t.url, owner);
    const old = await companyPost('Old news', 'public', 48, timelineOf.id);
    const followersOnly = await companyPost('For followers', 'connections', 24, timelineOf.id);
    const hidden = await companyPost('Draft', 'hide', 12, timelineOf.id);
    const fresh = await companyPost('Fresh news', 'public', 1, timelineOf.id);
    await as(t.url, follower)('GET', `/company/${timelineOf.id}/follow`);
    const path = `/company/${timelineOf.id}/timeline`;
    const anonymous = await call(t.url, 'GET', path);
    expect(ids(anonymous)).toEqual([fresh, old]);
    expect(anonymous.body).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(anonymous.body.items[0]).toMatchObject({ authorType: 'company', company: { id: timelineOf.id } });
    expect(ids(await as(t.url, follower)('GET', path))).toEqual([fresh, followersOnly, old]);
    expect(ids(await as(t.url, owner)('GET', path))).toEqual([fresh, hidden, followersOnly, old]);
    expect((await call(t.url, 'GET', '/company/999999/timeline')).status).toBe(404);

    // Pinning: managers only, posts of the company only.
    const pin = (member: TestMember | undefined, postId: number, pinned: unknown = true) =>
      as(t.url, member)('PATCH', `/company/${timelineOf.id}/post/${postId}`, { pinned });
    expect((await pin(undefined, old)).status).toBe(401);
    expect((await pin(stranger, old)).status).toBe(403);
    expect((await pin(owner, old, 'yes')).status).toBe(400);
    expect((await pin(owner, 999999)).status).toBe(404);
    const elsewhere = await companyPost('Another page', 'public', 0, company.id);
    expect((await pin(owner, elsewhere)).body).toMatchObject({ code: 'validation_failed', fields: { postId: expect.any(String) } });
    expect((await pin(owner, old)).body).toMatchObject({ id: old, body: 'Old news' });
    expect((await call(t.url, 'GET', `/company/${timelineOf.id}`)).body.pinnedPostId).toBe(old);
    expect(ids(await call(t.url, 'GET', path))).toEqual([old, fresh]);
    expect(ids(await as(t.url, owner)('GET', `${path}?limit=2`))).toEqual([old, fresh]);
    expect(ids(await as(t.url, owner)('GET', `${path}?limit=2&page=2`))).toEqual([hidden, followersOnly]);
    expect((await as(t.url, owner)('GET', `${path}?limit=2&page=2`)).body.total).toBe(4);
    // A pinned post the viewer may not see is not shown to them.
    expect((await pin(owner, hidden)).status).toBe(200);
    expect(ids(await call(t.url, 'GET', path))).toEqual([fresh, old]);
    expect(ids(await as(t.url, owner)('GET', path))).toEqual([hidden, fresh, followersOnly, old]);
    expect((await pin(owner, hidden, false)).status).toBe(200);
    expect((await call(t.url, 'GET', `/company/${timelineOf.id}`)).body.pinnedPostId).toBeNull();
    expect(ids(await as(t.url, owner)('GET', path))).toEqual([fresh, hidden, followersOnly, old]);
  });

  it('shows the company’s activity: its posts and the posts that share them', async () => {
    const active = await createCompany(t.url, owner);
    const own = await companyPost('Launch day', 'public', 5, active.id);
    const shared = await as(t.url, follower)('POST', `/post/share-post/${own}`, { body: 'Look at this' });
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
    const share = shared.body.id as number;
    await t.server.db.query('INSERT INTO posts (kind, author_id, owner_id, body) VALUES ($1, $2, $2, $3)', [
      'body',
      stranger.id,
      'Unrelated',
    ]);
    const activity = await call(t.url, 'GET', `/company/${active.id}/activities`);
    expect(activity.body).toMatchObject({ total: 2 });
    expect(ids(activity)).toEqual([share, own]);
    expect(activity.body.items[0]).toMatchObject({ sharedPost: { id: own } });
    expect((await call(t.url, 'GET', '/company/999999/activities')).status).toBe(404);
  });
});
