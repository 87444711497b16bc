import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, signUp, startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient } from '../client.ts';
import type { ApiResult } from '../transport/result.ts';

function data<T>(result: ApiResult<T>, status?: number): T {
  expect(result.success, JSON.stringify(result.error)).toBe(true);
  if (status !== undefined) expect(result.status).toBe(status);
  return result.data as T;
}

const tokenIn = (text: string | undefined, path: string) =>
  decodeURIComponent(text?.match(new RegExp(`${path}\\?token=([\\w%-]+)`))?.[1] ?? '');

describe('account security through the SDK (client.account)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(async () => t?.close());

  it('lists sessions, signs one and then the others out', async () => {
    const member = await signUp(t.url);
    const client = createClient({ baseURL: t.url, token: member.token, retry: false });
    const second = data(
      await createClient({ baseURL: t.url, retry: false }).auth.signIn({ email: member.email, password: member.password }),
    );
    const third = data(
      await createClient({ baseURL: t.url, retry: false }).auth.signIn({ email: member.email, password: member.password }),
    );
    const sessions = data(await client.account.sessions()).items;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const other = sessions.find((session) => !session.current);
    expect(data(await client.account.revokeSession(other?.id ?? ''), 204)).toBeUndefined();
    expect(await client.account.revokeSession(other?.id ?? '')).toMatchObject({ success: false, status: 404 });
    expect(data(await client.account.revokeOtherSessions())).toEqual({ revoked: 1 });
    for (const token of [second.token, third.token]) {
      expect(await createClient({ baseURL: t.url, token, retry: false }).users.me()).toMatchObject({ success: false, status: 401 });
    }
  });

  it('resets a forgotten password with the link from the e-mail', async () => {
    const member = await signUp(t.url);
    const anonymous = createClient({ baseURL: t.url, retry: false });
    const asked = data(await anonymous.account.forgotPassword({ email: member.email }), 202);
    expect(asked.message).toMatch(/If an account uses this address/);
    const token = tokenIn(t.mailer.lastTo(member.email)?.text, 'reset-password');
    const weak = await anonymous.account.resetPassword({ token, password: 'password' });
    expect(weak).toMatchObject({ success: false, status: 400, error: { code: 'validation_failed' } });
    data(await anonymous.account.resetPassword({ token, password: 'fresh-passphrase-42' }));
    expect(await anonymous.account.resetPassword({ token, password: 'fresh-passphrase-43' })).toMatchObject({
      success: false,
      status: 400,
      error: { code: 'invalid_reset_token' },
    });
    data(await anonymous.auth.signIn({ email: member.email, password: 'fresh-passphrase-42' }));
  });

  it('changes the e-mail address once the new one confirms it', async () => {
    const member = await signUp(t.url);
    const client = createClient({ baseURL: t.url, token: member.token, retry: false });
    const next = newMember().email;
    expect(await client.account.changeEmail({ email: next, password: 'wrong-password-9' })).toMatchObject({ success: false, status: 403 });
    data(await client.account.changeEmail({ email: next, password: member.password }), 202);
    const token = tokenIn(t.mailer.lastTo(next)?.text, 'confirm-email');
    const user = data(await createClient({ baseURL: t.url, retry: false }).account.confirmEmail({ token }));
    expect(user.email).toBe(next);
  });
});
