import type { QueryOf, RequestBody, ResponseData } from '../contract.ts';
import type {
  EmailFrequency,
  Notification,
  NotificationKind,
  NotificationPreference,
  NotificationPreferences,
  NotificationUnreadTotal,
  VapidPublicKey as PushPublicKey,
  PushSubscriptionCreated as PushSubscriptionId,
} from '../generated/openapi.ts';
import type { CallOptions, Transport } from '../transport/client.ts';
import { ok, walkPages } from './walk.ts';

export type {
  EmailFrequency,
  Notification,
  NotificationKind,
  NotificationPreference,
  NotificationPreferences,
  NotificationUnreadTotal,
  PushPublicKey,
  PushSubscriptionId,
};

export type NotificationPage = ResponseData<'notifications'>;
export type NotificationListQuery = QueryOf<'notifications'>;
export type UpdateNotificationPreferencesInput = RequestBody<'updateNotificationPreferences'>;
/** `{ updated, total }`: how many became seen, and the unread left. */
export type NotificationsSeen = ResponseData<'markNotificationsSeen'>;
/** `{ unsubscribed, message }`: what the one-click link stopped, and the sentence saying so. */
export type MailUnsubscribed = ResponseData<'unsubscribeMail'>;
/** How often a kind is e-mailed: `'instant' | 'daily' | 'weekly' | 'never'` (docs/digests.md). */
/** `PushSubscription.toJSON()` of the browser: `{ endpoint, expirationTime?, keys: { p256dh, auth } }`. */
export type PushSubscriptionInput = RequestBody<'createPushSubscription'>;

const base = '/notifications';

/**
 * Notifications (docs/notifications.md "Routes"): the centre, seen and unread, per-kind preferences and Web Push
 * subscriptions. Live arrival is `notification:new` / `notification:unread` on `@dealgrow/sdk/realtime`. Loaded on
 * its first call (client.ts): every method answers a promise of an `ApiResult`.
 */
export function notificationsResource(transport: Transport) {
  // Not `callsOf`: this is its own chunk and imports nothing the entry has (as chat.ts).
  const get = <T>(path: string, options?: CallOptions, query?: object) =>
    transport.request<T>({ method: 'GET', path, ...(query ? { query: { ...query } } : {}), ...options });
  const send = <T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, options?: CallOptions) =>
    transport.request<T>({ method, path, ...(body === undefined ? {} : { body }), ...options });
  const list = (query?: NotificationListQuery, options?: CallOptions) => get<NotificationPage>(base, options, query);

  return {
    /** The member's notifications, latest activity first (20 a page). */
    list,
    /** The notifications one by one (`for await (const n of (await notifications.each()).data ?? [])`). */
    each: async (query?: NotificationListQuery) => ok(walkPages<Notification>((page) => list({ ...query, page }), query?.page)),
    /** Marks these notifications seen (1–100 ids; 404 when one is not the member's), or `'all'` of them. */
    seen: (ids: number[] | 'all', options?: CallOptions) =>
      send<NotificationsSeen>('POST', `${base}/seen`, ids === 'all' ? {} : { ids }, options),
    unreadTotal: (options?: CallOptions) => get<NotificationUnreadTotal>(`${base}/unread/total`, options),
    /**
     * Every kind with its `inApp` and `push` switches and its `email` frequency (`instant`, `daily`, `weekly`, `never`),
     * and the member's `weeklyDigest` and `emailEnabled` switches.
     */
    preferences: (options?: CallOptions) => get<NotificationPreferences>(`${base}/preferences`, options),
    /**
     * Changes the kinds given (`{ items: [{ kind, inApp?, push?, email? }] }`) and/or `weeklyDigest`, `emailEnabled`;
     * answers every kind and both switches.
     */
    updatePreferences: (input: UpdateNotificationPreferencesInput, options?: CallOptions) =>
      send<NotificationPreferences>('PATCH', `${base}/preferences`, input, options),
    /** The server's VAPID public key: `applicationServerKey` for `PushManager.subscribe` (no sign-in needed). */
    pushPublicKey: (options?: CallOptions) => get<PushPublicKey>(`${base}/push/public-key`, options),
    /**
     * Registers the browser's push subscription (`subscription.toJSON()`); answers its `id` (201 new, with a welcome
     * push; 200 known). Send the id as `onesignal_player_id` with `users.updatePushSubscription` (SPEC §7).
     */
    subscribePush: (subscription: PushSubscriptionInput, options?: CallOptions) =>
      send<PushSubscriptionId>('POST', `${base}/push-subscriptions`, subscription, options),
    unsubscribePush: (id: string, options?: CallOptions) =>
      send<undefined>('DELETE', `${base}/push-subscriptions/${encodeURIComponent(id)}`, undefined, options),
    /**
     * One-click unsubscribe (RFC 8058) with the token of a mail's List-Unsubscribe address, no sign-in needed: stops
     * what the token names (the weekly digest, a summary, a kind's e-mail, or all e-mail). 403 for a forged token.
     */
    unsubscribeMail: (token: string, options?: CallOptions) =>
      transport.request<MailUnsubscribed>({ method: 'POST', path: '/mail/unsubscribe', query: { token }, ...options }),
  };
}

export type NotificationsResource = ReturnType<typeof notificationsResource>;
