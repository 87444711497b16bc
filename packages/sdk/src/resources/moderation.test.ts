import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient, type DealgrowClient } from '../client.ts';

async function signedIn(url: string): Promise<{ client: DealgrowClient; id: number }> {
  const client = createClient({ baseURL: url, retry: false });
  const session = await client.auth.signUp(newMember());
  if (!session.success) throw new Error(`sign-up failed: ${session.error.message}`);
  client.setToken(session.data.token);
  const me = await client.request<{ id: number }>({ method: 'GET', path: '/users/me' });
  if (!me.success) throw new Error(me.error.message);
  return { client, id: me.data.id };
}

describe('page moderation through the SDK (every route of the moderation resource)', () => {
  let t: TestServer;
  let ada: DealgrowClient;
  let ben: DealgrowClient;
  let benId: number;
  let clubId: number;

  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
    ({ client: ada } = await signedIn(t.url));
    ({ client: ben, id: benId } = await signedIn(t.url));
    const club = await ada.clubs.create({ name: 'Moderated club', url: `sdk-moderation-${Date.now().toString(36)}` });
    if (!club.success) throw new Error(club.error.message);
    clubId = club.data.id;
    expect((await ben.clubs.requestToJoin(clubId)).success).toBe(true);
  });
  afterAll(async () => t?.close());

  it('mutes a member, who reads the decision and appeals it once; the owner accepts; the log and queues answer', async () => {
    const muted = await ada.moderation.act('club', clubId, { action: 'mute', memberId: benId, days: 1, reason: 'Calm down' });
    expect(muted.success, JSON.stringify(muted.error)).toBe(true);
    expect(muted.data).toMatchObject({ action: 'mute', member: { id: benId }, reason: 'Calm down', canAppeal: false });
    const id = muted.data?.id ?? 0;

    const seen = await ben.moderation.action(id);
    expect(seen.data).toMatchObject({ id, moderator: null, canAppeal: true, page: { type: 'club', id: clubId, name: 'Moderated club' } });
    const appeal = await ben.moderation.appeal(id, 'I was calm');
    expect(appeal.data).toMatchObject({ status: 'pending', text: 'I was calm' });
    const twice = await ben.moderation.appeal(id, 'Again');
    expect(twice.error).toMatchObject({ status: 409, code: 'conflict' });

    const appeals = await ada.moderation.appeals('club', clubId, { status: 'pending' });
    expect(appeals.data?.items.map((item) => item.id)).toEqual([appeal.data?.id]);
    const decided = await ada.moderation.decideAppeal('club', clubId, appeal.data?.id ?? 0, { decision: 'accept' });
    expect(decided.data).toMatchObject({ status: 'accepted', action: { undone: true } });

    const log = await ada.moderation.log('club', clubId, { limit: 10 });
    expect(log.data?.items.map((item) => item.action)).toEqual(['accept_appeal', 'mute']);
    const reports = await ada.moderation.reports('club', clubId, { status: 'open' });
    expect(reports.data).toMatchObject({ items: [], total: 0 });
    const dismissed = await ada.moderation.dismissReport('club', clubId, 999_999);
    expect(dismissed.error).toMatchObject({ status: 404 });
  });

  it('refuses a member who does not moderate the page, and a company page for a stranger', async () => {
    expect((await ben.moderation.log('club', clubId)).error).toMatchObject({ status: 403, code: 'forbidden' });
    const company = await ada.companies.create({ name: 'Moderated Co', slug: `sdk-moderation-co-${Date.now().toString(36)}` });
    if (!company.success) throw new Error(company.error.message);
    expect((await ada.moderation.reports('company', company.data.id)).data?.total).toBe(0);
    expect((await ben.moderation.act('company', company.data.id, { action: 'mute', memberId: benId, days: 7 })).error).toMatchObject({
      status: 403,
    });
  });
});
