import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { signInAtDevProvider } from '../../test/oidc-provider-flow.ts';
import { hashToken } from '../http/auth.ts';
import { type DevOidcProvider, startDevOidcProvider } from './dev-provider.ts';
import { oidcRedirectUris } from './routes.ts';

const APP_URL = 'http://localhost:3000';

describe.each(productionDatabase)('sign-in with a network (OpenID Connect) on %s', (kind) => {
  let provider: DevOidcProvider;
  let api: TestServer;
  let base: string;

  beforeAll(async () => {
    provider = await startDevOidcProvider({ redirectUris: oidcRedirectUris(APP_URL) });
    api = await startTestServer(kind, {
      appUrl: APP_URL,
      oidcIssuer: provider.issuer,
      oidcClientId: provider.clientId,
      oidcClientSecret: provider.clientSecret,
      oidcName: 'Dev network',
    });
    base = api.url;
  });
  afterAll(async () => {
    await api?.close();
    await provider?.close();
  });

  /** Starts an attempt and walks the provider as `login`: the callback the app would post. */
  async function atProvider(login: string, mode: 'sign-in' | 'link' = 'sign-in', token?: string) {
    const started = await call(base, 'POST', '/auth/oidc/start', { body: { mode }, token });
    expect(started.status).toBe(200);
    return signInAtDevProvider(started.body.url, login);
  }

  it('offers the button with the network name', async () => {
    expect((await call(base, 'GET', '/auth/oidc')).body).toEqual({ enabled: true, name: 'Dev network' });
  });

  it('starts with PKCE (S256), state and nonce, back to the app sign-in page in the language', async () => {
    const started = await call(base, 'POST', '/auth/oidc/start', { body: { mode: 'sign-in', lang: 'fr' } });
    const url = new URL(started.body.url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP_URL}/fr/auth/sign-in`);
  });

  it('signs up with the network, then signs the same member in again', async () => {
    const login = `nora${Date.now()}`;
    const first = await call(base, 'POST', '/auth/oidc/sign-in', { body: await atProvider(login) });
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(true);
    expect(first.body.user).toMatchObject({ email: `${login}@gmail.com`, firstName: expect.stringMatching(/^Nora/), status: 'active' });
    const me = await call(base, 'GET', '/users/me', { token: first.body.token });
    expect(me.status).toBe(200);

    const again = await call(base, 'POST', '/auth/oidc/sign-in', { body: await atProvider(login) });
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body.user.id).toBe(first.body.user.id);
    // A network-only account has no password to sign in with.
    const identities = await call(base, 'GET', '/auth/oidc/identities', { token: again.body.token });
    expect(identities.body).toMatchObject({ has_password: false, items: [{ issuer: provider.issuer }] });
  });

  it('refuses a replayed callback, a replayed code, a state it never gave and a wrong nonce', async () => {
    const callback = await atProvider(`omar${Date.now()}`);
    expect((await call(base, 'POST', '/auth/oidc/sign-in', { body: callback })).status).toBe(200);
    const replayed = await call(base, 'POST', '/auth/oidc/sign-in', { body: callback });
    expect(replayed.status).toBe(400);
    expect(replayed.body.code).toBe('oidc_invalid_state');

    // The used code with a fresh attempt's state: the provider refuses the code (and its PKCE verifier differs).
    const fresh = await call(base, 'POST', '/auth/oidc/start', { body: { mode: 'sign-in' } });
    const freshState = new URL(fresh.body.url).searchParams.get('state') ?? '';
    const replayedCode = await call(base, 'POST', '/auth/oidc/sign-in', { body: { ...callback, state: freshState } });
    expect(replayedCode.status).toBe(400);
    expect(replayedCode.body.code).toBe('oidc_failed');

    const unknown = await call(base, 'POST', '/auth/oidc/sign-in', { body: { code: 'x', state: 'never-given' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('oidc_invalid_state');
    expect(unknown.body.message).toMatch(/expired or was already used/);

    const tampered = await atProvider(`ines${Date.now()}`);
    await api.server.db.query('UPDATE oidc_attempts SET nonce = $2 WHERE state_hash = $1', [hashToken(tampered.state), 'another-nonce']);
    const badNonce = await call(base, 'POST', '/auth/oidc/sign-in', { body: tampered });
    expect(badNonce.status).toBe(400);
    expect(badNonce.body.code).toBe('oidc_failed');
  });

  it('links a member with the same verified e-mail instead of making a second account', async () => {
    const login = `grace${Date.now()}`;
    const member = await signUp(base, { email: `${login}@gmail.com` });
    const answer = await call(base, 'POST', '/auth/oidc/sign-in', { body: await atProvider(login) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: false, user: { id: member.user.id } });
    const rows = await api.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)', [
      member.email,
    ]);
    expect(rows[0]?.n).toBe(1);
  });

  it('does not trust an e-mail the network did not verify to open an existing account', async () => {
    const login = `unverified${Date.now()}`;
    await signUp(base, { email: `${login}@gmail.com` });
    const answer = await call(base, 'POST', '/auth/oidc/sign-in', { body: await atProvider(login) });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('oidc_email_unverified');
  });

  it('makes a pending account for a new e-mail the network did not verify, and mails it the verification link', async () => {
    const login = `unverified${Date.now()}new`;
    const answer = await call(base, 'POST', '/auth/oidc/sign-in', { body: await atProvider(login) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: true, user: { status: 'pending', is_email_verified: false } });
    const token = api.mailer.lastTo(`${login}@gmail.com`)?.text.match(/token=([\w%-]+)/)?.[1];
    expect(token).toBeDefined();
    const verified = await call(base, 'POST', '/auth/verify-email', { body: { token: decodeURIComponent(token ?? '') } });
    expect(verified.body.user).toMatchObject({ id: answer.body.user.id, status: 'active', is_email_verified: true });
  });

  it('links the network from settings, refuses it to others, and unlinks while a password remains', async () => {
    const member = await signUp(base);
    expect((await call(base, 'POST', '/auth/oidc/start', { body: { mode: 'link' } })).status).toBe(401);
    const started = await call(base, 'POST', '/auth/oidc/start', { body: { mode: 'link', lang: 'tr' }, token: member.token });
    expect(new URL(started.body.url).searchParams.get('redirect_uri')).toBe(`${APP_URL}/tr/settings`);
    const callback = await signInAtDevProvider(started.body.url, `lina${Date.now()}`);

    const stranger = await signUp(base);
    expect((await call(base, 'POST', '/auth/oidc/link', { body: callback })).status).toBe(401);
    const foreign = await call(base, 'POST', '/auth/oidc/link', { body: callback, token: stranger.token });
    expect(foreign.status).toBe(400);

    // The stranger's try used the attempt up: the member starts again.
    const linked = await call(base, 'POST', '/auth/oidc/link', {
      body: await atProvider(`lina${Date.now()}`, 'link', member.token),
      token: member.token,
    });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ has_password: true, items: [{ issuer: provider.issuer }] });
    const id = linked.body.items[0].id as number;

    expect((await call(base, 'DELETE', `/auth/oidc/identities/${id}`)).status).toBe(401);
    expect((await call(base, 'DELETE', `/auth/oidc/identities/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await call(base, 'DELETE', `/auth/oidc/identities/${id}`, { token: member.token })).status).toBe(204);
    expect((await call(base, 'GET', '/auth/oidc/identities', { token: member.token })).body.items).toEqual([]);
  });

  it('keeps one way to sign in: a network-only member cannot unlink the last network', async () => {
    const signedIn = await call(base, 'POST', '/auth/oidc/sign-in', { body: await atProvider(`ravi${Date.now()}`) });
    const { items } = (await call(base, 'GET', '/auth/oidc/identities', { token: signedIn.body.token })).body;
    const refused = await call(base, 'DELETE', `/auth/oidc/identities/${items[0].id}`, {
      token: signedIn.body.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('last_sign_in_method');
    expect(refused.body.message).toMatch(/seul moyen de connexion/);
  });

  it('refuses a suspended account, as the password sign-in does', async () => {
    const signedIn = await call(base, 'POST', '/auth/oidc/sign-in', { body: await atProvider(`sami${Date.now()}`) });
    await api.server.db.query("UPDATE users SET status = 'suspended' WHERE id = $1", [signedIn.body.user.id]);
    const refused = await call(base, 'POST', '/auth/oidc/sign-in', { body: await atProvider(signedIn.body.user.email.split('@')[0]) });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account_suspended');
  });

  it('refuses a network account already linked to someone else', async () => {
    const login = `tara${Date.now()}`;
    await call(base, 'POST', '/auth/oidc/sign-in', { body: await atProvider(login) });
    const other = await signUp(base);
    const answer = await call(base, 'POST', '/auth/oidc/link', { body: await atProvider(login, 'link', other.token), token: other.token });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('oidc_identity_taken');
  });
});

describe('sign-in with a network when none is configured', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer('pglite', { oidcIssuer: undefined, oidcClientId: undefined, oidcClientSecret: undefined });
  });
  afterAll(() => api?.close());

  it('hides the button and refuses to start', async () => {
    expect((await call(api.url, 'GET', '/auth/oidc')).body).toEqual({ enabled: false, name: null });
    const started = await call(api.url, 'POST', '/auth/oidc/start', { body: { mode: 'sign-in' } });
    expect(started.status).toBe(404);
    expect(started.body.code).toBe('oidc_disabled');
  });
});
