import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

describe.each(productionDatabase)('sessions on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    // No session cache, so every request looks its session up and last_seen_at follows each one.
    t = await startTestServer(kind, { sessionCacheSeconds: 0 });
  });
  afterAll(async () => t?.close());

  const signIn = async (member: { email: string; password: string }, userAgent: string) =>
    (
      await call(t.url, 'POST', '/auth/sign-in', {
        body: { email: member.email, password: member.password },
        headers: { 'user-agent': userAgent },
      })
    ).body.token as string;

  it('lists the member’s sessions newest first with device, address and the current one marked', async () => {
    const member = await signUp(t.url);
    const chrome = await signIn(member, CHROME_LINUX);
    const firefox = await signIn(member, FIREFOX_WINDOWS);
    const list = await call(t.url, 'GET', '/auth/sessions', { token: firefox });
    expect(list.status).toBe(200);
    const items = list.body.items as {
      id: string;
      device: string | null;
      ip: string;
      created_at: string;
      last_seen_at: string;
      current: boolean;
    }[];
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.device).slice(0, 2)).toEqual(['Firefox on Windows', 'Chrome on Linux']);
    expect(items.map((item) => item.current)).toEqual([true, false, false]);
    expect(items[0]?.ip).toMatch(/127\.0\.0\.1/);
    expect(items[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(items[1]?.created_at ?? '')).toBeLessThanOrEqual(Date.parse(items[0]?.created_at ?? ''));
    expect(JSON.stringify(list.body)).not.toContain(chrome);
  });

  it('updates last_seen_at at most once a minute', async () => {
    const member = await signUp(t.url);
    await t.server.db.query(`UPDATE sessions SET last_seen_at = now() - interval '5 minutes' WHERE user_id = $1`, [member.user.id]);
    const before = await t.server.db.query<{ seen: string }>('SELECT last_seen_at::text AS seen FROM sessions WHERE user_id = $1', [
      member.user.id,
    ]);
    await call(t.url, 'GET', '/users/me', { token: member.token });
    const after = await t.server.db.query<{ seen: string }>('SELECT last_seen_at::text AS seen FROM sessions WHERE user_id = $1', [
      member.user.id,
    ]);
    expect(after[0]?.seen).not.toBe(before[0]?.seen);
    await call(t.url, 'GET', '/users/me', { token: member.token });
    const again = await t.server.db.query<{ seen: string }>('SELECT last_seen_at::text AS seen FROM sessions WHERE user_id = $1', [
      member.user.id,
    ]);
    expect(again[0]?.seen).toBe(after[0]?.seen);
  });

  it('signs one session out, only the member’s own', async () => {
    const member = await signUp(t.url);
    const stranger = await signUp(t.url);
    const other = await signIn(member, CHROME_LINUX);
    const items = (await call(t.url, 'GET', '/auth/sessions', { token: member.token })).body.items as { id: string; current: boolean }[];
    const target = items.find((item) => !item.current)?.id ?? '';

    expect((await call(t.url, 'DELETE', `/auth/sessions/${target}`)).status).toBe(401);
    const strangers = await call(t.url, 'DELETE', `/auth/sessions/${target}`, { token: stranger.token });
    expect(strangers).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((await call(t.url, 'GET', '/users/me', { token: other })).status).toBe(200);

    expect((await call(t.url, 'DELETE', `/auth/sessions/${target}`, { token: member.token })).status).toBe(204);
    expect((await call(t.url, 'GET', '/users/me', { token: other })).status).toBe(401);
    expect((await call(t.url, 'DELETE', `/auth/sessions/${target}`, { token: member.token })).status).toBe(404);
    expect((await call(t.url, 'DELETE', '/auth/sessions/not-a-uuid', { token: member.token })).status).toBe(400);
    const left = (await call(t.url, 'GET', '/auth/sessions', { token: member.token })).body.items as unknown[];
    expect(left).toHaveLength(1);
  });

  it('signs every other session out and answers how many', async () => {
    const member = await signUp(t.url);
    const a = await signIn(member, CHROME_LINUX);
    const b = await signIn(member, FIREFOX_WINDOWS);
    expect((await call(t.url, 'POST', '/auth/sessions/revoke-others')).status).toBe(401);
    const revoked = await call(t.url, 'POST', '/auth/sessions/revoke-others', { token: a });
    expect(revoked).toMatchObject({ status: 200, body: { revoked: 2 } });
    expect((await call(t.url, 'GET', '/users/me', { token: b })).status).toBe(401);
    expect((await call(t.url, 'GET', '/users/me', { token: member.token })).status).toBe(401);
    expect((await call(t.url, 'GET', '/users/me', { token: a })).status).toBe(200);
    expect((await call(t.url, 'POST', '/auth/sessions/revoke-others', { token: a })).body.revoked).toBe(0);
  });

  it('refuses the list to anonymous callers', async () => {
    expect((await call(t.url, 'GET', '/auth/sessions')).status).toBe(401);
  });
});
