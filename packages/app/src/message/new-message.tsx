import type { Connection } from '@dealgrow/sdk';
import { Button, cardClassName } from '@dealgrow/widgets';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { memberName } from '../network/member-row.tsx';
import { useSession } from '../session/session.tsx';

/** Connections read a time; a filter with more asks the server (`searchMyConnections`). */
const CONNECTIONS_PAGE = 100;
const FILTER_WAIT_MS = 250;

/**
 * The new-message panel (SPEC §2): the member picks one of their connections (only connections may be messaged,
 * SPEC §6); the screen then opens the private room with them, or creates it.
 */
export function NewMessage({
  busy,
  error,
  onPick,
  onClose,
}: {
  busy: boolean;
  error: string | null;
  onPick: (connection: Connection) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('message');
  const { client } = useSession();
  const [filter, setFilter] = useState('');
  const [list, setList] = useState<{ items: Connection[]; loading: boolean; error: string | null }>({
    items: [],
    loading: true,
    error: null,
  });
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => field.current?.focus(), []);

  useEffect(() => {
    const controller = new AbortController();
    const keyword = filter.trim();
    setList((current) => ({ ...current, loading: true }));
    const timer = window.setTimeout(
      () => {
        const read = keyword
          ? client.network.searchMyConnections({ keyword }, { page: 1, limit: CONNECTIONS_PAGE }, { signal: controller.signal })
          : client.network.myConnections({ page: 1, limit: CONNECTIONS_PAGE }, { signal: controller.signal });
        void read.then((answer) => {
          if (controller.signal.aborted) return;
          setList(
            answer.success
              ? { items: answer.data.items, loading: false, error: null }
              : { items: [], loading: false, error: messageOf(answer.error, i18n.t) },
          );
        });
      },
      keyword ? FILTER_WAIT_MS : 0,
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [client, filter, i18n]);

  return (
    <section className={cardClassName('new-message')} aria-labelledby="new-message-title">
      <header className="new-message__head">
        <h2 id="new-message-title">{t('newMessage.title')}</h2>
        <Button type="button" variant="quiet" size="small" onClick={onClose}>
          {t('newMessage.close')}
        </Button>
      </header>
      <p className="new-message__lead">{t('newMessage.lead')}</p>
      <div className="field">
        <label htmlFor="new-message-filter">{t('newMessage.filter')}</label>
        <input
          ref={field}
          id="new-message-filter"
          type="search"
          value={filter}
          maxLength={100}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {(error ?? list.error) && (
        <p className="notice notice--danger" role="alert">
          {error ?? list.error}
        </p>
      )}
      {list.loading && list.items.length === 0 ? (
        <Loading shape="rows" />
      ) : list.items.length === 0 ? (
        <p className="empty-state">{filter.trim() ? t('newMessage.noMatch') : t('newMessage.empty')}</p>
      ) : (
        <ul className="new-message__people" aria-busy={list.loading || undefined}>
          {list.items.map((connection) => {
            const name = memberName(connection.member);
            return (
              <li key={connection.friendship_id}>
                <button
                  type="button"
                  className="new-message__person"
                  disabled={busy}
                  aria-label={t('newMessage.pick', { name })}
                  onClick={() => onPick(connection)}
                >
                  <img src={connection.member.profilePhotoUrl} alt="" width={36} height={36} loading="lazy" />
                  <span className="new-message__name">{name}</span>
                  {connection.member.jobTitle && <span className="new-message__role">{connection.member.jobTitle}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
