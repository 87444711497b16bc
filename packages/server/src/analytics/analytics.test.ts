import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { countStatements } from '../../test/statement-count.ts';
import { sendForm } from '../../test/uploads.ts';
import { createCompany } from '../companies/fixtures.ts';
import { addMember, as, type TestMember } from '../network/fixtures.ts';
import type { AnalyticsDay, PageAnalytics } from './schemas.ts';

describe.each(productionDatabase)('page analytics on %s', (kind) => {
  let t: TestServer;
  let owner: TestMember;
  let manager: TestMember;
  let visitorA: TestMember;
  let visitorB: TestMember;
  let stranger: TestMember;
  let otherOwner: TestMember;
  let clubOwner: TestMember;
  let clubAdmin: TestMember;
  let clubMember: TestMember;
  let companyId: number;
  let clubId: number;
  let postId: number;

  const analytics = async (member: TestMember, path: string): Promise<PageAnalytics> => {
    const answer = await as(t.url, member)('GET', path);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as PageAnalytics;
  };
  const today = (answer: PageAnalytics) => answer.days.at(-1) as AnalyticsDay;
  const yesterday = (answer: PageAnalytics) => answer.days.at(-2) as AnalyticsDay;
  const insertPost = async (values: { authorType: 'company' | 'club'; ownerId: number; authorId: number; body: string }) => {
    const [row] = await t.server.db.query<{ id: number }>(
      `INSERT INTO posts (kind, author_type, owner_id, author_id, body) VALUES ('body', $1, $2, $3, $4) RETURNING id`,
      [values.authorType, values.ownerId, values.authorId, values.body],
    );
    return (row as { id: number }).id;
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    const db = t.server.db;
    [owner, manager, stranger, otherOwner, clubOwner, clubAdmin, clubMember] = [
      await addMember(db),
      await addMember(db),
      await addMember(db),
      await addMember(db),
      await addMember(db),
      await addMember(db),
      await addMember(db),
    ];
    visitorA = await addMember(db, { industryId: 11 });
    visitorB = await addMember(db, { industryId: 11 });
    companyId = (await createCompany(t.url, owner)).id;
    expect((await as(t.url, owner)('POST', `/company/${companyId}/managers`, { userId: manager.id })).status).toBe(201);
    await createCompany(t.url, otherOwner);
    // visitorA works in Lyon at a company of 11-50 people.
    const [lyon] = await db.query<{ id: number }>(
      `INSERT INTO companies (name, slug, owner_id, size) VALUES ('Lyon Works', 'lyon-works-a', $1, '11-50') RETURNING id`,
      [otherOwner.id],
    );
    await db.query(
      `INSERT INTO user_experiences (user_id, title, company_id, location, start_date_year) VALUES ($1, 'Buyer', $2, 'Lyon', 2020)`,
      [visitorA.id, lyon?.id],
    );
    const club = await sendForm(t.url, 'POST', '/clubs', {
      token: clubOwner.token,
      fields: { name: 'Analytics Club', url: 'analytics-club' },
    });
    expect(club.status, JSON.stringify(club.body)).toBe(201);
    clubId = club.body.id;
    await db.query(`INSERT INTO club_members (club_id, user_id, role) VALUES ($1, $2, 'admin')`, [clubId, clubAdmin.id]);
    postId = await insertPost({ authorType: 'company', ownerId: companyId, authorId: owner.id, body: 'Our new catalogue is out' });
  });
  afterAll(async () => t?.close());

  it('counts each member’s view of the page, showroom, deal, product and post once a day, written in a batch', async () => {
    const db = t.server.db;
    const [deal] = await db.query<{ id: number }>(
      `INSERT INTO deals (title, type, company_id, author_id) VALUES ('Bulk steel', 'offer', $1, $2) RETURNING id`,
      [companyId, owner.id],
    );
    const [product] = await db.query<{ id: number }>(
      `INSERT INTO products (title, company_id, author_id) VALUES ('Steel beam', $1, $2) RETURNING id`,
      [companyId, owner.id],
    );
    for (const member of [visitorA, visitorB, visitorA, visitorB]) {
      for (const path of [
        `/company/${companyId}`,
        `/company/${companyId}/showroom`,
        `/deals/${deal?.id}`,
        `/products/${product?.id}`,
        `/post/post-track/${postId}`,
      ]) {
        expect((await as(t.url, member)('GET', path)).status).toBe(200);
      }
    }
    // Anonymous reads are not counted.
    expect((await call(t.url, 'GET', `/company/${companyId}`)).status).toBe(200);
    await t.server.pageViews.flush();
    const answer = await analytics(owner, `/company/${companyId}/analytics?range=7`);
    expect(today(answer)).toMatchObject({ page_views: 2, showroom_visits: 2, deal_views: 2, product_views: 2, impressions: 2 });
    expect(answer.totals.page_views).toEqual({ current: 2, previous: 0 });
    expect(answer.top_posts[0]).toMatchObject({ id: postId, excerpt: 'Our new catalogue is out', impressions: 2 });
    // Who the visitors are: counts only, never names.
    expect(answer.visitors.members).toBe(2);
    expect(answer.visitors.by_industry).toEqual([{ key: '11', label: 'Information Technology', members: 2 }]);
    expect(answer.visitors.by_city).toEqual([
      { key: 'lyon', label: 'Lyon', members: 1 },
      { key: null, label: null, members: 1 },
    ]);
    expect(answer.visitors.by_company_size).toEqual([
      { key: '11-50', label: '11-50', members: 1 },
      { key: null, label: null, members: 1 },
    ]);
    expect(JSON.stringify(answer)).not.toContain(visitorA.username);
    const french = await as(t.url, owner)('GET', `/company/${companyId}/analytics?range=7`, undefined, { 'accept-language': 'fr' });
    expect(french.body.visitors.by_industry[0].label).toBe('Technologies de l’information');
    // The next day counts again: one more row a member.
    await db.query(`UPDATE page_views SET viewed_on = viewed_on - 1 WHERE company_id = $1`, [companyId]);
    await as(t.url, visitorA)('GET', `/company/${companyId}`);
    await t.server.pageViews.flush();
    const later = await analytics(owner, `/company/${companyId}/analytics?range=7`);
    expect([yesterday(later).page_views, today(later).page_views]).toEqual([2, 1]);
  });

  it('shows a follow and an unfollow as new and lost, the audience at each day’s end, and the previous period', async () => {
    const db = t.server.db;
    const follow = (member: TestMember) => as(t.url, member)('GET', `/company/${companyId}/follow`);
    expect((await follow(visitorA)).body.isFollower).toBe(true);
    expect((await follow(visitorB)).body.isFollower).toBe(true);
    expect((await follow(visitorB)).body.isFollower).toBe(false);
    const week = await analytics(manager, `/company/${companyId}/analytics?range=7`);
    expect(today(week)).toMatchObject({ new: 2, lost: 1, net: 1, audience: 1 });
    expect(yesterday(week).audience).toBe(0);
    expect(week.audience).toBe(1);
    expect(week.totals.new).toEqual({ current: 2, previous: 0 });
    // visitorA's follow moved 10 days back: in the previous 7 days, in the current 30.
    await db.query(`UPDATE page_audience_events SET happened_at = now() - interval '10 days' WHERE company_id = $1 AND user_id = $2`, [
      companyId,
      visitorA.id,
    ]);
    const moved = await analytics(manager, `/company/${companyId}/analytics?range=7`);
    expect(moved.totals.new).toEqual({ current: 1, previous: 1 });
    expect(moved.totals.net).toEqual({ current: 0, previous: 1 });
    expect(moved.days).toHaveLength(7);
    expect(moved.previous_days).toHaveLength(7);
    expect(moved.days.every((day) => day.audience === 1)).toBe(true);
    const month = await analytics(manager, `/company/${companyId}/analytics?range=30`);
    expect(month).toMatchObject({ range: 30, to: today(month).day, from: month.days[0]?.day });
    expect(month.days).toHaveLength(30);
    expect(month.totals.new).toEqual({ current: 2, previous: 0 });
    expect(month.days.at(-11)?.new).toBe(1);
    expect((await analytics(manager, `/company/${companyId}/analytics`)).range).toBe(30);
    expect((await analytics(manager, `/company/${companyId}/analytics?range=90`)).days).toHaveLength(90);
  });

  it('counts likes, comments and shares of the page’s posts per day and per post', async () => {
    const db = t.server.db;
    expect((await as(t.url, visitorA)('GET', `/post/like-post/${postId}`)).status).toBe(200);
    const comment = await as(t.url, visitorB)('POST', `/post/${postId}/comments`, { body: 'Great news' });
    expect(comment.status, JSON.stringify(comment.body)).toBe(201);
    expect((await as(t.url, visitorA)('POST', `/post/${postId}/comments`, { body: 'Agreed' })).status).toBe(201);
    const share = await as(t.url, visitorB)('POST', `/post/share-post/${postId}`, { body: 'Look' });
    expect(share.status, JSON.stringify(share.body)).toBe(201);
    await db.query(`UPDATE post_comments SET created_at = now() - interval '1 day' WHERE id = $1`, [comment.body.id]);
    const answer = await analytics(owner, `/company/${companyId}/analytics?range=7`);
    expect(today(answer)).toMatchObject({ likes: 1, comments: 1, shares: 1 });
    expect(yesterday(answer)).toMatchObject({ comments: 1 });
    expect(answer.totals.comments).toEqual({ current: 2, previous: 0 });
    expect(answer.top_posts[0]).toMatchObject({ id: postId, likes: 1, comments: 2, shares: 1 });
  });

  it('answers a club’s members joined and left, its page views and its posts to its owner and admins', async () => {
    expect((await as(t.url, clubMember)('POST', `/clubs/${clubId}/request`)).status).toBe(201);
    expect((await as(t.url, visitorA)('POST', `/clubs/${clubId}/request`)).status).toBe(201);
    expect((await as(t.url, visitorA)('GET', `/clubs/${clubId}/leave`)).status).toBe(200);
    expect((await as(t.url, clubMember)('GET', `/clubs/${clubId}`)).status).toBe(200);
    const clubPost = await insertPost({ authorType: 'club', ownerId: clubId, authorId: clubOwner.id, body: 'Welcome' });
    expect((await as(t.url, clubMember)('GET', `/post/post-track/${clubPost}`)).status).toBe(200);
    await t.server.pageViews.flush();
    const answer = await analytics(clubAdmin, `/clubs/${clubId}/analytics?range=7`);
    // The owner joined on creating it, the admin was added, clubMember and visitorA joined, visitorA left.
    expect(today(answer)).toMatchObject({ new: 4, lost: 1, net: 3, audience: 3, page_views: 1, impressions: 1, posts: 1 });
    expect(answer.page).toEqual({ type: 'club', id: clubId });
    expect((await analytics(clubOwner, `/clubs/${clubId}/analytics?range=7`)).audience).toBe(3);
  });

  it('lets a page with followers and views be deleted, its figures with it', async () => {
    const db = t.server.db;
    const company = await createCompany(t.url, otherOwner);
    expect((await as(t.url, visitorA)('GET', `/company/${company.id}/follow`)).status).toBe(200);
    expect((await as(t.url, visitorA)('GET', `/company/${company.id}`)).status).toBe(200);
    await t.server.pageViews.flush();
    expect((await as(t.url, otherOwner)('DELETE', `/company/${company.id}`)).status).toBe(204);
    const [left] = await db.query<{ events: number; views: number }>(
      `SELECT (SELECT count(*)::int FROM page_audience_events WHERE company_id = $1) AS events,
              (SELECT count(*)::int FROM page_views WHERE company_id = $1) AS views`,
      [company.id],
    );
    expect(left).toEqual({ events: 0, views: 0 });
    // A view recorded for a page deleted before its batch is skipped, not an error.
    t.server.pageViews.record({ kind: 'company', itemId: company.id, companyId: company.id, userId: visitorA.id });
    await t.server.pageViews.flush();
  });

  it('refuses anyone but the page’s managers, a bad range and a bad id, in a bounded number of statements', async () => {
    const company = `/company/${companyId}/analytics`;
    const club = `/clubs/${clubId}/analytics`;
    expect((await call(t.url, 'GET', company)).status).toBe(401);
    expect((await call(t.url, 'GET', club)).status).toBe(401);
    // A stranger, a follower (visitorA) and another company's manager: 403 on the company.
    for (const member of [stranger, visitorA, otherOwner, clubOwner]) {
      const answer = await as(t.url, member)('GET', company);
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('forbidden');
    }
    // A stranger, a member, the company's owner: 403 on the club.
    for (const member of [stranger, clubMember, owner]) {
      const answer = await as(t.url, member)('GET', club, undefined, { 'accept-language': 'fr' });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Seuls le propriétaire et les administrateurs du club voient ses statistiques.');
    }
    expect((await as(t.url, owner)('GET', '/company/999999/analytics')).status).toBe(404);
    expect((await as(t.url, owner)('GET', '/clubs/999999/analytics')).status).toBe(404);
    for (const query of [
      'range=14',
      'range=abc',
      'range=',
      'range=7&range=30',
      'other=1',
      'range=1e400',
      'range=%00',
      'range=-7',
      'range=7.5',
    ]) {
      const answer = await as(t.url, owner)('GET', `${company}?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
    for (const id of ['x', '0', '2147483648', '1.5', '%00']) {
      expect((await as(t.url, owner)('GET', `/company/${id}/analytics`)).status, id).toBe(400);
      expect((await as(t.url, owner)('GET', `/clubs/${id}/analytics`)).status, id).toBe(400);
    }
    const counter = countStatements(t.server);
    try {
      expect(await counter.during(() => as(t.url, owner)('GET', `${company}?range=90`))).toBeLessThanOrEqual(3);
      expect(await counter.during(() => as(t.url, clubOwner)('GET', `${club}?range=90`))).toBeLessThanOrEqual(3);
    } finally {
      counter.restore();
    }
  });
});
