/**
 * The live notification feed (docs/notifications.md "Live"): the `/notifications` socket.io namespace, which carries
 * only `notification:new` and `notification:unread`. The app's header bell opens it on every page while the window is
 * visible and focused (the app decides when); the chat socket (`createRealtime`, `/chatx`) stays on /message (SPEC §4).
 * socket.io-client is imported on the first `connect()`.
 */
import type { Socket } from 'socket.io-client';
import type { components } from '../generated/openapi.ts';
import { type ConnectionClient, type ConnectionOptions, createConnection, type RealtimeError, type RealtimeStatus } from './connection.ts';

type Schemas = components['schemas'];

/** The events of the `/notifications` namespace, by name, with their payloads. */
export interface NotificationFeedEvents {
  /** A notification of the centre, new or merged (same id: replace it in place and move it to the top). */
  'notification:new': Schemas['ChatEventNotificationNew'];
  /** The member's unread total after a new notification or a `seen`. */
  'notification:unread': Schemas['ChatEventNotificationUnread'];
}
export type NotificationFeedEventName = keyof NotificationFeedEvents;

/** The token, URL, reconnect attempts (SPEC §9: 5, as the chat socket) and socket.io options of the feed. */
export type NotificationFeedOptions = ConnectionOptions;

export interface NotificationFeed {
  /**
   * Opens the socket (loading socket.io-client the first time); again after `offline` starts over. Resolves once
   * connected, or rejects with a `RealtimeConnectionError` (as the chat socket's `connect()`).
   */
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
export function createNotificationFeed(client: ConnectionClient, options: NotificationFeedOptions = {}): NotificationFeed {
  return createConnection<NotificationFeedEvents>(client, options, '/notifications', 'Could not reach the notification server.')[0];
}
