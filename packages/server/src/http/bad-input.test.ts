import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, newMember, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { errorBody } from './app.ts';

/**
 * Sends `total` bytes in chunks until the server answers, as a slow client still uploading would; resolves with
 * the answer (or the connection error) and how much was sent by then.
 */
function sendUntilAnswered(base: string, path: string, headers: Record<string, string | number>, first: Buffer, total: number) {
  return new Promise<{ status?: number; body?: { code?: string; message?: string }; error?: string; sent: number }>((done) => {
    const url = new URL(base);
    let sent = 0;
    let answered = false;
    const request = http.request({ host: url.hostname, port: url.port, method: 'POST', path, headers }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        done({ status: response.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), sent });
      });
    });
    request.on('error', (error) => {
      if (!answered) done({ error: String(error), sent });
    });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      if (answered) return;
      if (sent >= total) return void request.end();
      const next = sent === 0 ? first : chunk.subarray(0, Math.min(chunk.length, total - sent));
      sent += next.length;
      request.write(next);
      setTimeout(pump, 1);
    };
    pump();
  });
}

// Once, on PGlite: request parsing, validation, limits and headers answer before any statement, so they cannot differ
// on Postgres (test/fuzz.ts still sends its schema-driven bad input to both; stored text and the database's refusals below too).
describe('bad input on pglite', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { bodyLimit: 4096 });
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

  it('answers ids outside the id column, or not plainly written, with 400 before any query', async () => {
    for (const id of [
      '2147483648',
      '9223372036854775808',
      '99999999999999999999',
      '-1',
      '0',
      '1.5',
      '1e3',
      '0x10',
      '%201',
      'abc',
      'Infinity',
    ]) {
      const answer = await call(t.url, 'GET', `/deals/${id}`);
      expect(answer.status, id).toBe(400);
      expect(answer.body, id).toMatchObject({ code: 'validation_failed', fields: { id: expect.any(String) } });
    }
    expect((await call(t.url, 'GET', '/deals/2147483647')).body.code).toBe('not_found');
    const member = await signUp(t.url);
    for (const query of ['deal_id=2147483648', 'deal_id=-5', 'deal_id=1e3', 'deal_id=', 'deal_id=1&deal_id=2']) {
      const answer = await call(t.url, 'GET', `/lead/deal?${query}`, { token: member.token });
      expect(answer.status, query).toBe(400);
      expect(answer.body.fields, query).toHaveProperty('deal_id');
    }
    expect((await call(t.url, 'GET', '/deals/new-deals?page=1e3')).body.fields).toHaveProperty('page');
  });

  it('answers a form it cannot read with 400 invalid_multipart', async () => {
    const member = await signUp(t.url);
    const form = (body: string, type = 'multipart/form-data; boundary=b') =>
      call(t.url, 'POST', '/deals', { token: member.token, rawBody: body, headers: { 'content-type': type } });
    const whole = '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nA deal\r\n--b--\r\n';
    for (const [label, answer] of [
      ['no boundary', await form(whole, 'multipart/form-data')],
      ['truncated', await form(whole.slice(0, 30))],
      ['garbage', await form('garbage\r\n--\r\n')],
      ['another boundary', await form(whole, 'multipart/form-data; boundary=other')],
    ] as const) {
      expect(answer.status, label).toBe(400);
      expect(answer.body, label).toMatchObject({ code: 'invalid_multipart', message: expect.any(String) });
    }
  });

  it('answers an address it cannot decode with 400 invalid_url and an over-long part with 414', async () => {
    expect(await call(t.url, 'GET', '/deals/%E0%A4%A')).toMatchObject({ status: 400, body: { code: 'invalid_url' } });
    expect(await call(t.url, 'GET', `/deals/${'9'.repeat(200)}`)).toMatchObject({ status: 414, body: { code: 'invalid_url' } });
  });

  it('answers a body over the limit with 413 and its JSON while the client is still sending', async () => {
    const total = 8 * 1024 * 1024;
    const json = { 'content-type': 'application/json' };
    // Declared too large, sent without a length (chunked), and a form whose file passes the upload limit.
    const declared = await sendUntilAnswered(t.url, '/auth/sign-up', { ...json, 'content-length': total }, Buffer.from('{"a":"'), total);
    const chunked = await sendUntilAnswered(t.url, '/auth/sign-up', json, Buffer.from('{"a":"'), total);
    const member = await signUp(t.url);
    const head = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--b\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n',
    );
    const upload = await sendUntilAnswered(
      t.url,
      '/deals',
      { authorization: `Bearer ${member.token}`, 'content-type': 'multipart/form-data; boundary=b', 'content-length': 20 * total },
      head,
      20 * total,
    );
    for (const [label, answer, limit] of [
      ['declared', declared, total],
      ['chunked', chunked, total],
      ['upload', upload, 20 * total],
    ] as const) {
      expect(answer, label).toMatchObject({ status: 413, body: { code: 'payload_too_large', message: expect.any(String) } });
      expect(answer.sent, label).toBeLessThan(limit);
    }
    expect((await call(t.url, 'GET', '/health')).status).toBe(200);
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

// On both: the text each engine stores (emoji kept), and its own refusals (error codes and messages) mapped to 400.
describe.each(databaseKinds)('text and values the database stores or refuses on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => t?.close());

  const signUpWith = (options: Parameters<typeof call>[3]) => call(t.url, 'POST', '/auth/sign-up', options);

  it('refuses NUL bytes and lone surrogates in text anywhere, and keeps paired emoji', async () => {
    const nul = await signUpWith({ body: { ...newMember(), firstName: 'Ada\u0000' } });
    expect(nul).toMatchObject({ status: 400, body: { fields: { firstName: 'Contains characters that are not allowed.' } } });
    const surrogate = await signUpWith({ body: { ...newMember(), lastName: 'Laurent \ud800' } });
    expect(surrogate).toMatchObject({ status: 400, body: { fields: { lastName: 'Contains characters that are not allowed.' } } });
    const escaped = await signUpWith({
      rawBody: JSON.stringify({ ...newMember(), password: 'x' }).replace('"x"', '"\\udfffpassword1"'),
      headers: { 'content-type': 'application/json' },
    });
    expect(escaped.body.fields).toHaveProperty('password');
    expect((await call(t.url, 'GET', '/deals/new-deals?search=a%00b')).body.fields).toHaveProperty('search');
    expect((await call(t.url, 'GET', '/users/profile/ada%00')).status).toBe(400);
    expect((await signUpWith({ body: { ...newMember(), firstName: 'Ada 🚀' } })).status).toBe(201);
  });

  it('answers values the database refuses (out of range, NUL, too long) with 400, not 500', async () => {
    const refusals: Array<[string, unknown[]]> = [
      ['SELECT $1::integer AS n', ['2147483648']],
      ['SELECT $1::integer AS n', ['1e3']],
      ['SELECT $1::text AS s', ['a\u0000b']],
      ["SELECT repeat('x', $1) AS s", [1_073_741_824]],
    ];
    for (const [sql, values] of refusals) {
      const error = await t.server.db.query(sql, values).then(
        () => new Error('the database accepted it'),
        (thrown: Error) => thrown,
      );
      expect(errorBody(error), sql).toMatchObject({ status: 400, code: 'validation_failed' });
    }
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
