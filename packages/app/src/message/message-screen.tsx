import './message.css';
import '../common/network.css';
import type { Connection } from '@dealgrow/sdk';
import { MESSAGE_ERROR_MESSAGES, MESSAGE_TABS, type MessageState, type MessageTab, messageSlice } from '@dealgrow/sdk/state';
import { Button, Tabs, tabPanelProps } from '@dealgrow/widgets';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { MESSAGE_NAMESPACE } from '../i18n/i18n.ts';
import { useMember, useSession } from '../session/session.tsx';
import { useSliceState } from '../session/use-slice.ts';
import { useCompanyInbox } from './company-inbox.ts';
import { Conversation } from './conversation.tsx';
import { AwayBanner, MessageSettings, useAwayMessage } from './message-settings.tsx';
import { NewMessage } from './new-message.tsx';
import { openPrivateRoom } from './private-room.ts';
import { RoomList } from './room-list.tsx';
import type { Perspective } from './room-view.ts';
import type { ChatMessage, ChatRoom } from './types.ts';
import { type LiveStatus, useLiveSocket, windowActive } from './use-live-socket.ts';

const isTab = (value: string | null): value is MessageTab => (MESSAGE_TABS as readonly string[]).includes(value ?? '');

/** Which rooms of the active list each tab shows (group rooms go with the private ones: both are people one chose). */
const TAB_TYPES: Record<Exclude<MessageTab, 'archived'>, readonly ChatRoom['room_type'][]> = {
  private: ['private', 'group'],
  company: ['company'],
  club: ['club'],
};

const selectTab = (data: MessageState) => data.tab;
const selectConversations = (data: MessageState) => data.conversations;
const selectArchived = (data: MessageState) => data.archived;
const selectOpenRoom = (data: MessageState) => data.openRoomId;
const selectSelection = (data: MessageState) => data.selection;
const selectNewMessage = (data: MessageState) => data.newMessageOpen;
const selectLoading = (data: MessageState) => data.loading;
const selectErrors = (data: MessageState) => data.errors;

/**
 * `/message` (SPEC §2): the conversations by tab (private, company, club, archived), the open conversation, the
 * new-message panel, the away-message banner and the message settings. The `message` slice holds the lists and the
 * rules of SPEC §4 (order, tab, open room, selection, new message); the live socket is open only here, while the
 * window is visible and focused.
 */
export function MessageScreen() {
  const { t, ready } = useTranslation(MESSAGE_NAMESPACE);
  if (!ready)
    return (
      <div className="container page">
        <Loading shape="rows" />
      </div>
    );
  return <MessagePage title={t('title')} />;
}

function MessagePage({ title }: { title: string }) {
  const { t, i18n } = useTranslation(MESSAGE_NAMESPACE);
  const { client, state } = useSession();
  const { user } = useMember();
  const slice = messageSlice(state);
  const live = useLiveSocket(client);
  const realtime = live.realtime;
  const [params, setParams] = useSearchParams();
  const tab = useSliceState(slice, selectTab);
  const conversations = useSliceState(slice, selectConversations);
  const archived = useSliceState(slice, selectArchived);
  const openRoomId = useSliceState(slice, selectOpenRoom);
  const selection = useSliceState(slice, selectSelection);
  const newMessageOpen = useSliceState(slice, selectNewMessage);
  const loading = useSliceState(slice, selectLoading);
  const errors = useSliceState(slice, selectErrors);
  const away = useAwayMessage();
  const inbox = useCompanyInbox(client, user.id, realtime);
  const { has: inInbox, receive: inboxReceive, markSeen: inboxSeen } = inbox;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [picking, setPicking] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const [batchError, setBatchError] = useState<string | null>(null);
  const [active, setActive] = useState(windowActive);
  const asCompany = tab === 'company' ? inbox.companyId : null;
  const me = useMemo<Perspective>(() => ({ viewerId: user.id, companyId: asCompany }), [user.id, asCompany]);

  // The tab lives in the address too (`?tab=archived`), so it can be linked and reloaded.
  const param = params.get('tab');
  useEffect(() => {
    const wanted = isTab(param) ? param : 'private';
    if (slice.getState().tab !== wanted) slice.getState().setTab(wanted);
  }, [param, slice]);
  const selectTabName = (name: MessageTab) => {
    slice.getState().setTab(name);
    setParams(name === 'private' ? {} : { tab: name });
  };

  // Both lists on opening, and again each time the socket comes back (what changed meanwhile).
  const reload = useCallback(() => {
    void slice.getState().loadConversations(client.chat, 'conversations');
    void slice.getState().loadConversations(client.chat, 'archived');
  }, [client, slice]);
  useEffect(() => {
    reload();
    return () => slice.getState().openRoom(null);
  }, [reload, slice]);
  const wasConnected = useRef(false);
  useEffect(() => {
    if (live.status === 'connected') {
      if (wasConnected.current) reload();
      wasConnected.current = true;
    }
  }, [live.status, reload]);

  // Whether the member is looking: what arrives in the open room is read only then.
  useEffect(() => {
    const update = () => setActive(windowActive());
    for (const event of ['focus', 'blur'] as const) window.addEventListener(event, update);
    document.addEventListener('visibilitychange', update);
    return () => {
      for (const event of ['focus', 'blur'] as const) window.removeEventListener(event, update);
      document.removeEventListener('visibilitychange', update);
    };
  }, []);

  // Every listed room is followed from its newest message, so a reconnection backfills what it missed.
  useEffect(() => {
    for (const room of [...conversations, ...archived]) realtime.track(room.id, room.lastSequence);
  }, [conversations, archived, realtime]);

  // Live events into the slice: new messages (a room not listed yet is read), rooms changed elsewhere.
  useEffect(() => {
    const offMessage = realtime.on('message:new', ({ message }) => {
      if (!slice.getState().receiveMessage(message, user.id) && !inInbox(message.room_id))
        void slice.getState().loadRoom(message.room_id, client.chat);
    });
    const offRoom = realtime.on('room:updated', ({ roomId, reason }) => {
      if (reason === 'archived' || reason === 'unarchived') slice.getState().moveArchived([roomId], reason === 'archived');
      else if (reason === 'deleted' || reason === 'left') slice.getState().removeRooms([roomId]);
      else void slice.getState().loadRoom(roomId, client.chat);
    });
    return () => {
      offMessage();
      offRoom();
    };
  }, [realtime, slice, client, user.id, inInbox]);

  const shown =
    tab === 'archived'
      ? archived
      : tab === 'company' && inbox.companyId !== null
        ? inbox.rooms
        : conversations.filter((room) => TAB_TYPES[tab].includes(room.room_type));
  const openRoom = [...conversations, ...archived, ...inbox.rooms].find((room) => room.id === openRoomId) ?? null;
  const listError =
    tab === 'archived' ? errors.archived : tab === 'company' && inbox.companyId !== null ? inbox.error : errors.conversations;
  const listLoading =
    tab === 'archived' ? loading.archived : tab === 'company' && inbox.companyId !== null ? inbox.loading : loading.conversations;

  /** SPEC §8's messages in the page's language; the server's own message as it is. */
  const translated = (message: string | null) => {
    if (message === null) return null;
    const known: Record<string, string> = {
      [MESSAGE_ERROR_MESSAGES.conversations]: t('errors.fetchConversations'),
      [MESSAGE_ERROR_MESSAGES.archived]: t('errors.fetchArchived'),
      [MESSAGE_ERROR_MESSAGES.room]: t('errors.fetchRoom'),
      [MESSAGE_ERROR_MESSAGES.deleteOne]: t('errors.deleteRoom'),
      [MESSAGE_ERROR_MESSAGES.deleteMany]: t('errors.deleteRooms'),
    };
    return known[message] ?? message;
  };

  const onRead = useCallback(
    (room: ChatRoom, sequence: number) => {
      if (me.companyId === null) void slice.getState().markSeen(room.id, client.chat, sequence);
      else void inboxSeen(room.id, sequence);
    },
    [me.companyId, slice, client, inboxSeen],
  );
  const onSent = useCallback(
    (message: ChatMessage) => {
      if (!slice.getState().receiveMessage(message, user.id)) inboxReceive(message, true);
    },
    [slice, user.id, inboxReceive],
  );

  async function pick(connection: Connection) {
    setPicking({ busy: true, error: null });
    const answer = await openPrivateRoom(client, user.id, connection.member.id);
    if (!answer.success) {
      setPicking({ busy: false, error: messageOf(answer.error, i18n.t) });
      return;
    }
    setPicking({ busy: false, error: null });
    slice.getState().receiveRooms([answer.data]);
    if (tab !== 'private' && !answer.data.isArchived) selectTabName('private');
    slice.getState().openRoom(answer.data.id);
  }

  async function archiveSelected(isArchived: boolean) {
    setBatchError(null);
    const ids = [...selection];
    const done = await slice.getState().archive(ids, isArchived, client.chat, me.companyId ?? undefined);
    if (!done) {
      setBatchError(translated(tab === 'archived' ? MESSAGE_ERROR_MESSAGES.archived : MESSAGE_ERROR_MESSAGES.conversations));
      return;
    }
    if (me.companyId !== null) inbox.drop(ids);
    slice.getState().setSelection([]);
  }

  async function deleteSelected() {
    const ids = [...selection];
    if (!window.confirm(t('list.confirmDelete', { count: ids.length }))) return;
    setBatchError(null);
    const target =
      me.companyId === null ? { target: 'user' as const, targetId: user.id } : { target: 'company' as const, targetId: me.companyId };
    if (await slice.getState().deleteRooms(ids, client.chat, target)) {
      if (me.companyId !== null) inbox.drop(ids);
    }
  }

  return (
    <div className="container page message-page">
      <header className="page-header page-header--with-action">
        <div>
          <h1>{title}</h1>
          <p className="lead">{t('lead')}</p>
        </div>
        <div className="message-page__actions">
          <Button
            type="button"
            variant="primary"
            aria-expanded={newMessageOpen}
            onClick={() => slice.getState().setNewMessageOpen(!newMessageOpen)}
          >
            {t('newMessage.open')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            aria-expanded={settingsOpen}
            aria-controls="message-settings"
            onClick={() => setSettingsOpen(!settingsOpen)}
          >
            {t('settings.open')}
          </Button>
        </div>
      </header>
      <LiveState status={live.status} onRetry={live.retry} />
      <AwayBanner away={away} />
      {settingsOpen && <MessageSettings away={away} onClose={() => setSettingsOpen(false)} />}
      <Tabs
        id="message"
        label={t('tabsLabel')}
        names={MESSAGE_TABS}
        selected={tab}
        title={(name) => t(`tabs.${name}`)}
        onSelect={selectTabName}
      />
      <section
        {...tabPanelProps('message', tab)}
        className={openRoom || newMessageOpen ? 'message-layout message-layout--open' : 'message-layout'}
      >
        <div className="message-layout__list">
          {tab === 'company' && inbox.companies.length > 0 && (
            <div className="field inbox-picker">
              <label htmlFor="message-inbox">{t('inbox.label')}</label>
              <select
                id="message-inbox"
                value={inbox.companyId ?? ''}
                onChange={(event) => inbox.choose(event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">{t('inbox.mine')}</option>
                {inbox.companies.map((company) => (
                  <option key={company.id} value={company.id}>
                    {t('inbox.company', { name: company.name })}
                  </option>
                ))}
              </select>
            </div>
          )}
          {(batchError ?? translated(errors.delete)) && (
            <p className="notice notice--danger" role="alert">
              {batchError ?? translated(errors.delete)}
            </p>
          )}
          <RoomList
            rooms={shown}
            me={me}
            loading={listLoading}
            error={translated(listError)}
            empty={t(`empty.${tab}`)}
            openRoomId={openRoomId}
            selection={selection}
            archivedTab={tab === 'archived'}
            onOpen={(room) => slice.getState().openRoom(room.id)}
            onToggle={(room) => slice.getState().toggleSelected(room.id)}
            onSelectAll={(ids) => slice.getState().setSelection(ids)}
            onArchive={(isArchived) => void archiveSelected(isArchived)}
            onDelete={() => void deleteSelected()}
          />
        </div>
        {newMessageOpen ? (
          <NewMessage
            busy={picking.busy}
            error={picking.error}
            onPick={(connection) => void pick(connection)}
            onClose={() => slice.getState().setNewMessageOpen(false)}
          />
        ) : openRoom ? (
          <Conversation
            key={`${openRoom.id}-${me.companyId ?? 'me'}`}
            room={openRoom}
            me={me}
            realtime={realtime}
            active={active}
            onSent={onSent}
            onRead={onRead}
            onBack={() => slice.getState().openRoom(null)}
          />
        ) : (
          <p className="conversation-empty">{errors.room ? translated(errors.room) : t('conversation.choose')}</p>
        )}
      </section>
    </div>
  );
}

/** The socket's state: live, connecting, reconnecting (SPEC §9: 5 tries, 1 s apart), off, or paused in the background. */
function LiveState({ status, onRetry }: { status: LiveStatus; onRetry: () => void }) {
  const { t } = useTranslation(MESSAGE_NAMESPACE);
  const text =
    status === 'connected'
      ? t('live.connected')
      : status === 'reconnecting'
        ? t('live.reconnecting')
        : status === 'offline'
          ? t('live.offline')
          : status === 'paused' || status === 'idle'
            ? t('live.paused')
            : t('live.connecting');
  return (
    <p className={`live-state live-state--${status === 'idle' ? 'paused' : status}`} role="status">
      <span className="live-state__dot" aria-hidden="true" />
      <span>{text}</span>
      {status === 'offline' && (
        <Button type="button" variant="secondary" size="small" onClick={onRetry}>
          {t('live.retry')}
        </Button>
      )}
    </p>
  );
}
