import type { Notification } from '@dealgrow/sdk';

/** Window events between the header bell (which holds the live feed) and the centre (docs/notifications.md "Live"). */
export const NOTIFICATION_ARRIVED = 'dg-notification-arrived';
/** The centre marked some seen: the bell reads its total again (the same name as the widgets' bell listens to). */
export const NOTIFICATIONS_SEEN = 'dg-notifications-seen';

/** Tells the page a notification arrived (new or merged: same id). */
export function announceNotification(notification: Notification): void {
  window.dispatchEvent(new CustomEvent<Notification>(NOTIFICATION_ARRIVED, { detail: notification }));
}

/** Listens to arrivals; answers the unsubscribe. */
export function onNotificationArrived(handler: (notification: Notification) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<Notification>).detail);
  window.addEventListener(NOTIFICATION_ARRIVED, listener);
  return () => window.removeEventListener(NOTIFICATION_ARRIVED, listener);
}

/** Whether the page is the one the member is looking at: visible and focused (SPEC §4). */
export const windowActive = () => document.visibilityState === 'visible' && document.hasFocus();
