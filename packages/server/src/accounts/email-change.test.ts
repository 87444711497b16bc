import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newMember, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';

const confirmToken = (text: string | undefined) => decodeURIComponent(text?.match(/confirm-email\?token=([\w%-]+)/)?.[1] ?? '');

describe.each(productionDatabase)('e-mail change on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => t?.close());

  const change = (token: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
    call(t.url, 'POST', '/auth/change-email', { token, body, headers });

  it('mails the new address a link and the old one a notice, then changes the address on confirmation', async () => {
    const member = await signUp(t.url);
    const next = newMember().email;
    const asked = await change(member.token, { email: next, password: member.password });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toContain(next);
    const link = t.mailer.lastTo(next);
    expect(link?.subject).toBe('Confirm your new e-mail address for Dealgrow');
    expect(link?.text).toContain(`${t.server.config.appUrl}/auth/confirm-email?token=`);
    expect(t.mailer.lastTo(member.email)?.subject).toBe('Your Dealgrow e-mail address is being changed');
    // Nothing changes before the confirmation.
    expect((await call(t.url, 'GET', '/users/me', { token: member.token })).body.email).toBe(member.email);

    const token = confirmToken(link?.text);
    const confirmed = await call(t.url, 'POST', '/auth/confirm-email', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ email: next, is_email_verified: true, status: 'active' });
    expect((await call(t.url, 'GET', '/users/me', { token: member.token })).body.email).toBe(next);
    const signIn = await call(t.url, 'POST', '/auth/sign-in', { body: { email: next, password: member.password } });
    expect(signIn.status).toBe(200);

    const replayed = await call(t.url, 'POST', '/auth/confirm-email', { body: { token } });
    expect(replayed).toMatchObject({ status: 400, body: { code: 'invalid_email_change_token' } });
  });

  it('refuses anonymous callers, a wrong password, a taken, unchanged or disposable address', async () => {
    const member = await signUp(t.url);
    const other = await signUp(t.url);
    expect((await change(undefined, { email: newMember().email, password: member.password })).status).toBe(401);
    const wrong = await change(member.token, { email: newMember().email, password: 'not-my-password' });
    expect(wrong).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(wrong.body.fields.password).toBeTruthy();
    const taken = await change(member.token, { email: other.email.toUpperCase(), password: member.password });
    expect(taken).toMatchObject({ status: 409, body: { code: 'email_taken' } });
    const same = await change(member.token, { email: member.email, password: member.password });
    expect(same).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    const disposable = await change(member.token, { email: 'someone@mailinator.com', password: member.password });
    expect(disposable).toMatchObject({ status: 422, body: { code: 'disposable_email' } });
    const malformed = await change(member.token, { email: 'nope', password: member.password });
    expect(malformed.status).toBe(400);
  });

  it('answers 409 when the address was taken meanwhile, 400 for an expired or unknown token', async () => {
    const member = await signUp(t.url);
    const next = newMember();
    await change(member.token, { email: next.email, password: member.password });
    const token = confirmToken(t.mailer.lastTo(next.email)?.text);
    await signUp(t.url, { email: next.email, username: next.username });
    const taken = await call(t.url, 'POST', '/auth/confirm-email', { body: { token } });
    expect(taken).toMatchObject({ status: 409, body: { code: 'email_taken' } });

    const later = newMember().email;
    await change(member.token, { email: later, password: member.password });
    const expiring = confirmToken(t.mailer.lastTo(later)?.text);
    await t.server.db.query(`UPDATE email_changes SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND used_at IS NULL`, [
      member.user.id,
    ]);
    const expired = await call(t.url, 'POST', '/auth/confirm-email', { body: { token: expiring } });
    expect(expired).toMatchObject({ status: 400, body: { code: 'invalid_email_change_token' } });
    const unknown = await call(t.url, 'POST', '/auth/confirm-email', {
      body: { token: 'nothing-like-it' },
      headers: { 'accept-language': 'tr' },
    });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'invalid_email_change_token' } });
    expect(unknown.body.message).toContain('Bu onay bağlantısı');
  });

  it('writes both e-mails in the member’s language', async () => {
    const member = await signUp(t.url, { lang: 'fr' });
    const next = newMember().email;
    await change(member.token, { email: next, password: member.password });
    expect(t.mailer.lastTo(next)?.subject).toBe('Confirmez votre nouvelle adresse e-mail pour Dealgrow');
    expect(t.mailer.lastTo(next)?.text).toContain('/fr/auth/confirm-email?token=');
    expect(t.mailer.lastTo(member.email)?.subject).toBe('L’adresse e-mail de votre compte Dealgrow va changer');
  });

  it('saves the member’s language from settings and later e-mails use it', async () => {
    const member = await signUp(t.url);
    const saved = await call(t.url, 'PUT', '/users/update/me', { token: member.token, body: { lang: 'tr' } });
    expect(saved.status).toBe(200);
    expect(saved.body.lang).toBe('tr');
    await call(t.url, 'POST', '/auth/forgot-password', { body: { email: member.email } });
    expect(t.mailer.lastTo(member.email)?.subject).toBe('Dealgrow için yeni bir şifre seçin');
  });
});
