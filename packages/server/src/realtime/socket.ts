import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type Namespace, Server, type Socket } from 'socket.io';
import { Compile } from 'typebox/compile';
import type { ChatAudience, ChatPublisher } from '../chat/chat-events.ts';
import { syncMessages } from '../chat/reads.ts';
import {
  type ChatEventAckError,
  type ChatEventNotificationNew,
  type ChatEventNotificationUnread,
  ChatEventPresenceQuery,
  ChatEventSyncRequest,
  ChatEventTypingRequest,
  type ClientToServerEvents,
  type ServerToClientEvents,
  SYNC_MAX_MESSAGES_A_ROOM,
} from '../chat/socket-events.ts';
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { onRevocation, resolveViewer } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { acceptedLanguage, type Language, type MessageKey, render, t } from '../i18n/catalogue.ts';
import { registerGauge } from '../ops/metrics.ts';
import { connectionIds, connectionsAmong, liveSessions, typingRoom } from './audience.ts';
import { LocalSockets, memoryReach, type Reach, redisReach } from './reach.ts';

/** The chat socket's namespace and path (docs/realtime.md "Socket"). */
export const CHAT_NAMESPACE = '/chatx';
/**
 * The notifications socket (docs/notifications.md "Live"): same server, path and handshake as /chatx, a room a member,
 * and only `notification:new`, `notification:unread` (and `session:revoked`) emitted there. The app's header bell opens
 * it on every page; /chatx stays on /message (SPEC §4).
 */
export const NOTIFICATIONS_NAMESPACE = '/notifications';
/** The events also delivered on /notifications (they go to /chatx too). */
export const NOTIFICATION_EVENTS = ['notification:new', 'notification:unread'] as const;
export const SOCKET_PATH = '/socket.io';
/**
 * How often each process checks that the sessions of its sockets are still valid: a revocation is also heard at once
 * (auth.ts `onRevocation`, across processes with REDIS_URL); this check catches expiries and a missed notice.
 */
export const REVOCATION_CHECK_MS = 2000;
/** A `typing: true` not followed by more typing within this time stops by itself. */
export const TYPING_TIMEOUT_MS = 5000;
/** connectionStateRecovery: a socket cut for less than this gets its rooms, data and missed packets back. */
export const RECOVERY_MS = 2 * 60_000;
/** How often each process tells the others (through Redis) which members have a socket open on it (reach.ts). */
export const REACH_REFRESH_MS = 30_000;

/** What each socket carries (and, through the adapter, what other processes see of it in fetchSockets). */
export interface ChatSocketData {
  userId: number;
  tokenHash: string;
  baseUrl: string;
}

type InterServerEvents = Record<never, never>;
export type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, ChatSocketData>;
type ChatNamespace = Namespace<ClientToServerEvents, ServerToClientEvents, InterServerEvents, ChatSocketData>;
/** What /notifications emits: the notification events and the revocation notice; clients emit nothing there. */
export type NotificationServerEvents = Pick<ServerToClientEvents, (typeof NOTIFICATION_EVENTS)[number] | 'session:revoked'>;
type NotificationNamespace = Namespace<Record<never, never>, NotificationServerEvents, InterServerEvents, ChatSocketData>;
/** The part of a socket of either namespace the handshake reads and writes. */
interface HandshakeSocket {
  handshake: Socket['handshake'];
  data: ChatSocketData;
}

/** The socket.io room of a member: every socket they have open, on any process. */
export const memberRoom = (userId: number) => `user:${userId}`;

export interface Realtime extends ChatPublisher {
  io: ChatServer;
  /** Closes every socket (clients see a cut and reconnect, to another process if there is one) and the adapter. */
  close(): Promise<void>;
}

export interface RealtimeContext {
  db: Queryable;
  config: ServerConfig;
  log?: FastifyBaseLogger | undefined;
}

const typingRequest = Compile(ChatEventTypingRequest);
const syncRequest = Compile(ChatEventSyncRequest);
const presenceQuery = Compile(ChatEventPresenceQuery);

/** A refused handshake: the client's `connect_error` has `message === 'invalid_token'` and `data = { code, message }`. */
function invalidToken(language: Language): Error & { data: { code: 'invalid_token'; message: string } } {
  return Object.assign(new Error('invalid_token'), {
    data: { code: 'invalid_token' as const, message: render(t('code.invalid_token'), language) },
  });
}

function ackError(code: ChatEventAckError['code'], language: Language): ChatEventAckError {
  const key: MessageKey = code === 'validation_failed' ? 'code.validation_failed' : 'code.internal_error';
  return { code, message: render(t(key), language) };
}

const languageOf = (socket: Pick<HandshakeSocket, 'handshake'>): Language =>
  acceptedLanguage(socket.handshake.headers['accept-language']) ?? 'en';

function baseUrlOf(socket: Pick<HandshakeSocket, 'handshake'>, config: ServerConfig): string {
  if (config.publicUrl) return config.publicUrl;
  const forwarded = config.trustProxy ? socket.handshake.headers['x-forwarded-proto'] : undefined;
  const protocol = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : socket.handshake.secure ? 'https' : 'http';
  return `${protocol}://${socket.handshake.headers.host}`;
}

/** Connects the Redis streams adapter when REDIS_URL is set: several processes deliver to each other's sockets. */
async function redisAdapter(
  url: string,
  log: FastifyBaseLogger | undefined,
): Promise<{ adapter: ReturnType<typeof import('@socket.io/redis-streams-adapter').createAdapter>; redis: Redis; quit(): Promise<void> }> {
  const [{ Redis }, { createAdapter }] = await Promise.all([import('ioredis'), import('@socket.io/redis-streams-adapter')]);
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 5000 });
  redis.on('error', (error: Error) => log?.warn({ err: error }, 'chat socket: Redis connection error'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL for the chat socket: ${(error as Error).message}`);
  }
  // The adapter sends its passing messages (heartbeats, "this adapter closed") by PUBLISH without waiting for their
  // answer: one sent as the connection closes (a server stopping) would reject with nobody to hear it, an unhandled
  // rejection. Each publish is marked heard here; whoever waits for it still sees its outcome.
  const publish = redis.publish.bind(redis);
  redis.publish = ((channel: string | Buffer, message: string | Buffer) => {
    const sent = publish(channel, message);
    sent.catch((error: Error) => log?.debug({ err: error }, 'chat socket: a Redis publish failed'));
    return sent;
  }) as typeof redis.publish;
  return {
    adapter: createAdapter(redis, { streamName: 'dealgrow:chatx', sessionKeyPrefix: 'dealgrow:chatx:session:', blockTimeInMs: 2000 }),
    redis,
    async quit() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Attaches the /chatx socket to the API's HTTP server (docs/realtime.md "Socket"): handshake auth, one socket.io
 * room a member, typing relay, sync, presence and revocation. The returned Realtime is the ChatPublisher the chat
 * routes' ChatEvents deliver through.
 */
export async function startRealtime(httpServer: HttpServer, context: RealtimeContext): Promise<Realtime> {
  const { db, config, log } = context;
  const redis = config.redisUrl ? await redisAdapter(config.redisUrl, log) : undefined;
  const io: ChatServer = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    cors: {
      origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
      methods: ['GET', 'POST'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    },
    // A revoked token cannot recover: the auth middleware runs again on recovery.
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS, skipMiddlewares: false },
    ...(redis ? { adapter: redis.adapter } : {}),
  });
  const chat: ChatNamespace = io.of(CHAT_NAMESPACE);
  const notifications: NotificationNamespace = io.of(NOTIFICATIONS_NAMESPACE);

  const failed = (what: string) => (error: unknown) => log?.error({ err: error }, `chat socket: ${what} failed`);

  // Events go only to the members they can reach (reach.ts): a socket open, or cut within the recovery window.
  const window = { recoveryMs: RECOVERY_MS, refreshMs: REACH_REFRESH_MS };
  const reach: Reach = redis ? redisReach(redis.redis, window, failed('reach')) : memoryReach(window);
  const deliver: ChatPublisher['publish'] = (audience, event, payload) => {
    if (audience.length === 0) return;
    const rooms = audience.map(memberRoom);
    const args = [payload] as Parameters<ServerToClientEvents[typeof event]>;
    chat.to(rooms).emit(event, ...args);
    if (event === 'notification:new') notifications.to(rooms).emit(event, payload as ChatEventNotificationNew);
    else if (event === 'notification:unread') notifications.to(rooms).emit(event, payload as ChatEventNotificationUnread);
  };
  const publish: ChatPublisher['publish'] = (audience: ChatAudience, event, payload) => {
    if (audience.length === 0) return;
    const reached = reach.among(audience);
    if (reached instanceof Promise) reached.then((ids) => deliver(ids, event, payload), failed('delivery'));
    else deliver(reached, event, payload);
  };

  // The handshake of both namespaces: a valid session token in `auth.token`, else `invalid_token`.
  const authenticate = (socket: HandshakeSocket, next: (error?: Error) => void) => {
    const token: unknown = socket.handshake.auth?.token;
    const language = languageOf(socket);
    if (typeof token !== 'string' || token === '') return next(invalidToken(language));
    resolveViewer(db, token)
      .then(async (viewer) => {
        // Reachable on every process before the socket joins its member's room: no event for them is skipped after.
        // Redis not answering does not refuse the socket (events then go to everyone, reach.ts).
        await reach.hold(viewer.userId).catch(failed('reach'));
        return viewer;
      })
      .then(
        (viewer) => {
          socket.data = { userId: viewer.userId, tokenHash: viewer.tokenHash, baseUrl: baseUrlOf(socket, config) };
          next();
        },
        (error: unknown) => {
          if (error instanceof ApiError) return next(invalidToken(language));
          failed('handshake')(error);
          next(Object.assign(new Error('internal_error'), { data: ackError('internal_error', language) }));
        },
      );
  };
  chat.use(authenticate);
  notifications.use(authenticate);
  // /notifications only delivers: each socket joins its member's room; nothing it sends is read.
  notifications.on('connection', (socket) => {
    const { userId } = socket.data;
    void socket.join(memberRoom(userId));
    reach.opened(userId);
    socket.on('disconnect', () => reach.closed(userId));
  });

  // Presence: this process counts each member's sockets; a member comes online with their first socket here and
  // goes offline when their last one closes and no process has one left (fetchSockets asks every process).
  const localSockets = new LocalSockets();
  const announce = async (userId: number, online: boolean) => publish(await connectionIds(db, userId), 'presence', { userId, online });

  chat.on('connection', (socket) => {
    const { userId } = socket.data;
    const language = languageOf(socket);
    void socket.join(memberRoom(userId));
    reach.opened(userId);
    if (localSockets.opened(userId)) announce(userId, true).catch(failed('presence'));

    // Typing: relayed to the room's other participants; a `typing: true` stops by itself after TYPING_TIMEOUT_MS.
    const typingTimers = new Map<number, { timer: NodeJS.Timeout; roomUuid: string; audience: number[] }>();
    const sendTyping = (roomId: number, roomUuid: string, audience: number[], typing: boolean) =>
      publish(
        audience.filter((id) => id !== userId),
        'typing',
        { roomId, room_uuid: roomUuid, userId, typing },
      );
    const stopTyping = (roomId: number) => {
      const active = typingTimers.get(roomId);
      if (!active) return;
      clearTimeout(active.timer);
      typingTimers.delete(roomId);
      sendTyping(roomId, active.roomUuid, active.audience, false);
    };

    socket.on('typing', (payload) => {
      if (!typingRequest.Check(payload)) return;
      const { roomId, typing } = payload;
      // Still typing in a room checked a moment ago: the timer starts over, with no query and no event.
      const ongoing = typingTimers.get(roomId);
      if (typing && ongoing) {
        clearTimeout(ongoing.timer);
        ongoing.timer = setTimeout(() => stopTyping(roomId), TYPING_TIMEOUT_MS);
        return;
      }
      typingRoom(db, roomId, userId)
        .then((room) => {
          if (!room || !socket.connected) return;
          if (!typing) {
            if (typingTimers.has(roomId)) stopTyping(roomId);
            else sendTyping(roomId, room.roomUuid, room.audience, false);
            return;
          }
          const active = typingTimers.get(roomId);
          if (active) clearTimeout(active.timer);
          const timer = setTimeout(() => stopTyping(roomId), TYPING_TIMEOUT_MS);
          typingTimers.set(roomId, { timer, roomUuid: room.roomUuid, audience: room.audience });
          if (!active) sendTyping(roomId, room.roomUuid, room.audience, true);
        })
        .catch(failed('typing'));
    });

    socket.on('sync', (payload, ack) => {
      if (typeof ack !== 'function') return;
      if (!syncRequest.Check(payload)) return ack({ messages: [], more: [], error: ackError('validation_failed', language) });
      // One entry a room (the lowest `after` asked): the answer never holds a message twice.
      const after = new Map<number, number>();
      for (const room of payload.rooms) after.set(room.roomId, Math.min(after.get(room.roomId) ?? room.after, room.after));
      const rooms = [...after].map(([roomId, from]) => ({ roomId, after: from }));
      syncMessages(db, userId, rooms, SYNC_MAX_MESSAGES_A_ROOM, socket.data.baseUrl).then(ack, (error: unknown) => {
        failed('sync')(error);
        ack({ messages: [], more: [], error: ackError('internal_error', language) });
      });
    });

    socket.on('presence:query', (payload, ack) => {
      if (typeof ack !== 'function') return;
      if (!presenceQuery.Check(payload)) return ack({ online: [], error: ackError('validation_failed', language) });
      (async () => {
        const asked = await connectionsAmong(db, userId, [...new Set(payload.userIds)]);
        if (asked.length === 0) return { online: [] };
        const sockets = await chat.in(asked.map(memberRoom)).fetchSockets();
        const online = new Set(sockets.map((remote) => remote.data.userId));
        return { online: asked.filter((id) => online.has(id)).sort((a, b) => a - b) };
      })().then(ack, (error: unknown) => {
        failed('presence:query')(error);
        ack({ online: [], error: ackError('internal_error', language) });
      });
    });

    socket.on('disconnect', () => {
      reach.closed(userId);
      for (const roomId of [...typingTimers.keys()]) stopTyping(roomId);
      if (!localSockets.closed(userId)) return;
      chat
        .in(memberRoom(userId))
        .fetchSockets()
        .then((sockets) => (sockets.length === 0 ? announce(userId, false) : undefined))
        .catch(failed('presence'));
    });
  });

  // A socket whose session was revoked is told (`session:revoked`) and cut. The notice is emitted through the
  // namespace's local operator: a socket's own emit goes through the adapter when connection state recovery is on
  // (with Redis, a round trip through the stream), and would arrive after the cut.
  const cutRevoked = (socket: Socket<Record<never, never>, NotificationServerEvents, InterServerEvents, ChatSocketData>) => {
    if (!socket.connected) return;
    socket.nsp.local.to(socket.id).emit('session:revoked', {});
    socket.disconnect(true);
  };

  // Revocation: every REVOCATION_CHECK_MS, one query checks the sessions of all this process's sockets; the sockets
  // of a revoked or expired session are told (`session:revoked`) and cut (the client does not reconnect on its own).
  let checking = false;
  const checkSessions = async () => {
    if (checking || chat.sockets.size + notifications.sockets.size === 0) return;
    checking = true;
    try {
      const sockets = [...chat.sockets.values(), ...notifications.sockets.values()];
      const live = await liveSessions(db, [...new Set(sockets.map((socket) => socket.data.tokenHash))]);
      for (const socket of sockets) if (!live.has(socket.data.tokenHash)) cutRevoked(socket);
    } finally {
      checking = false;
    }
  };
  const revocation = setInterval(() => checkSessions().catch(failed('session check')), REVOCATION_CHECK_MS);
  revocation.unref();
  // A revocation made by this process or (with REDIS_URL) another cuts the sockets of its sessions at once; after a
  // cut of the bus, when revocations may have been missed, every socket's session is checked at once.
  const stopRevocations = onRevocation(db, (event) => {
    if (event.kind === 'resumed') {
      checkSessions().catch(failed('session check'));
      return;
    }
    for (const socket of [...chat.sockets.values(), ...notifications.sockets.values()]) {
      const { userId, tokenHash } = socket.data;
      const revoked =
        event.kind === 'session-revoked' ? tokenHash === event.tokenHash : userId === event.userId && tokenHash !== event.keepTokenHash;
      if (revoked) cutRevoked(socket);
    }
  });
  // Sockets open on this process, per namespace, at each scrape of /metrics (docs/observability.md).
  const unwatch = registerGauge('dealgrow_sockets_connected', 'Sockets connected to this process, by namespace.', () => [
    { labels: { namespace: CHAT_NAMESPACE }, value: chat.sockets.size },
    { labels: { namespace: NOTIFICATIONS_NAMESPACE }, value: notifications.sockets.size },
  ]);

  return {
    io,
    publish,
    async close() {
      clearInterval(revocation);
      reach.close();
      stopRevocations();
      unwatch();
      // Closes every socket as "server shutting down" (recoverable: the session is kept, in Redis when there is one)
      // and the adapters; the HTTP server itself is closed by Fastify (a second close is harmless there).
      await io.close();
      await redis?.quit();
    },
  };
}
