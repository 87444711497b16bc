import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { addMember, addMembers, as, type TestMember } from '../network/fixtures.ts';
import { createCompany } from './fixtures.ts';

describe.each(productionDatabase)('follows and managers of companies on %s', (kind) => {
  let t: TestServer;
  let owner: TestMember;
  let stranger: TestMember;

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    [owner, stranger] = [await addMember(t.server.db), await addMember(t.server.db)];
  });
  afterAll(async () => t?.close());

  const followers = async (id: number) => (await call(t.url, 'GET', `/company/${id}`)).body.followers as number;

  it('keeps the follower count exact when 20 members toggle at once, and again when they all unfollow', async () => {
    const company = await createCompany(t.url, owner);
    const members = await addMembers(t.server.db, 20);
    const follows = await Promise.all(members.map((member) => as(t.url, member)('GET', `/company/${company.id}/follow`)));
    expect(follows.every((answer) => answer.status === 200 && answer.body.isFollower === true)).toBe(true);
    expect(await followers(company.id)).toBe(20);
    const state = await as(t.url, members[0])('GET', `/company/is-follower/${company.id}`);
    expect(state.body).toEqual({ isFollower: true, followers: 20 });
    expect((await as(t.url, members[0])('GET', `/company/${company.id}`)).body).toMatchObject({ isFollower: true, followers: 20 });
    const unfollows = await Promise.all(members.map((member) => as(t.url, member)('GET', `/company/${company.id}/follow`)));
    expect(unfollows.every((answer) => answer.status === 200 && answer.body.isFollower === false)).toBe(true);
    expect(await followers(company.id)).toBe(0);
    expect((await as(t.url, members[0])('GET', `/company/is-follower/${company.id}`)).body).toEqual({ isFollower: false, followers: 0 });
  });

  it('answers one toggle with the new state and count; signed-out callers get 401, a missing company 404', async () => {
    const company = await createCompany(t.url, owner);
    const toggle = () => as(t.url, stranger)('GET', `/company/${company.id}/follow`);
    expect((await toggle()).body).toEqual({ isFollower: true, followers: 1 });
    // A manager may follow their own page.
    expect((await as(t.url, owner)('GET', `/company/${company.id}/follow`)).body).toEqual({ isFollower: true, followers: 2 });
    expect((await toggle()).body).toEqual({ isFollower: false, followers: 1 });
    expect((await call(t.url, 'GET', `/company/${company.id}/follow`)).status).toBe(401);
    expect((await call(t.url, 'GET', `/company/is-follower/${company.id}`)).status).toBe(401);
    expect((await as(t.url, stranger)('GET', '/company/999999/follow')).status).toBe(404);
    expect((await as(t.url, stranger)('GET', '/company/is-follower/999999')).status).toBe(404);
    expect((await as(t.url, stranger)('GET', '/company/x/follow')).status).toBe(400);
  });

  it('lists the companies a member follows, newest follow first', async () => {
    const follower = await addMember(t.server.db);
    const companies = [await createCompany(t.url, owner), await createCompany(t.url, owner), await createCompany(t.url, owner)];
    for (const company of companies) {
      expect((await as(t.url, follower)('GET', `/company/${company.id}/follow`)).status).toBe(200);
      await t.server.db.query(`UPDATE company_followers SET created_at = created_at - interval '1 second' WHERE user_id = $1`, [
        follower.id,
      ]);
    }
    const followed = await as(t.url, follower)('GET', '/company/followed?limit=2');
    expect(followed.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(followed.body.items.map((item: { id: number; isFollower: boolean }) => [item.id, item.isFollower])).toEqual([
      [companies[2]?.id, true],
      [companies[1]?.id, true],
    ]);
    expect((await as(t.url, follower)('GET', '/company/followed?page=2&limit=2')).body.items[0].id).toBe(companies[0]?.id);
    expect((await call(t.url, 'GET', '/company/followed')).status).toBe(401);
  });

  it('lists my companies, owned first, with their managers when asked', async () => {
    const member = await addMember(t.server.db);
    const mine = await createCompany(t.url, member, { name: 'Zulu mine' });
    const managed = await createCompany(t.url, owner, { name: 'Alpha managed' });
    expect((await as(t.url, owner)('POST', `/company/${managed.id}/managers`, { userId: member.id })).status).toBe(201);
    const list = await as(t.url, member)('GET', '/company/my');
    expect(list.body.map((item: { id: number; isOwner: boolean }) => [item.id, item.isOwner])).toEqual([
      [mine.id, true],
      [managed.id, false],
    ]);
    expect(list.body[0].managers).toBeUndefined();
    const withManagers = await as(t.url, member)('GET', '/company/my?includeManagers=1');
    expect(withManagers.body[1].managers.map((m: { member: { id: number }; role: string }) => [m.member.id, m.role])).toEqual([
      [owner.id, 'owner'],
      [member.id, 'manager'],
    ]);
    expect((await call(t.url, 'GET', '/company/my')).status).toBe(401);
    expect((await as(t.url, member)('GET', '/company/my?includeManagers=yes')).status).toBe(400);
  });

  it('adds managers: any manager adds one, only an owner adds an owner; 409 for one already there', async () => {
    const company = await createCompany(t.url, owner);
    const [manager, second, third] = await addMembers(t.server.db, 3);
    const add = (member: TestMember | undefined, body: unknown) => as(t.url, member)('POST', `/company/${company.id}/managers`, body);
    expect((await add(undefined, { userId: stranger.id })).status).toBe(401);
    expect((await add(stranger, { userId: stranger.id })).status).toBe(403);
    const added = await add(owner, { userId: manager?.id, isLeadManager: true });
    expect(added).toMatchObject({ status: 201, body: { member: { id: manager?.id }, role: 'manager', isLeadManager: true } });
    expect((await add(manager as TestMember, { userId: second?.id })).body).toMatchObject({ role: 'manager', isLeadManager: false });
    expect((await add(owner, { userId: second?.id })).status).toBe(409);
    expect((await add(manager as TestMember, { userId: third?.id, role: 'owner' })).status).toBe(403);
    expect((await add(owner, { userId: 999999 })).body).toMatchObject({
      code: 'validation_failed',
      fields: { userId: expect.any(String) },
    });
    expect((await add(owner, { userId: 'x' })).status).toBe(400);
    expect((await as(t.url, owner)('POST', '/company/999999/managers', { userId: third?.id })).status).toBe(404);
    const list = await as(t.url, manager)('GET', `/company/${company.id}/managers`);
    expect(
      list.body.map((m: { member: { id: number }; role: string; isLeadManager: boolean }) => [m.member.id, m.role, m.isLeadManager]),
    ).toEqual([
      [owner.id, 'owner', true],
      [manager?.id, 'manager', true],
      [second?.id, 'manager', false],
    ]);
    expect((await as(t.url, stranger)('GET', `/company/${company.id}/managers`)).status).toBe(403);
    expect((await call(t.url, 'GET', `/company/${company.id}/managers`)).status).toBe(401);
    expect((await as(t.url, owner)('GET', '/company/999999/managers')).status).toBe(404);
    // The session user follows the managers table: grants for managers, lead grants for lead managers only.
    const grants = async (member: TestMember | undefined) => (await as(t.url, member)('GET', '/users/me')).body;
    expect(await grants(manager)).toMatchObject({
      authorized_companies: expect.arrayContaining([company.id]),
      lead_manager_companies: [company.id],
    });
    expect((await grants(second)).authorized_companies).toEqual([company.id]);
    expect((await grants(second)).lead_manager_companies).toEqual([]);
  });

  it('removes managers: the owner removes anyone but the last owner, a manager only themselves; leads pass on', async () => {
    const company = await createCompany(t.url, owner);
    const [manager, other, heir] = await addMembers(t.server.db, 3);
    for (const member of [manager, other, heir]) await as(t.url, owner)('POST', `/company/${company.id}/managers`, { userId: member?.id });
    const remove = (member: TestMember | undefined, a: number, b = 0, c = 0) =>
      as(t.url, member)('DELETE', `/company/${company.id}/managers/${a}/${b}/${c}`);
    const m = manager as TestMember;
    const o = other as TestMember;
    const h = heir as TestMember;
    expect((await remove(undefined, m.id)).status).toBe(401);
    expect((await remove(stranger, m.id)).status).toBe(403);
    expect((await remove(m, o.id)).status).toBe(403);
    expect((await remove(owner, stranger.id)).status).toBe(404);
    expect((await remove(owner, m.id, m.id)).status).toBe(400);
    expect((await remove(owner, m.id, stranger.id)).body).toMatchObject({ code: 'validation_failed', fields: { b: expect.any(String) } });
    expect((await remove(owner, m.id, 0, 2)).status).toBe(400);
    expect((await as(t.url, owner)('DELETE', `/company/999999/managers/${m.id}/0/0`)).status).toBe(404);
    // The last owner stays, whoever asks.
    expect((await remove(owner, owner.id)).body).toMatchObject({ code: 'last_owner' });
    expect((await remove(owner, owner.id)).status).toBe(409);

    // The manager's open lead goes to the heir; they leave the company's deals' managers too (c = 1).
    const db = t.server.db;
    const [deal] = await db.query<{ id: number }>(
      `INSERT INTO deals (title, type, company_id, author_id) VALUES ('D', 'offer', $1, $2) RETURNING id`,
      [company.id, owner.id],
    );
    await db.query('INSERT INTO deal_managers (deal_id, user_id) VALUES ($1, $2)', [deal?.id, m.id]);
    const [open, closed] = await db.query<{ id: number }>(
      `INSERT INTO leads (type, status, deal_id, sender_id, receiver_id, receiver_company_id) VALUES ('buy', 'todo', $1, $2, $3, $4), ('buy', 'accepted', $1, $2, $3, $4) RETURNING id`,
      [deal?.id, stranger.id, owner.id, company.id],
    );
    await db.query('INSERT INTO lead_assignees (lead_id, user_id) VALUES ($1, $3), ($2, $3)', [open?.id, closed?.id, m.id]);
    expect((await remove(owner, m.id, h.id, 1)).status).toBe(204);
    const assignees = await db.query<{ lead_id: number; user_id: number }>(
      'SELECT lead_id, user_id FROM lead_assignees ORDER BY lead_id, user_id',
    );
    expect(assignees).toEqual(
      expect.arrayContaining([
        { lead_id: open?.id, user_id: h.id },
        { lead_id: closed?.id, user_id: m.id },
      ]),
    );
    expect(assignees).not.toContainEqual({ lead_id: open?.id, user_id: m.id });
    expect(await db.query('SELECT 1 FROM deal_managers WHERE user_id = $1', [m.id])).toEqual([]);
    expect((await as(t.url, m)('GET', '/users/me')).body.authorized_companies).not.toContain(company.id);
    expect((await as(t.url, m)('GET', `/company/${company.id}`)).body.isManager).toBe(false);

    // A manager removes themselves; their open leads stay with the owner (b = 0).
    const [second] = await db.query<{ id: number }>(
      `INSERT INTO leads (type, deal_id, sender_id, receiver_id, receiver_company_id) VALUES ('buy', $1, $2, $3, $4) RETURNING id`,
      [deal?.id, stranger.id, owner.id, company.id],
    );
    await db.query('INSERT INTO lead_assignees (lead_id, user_id) VALUES ($1, $2)', [second?.id, o.id]);
    expect((await remove(o, o.id)).status).toBe(204);
    expect(await db.query('SELECT user_id FROM lead_assignees WHERE lead_id = $1', [second?.id])).toEqual([{ user_id: owner.id }]);

    // With a second owner, the first may go; the company keeps the other as its owner.
    expect((await as(t.url, owner)('POST', `/company/${company.id}/managers`, { userId: stranger.id, role: 'owner' })).body).toMatchObject({
      role: 'owner',
      isLeadManager: true,
    });
    expect((await remove(owner, owner.id)).status).toBe(204);
    expect((await as(t.url, stranger)('GET', `/company/${company.id}`)).body).toMatchObject({ isOwner: true });
    expect((await as(t.url, owner)('GET', '/users/me')).body.authorized_companies).not.toContain(company.id);
    expect((await as(t.url, stranger)('GET', '/users/me')).body.lead_manager_companies).toContain(company.id);
    expect((await remove(stranger, stranger.id)).status).toBe(409);
    expect((await remove(stranger, h.id)).status).toBe(204);
    expect((await as(t.url, stranger)('GET', `/company/${company.id}/managers`)).body).toHaveLength(1);
  });
});
