import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { countStatements } from '../../test/statement-count.ts';
import type { Database } from '../db/database.ts';
import { MAX_ID } from '../http/schema.ts';
import { addMember, addMembers, as, befriend, type TestMember } from './fixtures.ts';

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

describe.each(productionDatabase)('connections on %s', (kind) => {
  let t: TestServer;
  let db: Database;
  /** ann is connected to bob, cat and dan (in that order); bob to cat; eve to nobody. */
  let ann: TestMember;
  let bob: TestMember;
  let cat: TestMember;
  let dan: TestMember;
  let eve: TestMember;

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    db = t.server.db;
    ann = await addMember(db, { firstName: 'Annabel', lastName: 'Quist' });
    bob = await addMember(db, { firstName: 'Bartholomew', lastName: 'Ruiz', jobTitle: 'Buyer', companyName: 'Ruiz Foods' });
    cat = await addMember(db, { firstName: 'Catherine', lastName: 'Sandoval' });
    dan = await addMember(db, { firstName: 'Daniel', lastName: 'Tremblay' });
    eve = await addMember(db, { firstName: 'Evelyn', lastName: 'Underwood' });
    await befriend(db, ann, bob);
    await befriend(db, cat, ann, 'friends');
    await befriend(db, ann, dan);
    await befriend(db, bob, cat);
    // Connected in this order: bob, cat, dan (newest last).
    await db.query(`UPDATE friendships SET updated_at = now() - make_interval(mins => 10 - id % 10) WHERE user_id = $1 OR friend_id = $1`, [
      ann.id,
    ]);
  });
  afterAll(async () => t?.close());

  it('lists my connections newest first, as Connection, with the total', async () => {
    const mine = await as(t.url, ann)('GET', '/member-connection/me/connections');
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body).toMatchObject({ total: 3, page: 1, limit: 25 });
    const first = mine.body.items[0];
    expect(first).toEqual({
      friendship_id: expect.any(Number),
      connected_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      member: expect.objectContaining({ id: expect.any(Number), jobTitle: null }),
    });
    const members = mine.body.items.map((item: { member: { id: number } }) => item.member.id);
    expect(new Set(members)).toEqual(new Set([bob.id, cat.id, dan.id]));
    const times = mine.body.items.map((item: { connected_at: string }) => item.connected_at);
    expect([...times].sort().reverse()).toEqual(times);
    const paged = await as(t.url, ann)('GET', '/member-connection/me/connections?limit=2&page=2');
    expect(paged.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(paged.body.items).toHaveLength(1);
    expect(await as(t.url, ann)('GET', '/member-connection/me/connections/total')).toMatchObject({ status: 200, body: { total: 3 } });
    expect(await as(t.url, eve)('GET', '/member-connection/me/connections/total')).toMatchObject({ body: { total: 0 } });
    expect(await as(t.url, undefined)('GET', '/member-connection/me/connections')).toMatchObject({ status: 401 });
    expect(await as(t.url, undefined)('GET', '/member-connection/me/connections/total')).toMatchObject({ status: 401 });
  });

  it('lists pending requests received and sent, newest first, as Friendship', async () => {
    const [x, y] = await addMembers(db, 2);
    const me = await addMember(db);
    const first = await as(t.url, x)('POST', '/member-connection/request', { id: me.id });
    await db.query(`UPDATE friendships SET created_at = now() - interval '1 hour', updated_at = now() - interval '1 hour' WHERE id = $1`, [
      first.body.id,
    ]);
    await as(t.url, y)('POST', '/member-connection/request', { id: me.id });
    await as(t.url, me)('POST', '/member-connection/request', { id: ann.id });
    const received = await as(t.url, me)('GET', '/member-connection/received');
    expect(received.body.total).toBe(2);
    expect(received.body.items.map((item: { user_id: number }) => item.user_id)).toEqual([y?.id, x?.id]);
    expect(received.body.items[0]).toMatchObject({ status: 'pending_first_second', friend_id: me.id, receiver: { id: me.id } });
    const sent = await as(t.url, me)('GET', '/member-connection/sent');
    expect(sent.body).toMatchObject({ total: 1, items: [{ user_id: me.id, friend_id: ann.id, receiver: { id: ann.id } }] });
    expect((await as(t.url, ann)('GET', '/member-connection/received')).body.total).toBe(1);
    expect(await as(t.url, undefined)('GET', '/member-connection/received')).toMatchObject({ status: 401 });
    expect(await as(t.url, undefined)('GET', '/member-connection/sent')).toMatchObject({ status: 401 });
  });

  it('shows a member’s connections as their connectionsVisibility allows; the total is public', async () => {
    const connectionsOf = (viewer: TestMember | undefined, member: TestMember) =>
      as(t.url, viewer)('GET', `/member-connection/${member.id}/connections`);
    // Default `connections`: ann herself and her connections, nobody else.
    expect(await connectionsOf(ann, ann)).toMatchObject({ status: 200, body: { total: 3 } });
    const seenByBob = await connectionsOf(bob, ann);
    expect(seenByBob).toMatchObject({ status: 200, body: { total: 3 } });
    expect(new Set(ids(seenByBob.body.items))).toEqual(new Set([bob.id, cat.id, dan.id]));
    const refused = await connectionsOf(eve, ann);
    expect(refused).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(refused.body.message).toBe('Annabel Quist shows their connections only to their own connections.');
    expect(await connectionsOf(undefined, ann)).toMatchObject({ status: 403 });
    // `everyone`: anyone, signed in or not.
    await db.query(`UPDATE users SET connections_visibility = 'everyone' WHERE id = $1`, [ann.id]);
    expect(await connectionsOf(eve, ann)).toMatchObject({ status: 200, body: { total: 3 } });
    expect(await connectionsOf(undefined, ann)).toMatchObject({ status: 200, body: { total: 3 } });
    // `only_me`: not even her connections.
    await db.query(`UPDATE users SET connections_visibility = 'only_me' WHERE id = $1`, [ann.id]);
    const private_ = await connectionsOf(bob, ann);
    expect(private_).toMatchObject({ status: 403, body: { message: 'Annabel Quist keeps their connections private.' } });
    expect(await connectionsOf(ann, ann)).toMatchObject({ status: 200, body: { total: 3 } });
    const french = await as(t.url, bob)('GET', `/member-connection/${ann.id}/connections`, undefined, { 'accept-language': 'fr' });
    expect(french.body.message).toBe('Annabel Quist garde ses relations privées.');
    // The total stays public whatever the setting.
    expect(await as(t.url, undefined)('GET', `/member-connection/${ann.id}/connections/total`)).toMatchObject({
      status: 200,
      body: { total: 3 },
    });
    await db.query(`UPDATE users SET connections_visibility = 'connections' WHERE id = $1`, [ann.id]);
    expect(await connectionsOf(ann, { ...ann, id: MAX_ID })).toMatchObject({ status: 404 });
    expect(await as(t.url, undefined)('GET', `/member-connection/${MAX_ID}/connections/total`)).toMatchObject({ status: 404 });
  });

  it('answers mutual connections and their total, by name; none with oneself; 404 for an unknown member', async () => {
    // ann and bob share cat.
    const mutual = await as(t.url, ann)('GET', `/member-connection/${bob.id}/mutual-connections`);
    expect(mutual).toMatchObject({ status: 200, body: { total: 1, items: [{ id: cat.id, firstName: 'Catherine' }] } });
    expect(await as(t.url, ann)('GET', `/member-connection/${bob.id}/mutual-connections/total`)).toMatchObject({ body: { total: 1 } });
    // ann and eve share nobody; ann with herself: none.
    expect((await as(t.url, ann)('GET', `/member-connection/${eve.id}/mutual-connections`)).body).toMatchObject({ total: 0, items: [] });
    expect((await as(t.url, ann)('GET', `/member-connection/${ann.id}/mutual-connections/total`)).body.total).toBe(0);
    expect(await as(t.url, ann)('GET', `/member-connection/${MAX_ID}/mutual-connections`)).toMatchObject({ status: 404 });
    expect(await as(t.url, ann)('GET', `/member-connection/${MAX_ID}/mutual-connections/total`)).toMatchObject({ status: 404 });
    expect(await as(t.url, undefined)('GET', `/member-connection/${bob.id}/mutual-connections`)).toMatchObject({ status: 401 });
    expect(await as(t.url, undefined)('GET', `/member-connection/${bob.id}/mutual-connections/total`)).toMatchObject({ status: 401 });
  });

  it('searches my connections by name, job title or company, typos too; isManagersOnly keeps company managers', async () => {
    const search = (keyword: string, query = '') => as(t.url, ann)('POST', `/member-connection/me/connections/search${query}`, { keyword });
    const byName = await search('Bartholomew');
    expect(byName).toMatchObject({ status: 200, body: { total: 1, items: [{ member: { id: bob.id } }] } });
    expect((await search('Sandovall')).body.items[0].member.id).toBe(cat.id);
    expect((await search('ruiz foods')).body.items[0].member.id).toBe(bob.id);
    // eve is nobody's connection: never found here.
    expect((await search('Evelyn')).body.total).toBe(0);
    // Managers only: dan manages a company, bob owns one, cat neither.
    const [company] = await db.query<{ id: number }>(
      `INSERT INTO companies (name, slug, owner_id) VALUES ('Tremblay Co', $1, $2) RETURNING id`,
      [`tremblay-${dan.id}`, bob.id],
    );
    await db.query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [company?.id, dan.id]);
    // Every test member's username starts with `net`.
    const everyone = await search('net');
    const managers = await search('net', '?isManagersOnly=true');
    expect(managers.status).toBe(200);
    expect(new Set(managers.body.items.map((item: { member: { id: number } }) => item.member.id))).toEqual(new Set([bob.id, dan.id]));
    expect(everyone.body.total).toBeGreaterThan(managers.body.total);
    expect(everyone.body.total).toBe(3);
    expect((await search('net', '?isManagersOnly=false')).body.total).toBe(everyone.body.total);
    expect(await search('')).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(await search('   ')).toMatchObject({ status: 400 });
    expect(await search('a', '?isManagersOnly=maybe')).toMatchObject({ status: 400 });
    expect(await as(t.url, undefined)('POST', '/member-connection/me/connections/search', { keyword: 'a' })).toMatchObject({ status: 401 });
  });

  it('picks up to 10 connections for pickers, by prefix', async () => {
    const picker = await addMember(db);
    const friends = await addMembers(db, 12, (n) => ({ firstName: `Zephyrine${n}`, lastName: 'Picker' }));
    for (const friend of friends) await befriend(db, picker, friend);
    const found = await as(t.url, picker)('POST', '/member-connection/me/friends/search', { keyword: 'zeph' });
    expect(found.status).toBe(200);
    expect(found.body).toHaveLength(10);
    expect(found.body[0]).toEqual(expect.objectContaining({ firstName: expect.stringMatching(/^Zephyrine/), lastName: 'Picker' }));
    expect((await as(t.url, ann)('POST', '/member-connection/me/friends/search', { keyword: 'Zephyrine' })).body).toEqual([]);
    const bart = await as(t.url, ann)('POST', '/member-connection/me/friends/search', { keyword: 'Bart' });
    expect(ids(bart.body)).toEqual([bob.id]);
    expect(await as(t.url, undefined)('POST', '/member-connection/me/friends/search', { keyword: 'a' })).toMatchObject({ status: 401 });
  });

  it('answers the friendship of two members to either of them (null when none), 403 to anyone else', async () => {
    const detail = (viewer: TestMember | undefined, a: number, b: number) =>
      as(t.url, viewer)('GET', `/member-connection/friendship-detail/${a}/${b}`);
    expect(await detail(ann, ann.id, bob.id)).toMatchObject({
      status: 200,
      body: { status: 'accept', user_id: ann.id, friend_id: bob.id },
    });
    expect(await detail(bob, ann.id, bob.id)).toMatchObject({ status: 200, body: { user_id: ann.id } });
    expect(await detail(ann, eve.id, ann.id)).toMatchObject({ status: 200, body: null });
    expect(await detail(eve, ann.id, bob.id)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(await detail(undefined, ann.id, bob.id)).toMatchObject({ status: 401 });
  });

  it('reads every list in one statement, whatever its size', async () => {
    const counter = countStatements(t.server);
    try {
      const reads: Array<[string, string, unknown?]> = [
        ['GET', '/member-connection/me/connections'],
        ['GET', '/member-connection/me/connections/total'],
        ['GET', '/member-connection/received'],
        ['GET', '/member-connection/sent'],
        ['GET', `/member-connection/${bob.id}/connections`],
        ['GET', `/member-connection/${bob.id}/connections/total`],
        ['GET', `/member-connection/${bob.id}/mutual-connections`],
        ['GET', `/member-connection/${bob.id}/mutual-connections/total`],
        ['GET', `/member-connection/friendship-detail/${ann.id}/${bob.id}`],
        ['POST', '/member-connection/me/connections/search', { keyword: 'a' }],
        ['POST', '/member-connection/me/friends/search', { keyword: 'a' }],
        ['GET', '/member-connection/lists'],
        ['GET', '/member-connection/suggested-connections'],
        ['GET', '/users/people-might-know'],
        ['POST', '/users/search-all-users', { keyword: 'a' }],
      ];
      await as(t.url, ann)('GET', '/member-connection/me/connections/total');
      for (const [method, path, body] of reads) {
        expect(await counter.during(() => as(t.url, ann)(method, path, body)), `${method} ${path}`).toBe(1);
      }
    } finally {
      counter.restore();
    }
  });
});
