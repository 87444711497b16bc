import { useEffect, useState } from 'react';
import { useDealgrow, useViewerId } from '../provider.tsx';

/** The bell's count: `null` until the first answer; `signedOut` when the API answers 401. */
export interface NotificationTotalState {
  total: number | null;
  signedOut: boolean;
}

/** Tell the bells on the page to read their total again (the app sends it after marking notifications seen). */
export const NOTIFICATIONS_SEEN_EVENT = 'dg-notifications-seen';

/**
 * The viewer's unread notifications over HTTP (`notifications.unreadTotal`), asked again every `seconds`, when the page
 * shows again, and on `dg-notifications-seen`. No socket: a live total comes from the page (the app passes `total`).
 */
export function useNotificationTotal(seconds: number): NotificationTotalState {
  const { client } = useDealgrow();
  // Asked again when the member signs in or out.
  const viewer = useViewerId();
  const [unread, setUnread] = useState<NotificationTotalState>({ total: null, signedOut: false });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `viewer` (sign-in, sign-out) is what makes it ask again.
  useEffect(() => {
    let live = true;
    const calls = client.notifications;
    const refresh = () => {
      if (!calls) return setUnread({ total: null, signedOut: true });
      void calls.unreadTotal().then((result) => {
        if (!live) return;
        if (result.success) setUnread({ total: result.data.total, signedOut: false });
        else if (result.status === 401) setUnread({ total: null, signedOut: true });
      });
    };
    const onShow = () => document.visibilityState === 'visible' && refresh();
    refresh();
    const timer = setInterval(refresh, Math.max(5, seconds || 60) * 1000);
    document.addEventListener('visibilitychange', onShow);
    document.addEventListener(NOTIFICATIONS_SEEN_EVENT, refresh);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShow);
      document.removeEventListener(NOTIFICATIONS_SEEN_EVENT, refresh);
    };
  }, [client, seconds, viewer]);

  return unread;
}
