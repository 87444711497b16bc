import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';

describe.each(productionDatabase)('updating one’s own profile on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => t?.close());

  const update = (token: string | undefined, body: unknown) => call(t.url, 'PUT', '/users/update/me', { token, body });

  it('changes the fields sent and answers the session user, as GET /users/me does', async () => {
    const member = await signUp(t.url);
    const answer = await update(member.token, {
      firstName: ' Ada ',
      jobTitle: 'Buyer',
      companyName: 'Verde Foods',
      bio: 'Packaging.',
      country: 'IT',
      lang: 'fr',
      industry_id: 8,
      connectionsVisibility: 'only_me',
      username: `${member.username}x`,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: member.user.id,
      email: member.email,
      firstName: 'Ada',
      lastName: member.lastName,
      username: `${member.username}x`,
      jobTitle: 'Buyer',
      companyName: 'Verde Foods',
      bio: 'Packaging.',
      country: 'IT',
      lang: 'fr',
    });
    expect((await call(t.url, 'GET', '/users/me', { token: member.token })).body).toEqual(answer.body);
    const own = await call(t.url, 'GET', '/users/profile-information', { token: member.token });
    expect(own.body).toMatchObject({
      industry_id: 8,
      connectionsVisibility: 'only_me',
      profilePictureVisibility: 'public',
      email: member.email,
    });

    const cleared = await update(member.token, { jobTitle: null, bio: '', industry_id: null });
    expect(cleared.body).toMatchObject({ jobTitle: null, bio: null, companyName: 'Verde Foods' });
    expect((await call(t.url, 'GET', '/users/profile-information', { token: member.token })).body.industry_id).toBeNull();
    expect((await update(member.token, {})).status).toBe(200);
  });

  it('refuses a username someone else has (409 username_taken, whatever the case) and keeps one’s own', async () => {
    const member = await signUp(t.url);
    const other = await signUp(t.url);
    const taken = await update(member.token, { username: other.username.toUpperCase() });
    expect(taken).toMatchObject({ status: 409, body: { code: 'username_taken', fields: { username: expect.any(String) } } });
    expect((await update(member.token, { username: member.username.toUpperCase() })).body.username).toBe(member.username.toUpperCase());
  });

  it('refuses bad input with 400 and callers who are signed out with 401', async () => {
    const member = await signUp(t.url);
    for (const body of [
      { firstName: '' },
      { firstName: null },
      { username: 'a b' },
      { country: 'France' },
      { lang: 'de' },
      { industry_id: 999 },
      { connectionsVisibility: 'friends' },
      { email: 'new@gmail.com' },
      { bio: 'x'.repeat(2001) },
    ]) {
      expect((await update(member.token, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await update(undefined, { firstName: 'X' })).status).toBe(401);
  });

  it('saves the push-subscription id (204), and answers whether the e-mail is verified', async () => {
    const member = await signUp(t.url);
    const saved = await call(t.url, 'PATCH', '/users/update/profile', { token: member.token, body: { onesignal_player_id: 'player-1' } });
    expect(saved.status).toBe(204);
    const [row] = await t.server.db.query<{ onesignal_player_id: string | null }>('SELECT onesignal_player_id FROM users WHERE id = $1', [
      member.user.id,
    ]);
    expect(row?.onesignal_player_id).toBe('player-1');
    expect((await call(t.url, 'PATCH', '/users/update/profile', { token: member.token, body: { onesignal_player_id: null } })).status).toBe(
      204,
    );
    expect((await call(t.url, 'PATCH', '/users/update/profile', { token: member.token, body: {} })).status).toBe(400);
    expect((await call(t.url, 'PATCH', '/users/update/profile', { body: { onesignal_player_id: 'x' } })).status).toBe(401);

    expect(await call(t.url, 'GET', '/users/is-verified', { token: member.token })).toMatchObject({
      status: 200,
      body: { is_verified: false },
    });
    await t.server.db.query('UPDATE users SET is_email_verified = true WHERE id = $1', [member.user.id]);
    expect((await call(t.url, 'GET', '/users/is-verified', { token: member.token })).body).toEqual({ is_verified: true });
    expect((await call(t.url, 'GET', '/users/is-verified')).status).toBe(401);
  });
});
