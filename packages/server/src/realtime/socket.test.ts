import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { serverChatSockets, trackQueries } from '../../test/socket-fences.ts';
import { SYNC_MAX_MESSAGES_A_ROOM } from '../chat/socket-events.ts';
import type { Database } from '../db/database.ts';
import { hashToken, openSession, revokeSession } from '../http/auth.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';
import { TYPING_TIMEOUT_MS } from './socket.ts';
import { type ChatClient, collect, connectChat, connectUntyped, nextEvent, refusal } from './test-clients.ts';

// The /chatx socket against a real listening server (docs/realtime.md "Socket"): one server a database kind, the
// rooms and messages made over HTTP as clients make them.
describe.each(databaseKinds)('the /chatx socket (%s)', (kind) => {
  let server: TestServer;
  let db: Database;
  let ada: TestMember;
  let bob: TestMember;
  let carol: TestMember;
  let room: { id: number; room_uuid: string };
  const clients: ChatClient[] = [];

  const open = async (member: { token: string }) => {
    const client = await connectChat(server.url, member.token);
    clients.push(client);
    return client;
  };
  const send = async (member: TestMember, roomId: number, text: string) => {
    const answer = await as(server.url, member)('POST', `/chat-room/${roomId}/chat-message`, { text });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body as { id: number; sequence: number; text: string };
  };
  const privateRoom = async (a: TestMember, b: TestMember) => {
    const created = await as(server.url, a)('POST', '/chat-room', { room_type: 'private' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const added = await as(server.url, a)('POST', `/chat-room/${created.body.id}/user`, { userId: b.id });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return created.body as { id: number; room_uuid: string };
  };
  /** A round trip on the socket (an ack that reads nothing): whatever the server sent it before has arrived. */
  const roundTrip = async (client: ChatClient | Socket) => {
    await (client as Socket).timeout(4000).emitWithAck('presence:query', { userIds: [] });
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    db = server.server.db;
    ada = await addMember(db, { firstName: 'Ada' });
    bob = await addMember(db, { firstName: 'Bob' });
    carol = await addMember(db, { firstName: 'Carol' });
    await befriend(db, ada, bob);
    room = await privateRoom(ada, bob);
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await server?.close();
  });

  describe('auth', () => {
    it.each([
      ['no token', undefined],
      ['an unknown token', 'not-a-token'],
    ])('refuses a socket with %s: connect_error invalid_token with { code, message }', async (_label, token) => {
      const error = await refusal(server.url, token);
      expect(error.message).toBe('invalid_token');
      expect(error.data).toEqual({ code: 'invalid_token', message: 'Your session has ended. Sign in again.' });
    });

    it('refuses a revoked token', async () => {
      const token = await openSession(db, ada.id);
      expect((await as(server.url, { token })('POST', '/auth/sign-out')).status).toBe(204);
      const error = await refusal(server.url, token);
      expect(error.message).toBe('invalid_token');
    });

    it('cuts the sockets of a session revoked while connected within 5 s, saying session:revoked first', async () => {
      const token = await openSession(db, ada.id);
      const doomed = await open({ token });
      const other = await open(ada);
      const revoked = nextEvent(doomed, 'session:revoked', () => true, 5000);
      const disconnected = new Promise<string>((resolve) => doomed.once('disconnect', resolve));
      const startedAt = Date.now();
      await revokeSession(db, hashToken(token));
      expect(await revoked).toEqual({});
      expect(await disconnected).toBe('io server disconnect');
      expect(Date.now() - startedAt).toBeLessThan(5000);
      // Another session of the same member stays: the check that cut `doomed` saw `other` too (open before the
      // revocation) and sends in one pass, so a round trip on `other` after that cut comes after any cut of `other`.
      await roundTrip(other);
      expect(other.connected).toBe(true);
    });
  });

  describe('message:new', () => {
    it('reaches every participant (the sender’s sockets too) and no stranger', async () => {
      const [adaSocket, bobSocket, carolSocket] = await Promise.all([open(ada), open(bob), open(carol)]);
      const strangers = collect(carolSocket, 'message:new');
      const toBob = nextEvent(bobSocket, 'message:new', ({ message }) => message.text === 'Hello Bob');
      const toAda = nextEvent(adaSocket, 'message:new', ({ message }) => message.text === 'Hello Bob');
      const sent = await send(ada, room.id, 'Hello Bob');
      const { message } = await toBob;
      expect(message).toMatchObject({ id: sent.id, room_id: room.id, room_uuid: room.room_uuid, sequence: sent.sequence, is_auto: false });
      expect(message.sender).toMatchObject({ id: ada.id, firstName: 'Ada' });
      expect((await toAda).message.id).toBe(sent.id);
      // Fence: one emit sent the message to every room, so it would reach carol before her answer to a later round trip.
      await roundTrip(carolSocket);
      expect(strangers.items).toEqual([]);
    });
  });

  describe('typing', () => {
    it('relays typing to the other participants, never to the typer nor a stranger, and stops by itself', async () => {
      const [adaSocket, bobSocket, carolSocket] = await Promise.all([open(ada), open(bob), open(carol)]);
      const atBob = collect(bobSocket, 'typing');
      const atCarol = collect(carolSocket, 'typing');
      const started = nextEvent(adaSocket, 'typing', ({ typing }) => typing);
      bobSocket.emit('typing', { roomId: room.id, typing: true });
      expect(await started).toEqual({ roomId: room.id, room_uuid: room.room_uuid, userId: bob.id, typing: true });
      const stopped = await nextEvent(adaSocket, 'typing', ({ typing }) => !typing, TYPING_TIMEOUT_MS + 2000);
      expect(stopped).toEqual({ roomId: room.id, room_uuid: room.room_uuid, userId: bob.id, typing: false });
      expect(atBob.items).toEqual([]);
      expect(atCarol.items).toEqual([]);
    }, 15_000);

    it('refuses typing silently in a room one is not in, and a malformed payload', async () => {
      const [adaSocket, carolSocket, bobRaw] = await Promise.all([open(ada), open(carol), connectUntyped(server.url, bob.token)]);
      const atAda = collect(adaSocket, 'typing');
      const queries = trackQueries(db);
      try {
        carolSocket.emit('typing', { roomId: room.id, typing: true });
        bobRaw.emit('typing', { roomId: String(room.id), typing: 'yes' });
        bobRaw.emit('typing', 'typing');
        // Fence: round trips show the server has handled those emits, the settled queries that its room checks are
        // over, and a round trip on ada's socket that any typing they sent her has arrived.
        await Promise.all([roundTrip(carolSocket), roundTrip(bobRaw)]);
        await queries.settled();
        await roundTrip(adaSocket);
      } finally {
        queries.restore();
      }
      expect(atAda.items).toEqual([]);
      expect(carolSocket.connected && bobRaw.connected).toBe(true);
      bobRaw.close();
    });
  });

  describe('presence', () => {
    it('tells a member’s connections when they come and go, and answers presence:query for connections only', async () => {
      const dan = await addMember(db, { firstName: 'Dan' });
      await befriend(db, dan, ada);
      const adaSocket = await open(ada);
      const carolSocket = await open(carol);
      const online = nextEvent(adaSocket, 'presence', ({ userId }) => userId === dan.id);
      const atCarol = collect(carolSocket, 'presence');
      const first = await open(dan);
      expect(await online).toEqual({ userId: dan.id, online: true });
      const second = await open(dan);

      // carol is online but not ada's connection: not answered.
      expect(await adaSocket.emitWithAck('presence:query', { userIds: [dan.id, carol.id] })).toEqual({ online: [dan.id] });

      const offline = collect(adaSocket, 'presence');
      const queries = trackQueries(db);
      try {
        const firstId = first.id;
        first.close();
        // Fence: the server has handled the close (its socket is gone), the presence check it may start is over, and a
        // round trip on ada's socket shows any presence it sent her.
        await vi.waitFor(() => expect(serverChatSockets(server).has(firstId ?? '')).toBe(false));
        await queries.settled();
        await roundTrip(adaSocket);
      } finally {
        queries.restore();
      }
      expect(offline.items.filter(({ userId }) => userId === dan.id)).toEqual([]);
      const gone = nextEvent(adaSocket, 'presence', ({ userId, online: isOnline }) => userId === dan.id && !isOnline);
      second.close();
      expect(await gone).toEqual({ userId: dan.id, online: false });
      expect(await adaSocket.emitWithAck('presence:query', { userIds: [dan.id] })).toEqual({ online: [] });
      expect(atCarol.items.filter(({ userId }) => userId === dan.id)).toEqual([]);
    });

    it('answers a malformed presence:query with validation_failed', async () => {
      const adaRaw = await connectUntyped(server.url, ada.token);
      const answer = await adaRaw.emitWithAck('presence:query', { userIds: 'all' });
      adaRaw.close();
      expect(answer).toMatchObject({ online: [], error: { code: 'validation_failed' } });
    });
  });

  describe('sync', () => {
    it('answers exactly the messages after `after` in the rooms one is in, ascending, and nothing of others’ rooms', async () => {
      const before = await send(bob, room.id, 'before the cut');
      const missed = [await send(bob, room.id, 'missed 1'), await send(ada, room.id, 'missed 2'), await send(bob, room.id, 'missed 3')];
      const bobSocket = await open(bob);
      const answer = await bobSocket.emitWithAck('sync', { rooms: [{ roomId: room.id, after: before.sequence }] });
      expect(answer.more).toEqual([]);
      expect(answer.messages.map((message) => [message.sequence, message.text])).toEqual(
        missed.map((message) => [message.sequence, message.text]),
      );

      const carolSocket = await open(carol);
      expect(await carolSocket.emitWithAck('sync', { rooms: [{ roomId: room.id, after: 0 }] })).toEqual({ messages: [], more: [] });
    });

    it(`answers at most ${SYNC_MAX_MESSAGES_A_ROOM} messages a room and lists the room in more`, async () => {
      const dan = await addMember(db, { firstName: 'Dan' });
      await befriend(db, ada, dan);
      const busy = await privateRoom(ada, dan);
      const count = SYNC_MAX_MESSAGES_A_ROOM + 5;
      // Written straight into the table: the send limit (30 a minute) would take minutes over HTTP.
      await db.query(
        `INSERT INTO chat_messages (room_id, sequence, sender_id, text) SELECT $1, n, $2, 'bulk ' || n FROM generate_series(1, $3::int) n`,
        [busy.id, ada.id, count],
      );
      await db.query('UPDATE chat_rooms SET last_sequence = $2 WHERE id = $1', [busy.id, count]);
      const danSocket = await open(dan);
      const answer = await danSocket.emitWithAck('sync', {
        rooms: [
          { roomId: busy.id, after: 0 },
          { roomId: busy.id, after: 3 },
        ],
      });
      expect(answer.more).toEqual([busy.id]);
      expect(answer.messages.map((message) => message.sequence)).toEqual(Array.from({ length: SYNC_MAX_MESSAGES_A_ROOM }, (_, i) => i + 1));
    });

    it('answers a malformed sync with validation_failed', async () => {
      const adaSocket = await open(ada);
      const answer = await adaSocket.emitWithAck('sync', { rooms: [{ roomId: 0, after: -1 }] });
      expect(answer).toMatchObject({ messages: [], more: [], error: { code: 'validation_failed' } });
    });
  });

  describe('message:seen', () => {
    it('tells the other participant when both have read receipts on, and nothing once the reader turns them off', async () => {
      const adaSocket = await open(ada);
      const latest = await send(ada, room.id, 'Did you read this?');
      const seen = nextEvent(adaSocket, 'message:seen', ({ userId }) => userId === bob.id);
      expect((await as(server.url, bob)('POST', `/chat-room/${room.id}/chat-message/seen`, {})).status).toBe(200);
      expect(await seen).toMatchObject({
        roomId: room.id,
        room_uuid: room.room_uuid,
        userId: bob.id,
        companyId: null,
        sequence: latest.sequence,
      });

      expect((await as(server.url, bob)('PATCH', '/chat-room/settings', { readReceipts: false })).status).toBe(200);
      const receipts = collect(adaSocket, 'message:seen');
      await send(ada, room.id, 'And this?');
      expect((await as(server.url, bob)('POST', `/chat-room/${room.id}/chat-message/seen`, {})).status).toBe(200);
      // Fence: the receipt is published before the route answers, so it would reach ada before a later round trip's answer.
      await roundTrip(adaSocket);
      expect(receipts.items).toEqual([]);
    });
  });
});
