import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../chat/socket-events.ts';
import { CHAT_NAMESPACE } from './socket.ts';

/** A socket.io-client socket on /chatx, typed by the event maps (tests and the fan-out bench). */
export type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

type Options = Partial<ManagerOptions & SocketOptions>;

/** A socket to `base`'s /chatx with this token (none: no auth), not connected yet. */
export function chatClient(base: string, token: string | undefined, options: Options = {}): ChatClient {
  return io(`${base}${CHAT_NAMESPACE}`, {
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...options,
  });
}

/** Connects; rejects with the `connect_error` when the server refuses. */
export function connectChat(base: string, token: string | undefined, options: Options = {}): Promise<ChatClient> {
  const client = chatClient(base, token, options);
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('connect_error', (error) => {
      client.close();
      reject(error);
    });
  });
}

/** A socket without the event maps, to send what a typed client cannot (malformed payloads). */
export function connectUntyped(base: string, token: string): Promise<Socket> {
  const client = io(`${base}${CHAT_NAMESPACE}`, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('connect_error', (error) => {
      client.close();
      reject(error);
    });
  });
}

/** The `connect_error` a refused handshake gives. */
export function refusal(base: string, token: string | undefined): Promise<Error & { data?: unknown }> {
  return connectChat(base, token).then(
    (client) => {
      client.close();
      throw new Error('the server accepted the socket');
    },
    (error: Error & { data?: unknown }) => error,
  );
}

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** Every `event` the client receives from now on, in order (`stop` to stop listening). */
export function collect<E extends keyof ServerToClientEvents>(client: ChatClient, event: E): { items: Payload<E>[]; stop(): void } {
  const items: Payload<E>[] = [];
  const listener = (name: string, payload: Payload<E>) => {
    if (name === event) items.push(payload);
  };
  client.onAny(listener);
  return { items, stop: () => client.offAny(listener) };
}

/** The next `event` matching `match`, or a rejection after `timeoutMs`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  client: ChatClient,
  event: E,
  match: (payload: Payload<E>) => boolean = () => true,
  timeoutMs = 4000,
): Promise<Payload<E>> {
  return new Promise((resolve, reject) => {
    const listener = (name: string, payload: Payload<E>) => {
      if (name !== event || !match(payload)) return;
      clearTimeout(timer);
      client.offAny(listener);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      client.offAny(listener);
      reject(new Error(`no ${String(event)} within ${timeoutMs} ms`));
    }, timeoutMs);
    client.onAny(listener);
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
