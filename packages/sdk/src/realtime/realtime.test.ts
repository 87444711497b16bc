import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMember, befriend, type TestMember } from '../../../server/src/network/fixtures.ts';
import { startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient, type DealgrowClient } from '../client.ts';
import type { ChatMessage, ChatRoom } from '../resources/chat.ts';
import { createRealtime, type Realtime, type RealtimeEvents, type RealtimeStatus } from './index.ts';

/** Resolves once `check` holds (polled), or fails after `ms`. */
async function until(check: () => boolean, ms = 8000, what = 'condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The reconnection delay of the tests that prove no retry: a retry would come this long after the cut, not 1 s. */
const RETRY_MS = 50;

describe('@dealgrow/sdk/realtime against the /chatx socket', () => {
  let t: TestServer;
  let ada: TestMember;
  let ben: TestMember;
  let adaClient: DealgrowClient;
  let benClient: DealgrowClient;
  let room: ChatRoom;
  const open: Realtime[] = [];

  const realtimeOf = (client: DealgrowClient, token: string, reconnectionDelay?: number) => {
    const realtime = createRealtime(client, { token, reconnectionDelay, socket: { transports: ['websocket'] } });
    open.push(realtime);
    return realtime;
  };
  const send = async (text: string) => {
    const sent = await adaClient.chat.send(room.id, { text });
    if (!sent.success) throw new Error(sent.error.message);
    return sent.data;
  };

  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
    ada = await addMember(t.server.db);
    ben = await addMember(t.server.db);
    await befriend(t.server.db, ada, ben);
    adaClient = createClient({ baseURL: t.url, token: ada.token, retry: false });
    benClient = createClient({ baseURL: t.url, token: ben.token, retry: false });
    const created = await adaClient.chat.create({ room_type: 'private', userId: ben.id });
    if (!created.success) throw new Error(created.error.message);
    room = created.data;
  });
  afterEach(() => {
    for (const realtime of open.splice(0)) realtime.disconnect();
  });
  afterAll(async () => t?.close());

  it('connects (connecting → connected), delivers typed message:new events, and stops after unsubscribe', async () => {
    const realtime = realtimeOf(benClient, ben.token);
    const statuses: RealtimeStatus[] = [];
    realtime.onStatus((status) => statuses.push(status));
    expect(realtime.status).toBe('idle');
    await realtime.connect();
    await until(() => realtime.status === 'connected', 8000, 'connected');
    expect(statuses).toEqual(['connecting', 'connected']);

    const received: ChatMessage[] = [];
    const unsubscribe = realtime.on('message:new', ({ message }: RealtimeEvents['message:new']) => received.push(message));
    const sent = await send('live one');
    await until(() => received.length === 1, 8000, 'the live message');
    expect(received[0]).toMatchObject({ id: sent.id, room_id: room.id, sequence: sent.sequence, text: 'live one' });
    expect(realtime.lastSequence(room.id)).toBe(sent.sequence);

    unsubscribe();
    // Fence: a listener still subscribed hears the message; the unsubscribed one would have in the same delivery.
    const heard = new Promise<void>((resolve) => realtime.on('message:new', () => resolve()));
    await send('not heard');
    await heard;
    expect(received).toHaveLength(1);

    realtime.disconnect();
    expect(realtime.status).toBe('idle');
  });

  it('a bad token ends offline with the invalid_token error, and does not retry', async () => {
    const realtime = realtimeOf(benClient, 'not-a-real-token', RETRY_MS);
    // connect() rejects with the reason (issue 24).
    await expect(realtime.connect()).rejects.toMatchObject({ name: 'RealtimeConnectionError', code: 'invalid_token' });
    expect(realtime.status).toBe('offline');
    expect(realtime.error).toMatchObject({ code: 'invalid_token' });
    // No retry: socket.io reconnects only an active socket, and the refused one is not; a retry of the SDK's own
    // would come after its reconnection delay, so several of those pass (a wait of the product's own timer).
    const refused = realtime.socket;
    expect(refused?.active).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 6));
    expect(realtime.socket).toBe(refused);
    expect(realtime.status).toBe('offline');
  });

  it('sends typing to the other participant and answers presence', async () => {
    const adaLive = realtimeOf(adaClient, ada.token);
    const benLive = realtimeOf(benClient, ben.token);
    await Promise.all([adaLive.connect(), benLive.connect()]);
    await until(() => adaLive.status === 'connected' && benLive.status === 'connected', 8000, 'both connected');
    const typing: RealtimeEvents['typing'][] = [];
    benLive.on('typing', (payload) => typing.push(payload));
    adaLive.typing(room.id, true);
    await until(() => typing.length === 1, 8000, 'typing');
    expect(typing[0]).toMatchObject({ roomId: room.id, room_uuid: room.room_uuid, userId: ada.id, typing: true });
    expect(await benLive.queryPresence([ada.id])).toEqual([ada.id]);
  });

  it('backfills in order what was sent while disconnected, without duplicates', async () => {
    const realtime = realtimeOf(benClient, ben.token);
    const history = await benClient.chat.messages(room.id);
    const newest = history.data?.items.at(-1)?.sequence ?? 0;
    realtime.track(room.id, newest);
    const received: number[] = [];
    realtime.on('message:new', ({ message }) => received.push(message.sequence));
    await realtime.connect();
    await until(() => realtime.status === 'connected', 8000, 'connected');
    realtime.disconnect();
    const sent = [];
    for (const text of ['while away 1', 'while away 2', 'while away 3']) sent.push((await send(text)).sequence);
    await realtime.connect();
    await until(() => received.length === 3, 8000, 'the backfill');
    expect(received).toEqual(sent);
    const live = await send('after the backfill');
    await until(() => received.length === 4, 8000, 'the next live message');
    expect(received).toEqual([...sent, live.sequence]);
  });

  it('a live message after a gap is delivered after the gap is read', async () => {
    const realtime = realtimeOf(benClient, ben.token);
    const received: number[] = [];
    realtime.on('message:new', ({ message }) => received.push(message.sequence));
    await realtime.connect();
    await until(() => realtime.status === 'connected', 8000, 'connected');
    const history = await benClient.chat.messages(room.id);
    const newest = history.data?.items.at(-1)?.sequence ?? 0;
    // The app says it has read up to three messages back: the next live message leaves a gap of two.
    realtime.track(room.id, newest - 2);
    const live = await send('after a gap');
    await until(() => received.length === 3, 8000, 'the gap and the live message');
    expect(received).toEqual([newest - 1, newest, live.sequence]);
  });

  it('a revoked session goes offline and does not come back', async () => {
    const member = await addMember(t.server.db);
    const client = createClient({ baseURL: t.url, token: member.token, retry: false });
    const realtime = realtimeOf(client, member.token, RETRY_MS);
    const revoked: unknown[] = [];
    realtime.on('session:revoked', (payload) => revoked.push(payload));
    await realtime.connect();
    await until(() => realtime.status === 'connected', 8000, 'connected');
    const signedOut = await client.auth.signOut();
    expect(signedOut.success, JSON.stringify(signedOut.error)).toBe(true);
    await until(() => realtime.status === 'offline', 9000, 'offline after the sign-out');
    expect(realtime.error?.code).toMatch(/session_revoked|server_disconnect/);
    // Does not come back: socket.io reconnects only an active socket, and the cut one (if still held) is not; any
    // reconnection would come after the reconnection delay, so several of those pass (a wait of the product's own timer).
    const cut = realtime.socket;
    expect(cut?.active ?? false).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 6));
    expect(realtime.socket).toBe(cut);
    expect(realtime.status).toBe('offline');
  }, 15_000);
});
