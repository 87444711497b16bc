import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, newMember, signUp, startTestServer, type TestServer } from '../../test/harness.ts';

describe.each(databaseKinds)('idempotent writes on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => t?.close());

  it('applies a write once and replays its answer for the same key', async () => {
    const member = newMember();
    const headers = { 'idempotency-key': `signup-${member.username}` };
    const first = await call(t.url, 'POST', '/auth/sign-up', { body: member, headers });
    const replay = await call(t.url, 'POST', '/auth/sign-up', { body: member, headers });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(t.mailer.messages.filter((m) => m.to === member.email)).toHaveLength(1);
    // Without the key the same body is a second attempt, and the e-mail is taken.
    expect((await call(t.url, 'POST', '/auth/sign-up', { body: member })).status).toBe(409);
  });

  it('refuses a key reused for a different request with 422', async () => {
    const headers = { 'idempotency-key': 'reused-key' };
    expect((await call(t.url, 'POST', '/auth/sign-up', { body: newMember(), headers })).status).toBe(201);
    const other = await call(t.url, 'POST', '/auth/sign-up', { body: newMember(), headers });
    expect(other).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
  });

  it('keeps keys apart per session', async () => {
    const a = await signUp(t.url);
    const b = await signUp(t.url);
    const headers = { 'idempotency-key': 'same-key' };
    const first = await call(t.url, 'POST', '/auth/resend-verification', { token: a.token, headers });
    const second = await call(t.url, 'POST', '/auth/resend-verification', { token: b.token, headers });
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
  });
});
