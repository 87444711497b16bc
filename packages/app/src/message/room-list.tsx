import { relativeTime } from '@dealgrow/sdk/format';
import { Button, EmptyState } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { Loading } from '../common/load-state.tsx';
import { useLocalize } from '../routing/use-localize.ts';
import { RoomPhoto } from './conversation.tsx';
import { isMine, type Perspective, roomLook } from './room-view.ts';
import type { ChatRoom } from './types.ts';

/**
 * The conversations of a tab, newest last message first (the slice's order): each with its photo and name (the other
 * member's in a private room, the title otherwise), the last message and its time, and the unread count; a checkbox
 * each for the batch archive, unarchive and delete.
 */
export function RoomList({
  rooms,
  me,
  loading,
  error,
  empty,
  openRoomId,
  selection,
  archivedTab,
  onOpen,
  onToggle,
  onSelectAll,
  onArchive,
  onDelete,
}: {
  rooms: ChatRoom[];
  me: Perspective;
  loading: boolean;
  error: string | null;
  empty: string;
  openRoomId: number | null;
  selection: number[];
  archivedTab: boolean;
  onOpen: (room: ChatRoom) => void;
  onToggle: (room: ChatRoom) => void;
  onSelectAll: (ids: number[]) => void;
  onArchive: (isArchived: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('message');
  const { lang } = useLocalize();
  const ids = rooms.map((room) => room.id);
  const selected = selection.filter((id) => ids.includes(id));
  const all = rooms.length > 0 && selected.length === rooms.length;

  if (loading && rooms.length === 0) {
    return <Loading shape="rows" />;
  }

  return (
    <div className="room-list" aria-busy={loading || undefined}>
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
      {rooms.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <>
          <div className="room-batch">
            <label className="switch">
              <input type="checkbox" checked={all} onChange={() => onSelectAll(all ? [] : ids)} />
              <span>{t('list.selectAll')}</span>
            </label>
            {selected.length > 0 && (
              <>
                <span className="room-batch__count">{t('list.selected', { count: selected.length })}</span>
                <Button type="button" variant="secondary" size="small" onClick={() => onArchive(!archivedTab)}>
                  {archivedTab ? t('list.unarchive') : t('list.archive')}
                </Button>
                <Button type="button" variant="danger" size="small" onClick={onDelete}>
                  {t('list.delete')}
                </Button>
              </>
            )}
          </div>
          <ul className="room-rows" aria-label={t('list.label')}>
            {rooms.map((room) => {
              const look = roomLook(room, me);
              const name = look.name ?? t('untitled');
              const last = room.lastChatMessage;
              const text = last ? last.text || (last.file ? t('list.attachment') : '') : t('list.noMessage');
              const preview = last && isMine(last, me) ? t('list.you', { text }) : text;
              const unread = room.totalUnreadMessages;
              const classes = ['room-row', unread > 0 && 'room-row--unread', room.id === openRoomId && 'room-row--open']
                .filter(Boolean)
                .join(' ');
              return (
                <li key={room.id} className={classes} data-room={room.room_uuid}>
                  <span className="room-row__check">
                    <input
                      type="checkbox"
                      checked={selection.includes(room.id)}
                      aria-label={t('list.select', { name })}
                      onChange={() => onToggle(room)}
                    />
                  </span>
                  <button
                    type="button"
                    className="room-row__open"
                    aria-current={room.id === openRoomId || undefined}
                    onClick={() => onOpen(room)}
                  >
                    <RoomPhoto photo={look.photo} name={name} />
                    <span className="room-row__main">
                      <span className="room-row__name">{name}</span>
                      <span className="room-row__preview">{preview}</span>
                    </span>
                    <span className="room-row__side">
                      {last && <time dateTime={last.created_at}>{relativeTime(last.created_at, Date.now(), lang)}</time>}
                      {unread > 0 && (
                        <span className="room-row__unread">
                          <span aria-hidden="true">{unread}</span>
                          <span className="visually-hidden">{t('list.unread', { count: unread })}</span>
                        </span>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
