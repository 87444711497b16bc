import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, newMember, startTestServer, type TestServer } from '../../test/harness.ts';

describe.each(databaseKinds)('bad input on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { bodyLimit: 4096 });
  });
  afterAll(async () => t?.close());

  const signUpWith = (options: Parameters<typeof call>[3]) => call(t.url, 'POST', '/auth/sign-up', options);

  it('answers malformed JSON with 400 invalid_json', async () => {
    const answer = await signUpWith({ rawBody: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(answer).toMatchObject({ status: 400, body: { code: 'invalid_json', message: expect.any(String) } });
  });

  it('answers an empty JSON body with 400', async () => {
    expect((await signUpWith({ rawBody: '', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('answers wrong types with 400 and a message per field', async () => {
    const answer = await signUpWith({ body: { ...newMember(), email: 42, firstName: ['a'], password: true } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    expect(Object.keys(answer.body.fields).sort()).toEqual(['email', 'firstName', 'password']);
  });

  it('does not coerce strings into numbers in a body', async () => {
    const answer = await call(t.url, 'POST', '/auth/sign-in', { body: { email: 'a@gmail.com', password: 12345678 } });
    expect(answer).toMatchObject({ status: 400, body: { fields: { password: 'Must be a string.' } } });
  });

  it('answers unknown fields with 400 naming them', async () => {
    const answer = await signUpWith({ body: { ...newMember(), isAdmin: true } });
    expect(answer).toMatchObject({ status: 400, body: { fields: { isAdmin: 'This field is not accepted here.' } } });
  });

  it('answers missing fields, a bad e-mail and a short password with 400', async () => {
    const answer = await signUpWith({ body: { email: 'not-an-email', password: 'short' } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({
      email: 'Enter a valid e-mail address.',
      password: 'Must be at least 8 characters.',
      username: 'This field is required.',
    });
  });

  it('answers a body that is not an object with 400', async () => {
    for (const raw of ['[]', '"text"', '12', 'null']) {
      const answer = await signUpWith({ rawBody: raw, headers: { 'content-type': 'application/json' } });
      expect(answer.status, raw).toBe(400);
    }
  });

  it('answers an oversized body with 413', async () => {
    const answer = await signUpWith({ body: { ...newMember(), bio: 'x'.repeat(10_000) } });
    expect(answer).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
  });

  it('answers a body it does not read with 415', async () => {
    const answer = await signUpWith({ rawBody: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(answer).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
    expect((await signUpWith({ rawBody: 'hello', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
  });

  it('answers an unknown route with 404 route_not_found', async () => {
    for (const [method, path] of [
      ['GET', '/no-such-thing'],
      ['POST', '/auth/nope'],
      ['DELETE', '/users/me'],
    ]) {
      const answer = await call(t.url, method as string, path as string);
      expect(answer).toMatchObject({ status: 404, body: { code: 'route_not_found' } });
    }
  });

  it('sends security headers and CORS for allowed origins only', async () => {
    const allowed = await fetch(`${t.url}/version.json`, { headers: { origin: 'http://localhost:3000' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('x-content-type-options')).toBe('nosniff');
    // The health probe answers no page: CORS, but not the browser security headers (docs/performance.md).
    const probe = await fetch(`${t.url}/health`, { headers: { origin: 'http://localhost:3000' } });
    expect(probe.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(probe.headers.get('content-security-policy')).toBeNull();
    // Helmet's headers, computed once, on every other answer: errors and unknown routes too.
    for (const path of ['/version.json', '/no-such-route', '/users/me']) {
      const answer = await fetch(`${t.url}${path}`);
      expect(answer.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(answer.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
      expect(answer.headers.get('strict-transport-security'), path).toContain('max-age=');
    }
    const other = await fetch(`${t.url}/health`, { headers: { origin: 'http://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${t.url}/auth/sign-in`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,idempotency-key,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  });
});

describe('rate limiting of the auth routes', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { authRateLimit: 3 });
  });
  afterAll(async () => t?.close());

  it('answers 429 with Retry-After after too many sign-in attempts', async () => {
    const attempts = [];
    for (let i = 0; i < 4; i++)
      attempts.push(await call(t.url, 'POST', '/auth/sign-in', { body: { email: 'x@gmail.com', password: 'whatever1' } }));
    expect(attempts.slice(0, 3).map((a) => a.status)).toEqual([401, 401, 401]);
    expect(attempts[3]).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(Number(attempts[3]?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
