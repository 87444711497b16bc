import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapturedEvents } from '../../test/captured-events.ts';
import { call, productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { PNG, sendForm } from '../../test/uploads.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';
import { isInRoom, messagesAfter, roomAudience, syncMessages } from './reads.ts';

describe.each(productionDatabase)('chat rooms and messages on %s', (kind) => {
  let t: TestServer;
  let ada: TestMember;
  let bob: TestMember;
  let cem: TestMember;
  let dan: TestMember;
  let stranger: TestMember;
  // The notification centre's events ride the same socket; they are tested in src/notifications.
  const captured = new CapturedEvents((event) => !event.startsWith('notification:'));
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  const createPrivate = async (from: TestMember, to: TestMember) => {
    const answer = await as(t.url, from)('POST', '/chat-room', { room_type: 'private', userId: to.id });
    expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
    return answer.body as { id: number; room_uuid: string };
  };
  const send = async (member: TestMember, room: number | string, text: string, extra: Record<string, unknown> = {}) => {
    const answer = await as(t.url, member)('POST', `/chat-room/${room}/chat-message`, { text, ...extra });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body as { id: number; sequence: number; text: string; is_auto: boolean };
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    t.server.chatEvents.attach(captured);
    const db = t.server.db;
    ada = await addMember(db, { firstName: 'Ada', lastName: 'Chat' });
    bob = await addMember(db, { firstName: 'Bob', lastName: 'Chat' });
    cem = await addMember(db, { firstName: 'Cem', lastName: 'Chat' });
    dan = await addMember(db, { firstName: 'Dan', lastName: 'Chat' });
    stranger = await addMember(db, { firstName: 'Sam', lastName: 'Stranger' });
    await befriend(db, ada, bob);
    await befriend(db, ada, cem);
    await befriend(db, dan, ada, 'pending_first_second');
  });
  afterAll(async () => {
    t?.server.chatEvents.detach();
    await t?.close();
  });

  it('opens a private room only with a connection, once a pair', async () => {
    const refused = await as(t.url, ada)('POST', '/chat-room', { room_type: 'private', userId: dan.id });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('not_connected');
    expect(refused.body.message).toContain('Dan Chat');
    expect(refused.body.message).toContain('invitation');

    captured.take();
    const made = await as(t.url, ada)('POST', '/chat-room', { chatRoomType: 'private', userId: bob.id });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ room_type: 'private', title: null, participantsCount: 2, lastSequence: 0, totalUnreadMessages: 0 });
    // The viewer comes last.
    expect(made.body.participants.map((p: { user: { id: number } }) => p.user.id)).toEqual([bob.id, ada.id]);
    expect(captured.take()).toEqual([
      {
        audience: sorted([ada.id, bob.id]),
        event: 'room:updated',
        payload: { roomId: made.body.id, room_uuid: made.body.room_uuid, reason: 'created' },
      },
    ]);
    const again = await as(t.url, bob)('POST', '/chat-room', { room_type: 'private', userId: ada.id });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(made.body.id);

    const exists = await as(t.url, bob)('GET', `/chat-room/check-existed/${ada.id}/${bob.id}`);
    expect(exists.body).toMatchObject({ exists: true, room: { id: made.body.id } });
    expect((await as(t.url, ada)('GET', `/chat-room/check-existed/${ada.id}/${cem.id}`)).body).toEqual({ exists: false, room: null });
    expect((await as(t.url, stranger)('GET', `/chat-room/check-existed/${ada.id}/${bob.id}`)).status).toBe(403);
  });

  it('adds the second member of an empty private room by POST /{id}/user: connections only, never a third', async () => {
    const made = await as(t.url, cem)('POST', '/chat-room', { room_type: 'private' });
    expect(made.status).toBe(201);
    const id = made.body.id;
    const notFriend = await as(t.url, cem)('POST', `/chat-room/${id}/user`, { userId: bob.id });
    expect(notFriend.status).toBe(403);
    expect(notFriend.body.code).toBe('not_connected');
    expect(notFriend.body.message).toBe('You can only message your connections. Send Bob Chat an invitation first.');
    const added = await as(t.url, cem)('POST', `/chat-room/${made.body.room_uuid}/user`, { userId: ada.id });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ user: { id: ada.id }, company: null, role: 'member' });
    const third = await as(t.url, ada)('POST', `/chat-room/${id}/user`, { userId: bob.id });
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('room_full');
    expect(third.body.message).toBe('A private conversation has two members: start a group to add more.');
    expect((await as(t.url, cem)('POST', `/chat-room/${id}/user`, {})).status).toBe(400);
    expect((await as(t.url, ada)('DELETE', `/chat-room/${id}/user`)).status).toBe(409);
  });

  it('renames a group for its participants only, and tells them (room:updated title); other rooms keep theirs', async () => {
    const group = await as(t.url, ada)('POST', '/chat-room', { room_type: 'group', title: 'Suppliers' });
    expect(group.status).toBe(201);
    await as(t.url, ada)('POST', `/chat-room/${group.body.id}/user`, { userId: bob.id });
    captured.take();
    const renamed = await as(t.url, bob)('PATCH', `/chat-room/${group.body.room_uuid}`, { title: '  Suppliers 2027 ' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ id: group.body.id, title: 'Suppliers 2027' });
    expect(captured.take()).toEqual([
      {
        audience: sorted([ada.id, bob.id]),
        event: 'room:updated',
        payload: { roomId: group.body.id, room_uuid: group.body.room_uuid, reason: 'title' },
      },
    ]);
    expect((await as(t.url, ada)('PATCH', `/chat-room/${group.body.id}`, { title: '   ' })).status).toBe(400);
    expect((await as(t.url, stranger)('PATCH', `/chat-room/${group.body.id}`, { title: 'Mine' })).status).toBe(403);
    expect((await call(t.url, 'PATCH', `/chat-room/${group.body.id}`, { body: { title: 'Anyone' } })).status).toBe(401);
    const pair = await createPrivate(ada, bob);
    const refused = await as(t.url, ada)('PATCH', `/chat-room/${pair.id}`, { title: 'Us' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only a group conversation can be renamed.');
    expect((await as(t.url, ada)('GET', `/chat-room/${group.body.id}`)).body.title).toBe('Suppliers 2027');
  });

  it('numbers messages per room, moves the sender’s pointer, counts unread, pages both ways', async () => {
    const room = await createPrivate(ada, bob);
    const first = await send(ada, room.id, '  Hello Bob  ');
    expect(first).toMatchObject({ sequence: 1, text: 'Hello Bob', is_auto: false });
    for (let i = 2; i <= 6; i++) await send(i % 2 ? ada : bob, room.room_uuid, `Message ${i}`);
    const asAda = (await as(t.url, ada)('GET', `/chat-room/${room.id}`)).body;
    const asBob = (await as(t.url, bob)('GET', `/chat-room/${room.room_uuid}`)).body;
    // Ada last wrote 5, Bob last wrote 6 (replying reads the room).
    expect(asAda).toMatchObject({ lastSequence: 6, totalUnreadMessages: 1, lastChatMessage: { sequence: 6, text: 'Message 6' } });
    expect(asBob.totalUnreadMessages).toBe(0);
    expect(asAda.readUpTo).toEqual([{ userId: bob.id, sequence: 6 }]);

    const newest = await as(t.url, ada)('GET', `/chat-room/${room.id}/chat-message?limit=4`);
    expect(newest.body.items.map((m: { sequence: number }) => m.sequence)).toEqual([3, 4, 5, 6]);
    expect(newest.body.hasMore).toBe(true);
    const older = await as(t.url, ada)('GET', `/chat-room/${room.id}/chat-message?before=3&limit=4`);
    expect(older.body).toMatchObject({ hasMore: false });
    expect(older.body.items.map((m: { sequence: number }) => m.sequence)).toEqual([1, 2]);
    const after = await as(t.url, ada)('GET', `/chat-room/${room.id}/chat-message?after=2&limit=3`);
    expect(after.body.items.map((m: { sequence: number }) => m.sequence)).toEqual([3, 4, 5]);
    expect(after.body.hasMore).toBe(true);

    const unread = await as(t.url, ada)('GET', '/chat-room/chat-message/unread/total');
    expect(unread.body).toEqual({ total: 1, rooms: 1 });

    const found = await as(t.url, bob)('POST', `/chat-room/${room.id}/chat-message/filter`, { text: 'MESSAGE' });
    expect(found.body).toMatchObject({ total: 5, page: 1 });
    expect(found.body.items.map((m: { sequence: number }) => m.sequence)).toEqual([6, 5, 4, 3, 2]);
    expect((await as(t.url, bob)('POST', `/chat-room/${room.id}/chat-message/filter`, { text: '   ' })).status).toBe(400);
  });

  it('moves the read pointer forward only, and publishes message:seen only when both sides keep receipts on', async () => {
    const room = await createPrivate(ada, cem);
    for (let i = 1; i <= 4; i++) await send(cem, room.id, `Ping ${i}`);
    captured.take();
    const seen = await as(t.url, ada)('POST', `/chat-room/${room.id}/chat-message/seen`, { sequence: 2 });
    expect(seen.body).toEqual({ sequence: 2, totalUnreadMessages: 2 });
    const events = captured.take();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      audience: [cem.id],
      event: 'message:seen',
      payload: { roomId: room.id, userId: ada.id, sequence: 2, companyId: null },
    });
    const back = await as(t.url, ada)('POST', `/chat-room/${room.id}/chat-message/seen`, { sequence: 1, userId: ada.id });
    expect(back.body).toEqual({ sequence: 2, totalUnreadMessages: 2 });
    expect(captured.take()).toEqual([]);
    expect((await as(t.url, ada)('POST', `/chat-room/${room.id}/chat-message/seen`, { userId: cem.id })).status).toBe(403);

    // Ada turns receipts off: nothing published either way, and her room shows no pointers.
    const off = await as(t.url, ada)('PATCH', '/chat-room/settings', { readReceipts: false });
    expect(off.body).toEqual({ readReceipts: false });
    expect((await as(t.url, ada)('GET', '/chat-room/settings')).body).toEqual({ readReceipts: false });
    await as(t.url, ada)('POST', `/chat-room/${room.id}/chat-message/seen`, { sequence: 3 });
    expect(captured.take().filter((event) => event.event === 'message:seen')).toEqual([]);
    await send(ada, room.id, 'Reply');
    captured.take();
    await as(t.url, cem)('POST', `/chat-room/${room.id}/chat-message/seen`, {});
    expect(captured.take().filter((event) => event.event === 'message:seen')).toEqual([]);
    expect((await as(t.url, ada)('GET', `/chat-room/${room.id}`)).body.readUpTo).toEqual([]);
    expect((await as(t.url, cem)('GET', `/chat-room/${room.id}`)).body.readUpTo).toEqual([]);
    await as(t.url, ada)('PATCH', '/chat-room/settings', { readReceipts: true });
    const full = await as(t.url, ada)('POST', `/chat-room/${room.id}/chat-message/seen`, {});
    expect(full.body).toEqual({ sequence: 5, totalUnreadMessages: 0 });
  });

  it('publishes message:new to every participant with the message', async () => {
    const room = await createPrivate(bob, ada);
    captured.take();
    const message = await send(bob, room.id, 'Live');
    const events = captured.take();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      audience: sorted([ada.id, bob.id]),
      event: 'message:new',
      payload: { message: { id: message.id, text: 'Live', room_uuid: room.room_uuid } },
    });
  });

  it('answers the realtime seams: sync over several rooms in one statement, one room after a sequence, the audience', async () => {
    const [one, two, three] = [await addMember(t.server.db), await addMember(t.server.db), await addMember(t.server.db)];
    await befriend(t.server.db, one, two);
    await befriend(t.server.db, two, three);
    const mine = await createPrivate(one, two);
    const notMine = await createPrivate(two, three);
    for (let i = 1; i <= 5; i++) await send(i % 2 ? one : two, mine.id, `s${i}`);
    await send(three, notMine.id, 'private');
    const db = t.server.db;
    const synced = await syncMessages(
      db,
      one.id,
      [
        { roomId: mine.id, after: 1 },
        { roomId: notMine.id, after: 0 },
      ],
      3,
      t.url,
    );
    expect(synced.messages.map((m) => [m.room_id, m.sequence])).toEqual([
      [mine.id, 2],
      [mine.id, 3],
      [mine.id, 4],
    ]);
    expect(synced.more).toEqual([mine.id]);
    expect((await messagesAfter(db, one.id, mine.id, 3, 10, t.url))?.messages.map((m) => m.text)).toEqual(['s4', 's5']);
    expect(await messagesAfter(db, one.id, notMine.id, 0, 10, t.url)).toBeNull();
    expect(sorted(await roomAudience(db, mine.id))).toEqual(sorted([one.id, two.id]));
    expect(await isInRoom(db, one.id, mine.id)).toBe(true);
    expect(await isInRoom(db, one.id, notMine.id)).toBe(false);
  });

  it('refuses strangers and anonymous callers on every route', async () => {
    const room = await createPrivate(ada, bob);
    const paths: [string, string, unknown?][] = [
      ['GET', `/chat-room/${room.id}`],
      ['GET', `/chat-room/${room.id}/user`],
      ['GET', `/chat-room/${room.id}/chat-message`],
      ['POST', `/chat-room/${room.id}/chat-message`, { text: 'Hi' }],
      ['POST', `/chat-room/${room.id}/chat-message/filter`, { text: 'Hi' }],
      ['POST', `/chat-room/${room.id}/chat-message/seen`, {}],
      ['POST', `/chat-room/${room.id}/archive`, { isArchived: true }],
      ['POST', `/chat-room/${room.id}/user`, { userId: cem.id }],
      ['DELETE', `/chat-room/${room.id}/user`],
      ['DELETE', `/chat-room/${room.id}/user/${stranger.id}`],
    ];
    for (const [method, path, body] of paths) {
      const answer = await as(t.url, stranger)(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect((await call(t.url, method, path, body === undefined ? {} : { body })).status, `${method} ${path} anonymous`).toBe(401);
    }
    expect((await as(t.url, stranger)('GET', `/chat-room/${room.id}`)).body.message).toBe('You are not in this conversation.');
    const anonymous: [string, string, unknown?][] = [
      ['POST', '/chat-room', { room_type: 'group', title: 'x' }],
      ['GET', '/chat-room'],
      ['POST', '/chat-room/batch', { ids: [room.id], target: 'user', targetId: 1 }],
      ['POST', '/chat-room/archive/batch', { ids: [room.id], isArchived: true }],
      ['GET', '/chat-room/chat-message/unread/total'],
      ['GET', '/chat-room/chat-auto-message/check'],
      ['POST', '/chat-room/chat-auto-message/set', { text: 'Away' }],
      ['DELETE', '/chat-room/chat-auto-message/unset'],
      ['GET', '/chat-room/settings'],
      ['PATCH', '/chat-room/settings', { readReceipts: false }],
      ['GET', `/chat-room/user/${ada.id}`],
    ];
    for (const [method, path, body] of anonymous) {
      expect((await call(t.url, method, path, body === undefined ? {} : { body })).status, `${method} ${path}`).toBe(401);
    }
    expect((await as(t.url, stranger)('GET', `/chat-room/user/${ada.id}`)).status).toBe(403);
    expect((await as(t.url, stranger)('POST', '/chat-room/batch', { ids: [room.id], target: 'user', targetId: ada.id })).status).toBe(403);
    // A stranger's batch names rooms they are not in: nothing changes.
    expect((await as(t.url, stranger)('POST', '/chat-room/archive/batch', { ids: [room.id], isArchived: true })).body).toEqual({
      updated: [],
    });
    expect((await as(t.url, stranger)('POST', '/chat-room/batch', { ids: [room.id], target: 'user', targetId: stranger.id })).body).toEqual(
      { deleted: [] },
    );
    expect((await as(t.url, ada)('GET', '/chat-room/999999')).status).toBe(404);
    expect((await as(t.url, ada)('GET', '/chat-room/999999')).body.code).toBe('not_found');
    expect((await as(t.url, ada)('GET', '/chat-room/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await as(t.url, ada)('GET', '/chat-room/not-a-room')).status).toBe(400);
    expect((await as(t.url, ada)('GET', '/chat-room/99999999999')).status).toBe(400);
  });

  it('checks message text: trimmed 1–2,000 characters, no NUL', async () => {
    const room = await createPrivate(ada, cem);
    expect((await as(t.url, ada)('POST', `/chat-room/${room.id}/chat-message`, { text: '   ' })).status).toBe(400);
    expect((await as(t.url, ada)('POST', `/chat-room/${room.id}/chat-message`, { text: 'x'.repeat(2001) })).status).toBe(400);
    expect((await as(t.url, ada)('POST', `/chat-room/${room.id}/chat-message`, { text: 'a\u0000b' })).status).toBe(400);
    expect((await as(t.url, ada)('POST', `/chat-room/${room.id}/chat-message`, { text: 'x', fileId: 2_000_000 })).status).toBe(400);
    expect((await as(t.url, ada)('POST', `/chat-room/${room.id}/chat-message`, { text: ` ${'x'.repeat(2000)} ` })).status).toBe(201);
  });

  it('sends a file uploaded for a message; the file is read by the room’s participants only', async () => {
    const room = await createPrivate(ada, bob);
    const uploaded = await sendForm(t.url, 'POST', '/chat-room/file', {
      token: ada.token,
      files: [{ field: 'file', name: 'pic.png', data: PNG, type: 'image/png' }],
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body).toMatchObject({ name: 'pic.png', mimeType: 'image/png', size: PNG.length });
    // Another member cannot attach it.
    expect((await as(t.url, bob)('POST', `/chat-room/${room.id}/chat-message`, { text: '', fileId: uploaded.body.id })).status).toBe(400);
    const sent = await as(t.url, ada)('POST', `/chat-room/${room.id}/chat-message`, { text: '', fileId: uploaded.body.id });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.file).toMatchObject({ id: uploaded.body.id, name: 'pic.png', mimeType: 'image/png' });
    // Used once only.
    expect((await as(t.url, ada)('POST', `/chat-room/${room.id}/chat-message`, { text: 'again', fileId: uploaded.body.id })).status).toBe(
      400,
    );
    const read = await as(t.url, bob)('GET', `/chat-room/${room.id}/chat-message?after=${sent.body.sequence - 1}`);
    const url = new URL(read.body.items[0].file.url);
    const download = await fetch(url);
    expect(download.status).toBe(200);
    const blob = url.searchParams.get('blobName') ?? '';
    const key = blob.split('?')[0] ?? '';
    expect(
      (
        await fetch(`${t.url}/api/azure/download?blobName=${encodeURIComponent(key)}`, {
          headers: { authorization: `Bearer ${bob.token}` },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await fetch(`${t.url}/api/azure/download?blobName=${encodeURIComponent(key)}`, {
          headers: { authorization: `Bearer ${stranger.token}` },
        })
      ).status,
    ).toBe(404);
  });

  it('archive keeps a room archived when a new message comes, and moves it to the top of the archived list', async () => {
    const first = await createPrivate(ada, bob);
    const second = await createPrivate(ada, cem);
    await send(bob, first.id, 'one');
    await send(cem, second.id, 'two');
    captured.take();
    const archived = await as(t.url, ada)('POST', `/chat-room/${first.id}/archive`, { isArchived: true });
    expect(archived.body.isArchived).toBe(true);
    expect(captured.take()).toEqual([
      { audience: [ada.id], event: 'room:updated', payload: { roomId: first.id, room_uuid: first.room_uuid, reason: 'archived' } },
    ]);
    const batch = await as(t.url, ada)('POST', '/chat-room/archive/batch', { ids: [second.room_uuid], isArchived: true });
    expect(batch.body).toEqual({ updated: [second.id] });
    let list = await as(t.url, ada)('GET', '/chat-room?isArchived=true');
    expect(list.body.items.map((room: { id: number }) => room.id).slice(0, 2)).toEqual([second.id, first.id]);
    await send(bob, first.id, 'back on top');
    list = await as(t.url, ada)('GET', '/chat-room?isArchived=true');
    expect(list.body.items.map((room: { id: number }) => room.id).slice(0, 2)).toEqual([first.id, second.id]);
    expect(list.body.items[0].isArchived).toBe(true);
    const active = await as(t.url, ada)('GET', `/chat-room/user/${ada.id}`);
    expect(active.body.items.map((room: { id: number }) => room.id)).not.toContain(first.id);
    // Bob's copy was never archived.
    expect((await as(t.url, bob)('GET', '/chat-room')).body.items.map((room: { id: number }) => room.id)).toContain(first.id);
    await as(t.url, ada)('POST', '/chat-room/archive/batch', { ids: [first.id, second.id], isArchived: false });
    expect((await as(t.url, ada)('GET', '/chat-room?isArchived=true')).body.total).toBe(0);
  });

  it('deletes a room for one participant: history hidden from them, a new message brings it back with only that message', async () => {
    const [cem, ada] = [await addMember(t.server.db, { firstName: 'Cleo' }), await addMember(t.server.db)];
    await befriend(t.server.db, cem, ada);
    const room = await createPrivate(cem, ada);
    await send(cem, room.id, 'old 1');
    await send(ada, room.id, 'old 2');
    expect((await as(t.url, cem)('DELETE', `/chat-room/${room.id}/user/${ada.id}`)).status).toBe(403);
    captured.take();
    expect((await as(t.url, cem)('DELETE', `/chat-room/${room.id}/user/${cem.id}`)).status).toBe(204);
    expect(captured.take()).toEqual([
      { audience: [cem.id], event: 'room:updated', payload: { roomId: room.id, room_uuid: room.room_uuid, reason: 'deleted' } },
    ]);
    expect((await as(t.url, cem)('GET', '/chat-room')).body.items.map((r: { id: number }) => r.id)).not.toContain(room.id);
    expect((await as(t.url, cem)('GET', `/chat-room/${room.id}/chat-message`)).body.items).toEqual([]);
    expect((await as(t.url, ada)('GET', `/chat-room/${room.id}/chat-message`)).body.items).toHaveLength(2);
    await send(ada, room.id, 'new');
    const back = (await as(t.url, cem)('GET', '/chat-room')).body.items.find((r: { id: number }) => r.id === room.id);
    expect(back).toMatchObject({ totalUnreadMessages: 1, lastChatMessage: { text: 'new', sequence: 3 } });
    expect((await as(t.url, cem)('GET', `/chat-room/${room.id}/chat-message`)).body.items.map((m: { text: string }) => m.text)).toEqual([
      'new',
    ]);
    const batch = await as(t.url, cem)('POST', '/chat-room/batch', { ids: [room.id, room.room_uuid], target: 'user', targetId: cem.id });
    expect(batch.body).toEqual({ deleted: [room.id] });
  });

  it('groups: a title, connections of the one adding, the owner leaving hands over', async () => {
    expect((await as(t.url, ada)('POST', '/chat-room', { room_type: 'group' })).status).toBe(400);
    expect((await as(t.url, ada)('POST', '/chat-room', {})).status).toBe(400);
    const made = await as(t.url, ada)('POST', '/chat-room', { room_type: 'group', title: ' Export partners ' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ room_type: 'group', title: 'Export partners', participantsCount: 1 });
    const id = made.body.id;
    expect((await as(t.url, ada)('POST', `/chat-room/${id}/user`, { userId: bob.id })).status).toBe(201);
    expect((await as(t.url, ada)('POST', `/chat-room/${id}/user`, { userId: cem.id })).status).toBe(201);
    expect((await as(t.url, ada)('POST', `/chat-room/${id}/user`, { userId: cem.id })).status).toBe(409);
    // Bob is not connected to Dan (nor is Ada yet).
    const refused = await as(t.url, bob)('POST', `/chat-room/${id}/user`, { userId: dan.id });
    expect(refused.body.code).toBe('not_connected');
    const participants = await as(t.url, bob)('GET', `/chat-room/${id}/user`);
    expect(participants.body.items.map((p: { user: { id: number }; role: string }) => [p.user.id, p.role])).toEqual([
      [ada.id, 'owner'],
      [bob.id, 'member'],
      [cem.id, 'member'],
    ]);
    captured.take();
    expect((await as(t.url, ada)('DELETE', `/chat-room/${id}/user`)).status).toBe(204);
    expect(captured.take()).toEqual([
      {
        audience: sorted([ada.id, bob.id, cem.id]),
        event: 'room:updated',
        payload: { roomId: id, room_uuid: made.body.room_uuid, reason: 'left' },
      },
    ]);
    const after = await as(t.url, bob)('GET', `/chat-room/${id}/user`);
    expect(after.body.items.map((p: { user: { id: number }; role: string }) => [p.user.id, p.role])).toEqual([
      [bob.id, 'owner'],
      [cem.id, 'member'],
    ]);
    expect((await as(t.url, ada)('GET', `/chat-room/${id}`)).status).toBe(403);
  });

  it('caps a group at 50 participants (room_full)', async () => {
    const owner = await addMember(t.server.db);
    const made = await as(t.url, owner)('POST', '/chat-room', { room_type: 'group', title: 'Big' });
    const id = made.body.id as number;
    const friends = [];
    for (let i = 0; i < 50; i++) {
      const friend = await addMember(t.server.db);
      await befriend(t.server.db, owner, friend);
      friends.push(friend);
    }
    await t.server.db.query('INSERT INTO chat_room_members (room_id, user_id) SELECT $1, unnest($2::int[])', [
      id,
      friends.slice(0, 49).map((f) => f.id),
    ]);
    const full = await as(t.url, owner)('POST', `/chat-room/${id}/user`, { userId: friends[49]?.id });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('room_full');
  });

  it('company rooms: one a writer, refused to the company’s own managers, answered by the managers as a shared inbox', async () => {
    const db = t.server.db;
    const [company] = await db.query<{ id: number }>(
      `INSERT INTO companies (name, slug, owner_id) VALUES ('Chat Co', $1, $2) RETURNING id`,
      [`chat-co-${Date.now()}`, cem.id],
    );
    const companyId = (company as { id: number }).id;
    await db.query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [companyId, dan.id]);
    expect((await as(t.url, cem)('POST', '/chat-room', { room_type: 'company', companyId })).status).toBe(409);
    captured.take();
    const made = await as(t.url, bob)('POST', '/chat-room', { room_type: 'company', companyId });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ room_type: 'company', companyId, participantsCount: 2 });
    expect(captured.take()[0]?.audience).toEqual(sorted([bob.id, cem.id, dan.id]));
    const again = await as(t.url, bob)('POST', '/chat-room', { room_type: 'company', companyId });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(made.body.id);
    const id = made.body.id as number;
    expect((await as(t.url, bob)('POST', `/chat-room/${id}/user`, { userId: ada.id })).status).toBe(409);

    captured.take();
    await send(bob, id, 'Do you ship to Lyon?');
    expect(captured.take()[0]?.audience).toEqual(sorted([bob.id, cem.id, dan.id]));
    const inbox = await as(t.url, dan)('GET', `/chat-room/company/${companyId}`);
    expect(inbox.body.items[0]).toMatchObject({ id, totalUnreadMessages: 1 });
    expect((await as(t.url, dan)('GET', `/chat-room/chat-message/unread/total?companyId=${companyId}`)).body).toEqual({
      total: 1,
      rooms: 1,
    });
    expect((await as(t.url, bob)('GET', `/chat-room/company/${companyId}`)).status).toBe(403);
    expect((await as(t.url, bob)('GET', `/chat-room/chat-message/unread/total?companyId=${companyId}`)).status).toBe(403);
    const reply = await send(dan, id, 'Yes, weekly.');
    expect(reply).toMatchObject({ sequence: 2 });
    const asCompany = await as(t.url, dan)('GET', `/chat-room/${id}/chat-message`);
    expect(asCompany.body.items[1]).toMatchObject({ sender: { id: dan.id }, sender_company: { id: companyId, name: 'Chat Co' } });
    // Replying as the company read the room for the company.
    expect((await as(t.url, cem)('GET', `/chat-room/company/${companyId}`)).body.items[0].totalUnreadMessages).toBe(0);
    const archived = await as(t.url, cem)('POST', `/chat-room/${id}/archive`, { isArchived: true, companyId });
    expect(archived.body.isArchived).toBe(true);
    expect((await as(t.url, bob)('GET', `/chat-room/${id}`)).body.isArchived).toBe(false);
    expect((await as(t.url, dan)('DELETE', `/chat-room/${id}/user`)).status).toBe(409);
    expect((await as(t.url, bob)('DELETE', `/chat-room/${id}/user`)).status).toBe(204);
    // Writing again brings the writer back into the same room.
    expect((await as(t.url, bob)('POST', '/chat-room', { room_type: 'company', companyId })).body.id).toBe(id);
    expect((await as(t.url, dan)('DELETE', `/chat-room/${id}/company/${companyId}`)).status).toBe(204);
    expect((await as(t.url, bob)('DELETE', `/chat-room/${id}/company/${companyId}`)).status).toBe(403);
  });

  it('club rooms: created by the owner or an admin, hold every club member as they join and leave', async () => {
    const db = t.server.db;
    const [club] = await db.query<{ id: number }>(`INSERT INTO clubs (name, slug, owner_id) VALUES ('Chat Club', $1, $2) RETURNING id`, [
      `chat-club-${Date.now()}`,
      ada.id,
    ]);
    const clubId = (club as { id: number }).id;
    await db.query(`INSERT INTO club_members (club_id, user_id, role) VALUES ($1, $2, 'owner'), ($1, $3, 'member')`, [
      clubId,
      ada.id,
      bob.id,
    ]);
    expect((await as(t.url, bob)('POST', '/chat-room', { room_type: 'club', clubId })).status).toBe(403);
    const made = await as(t.url, ada)('POST', '/chat-room', { room_type: 'club', clubId });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ room_type: 'club', clubId, title: 'Chat Club', participantsCount: 2 });
    const id = made.body.id as number;
    expect((await as(t.url, bob)('POST', '/chat-room', { room_type: 'club', clubId })).status).toBe(200);
    await send(ada, id, 'Welcome');
    await db.query(`INSERT INTO club_members (club_id, user_id) VALUES ($1, $2)`, [clubId, cem.id]);
    const joined = await as(t.url, cem)('GET', `/chat-room/${id}`);
    expect(joined.body).toMatchObject({ participantsCount: 3, totalUnreadMessages: 0 });
    expect((await as(t.url, ada)('POST', `/chat-room/${id}/user`, { userId: cem.id })).status).toBe(409);
    expect((await as(t.url, bob)('DELETE', `/chat-room/${id}/user`)).status).toBe(409);
    await db.query('DELETE FROM club_members WHERE club_id = $1 AND user_id = $2', [clubId, bob.id]);
    expect((await as(t.url, bob)('GET', `/chat-room/${id}`)).status).toBe(403);
  });

  it('away message: set, checked, sent once a room a recipient a day, never in answer to an away message', async () => {
    const room = await createPrivate(bob, ada);
    expect((await as(t.url, ada)('GET', '/chat-room/chat-auto-message/check')).body).toEqual({ enabled: false, text: null });
    expect((await as(t.url, ada)('POST', '/chat-room/chat-auto-message/set', { text: '' })).status).toBe(400);
    const set = await as(t.url, ada)('POST', '/chat-room/chat-auto-message/set', { text: 'Away until Monday.' });
    expect(set.body).toEqual({ enabled: true, text: 'Away until Monday.' });
    await as(t.url, bob)('POST', '/chat-room/chat-auto-message/set', { text: 'Bob is away too.' });
    const before = (await as(t.url, bob)('GET', `/chat-room/${room.id}`)).body.lastSequence as number;
    captured.take();
    await send(bob, room.id, 'Are you there?');
    const events = captured.take();
    expect(events.map((event) => event.event)).toEqual(['message:new', 'message:new']);
    await send(bob, room.id, 'Hello?');
    const messages = (await as(t.url, bob)('GET', `/chat-room/${room.id}/chat-message?after=${before}`)).body.items as {
      text: string;
      is_auto: boolean;
      sender: { id: number };
    }[];
    expect(messages.map((m) => [m.text, m.is_auto, m.sender.id])).toEqual([
      ['Are you there?', false, bob.id],
      ['Away until Monday.', true, ada.id],
      ['Hello?', false, bob.id],
    ]);
    // Ada answers: Bob's away message goes once; the automatic one never triggered his.
    await send(ada, room.id, 'Back early');
    await send(ada, room.id, 'Still here');
    const all = (await as(t.url, ada)('GET', `/chat-room/${room.id}/chat-message?after=${before}`)).body.items as { is_auto: boolean }[];
    expect(all.filter((m) => m.is_auto)).toHaveLength(2);
    expect((await as(t.url, ada)('DELETE', '/chat-room/chat-auto-message/unset')).status).toBe(204);
    await as(t.url, bob)('DELETE', '/chat-room/chat-auto-message/unset');
    expect((await as(t.url, ada)('GET', '/chat-room/chat-auto-message/check')).body).toEqual({ enabled: false, text: null });
  });

  it('gives 20 parallel sends the sequences 1..20 with no gap, and applies a keyed send once', async () => {
    const sender = await addMember(t.server.db);
    const other = await addMember(t.server.db);
    await befriend(t.server.db, sender, other);
    const room = await createPrivate(sender, other);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => as(t.url, sender)('POST', `/chat-room/${room.id}/chat-message`, { text: `n${i}` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(answers.map((answer) => answer.body.sequence as number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const keyed = () =>
      as(t.url, sender)('POST', `/chat-room/${room.id}/chat-message`, { text: 'once' }, { 'idempotency-key': `chat-${room.id}` });
    const [a, b] = [await keyed(), await keyed()];
    expect(a.status).toBe(201);
    expect(b.body).toEqual(a.body);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect((await as(t.url, sender)('GET', `/chat-room/${room.id}`)).body.lastSequence).toBe(21);
  });

  it('writes a message once per clientMessageId (room, sender): a send run again answers the first, publishes it again and counts no second notice', async () => {
    const room = await createPrivate(ada, bob);
    const other = await createPrivate(ada, cem);
    captured.take();
    const first = await send(ada, room.id, 'Once', { clientMessageId: 'c1-0b3e' });
    const published = captured.take();
    expect(published.map((event) => event.event)).toEqual(['message:new']);
    const notices = async () =>
      (
        await t.server.db.query<{ count: number }>(
          "SELECT coalesce(sum(count), 0)::int AS count FROM notifications WHERE kind = 'chat_message' AND recipient_id = $1",
          [bob.id],
        )
      )[0]?.count;
    const notified = await notices();
    expect(notified).toBeGreaterThan(0);
    // Run again (another Idempotency-Key, as after a claim taken over): the same message and no second row; its event
    // again (delivery is at least once: clients keep a message once by its sequence), its notice not counted twice.
    const again = await send(ada, room.id, 'Once', { clientMessageId: 'c1-0b3e' });
    expect(again).toEqual(first);
    expect(captured.take()).toEqual(published);
    expect(await notices()).toBe(notified);
    expect((await as(t.url, ada)('GET', `/chat-room/${room.id}`)).body.lastSequence).toBe(first.sequence);

    // A send whose process died between its commit and its publish (the row written, nobody told): run again, it
    // publishes the message and notifies Bob, once.
    const [cut] = await t.server.db.query<{ id: number; sequence: number }>(
      `WITH room AS (UPDATE chat_rooms SET last_sequence = last_sequence + 1 WHERE id = $1 RETURNING id, last_sequence)
       INSERT INTO chat_messages (room_id, sequence, sender_id, text, client_message_id)
       SELECT id, last_sequence, $2, 'Cut short', 'c2-cut' FROM room RETURNING id, sequence`,
      [room.id, ada.id],
    );
    const rerun = await send(ada, room.id, 'Cut short', { clientMessageId: 'c2-cut' });
    expect([rerun.id, rerun.sequence]).toEqual([cut?.id, cut?.sequence]);
    expect(captured.take()).toMatchObject([
      { event: 'message:new', audience: sorted([ada.id, bob.id]), payload: { message: { id: cut?.id, text: 'Cut short' } } },
    ]);
    expect(await notices()).toBe((notified ?? 0) + 1);
    expect((await send(ada, room.id, 'Cut short', { clientMessageId: 'c2-cut' })).id).toBe(cut?.id);
    expect(await notices()).toBe((notified ?? 0) + 1);
    captured.take();
    // The id belongs to its sender in its room: Bob's, or Ada's in another room, is another message.
    const bobs = await send(bob, room.id, 'Mine', { clientMessageId: 'c1-0b3e' });
    expect(bobs.sequence).toBe(first.sequence + 2);
    const elsewhere = await send(ada, other.id, 'Once', { clientMessageId: 'c1-0b3e' });
    expect(elsewhere.id).not.toBe(first.id);
    // An id the pattern refuses is a 400 naming the field, and writes nothing.
    for (const bad of ['', 'x'.repeat(65), 'has space', 'é']) {
      const refused = await as(t.url, ada)('POST', `/chat-room/${room.id}/chat-message`, { text: 'No', clientMessageId: bad });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.code).toBe('validation_failed');
      expect(Object.keys(refused.body.fields ?? {})).toContain('clientMessageId');
    }
    expect((await as(t.url, ada)('GET', `/chat-room/${room.id}`)).body.lastSequence).toBe(first.sequence + 2);
  });

  it('limits room creation to 20 an hour a member', async () => {
    const maker = await addMember(t.server.db);
    for (let i = 0; i < 20; i++)
      expect((await as(t.url, maker)('POST', '/chat-room', { room_type: 'group', title: `G${i}` })).status).toBe(201);
    const limited = await as(t.url, maker)('POST', '/chat-room', { room_type: 'group', title: 'One more' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
  });

  it('limits sends to 30 a minute a member (429 rate_limited)', async () => {
    const sender = await addMember(t.server.db);
    const other = await addMember(t.server.db);
    await befriend(t.server.db, sender, other);
    const room = await createPrivate(sender, other);
    for (let i = 0; i < 30; i++) await send(sender, room.id, `m${i}`);
    const key = `limited-${room.id}`;
    const limited = await as(t.url, sender)(
      'POST',
      `/chat-room/${room.id}/chat-message`,
      { text: 'one too many' },
      { 'idempotency-key': key },
    );
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // The send did not run: its key is free for the retry after Retry-After (not answered 429 again for a day).
    await expect.poll(async () => (await t.server.db.query('SELECT key FROM idempotency_keys WHERE key = $1', [key])).length).toBe(0);
    // Another member is not limited by it.
    await send(other, room.id, 'fine');
  });

  it('does not count replays of one Idempotency-Key against the send limit; fresh sends are still limited at 30', async () => {
    const sender = await addMember(t.server.db);
    const other = await addMember(t.server.db);
    await befriend(t.server.db, sender, other);
    const room = await createPrivate(sender, other);
    const keyed = (key: string, text: string) =>
      as(t.url, sender)('POST', `/chat-room/${room.id}/chat-message`, { text }, { 'idempotency-key': key });
    const first = await keyed(`replayed-${room.id}`, 'sent once');
    expect(first.status).toBe(201);
    // 40 retries of the same send: replayed, none counted, none refused.
    for (let i = 0; i < 40; i++) {
      const retry = await keyed(`replayed-${room.id}`, 'sent once');
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
    }
    // The first send counted once: 29 fresh sends pass, the 31st send of the minute is refused.
    for (let i = 0; i < 29; i++) expect((await keyed(`fresh-${room.id}-${i}`, `m${i}`)).status).toBe(201);
    const limited = await keyed(`fresh-${room.id}-over`, 'one too many');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // A replay is still answered past the limit: it runs nothing.
    expect((await keyed(`replayed-${room.id}`, 'sent once')).status).toBe(201);
    expect((await as(t.url, sender)('GET', `/chat-room/${room.id}`)).body.lastSequence).toBe(30);
  });
});
