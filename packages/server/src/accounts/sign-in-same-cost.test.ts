import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { DEMO_PASSWORD, hashPassword, NO_PASSWORD_HASH, newHashParameters, passwordChecks, scryptCostFor } from './passwords.ts';

/**
 * Every sign-in path costs one password check (one scrypt of the same cost), so the answer's time cannot tell who
 * has an account. The tests may not time answers (docs/testing.md): they count the checks instead, through the
 * counter passwords.ts keeps (the server runs in this process). bench/sign-in-timing.mjs prints the times.
 */
describe.each(productionDatabase)('sign-in costs the same on every path on %s', (kind) => {
  let server: TestServer;
  const LOCKOUT_AFTER = 3;
  beforeAll(async () => {
    server = await startTestServer(kind, { signInSlowdownAfter: 100, signInLockoutAfter: LOCKOUT_AFTER, signInLockoutSeconds: 600 });
  });
  afterAll(async () => server?.close());

  const signIn = (email: string, password: string) => call(server.url, 'POST', '/auth/sign-in', { body: { email, password } });
  /** One sign-in's answer and how many passwords it checked. */
  async function counted(email: string, password: string) {
    const before = passwordChecks();
    const answer = await signIn(email, password);
    return { status: answer.status, code: answer.body?.code as string | undefined, checks: passwordChecks() - before, answer };
  }

  it('checks exactly one password for an unknown login, a wrong or right password, a paused, suspended or network-only account', async () => {
    const member = await signUp(server.url);
    const paused = await signUp(server.url);
    const suspended = await signUp(server.url);
    const networkOnly = await signUp(server.url);
    const deleted = await signUp(server.url);
    const { db } = server.server;
    await db.query("UPDATE users SET sign_in_locked_until = now() + interval '10 minutes' WHERE id = $1", [paused.user.id]);
    await db.query("UPDATE users SET status = 'suspended' WHERE id = $1", [suspended.user.id]);
    // Signed up through a network: no password (oidc/routes.ts NO_PASSWORD); a deleted member's tombstone has `!`.
    await db.query("UPDATE users SET password_hash = '' WHERE id = $1", [networkOnly.user.id]);
    await db.query("UPDATE users SET password_hash = '!' WHERE id = $1", [deleted.user.id]);

    const paths = {
      'unknown e-mail': await counted(`nobody-${Date.now()}@gmail.com`, 'some-password-1'),
      'unknown username': await counted(`nobody${Date.now()}`, 'some-password-1'),
      'wrong password': await counted(member.email, 'some-password-1'),
      'right password': await counted(member.email, member.password),
      'paused, wrong password': await counted(paused.email, 'some-password-1'),
      'paused, right password': await counted(paused.email, paused.password),
      'suspended, wrong password': await counted(suspended.email, 'some-password-1'),
      'suspended, right password': await counted(suspended.email, suspended.password),
      'network-only account': await counted(networkOnly.email, 'some-password-1'),
      'empty password on a network-only account': await counted(networkOnly.email, ''),
      'deleted member': await counted(deleted.email, '!'),
    };
    expect(Object.fromEntries(Object.entries(paths).map(([path, { status, code, checks }]) => [path, { status, code, checks }]))).toEqual({
      'unknown e-mail': { status: 401, code: 'invalid_credentials', checks: 1 },
      'unknown username': { status: 401, code: 'invalid_credentials', checks: 1 },
      'wrong password': { status: 401, code: 'invalid_credentials', checks: 1 },
      'right password': { status: 200, code: undefined, checks: 1 },
      'paused, wrong password': { status: 429, code: 'sign_in_locked', checks: 1 },
      'paused, right password': { status: 429, code: 'sign_in_locked', checks: 1 },
      'suspended, wrong password': { status: 401, code: 'invalid_credentials', checks: 1 },
      'suspended, right password': { status: 403, code: 'account_suspended', checks: 1 },
      'network-only account': { status: 401, code: 'invalid_credentials', checks: 1 },
      // Refused by the body's schema (at least one character) before any statement: no check either way.
      'empty password on a network-only account': { status: 400, code: 'validation_failed', checks: 0 },
      'deleted member': { status: 401, code: 'invalid_credentials', checks: 1 },
    });
    // An unknown login and a wrong password answer the very same body, but for each request's own id.
    expect({ ...paths['unknown e-mail'].answer.body, requestId: '' }).toEqual({ ...paths['wrong password'].answer.body, requestId: '' });
  });

  it('pauses a login that names no account after as many failures as an account, with the same answer', async () => {
    const member = await signUp(server.url);
    const unknown = `nobody-${Date.now()}@gmail.com`;
    const known: number[] = [];
    const made: number[] = [];
    for (let n = 1; n <= LOCKOUT_AFTER + 1; n++) {
      known.push((await signIn(member.email, `wrong-guess-${n}`)).status);
      made.push((await signIn(unknown, `wrong-guess-${n}`)).status);
    }
    expect(known).toEqual([401, 401, 429, 429]);
    expect(made).toEqual(known);
    const knownPaused = await signIn(member.email, member.password);
    const unknownPaused = await signIn(unknown.toUpperCase(), 'wrong-guess-9');
    expect({ ...unknownPaused.body, requestId: '' }).toEqual({ ...knownPaused.body, requestId: '' });
    // The two pauses began a request apart, so their seconds left may round one apart on a loaded machine.
    const secondsLeft = (answer: typeof knownPaused) => Number(answer.headers.get('retry-after'));
    expect(secondsLeft(knownPaused)).toBeGreaterThan(590);
    expect(Math.abs(secondsLeft(unknownPaused) - secondsLeft(knownPaused))).toBeLessThanOrEqual(1);
    // Only the account's owner is told (an unknown login has nobody to tell).
    expect(server.mailer.messages.filter((mail) => /paused/.test(mail.subject)).map((mail) => mail.to)).toEqual([member.email]);
  });

  it('makes the hash of no password with the parameters of every new hash', async () => {
    const parts = (hash: string) => hash.split('$').slice(0, 4).join('$');
    // Production's, kept as a constant; the suite's cheaper N (vitest.config.ts) gets a twin at that N.
    expect(parts(NO_PASSWORD_HASH)).toBe('scrypt$32768$8$1');
    expect(await newHashParameters()).toBe(parts(await hashPassword('any-password-1')));
    expect(await newHashParameters()).toBe(`scrypt$${scryptCostFor(process.env)}$8$1`);
  });

  it('hashes at production’s cost unless the test suite asks for less, and never under NODE_ENV=production', () => {
    expect(scryptCostFor({})).toBe(32768);
    expect(scryptCostFor({ DEALGROW_TEST_SCRYPT_N: '1024' })).toBe(1024);
    expect(scryptCostFor({ DEALGROW_TEST_SCRYPT_N: '1024', NODE_ENV: 'production' })).toBe(32768);
    for (const unusable of ['1000', '0', '1', '65536', 'cheap', ''])
      expect(scryptCostFor({ DEALGROW_TEST_SCRYPT_N: unusable }), unusable).toBe(32768);
  });

  it('refuses the demo password at sign-in in production only, after the same check', async () => {
    const production = await startTestServer(kind, { production: true });
    try {
      // A member whose password is the demo one, as in a database seeded before it went to production.
      for (const target of [server, production]) {
        const member = await signUp(target.url);
        await target.server.db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [
          await hashPassword(DEMO_PASSWORD),
          member.user.id,
        ]);
        const before = passwordChecks();
        const answer = await call(target.url, 'POST', '/auth/sign-in', { body: { email: member.email, password: DEMO_PASSWORD } });
        expect(passwordChecks() - before).toBe(1);
        expect(answer.status).toBe(target === production ? 401 : 200);
        // The same password as the hash sees it (NFKC: full-width letters).
        const lookAlike = await call(target.url, 'POST', '/auth/sign-in', {
          body: { email: member.email, password: 'ｄｅａｌｇｒｏｗ－ｄｅｍｏ' },
        });
        expect(lookAlike.status).toBe(target === production ? 401 : 200);
      }
    } finally {
      await production.close();
    }
  });
});
