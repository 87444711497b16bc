import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newMember, signUp, startTestServer, type TestServer } from '../../test/harness.ts';

// Once, on PGlite: the answers translated here are chosen from headers and a saved setting, not from anything the
// engine decides (the lead lookup only finds nothing), so they cannot differ on Postgres.
describe("error messages in the caller's language on pglite", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => server?.close());

  const signUpIn = (language: string | undefined, body: object) =>
    call(server.url, 'POST', '/auth/sign-up', { body, headers: language ? { 'accept-language': language } : {} });

  it('answers validation messages and field messages in en, fr and tr by Accept-Language', async () => {
    const body = { email: 'not-an-email', password: 'short' };
    const english = await signUpIn(undefined, body);
    const french = await signUpIn('fr-FR,fr;q=0.9', body);
    const turkish = await signUpIn('tr', body);
    expect(english.body.fields).toMatchObject({ email: 'Enter a valid e-mail address.', username: 'This field is required.' });
    expect(french).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', fields: { email: 'Saisissez une adresse e-mail valide.', password: 'Au moins 8 caractères.' } },
    });
    expect(french.body.message).toMatch(/^Vérifiez ces champs/);
    expect(french.headers.get('content-language')).toBe('fr');
    expect(turkish.body.fields).toMatchObject({ email: 'Geçerli bir e-posta adresi girin.', username: 'Bu alan zorunludur.' });
    expect(turkish.body.code).toBe('validation_failed');
  });

  it('translates messages built from params, and 404s of unknown routes', async () => {
    const disposable = await signUpIn('fr', newMember({ email: 'someone@mailinator.com' }));
    expect(disposable).toMatchObject({ status: 422, body: { code: 'disposable_email' } });
    expect(disposable.body.message).toBe(
      'mailinator.com est un service d’e-mail temporaire. Utilisez une adresse professionnelle ou personnelle permanente.',
    );
    const route = await call(server.url, 'GET', '/no/such/route', { headers: { 'accept-language': 'tr' } });
    expect(route).toMatchObject({ status: 404, body: { code: 'route_not_found', message: 'GET /no/such/route diye bir yol yok.' } });
  });

  it('answers a signed-in member in their saved language when Accept-Language names none of ours, and keeps English for the rest', async () => {
    const member = await signUp(server.url, { lang: 'tr' });
    const missing = (language?: string) =>
      call(server.url, 'GET', '/lead/detail/999999', { token: member.token, headers: language ? { 'accept-language': language } : {} });
    expect((await missing()).body).toMatchObject({ code: 'not_found', message: 'Bu potansiyel müşteri bulunamadı.' });
    expect((await missing('de-DE')).body.message).toBe('Bu potansiyel müşteri bulunamadı.');
    expect((await missing('fr')).body.message).toBe('Cette piste est introuvable.');
    const stranger = await call(server.url, 'GET', '/lead/detail/999999', { headers: { 'accept-language': 'de' } });
    expect(stranger).toMatchObject({ status: 401, body: { code: 'unauthorized', message: 'Sign in to continue.' } });
  });
});
