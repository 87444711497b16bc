import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';

describe.each(productionDatabase)('profile visits on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => t?.close());

  const visit = (viewer: { token?: string }, id: number) => call(t.url, 'POST', `/users/visit-profile/${id}`, { token: viewer.token });

  it('records a view once a viewer a day, never one’s own, and lists visitors newest first', async () => {
    const member = await signUp(t.url);
    const first = await signUp(t.url);
    const second = await signUp(t.url);
    expect(await visit(first, member.user.id)).toMatchObject({ status: 200, body: { recorded: true } });
    expect(await visit(first, member.user.id)).toMatchObject({ status: 200, body: { recorded: false } });
    expect(await visit(second, member.user.id)).toMatchObject({ status: 200, body: { recorded: true } });
    expect(await visit(member, member.user.id)).toMatchObject({ status: 200, body: { recorded: false } });

    const logs = await call(t.url, 'GET', '/users/visit-logs', { token: member.token });
    expect(logs.status).toBe(200);
    expect(logs.body).toMatchObject({ total: 2, page: 1, limit: 25 });
    expect(logs.body.items.map((item: { visitor: { id: number } }) => item.visitor.id)).toEqual([second.user.id, first.user.id]);
    expect(logs.body.items[0].visitor).toEqual({
      id: second.user.id,
      username: second.username,
      firstName: second.firstName,
      lastName: second.lastName,
      profilePhotoUrl: expect.stringMatching(/default-profile\.svg$/),
      jobTitle: null,
      companyName: null,
    });
    expect(new Date(logs.body.items[0].visited_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(logs.body)).not.toContain(second.email);

    // A view of an earlier day counts again today.
    await t.server.db.query(
      `UPDATE profile_visits SET visited_on = visited_on - 1, visited_at = visited_at - interval '1 day' WHERE viewer_id = $1`,
      [first.user.id],
    );
    expect((await visit(first, member.user.id)).body).toEqual({ recorded: true });
    const again = await call(t.url, 'GET', '/users/visit-logs?limit=1&page=1', { token: member.token });
    expect(again.body).toMatchObject({ total: 3, limit: 1, items: [{ visitor: { id: first.user.id } }] });
    const last = await call(t.url, 'GET', '/users/visit-logs?limit=1&page=3', { token: member.token });
    expect(last.body.items.map((item: { visitor: { id: number } }) => item.visitor.id)).toEqual([first.user.id]);
    const beyond = await call(t.url, 'GET', '/users/visit-logs?limit=1&page=9', { token: member.token });
    expect(beyond.body).toMatchObject({ total: 3, items: [] });

    // Each member sees only who viewed them.
    expect((await call(t.url, 'GET', '/users/visit-logs', { token: first.token })).body).toMatchObject({ total: 0, items: [] });
  });

  it('answers 401 signed out, 404 for an unknown member, 400 for a malformed id', async () => {
    const member = await signUp(t.url);
    expect((await visit({}, member.user.id)).status).toBe(401);
    expect((await call(t.url, 'GET', '/users/visit-logs')).status).toBe(401);
    expect((await visit(member, 99_999_999)).status).toBe(404);
    expect((await call(t.url, 'POST', '/users/visit-profile/abc', { token: member.token })).status).toBe(400);
    expect((await call(t.url, 'GET', '/users/visit-logs?limit=101', { token: member.token })).status).toBe(400);
  });
});
