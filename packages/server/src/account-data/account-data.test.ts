import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { sendForm } from '../../test/uploads.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

describe.each(productionDatabase)('account export and deletion on %s', (kind) => {
  let t: TestServer;
  let filesDir: string;
  let alice: Member;
  let bob: Member;
  let roomId: number;
  let leadId: number;
  let photoPath: string;
  let photoBytes: Buffer;

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'dealgrow-account-data-'));
    t = await startTestServer(kind, { filesDir });
    [alice, bob] = await Promise.all([signUp(t.url), signUp(t.url)]);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const photo = await sendForm(t.url, 'PUT', `/users/${alice.user.id}`, {
      token: alice.token,
      files: [{ field: 'image', name: 'me.png', data: png }],
    });
    expect(photo.status).toBe(200);
    photoBytes = Buffer.from(await (await fetch(photo.body.profilePhotoUrl)).arrayBuffer());
    const db = t.server.db;
    const [file] = await db.query<{ path: string }>('SELECT path FROM files WHERE uploaded_by = $1 ORDER BY id LIMIT 1', [alice.user.id]);
    photoPath = (file as { path: string }).path;
    await db.query(`INSERT INTO friendships (user_id, friend_id, status) VALUES ($1, $2, 'friends')`, [alice.user.id, bob.user.id]);
    await db.query(`INSERT INTO posts (kind, owner_id, author_id, body) VALUES ('body', $1, $1, 'Hello from Alice')`, [alice.user.id]);
    const room = await call(t.url, 'POST', '/chat-room', { token: alice.token, body: { room_type: 'private', userId: bob.user.id } });
    expect(room.status).toBe(201);
    roomId = room.body.id;
    const sent = await call(t.url, 'POST', `/chat-room/${roomId}/chat-message`, {
      token: alice.token,
      body: { text: 'Hi Bob, about your offer' },
    });
    expect(sent.status).toBe(201);
    const [deal] = await db.query<{ id: number }>(
      `INSERT INTO deals (title, type, author_id, buy_price, buy_currency) VALUES ('Bob’s offer', 'offer', $1, 100, 'EUR') RETURNING id`,
      [bob.user.id],
    );
    const [lead] = await db.query<{ id: number }>(
      `INSERT INTO leads (type, deal_id, sender_id, receiver_id, text) VALUES ('buy', $1, $2, $3, 'Alice wants 10') RETURNING id`,
      [(deal as { id: number }).id, alice.user.id, bob.user.id],
    );
    leadId = (lead as { id: number }).id;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('prepares a small account’s export within the request and downloads it as a ZIP of JSON files and uploads', async () => {
    const requested = await call(t.url, 'POST', '/users/export', { token: alice.token });
    expect(requested.status).toBe(202);
    expect(requested.body).toMatchObject({ status: 'ready', progress: 100 });
    expect(requested.body.size).toBeGreaterThan(0);
    const days = (Date.parse(requested.body.expires_at) - Date.parse(requested.body.created_at)) / 86_400_000;
    expect(Math.round(days)).toBe(7);

    const progress = await call(t.url, 'GET', `/users/export/${requested.body.id}`, { token: alice.token });
    expect(progress).toMatchObject({ status: 200, body: { id: requested.body.id, status: 'ready', progress: 100 } });

    const response = await fetch(`${t.url}/users/export/${requested.body.id}/download`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const date = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="dealgrow-export-${alice.username}-${date}.zip"`);
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const json = (name: string) => JSON.parse(Buffer.from(entries[name] ?? new Uint8Array()).toString('utf8'));
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'connections.json',
        'posts.json',
        'comments.json',
        'messages.json',
        'deals.json',
        'products.json',
        'leads.json',
      ]),
    );
    const profile = json('profile.json');
    expect(profile.member).toMatchObject({ id: alice.user.id, email: alice.email, username: alice.username });
    expect(profile.member.password_hash).toBeUndefined();
    expect(profile).toMatchObject({ experiences: [], educations: [], skills: [] });
    expect(json('connections.json')).toEqual([
      expect.objectContaining({ status: 'friends', member: expect.objectContaining({ id: bob.user.id }) }),
    ]);
    expect(json('posts.json')).toEqual([expect.objectContaining({ body: 'Hello from Alice' })]);
    expect(json('messages.json')).toEqual([expect.objectContaining({ text: 'Hi Bob, about your offer', room_type: 'private' })]);
    expect(json('leads.json')).toEqual([expect.objectContaining({ id: leadId, text: 'Alice wants 10' })]);
    const uploaded = Object.keys(entries).filter((name) => name.startsWith('files/'));
    expect(uploaded.length).toBeGreaterThan(0);
    expect(uploaded.some((name) => Buffer.from(entries[name] ?? new Uint8Array()).equals(photoBytes))).toBe(true);
  });

  it('answers the export under way to a second request, 409 on downloading it before it is ready', async () => {
    const [row] = await t.server.db.query<{ id: string }>(
      `INSERT INTO account_exports (user_id, status, progress) VALUES ($1, 'running', 40) RETURNING id`,
      [bob.user.id],
    );
    const id = (row as { id: string }).id;
    const again = await call(t.url, 'POST', '/users/export', { token: bob.token });
    expect(again).toMatchObject({ status: 202, body: { id, status: 'running', progress: 40 } });
    expect((await call(t.url, 'GET', `/users/export/${id}`, { token: bob.token })).body).toMatchObject({ status: 'running', progress: 40 });
    const early = await call(t.url, 'GET', `/users/export/${id}/download`, { token: bob.token });
    expect(early).toMatchObject({ status: 409, body: { code: 'conflict' } });
    await t.server.db.query(`UPDATE account_exports SET status = 'failed' WHERE id = $1`, [id]);
  });

  it('hides an export from other members (404) and refuses anonymous callers (401)', async () => {
    const mine = await call(t.url, 'POST', '/users/export', { token: alice.token });
    expect(mine.status).toBe(202);
    expect((await call(t.url, 'GET', `/users/export/${mine.body.id}`, { token: bob.token })).status).toBe(404);
    expect((await call(t.url, 'GET', `/users/export/${mine.body.id}/download`, { token: bob.token })).status).toBe(404);
    expect((await call(t.url, 'GET', '/users/export/not-a-uuid', { token: alice.token })).status).toBe(400);
    expect((await call(t.url, 'POST', '/users/export')).status).toBe(401);
    expect((await call(t.url, 'GET', `/users/export/${mine.body.id}`)).status).toBe(401);
    expect((await call(t.url, 'GET', `/users/export/${mine.body.id}/download`)).status).toBe(401);
    expect((await call(t.url, 'POST', '/users/delete-account', { body: { password: 'x' } })).status).toBe(401);
  });

  it('refuses deletion with a wrong password (403) and while the member alone owns a company (409)', async () => {
    const wrong = await call(t.url, 'POST', '/users/delete-account', { token: alice.token, body: { password: 'not-my-password' } });
    expect(wrong).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(wrong.body.message).toMatch(/password is incorrect/);
    const owner = await signUp(t.url);
    await t.server.db.query(`INSERT INTO companies (name, slug, owner_id) VALUES ('Owner Co', $1, $2)`, [
      `owner-co-${owner.user.id}`,
      owner.user.id,
    ]);
    const refused = await call(t.url, 'POST', '/users/delete-account', { token: owner.token, body: { password: owner.password } });
    expect(refused).toMatchObject({ status: 409, body: { code: 'conflict' } });
    expect(refused.body.message).toContain('Owner Co');
    expect((await call(t.url, 'GET', '/users/me', { token: alice.token })).status).toBe(200);
  });

  it('deletes the account: data and files gone, the lead and message kept under “Deleted member”, sign-in refused, e-mail free', async () => {
    expect(existsSync(join(filesDir, photoPath))).toBe(true);
    const deleted = await call(t.url, 'POST', '/users/delete-account', { token: alice.token, body: { password: alice.password } });
    expect(deleted.status).toBe(204);

    expect((await call(t.url, 'GET', '/users/me', { token: alice.token })).status).toBe(401);
    const signIn = await call(t.url, 'POST', '/auth/sign-in', { body: { email: alice.email, password: alice.password } });
    expect(signIn.status).toBe(401);
    expect(existsSync(join(filesDir, photoPath))).toBe(false);

    const db = t.server.db;
    const [left] = await db.query<{ users: number; posts: number; friendships: number; exports: number; files: number }>(
      `SELECT (SELECT count(*)::int FROM users WHERE id = $1 OR lower(email) = lower($2)) AS users,
              (SELECT count(*)::int FROM posts WHERE body = 'Hello from Alice') AS posts,
              (SELECT count(*)::int FROM friendships WHERE $1 IN (user_id, friend_id)) AS friendships,
              (SELECT count(*)::int FROM account_exports WHERE user_id = $1) AS exports,
              (SELECT count(*)::int FROM files WHERE path = $3 AND deleted_at IS NULL) AS files`,
      [alice.user.id, alice.email, photoPath],
    );
    expect(left).toEqual({ users: 0, posts: 0, friendships: 0, exports: 0, files: 0 });

    const lead = await call(t.url, 'GET', `/lead/detail/${leadId}`, { token: bob.token });
    expect(lead.status).toBe(200);
    expect(lead.body.text).toBe('Alice wants 10');
    expect(lead.body.sender).toMatchObject({ firstName: 'Deleted', lastName: 'member' });
    expect(lead.body.sender.id).not.toBe(alice.user.id);
    // The stand-in author is nobody to find: no profile page, not in member search.
    expect((await call(t.url, 'GET', `/users/profile/${lead.body.sender.id}`, { token: bob.token })).status).toBe(404);
    const search = await call(t.url, 'POST', '/users/search-all-users', { body: { keyword: 'Deleted member' }, token: bob.token });
    expect(search.body.items.map((item: { id: number }) => item.id)).not.toContain(lead.body.sender.id);

    const messages = await call(t.url, 'GET', `/chat-room/${roomId}/chat-message`, { token: bob.token });
    expect(messages.status).toBe(200);
    const message = messages.body.items.find((m: { text: string }) => m.text === 'Hi Bob, about your offer');
    expect(message.sender).toMatchObject({ firstName: 'Deleted', lastName: 'member' });

    const again = await call(t.url, 'POST', '/auth/sign-up', {
      body: { email: alice.email, password: alice.password, username: alice.username, firstName: 'Alice', lastName: 'Again' },
    });
    expect(again.status).toBe(201);
  });
});
