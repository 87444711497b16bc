import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMember, befriend, type TestMember } from '../../../server/src/network/fixtures.ts';
import { startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient, type DealgrowClient } from '../client.ts';
import type { ChatRoom } from '../resources/chat.ts';
import { createRealtime, type Realtime, RealtimeConnectionError } from './index.ts';

/**
 * One sign-in for HTTP and the socket (issue 24): `createRealtime(client)` in Node signs its socket in with the
 * client's token (a string, a function, what `setToken` set) with no `token` option, `connect()` resolves once
 * connected or rejects with a typed reason, and the transport is WebSocket only (docs/realtime.md "SDK").
 */
describe('createRealtime(client): the client’s sign-in, connect() settling, WebSocket only', () => {
  let t: TestServer;
  let ada: TestMember;
  let ben: TestMember;
  let adaClient: DealgrowClient;
  let room: ChatRoom;
  const open: Realtime[] = [];
  const realtimeOf = (client: DealgrowClient) => {
    const realtime = createRealtime(client);
    open.push(realtime);
    return realtime;
  };
  /** Resolves with the text of the next message of the room the realtime delivers. */
  const nextMessage = (realtime: Realtime) =>
    new Promise<string>((resolve) => {
      const stop = realtime.on('message:new', ({ message }) => {
        if (message.room_id !== room.id) return;
        stop();
        resolve(message.text);
      });
    });
  const send = async (text: string) => {
    const sent = await adaClient.chat.send(room.id, { text });
    if (!sent.success) throw new Error(sent.error.message);
  };

  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
    ada = await addMember(t.server.db);
    ben = await addMember(t.server.db);
    await befriend(t.server.db, ada, ben);
    adaClient = createClient({ baseURL: t.url, token: ada.token, retry: false });
    const created = await adaClient.chat.create({ room_type: 'private', userId: ben.id });
    if (!created.success) throw new Error(created.error.message);
    room = created.data;
  });
  afterEach(() => {
    for (const realtime of open.splice(0)) realtime.disconnect();
  });
  afterAll(async () => t?.close());

  it('connects with the token of the client it was made from (no token option), and resolves once connected', async () => {
    const realtime = realtimeOf(createClient({ baseURL: t.url, token: ben.token, retry: false }));
    await realtime.connect();
    expect(realtime.status).toBe('connected');
    expect(realtime.error).toBeNull();
    const heard = nextMessage(realtime);
    await send('to ben, signed in by his client');
    expect(await heard).toBe('to ben, signed in by his client');
  });

  it('reads a function token at connection, and follows setToken', async () => {
    let current: string | undefined = ben.token;
    const withFunction = realtimeOf(createClient({ baseURL: t.url, token: () => current, retry: false }));
    await withFunction.connect();
    expect(withFunction.status).toBe('connected');
    withFunction.disconnect();
    current = undefined;
    await expect(withFunction.connect()).rejects.toMatchObject({ code: 'invalid_token' });

    const client = createClient({ baseURL: t.url, retry: false });
    const afterSignIn = realtimeOf(client);
    client.setToken(ben.token);
    await afterSignIn.connect();
    expect(afterSignIn.status).toBe('connected');
    const heard = nextMessage(afterSignIn);
    await send('to ben, after setToken');
    expect(await heard).toBe('to ben, after setToken');
  });

  it('rejects connect() with a RealtimeConnectionError when the client has no token (Node: no cookie)', async () => {
    const realtime = realtimeOf(createClient({ baseURL: t.url, retry: false }));
    const failure = await realtime.connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RealtimeConnectionError);
    expect(failure).toMatchObject({ name: 'RealtimeConnectionError', code: 'invalid_token' });
    expect(realtime.status).toBe('offline');
    expect(realtime.error?.code).toBe('invalid_token');
  });

  it('rejects a pending connect() with code closed when disconnect() comes first', async () => {
    const realtime = realtimeOf(createClient({ baseURL: t.url, token: ben.token, retry: false }));
    const connecting = realtime.connect();
    realtime.disconnect();
    await expect(connecting).rejects.toMatchObject({ code: 'closed' });
    expect(realtime.status).toBe('idle');
  });

  it('uses the WebSocket transport only, without being told (no long-polling first)', async () => {
    const realtime = realtimeOf(createClient({ baseURL: t.url, token: ben.token, retry: false }));
    await realtime.connect();
    const manager = realtime.socket?.io;
    expect(manager?.opts.transports).toEqual(['websocket']);
    expect(manager?.engine.transport.name).toBe('websocket');
  });
});
