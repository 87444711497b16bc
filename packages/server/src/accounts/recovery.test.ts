import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';

const resetToken = (text: string | undefined) => decodeURIComponent(text?.match(/reset-password\?token=([\w%-]+)/)?.[1] ?? '');

describe.each(productionDatabase)('password reset on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { signInLockoutAfter: 3, signInSlowdownAfter: 10 });
  });
  afterAll(async () => t?.close());

  const forgot = (email: string, headers: Record<string, string> = {}) =>
    call(t.url, 'POST', '/auth/forgot-password', { body: { email }, headers });

  it('answers the same for a known and an unknown address, and mails only the member', async () => {
    const member = await signUp(t.url);
    const before = t.mailer.messages.length;
    const known = await forgot(member.email.toUpperCase());
    const unknown = await forgot('nobody-here@gmail.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toContain('If an account uses this address');
    expect(t.mailer.messages.length).toBe(before + 1);
    const mail = t.mailer.lastTo(member.email);
    expect(mail?.subject).toBe('Choose a new password for Dealgrow');
    expect(mail?.text).toContain(`${t.server.config.appUrl}/auth/reset-password?token=`);
  });

  it('resets the password once, signs every session out, and the old password stops working', async () => {
    const member = await signUp(t.url);
    const other = await call(t.url, 'POST', '/auth/sign-in', { body: { email: member.email, password: member.password } });
    await forgot(member.email);
    const token = resetToken(t.mailer.lastTo(member.email)?.text);
    expect(token.length).toBeGreaterThan(20);

    const done = await call(t.url, 'POST', '/auth/reset-password', { body: { token, password: 'a-brand-new-passphrase' } });
    expect(done.status).toBe(200);
    expect(done.body.message).toContain('Your password has been changed');
    for (const session of [member.token, other.body.token as string]) {
      expect((await call(t.url, 'GET', '/users/me', { token: session })).status).toBe(401);
    }
    const oldPassword = await call(t.url, 'POST', '/auth/sign-in', { body: { email: member.email, password: member.password } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await call(t.url, 'POST', '/auth/sign-in', { body: { email: member.email, password: 'a-brand-new-passphrase' } });
    expect(newPassword.status).toBe(200);

    const replayed = await call(t.url, 'POST', '/auth/reset-password', { body: { token, password: 'another-new-passphrase' } });
    expect(replayed).toMatchObject({
      status: 400,
      body: { code: 'invalid_reset_token', message: 'This reset link is invalid or has expired. Ask for a new one.' },
    });
  });

  it('refuses an unknown, an expired and a voided token, in the caller’s language', async () => {
    const unknown = await call(t.url, 'POST', '/auth/reset-password', {
      body: { token: 'not-a-real-token', password: 'a-brand-new-passphrase' },
      headers: { 'accept-language': 'fr' },
    });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'invalid_reset_token' } });
    expect(unknown.body.message).toContain('Ce lien de réinitialisation');

    const member = await signUp(t.url);
    await forgot(member.email);
    const first = resetToken(t.mailer.lastTo(member.email)?.text);
    await forgot(member.email);
    const second = resetToken(t.mailer.lastTo(member.email)?.text);
    const voided = await call(t.url, 'POST', '/auth/reset-password', { body: { token: first, password: 'a-brand-new-passphrase' } });
    expect(voided).toMatchObject({ status: 400, body: { code: 'invalid_reset_token' } });

    await t.server.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL AND user_id = $1`, [
      member.user.id,
    ]);
    const expired = await call(t.url, 'POST', '/auth/reset-password', { body: { token: second, password: 'a-brand-new-passphrase' } });
    expect(expired).toMatchObject({ status: 400, body: { code: 'invalid_reset_token' } });
  });

  it('applies the password policy and keeps the link usable for a better password', async () => {
    const member = await signUp(t.url);
    await forgot(member.email);
    const token = resetToken(t.mailer.lastTo(member.email)?.text);
    const weak = await call(t.url, 'POST', '/auth/reset-password', { body: { token, password: 'password123' } });
    expect(weak).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(weak.body.fields.password).toBeTruthy();
    const withName = await call(t.url, 'POST', '/auth/reset-password', { body: { token, password: `${member.username}-x` } });
    expect(withName).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    const short = await call(t.url, 'POST', '/auth/reset-password', { body: { token, password: 'short' } });
    expect(short.status).toBe(400);
    const good = await call(t.url, 'POST', '/auth/reset-password', { body: { token, password: 'a-brand-new-passphrase' } });
    expect(good.status).toBe(200);
  });

  it('clears the sign-in pause of the account', async () => {
    const member = await signUp(t.url);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await call(t.url, 'POST', '/auth/sign-in', { body: { email: member.email, password: 'wrong-password-1' } });
    }
    const paused = await call(t.url, 'POST', '/auth/sign-in', { body: { email: member.email, password: member.password } });
    expect(paused).toMatchObject({ status: 429, body: { code: 'sign_in_locked' } });
    await forgot(member.email);
    const token = resetToken(t.mailer.lastTo(member.email)?.text);
    expect((await call(t.url, 'POST', '/auth/reset-password', { body: { token, password: 'a-brand-new-passphrase' } })).status).toBe(200);
    const after = await call(t.url, 'POST', '/auth/sign-in', { body: { email: member.email, password: 'a-brand-new-passphrase' } });
    expect(after.status).toBe(200);
  });

  it('writes the reset e-mail in the member’s language with the language’s prefix', async () => {
    const member = await signUp(t.url, { lang: 'tr' });
    await forgot(member.email);
    const mail = t.mailer.lastTo(member.email);
    expect(mail?.subject).toBe('Dealgrow için yeni bir şifre seçin');
    expect(mail?.text).toContain(`${t.server.config.appUrl}/tr/auth/reset-password?token=`);
    const french = await signUp(t.url, { lang: 'fr' });
    expect(t.mailer.lastTo(french.email)?.subject).toBe('Vérifiez votre adresse e-mail pour Dealgrow');
    expect(t.mailer.lastTo(french.email)?.text).toContain('/fr/auth/verify-email?token=');
  });

  it('refuses a malformed body with a 400', async () => {
    expect((await call(t.url, 'POST', '/auth/forgot-password', { body: { email: 'not-an-address' } })).status).toBe(400);
    expect((await call(t.url, 'POST', '/auth/reset-password', { body: { token: '', password: 'whatever-long' } })).status).toBe(400);
  });
});
