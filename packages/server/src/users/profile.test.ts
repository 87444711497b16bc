import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signUp, startTestServer, type TestServer } from '../../test/harness.ts';

describe.each(databaseKinds)('public profiles on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('answers a demo member by username, whatever the case, without signing in and without private fields', async () => {
    const answer = await call(t.url, 'GET', '/users/profile/ADA');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(
      ['id', 'username', 'firstName', 'lastName', 'profilePhotoUrl', 'jobTitle', 'companyName', 'bio', 'country'].sort(),
    );
    expect(answer.body).toMatchObject({
      username: 'ada',
      firstName: 'Ada',
      lastName: 'Laurent',
      jobTitle: 'Head of Partnerships',
      companyName: 'Northwind Supply',
      country: 'FR',
    });
    expect(answer.body.profilePhotoUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\/default-profile\.svg$/);
    expect(JSON.stringify(answer.body)).not.toContain('@dealgrow.io');
  });

  it('answers the same member by id, and with a token too', async () => {
    const member = await signUp(t.url);
    const byId = await call(t.url, 'GET', `/users/profile/${member.user.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id: member.user.id, username: member.username, firstName: member.firstName, jobTitle: null });
    const signedIn = await call(t.url, 'GET', `/users/profile/${member.username}`, { token: member.token });
    expect(signedIn.body).toEqual(byId.body);
    expect(JSON.stringify(byId.body)).not.toContain(member.email);
  });

  it('prefers the id when a username is made of the same digits, and falls back to the username otherwise', async () => {
    const digits = await signUp(t.url, { username: '987654' });
    expect((await call(t.url, 'GET', '/users/profile/987654')).body.id).toBe(digits.user.id);
    const first = await call(t.url, 'GET', '/users/profile/1');
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(1);
  });

  it('answers 404 not_found naming the unknown id or username', async () => {
    const unknownName = await call(t.url, 'GET', '/users/profile/nobody-here');
    expect(unknownName).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(unknownName.body.message).toContain('nobody-here');
    expect((await call(t.url, 'GET', '/users/profile/99999999')).status).toBe(404);
    expect((await call(t.url, 'GET', '/users/profile/99999999999999')).status).toBe(404);
  });

  it('answers 400 for a malformed id before looking anything up', async () => {
    for (const key of ['-ada', 'a%20b', `${'a'.repeat(31)}`, '%C3%A9']) {
      const answer = await call(t.url, 'GET', `/users/profile/${key}`);
      expect(answer.status, key).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
  });
});
