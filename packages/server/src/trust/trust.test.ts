import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { MAX_ID } from '../http/schema.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';
import { setAdmin } from './admin-command.ts';

describe.each(productionDatabase)('blocking and reporting on %s', (kind) => {
  let t: TestServer;
  const member = (fields: { firstName?: string; lastName?: string } = {}) => addMember(t.server.db, fields);
  const post = async (author: TestMember, body: string) => {
    const [row] = await t.server.db.query<{ id: number }>(
      `INSERT INTO posts (kind, author_type, owner_id, author_id, body, visible) VALUES ('body', 'user', $1, $1, $2, 'public') RETURNING id`,
      [author.id, body],
    );
    return (row as { id: number }).id;
  };
  const comment = async (postId: number, author: TestMember, body: string) => {
    const [row] = await t.server.db.query<{ id: number }>(
      'INSERT INTO post_comments (post_id, author_id, body) VALUES ($1, $2, $3) RETURNING id',
      [postId, author.id, body],
    );
    return (row as { id: number }).id;
  };
  const block = (who: TestMember | undefined, other: { id: number }) => as(t.url, who)('POST', `/users/block/${other.id}`);
  const admin = async () => {
    const made = await member();
    await t.server.db.query('UPDATE users SET is_admin = true WHERE id = $1', [made.id]);
    return made;
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => t?.close());

  it('blocks (204, again 204) and refuses anonymous (401), oneself (400) and an unknown member (404)', async () => {
    const [ada, bob] = [await member(), await member()];
    expect(await block(undefined, bob)).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    expect(await block(ada, ada)).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(await block(ada, { id: MAX_ID })).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await block(ada, { id: 0 })).toMatchObject({ status: 400 });
    expect((await block(ada, bob)).status).toBe(204);
    expect((await block(ada, bob)).status).toBe(204);
    expect((await as(t.url, undefined)('GET', '/users/blocked')).status).toBe(401);
    expect((await as(t.url, undefined)('DELETE', `/users/block/${bob.id}`)).status).toBe(401);
  });

  it('lists blocked members with blocked_at, newest first, and unblocks', async () => {
    const [ada, bob, cem] = [await member(), await member(), await member()];
    await block(ada, bob);
    await block(ada, cem);
    const list = await as(t.url, ada)('GET', '/users/blocked');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((item: { id: number }) => item.id).sort()).toEqual([bob.id, cem.id].sort());
    expect(list.body.items[0]).toMatchObject({ username: expect.any(String), blocked_at: expect.any(String) });
    expect((await as(t.url, ada)('DELETE', `/users/block/${bob.id}`)).status).toBe(204);
    expect((await as(t.url, ada)('DELETE', `/users/block/${bob.id}`)).status).toBe(204);
    const after = await as(t.url, ada)('GET', '/users/blocked');
    expect(after.body).toMatchObject({ total: 1, items: [{ id: cem.id }] });
    // The blocked member's own list is theirs alone.
    expect((await as(t.url, bob)('GET', '/users/blocked')).body.total).toBe(0);
  });

  it('ends the connection and a pending request either way', async () => {
    const [ada, bob, cem] = [await member(), await member(), await member()];
    await befriend(t.server.db, ada, bob);
    await befriend(t.server.db, cem, ada, 'pending_first_second');
    await block(ada, bob);
    await block(ada, cem);
    const rows = await t.server.db.query<{ status: string; deleted: boolean }>(
      'SELECT status, deleted_at IS NOT NULL AS deleted FROM friendships WHERE user_id = ANY($1::int[]) OR friend_id = ANY($1::int[])',
      [[bob.id, cem.id]],
    );
    expect(rows).toEqual([
      { status: 'reject', deleted: true },
      { status: 'reject', deleted: true },
    ]);
  });

  it('hides profiles, posts, comments and search both ways, and refuses requests and messages (403 member_blocked)', async () => {
    const ada = await member({ firstName: 'Adaline', lastName: 'Blockerson' });
    const bob = await member({ firstName: 'Bobbin', lastName: 'Blockedman' });
    const cem = await member();
    const bobPost = await post(bob, 'bob writes here');
    const adaPost = await post(ada, 'ada writes here');
    const cemPost = await post(cem, 'cem writes here');
    await comment(cemPost, bob, 'bob comments');
    await comment(cemPost, ada, 'ada comments');
    await befriend(t.server.db, ada, bob);
    // Before: both see each other, and a private conversation exists.
    expect((await as(t.url, ada)('GET', `/users/profile/${bob.id}`)).status).toBe(200);
    const room = await as(t.url, ada)('POST', '/chat-room', { room_type: 'private', userId: bob.id });
    expect(room.status, JSON.stringify(room.body)).toBe(201);
    expect((await block(ada, bob)).status).toBe(204);

    for (const [viewer, other, otherPost] of [
      [ada, bob, bobPost],
      [bob, ada, adaPost],
    ] as const) {
      const get = as(t.url, viewer);
      expect(await get('GET', `/users/profile/${other.id}`)).toMatchObject({ status: 404, body: { code: 'not_found' } });
      expect(await get('GET', `/users/profile/${other.username}`)).toMatchObject({ status: 404 });
      expect((await get('GET', `/users/profile/${other.id}/info`)).status).toBe(404);
      expect((await get('GET', `/post/${otherPost}`)).status).toBe(404);
      expect((await get('GET', `/post/${otherPost}/comments`)).status).toBe(404);
      const all = await get('GET', '/post/all-posts?limit=100');
      const ids = all.body.items.map((item: { id: number }) => item.id);
      expect(ids).toContain(cemPost);
      expect(ids).not.toContain(otherPost);
      const comments = await get('GET', `/post/${cemPost}/comments`);
      expect(comments.body.total).toBe(1);
      expect(comments.body.items[0].author.id).toBe(viewer.id);
      const search = await get('POST', '/users/search-all-users', { keyword: other.lastName });
      expect(search.status).toBe(200);
      expect(search.body.items.map((item: { id: number }) => item.id)).not.toContain(other.id);
      const found = await get('GET', `/post/search?q=${encodeURIComponent('writes')}`);
      expect(found.body.items.map((item: { id: number }) => item.id)).not.toContain(otherPost);
      expect(await get('POST', '/member-connection/request', { id: other.id })).toMatchObject({
        status: 403,
        body: { code: 'member_blocked', message: expect.any(String) },
      });
      expect(await get('POST', '/chat-room', { room_type: 'private', userId: other.id })).toMatchObject({
        status: 403,
        body: { code: 'member_blocked' },
      });
      expect(await get('POST', `/chat-room/${room.body.id}/chat-message`, { text: 'hello?' })).toMatchObject({
        status: 403,
        body: { code: 'member_blocked' },
      });
    }
    // A third member still sees both; signed out, the profiles and posts show.
    expect((await as(t.url, cem)('GET', `/post/${cemPost}/comments`)).body.total).toBe(2);
    expect((await as(t.url, undefined)('GET', `/users/profile/${bob.id}`)).status).toBe(200);
    expect((await as(t.url, undefined)('GET', `/post/${bobPost}`)).status).toBe(200);
    // Unblocked: seen again.
    expect((await as(t.url, ada)('DELETE', `/users/block/${bob.id}`)).status).toBe(204);
    expect((await as(t.url, bob)('GET', `/users/profile/${ada.id}`)).status).toBe(200);
    expect((await as(t.url, ada)('GET', `/post/${bobPost}`)).status).toBe(200);
  });

  it('files a report (201), answers the open one again (200) and refuses bad, unknown and unseen subjects', async () => {
    const [ada, bob, cem] = [await member(), await member(), await member()];
    const bobPost = await post(bob, 'spam spam');
    const report = (who: TestMember | undefined, body: unknown) => as(t.url, who)('POST', '/reports', body);
    expect((await report(undefined, { subject_type: 'post', subject_id: bobPost, reason: 'spam' })).status).toBe(401);
    expect(await report(ada, { subject_type: 'post', subject_id: bobPost, reason: 'boring' })).toMatchObject({ status: 400 });
    expect(await report(ada, { subject_type: 'planet', subject_id: bobPost, reason: 'spam' })).toMatchObject({ status: 400 });
    expect(await report(ada, { subject_type: 'post', subject_id: MAX_ID, reason: 'spam' })).toMatchObject({ status: 404 });
    expect(await report(ada, { subject_type: 'message', subject_id: 9_000_000_000, reason: 'spam' })).toMatchObject({ status: 400 });
    const first = await report(ada, { subject_type: 'post', subject_id: bobPost, reason: 'spam', details: 'Selling fake goods.' });
    expect(first).toMatchObject({ status: 201, body: { id: expect.any(Number) } });
    expect(await report(ada, { subject_type: 'post', subject_id: bobPost, reason: 'scam' })).toMatchObject({
      status: 200,
      body: { id: first.body.id },
    });
    expect((await report(ada, { subject_type: 'member', subject_id: bob.id, reason: 'harassment' })).status).toBe(201);
    // Blocked either way: the subject is not seen, so not found.
    await block(bob, cem);
    expect((await report(cem, { subject_type: 'post', subject_id: bobPost, reason: 'spam' })).status).toBe(404);
    expect((await report(cem, { subject_type: 'member', subject_id: bob.id, reason: 'spam' })).status).toBe(404);
  });

  it('shows the queue to admins only, and dismisses', async () => {
    const [ada, bob, boss] = [await member(), await member(), await admin()];
    const bobPost = await post(bob, 'a dubious offer');
    const filed = await as(t.url, ada)('POST', '/reports', {
      subject_type: 'post',
      subject_id: bobPost,
      reason: 'scam',
      details: 'Too good.',
    });
    expect((await as(t.url, undefined)('GET', '/admin/reports')).status).toBe(401);
    expect(await as(t.url, ada)('GET', '/admin/reports')).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect((await as(t.url, ada)('POST', `/admin/reports/${filed.body.id}/dismiss`)).status).toBe(403);
    const queue = await as(t.url, boss)('GET', '/admin/reports?limit=100');
    expect(queue.status).toBe(200);
    const item = queue.body.items.find((entry: { id: number }) => entry.id === filed.body.id);
    expect(item).toMatchObject({
      subject_type: 'post',
      subject_id: bobPost,
      reason: 'scam',
      details: 'Too good.',
      status: 'open',
      reporter: { id: ada.id },
      subject_author: { id: bob.id },
      subject_preview: 'a dubious offer',
      subject_hidden: false,
      author_suspended: false,
    });
    expect((await as(t.url, boss)('POST', `/admin/reports/${filed.body.id}/dismiss`)).status).toBe(204);
    expect(await as(t.url, boss)('POST', `/admin/reports/${filed.body.id}/dismiss`)).toMatchObject({ status: 409 });
    expect((await as(t.url, boss)('POST', `/admin/reports/${MAX_ID}/dismiss`)).status).toBe(404);
    const dismissed = await as(t.url, boss)('GET', '/admin/reports?status=dismissed&limit=100');
    expect(dismissed.body.items.map((entry: { id: number }) => entry.id)).toContain(filed.body.id);
    expect((await as(t.url, boss)('GET', '/admin/reports?status=lost')).status).toBe(400);
  });

  it('hides reported posts and comments: 404 to others, seen by the author and admins, skipped by lists', async () => {
    const [ada, bob, boss] = [await member(), await member(), await admin()];
    const bobPost = await post(bob, 'hide me');
    const adaPost = await post(ada, 'a fine post');
    const bobComment = await comment(adaPost, bob, 'rude comment');
    const onPost = await as(t.url, ada)('POST', '/reports', { subject_type: 'post', subject_id: bobPost, reason: 'hate' });
    const onComment = await as(t.url, ada)('POST', '/reports', { subject_type: 'comment', subject_id: bobComment, reason: 'harassment' });
    const onMember = await as(t.url, ada)('POST', '/reports', { subject_type: 'member', subject_id: bob.id, reason: 'harassment' });
    expect((await as(t.url, boss)('POST', `/admin/reports/${onPost.body.id}/hide`)).status).toBe(204);
    expect((await as(t.url, boss)('POST', `/admin/reports/${onComment.body.id}/hide`)).status).toBe(204);
    expect(await as(t.url, boss)('POST', `/admin/reports/${onMember.body.id}/hide`)).toMatchObject({ status: 400 });
    expect((await as(t.url, ada)('GET', `/post/${bobPost}`)).status).toBe(404);
    expect((await as(t.url, undefined)('GET', `/post/${bobPost}`)).status).toBe(404);
    expect((await as(t.url, bob)('GET', `/post/${bobPost}`)).status).toBe(200);
    expect((await as(t.url, boss)('GET', `/post/${bobPost}`)).status).toBe(200);
    const all = await as(t.url, ada)('GET', '/post/all-posts?limit=100');
    expect(all.body.items.map((item: { id: number }) => item.id)).not.toContain(bobPost);
    expect((await as(t.url, ada)('GET', `/post/${adaPost}/comments`)).body.total).toBe(0);
    expect((await as(t.url, bob)('GET', `/post/${adaPost}/comments`)).body.total).toBe(1);
    const actioned = await as(t.url, boss)('GET', '/admin/reports?status=actioned&limit=100');
    expect(actioned.body.items.find((entry: { id: number }) => entry.id === onPost.body.id)).toMatchObject({ subject_hidden: true });
  });

  it('hides reported deals, companies and messages: 404 or skipped for others, seen by the author and admins', async () => {
    const [ada, bob, boss] = [await member(), await member(), await admin()];
    const db = t.server.db;
    const [company] = await db.query<{ id: number }>(
      `INSERT INTO companies (name, slug, owner_id) VALUES ('Shady Ltd', $1, $2) RETURNING id`,
      [`shady-${bob.id}`, bob.id],
    );
    const [deal] = await db.query<{ id: number }>(
      `INSERT INTO deals (title, type, author_id) VALUES ('Fake watches', 'offer', $1) RETURNING id`,
      [bob.id],
    );
    await befriend(db, ada, bob);
    const room = await as(t.url, bob)('POST', '/chat-room', { room_type: 'private', userId: ada.id });
    const sent = await as(t.url, bob)('POST', `/chat-room/${room.body.id}/chat-message`, { text: 'buy my watches' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const reports: number[] = [];
    for (const [type, id] of [
      ['company', company?.id],
      ['deal', deal?.id],
      ['message', sent.body.id],
    ] as const) {
      const filed = await as(t.url, ada)('POST', '/reports', { subject_type: type, subject_id: id, reason: 'scam' });
      expect(filed.status, `${type} ${JSON.stringify(filed.body)}`).toBe(201);
      reports.push(filed.body.id as number);
    }
    const queue = await as(t.url, boss)('GET', '/admin/reports?limit=100');
    const previews = queue.body.items
      .filter((item: { id: number }) => reports.includes(item.id))
      .map((item: { subject_preview: string }) => item.subject_preview);
    expect(previews.sort()).toEqual(['Fake watches', 'Shady Ltd', 'buy my watches']);
    const newDealsTotal = async () => (await as(t.url, ada)('GET', '/deals/new-deals?limit=1')).body.total;
    const totalBefore = await newDealsTotal();
    for (const id of reports) expect((await as(t.url, boss)('POST', `/admin/reports/${id}/hide`)).status).toBe(204);
    // The lists' maintained totals count it no more (deal_counts, migration 0027).
    expect(await newDealsTotal()).toBe(totalBefore - 1);
    expect((await as(t.url, ada)('GET', `/company/${company?.id}`)).status).toBe(404);
    expect((await as(t.url, bob)('GET', `/company/${company?.id}`)).status).toBe(200);
    expect((await as(t.url, boss)('GET', `/company/${company?.id}`)).status).toBe(200);
    expect((await as(t.url, ada)('GET', `/deals/${deal?.id}`)).status).toBe(404);
    expect((await as(t.url, bob)('GET', `/deals/${deal?.id}`)).status).toBe(200);
    // Out of others' lists of his deals, still in his own.
    const listedTo = async (viewer: TestMember) =>
      (await as(t.url, viewer)('GET', `/users/${bob.id}/deals?limit=100`)).body.items.map((item: { id: number }) => item.id);
    expect(await listedTo(ada)).not.toContain(deal?.id);
    expect(await listedTo(bob)).toContain(deal?.id);
    const companies = await as(t.url, ada)('GET', '/company?limit=100');
    expect(companies.body.items.map((item: { id: number }) => item.id)).not.toContain(company?.id);
    const adaMessages = await as(t.url, ada)('GET', `/chat-room/${room.body.id}/chat-message`);
    expect(adaMessages.body.items ?? adaMessages.body).toHaveLength(0);
    const bobMessages = await as(t.url, bob)('GET', `/chat-room/${room.body.id}/chat-message`);
    expect(bobMessages.body.items ?? bobMessages.body).toHaveLength(1);
  });

  it('suspends the author: sessions end, sign-in answers 403 account_suspended', async () => {
    const boss = await admin();
    const ada = await member();
    const bob = await signUp(t.url);
    await t.server.db.query(`UPDATE users SET status = 'active' WHERE id = $1`, [bob.user.id]);
    const [row] = await t.server.db.query<{ id: number }>(
      `INSERT INTO posts (kind, author_type, owner_id, author_id, body) VALUES ('body', 'user', $1, $1, 'scam') RETURNING id`,
      [bob.user.id],
    );
    const filed = await as(t.url, ada)('POST', '/reports', { subject_type: 'post', subject_id: row?.id, reason: 'scam' });
    expect((await as(t.url, ada)('POST', `/admin/reports/${filed.body.id}/suspend`)).status).toBe(403);
    expect((await as(t.url, boss)('POST', `/admin/reports/${filed.body.id}/suspend`)).status).toBe(204);
    expect((await call(t.url, 'GET', '/users/me', { token: bob.token })).status).toBe(401);
    const signIn = await call(t.url, 'POST', '/auth/sign-in', { body: { email: bob.email, password: bob.password } });
    expect(signIn).toMatchObject({ status: 403, body: { code: 'account_suspended', message: expect.any(String) } });
    // A wrong password still answers 401: the suspension is told only to whoever knows the password.
    expect((await call(t.url, 'POST', '/auth/sign-in', { body: { email: bob.email, password: 'wrong-password-1' } })).status).toBe(401);
    // An admin cannot suspend themselves.
    const own = await as(t.url, ada)('POST', '/reports', { subject_type: 'member', subject_id: boss.id, reason: 'other' });
    expect(await as(t.url, boss)('POST', `/admin/reports/${own.body.id}/suspend`)).toMatchObject({ status: 409 });
  });

  it('sets the admin flag by e-mail (the server command), shown on the session user', async () => {
    const ada = await signUp(t.url);
    expect(ada.user.is_admin).toBe(false);
    expect(await setAdmin(t.server.db, ada.email.toUpperCase(), true)).toBe(ada.user.id);
    expect((await call(t.url, 'GET', '/users/me', { token: ada.token })).body).toMatchObject({ is_admin: true });
    expect(await setAdmin(t.server.db, ada.email, false)).toBe(ada.user.id);
    expect(await setAdmin(t.server.db, 'nobody@example.org', true)).toBeNull();
  });
});
