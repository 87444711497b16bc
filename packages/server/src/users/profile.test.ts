import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { countStatements } from '../../test/statement-count.ts';
import { sendForm } from '../../test/uploads.ts';

describe.each(productionDatabase)('public profiles on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('answers a demo member by username, whatever the case, without signing in and without private fields', async () => {
    const answer = await call(t.url, 'GET', '/users/profile/ADA');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(
      [
        'id',
        'username',
        'firstName',
        'lastName',
        'profilePhotoUrl',
        'jobTitle',
        'companyName',
        'bio',
        'country',
        'connectionsTotal',
        'mutualConnectionsTotal',
        'friendship',
      ].sort(),
    );
    expect(answer.body).toMatchObject({
      username: 'ada',
      firstName: 'Ada',
      lastName: 'Laurent',
      jobTitle: 'Head of Partnerships',
      companyName: 'Northwind Supply',
      country: 'FR',
    });
    expect(answer.body.profilePhotoUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\/default-profile\.svg$/);
    expect(JSON.stringify(answer.body)).not.toContain('@dealgrow.io');
  });

  it('answers the same member by id, and with a token too', async () => {
    const member = await signUp(t.url);
    const byId = await call(t.url, 'GET', `/users/profile/${member.user.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id: member.user.id, username: member.username, firstName: member.firstName, jobTitle: null });
    const signedIn = await call(t.url, 'GET', `/users/profile/${member.username}`, { token: member.token });
    expect(signedIn.body).toEqual(byId.body);
    expect(JSON.stringify(byId.body)).not.toContain(member.email);
  });

  it('prefers the id when a username is made of the same digits, and falls back to the username otherwise', async () => {
    const digits = await signUp(t.url, { username: '987654' });
    expect((await call(t.url, 'GET', '/users/profile/987654')).body.id).toBe(digits.user.id);
    const first = await call(t.url, 'GET', '/users/profile/1');
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(1);
  });

  it('answers 404 not_found naming the unknown id or username', async () => {
    const unknownName = await call(t.url, 'GET', '/users/profile/nobody-here');
    expect(unknownName).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(unknownName.body.message).toContain('nobody-here');
    expect((await call(t.url, 'GET', '/users/profile/99999999')).status).toBe(404);
    expect((await call(t.url, 'GET', '/users/profile/99999999999999')).status).toBe(404);
  });

  it('answers 400 for a malformed id before looking anything up', async () => {
    for (const key of ['-ada', 'a%20b', `${'a'.repeat(31)}`, '%C3%A9']) {
      const answer = await call(t.url, 'GET', `/users/profile/${key}`);
      expect(answer.status, key).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
  });

  const connect = (a: { user: { id: number } }, b: { user: { id: number } }, status = 'accept') =>
    t.server.db.query('INSERT INTO friendships (user_id, friend_id, status) VALUES ($1, $2, $3)', [a.user.id, b.user.id, status]);

  it('counts connections publicly, the connections in common for a signed-in viewer, and answers their friendship', async () => {
    const member = await signUp(t.url);
    const viewer = await signUp(t.url);
    const shared = await signUp(t.url);
    const other = await signUp(t.url);
    await connect(member, shared);
    await connect(viewer, shared, 'friends');
    await connect(other, member);
    await connect(viewer, other, 'pending_first_second');
    // A removed connection counts for nothing.
    const removed = await signUp(t.url);
    await t.server.db.query(`INSERT INTO friendships (user_id, friend_id, status, deleted_at) VALUES ($1, $2, 'reject', now())`, [
      member.user.id,
      removed.user.id,
    ]);

    const signedOut = await call(t.url, 'GET', `/users/profile/${member.user.id}`);
    expect(signedOut.body).toMatchObject({ connectionsTotal: 2, mutualConnectionsTotal: null, friendship: null });
    const own = await call(t.url, 'GET', `/users/profile/${member.user.id}`, { token: member.token });
    expect(own.body).toMatchObject({ connectionsTotal: 2, mutualConnectionsTotal: null, friendship: null });
    const seen = await call(t.url, 'GET', `/users/profile/${member.user.id}`, { token: viewer.token });
    expect(seen.body).toMatchObject({ connectionsTotal: 2, mutualConnectionsTotal: 1, friendship: null });

    await connect(member, viewer, 'pending_first_second');
    const pending = await call(t.url, 'GET', `/users/profile/${member.username}`, { token: viewer.token });
    expect(pending.body.friendship).toEqual({
      id: expect.any(Number),
      status: 'pending_first_second',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted_at: null,
      user_id: member.user.id,
      friend_id: viewer.user.id,
      sender: {
        id: member.user.id,
        username: member.username,
        firstName: member.firstName,
        lastName: member.lastName,
        profilePhotoUrl: expect.stringMatching(/default-profile\.svg$/),
        jobTitle: null,
        companyName: null,
      },
      receiver: expect.objectContaining({ id: viewer.user.id, username: viewer.username }),
    });
    expect(pending.body.connectionsTotal).toBe(2);
    const fromOtherSide = await call(t.url, 'GET', `/users/profile/${viewer.user.id}`, { token: member.token });
    expect(fromOtherSide.body.friendship.id).toBe(pending.body.friendship.id);
    expect(JSON.stringify(pending.body)).not.toContain(member.email);
    expect(JSON.stringify(pending.body)).not.toContain(viewer.email);
  });

  it('answers the whole profile by id or username, and one’s own with the e-mail and settings', async () => {
    const member = await signUp(t.url);
    const stranger = await signUp(t.url);
    await call(t.url, 'POST', '/users/skills', { token: member.token, body: { skills: ['Sourcing', 'Export'] } });
    const byName = await call(t.url, 'GET', `/users/profile/${member.username}/info`);
    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({
      id: member.user.id,
      connectionsTotal: 0,
      experiences: [],
      educations: [],
      skills: ['Sourcing', 'Export'],
      interests: [],
      businessOffers: [],
      recommendations: [],
    });
    expect((await call(t.url, 'GET', `/users/profile/${member.user.id}/info`, { token: stranger.token })).body.skills).toEqual([
      'Sourcing',
      'Export',
    ]);
    for (const token of [undefined, stranger.token, member.token]) {
      const text = JSON.stringify((await call(t.url, 'GET', `/users/profile/${member.user.id}/info`, { token })).body);
      expect(text).not.toContain(member.email);
      expect(text).not.toContain('email');
    }
    const own = await call(t.url, 'GET', '/users/profile-information', { token: member.token });
    expect(own.body).toMatchObject({
      id: member.user.id,
      email: member.email,
      profilePictureVisibility: 'public',
      connectionsVisibility: 'connections',
      industry_id: null,
      skills: ['Sourcing', 'Export'],
      mutualConnectionsTotal: null,
      friendship: null,
    });
    expect((await call(t.url, 'GET', '/users/profile-information')).status).toBe(401);
    expect((await call(t.url, 'GET', '/users/profile/nobody-here/info')).status).toBe(404);
    expect((await call(t.url, 'GET', '/users/profile/-x/info')).status).toBe(400);
  });

  it('answers a demo member’s whole profile in SPEC order, with visible recommendations and their authors', async () => {
    const ada = await call(t.url, 'GET', '/users/profile/ada/info');
    expect(ada.body.connectionsTotal).toBeGreaterThanOrEqual(2);
    expect(ada.body.experiences[0]).toMatchObject({ end_date_year: null, company: { slug: 'northwind-supply' } });
    const ends = ada.body.experiences.slice(1).map((job: { end_date_year: number }) => job.end_date_year);
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
    expect(ada.body.recommendations.every((item: { visible: boolean }) => item.visible)).toBe(true);
    expect(ada.body.recommendations[0].author).toMatchObject({ username: expect.any(String), jobTitle: expect.any(String) });
  });

  it('pages a member’s products newest first, and answers 404 for an unknown member', async () => {
    const member = await signUp(t.url);
    const ids: number[] = [];
    for (const title of ['Oak table', 'Pine chair', 'Oak shelf']) {
      const created = await sendForm(t.url, 'POST', '/products', { token: member.token, fields: { title, description: 'Solid wood.' } });
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }
    const page = await call(t.url, 'GET', `/users/${member.user.id}/products?limit=2`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page.body.items.map((item: { id: number }) => item.id)).toEqual([ids[2], ids[1]]);
    expect(page.body.items[0]).toMatchObject({ author_id: member.user.id, can_edit: false });
    const mine = await call(t.url, 'GET', `/users/${member.user.id}/products?page=2&limit=2`, { token: member.token });
    expect(mine.body.items).toMatchObject([{ id: ids[0], can_edit: true }]);
    const search = await call(t.url, 'GET', `/users/${member.user.id}/products?search=oak`);
    expect(search.body).toMatchObject({ total: 2 });
    const empty = await signUp(t.url);
    expect((await call(t.url, 'GET', `/users/${empty.user.id}/products`)).body).toEqual({ items: [], total: 0, page: 1, limit: 24 });
    expect((await call(t.url, 'GET', '/users/99999999/products')).status).toBe(404);
  });

  it('reads a profile, a whole profile, the visit logs and a member’s products in one statement each (the session aside)', async () => {
    const viewer = await signUp(t.url);
    await call(t.url, 'POST', '/users/visit-profile/1', { token: viewer.token });
    const counter = countStatements(t.server);
    try {
      for (const path of [
        '/users/profile/ada',
        '/users/profile/ada/info',
        '/users/profile-information',
        '/users/visit-logs',
        '/users/1/products',
      ]) {
        // The first read caches the session; the second is the one counted.
        let answer = await call(t.url, 'GET', path, { token: viewer.token });
        const statements = await counter.during(async () => {
          answer = await call(t.url, 'GET', path, { token: viewer.token });
        });
        expect(answer.status, path).toBe(200);
        expect(statements, path).toBeLessThanOrEqual(1);
      }
    } finally {
      counter.restore();
    }
  });
});
