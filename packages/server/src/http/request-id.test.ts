import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let t: TestServer;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    // Logs at info with every request logged, into `lines`.
    t = await startTestServer('pglite', {
      logLevel: 'info',
      logRequests: true,
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  });
  afterAll(() => t?.close());

  it('makes one for every request and answers it in X-Request-Id', async () => {
    const first = await call(t.url, 'GET', '/health', { headers: { origin: 'http://localhost:3000' } });
    const second = await call(t.url, 'GET', '/countries');
    expect(first.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).toMatch(UUID);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
    // A browser may read it (CORS).
    expect(first.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
  });

  it('takes a well-formed X-Request-Id from the caller, and replaces one that is not', async () => {
    for (const given of ['f3b0c44298fc1c149afbf4c8996fb924', 'lb-7.req:2026/11/26+abc=', 'a'.repeat(128)]) {
      const answer = await call(t.url, 'GET', '/health', { headers: { 'x-request-id': given } });
      expect(answer.headers.get('x-request-id')).toBe(given);
    }
    for (const given of ['has spaces in it', 'a'.repeat(129), '<script>', 'quote"d', '']) {
      const answer = await call(t.url, 'GET', '/health', { headers: { 'x-request-id': given } });
      expect(answer.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('puts it in every error body, the same as the header', async () => {
    const errors = [
      await call(t.url, 'GET', '/deals/not-a-number'),
      await call(t.url, 'GET', '/users/me'),
      await call(t.url, 'GET', '/no/such/route'),
      await call(t.url, 'GET', '/deals/%E0%A4%A'),
      await call(t.url, 'POST', '/auth/sign-in', { rawBody: '{"email":', headers: { 'content-type': 'application/json' } }),
      await call(t.url, 'POST', '/auth/sign-in', { rawBody: 'email=a', headers: { 'content-type': 'text/plain' } }),
      await call(t.url, 'GET', '/deals/910001', { headers: { 'x-request-id': 'support-ticket-42' } }),
    ];
    expect(errors.map((answer) => answer.status)).toEqual([400, 401, 404, 400, 400, 415, 404]);
    for (const answer of errors) {
      expect(answer.body.requestId, JSON.stringify(answer.body)).toBe(answer.headers.get('x-request-id'));
      expect(answer.body.requestId).toMatch(/^(support-ticket-42|[0-9a-f-]{36})$/);
    }
    expect(errors.at(-1)?.body.requestId).toBe('support-ticket-42');
  });

  it('puts it on every log line of the request', async () => {
    const id = `log-line-check-${Date.now()}`;
    expect((await call(t.url, 'GET', '/deals/910002', { headers: { 'x-request-id': id } })).status).toBe(404);
    // "request completed" is logged once the answer has left: wait for it.
    const deadline = Date.now() + 5000;
    while (!lines.some((line) => line.requestId === id && line.msg === 'request completed') && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const mine = lines.filter((line) => line.requestId === id);
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    // No request line goes without one.
    const requestLines = lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');
    expect(requestLines.length).toBeGreaterThan(2);
    for (const line of requestLines) expect(typeof line.requestId).toBe('string');
  });
});
