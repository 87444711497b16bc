import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient } from '../client.ts';
import { DealgrowError, unwrap } from './result.ts';

describe('the request id of an error answer', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(async () => t?.close());

  it('is on the failed result and on the DealgrowError unwrap throws, the same as the server logged', async () => {
    const client = createClient({ baseURL: t.url, retry: false });
    const result = await client.deals.get(910_001);
    expect(result).toMatchObject({ success: false, status: 404, error: { code: 'not_found' } });
    expect(result.error?.requestId).toMatch(/^[0-9a-f-]{36}$/);

    const thrown = await unwrap(client.users.me()).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(DealgrowError);
    expect(thrown).toMatchObject({ status: 401, code: 'unauthorized', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((thrown as DealgrowError).requestId).not.toBe(result.error?.requestId);
  });

  it('is absent when the answer carried none (a network failure)', async () => {
    const client = createClient({ baseURL: 'http://127.0.0.1:9', retry: false, logger: { warn: () => {}, error: () => {} } });
    const result = await client.general.countries();
    expect(result.success).toBe(false);
    expect(result.error && 'requestId' in result.error).toBe(false);
  });
});
