import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { MAX_ID } from '../http/schema.ts';
import { addMember, addMembers, as, befriend, type TestMember } from './fixtures.ts';
import { FRIEND_LIST_MEMBERS_SHOWN } from './schemas.ts';

describe.each(productionDatabase)('friend lists on %s', (kind) => {
  let t: TestServer;
  let owner: TestMember;
  let friend: TestMember;
  let other: TestMember;
  let stranger: TestMember;

  beforeAll(async () => {
    t = await startTestServer(kind);
    const db = t.server.db;
    [owner, friend, other, stranger] = await Promise.all([addMember(db), addMember(db), addMember(db), addMember(db)]);
    await befriend(t.server.db, owner, friend);
    await befriend(t.server.db, other, owner);
  });
  afterAll(async () => t?.close());

  const newList = async (body: Record<string, unknown> = { name: 'Suppliers', icon: '📦' }) => {
    const created = await as(t.url, owner)('POST', '/member-connection/lists', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { id: number };
  };

  it('creates, lists, renames and deletes a list of mine', async () => {
    const list = await newList();
    expect(list).toMatchObject({ name: 'Suppliers', icon: '📦', members: [], members_total: 0 });
    const second = await newList({ name: '  Buyers  ' });
    expect(second).toMatchObject({ name: 'Buyers', icon: null });
    const mine = await as(t.url, owner)('GET', '/member-connection/lists');
    expect(mine.body).toMatchObject({ page: 1, limit: 25 });
    expect(mine.body.items.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining([list.id, second.id]));
    const renamed = await as(t.url, owner)('POST', `/member-connection/lists/${list.id}`, { name: 'Key suppliers' });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Key suppliers', icon: '📦' } });
    const iconOnly = await as(t.url, owner)('POST', `/member-connection/lists/${list.id}`, { icon: null });
    expect(iconOnly).toMatchObject({ status: 200, body: { name: 'Key suppliers', icon: null } });
    expect((await as(t.url, owner)('DELETE', `/member-connection/lists/${second.id}`)).status).toBe(204);
    expect(await as(t.url, owner)('DELETE', `/member-connection/lists/${second.id}`)).toMatchObject({ status: 404 });
    const after = await as(t.url, owner)('GET', '/member-connection/lists');
    expect(after.body.items.map((item: { id: number }) => item.id)).not.toContain(second.id);
  });

  it('refuses bad list input with 400', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(61) }, { name: 'ok', colour: 'red' }, { name: 'a\u0000b' }]) {
      expect(await as(t.url, owner)('POST', '/member-connection/lists', body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { code: 'validation_failed' },
      });
    }
  });

  it('adds and removes connections only: 422 for anyone else, twice keeps one', async () => {
    const list = await newList();
    const add = (id: number) => as(t.url, owner)('POST', `/member-connection/lists/${list.id}/add`, { user: { id } });
    const added = await add(friend.id);
    expect(added).toMatchObject({ status: 200, body: { members_total: 1, members: [{ id: friend.id, username: friend.username }] } });
    expect((await add(friend.id)).body.members_total).toBe(1);
    expect((await add(other.id)).body.members.map((member: { id: number }) => member.id)).toEqual([other.id, friend.id]);
    const notConnected = await add(stranger.id);
    expect(notConnected).toMatchObject({
      status: 422,
      body: { code: 'validation_failed', fields: { user: 'Not one of your connections.' } },
    });
    expect(await add(owner.id)).toMatchObject({ status: 422 });
    expect(await add(MAX_ID)).toMatchObject({ status: 422 });
    const removed = await as(t.url, owner)('POST', `/member-connection/lists/${list.id}/remove`, { user: { id: friend.id } });
    expect(removed).toMatchObject({ status: 200, body: { members_total: 1, members: [{ id: other.id }] } });
    const again = await as(t.url, owner)('POST', `/member-connection/lists/${list.id}/remove`, { user: { id: friend.id } });
    expect(again).toMatchObject({ status: 200, body: { members_total: 1 } });
    expect(await as(t.url, owner)('POST', `/member-connection/lists/${list.id}/add`, { id: friend.id })).toMatchObject({ status: 400 });
  });

  it('embeds the newest members of a big list and counts them all', async () => {
    const big = await addMember(t.server.db);
    const connections = await addMembers(t.server.db, FRIEND_LIST_MEMBERS_SHOWN + 2);
    const [list] = await t.server.db.query<{ id: number }>(
      `INSERT INTO friend_lists (owner_id, name) VALUES ($1, 'Everyone') RETURNING id`,
      [big.id],
    );
    for (const connection of connections) await befriend(t.server.db, big, connection);
    await t.server.db.query(
      `INSERT INTO friend_list_members (list_id, user_id, added_at)
       SELECT $1, id, now() - make_interval(secs => n) FROM unnest($2::int[]) WITH ORDINALITY AS o (id, n)`,
      [list?.id, connections.map((connection) => connection.id)],
    );
    const lists = await as(t.url, big)('GET', '/member-connection/lists');
    expect(lists.body.total).toBe(1);
    const [answered] = lists.body.items;
    expect(answered.members_total).toBe(FRIEND_LIST_MEMBERS_SHOWN + 2);
    expect(answered.members).toHaveLength(FRIEND_LIST_MEMBERS_SHOWN);
    expect(answered.members[0].id).toBe(connections[0]?.id);
  });

  it('removing a connection takes them off both members’ lists', async () => {
    const [a, b] = await Promise.all([addMember(t.server.db), addMember(t.server.db)]);
    await befriend(t.server.db, a, b);
    const listOfA = (await as(t.url, a)('POST', '/member-connection/lists', { name: 'Mine' })).body;
    const listOfB = (await as(t.url, b)('POST', '/member-connection/lists', { name: 'Mine too' })).body;
    await as(t.url, a)('POST', `/member-connection/lists/${listOfA.id}/add`, { user: { id: b.id } });
    await as(t.url, b)('POST', `/member-connection/lists/${listOfB.id}/add`, { user: { id: a.id } });
    expect((await as(t.url, a)('GET', `/member-connection/${b.id}/remove`)).status).toBe(200);
    const [ofA] = (await as(t.url, a)('GET', '/member-connection/lists')).body.items;
    const [ofB] = (await as(t.url, b)('GET', '/member-connection/lists')).body.items;
    expect(ofA).toMatchObject({ members_total: 0, members: [] });
    expect(ofB).toMatchObject({ members_total: 0, members: [] });
  });

  it('is the owner’s only: 404 to anyone else, 401 to anonymous callers', async () => {
    const list = await newList();
    const strangerCalls: Array<[string, string, unknown?]> = [
      ['POST', `/member-connection/lists/${list.id}`, { name: 'Mine now' }],
      ['POST', `/member-connection/lists/${list.id}/add`, { user: { id: friend.id } }],
      ['POST', `/member-connection/lists/${list.id}/remove`, { user: { id: friend.id } }],
      ['DELETE', `/member-connection/lists/${list.id}`],
    ];
    for (const [method, path, body] of strangerCalls) {
      expect(await as(t.url, stranger)(method, path, body), `${method} ${path}`).toMatchObject({
        status: 404,
        body: { code: 'not_found', message: 'This list of connections was not found.' },
      });
      expect(await as(t.url, undefined)(method, path, body), `${method} ${path}`).toMatchObject({ status: 401 });
    }
    expect((await as(t.url, stranger)('GET', '/member-connection/lists')).body.total).toBe(0);
    expect(await as(t.url, undefined)('GET', '/member-connection/lists')).toMatchObject({ status: 401 });
    expect(await as(t.url, undefined)('POST', '/member-connection/lists', { name: 'x' })).toMatchObject({ status: 401 });
    // Still there, unchanged.
    const mine = await as(t.url, owner)('GET', '/member-connection/lists?limit=100');
    expect(mine.body.items.find((item: { id: number }) => item.id === list.id)).toMatchObject({ name: 'Suppliers' });
  });
});
