import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient } from '../client.ts';

describe('results carry retryAfter and replayed', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(async () => t?.close());

  it('says a retried write was answered from its Idempotency-Key (replayed), and a first one was not', async () => {
    const client = createClient({ baseURL: t.url, retry: false });
    const session = await client.auth.signUp(newMember());
    if (!session.success) throw new Error(session.error.message);
    client.setToken(session.data.token);
    const slug = `facts-${Date.now().toString(36)}`;
    const first = await client.companies.slugAvailable(slug, { idempotencyKey: `key-${slug}` });
    const again = await client.companies.slugAvailable(slug, { idempotencyKey: `key-${slug}` });
    expect(first).toMatchObject({ success: true, replayed: false, retryAfter: undefined });
    expect(again).toMatchObject({ success: true, replayed: true, data: first.data });
  });

  it('gives Retry-After in seconds on a refusal (a date too), and none when the header is absent', async () => {
    const answers = [
      { status: 429, headers: { 'retry-after': '7' } },
      { status: 503, headers: { 'retry-after': new Date(Date.now() + 30_000).toUTCString() } },
      { status: 404, headers: {} },
    ];
    const server = createHttpServer((_request, response) => {
      const answer = answers.shift() ?? { status: 500, headers: {} };
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(JSON.stringify({ message: 'No.', code: 'rate_limited' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const client = createClient({
        baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        retry: false,
        logger: { warn: () => {}, error: () => {} },
      });
      expect(await client.general.countries()).toMatchObject({ success: false, status: 429, retryAfter: 7 });
      const unavailable = await client.general.countries();
      expect(unavailable.status).toBe(503);
      expect(unavailable.retryAfter).toBeGreaterThanOrEqual(28);
      expect(unavailable.retryAfter).toBeLessThanOrEqual(30);
      const missing = await client.general.countries();
      expect(missing).toMatchObject({ status: 404, replayed: false });
      expect(missing.retryAfter).toBeUndefined();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
