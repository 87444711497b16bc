import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMember, befriend, type TestMember } from '../../../server/src/network/fixtures.ts';
import { startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient, type DealgrowClient } from '../client.ts';
import type { ChatMessage } from '../resources/chat.ts';
import { createRealtime, type Realtime, type RealtimeStatus } from './index.ts';

/**
 * Messages of a room made during a cut-off (issue 24, docs/realtime.md "Reconnection"): after every (re)connection
 * the realtime client re-reads the member's rooms and backfills a room it did not know from its first message;
 * `resync()` does the same on demand; once the attempts are spent (`offline`, `unreachable`) the page coming back
 * `online` resumes it.
 */

/** A TCP relay to the server that can be cut (every connection dropped, new ones refused) and restored: the network. */
async function relayTo(target: number) {
  const sockets = new Set<Socket>();
  let cut = false;
  const server: Server = createServer((inbound) => {
    if (cut) {
      inbound.destroy();
      return;
    }
    const outbound = connect(target, '127.0.0.1');
    inbound.pipe(outbound).pipe(inbound);
    sockets.add(inbound).add(outbound);
    const drop = () => {
      inbound.destroy();
      outbound.destroy();
      sockets.delete(inbound);
      sockets.delete(outbound);
    };
    inbound.on('error', drop).on('close', drop);
    outbound.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no relay port');
  const cutAll = () => {
    cut = true;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut: cutAll,
    restore() {
      cut = false;
    },
    close() {
      cutAll();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Resolves when the realtime reaches `status` (now or later). */
const statusOf = (realtime: Realtime, wanted: RealtimeStatus) =>
  new Promise<void>((resolve) => {
    if (realtime.status === wanted) return resolve();
    const stop = realtime.onStatus((status) => {
      if (status !== wanted) return;
      stop();
      resolve();
    });
  });

describe('resync after a cut-off: rooms made meanwhile, resync(), resuming when the page is online', () => {
  let t: TestServer;
  let port: number;
  let ben: TestMember;
  const open: Realtime[] = [];
  const clientOf = (member: TestMember): DealgrowClient => createClient({ baseURL: t.url, token: member.token, retry: false });

  /** A new member, a connection of ben's, who starts a conversation with him and sends `texts` in it. */
  const newConversationWithBen = async (texts: string[]) => {
    const other = await addMember(t.server.db);
    await befriend(t.server.db, other, ben);
    const client = clientOf(other);
    const created = await client.chat.create({ room_type: 'private', userId: ben.id });
    if (!created.success) throw new Error(created.error.message);
    for (const text of texts) {
      const sent = await client.chat.send(created.data.id, { text });
      if (!sent.success) throw new Error(sent.error.message);
    }
    return created.data.id;
  };
  /** Resolves with the room's messages once `count` were delivered. */
  const messagesOf = (realtime: Realtime, roomId: () => number | undefined, count: number) =>
    new Promise<ChatMessage[]>((resolve) => {
      const seen: ChatMessage[] = [];
      realtime.on('message:new', ({ message }) => {
        if (message.room_id !== roomId()) return;
        seen.push(message);
        if (seen.length === count) resolve(seen);
      });
    });

  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
    port = Number(new URL(t.url).port);
    ben = await addMember(t.server.db);
    // A conversation ben has before anything: known at the first connection, not new afterwards.
    await newConversationWithBen(['an old conversation']);
  });
  afterEach(() => {
    for (const realtime of open.splice(0)) realtime.disconnect();
  });
  afterAll(async () => t?.close());

  it('a conversation started while the socket was closed is delivered from its first message on the next connect', async () => {
    // The token given as an option too: this test is about the rooms, not the sign-in (sign-in.test.ts).
    const realtime = createRealtime(clientOf(ben), { token: ben.token });
    open.push(realtime);
    const old: ChatMessage[] = [];
    realtime.on('message:new', ({ message }) => old.push(message));
    await realtime.connect();
    realtime.disconnect();

    const roomId = await newConversationWithBen(['hello ben', 'are you there?']);
    const delivered = messagesOf(realtime, () => roomId, 2);
    await realtime.connect();
    expect((await delivered).map((message) => [message.sequence, message.text])).toEqual([
      [1, 'hello ben'],
      [2, 'are you there?'],
    ]);
    // The conversation known at the first connection is not replayed: its history is the app's to read.
    expect(old.filter((message) => message.room_id !== roomId)).toEqual([]);
  });

  it('resync() is public and catches up over HTTP when the socket is not connected', async () => {
    const realtime = createRealtime(clientOf(ben));
    open.push(realtime);
    await realtime.resync();
    const roomId = await newConversationWithBen(['one', 'two', 'three']);
    const delivered = messagesOf(realtime, () => roomId, 3);
    await realtime.resync();
    expect((await delivered).map((message) => message.text)).toEqual(['one', 'two', 'three']);
    expect(realtime.lastSequence(roomId)).toBe(3);
    expect(realtime.status).toBe('idle');
  });

  it('offline after the attempts: the window coming back online resumes it, and the room made meanwhile arrives', async () => {
    // The page's window, as a browser has it: an EventTarget on globalThis (Node has none).
    const page = new EventTarget();
    const target = globalThis as { addEventListener?: unknown; removeEventListener?: unknown };
    target.addEventListener = page.addEventListener.bind(page);
    target.removeEventListener = page.removeEventListener.bind(page);
    const relay = await relayTo(port);
    try {
      const realtime = createRealtime(clientOf(ben), { token: ben.token, url: relay.url, reconnectionDelay: 50 });
      open.push(realtime);
      const statuses: RealtimeStatus[] = [];
      realtime.onStatus((status) => statuses.push(status));
      let attempts = 0;
      await realtime.connect();
      realtime.socket?.io.on('reconnect_attempt', () => attempts++);

      relay.cut();
      await statusOf(realtime, 'offline');
      expect(realtime.error?.code).toBe('unreachable');
      expect(attempts).toBe(5);

      let roomId: number | undefined;
      const delivered = messagesOf(realtime, () => roomId, 2);
      roomId = await newConversationWithBen(['while you were away', 'second']);
      relay.restore();
      // Nothing comes back by itself once the attempts are spent …
      expect(realtime.status).toBe('offline');
      // … until the page is online again.
      const connected = statusOf(realtime, 'connected');
      page.dispatchEvent(new Event('online'));
      await connected;
      expect((await delivered).map((message) => message.text)).toEqual(['while you were away', 'second']);
      expect(statuses).toEqual(['connecting', 'connected', 'reconnecting', 'offline', 'connecting', 'connected']);
    } finally {
      delete target.addEventListener;
      delete target.removeEventListener;
      await relay.close();
    }
  });

  it('offline after the attempts: the document becoming visible resumes it too (and a hidden one does not)', async () => {
    // The page's document, as a browser has it: an EventTarget with a visibility state (Node has none).
    const page = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });
    const target = globalThis as { document?: unknown };
    target.document = page;
    const relay = await relayTo(port);
    try {
      const realtime = createRealtime(clientOf(ben), { token: ben.token, url: relay.url, reconnectionDelay: 50 });
      open.push(realtime);
      await realtime.connect();
      relay.cut();
      await statusOf(realtime, 'offline');
      relay.restore();
      page.dispatchEvent(new Event('visibilitychange'));
      expect(realtime.status).toBe('offline');
      page.visibilityState = 'visible';
      const connected = statusOf(realtime, 'connected');
      page.dispatchEvent(new Event('visibilitychange'));
      await connected;
    } finally {
      delete target.document;
      await relay.close();
    }
  });
});
