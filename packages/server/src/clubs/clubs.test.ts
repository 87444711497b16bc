import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { countStatements } from '../../test/statement-count.ts';
import { type FormFile, PDF, PNG, sendForm } from '../../test/uploads.ts';
import { addMember, as, type TestMember } from '../network/fixtures.ts';

describe.each(productionDatabase)('clubs on %s', (kind) => {
  let t: TestServer;
  let owner: TestMember;
  let admin: TestMember;
  let joiner: TestMember;
  let decliner: TestMember;
  let stranger: TestMember;
  let closedId: number;
  let openId: number;
  const posts: Record<string, number> = {};

  const form = (
    member: TestMember | undefined,
    method: string,
    path: string,
    fields: Record<string, string> = {},
    files: FormFile[] = [],
  ) => sendForm(t.url, method, path, { ...(member ? { token: member.token } : {}), fields, files });
  const post = async (member: TestMember, fields: Record<string, string | number>) => {
    const made = await sendForm(t.url, 'POST', '/post/body-post', { token: member.token, fields });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.id as number;
  };
  const timelineIds = async (member: TestMember | undefined, id: number) => {
    const answer = await as(t.url, member)('GET', `/clubs/${id}/timeline?limit=100`);
    expect(answer.status).toBe(200);
    return (answer.body.items as { id: number }[]).map((item) => item.id);
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    const db = t.server.db;
    [owner, admin, joiner, decliner, stranger] = [
      await addMember(db, { firstName: 'Olive', lastName: 'Owner' }),
      await addMember(db, { firstName: 'Adam', lastName: 'Admin' }),
      await addMember(db, { firstName: 'Joan', lastName: 'Joiner' }),
      await addMember(db, { firstName: 'Dave', lastName: 'Declined' }),
      await addMember(db, { firstName: 'Sam', lastName: 'Stranger' }),
    ];
  });
  afterAll(async () => t?.close());

  it('creates a club with a logo: the creator owns it and is its first member; its URL is then taken', async () => {
    const created = await form(
      owner,
      'POST',
      '/clubs',
      { name: ' Harbour Traders ', url: 'Harbour-Traders', description: 'Ports and freight.', privacy: 'closed' },
      [{ field: 'logo', name: 'logo.png', data: PNG, type: 'image/png' }],
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Harbour Traders',
      slug: 'harbour-traders',
      description: 'Ports and freight.',
      privacy: 'closed',
      owner: { id: owner.id, firstName: 'Olive' },
      members: 1,
      isMember: true,
      isOwner: true,
      role: 'owner',
      requestPending: false,
      pendingRequests: 0,
    });
    closedId = created.body.id;
    const logo = created.body.logo as string;
    expect(logo).toMatch(/\/api\/azure\/download\?blobName=.+&returnAsBlob=false$/);
    const image = await fetch(logo);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const check = (url: string) => as(t.url, undefined)('POST', '/clubs/unique-url-control', { url });
    expect((await check('HARBOUR-traders')).body).toEqual({ available: false });
    expect((await check('harbour-traders-2')).body).toEqual({ available: true });
    for (const bad of ['ab', '-harbour', 'harbour--traders', 'harbour_traders', 'me', 'my-clubs', 'x'.repeat(61)]) {
      expect((await check(bad)).body, bad).toEqual({ available: false });
    }
    const again = await form(stranger, 'POST', '/clubs', { name: 'Copy', url: 'harbour-traders' });
    expect(again).toMatchObject({ status: 409, body: { code: 'slug_taken', fields: { url: expect.any(String) } } });

    const open = await form(owner, 'POST', '/clubs', { name: 'Open Quay', url: 'open-quay' });
    expect(open.status).toBe(201);
    expect(open.body).toMatchObject({ privacy: 'open', description: null, logo: null, members: 1 });
    openId = open.body.id;
    await t.server.db.query(`INSERT INTO club_members (club_id, user_id, role) VALUES ($1, $2, 'admin')`, [closedId, admin.id]);
  });

  it('answers bad input with 4xx and a message', async () => {
    const cases: Array<[Promise<{ status: number; body: { message?: string; code?: string } }>, number]> = [
      [form(owner, 'POST', '/clubs', { url: 'no-name-club' }), 400],
      [form(owner, 'POST', '/clubs', { name: '   ', url: 'blank-name-club' }), 400],
      [form(owner, 'POST', '/clubs', { name: 'Bad URL', url: 'bad url!' }), 400],
      [form(owner, 'POST', '/clubs', { name: 'Reserved', url: 'joined-clubs' }), 400],
      [form(owner, 'POST', '/clubs', { name: 'Secret', url: 'secret-club', privacy: 'secret' }), 400],
      [form(owner, 'POST', '/clubs', { name: 'Extra', url: 'extra-club', colour: 'red' }), 400],
      [form(owner, 'POST', '/clubs', { name: 'PDF logo', url: 'pdf-logo' }, [{ field: 'logo', name: 'logo.png', data: PDF }]), 415],
      [form(owner, 'POST', '/clubs', { name: 'Cover', url: 'cover-club' }, [{ field: 'cover', name: 'c.png', data: PNG }]), 400],
      [as(t.url, owner)('POST', '/clubs', { name: 'JSON', url: 'json-club' }), 415],
      [form(owner, 'PATCH', `/clubs/${closedId}`, { url: 'a' }), 400],
      [form(owner, 'PATCH', `/clubs/${closedId}`, { url: 'open-quay' }), 409],
      [as(t.url, owner)('GET', '/clubs/abc'), 400],
      [as(t.url, owner)('GET', '/clubs/0/members'), 400],
      [as(t.url, owner)('GET', '/clubs?limit=1000'), 400],
      [as(t.url, owner)('GET', '/clubs?q=%00'), 400],
      [as(t.url, owner)('POST', '/clubs/unique-url-control', {}), 400],
      [as(t.url, owner)('GET', `/clubs/${closedId}/request/1/maybe`), 400],
      [as(t.url, owner)('GET', '/clubs/2147483648'), 400],
    ];
    for (const [answer, status] of cases) {
      const { status: got, body } = await answer;
      expect(got, JSON.stringify(body)).toBe(status);
      expect(body.message).toEqual(expect.any(String));
    }
    // Nothing was made by the refused forms.
    expect((await as(t.url, owner)('GET', `/clubs/my-clubs/${owner.id}`)).body.total).toBe(2);
  });

  it('refuses every mutating route to anonymous callers (401)', async () => {
    const anonymous = as(t.url, undefined);
    const routes: Array<[string, string]> = [
      ['POST', `/clubs/${closedId}/request`],
      ['GET', `/clubs/${closedId}/request`],
      ['GET', `/clubs/${closedId}/request/1/approve`],
      ['GET', `/clubs/${closedId}/leave`],
      ['GET', `/clubs/${closedId}/remove/${admin.id}`],
      ['DELETE', `/clubs/${closedId}`],
      ['GET', '/clubs/me?postingAs=true'],
    ];
    for (const [method, path] of routes) expect((await anonymous(method, path)).status, `${method} ${path}`).toBe(401);
    expect((await form(undefined, 'POST', '/clubs', { name: 'Anon', url: 'anon-club' })).status).toBe(401);
    expect((await form(undefined, 'PATCH', `/clubs/${closedId}`, { name: 'Anon' })).status).toBe(401);
  });

  it('refuses strangers: owner-only and moderator-only routes 403, unknown clubs and members 404', async () => {
    const strangerCalls = as(t.url, stranger);
    expect((await form(stranger, 'PATCH', `/clubs/${closedId}`, { name: 'Mine now' })).status).toBe(403);
    expect((await form(admin, 'PATCH', `/clubs/${closedId}`, { name: 'Admin’s' })).status).toBe(403);
    expect((await strangerCalls('DELETE', `/clubs/${closedId}`)).status).toBe(403);
    expect((await as(t.url, admin)('DELETE', `/clubs/${closedId}`)).status).toBe(403);
    expect((await strangerCalls('GET', `/clubs/${closedId}/request`)).status).toBe(403);
    expect((await strangerCalls('GET', `/clubs/${closedId}/request/1/approve`)).status).toBe(403);
    expect((await strangerCalls('GET', `/clubs/${closedId}/remove/${admin.id}`)).status).toBe(403);
    expect((await as(t.url, admin)('GET', `/clubs/${closedId}/remove/${owner.id}`)).status).toBe(403);
    expect(await strangerCalls('GET', `/clubs/${closedId}/leave`)).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((await as(t.url, owner)('GET', `/clubs/${closedId}/remove/${stranger.id}`)).status).toBe(404);
    expect((await as(t.url, owner)('GET', `/clubs/${closedId}/request/2000000000/approve`)).status).toBe(404);
    for (const [method, path] of [
      ['GET', '/clubs/2000000000'],
      ['GET', '/clubs/2000000000/members'],
      ['GET', '/clubs/2000000000/timeline'],
      ['GET', '/clubs/2000000000/request'],
      ['POST', '/clubs/2000000000/request'],
      ['GET', '/clubs/2000000000/leave'],
      ['DELETE', '/clubs/2000000000'],
      ['GET', '/clubs/my-clubs/2000000000'],
      ['GET', '/clubs/joined-clubs/2000000000'],
    ] as const) {
      expect((await strangerCalls(method, path)).status, `${method} ${path}`).toBe(404);
    }
  });

  it('join flow on a closed club: request, owner approves, the new member sees the members-only posts', async () => {
    posts.membersOnly = await post(owner, { body: 'For members only', visible: 'club', clubId: closedId });
    posts.asClubPublic = await post(owner, { body: 'Hello from the club', shareType: 'club', clubId: closedId });
    posts.asClubMembers = await post(admin, { body: 'Club news for members', shareType: 'club', clubId: closedId, visible: 'connections' });
    posts.elsewhere = await post(owner, { body: 'My own post' });

    const outside = [posts.asClubPublic];
    expect(await timelineIds(undefined, closedId)).toEqual(outside);
    expect(await timelineIds(joiner, closedId)).toEqual(outside);
    expect((await as(t.url, joiner)('GET', `/post/${posts.membersOnly}`)).status).toBe(404);
    const inside = [posts.asClubMembers, posts.asClubPublic, posts.membersOnly];
    expect(await timelineIds(admin, closedId)).toEqual(inside);
    expect((await as(t.url, admin)('GET', `/clubs/${closedId}/timeline?limit=2&page=2`)).body).toMatchObject({
      total: 3,
      page: 2,
      limit: 2,
      items: [{ id: posts.membersOnly }],
    });

    const asked = await as(t.url, joiner)('POST', `/clubs/${closedId}/request`);
    expect(asked).toMatchObject({ status: 201, body: { status: 'pending' } });
    expect((await as(t.url, joiner)('POST', `/clubs/${closedId}/request`)).status).toBe(409);
    expect((await as(t.url, joiner)('GET', `/clubs/${closedId}`)).body).toMatchObject({
      isMember: false,
      role: null,
      requestPending: true,
      pendingRequests: 0,
      members: 2,
    });
    expect((await as(t.url, owner)('GET', `/clubs/${closedId}`)).body).toMatchObject({ pendingRequests: 1, requestPending: false });
    // Pending requests are not membership: the members-only posts stay hidden.
    expect(await timelineIds(joiner, closedId)).toEqual(outside);

    const queue = await as(t.url, admin)('GET', `/clubs/${closedId}/request`);
    expect(queue.body).toMatchObject({
      total: 1,
      page: 1,
      limit: 25,
      items: [{ status: 'pending', member: { id: joiner.id, firstName: 'Joan' } }],
    });
    const requestId = queue.body.items[0].id as number;
    expect((await as(t.url, joiner)('GET', `/clubs/${closedId}/request`)).status).toBe(403);
    expect((await as(t.url, joiner)('GET', `/clubs/${closedId}/request/${requestId}/approve`)).status).toBe(403);
    // A request of another club is not found through this one.
    expect((await as(t.url, owner)('GET', `/clubs/${openId}/request/${requestId}/approve`)).status).toBe(404);

    const approved = await as(t.url, owner)('GET', `/clubs/${closedId}/request/${requestId}/approve`);
    expect(approved).toMatchObject({ status: 200, body: { id: requestId, status: 'approved', member: { id: joiner.id } } });
    expect(await as(t.url, owner)('GET', `/clubs/${closedId}/request/${requestId}/decline`)).toMatchObject({
      status: 409,
      body: { code: 'illegal_transition' },
    });
    expect((await as(t.url, joiner)('GET', `/clubs/${closedId}`)).body).toMatchObject({
      isMember: true,
      role: 'member',
      requestPending: false,
      members: 3,
    });
    expect(await timelineIds(joiner, closedId)).toEqual(inside);
    expect((await as(t.url, joiner)('GET', `/post/${posts.membersOnly}`)).status).toBe(200);
    expect(await timelineIds(undefined, closedId)).toEqual(outside);
    expect(await timelineIds(stranger, closedId)).toEqual(outside);
    expect((await as(t.url, joiner)('POST', `/clubs/${closedId}/request`)).status).toBe(409);
    expect((await as(t.url, owner)('GET', `/clubs/${closedId}/request`)).body.total).toBe(0);
  });

  it('declines a request: the member stays out and may ask again', async () => {
    expect((await as(t.url, decliner)('POST', `/clubs/${closedId}/request`)).body).toEqual({ status: 'pending' });
    const [request] = (await as(t.url, admin)('GET', `/clubs/${closedId}/request`)).body.items;
    const declined = await as(t.url, admin)('GET', `/clubs/${closedId}/request/${request.id}/decline`);
    expect(declined.body).toMatchObject({ status: 'declined', member: { id: decliner.id } });
    expect((await as(t.url, decliner)('GET', `/clubs/${closedId}`)).body).toMatchObject({ isMember: false, requestPending: false });
    expect(await timelineIds(decliner, closedId)).toEqual([posts.asClubPublic]);
    expect((await as(t.url, decliner)('POST', `/clubs/${closedId}/request`)).body).toEqual({ status: 'pending' });
    expect((await as(t.url, owner)('GET', `/clubs/${closedId}`)).body.pendingRequests).toBe(1);
  });

  it('lets a member join an open club at once', async () => {
    expect(await as(t.url, stranger)('POST', `/clubs/${openId}/request`)).toMatchObject({ status: 201, body: { status: 'approved' } });
    expect((await as(t.url, stranger)('GET', `/clubs/${openId}`)).body).toMatchObject({ isMember: true, role: 'member', members: 2 });
    expect(await as(t.url, stranger)('POST', `/clubs/${openId}/request`)).toMatchObject({ status: 409 });
    expect((await as(t.url, owner)('GET', `/clubs/${openId}/request`)).body.total).toBe(0);
  });

  it('posts as a club only for its members', async () => {
    const refused = await sendForm(t.url, 'POST', '/post/body-post', {
      token: decliner.token,
      fields: { body: 'Not mine', shareType: 'club', clubId: closedId },
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    const hidden = await sendForm(t.url, 'POST', '/post/body-post', {
      token: decliner.token,
      fields: { body: 'Not mine', visible: 'club', clubId: closedId },
    });
    expect(hidden.status).toBe(403);
    const asClub = await post(stranger, { body: 'Joined and posting', shareType: 'club', clubId: openId });
    expect((await as(t.url, undefined)('GET', `/post/${asClub}`)).body).toMatchObject({
      authorType: 'club',
      club: { id: openId, slug: 'open-quay' },
    });
    const postingAs = await as(t.url, stranger)('GET', '/clubs/me?postingAs=true');
    expect(postingAs.body.map((club: { id: number }) => club.id)).toEqual([openId]);
    expect((await as(t.url, owner)('GET', '/clubs/me')).body.map((club: { slug: string }) => club.slug)).toEqual([
      'harbour-traders',
      'open-quay',
    ]);
  });

  it('lists clubs: most members first with a name search, members owner first, owned and joined clubs', async () => {
    const all = await as(t.url, undefined)('GET', '/clubs');
    expect(all.body).toMatchObject({ total: 2, page: 1, limit: 25 });
    expect(all.body.items.map((club: { id: number }) => club.id)).toEqual([closedId, openId]);
    expect(all.body.items[0]).toMatchObject({ isMember: false, role: null, pendingRequests: 0, members: 3 });
    const found = await as(t.url, undefined)('GET', '/clubs?q=QUAY');
    expect(found.body).toMatchObject({ total: 1, items: [{ id: openId }] });
    expect((await as(t.url, undefined)('GET', '/clubs?q=100%25')).body.total).toBe(0);
    expect((await as(t.url, undefined)('GET', '/clubs?limit=1&page=2')).body).toMatchObject({ total: 2, items: [{ id: openId }] });

    const members = await as(t.url, undefined)('GET', `/clubs/${closedId}/members`);
    expect(members.body.total).toBe(3);
    expect(members.body.items.map((item: { member: { id: number }; role: string }) => [item.member.id, item.role])).toEqual([
      [owner.id, 'owner'],
      [admin.id, 'admin'],
      [joiner.id, 'member'],
    ]);
    expect(members.body.items[0].member).toMatchObject({ firstName: 'Olive', lastName: 'Owner', jobTitle: null });

    expect((await as(t.url, undefined)('GET', `/clubs/my-clubs/${owner.id}`)).body.items.map((club: { id: number }) => club.id)).toEqual([
      openId,
      closedId,
    ]);
    expect((await as(t.url, undefined)('GET', `/clubs/my-clubs/${joiner.id}`)).body).toMatchObject({ total: 0, items: [] });
    expect((await as(t.url, undefined)('GET', `/clubs/joined-clubs/${joiner.id}`)).body).toMatchObject({
      total: 1,
      items: [{ id: closedId }],
    });
    expect((await as(t.url, undefined)('GET', `/clubs/joined-clubs/${owner.id}`)).body.total).toBe(0);
  });

  it('reads every list and detail in one statement', async () => {
    const counter = countStatements(t.server);
    try {
      await as(t.url, owner)('GET', '/clubs');
      for (const path of [
        '/clubs',
        '/clubs?q=harbour',
        `/clubs/${closedId}`,
        `/clubs/${closedId}/members`,
        `/clubs/${closedId}/timeline`,
        `/clubs/${closedId}/request`,
        `/clubs/my-clubs/${owner.id}`,
        `/clubs/joined-clubs/${joiner.id}`,
        '/clubs/me?postingAs=true',
      ]) {
        expect(await counter.during(() => as(t.url, owner)('GET', path)), path).toBe(1);
      }
    } finally {
      counter.restore();
    }
  });

  it('leaving and removing: the owner cannot leave nor be removed; the owner alone removes members', async () => {
    expect(await as(t.url, owner)('GET', `/clubs/${closedId}/leave`)).toMatchObject({ status: 409, body: { code: 'owner_cannot_leave' } });
    expect(await as(t.url, owner)('GET', `/clubs/${closedId}/remove/${owner.id}`)).toMatchObject({
      status: 409,
      body: { code: 'owner_cannot_leave' },
    });
    const left = await as(t.url, stranger)('GET', `/clubs/${openId}/leave`);
    expect(left).toMatchObject({ status: 200, body: { id: openId, isMember: false, role: null, members: 1 } });
    expect((await as(t.url, stranger)('GET', `/clubs/${openId}/leave`)).status).toBe(404);
    expect((await as(t.url, admin)('GET', `/clubs/${closedId}/remove/${joiner.id}`)).status).toBe(403);
    const removed = await as(t.url, owner)('GET', `/clubs/${closedId}/remove/${joiner.id}`);
    expect(removed).toMatchObject({ status: 200, body: { members: 2, isOwner: true } });
    expect(await timelineIds(joiner, closedId)).toEqual([posts.asClubPublic]);
    expect((await as(t.url, joiner)('GET', `/clubs/${closedId}`)).body).toMatchObject({ isMember: false });
  });

  it('changes a club (owner only): fields, URL and logo', async () => {
    const before = (await as(t.url, owner)('GET', `/clubs/${closedId}`)).body;
    const changed = await form(
      owner,
      'PATCH',
      `/clubs/${closedId}`,
      { name: 'Harbour Traders Guild', url: 'Harbour-Guild', privacy: 'open' },
      [{ field: 'logo', name: 'new.png', data: PNG, type: 'image/png' }],
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Harbour Traders Guild',
      slug: 'harbour-guild',
      privacy: 'open',
      description: 'Ports and freight.',
    });
    expect(changed.body.logo).not.toBe(before.logo);
    expect((await fetch(before.logo)).status).toBe(404);
    expect((await fetch(changed.body.logo)).status).toBe(200);
    expect((await as(t.url, undefined)('POST', '/clubs/unique-url-control', { url: 'harbour-traders' })).body).toEqual({ available: true });
    const cleared = await form(owner, 'PATCH', `/clubs/${closedId}`, { description: '  ', url: 'harbour-guild' });
    expect(cleared.body).toMatchObject({ description: null, slug: 'harbour-guild' });
    // Requests made while closed still wait for an answer after the club opens.
    expect(cleared.body.pendingRequests).toBe(1);
  });

  it('deletes a club (owner only) with its posts and logo; other posts stay', async () => {
    const logo = (await as(t.url, owner)('GET', `/clubs/${closedId}`)).body.logo as string;
    expect((await as(t.url, admin)('DELETE', `/clubs/${closedId}`)).status).toBe(403);
    expect((await as(t.url, owner)('DELETE', `/clubs/${closedId}`)).status).toBe(204);
    expect((await as(t.url, owner)('GET', `/clubs/${closedId}`)).status).toBe(404);
    for (const id of [posts.membersOnly, posts.asClubPublic, posts.asClubMembers]) {
      expect((await as(t.url, owner)('GET', `/post/${id}`)).status).toBe(404);
    }
    expect((await as(t.url, owner)('GET', `/post/${posts.elsewhere}`)).status).toBe(200);
    expect((await fetch(logo)).status).toBe(404);
    const left = await t.server.db.query(
      'SELECT 1 FROM club_join_requests WHERE club_id = $1 UNION ALL SELECT 1 FROM club_members WHERE club_id = $1',
      [closedId],
    );
    expect(left).toHaveLength(0);
    expect((await as(t.url, owner)('GET', '/clubs')).body.total).toBe(1);
  });

  it('keeps the member count exact under parallel joins and leaves', async () => {
    const joiners = await Promise.all(Array.from({ length: 12 }, () => addMember(t.server.db)));
    await Promise.all(joiners.map((member) => as(t.url, member)('POST', `/clubs/${openId}/request`)));
    await Promise.all(joiners.slice(0, 5).map((member) => as(t.url, member)('GET', `/clubs/${openId}/leave`)));
    expect((await call(t.url, 'GET', `/clubs/${openId}`)).body.members).toBe(1 + 12 - 5);
    expect((await call(t.url, 'GET', `/clubs/${openId}/members?limit=100`)).body.total).toBe(8);
  });
});
