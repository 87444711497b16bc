/**
 * `@dealgrow/sdk/realtime`: the live chat socket (docs/realtime.md "Socket" and "Nothing lost"). socket.io-client is
 * imported on the first `connect()`, so a page that never opens the socket never downloads it.
 */
import type { Socket } from 'socket.io-client';
import type { components } from '../generated/openapi.ts';
import type { ChatMessage, ChatResource, ChatRoom } from '../resources/chat.ts';
import { type ConnectionClient, type ConnectionOptions, createConnection, type RealtimeError, type RealtimeStatus } from './connection.ts';

/** The chat resource alone (what `client.chat` loads on its first call), for bundles that compose resources. */
export { chatResource } from '../resources/chat.ts';
/** The live notification feed on the `/notifications` namespace (docs/notifications.md "Live"). */
export {
  createNotificationFeed,
  type NotificationFeed,
  type NotificationFeedEventName,
  type NotificationFeedEvents,
  type NotificationFeedOptions,
} from './notifications.ts';

type Schemas = components['schemas'];

/** The events the server emits on `/chatx`, by name, with their payloads (the server's TypeBox schemas). */
export interface RealtimeEvents {
  /** A message in one of the member's rooms; delivered once each, in sequence order per room, with no gap. */
  'message:new': Schemas['ChatEventMessageNew'];
  'message:seen': Schemas['ChatEventMessageSeen'];
  typing: Schemas['ChatEventTyping'];
  'room:updated': Schemas['ChatEventRoomUpdated'];
  presence: Schemas['ChatEventPresence'];
  /** The session was revoked (sign-out, password change): the socket closes and does not come back. */
  'session:revoked': Schemas['ChatEventSessionRevoked'];
  /** A notification of the centre, new or merged (same id: replace it and move it to the top; docs/notifications.md "Live"). */
  'notification:new': Schemas['ChatEventNotificationNew'];
  /** The member's unread notifications after a new one or a `seen`. */
  'notification:unread': Schemas['ChatEventNotificationUnread'];
}
export type RealtimeEventName = keyof RealtimeEvents;
export type ChatSyncAnswer = Schemas['ChatEventSyncAck'];

export { type ConnectionClient, RealtimeConnectionError, type RealtimeError, type RealtimeStatus } from './connection.ts';

export interface RealtimeOptions extends ConnectionOptions {
  /** How long a `sync` or `presence:query` answer may take, in ms (default 10 000). */
  ackTimeout?: number;
}

export interface Realtime {
  /**
   * Opens the socket (loading socket.io-client the first time), signed in with the client's token; again after
   * `offline` starts over. Resolves once connected; rejects with a `RealtimeConnectionError` when it goes `offline`
   * first (`code`: `invalid_token`, `session_revoked`, `server_disconnect`, `unreachable` once the attempts are spent)
   * or `disconnect()` comes first (`closed`). `status` and `onStatus` say the same.
   */
  connect(): Promise<void>;
  /** Closes the socket; what was received is remembered, so the next `connect()` backfills only what was missed. */
  disconnect(): void;
  readonly status: RealtimeStatus;
  /** Why the status is `offline`, when a reason is known. */
  readonly error: RealtimeError | null;
  /** Called on every status change; answers the unsubscribe. */
  onStatus(handler: (status: RealtimeStatus, error: RealtimeError | null) => void): () => void;
  /** Listens to a server event; answers the unsubscribe. */
  on<E extends RealtimeEventName>(event: E, handler: (payload: RealtimeEvents[E]) => void): () => void;
  /** Tells the room's other participants the member is (or stopped) typing. Nothing when not connected. */
  typing(roomId: number, typing: boolean): void;
  /**
   * The newest message of `roomId` the app has (after reading its history over HTTP): later messages are delivered,
   * older ones are not, and a reconnection backfills from there. A room never tracked starts at its first live message.
   */
  track(roomId: number, lastSequence: number): void;
  /** The newest sequence delivered or tracked for a room, if any. */
  lastSequence(roomId: number): number | undefined;
  /**
   * Catches up now, as every connect and reconnect does: re-reads the member's rooms (`client.chat.list`, when the client
   * has it), backfills a room it did not know from its first message and the others from the last sequence delivered
   * (over the socket when connected, else over HTTP). Resolves once delivered; safe to call at any time.
   */
  resync(): Promise<void>;
  /** Which of these members (connections only) are online; [] when not connected. */
  queryPresence(userIds: number[]): Promise<number[]>;
  /** The socket.io socket while one is open (tests, advanced use). */
  readonly socket: Socket | null;
}

/** The rooms one `sync` may ask about, and messages read a page when a room has more (docs/realtime.md). */
const SYNC_MAX_ROOMS = 200;
const BACKFILL_PAGE = 100;
/** The room list is re-read 50 rooms a page (its maximum), newest conversation first, at most 10 pages. */
const ROOMS_PAGE = 50;
const ROOMS_PAGES = 10;

/** What `createRealtime` uses of a client: its base URL, its token when it has one, and chat's messages (and room list). */
export type RealtimeClient = ConnectionClient & {
  chat: Pick<ChatResource, 'messages'> & Partial<Pick<ChatResource, 'list'>>;
};

/**
 * The live socket of a client (docs/realtime.md "SDK"), signed in with the client's token. Messages reach
 * `on('message:new')` exactly once each, in order per room: on every connect and reconnect it re-reads the member's
 * rooms, and asks `sync` for what came after the last sequence it has per room (from the first message for a room it
 * did not know; rooms in the answer's `more` are read over HTTP), and a live message after a gap waits for the gap to
 * be read first.
 */
export function createRealtime(client: RealtimeClient, options: RealtimeOptions = {}): Realtime {
  const ackTimeout = options.ackTimeout ?? 10_000;
  /** The newest sequence delivered per room. */
  const last = new Map<number, number>();
  /** Every delivery of messages goes through this chain, one step after the other, so that order holds. */
  let chain: Promise<void> = Promise.resolve();
  /** The newest socket: once closed, it is no longer `connected` (the connection's `socket` is then null). */
  let socket: Socket | null = null;
  /**
   * The rooms of the member's list the first time it was read (their history is the app's to read, as a room never
   * tracked starts at its first live message); null until then. A room listed later and neither here nor delivered is
   * new since: it is backfilled from its first message.
   */
  let listed: Set<number> | null = null;

  const serially = (step: () => Promise<void>) => {
    chain = chain.then(step).catch(() => undefined);
    return chain;
  };
  const [connection, emit] = createConnection<RealtimeEvents>(
    client,
    options,
    '/chatx',
    'Could not reach the chat server.',
    () => void resync(),
    (next, current) => {
      socket = next;
      next.on('message:new', (payload: RealtimeEvents['message:new']) => {
        if (current()) void onLive(payload);
      });
    },
  );

  /** Delivers a message unless it was delivered already; true when it was new. */
  const deliver = (message: ChatMessage) => {
    const known = last.get(message.room_id);
    if (known !== undefined && message.sequence <= known) return false;
    last.set(message.room_id, message.sequence);
    emit('message:new', { message });
    return true;
  };

  /** Reads a room's messages after what was delivered over HTTP, page by page; false if a page failed. */
  const readAfter = async (roomId: number) => {
    for (;;) {
      const after = last.get(roomId) ?? 0;
      const page = await client.chat.messages(roomId, { after, limit: BACKFILL_PAGE });
      if (!page.success) return false;
      for (const message of page.data.items) deliver(message);
      if (!page.data.hasMore || page.data.items.length === 0) return true;
    }
  };

  /** Asks the socket for what came after the last sequence of these rooms and delivers it; HTTP when the socket cannot. */
  const sync = async (rooms: number[]) => {
    for (let start = 0; start < rooms.length; start += SYNC_MAX_ROOMS) {
      const chunk = rooms.slice(start, start + SYNC_MAX_ROOMS);
      let answer: ChatSyncAnswer | null = null;
      if (socket?.connected) {
        answer = await socket
          .timeout(ackTimeout)
          .emitWithAck('sync', { rooms: chunk.map((roomId) => ({ roomId, after: last.get(roomId) ?? 0 })) })
          .then((value: ChatSyncAnswer) => value)
          .catch(() => null);
      }
      // An answer with `error` (the server could not read) is read again over HTTP, like no answer.
      if (answer && !answer.error) {
        for (const message of answer.messages) deliver(message);
        for (const roomId of answer.more) await readAfter(roomId);
      } else {
        for (const roomId of chunk) await readAfter(roomId);
      }
    }
  };

  /** The member's rooms, newest conversation first; null when the list could not be read (or the client has none). */
  const readRooms = async () => {
    if (!client.chat.list) return null;
    const rooms: ChatRoom[] = [];
    for (let page = 1; page <= ROOMS_PAGES; page++) {
      const answer = await client.chat.list({ page, limit: ROOMS_PAGE });
      if (!answer.success) return null;
      rooms.push(...answer.data.items);
      // Newest first: below a room with nothing new, the rooms' last messages are older still.
      const quiet = answer.data.items.some((room) => (last.get(room.id) ?? -1) >= room.lastSequence);
      if (quiet || page * answer.data.limit >= answer.data.total) break;
    }
    return rooms;
  };

  const resync = () =>
    serially(async () => {
      const rooms = await readRooms();
      const fresh: number[] = [];
      if (rooms && listed) {
        for (const room of rooms) if (!listed.has(room.id) && !last.has(room.id)) fresh.push(room.id);
        for (const roomId of fresh) last.set(roomId, 0);
      }
      if (rooms) listed = new Set([...(listed ?? []), ...rooms.map((room) => room.id)]);
      await sync([...last.keys()]);
    });

  const onLive = ({ message }: RealtimeEvents['message:new']) =>
    serially(async () => {
      const known = last.get(message.room_id);
      if (known !== undefined && message.sequence > known + 1) {
        await sync([message.room_id]);
        // The gap could not be read (server unreachable): the message waits for the next sync rather than skip it.
        if (message.sequence > (last.get(message.room_id) ?? 0) + 1) return;
      }
      deliver(message);
    });

  return Object.assign(connection, {
    typing(roomId: number, typing: boolean) {
      if (socket?.connected) socket.emit('typing', { roomId, typing });
    },
    track(roomId: number, lastSequence: number) {
      if (lastSequence > (last.get(roomId) ?? -1)) last.set(roomId, lastSequence);
    },
    lastSequence: (roomId: number) => last.get(roomId),
    resync,
    async queryPresence(userIds: number[]) {
      if (!socket?.connected || userIds.length === 0) return [];
      const answer = await socket
        .timeout(ackTimeout)
        .emitWithAck('presence:query', { userIds })
        .then((value: Schemas['ChatEventPresenceQueryAck']) => value.online)
        .catch((): number[] => []);
      return answer;
    },
  });
}
