import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newMember, signUp, startTestServer, type TestServer } from '../../test/harness.ts';

// Once, on PGlite: the policy checks the password in the request before any statement, so it cannot differ on Postgres
// (the accepted sign-up and change are the ordinary writes every account test runs on both).
describe('the password policy (NIST SP 800-63B) on pglite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => server?.close());

  const signUpWith = (password: string, overrides: Record<string, string> = {}, language = 'en') =>
    call(server.url, 'POST', '/auth/sign-up', { body: { ...newMember(overrides), password }, headers: { 'accept-language': language } });

  it('refuses a password shorter than 8 characters', async () => {
    const answer = await signUpWith('Ab1!xyz');
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', fields: { password: 'Must be at least 8 characters.' } },
    });
  });

  it('refuses the demo members’ password, printed in the README, whatever its case, in en, fr and tr', async () => {
    for (const [language, message] of [
      ['en', 'This password is printed in Dealgrow’s documentation for the demo members: anyone can guess it. Choose another.'],
      [
        'fr',
        'Ce mot de passe est imprimé dans la documentation de Dealgrow pour les membres de démonstration : tout le monde peut le deviner. Choisissez-en un autre.',
      ],
      ['tr', 'Bu şifre Dealgrow belgelerinde demo üyeler için yazılıdır: herkes tahmin edebilir. Başka bir şifre seçin.'],
    ] as const) {
      expect(await signUpWith('dealgrow-demo', {}, language)).toMatchObject({ status: 400, body: { fields: { password: message } } });
    }
    // Whatever its case, and as a look-alike the hash cannot tell apart (NFKC: full-width letters).
    expect((await signUpWith('Dealgrow-Demo')).status).toBe(400);
    expect((await signUpWith('ｄｅａｌｇｒｏｗ－ｄｅｍｏ')).status).toBe(400);
  });

  it('refuses one of the most common passwords, whatever its case, and says why in en, fr and tr', async () => {
    for (const password of ['password', 'PASSWORD1', '123456789', 'qwertyuiop', 'iloveyou'])
      expect((await signUpWith(password)).body.fields?.password, password).toBe(
        'This password is one of the most common ones, easily guessed. Choose another.',
      );
    expect((await signUpWith('password1', {}, 'fr')).body.fields.password).toBe(
      'Ce mot de passe fait partie des plus courants et se devine facilement. Choisissez-en un autre.',
    );
    expect((await signUpWith('password1', {}, 'tr')).body).toMatchObject({
      code: 'validation_failed',
      message: 'Bu şifre en yaygın şifrelerden biri ve kolayca tahmin edilir. Başka bir şifre seçin.',
    });
  });

  it('refuses a password equal to or containing the username or e-mail', async () => {
    const identity = 'The password must not be or contain your username or e-mail address.';
    const member = newMember();
    expect((await signUpWith(member.username, { username: member.username })).body.fields?.password).toBe(identity);
    expect((await signUpWith(`${member.username.toUpperCase()}!2026`, { username: member.username })).body.fields?.password).toBe(identity);
    expect((await signUpWith(`x-${member.email}`, { email: member.email })).body.fields?.password).toBe(identity);
    expect((await signUpWith(`my-${member.email.split('@')[0]}-key`, { email: member.email })).body.fields?.password).toBe(identity);
  });

  it('refuses one character repeated', async () => {
    for (const password of ['aaaaaaaa', '          ', '🙂🙂🙂🙂🙂🙂🙂🙂'])
      expect((await signUpWith(password)).body.fields?.password, password).toBe(
        'A password of one repeated character is too easy to guess.',
      );
  });

  it('accepts a long passphrase, and holds a new password to the same rules', async () => {
    expect((await signUpWith('paper lantern over the bosphorus')).status).toBe(201);
    const member = await signUp(server.url);
    const change = (newPassword: string) =>
      call(server.url, 'POST', '/auth/change-password', { token: member.token, body: { currentPassword: member.password, newPassword } });
    expect((await change('11111111')).body).toMatchObject({
      code: 'validation_failed',
      fields: { newPassword: expect.stringMatching(/repeated/) },
    });
    expect((await change('letmein123')).body.fields?.newPassword).toMatch(/most common/);
    expect((await change(`${member.username}-2`)).body.fields?.newPassword).toMatch(/username or e-mail/);
    expect((await change('a quieter harbour at dawn')).status).toBe(204);
  });
});
