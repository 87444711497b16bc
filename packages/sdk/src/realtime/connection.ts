/**
 * The connection lifecycle both sockets share (the chat's `/chatx`, the notification feed's `/notifications`): open
 * (loading socket.io-client the first time), the status and its reasons, reconnect attempts, the handshake's token,
 * the session revoked, close, and the listeners of the events the server sends. socket.io-client is imported on the
 * first `connect()`.
 */
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { DealgrowClient } from '../client.ts';
import { resolveToken, type TokenSource } from '../transport/token.ts';

/**
 * `idle`: not started, or closed by `disconnect()`; `connecting`: the first connection is on its way; `connected`;
 * `reconnecting`: the connection was lost and comes back by itself (SPEC §9: 5 attempts, 1 s apart); `offline`: it
 * gave up (attempts spent, token refused, session revoked, the server closed the socket) until `connect()` again.
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** Why the socket is `offline` when it is not a lost network: `invalid_token` (refused or revoked token), … */
export interface RealtimeError {
  code: 'invalid_token' | 'session_revoked' | 'server_disconnect' | 'unreachable';
  message: string;
}

/**
 * Why `connect()` rejected: the `offline` reason (`invalid_token`: no token, or one the server refused;
 * `session_revoked`; `server_disconnect`; `unreachable`: the attempts are spent), or `closed` when `disconnect()` came
 * before the connection did.
 */
export class RealtimeConnectionError extends Error {
  declare readonly code: RealtimeError['code'] | 'closed';

  constructor(error: { code: RealtimeError['code'] | 'closed'; message: string }) {
    super(error.message);
    this.name = 'RealtimeConnectionError';
    this.code = error.code;
  }
}

/** A client a connection signs in with: its base URL and, when it has one, its token (`DealgrowClient.getToken`). */
export type ConnectionClient = Pick<DealgrowClient, 'baseURL'> & Partial<Pick<DealgrowClient, 'getToken'>>;

/** The options of a connection, common to the chat socket and the notification feed. */
export interface ConnectionOptions {
  /**
   * The bearer token sent in the handshake, read at every (re)connection. Default: the client's own (`getToken()`: its
   * `token` option, a function called each time, what `setToken` set, else the `token` cookie in browsers).
   */
  token?: TokenSource;
  /**
   * The server's base URL; the client's `baseURL` by default. An API under a path (`https://example.com/api`) has its
   * socket there too: the socket's handshake goes to `<path>/socket.io`, the namespace is the origin's.
   */
  url?: string;
  /** SPEC §9: 5. */
  reconnectionAttempts?: number;
  /** SPEC §9: 1 000 ms between attempts. */
  reconnectionDelay?: number;
  /** Passed to socket.io-client as they are. The transport is WebSocket only (`transports: ['websocket']`) unless given. */
  socket?: Partial<ManagerOptions & SocketOptions>;
}

/** What a connection shows: its lifecycle, its status and the listeners of its events. */
export interface Connection<Events> {
  /**
   * Opens the socket (loading socket.io-client the first time); again after `offline` starts over. Resolves once
   * connected; rejects with a `RealtimeConnectionError` when the connection goes `offline` first (its `code` says why)
   * or `disconnect()` comes first (`closed`).
   */
  connect(): Promise<void>;
  /** Closes the socket. */
  disconnect(): void;
  readonly status: RealtimeStatus;
  /** Why the status is `offline`, when a reason is known. */
  readonly error: RealtimeError | null;
  /** Called on every status change; answers the unsubscribe. */
  onStatus(handler: (status: RealtimeStatus, error: RealtimeError | null) => void): () => void;
  /** Listens to a server event; answers the unsubscribe. */
  on<E extends keyof Events>(event: E, handler: (payload: Events[E]) => void): () => void;
  /** The socket.io socket while one is open. */
  readonly socket: Socket | null;
}

/** Hands an event to the listeners of a connection. */
export type Emit<Events> = <E extends keyof Events>(event: E, payload: Events[E]) => void;

/**
 * One connection's lifecycle on the socket.io `namespace` (e.g. `/chatx`): `unreachable` is the message of `offline`
 * once the reconnect attempts are spent; `onConnect` runs after the status became `connected` (each connect and
 * reconnect); `onSocket` adds listeners of its own to a new socket (`current()` is false once that socket is closed or
 * replaced). A server event without such a listener goes to the listeners of `on` as it comes. On `session:revoked`
 * the socket closes, the status becomes `offline` and the event goes to its listeners. Events of an older socket
 * (before a `connect()` or `disconnect()`) are ignored. Answers the connection and its `emit` (for the events
 * `onSocket` handles). Plain parameters rather than an options object: the embed's chat chunk carries this file, and
 * its size is budgeted (size-budgets.json "embed-chat-chunk").
 */
export function createConnection<Events>(
  client: ConnectionClient,
  options: ConnectionOptions,
  namespace: string,
  unreachable: string,
  onConnect?: () => void,
  onSocket?: (socket: Socket, current: () => boolean) => void,
): [Connection<Events>, Emit<Events>] {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  const statusListeners = new Set<(status: RealtimeStatus, error: RealtimeError | null) => void>();
  let socket: Socket | null = null;
  let status: RealtimeStatus = 'idle';
  let error: RealtimeError | null = null;
  /** Bumped by each connect() and disconnect(): events of an older socket are ignored. */
  let generation = 0;
  /** The page's `online` and `visibilitychange` events resume an `unreachable` connection (docs/realtime.md "Reconnection"). */
  const page = globalThis as {
    addEventListener?: EventTarget['addEventListener'];
    removeEventListener?: EventTarget['removeEventListener'];
  };
  const doc = (globalThis as { document?: Document }).document;
  const resume = (event: Event) => {
    // Listened to only while `offline` and `unreachable`.
    if (event.type === 'online' || doc?.visibilityState === 'visible') connection.connect().catch(() => undefined);
  };
  const watchPage = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    page[method]?.('online', resume);
    doc?.[method]('visibilitychange', resume);
  };

  const setStatus = (next: RealtimeStatus, why: RealtimeError | null = null) => {
    if (next === status && why === error) return;
    if (error?.code === 'unreachable') watchPage(false);
    status = next;
    error = why;
    if (why?.code === 'unreachable') watchPage(true);
    for (const handler of [...statusListeners]) handler(status, error);
  };
  const emit: Emit<Events> = (event, payload) => {
    for (const handler of [...(listeners.get(event) ?? [])]) (handler as (payload: unknown) => void)(payload);
  };

  const open = async (mine: number) => {
    const { io } = await import('socket.io-client');
    if (mine !== generation) return;
    // socket.io reads a URL's path as the namespace: an API under a path gives it as the handshake's path instead.
    const base = new URL(options.url ?? client.baseURL, typeof location === 'undefined' ? undefined : location.href);
    const next = io(`${base.origin}${namespace}`, {
      path: `${base.pathname.replace(/\/+$/, '')}/socket.io`,
      reconnectionAttempts: options.reconnectionAttempts ?? 5,
      reconnectionDelay: options.reconnectionDelay ?? 1000,
      reconnectionDelayMax: options.reconnectionDelay ?? 1000,
      randomizationFactor: 0,
      // One connection, one socket: never shares a manager with another socket on the same URL.
      forceNew: true,
      // WebSocket only, as docs/realtime.md says: no long-polling first (and no sticky sessions behind a balancer).
      transports: ['websocket'],
      ...options.socket,
      auth: (send) => {
        const token = options.token !== undefined || !client.getToken ? resolveToken(options.token) : client.getToken();
        void token.then((value) => send({ token: value ?? '' }));
      },
    });
    socket = next;
    const current = () => mine === generation;

    next.on('connect', () => {
      if (!current()) return;
      setStatus('connected');
      onConnect?.();
    });
    next.on('disconnect', (reason) => {
      if (!current() || reason === 'io client disconnect') return;
      if (reason === 'io server disconnect') {
        // The server closed this socket on purpose: socket.io does not come back by itself.
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
      // A refused handshake is not retried by socket.io; a network failure is.
      if (!next.active) setStatus('offline', { code: 'unreachable', message: err.message });
      else if (status === 'connected') setStatus('reconnecting');
    });
    next.io.on('reconnect_attempt', () => {
      if (current() && status !== 'offline') setStatus('reconnecting');
    });
    next.io.on('reconnect_failed', () => {
      if (current()) setStatus('offline', { code: 'unreachable', message: unreachable });
    });

    onSocket?.(next, current);
    // Every other server event goes to the listeners as it comes.
    next.onAny((event: keyof Events & string, payload: Events[keyof Events]) => {
      if (current() && !next.listeners(event).length) emit(event, payload);
    });
    next.on('session:revoked', (payload: unknown) => {
      if (!current()) return;
      generation++;
      next.disconnect();
      socket = null;
      setStatus('offline', { code: 'session_revoked', message: 'The session was signed out.' });
      emit('session:revoked' as keyof Events, payload as Events[keyof Events]);
    });
  };

  const close = () => {
    generation++;
    socket?.disconnect();
    socket = null;
  };

  const connection: Connection<Events> = {
    connect() {
      if (status === 'connected') return Promise.resolve();
      // Already on its way (socket.io-client loading, or the socket reconnecting): wait for it.
      if (status !== 'connecting' && !(socket && status === 'reconnecting')) {
        close();
        const mine = generation;
        setStatus('connecting');
        open(mine).catch((cause) => {
          if (mine === generation)
            setStatus('offline', { code: 'unreachable', message: cause instanceof Error ? cause.message : String(cause) });
        });
      }
      return new Promise<void>((resolve, reject) => {
        const stop = connection.onStatus((next, why) => {
          if (next === 'connected') resolve();
          else if (next === 'offline' || next === 'idle')
            reject(new RealtimeConnectionError(why ?? { code: 'closed', message: 'The connection was closed.' }));
          else return;
          stop();
        });
      });
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
  return [connection, emit];
}
