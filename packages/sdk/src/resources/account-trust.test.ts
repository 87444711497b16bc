import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdmin } from '../../../server/src/trust/admin-command.ts';
import { signUp, startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient } from '../client.ts';
import type { ApiResult } from '../transport/result.ts';

function data<T>(result: ApiResult<T>, status?: number): T {
  expect(result.success, JSON.stringify(result.error)).toBe(true);
  if (status !== undefined) expect(result.status).toBe(status);
  return result.data as T;
}

describe('blocking and reporting through the SDK (client.account)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(async () => t?.close());

  it('blocks, lists and unblocks; reports; an admin reviews the queue', async () => {
    const [ada, bob, boss] = [await signUp(t.url), await signUp(t.url), await signUp(t.url)];
    await setAdmin(t.server.db, boss.email, true);
    const client = createClient({ baseURL: t.url, token: ada.token, retry: false });
    const admin = createClient({ baseURL: t.url, token: boss.token, retry: false });

    expect(data(await client.account.block(bob.user.id), 204)).toBeUndefined();
    const blocked = data(await client.account.blocked());
    expect(blocked).toMatchObject({ total: 1, items: [{ id: bob.user.id, username: bob.username }] });
    expect(blocked.items[0]?.blocked_at).toEqual(expect.any(String));
    expect(await createClient({ baseURL: t.url, token: bob.token, retry: false }).users.userProfileInfo(ada.user.id)).toMatchObject({
      success: false,
      status: 404,
    });
    data(await client.account.unblock(bob.user.id), 204);
    expect(data(await client.account.blocked()).total).toBe(0);

    const first = data(await client.account.report({ subject_type: 'member', subject_id: bob.user.id, reason: 'spam' }), 201);
    const again = data(await client.account.report({ subject_type: 'member', subject_id: bob.user.id, reason: 'other' }), 200);
    expect(again.id).toBe(first.id);
    expect(await client.account.adminReports()).toMatchObject({ success: false, status: 403 });
    const queue = data(await admin.account.adminReports({ status: 'open' }));
    expect(queue.items.find((item) => item.id === first.id)).toMatchObject({ reason: 'spam', reporter: { id: ada.user.id } });
    expect(await admin.account.hideReported(first.id)).toMatchObject({ success: false, status: 400 });
    data(await admin.account.dismissReport(first.id), 204);
    expect(await admin.account.suspendReported(first.id)).toMatchObject({ success: false, status: 409 });
  });
});
