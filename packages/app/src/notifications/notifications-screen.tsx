import './notifications.css';
import type { ApiError, Notification } from '@dealgrow/sdk';
import { relativeTime } from '@dealgrow/sdk/format';
import { Button } from '@dealgrow/widgets';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../common/load-state.tsx';
import { useAreaStrings } from '../i18n/use-area-strings.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { NOTIFICATIONS_SEEN, onNotificationArrived } from './live.ts';
import { notificationsStrings } from './strings.ts';

/** Notifications a page of the centre (the server's default). */
export const NOTIFICATIONS_PAGE = 20;

interface CentreState {
  items: Notification[];
  total: number;
  page: number;
  loading: boolean;
  error: ApiError | null;
}

/** Puts a notification at the top, replacing the one of the same id (a merged group arrives again, docs/notifications.md). */
export function upsertNotification(items: Notification[], notification: Notification): Notification[] {
  return [notification, ...items.filter((item) => item.id !== notification.id)];
}

/**
 * `/notifications`: the member's notifications as the server groups them ("Ada and 3 others liked your post"), latest
 * activity first, with the actors' photos, a relative time and the unseen ones marked; opening one marks it seen and goes
 * to its page; "Mark all as read"; more with "Show more". New ones arrive live through the header bell's feed.
 */
export function NotificationsScreen() {
  const ready = useAreaStrings('notifications', notificationsStrings);
  const { t } = useTranslation('notifications');
  if (!ready) return <p role="status" className="container page" aria-busy="true" />;
  return (
    <div className="container page notifications-page">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      <NotificationCentre />
    </div>
  );
}

function NotificationCentre() {
  const { t } = useTranslation('notifications');
  const { t: common } = useTranslation();
  const { client } = useSession();
  const [state, setState] = useState<CentreState>({ items: [], total: 0, page: 0, loading: true, error: null });
  const [marking, setMarking] = useState(false);

  const load = useCallback(
    async (page: number) => {
      setState((current) => ({ ...current, loading: true, error: null }));
      const answer = await client.notifications.list({ page, limit: NOTIFICATIONS_PAGE });
      setState((current) => {
        if (!answer.success) return { ...current, loading: false, error: answer.error };
        const known = new Set(answer.data.items.map((item) => item.id));
        // A later page may repeat one that rose to the top meanwhile: each id once.
        const items = page === 1 ? answer.data.items : [...current.items.filter((item) => !known.has(item.id)), ...answer.data.items];
        return { items, total: answer.data.total, page, loading: false, error: null };
      });
    },
    [client],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  useEffect(
    () =>
      onNotificationArrived((notification) =>
        setState((current) => {
          const isNew = !current.items.some((item) => item.id === notification.id);
          return { ...current, items: upsertNotification(current.items, notification), total: current.total + (isNew ? 1 : 0) };
        }),
      ),
    [],
  );

  const seen = (ids: number[] | 'all') => {
    setState((current) => ({
      ...current,
      items: current.items.map((item) => (ids === 'all' || ids.includes(item.id) ? { ...item, seen: true } : item)),
    }));
    return client.notifications.seen(ids).then((answer) => {
      window.dispatchEvent(new Event(NOTIFICATIONS_SEEN));
      return answer;
    });
  };

  const markAll = async () => {
    setMarking(true);
    const answer = await seen('all');
    setMarking(false);
    if (!answer.success) setState((current) => ({ ...current, error: answer.error }));
  };

  const { items, total, loading, error, page } = state;
  if (loading && items.length === 0) return <Loading shape="rows" label={t('loading')} />;
  if (error && items.length === 0) {
    return (
      <div className="notice notice--danger" role="alert">
        <p>{error.status === 0 ? common('common.networkError') : error.message}</p>
        <Button type="button" variant="secondary" size="small" onClick={() => void load(1)}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) return <p className="notifications-empty">{t('empty')}</p>;
  const unseen = items.some((item) => !item.seen);
  return (
    <div aria-busy={loading}>
      <div className="notifications-actions">
        {unseen ? (
          <Button type="button" variant="secondary" size="small" disabled={marking} onClick={() => void markAll()}>
            {t('markAll')}
          </Button>
        ) : (
          <p role="status">{t('allRead')}</p>
        )}
      </div>
      {error && (
        <p className="notice notice--danger" role="alert">
          {error.status === 0 ? common('common.networkError') : error.message}
        </p>
      )}
      <ul className="notification-list" aria-label={t('listLabel')}>
        {items.map((notification) => (
          <NotificationRow key={notification.id} notification={notification} onOpen={() => void seen([notification.id])} />
        ))}
      </ul>
      {items.length < total && (
        <Button type="button" variant="secondary" className="notifications-more" disabled={loading} onClick={() => void load(page + 1)}>
          {t('more')}
        </Button>
      )}
    </div>
  );
}

function NotificationRow({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t } = useTranslation('notifications');
  const { localize, lang } = useLocalize();
  const { actors, seen, text, url, updatedAt } = notification;
  return (
    <li className={seen ? 'notification' : 'notification notification--unseen'} data-kind={notification.kind}>
      <Link to={localize(url)} onClick={() => !seen && onOpen()} className="notification__link">
        <span className="notification__actors" aria-hidden="true">
          {actors.length === 0 ? (
            <span className="notification__avatar notification__avatar--system">D</span>
          ) : (
            actors.map((actor) =>
              actor.profilePhotoUrl ? (
                <img
                  key={actor.id}
                  className="notification__avatar"
                  src={actor.profilePhotoUrl}
                  alt=""
                  width={36}
                  height={36}
                  loading="lazy"
                />
              ) : (
                <span key={actor.id} className="notification__avatar">
                  {actor.firstName.slice(0, 1).toLocaleUpperCase()}
                </span>
              ),
            )
          )}
        </span>
        <span className="notification__body">
          {!seen && <span className="visually-hidden">{t('unread')}: </span>}
          <span className="notification__text">{text}</span>
          {notification.data.preview && <span className="notification__preview">{notification.data.preview}</span>}
          <time dateTime={updatedAt} className="notification__time">
            {relativeTime(updatedAt, Date.now(), lang)}
          </time>
        </span>
        {!seen && <span className="notification__dot" aria-hidden="true" />}
      </Link>
    </li>
  );
}
