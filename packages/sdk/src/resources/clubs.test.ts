import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient, type DealgrowClient } from '../client.ts';
import type { Club, CreateClubInput } from './clubs.ts';

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);

let made = 0;
const uniqueUrl = () => `sdk-club-${Date.now().toString(36)}-${++made}`;

async function signedIn(url: string): Promise<{ client: DealgrowClient; id: number }> {
  const client = createClient({ baseURL: url, retry: false });
  const session = await client.auth.signUp(newMember());
  if (!session.success) throw new Error(`sign-up failed: ${session.error.message}`);
  client.setToken(session.data.token);
  return { client, id: session.data.user.id };
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe('clubs through the SDK (every route of the clubs resource)', () => {
  let t: TestServer;
  let ada: DealgrowClient;
  let adaId: number;
  let ben: DealgrowClient;
  let benId: number;
  let cem: DealgrowClient;
  let cemId: number;
  let anonymous: DealgrowClient;

  /** A club Ada owns. */
  async function adaClub(fields: Partial<CreateClubInput> = {}): Promise<Club> {
    const url = uniqueUrl();
    const created = await ada.clubs.create({ name: `Club ${url}`, url, ...fields });
    if (!created.success) throw new Error(`create failed: ${created.error.message}`);
    return created.data;
  }

  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
    ({ client: ada, id: adaId } = await signedIn(t.url));
    ({ client: ben, id: benId } = await signedIn(t.url));
    ({ client: cem, id: cemId } = await signedIn(t.url));
    anonymous = createClient({ baseURL: t.url, retry: false });
  });
  afterAll(async () => t?.close());

  it('creates a club (multipart, with a logo), reads and edits it, and maps refusals', async () => {
    const url = uniqueUrl();
    expect((await anonymous.clubs.urlAvailable(url)).data).toEqual({ available: true });
    const created = await ada.clubs.create({
      name: 'Solar installers',
      url,
      description: 'For installers.',
      privacy: 'closed',
      logo: new File([PNG], 'logo.png', { type: 'image/png' }),
    });
    expect(created.success, JSON.stringify(created.error)).toBe(true);
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      name: 'Solar installers',
      slug: url,
      privacy: 'closed',
      members: 1,
      isOwner: true,
      isMember: true,
      role: 'owner',
      owner: { id: adaId },
    });
    expect(created.data?.logo).toEqual(expect.any(String));
    const id = created.data?.id ?? 0;
    expect((await anonymous.clubs.urlAvailable(url)).data).toEqual({ available: false });
    expect((await anonymous.clubs.get(id)).data).toMatchObject({ id, isMember: false, role: null });

    expect((await ada.clubs.update(id, { description: 'For solar installers.' })).data?.description).toBe('For solar installers.');
    expect(await ben.clubs.update(id, { name: 'Mine' })).toMatchObject({ success: false, status: 403 });
    expect(await anonymous.clubs.create({ name: 'Nobody', url: uniqueUrl() })).toMatchObject({ success: false, status: 401 });
    const taken = await ben.clubs.create({ name: 'Copy', url });
    expect(taken).toMatchObject({ success: false, status: 409, error: { code: 'slug_taken' } });
    expect(await anonymous.clubs.get(999_999)).toMatchObject({ success: false, status: 404, error: { code: 'not_found' } });
  });

  it('lists clubs, the clubs a member owns and joined, and walks them with each… iterators', async () => {
    const marker = `Quasar${Date.now().toString(36)}`;
    const clubs = [await adaClub({ name: `${marker} A` }), await adaClub({ name: `${marker} B` })];
    const list = await anonymous.clubs.list({ q: marker });
    expect(list.data?.total).toBe(2);
    expect((await collect(anonymous.clubs.eachList({ q: marker, limit: 1 }))).map((club) => club.id).sort()).toEqual(
      clubs.map((club) => club.id).sort(),
    );
    const owned = await anonymous.clubs.owned(adaId);
    expect(owned.data?.items.map((club) => club.id)).toEqual(expect.arrayContaining(clubs.map((club) => club.id)));
    expect((await collect(anonymous.clubs.eachOwned(adaId, { limit: 1 }))).length).toBe(owned.data?.total);

    // An open club: asking to join is joining.
    const joined = await ben.clubs.requestToJoin(clubs[0]?.id ?? 0);
    expect(joined).toMatchObject({ status: 201, data: { status: 'approved' } });
    expect((await anonymous.clubs.joined(benId)).data?.items.map((club) => club.id)).toEqual([clubs[0]?.id]);
    expect((await collect(anonymous.clubs.eachJoined(benId))).map((club) => club.id)).toEqual([clubs[0]?.id]);
    const posting = await ben.clubs.mine({ postingAs: true });
    expect(posting.data?.map((club) => club.id)).toEqual([clubs[0]?.id]);
    expect(await anonymous.clubs.mine()).toMatchObject({ success: false, status: 401 });
  });

  it('runs the join flow of a closed club: request, list, approve or decline, members, leave, remove', async () => {
    const club = await adaClub({ privacy: 'closed' });
    const asked = await ben.clubs.requestToJoin(club.id);
    expect(asked).toMatchObject({ status: 201, data: { status: 'pending' } });
    expect(await ben.clubs.requestToJoin(club.id)).toMatchObject({ success: false, status: 409 });
    expect((await ben.clubs.get(club.id)).data).toMatchObject({ requestPending: true, isMember: false });
    await cem.clubs.requestToJoin(club.id);

    const requests = await ada.clubs.joinRequests(club.id);
    expect(requests.data?.items.map((request) => request.member.id).sort()).toEqual([benId, cemId].sort());
    expect((await collect(ada.clubs.eachJoinRequests(club.id, { limit: 1 }))).length).toBe(2);
    expect(await ben.clubs.joinRequests(club.id)).toMatchObject({ success: false, status: 403 });
    expect(await anonymous.clubs.joinRequests(club.id)).toMatchObject({ success: false, status: 401 });

    const benRequest = requests.data?.items.find((request) => request.member.id === benId);
    const cemRequest = requests.data?.items.find((request) => request.member.id === cemId);
    expect(await ben.clubs.respondToJoinRequest(club.id, benRequest?.id ?? 0, 'approve')).toMatchObject({ success: false, status: 403 });
    expect((await ada.clubs.respondToJoinRequest(club.id, benRequest?.id ?? 0, 'approve')).data).toMatchObject({ status: 'approved' });
    expect((await ada.clubs.respondToJoinRequest(club.id, cemRequest?.id ?? 0, 'decline')).data).toMatchObject({ status: 'declined' });
    expect(await ada.clubs.respondToJoinRequest(club.id, cemRequest?.id ?? 0, 'approve')).toMatchObject({ success: false, status: 409 });

    const members = await anonymous.clubs.members(club.id);
    expect(members.data?.items.map((member) => [member.member.id, member.role])).toEqual([
      [adaId, 'owner'],
      [benId, 'member'],
    ]);
    expect((await collect(anonymous.clubs.eachMembers(club.id, { limit: 1 }))).map((member) => member.member.id)).toEqual([adaId, benId]);

    // A members-only club post is on the timeline for members only.
    const post = await ben.posts.createBodyPost({ body: 'For the club', shareType: 'club', clubId: club.id, visible: 'club' });
    expect(post.success, JSON.stringify(post.error)).toBe(true);
    expect((await ada.clubs.timeline(club.id)).data?.items.map((entry) => entry.id)).toEqual([post.data?.id]);
    expect((await collect(ben.clubs.eachTimeline(club.id))).map((entry) => entry.id)).toEqual([post.data?.id]);
    expect((await anonymous.clubs.timeline(club.id)).data?.items).toEqual([]);

    expect(await ada.clubs.leave(club.id)).toMatchObject({ success: false, status: 409, error: { code: 'owner_cannot_leave' } });
    expect((await ben.clubs.leave(club.id)).data).toMatchObject({ id: club.id, isMember: false });
    await ben.clubs.requestToJoin(club.id);
    const again = (await ada.clubs.joinRequests(club.id)).data?.items.find((request) => request.member.id === benId);
    await ada.clubs.respondToJoinRequest(club.id, again?.id ?? 0, 'approve');
    expect(await ben.clubs.removeMember(club.id, adaId)).toMatchObject({ success: false, status: 403 });
    expect((await ada.clubs.removeMember(club.id, benId)).data).toMatchObject({ id: club.id, members: 1 });
  });

  it('deletes a club (its owner only)', async () => {
    const club = await adaClub();
    expect(await ben.clubs.remove(club.id)).toMatchObject({ success: false, status: 403 });
    expect(await anonymous.clubs.remove(club.id)).toMatchObject({ success: false, status: 401 });
    expect(await ada.clubs.remove(club.id)).toMatchObject({ success: true, status: 204 });
    expect(await anonymous.clubs.get(club.id)).toMatchObject({ success: false, status: 404 });
  });
});
