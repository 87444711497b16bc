import type { NotificationFeed, RealtimeStatus } from '@dealgrow/sdk/realtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useAreaStrings } from '../i18n/use-area-strings.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { announceNotification, NOTIFICATIONS_SEEN, windowActive } from './live.ts';
import { notificationsStrings } from './strings.ts';

/**
 * The header's bell (loaded after the page, from layout.tsx): the member's unread notification total, read over HTTP
 * on each navigation and when the centre marks some seen, and live through the `/notifications` socket while the window
 * is visible and focused (closed on hide, blur and unload, as the chat socket). A new notification plays the arrival
 * sound and is handed to the centre when it is open. It wears the "Messages" link's styles (`.messages-link`, from
 * message/unread-link.css, in the same header), so it brings no stylesheet of its own.
 */
export function HeaderBell() {
  const { client } = useSession();
  const { pathname } = useLocation();
  const [total, setTotal] = useState(0);
  const [live, setLive] = useState<RealtimeStatus>('idle');
  const ready = useAreaStrings('notifications', notificationsStrings);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (`pathname`) reads the total again.
  useEffect(() => {
    let live = true;
    const read = () =>
      void client.notifications.unreadTotal().then((answer) => {
        if (live && answer.success) setTotal(answer.data.total);
      });
    read();
    window.addEventListener(NOTIFICATIONS_SEEN, read);
    return () => {
      live = false;
      window.removeEventListener(NOTIFICATIONS_SEEN, read);
    };
  }, [client, pathname]);

  useEffect(() => {
    let feed: NotificationFeed | null = null;
    let gone = false;
    let active = windowActive();
    const open = () => {
      if (!windowActive()) return;
      active = true;
      if (feed && (feed.status === 'idle' || feed.status === 'offline')) {
        feed.connect().catch(() => undefined);
        // What arrived while closed: the total again.
        void client.notifications.unreadTotal().then((answer) => answer.success && setTotal(answer.data.total));
      }
    };
    const close = () => {
      active = false;
      feed?.disconnect();
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? open() : close());
    // The feed's code (and socket.io-client, on connect) loads after the bell: a page never pays for it up front.
    import('@dealgrow/sdk/realtime')
      .then(({ createNotificationFeed }) => {
        if (gone) return;
        feed = createNotificationFeed(client);
        feed.onStatus((status) => setLive(status));
        feed.on('notification:unread', ({ total: next }) => setTotal(next));
        feed.on('notification:new', ({ notification }) => {
          announceNotification(notification);
          // The sound's code (from the widgets) loads with the first arrival, not with the bell.
          void import('@dealgrow/widgets').then(({ playArrivalSound }) => playArrivalSound()).catch(() => undefined);
        });
        if (active) feed.connect().catch(() => undefined);
      })
      .catch(() => undefined);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', open);
    window.addEventListener('blur', close);
    window.addEventListener('pagehide', close);
    window.addEventListener('beforeunload', close);
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', open);
      window.removeEventListener('blur', close);
      window.removeEventListener('pagehide', close);
      window.removeEventListener('beforeunload', close);
      feed?.disconnect();
    };
  }, [client]);

  return ready ? <HeaderBellView total={total} live={live} /> : null;
}

/** The bell link and, when some are unread, their count (spoken in full for screen readers); `data-live`: the feed's status. */
export function HeaderBellView({ total, live = 'idle' }: { total: number; live?: RealtimeStatus }) {
  const { t } = useTranslation('notifications');
  const { localize } = useLocalize();
  return (
    <NavLink to={localize('/notifications')} className="messages-link notification-bell" data-count={total} data-live={live}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zm4 4a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {total > 0 && (
        <span className="messages-link__count notification-bell__count" aria-hidden="true">
          {total > 99 ? '99+' : total}
        </span>
      )}
      <span className="visually-hidden">{t('bell', { count: total })}</span>
    </NavLink>
  );
}
