import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient, type DealgrowClient } from '../client.ts';

async function signedIn(url: string): Promise<DealgrowClient> {
  const client = createClient({ baseURL: url, retry: false });
  const session = await client.auth.signUp(newMember());
  if (!session.success) throw new Error(`sign-up failed: ${session.error.message}`);
  client.setToken(session.data.token);
  return client;
}

describe('page analytics through the SDK (every route of the analytics resource)', () => {
  let t: TestServer;
  let ada: DealgrowClient;
  let ben: DealgrowClient;
  let anonymous: DealgrowClient;

  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
    [ada, ben] = [await signedIn(t.url), await signedIn(t.url)];
    anonymous = createClient({ baseURL: t.url, retry: false });
  });
  afterAll(async () => t?.close());

  it('answers a company’s figures to its owner, with a visit counted once, and refuses others', async () => {
    const slug = `sdk-analytics-${Date.now().toString(36)}`;
    const company = await ada.companies.create({ name: 'Analytics Co', slug });
    if (!company.success) throw new Error(company.error.message);
    const id = company.data.id;
    await ben.companies.get(id);
    await ben.companies.get(slug);
    await t.server.pageViews.flush();
    const week = await ada.analytics.company(id, { range: 7 });
    expect(week.success).toBe(true);
    expect(week.data?.range).toBe(7);
    expect(week.data?.days).toHaveLength(7);
    expect(week.data?.days.at(-1)?.page_views).toBe(1);
    expect(week.data?.totals.page_views).toEqual({ current: 1, previous: 0 });
    expect(week.data?.visitors.members).toBe(1);
    expect((await ada.analytics.company(id)).data?.range).toBe(30);
    const refused = await ben.analytics.company(id, { range: 7 });
    expect(refused.success).toBe(false);
    expect(refused.error).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await anonymous.analytics.company(id)).error).toMatchObject({ status: 401 });
    const badRange = await ada.request({ method: 'GET', path: `/company/${id}/analytics`, query: { range: 14 } });
    expect(badRange.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('answers a club’s figures to its owner and refuses a member', async () => {
    const url = `sdk-analytics-club-${Date.now().toString(36)}`;
    const club = await ada.clubs.create({ name: 'Analytics club', url });
    if (!club.success) throw new Error(club.error.message);
    const joined = await ben.clubs.requestToJoin(club.data.id);
    expect(joined.success, JSON.stringify(joined.error)).toBe(true);
    const month = await ada.analytics.club(club.data.id, { range: 30 });
    expect(month.data).toMatchObject({ page: { type: 'club', id: club.data.id }, range: 30, audience: 2 });
    expect(month.data?.totals.new.current).toBe(2);
    expect((await ben.analytics.club(club.data.id)).error).toMatchObject({ status: 403 });
  });
});
