/**
 * The live notification feed (docs/notifications.md "Live"): the `/notifications` socket.io namespace, which carries
 * only `notification:new` and `notification:unread`. The app's header bell opens it on every page while the window is
 * visible and focused (the app decides when); the chat socket (`createRealtime`, `/chatx`) stays on /message (SPEC §4).
 * socket.io-client is imported on the first `connect()`.
 */
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { DealgrowClient } from '../client.ts';
import type { components } from '../generated/openapi.ts';
import { resolveToken, type TokenSource } from '../transport/token.ts';
import type { RealtimeError, RealtimeStatus } from './index.ts';

type Schemas = components['schemas'];

/** The events of the `/notifications` namespace, by name, with their payloads. */
export interface NotificationFeedEvents {
  /** A notification of the centre, new or merged (same id: replace it in place and move it to the top). */
  'notification:new': Schemas['ChatEventNotificationNew'];
  /** The member's unread total after a new notification or a `seen`. */
  'notification:unread': Schemas['ChatEventNotificationUnread'];
}
export type NotificationFeedEventName = keyof NotificationFeedEvents;

export interface NotificationFeedOptions {
  /** The bearer token sent in the handshake, read at every (re)connection. Default: the `token` cookie, as the client does. */
  token?: TokenSource;
  /** The server's base URL; the client's `baseURL` by default. */
  url?: string;
  /** SPEC §9: 5, as the chat socket. */
  reconnectionAttempts?: number;
  /** SPEC §9: 1 000 ms between attempts. */
  reconnectionDelay?: number;
  /** Passed to socket.io-client as they are (e.g. `transports: ['websocket']`). */
  socket?: Partial<ManagerOptions & SocketOptions>;
}

export interface NotificationFeed {
  /** Opens the socket (loading socket.io-client the first time); again after `offline` starts over. */
  connect(): Promise<void>;
  /** Closes the socket (the window was hidden or blurred, or the member signed out). */
  disconnect(): void;
  /** The same states as the chat socket's (`idle`, `connecting`, `connected`, `reconnecting`, `offline`). */
  readonly status: RealtimeStatus;
  /** Why the status is `offline`, when a reason is known. */
  readonly error: RealtimeError | null;
  /** Called on every status change; answers the unsubscribe. */
  onStatus(handler: (status: RealtimeStatus, error: RealtimeError | null) => void): () => void;
  /** Listens to a notification event; answers the unsubscribe. */
  on<E extends NotificationFeedEventName>(event: E, handler: (payload: NotificationFeedEvents[E]) => void): () => void;
  /** The socket.io socket while one is open (tests). */
  readonly socket: Socket | null;
}

/** The live notification feed of a client: `createNotificationFeed(client).on('notification:unread', …)`. */
export function createNotificationFeed(client: Pick<DealgrowClient, 'baseURL'>, options: NotificationFeedOptions = {}): NotificationFeed {
  const listeners = new Map<NotificationFeedEventName, Set<(payload: never) => void>>();
  const statusListeners = new Set<(status: RealtimeStatus, error: RealtimeError | null) => void>();
  let socket: Socket | null = null;
  let status: RealtimeStatus = 'idle';
  let error: RealtimeError | null = null;
  /** Bumped by each connect() and disconnect(): events of an older socket are ignored. */
  let generation = 0;

  const setStatus = (next: RealtimeStatus, why: RealtimeError | null = null) => {
    if (next === status && why === error) return;
    status = next;
    error = why;
    for (const handler of [...statusListeners]) handler(status, error);
  };
  const emit = <E extends NotificationFeedEventName>(event: E, payload: NotificationFeedEvents[E]) => {
    for (const handler of [...(listeners.get(event) ?? [])]) (handler as (payload: NotificationFeedEvents[E]) => void)(payload);
  };

  const open = async (mine: number) => {
    const { io } = await import('socket.io-client');
    if (mine !== generation) return;
    const base = (options.url ?? client.baseURL).replace(/\/+$/, '');
    const next = io(`${base}/notifications`, {
      reconnectionAttempts: options.reconnectionAttempts ?? 5,
      reconnectionDelay: options.reconnectionDelay ?? 1000,
      reconnectionDelayMax: options.reconnectionDelay ?? 1000,
      randomizationFactor: 0,
      forceNew: true,
      ...options.socket,
      auth: (send) => {
        void resolveToken(options.token).then((token) => send({ token: token ?? '' }));
      },
    });
    socket = next;
    const current = () => mine === generation;

    next.on('connect', () => {
      if (current()) setStatus('connected');
    });
    next.on('disconnect', (reason) => {
      if (!current() || reason === 'io client disconnect') return;
      if (reason === 'io server disconnect') {
        if (status !== 'offline') setStatus('offline', { code: 'server_disconnect', message: 'The server closed the connection.' });
        return;
      }
      setStatus('reconnecting');
    });
    next.on('connect_error', (err: Error & { data?: { code?: string; message?: string } }) => {
      if (!current()) return;
      if (err.message === 'invalid_token' || err.data?.code === 'invalid_token') {
        setStatus('offline', { code: 'invalid_token', message: err.data?.message ?? 'The token was refused.' });
        next.disconnect();
        return;
      }
      if (!next.active) setStatus('offline', { code: 'unreachable', message: err.message });
      else if (status === 'connected') setStatus('reconnecting');
    });
    next.io.on('reconnect_attempt', () => {
      if (current() && status !== 'offline') setStatus('reconnecting');
    });
    next.io.on('reconnect_failed', () => {
      if (current()) setStatus('offline', { code: 'unreachable', message: 'Could not reach the notification server.' });
    });
    for (const event of ['notification:new', 'notification:unread'] as const) {
      next.on(event, (payload: NotificationFeedEvents[typeof event]) => {
        if (current()) emit(event, payload);
      });
    }
    next.on('session:revoked', () => {
      if (!current()) return;
      generation++;
      next.disconnect();
      socket = null;
      setStatus('offline', { code: 'session_revoked', message: 'The session was signed out.' });
    });
  };

  const close = () => {
    generation++;
    socket?.disconnect();
    socket = null;
  };

  return {
    async connect() {
      if (socket && (status === 'connected' || status === 'connecting' || status === 'reconnecting')) return;
      close();
      const mine = generation;
      setStatus('connecting');
      try {
        await open(mine);
      } catch (cause) {
        if (mine === generation)
          setStatus('offline', { code: 'unreachable', message: cause instanceof Error ? cause.message : String(cause) });
      }
    },
    disconnect() {
      close();
      setStatus('idle');
    },
    get status() {
      return status;
    },
    get error() {
      return error;
    },
    get socket() {
      return socket;
    },
    onStatus(handler) {
      statusListeners.add(handler);
      return () => statusListeners.delete(handler);
    },
    on(event, handler) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      const entry = handler as (payload: never) => void;
      set.add(entry);
      return () => set.delete(entry);
    },
  };
}
