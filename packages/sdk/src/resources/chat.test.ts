import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, befriend, type TestMember } from '../../../server/src/network/fixtures.ts';
import { startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient, type DealgrowClient } from '../client.ts';
import type { ApiResult } from '../transport/result.ts';
import type { ChatRoom } from './chat.ts';

function data<T>(result: ApiResult<T>, status?: number): T {
  expect(result.success, JSON.stringify(result.error)).toBe(true);
  if (status !== undefined) expect(result.status).toBe(status);
  return result.data as T;
}

describe('chat through the SDK (every method of client.chat)', () => {
  let t: TestServer;
  let ada: TestMember;
  let ben: TestMember;
  let cem: TestMember;
  let dan: TestMember;
  let stranger: TestMember;
  const clients = new Map<number, DealgrowClient>();
  const as = (member: TestMember) => clients.get(member.id) as DealgrowClient;

  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
    [ada, ben, cem, dan, stranger] = [
      await addMember(t.server.db),
      await addMember(t.server.db),
      await addMember(t.server.db),
      await addMember(t.server.db),
      await addMember(t.server.db),
    ];
    for (const other of [ben, cem, dan]) await befriend(t.server.db, ada, other);
    for (const member of [ada, ben, cem, dan, stranger]) {
      clients.set(member.id, createClient({ baseURL: t.url, token: member.token, retry: false }));
    }
  });
  afterAll(async () => t?.close());

  let privateRoom: ChatRoom;
  let group: ChatRoom;

  it('creates a private room, finds it between two members, reads it by id and uuid, lists it', async () => {
    privateRoom = data(await as(ada).chat.create({ room_type: 'private', userId: ben.id }), 201);
    expect(privateRoom).toMatchObject({ room_type: 'private', participantsCount: 2, lastSequence: 0 });
    const between = data(await as(ben).chat.privateRoomBetween(ada.id, ben.id));
    expect(between).toMatchObject({ exists: true, room: { id: privateRoom.id } });
    expect(data(await as(ada).chat.get(privateRoom.room_uuid)).id).toBe(privateRoom.id);
    expect(data(await as(ben).chat.get(privateRoom.id)).room_uuid).toBe(privateRoom.room_uuid);
    const list = data(await as(ada).chat.list());
    expect(list.items.map((room) => room.id)).toContain(privateRoom.id);
    expect(data(await as(ada).chat.listForMember(ada.id)).items.map((room) => room.id)).toContain(privateRoom.id);

    const refused = await as(stranger).chat.get(privateRoom.id);
    expect(refused).toMatchObject({ success: false, status: 403, error: { code: 'forbidden' } });
    const notConnected = await as(stranger).chat.create({ room_type: 'private', userId: ada.id });
    expect(notConnected).toMatchObject({ success: false, status: 403, error: { code: 'not_connected' } });
  });

  it('sends, reads backwards and forwards, filters, marks seen and counts unread', async () => {
    for (const text of ['hello Ben', 'the quarterly deal', 'see you']) data(await as(ada).chat.send(privateRoom.id, { text }), 201);
    expect(data(await as(ben).chat.unreadTotal())).toMatchObject({ total: 3, rooms: 1 });
    const newest = data(await as(ben).chat.messages(privateRoom.id, { limit: 2 }));
    expect(newest.items.map((message) => message.sequence)).toEqual([2, 3]);
    expect(newest.hasMore).toBe(true);
    const after = data(await as(ben).chat.messages(privateRoom.id, { after: 1 }));
    expect(after.items.map((message) => message.text)).toEqual(['the quarterly deal', 'see you']);
    const found = data(await as(ben).chat.filter(privateRoom.id, { text: 'quarterly' }));
    expect(found.items.map((message) => message.sequence)).toEqual([2]);
    expect(data(await as(ben).chat.seen(privateRoom.id, { sequence: 2 }))).toEqual({ sequence: 2, totalUnreadMessages: 1 });
    expect(data(await as(ben).chat.seen(privateRoom.id))).toEqual({ sequence: 3, totalUnreadMessages: 0 });
    expect(data(await as(ben).chat.unreadTotal()).total).toBe(0);
  });

  it('gives every message a client id of its own, and a message sent again with its id is written once', async () => {
    const first = data(await as(ada).chat.send(privateRoom.id, { text: 'twice the same words' }), 201);
    const second = data(await as(ada).chat.send(privateRoom.id, { text: 'twice the same words' }), 201);
    expect(second.sequence).toBe(first.sequence + 1);
    const ids = await t.server.db.query<{ client_message_id: string }>(
      'SELECT client_message_id FROM chat_messages WHERE id = ANY($1::int[]) ORDER BY id',
      [[first.id, second.id]],
    );
    expect(ids.map((row) => row.client_message_id)).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);
    expect(ids[0]?.client_message_id).not.toBe(ids[1]?.client_message_id);
    const given = data(await as(ada).chat.send(privateRoom.id, { text: 'once', clientMessageId: 'ada-draft-7' }), 201);
    const again = data(await as(ada).chat.send(privateRoom.id, { text: 'once', clientMessageId: 'ada-draft-7' }), 201);
    expect(again).toEqual(given);
  });

  it('uploads a file and sends it with a message; the other member downloads it by its signed address', async () => {
    const file = data(await as(ada).chat.uploadFile(new File(['price list'], 'prices.txt', { type: 'text/plain' })), 201);
    expect(file).toMatchObject({ name: 'prices.txt', size: 10 });
    const message = data(await as(ada).chat.send(privateRoom.id, { text: 'the list', fileId: file.id }), 201);
    expect(message.file).toMatchObject({ id: file.id, name: 'prices.txt' });
    const url = message.file?.url ?? '';
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('price list');
    expect(await as(stranger).chat.messages(privateRoom.id)).toMatchObject({ success: false, status: 403 });
    await as(ben).chat.seen(privateRoom.id);
  });

  it('creates a group and adds several members from a comma-separated id string, one call each (SPEC §5)', async () => {
    group = data(await as(ada).chat.create({ room_type: 'group', title: 'Deal desk' }), 201);
    const results = await as(ada).chat.addParticipants(group.id, ` ${ben.id}, ${cem.id},${dan.id} ,`);
    expect(results.map((result) => result.status)).toEqual([201, 201, 201]);
    expect(results.map((result) => result.data?.user?.id)).toEqual([ben.id, cem.id, dan.id]);
    const refused = await as(ada).chat.addParticipants(group.id, `${stranger.id}`);
    expect(refused).toMatchObject([{ success: false, status: 403, error: { code: 'not_connected' } }]);
    const participants = data(await as(ben).chat.participants(group.id));
    expect(participants.items.map((entry) => entry.user?.id).sort()).toEqual([ada.id, ben.id, cem.id, dan.id].sort());
    const single = await as(ada).chat.addParticipant(privateRoom.id, { userId: cem.id });
    expect(single).toMatchObject({ success: false, status: 409, error: { code: 'room_full' } });
    expect(data(await as(ben).chat.rename(group.room_uuid, 'Deal desk 2027')).title).toBe('Deal desk 2027');
    expect(await as(ada).chat.rename(privateRoom.id, 'Us')).toMatchObject({ success: false, status: 409 });
  });

  it('archives and unarchives one room and many', async () => {
    expect(data(await as(ben).chat.archive(group.id, { isArchived: true })).isArchived).toBe(true);
    expect(data(await as(ben).chat.list({ isArchived: true })).items.map((room) => room.id)).toEqual([group.id]);
    expect(data(await as(ben).chat.archiveMany({ ids: [group.id, privateRoom.id], isArchived: false })).updated.sort()).toEqual(
      [group.id, privateRoom.id].sort(),
    );
    expect(data(await as(ben).chat.list({ isArchived: true })).items).toEqual([]);
  });

  it('leaves a group, deletes one room and many for the viewer', async () => {
    data(await as(dan).chat.leave(group.id), 204);
    expect((await as(dan).chat.get(group.id)).status).toBe(403);
    data(await as(cem).chat.deleteFor(group.id, 'user', cem.id), 204);
    expect(data(await as(cem).chat.list()).items.map((room) => room.id)).not.toContain(group.id);
    const deleted = data(await as(ben).chat.deleteMany({ ids: [group.id, privateRoom.id], target: 'user', targetId: ben.id }));
    expect(deleted.deleted.sort()).toEqual([group.id, privateRoom.id].sort());
    expect(data(await as(ben).chat.list()).items).toEqual([]);
    expect(data(await as(ada).chat.list()).items.length).toBe(2);
  });

  it('company rooms: a member writes to a company, its managers read the shared inbox', async () => {
    const company = data(await as(ada).companies.create({ name: 'Chat Works', slug: `chat-works-${Date.now().toString(36)}` }), 201);
    const room = data(await as(stranger).chat.create({ room_type: 'company', companyId: company.id }), 201);
    expect((await as(stranger).chat.create({ room_type: 'company', companyId: company.id })).status).toBe(200);
    data(await as(stranger).chat.send(room.id, { text: 'Do you ship to Lyon?' }), 201);
    const inbox = data(await as(ada).chat.listForCompany(company.id));
    expect(inbox.items.map((entry) => entry.id)).toEqual([room.id]);
    expect(data(await as(ada).chat.unreadTotal({ companyId: company.id })).total).toBe(1);
    expect((await as(ben).chat.listForCompany(company.id)).status).toBe(403);
  });

  it('sets, reads and unsets the away message; reads and changes the read-receipt setting', async () => {
    expect(data(await as(cem).chat.autoMessage())).toEqual({ enabled: false, text: null });
    expect(data(await as(cem).chat.setAutoMessage('Away until Monday.'))).toEqual({ enabled: true, text: 'Away until Monday.' });
    expect(data(await as(cem).chat.autoMessage())).toEqual({ enabled: true, text: 'Away until Monday.' });
    data(await as(cem).chat.unsetAutoMessage(), 204);
    expect(data(await as(cem).chat.autoMessage()).enabled).toBe(false);
    expect(data(await as(cem).chat.settings())).toEqual({ readReceipts: true });
    expect(data(await as(cem).chat.updateSettings({ readReceipts: false }))).toEqual({ readReceipts: false });
    expect(data(await as(cem).chat.settings())).toEqual({ readReceipts: false });
  });

  it('refuses anonymous callers', async () => {
    const anonymous = createClient({ baseURL: t.url, retry: false, token: null });
    expect((await anonymous.chat.list()).status).toBe(401);
    expect((await anonymous.chat.send(privateRoom.id, { text: 'hi' })).status).toBe(401);
  });
});
