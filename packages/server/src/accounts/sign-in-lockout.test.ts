import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signUp, startTestServer, type TestServer } from '../../test/harness.ts';

/** How long the test server pauses an account's sign-in: the wait below is this pause itself, the behaviour under test. */
const LOCKOUT_SECONDS = 2;

describe.each(databaseKinds)('per-account sign-in protection on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // Small numbers so the test runs in seconds; the defaults are 5, 10 and 15 minutes (config.ts).
    server = await startTestServer(kind, {
      trustProxy: true,
      authRateLimit: 1000,
      signInSlowdownAfter: 2,
      signInLockoutAfter: 4,
      signInLockoutSeconds: LOCKOUT_SECONDS,
    });
  });
  afterAll(async () => server?.close());

  const signInFrom = (address: string, email: string, password: string, language = 'en') =>
    call(server.url, 'POST', '/auth/sign-in', {
      body: { email, password },
      headers: { 'x-forwarded-for': address, 'accept-language': language },
    });

  it('slows down, then pauses an account guessed at from many addresses, tells its owner, and lets the right password in after', async () => {
    const member = await signUp(server.url);
    expect((await signInFrom('203.0.113.1', member.email, 'guess-number-1')).status).toBe(401);
    expect((await signInFrom('203.0.113.2', member.email, 'guess-number-2')).status).toBe(401);
    const started = Date.now();
    expect((await signInFrom('198.51.100.3', member.email, 'guess-number-3')).status).toBe(401);
    expect(Date.now() - started, 'the third failure is answered after a pause').toBeGreaterThanOrEqual(200);

    const fourth = await signInFrom('192.0.2.4', member.username, 'guess-number-4', 'fr');
    // The pause ends at most LOCKOUT_SECONDS after this answer (the lock is set before it is sent).
    const lockedBy = Date.now();
    expect(fourth).toMatchObject({ status: 429, body: { code: 'sign_in_locked' } });
    expect(fourth.body.message).toBe('Trop d’échecs de connexion pour ce compte : la connexion est suspendue. Réessayez dans une minute.');
    expect(fourth.headers.get('retry-after')).toBe(String(LOCKOUT_SECONDS));

    // While paused, even the right password from yet another address is refused.
    const paused = await signInFrom('192.0.2.5', member.email, member.password);
    expect(paused).toMatchObject({ status: 429, body: { code: 'sign_in_locked' } });

    const mails = server.mailer.messages.filter((mail) => mail.to === member.email && /paused/.test(mail.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/wrong password for your Dealgrow account 4 times/);

    // Waits out the pause itself (a timer the product sets), counted from the lock rather than from now.
    await new Promise((resolve) => setTimeout(resolve, lockedBy + LOCKOUT_SECONDS * 1000 + 50 - Date.now()));
    const after = await signInFrom('192.0.2.77', member.email, member.password);
    expect(after.status).toBe(200);
    expect(after.body.token).toEqual(expect.any(String));
    // The count starts again: one more wrong guess is a plain 401.
    expect((await signInFrom('192.0.2.78', member.email, 'guess-number-5')).status).toBe(401);
  });

  it('keeps accounts apart: another member signs in while one is paused', async () => {
    const target = await signUp(server.url);
    const other = await signUp(server.url);
    for (let n = 1; n <= 4; n++) await signInFrom(`203.0.113.${10 + n}`, target.email, `wrong-guess-${n}`);
    expect((await signInFrom('203.0.113.11', target.email, target.password)).status).toBe(429);
    expect((await signInFrom('203.0.113.11', other.email, other.password)).status).toBe(200);
  });
});
