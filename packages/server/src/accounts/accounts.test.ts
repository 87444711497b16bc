import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newMember, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';

describe.each(productionDatabase)('accounts on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => t?.close());

  it('signs up, verifies the e-mail, signs in, reads /users/me, signs out, and then refuses the token', async () => {
    const member = newMember();
    const signedUp = await call(t.url, 'POST', '/auth/sign-up', { body: member });
    expect(signedUp.status).toBe(201);
    expect(signedUp.body.token).toMatch(/^[\w-]{40,}$/);
    expect(signedUp.body.user).toMatchObject({
      email: member.email,
      username: member.username,
      status: 'pending',
      is_email_verified: false,
      verification_email_sent: true,
      verification_token: null,
    });

    const mail = t.mailer.lastTo(member.email);
    expect(mail?.subject).toContain('Verify');
    const token = mail?.text.match(/token=([\w%-]+)/)?.[1];
    expect(token).toBeDefined();
    const verified = await call(t.url, 'POST', '/auth/verify-email', { body: { token: decodeURIComponent(token ?? '') } });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ status: 'active', is_email_verified: true });
    const again = await call(t.url, 'POST', '/auth/verify-email', { body: { token: decodeURIComponent(token ?? '') } });
    expect(again).toMatchObject({ status: 400, body: { code: 'invalid_verification_token' } });

    const signedIn = await call(t.url, 'POST', '/auth/sign-in', { body: { email: member.email.toUpperCase(), password: member.password } });
    expect(signedIn.status).toBe(200);
    const session = signedIn.body.token as string;
    const byUsername = await call(t.url, 'POST', '/auth/sign-in', { body: { email: member.username, password: member.password } });
    expect(byUsername.status).toBe(200);

    const me = await call(t.url, 'GET', '/users/me', { token: session });
    expect(me.status).toBe(200);
    expect(Object.keys(me.body).sort()).toEqual(
      [
        'id',
        'email',
        'is_admin',
        'username',
        'firstName',
        'lastName',
        'profilePhotoUrl',
        'jobTitle',
        'companyName',
        'bio',
        'lang',
        'authorized_companies',
        'lead_manager_companies',
        'authorized_deals',
        'authorized_deals_total',
        'stripe_account_id',
        'stripe_account_enabled',
        'stripe_business_type',
        'stripe_account_name',
        'has_expired_deal_membership',
        'country',
        'is_email_verified',
        'status',
        'verification_token',
        'verification_email_sent',
      ].sort(),
    );
    expect(me.body).toMatchObject({ firstName: member.firstName, lastName: member.lastName, lang: 'en', status: 'active' });
    expect(me.body.profilePhotoUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\/default-profile\.svg$/);
    const photo = await fetch(me.body.profilePhotoUrl);
    expect(photo.headers.get('content-type')).toContain('image/svg+xml');

    const signedOut = await call(t.url, 'POST', '/auth/sign-out', { token: session });
    expect(signedOut.status).toBe(204);
    const refused = await call(t.url, 'GET', '/users/me', { token: session });
    expect(refused).toMatchObject({ status: 401, body: { code: 'invalid_token' } });
    // The other session is untouched.
    expect((await call(t.url, 'GET', '/users/me', { token: byUsername.body.token })).status).toBe(200);
  });

  it('answers one message for a wrong password and an unknown member', async () => {
    const member = await signUp(t.url);
    const wrongPassword = await call(t.url, 'POST', '/auth/sign-in', { body: { email: member.email, password: 'not-the-password' } });
    const unknown = await call(t.url, 'POST', '/auth/sign-in', { body: { email: 'nobody@gmail.com', password: 'not-the-password' } });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    // The same answer but for each request's own id.
    expect({ ...wrongPassword.body, requestId: '' }).toEqual({ ...unknown.body, requestId: '' });
    expect(wrongPassword.body.code).toBe('invalid_credentials');
  });

  it('refuses /users/me without a token, with an unknown token and with a malformed header', async () => {
    expect((await call(t.url, 'GET', '/users/me')).body).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
    expect((await call(t.url, 'GET', '/users/me', { token: 'made-up' })).status).toBe(401);
    expect((await call(t.url, 'GET', '/users/me', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
  });

  it('refuses disposable, placeholder and blocked-TLD domains with 422 and says why', async () => {
    for (const email of [
      'x@mailinator.com',
      'x@yopmail.com',
      'x@inbox.mailinator.com',
      'x@example.com',
      'x@mail.example.org',
      'x@company.test',
    ]) {
      const answer = await call(t.url, 'POST', '/auth/sign-up', { body: newMember({ email }) });
      expect(answer.status, email).toBe(422);
      expect(answer.body.code).toBe('disposable_email');
      expect(answer.body.fields.email).toMatch(/temporary|placeholder/);
    }
    for (const tld of ['xyz', 'tk', 'ml', 'gq', 'cf', 'ga', 'cc']) {
      const answer = await call(t.url, 'POST', '/auth/sign-up', { body: newMember({ email: `someone@company.${tld}` }) });
      expect(answer.status, tld).toBe(422);
      expect(answer.body.message).toContain(`.${tld}`);
    }
    // Nothing was created: the same address on a real domain still signs up.
    expect((await call(t.url, 'POST', '/auth/sign-up', { body: newMember({ email: 'someone@company.com' }) })).status).toBe(201);
  });

  it('answers 409 for a taken e-mail or username, whatever the case, and keeps the first account', async () => {
    const first = await signUp(t.url);
    const sameEmail = await call(t.url, 'POST', '/auth/sign-up', { body: newMember({ email: first.email.toUpperCase() }) });
    expect(sameEmail).toMatchObject({ status: 409, body: { code: 'email_taken', fields: { email: expect.any(String) } } });
    const sameUsername = await call(t.url, 'POST', '/auth/sign-up', { body: newMember({ username: first.username.toUpperCase() }) });
    expect(sameUsername).toMatchObject({ status: 409, body: { code: 'username_taken', fields: { username: expect.any(String) } } });
    expect((await call(t.url, 'POST', '/auth/sign-in', { body: { email: first.email, password: first.password } })).status).toBe(200);
  });

  it('answers uniqueness checks as { available }', async () => {
    const member = await signUp(t.url);
    expect((await call(t.url, 'POST', '/auth/unique-email-control', { body: { email: member.email } })).body).toEqual({ available: false });
    expect((await call(t.url, 'POST', '/auth/unique-email-control', { body: { email: 'free-address@gmail.com' } })).body).toEqual({
      available: true,
    });
    expect((await call(t.url, 'POST', '/users/unique-username-control', { body: { username: member.username } })).body).toEqual({
      available: false,
    });
    expect((await call(t.url, 'POST', '/users/unique-username-control', { body: { username: 'free_name' } })).body).toEqual({
      available: true,
    });
    expect((await call(t.url, 'POST', '/users/unique-username-control', { body: { username: 'a b' } })).status).toBe(400);
  });

  it('resends the verification e-mail, and the older link stops working', async () => {
    const member = await signUp(t.url);
    const firstLink = t.mailer.lastTo(member.email)?.text.match(/token=([\w%-]+)/)?.[1] ?? '';
    const resent = await call(t.url, 'POST', '/auth/resend-verification', { token: member.token });
    expect(resent).toMatchObject({ status: 202, body: { verification_email_sent: true } });
    const secondLink = t.mailer.lastTo(member.email)?.text.match(/token=([\w%-]+)/)?.[1] ?? '';
    expect(secondLink).not.toBe(firstLink);
    expect((await call(t.url, 'POST', '/auth/verify-email', { body: { token: decodeURIComponent(firstLink) } })).status).toBe(400);
    expect((await call(t.url, 'POST', '/auth/verify-email', { body: { token: decodeURIComponent(secondLink) } })).status).toBe(200);
    expect((await call(t.url, 'POST', '/auth/resend-verification', { token: member.token })).status).toBe(409);
  });

  it('changes the password, signs out other sessions, and refuses a wrong current password', async () => {
    const member = await signUp(t.url);
    const other = await call(t.url, 'POST', '/auth/sign-in', { body: { email: member.email, password: member.password } });
    // Used once before, so this process holds the session in its cache: the change must still end it at once.
    expect((await call(t.url, 'GET', '/users/me', { token: other.body.token })).status).toBe(200);
    const wrong = await call(t.url, 'POST', '/auth/change-password', {
      token: member.token,
      body: { currentPassword: 'nope-nope', newPassword: 'brand-new-pass' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { fields: { currentPassword: expect.any(String) } } });
    const changed = await call(t.url, 'POST', '/auth/change-password', {
      token: member.token,
      body: { currentPassword: member.password, newPassword: 'brand-new-pass' },
    });
    expect(changed.status).toBe(204);
    expect((await call(t.url, 'GET', '/users/me', { token: member.token })).status).toBe(200);
    expect((await call(t.url, 'GET', '/users/me', { token: other.body.token })).status).toBe(401);
    expect((await call(t.url, 'POST', '/auth/sign-in', { body: { email: member.email, password: 'brand-new-pass' } })).status).toBe(200);
  });
});
