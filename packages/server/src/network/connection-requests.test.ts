import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { MAX_ID } from '../http/schema.ts';
import { WEEKLY_REQUEST_LIMIT } from './connection-requests.ts';
import { addMember, addMembers, as, befriend, type TestMember } from './fixtures.ts';

describe.each(productionDatabase)('connection requests on %s', (kind) => {
  let t: TestServer;
  const member = () => addMember(t.server.db);
  const request = (from: TestMember | undefined, to: { id: number }) =>
    as(t.url, from)('POST', '/member-connection/request', { id: to.id });
  const respond = (who: TestMember | undefined, friendship: number, answer: string) =>
    as(t.url, who)('GET', `/member-connection/${friendship}/${answer}`);
  const cancel = (who: TestMember | undefined, friendship: number) =>
    as(t.url, who)('GET', `/member-connection/request/${friendship}/cancel`);
  const remove = (who: TestMember | undefined, other: { id: number }) => as(t.url, who)('GET', `/member-connection/${other.id}/remove`);

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => t?.close());

  it('sends a request: 201 pending from sender to receiver, with both members’ cards', async () => {
    const [ann, bob] = [await member(), await member()];
    const sent = await request(ann, bob);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({
      status: 'pending_first_second',
      user_id: ann.id,
      friend_id: bob.id,
      deleted_at: null,
      sender: { id: ann.id, username: ann.username, firstName: ann.firstName, jobTitle: null, companyName: null },
      receiver: { id: bob.id, username: bob.username },
    });
    expect(sent.body.sender.profilePhotoUrl).toMatch(/\/assets\/default-profile\.svg$/);
    expect(sent.body.sender).not.toHaveProperty('email');
  });

  it('refuses a second request while one is pending (409 request_pending), to oneself (422) and to an unknown member (404)', async () => {
    const [ann, bob] = [await member(), await member()];
    expect((await request(ann, bob)).status).toBe(201);
    const again = await request(ann, bob);
    expect(again).toMatchObject({ status: 409, body: { code: 'request_pending' } });
    expect(again.body.message).toContain(bob.firstName);
    expect(await request(ann, ann)).toMatchObject({ status: 422, body: { code: 'validation_failed', fields: { id: expect.any(String) } } });
    expect(await request(ann, { id: MAX_ID })).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await request(ann, { id: 0 })).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(await request(undefined, bob)).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });

  it('a request to someone who already asked you accepts theirs (200, their row, accept)', async () => {
    const [ann, bob] = [await member(), await member()];
    const first = await request(ann, bob);
    const back = await request(bob, ann);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ id: first.body.id, status: 'accept', user_id: ann.id, friend_id: bob.id });
    // Connected: a new request either way is not a move the statuses allow.
    expect(await request(ann, bob)).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
    expect(await request(bob, ann)).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
  });

  it('the receiver accepts; the sender and strangers may not answer (403), anonymous 401, unknown 404, twice 409', async () => {
    const [ann, bob, eve] = [await member(), await member(), await member()];
    const { body: pending } = await request(ann, bob);
    expect(await respond(ann, pending.id, 'accept')).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(await respond(eve, pending.id, 'accept')).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(await respond(undefined, pending.id, 'accept')).toMatchObject({ status: 401 });
    expect(await respond(bob, MAX_ID, 'accept')).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await respond(bob, pending.id, 'maybe')).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    const accepted = await respond(bob, pending.id, 'accept');
    expect(accepted).toMatchObject({ status: 200, body: { id: pending.id, status: 'accept', deleted_at: null } });
    expect(await respond(bob, pending.id, 'accept')).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
    expect(await respond(bob, pending.id, 'decline')).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
    expect(await cancel(ann, pending.id)).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
  });

  it('decline: the sender may not ask again (409 request_declined), the one who declined may (pending their way)', async () => {
    const [ann, bob] = [await member(), await member()];
    const { body: pending } = await request(ann, bob);
    const declined = await respond(bob, pending.id, 'decline');
    expect(declined).toMatchObject({ status: 200, body: { status: 'declined_first_second', deleted_at: null } });
    const again = await request(ann, bob);
    expect(again).toMatchObject({ status: 409, body: { code: 'request_declined' } });
    expect(again.body.message).toContain(bob.firstName);
    expect(await respond(bob, pending.id, 'accept')).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
    expect(await cancel(ann, pending.id)).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
    expect(await remove(ann, bob)).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
    const theirTurn = await request(bob, ann);
    expect(theirTurn).toMatchObject({
      status: 201,
      body: { id: pending.id, status: 'pending_first_second', user_id: bob.id, friend_id: ann.id },
    });
    expect((await respond(ann, pending.id, 'accept')).body.status).toBe('accept');
  });

  it('cancel: by the sender only (403 for the receiver and strangers); the pair may start again on the same row', async () => {
    const [ann, bob, eve] = [await member(), await member(), await member()];
    const { body: pending } = await request(ann, bob);
    expect(await cancel(bob, pending.id)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(await cancel(eve, pending.id)).toMatchObject({ status: 403 });
    expect(await cancel(undefined, pending.id)).toMatchObject({ status: 401 });
    expect(await cancel(ann, MAX_ID)).toMatchObject({ status: 404 });
    const cancelled = await cancel(ann, pending.id);
    expect(cancelled).toMatchObject({ status: 200, body: { id: pending.id, status: 'reject' } });
    expect(cancelled.body.deleted_at).not.toBeNull();
    expect(await cancel(ann, pending.id)).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
    expect(await respond(bob, pending.id, 'accept')).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
    // reject → request, either way, on the pair's one row.
    const renewed = await request(bob, ann);
    expect(renewed).toMatchObject({
      status: 201,
      body: { id: pending.id, status: 'pending_first_second', user_id: bob.id, deleted_at: null },
    });
  });

  it('remove: either side ends a connection (reject, deleted); not connected 409, oneself 422, unknown 404, anonymous 401', async () => {
    const [ann, bob, eve] = [await member(), await member(), await member()];
    const { body: pending } = await request(ann, bob);
    expect(await remove(ann, bob)).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
    await respond(bob, pending.id, 'accept');
    expect(await remove(eve, bob)).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
    expect(await remove(ann, ann)).toMatchObject({ status: 422 });
    expect(await remove(ann, { id: MAX_ID })).toMatchObject({ status: 404 });
    expect(await remove(undefined, bob)).toMatchObject({ status: 401 });
    const removed = await remove(bob, ann);
    expect(removed).toMatchObject({ status: 200, body: { id: pending.id, status: 'reject' } });
    expect(removed.body.deleted_at).not.toBeNull();
    expect(await remove(ann, bob)).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
    // The other side removes too: connect again, then the sender removes.
    expect((await request(ann, bob)).status).toBe(201);
    expect((await request(bob, ann)).body.status).toBe('accept');
    expect(await remove(ann, bob)).toMatchObject({ status: 200, body: { status: 'reject' } });
    // `friends` reads as connected: it can be removed like `accept`.
    const [cat, dan] = [await member(), await member()];
    await befriend(t.server.db, cat, dan, 'friends');
    expect(await request(cat, dan)).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
    expect(await remove(dan, cat)).toMatchObject({ status: 200, body: { status: 'reject' } });
  });

  it('caps requests at 100 in 7 days: the 101st answers 429 connection_request_limit with Retry-After and the reset time', async () => {
    const ann = await member();
    const others = await addMembers(t.server.db, WEEKLY_REQUEST_LIMIT + 1);
    const asked = others.slice(0, WEEKLY_REQUEST_LIMIT);
    // The oldest counted request is 2 days old: the cap lifts in 5 days.
    await t.server.db.query(
      `INSERT INTO friendships (user_id, friend_id, status, created_at, updated_at)
       SELECT $1, id, 'pending_first_second', now() - interval '1 day' - (n || ' minutes')::interval, now()
         FROM unnest($2::int[]) WITH ORDINALITY AS o (id, n)`,
      [ann.id, asked.map((other) => other.id)],
    );
    await t.server.db.query(`UPDATE friendships SET created_at = now() - interval '2 days' WHERE user_id = $1 AND friend_id = $2`, [
      ann.id,
      asked[asked.length - 1]?.id,
    ]);
    const last = others[WEEKLY_REQUEST_LIMIT] as TestMember;
    const refused = await request(ann, last);
    expect(refused).toMatchObject({ status: 429, body: { code: 'connection_request_limit' } });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(5 * 86_400 - 120);
    expect(retryAfter).toBeLessThanOrEqual(5 * 86_400);
    const resetsAt = new Date(Date.now() + retryAfter * 1000).toISOString().slice(0, 10);
    expect(refused.body.message).toContain(`${WEEKLY_REQUEST_LIMIT} connection requests`);
    expect(refused.body.message).toContain(resetsAt);
    const french = await as(t.url, ann)('POST', '/member-connection/request', { id: last.id }, { 'accept-language': 'fr' });
    expect(french.body.message).toContain('demandes de mise en relation');
    const turkish = await as(t.url, ann)('POST', '/member-connection/request', { id: last.id }, { 'accept-language': 'tr' });
    expect(turkish.body.message).toContain('bağlantı isteği');
    // Accepting a request someone else sent is not a request: the cap does not stop it.
    const asker = await member();
    await request(asker, ann);
    expect(await request(ann, asker)).toMatchObject({ status: 200, body: { status: 'accept' } });
    // Once the oldest leaves the window, one more may go.
    await t.server.db.query(`UPDATE friendships SET created_at = now() - interval '8 days' WHERE user_id = $1 AND friend_id = $2`, [
      ann.id,
      asked[asked.length - 1]?.id,
    ]);
    expect((await request(ann, last)).status).toBe(201);
    expect((await request(ann, asker)).status).toBe(409);
  });

  it('routes each path to its own operation: `/{a}/{b}` takes none of the static ones', async () => {
    const [ann, bob] = [await member(), await member()];
    await befriend(t.server.db, ann, bob);
    const call = as(t.url, ann);
    // GET /{id}/connections answers the page, not respond's 400 for `connections`.
    expect(await call('GET', `/member-connection/${bob.id}/connections`)).toMatchObject({ status: 200, body: { total: 1 } });
    expect(await call('GET', `/member-connection/${bob.id}/connections/total`)).toMatchObject({ status: 200, body: { total: 1 } });
    expect(await call('GET', `/member-connection/${bob.id}/mutual-connections`)).toMatchObject({ status: 200, body: { total: 0 } });
    expect(await call('GET', '/member-connection/me/connections')).toMatchObject({ status: 200, body: { total: 1 } });
    expect(await call('GET', '/member-connection/me/connections/total')).toMatchObject({ status: 200, body: { total: 1 } });
    expect(await call('GET', `/member-connection/friendship-detail/${ann.id}/${bob.id}`)).toMatchObject({
      status: 200,
      body: { status: 'accept' },
    });
    expect(await call('GET', `/member-connection/request/${MAX_ID}/cancel`)).toMatchObject({
      status: 404,
      body: { message: 'This connection request was not found.' },
    });
    const list = await call('POST', '/member-connection/lists', { name: 'Route check' });
    expect(await call('POST', `/member-connection/lists/${list.body.id}`, { name: 'Renamed' })).toMatchObject({
      status: 200,
      body: { name: 'Renamed' },
    });
    expect((await call('DELETE', `/member-connection/lists/${list.body.id}`)).status).toBe(204);
    expect(await call('GET', '/member-connection/received')).toMatchObject({ status: 200, body: { items: [] } });
    expect(await call('GET', '/member-connection/sent')).toMatchObject({ status: 200, body: { items: [] } });
    expect((await call('GET', '/member-connection/suggested-connections')).status).toBe(200);
    // The last: remove, which the respond route would also have read as `/{a}/{b}`.
    expect(await call('GET', `/member-connection/${bob.id}/remove`)).toMatchObject({ status: 200, body: { status: 'reject' } });
  });
});
