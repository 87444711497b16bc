import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import type { Database } from '../db/database.ts';
import { openSession } from '../http/auth.ts';
import { seedNetwork } from '../seed/network.ts';
import { addMember, addMembers, as, befriend, type TestMember } from './fixtures.ts';

interface Suggestion {
  id: number;
  username: string;
  mutualConnectionsTotal: number;
}

describe.each(productionDatabase)('people you might know on %s', (kind) => {
  let t: TestServer;
  let db: Database;

  // The demo data is seeded too: its network is checked at the end.
  beforeAll(async () => {
    t = await startTestServer(kind, { seedDemo: true });
    db = t.server.db;
  });
  afterAll(async () => t?.close());

  const suggestions = async (viewer: TestMember, query = '') => {
    const answer = await as(t.url, viewer)('GET', `/users/people-might-know${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { items: Suggestion[]; total: number; page: number; limit: number };
  };

  it('ranks by mutual connections, then shared companies, industry, country; never connections, pending, declined or oneself', async () => {
    const me = await addMember(db, { country: 'ZY', industryId: 9001 });
    const [c1, c2, c3] = await Promise.all([addMember(db), addMember(db), addMember(db)]);
    for (const connection of [c1, c2, c3]) await befriend(db, me, connection);
    await befriend(db, c1, c2); // c2 is a friend of a friend, but already mine.
    const twoMutual = await addMember(db);
    await befriend(db, twoMutual, c1);
    await befriend(db, twoMutual, c2);
    const oneMutual = await addMember(db);
    await befriend(db, c3, oneMutual);
    const removed = await addMember(db);
    await befriend(db, removed, c1);
    await befriend(db, me, removed, 'reject'); // a removed connection (or cancelled request) may come back
    const [company] = await db.query<{ id: number }>(`INSERT INTO companies (name, slug) VALUES ('Shared Co', $1) RETURNING id`, [
      `shared-${me.id}`,
    ]);
    const colleague = await addMember(db);
    for (const member of [me, colleague])
      await db.query(`INSERT INTO user_experiences (user_id, title, company_id) VALUES ($1, 'Engineer', $2)`, [member.id, company?.id]);
    const sameIndustry = await addMember(db, { industryId: 9001 });
    const sameCountry = await addMember(db, { country: 'ZY' });
    const sameBoth = await addMember(db, { country: 'ZY', industryId: 9001 });
    // Excluded: friends of friends with a live row with me.
    const excluded = await Promise.all([addMember(db), addMember(db), addMember(db), addMember(db)]);
    for (const member of excluded) await befriend(db, member, c1);
    const [pendingOut, pendingIn, declinedByMe, declinedMine] = excluded;
    await befriend(db, me, pendingOut, 'pending_first_second');
    await befriend(db, pendingIn, me, 'pending_first_second');
    await befriend(db, declinedByMe, me, 'declined_first_second');
    await befriend(db, me, declinedMine, 'declined_first_second');

    const page = await suggestions(me);
    const order = [twoMutual, oneMutual, removed, colleague, sameBoth, sameIndustry, sameCountry].map((member) => member.id);
    // One mutual connection each: oneMutual and removed tie, and ties go by id.
    expect(page.items.map((item) => item.id)).toEqual(order);
    expect(page).toMatchObject({ total: order.length, page: 1, limit: 25 });
    expect(page.items.map((item) => item.mutualConnectionsTotal)).toEqual([2, 1, 1, 0, 0, 0, 0]);
    expect(page.items[0]).toEqual(
      expect.objectContaining({ username: twoMutual.username, firstName: 'Net', jobTitle: null, companyName: null }),
    );
    const sidebar = await as(t.url, me)('GET', '/member-connection/suggested-connections');
    expect(sidebar.status).toBe(200);
    expect(sidebar.body.map((item: Suggestion) => item.id)).toEqual(order);
  });

  it('pages by 25 with the total (pages = ceil(total / 25)); the sidebar shows the first 10', async () => {
    const viewer = await addMember(db, { country: 'ZX' });
    await addMembers(db, 31, () => ({ country: 'ZX' }));
    const first = await suggestions(viewer);
    expect(first).toMatchObject({ total: 31, page: 1, limit: 25 });
    expect(first.items).toHaveLength(25);
    const second = await suggestions(viewer, '?page=2');
    expect(second.items).toHaveLength(6);
    expect(Math.ceil(first.total / first.limit)).toBe(2);
    const all = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(all).size).toBe(31);
    expect(all).not.toContain(viewer.id);
    expect((await suggestions(viewer, '?page=3')).items).toEqual([]);
    expect((await suggestions(viewer, '?limit=10&page=4')).items).toHaveLength(1);
    const sidebar = await as(t.url, viewer)('GET', '/member-connection/suggested-connections');
    expect(sidebar.body.map((item: Suggestion) => item.id)).toEqual(all.slice(0, 10));
    expect(await as(t.url, viewer)('GET', '/users/people-might-know?limit=101')).toMatchObject({ status: 400 });
    expect(await as(t.url, viewer)('GET', '/users/people-might-know?page=0')).toMatchObject({ status: 400 });
  });

  it('suggests nobody to a member with nothing in common with anyone; 401 when signed out', async () => {
    const loner = await addMember(db);
    expect(await suggestions(loner)).toMatchObject({ total: 0, items: [] });
    expect(await as(t.url, undefined)('GET', '/users/people-might-know')).toMatchObject({ status: 401 });
    expect(await as(t.url, undefined)('GET', '/member-connection/suggested-connections')).toMatchObject({ status: 401 });
  });

  it('seeds the demo network once: Ada might know James (1 mutual), has sofia’s request, asked lucas, keeps “Suppliers”', async () => {
    await seedNetwork(db);
    const [ada] = await db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'ada'`);
    const token = await openSession(db, (ada as { id: number }).id);
    const asAda = as(t.url, { token });
    const known = await asAda('GET', '/users/people-might-know');
    const usernames = known.body.items.map((item: Suggestion) => item.username);
    expect(known.body.items[0]).toMatchObject({ username: 'james', mutualConnectionsTotal: 1 });
    for (const excluded of ['ada', 'mehmet', 'claire', 'sofia', 'lucas']) expect(usernames).not.toContain(excluded);
    const connections = await asAda('GET', '/member-connection/me/connections');
    expect(new Set(connections.body.items.map((item: { member: { username: string } }) => item.member.username))).toEqual(
      new Set(['mehmet', 'claire']),
    );
    expect(
      (await asAda('GET', '/member-connection/received')).body.items.map((item: { sender: { username: string } }) => item.sender.username),
    ).toEqual(['sofia']);
    expect(
      (await asAda('GET', '/member-connection/sent')).body.items.map((item: { receiver: { username: string } }) => item.receiver.username),
    ).toEqual(['lucas']);
    const lists = await asAda('GET', '/member-connection/lists');
    expect(lists.body).toMatchObject({ total: 1, items: [{ name: 'Suppliers', members_total: 1, members: [{ username: 'mehmet' }] }] });
    const [rows] = await db.query<{ friendships: number; lists: number; members: number }>(
      `SELECT (SELECT count(*)::int FROM friendships) AS friendships, (SELECT count(*)::int FROM friend_lists) AS lists,
              (SELECT count(*)::int FROM friend_list_members) AS members`,
    );
    await seedNetwork(db);
    const [again] = await db.query(
      `SELECT (SELECT count(*)::int FROM friendships) AS friendships, (SELECT count(*)::int FROM friend_lists) AS lists,
              (SELECT count(*)::int FROM friend_list_members) AS members`,
    );
    expect(again).toEqual(rows);
  });
});
