import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient } from '../client.ts';
import type { ApiResult } from '../transport/result.ts';

function data<T>(result: ApiResult<T>, status?: number): T {
  expect(result.success, JSON.stringify(result.error)).toBe(true);
  if (status !== undefined) expect(result.status).toBe(status);
  return result.data as T;
}

describe('account export and deletion through the SDK (client.account)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(async () => t?.close());

  it('requests an export, reads its progress, downloads the ZIP, then deletes the account', async () => {
    const member = await signUp(t.url);
    const other = await signUp(t.url);
    const client = createClient({ baseURL: t.url, token: member.token, retry: false });
    const stranger = createClient({ baseURL: t.url, token: other.token, retry: false });

    const requested = data(await client.account.requestExport(), 202);
    expect(requested).toMatchObject({ status: 'ready', progress: 100 });
    expect(data(await client.account.export(requested.id))).toMatchObject({ id: requested.id, status: 'ready' });
    const blob = data(await client.account.downloadExport(requested.id));
    const bytes = Buffer.from(await blob.arrayBuffer());
    expect(bytes.length).toBe(requested.size);
    // A ZIP (local file header magic), whose entry names are stored as they are.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    for (const name of ['README.txt', 'profile.json', 'leads.json']) expect(bytes.includes(Buffer.from(name))).toBe(true);
    const hidden = await stranger.account.export(requested.id);
    expect(hidden).toMatchObject({ success: false, status: 404 });

    const wrong = await client.account.deleteAccount({ password: 'wrong-password-1' });
    expect(wrong).toMatchObject({ success: false, status: 403, error: { code: 'forbidden' } });
    const deleted = await client.account.deleteAccount({ password: member.password });
    expect(deleted).toMatchObject({ success: true, status: 204 });
    const signIn = await createClient({ baseURL: t.url, retry: false }).auth.signIn({ email: member.email, password: member.password });
    expect(signIn).toMatchObject({ success: false, status: 401 });
  });
});
