import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';

describe.each(productionDatabase)('recommendations on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => t?.close());

  const connect = (a: { user: { id: number } }, b: { user: { id: number } }, status = 'accept') =>
    t.server.db.query('INSERT INTO friendships (user_id, friend_id, status) VALUES ($1, $2, $3)', [a.user.id, b.user.id, status]);
  const recommend = (author: { token: string }, recipient: { user: { id: number } }, data = 'Reliable and quick.') =>
    call(t.url, 'POST', '/users/recommendations', { token: author.token, body: { userId: recipient.user.id, data } });
  const shown = async (member: { user: { id: number } }, token?: string) =>
    (await call(t.url, 'GET', `/users/profile/${member.user.id}/info`, { token })).body.recommendations as Array<{
      id: number;
      visible: boolean;
    }>;

  it('lets a connection recommend a member; hidden until the recipient shows it', async () => {
    const author = await signUp(t.url);
    const recipient = await signUp(t.url);
    await connect(recipient, author, 'friends');
    const written = await recommend(author, recipient, '  Ada found us three buyers.  ');
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({
      data: 'Ada found us three buyers.',
      visible: false,
      author_id: author.user.id,
      recipient_id: recipient.user.id,
      author: { id: author.user.id, username: author.username, jobTitle: null, companyName: null },
    });
    expect(await shown(recipient)).toEqual([]);
    expect(await shown(recipient, author.token)).toEqual([]);
    expect(await shown(recipient, recipient.token)).toMatchObject([{ id: written.body.id, visible: false }]);

    const toggled = await call(t.url, 'GET', `/users/recommendations/${written.body.id}/toggle`, { token: recipient.token });
    expect(toggled).toMatchObject({ status: 200, body: { id: written.body.id, visible: true } });
    expect(await shown(recipient)).toMatchObject([{ id: written.body.id, visible: true, author: { id: author.user.id } }]);
    const back = await call(t.url, 'GET', `/users/recommendations/${written.body.id}/toggle`, { token: recipient.token });
    expect(back.body.visible).toBe(false);
    expect(await shown(recipient)).toEqual([]);
  });

  it('refuses a member who is not a connection (403, also pending or declined), oneself (422) and unknown members (404)', async () => {
    const author = await signUp(t.url);
    const recipient = await signUp(t.url);
    const stranger = await recommend(author, recipient);
    expect(stranger).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(stranger.body.message).toMatch(/connection/i);
    await connect(author, recipient, 'pending_first_second');
    expect((await recommend(author, recipient)).status).toBe(403);
    await t.server.db.query(`UPDATE friendships SET status = 'accept', deleted_at = now() WHERE user_id = $1`, [author.user.id]);
    expect((await recommend(author, recipient)).status).toBe(403);
    expect(await recommend(author, author)).toMatchObject({ status: 422, body: { fields: { userId: expect.any(String) } } });
    expect(
      (await call(t.url, 'POST', '/users/recommendations', { token: author.token, body: { userId: 99_999_999, data: 'x' } })).status,
    ).toBe(404);
    expect(
      (await call(t.url, 'POST', '/users/recommendations', { token: author.token, body: { userId: recipient.user.id, data: '   ' } }))
        .status,
    ).toBe(400);
    expect((await call(t.url, 'POST', '/users/recommendations', { body: { userId: recipient.user.id, data: 'x' } })).status).toBe(401);
    expect(await shown(recipient, recipient.token)).toEqual([]);
  });

  it('lets only the recipient toggle, and the author or the recipient delete', async () => {
    const author = await signUp(t.url);
    const recipient = await signUp(t.url);
    const stranger = await signUp(t.url);
    await connect(author, recipient);
    const first = (await recommend(author, recipient)).body;
    const second = (await recommend(author, recipient, 'Second one.')).body;
    const toggle = (id: number, token?: string) => call(t.url, 'GET', `/users/recommendations/${id}/toggle`, { token });
    expect(await toggle(first.id, author.token)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect((await toggle(first.id, stranger.token)).status).toBe(404);
    expect((await toggle(first.id)).status).toBe(401);
    expect((await toggle(99_999_999, recipient.token)).status).toBe(404);
    expect(await shown(recipient, recipient.token)).toMatchObject([{ visible: false }, { visible: false }]);

    const remove = (id: number, token?: string) => call(t.url, 'DELETE', `/users/recommendations/${id}`, { token });
    expect((await remove(first.id)).status).toBe(401);
    expect((await remove(first.id, stranger.token)).status).toBe(404);
    expect((await remove(first.id, author.token)).status).toBe(204);
    expect((await remove(second.id, recipient.token)).status).toBe(204);
    expect((await remove(second.id, recipient.token)).status).toBe(404);
    expect(await shown(recipient, recipient.token)).toEqual([]);
  });

  it('never puts an e-mail address in a recommendation or profile answer of another member', async () => {
    const author = await signUp(t.url);
    const recipient = await signUp(t.url);
    await connect(author, recipient);
    const written = await recommend(author, recipient);
    await call(t.url, 'GET', `/users/recommendations/${written.body.id}/toggle`, { token: recipient.token });
    for (const token of [undefined, author.token, recipient.token]) {
      const text = JSON.stringify((await call(t.url, 'GET', `/users/profile/${recipient.user.id}/info`, { token })).body);
      expect(text).not.toContain(author.email);
      expect(text).not.toContain(recipient.email);
    }
    expect(JSON.stringify(written.body)).not.toContain(author.email);
  });
});
