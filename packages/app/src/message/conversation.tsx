import type { Realtime } from '@dealgrow/sdk/realtime';
import { type MessageState, messageSlice } from '@dealgrow/sdk/state';
import { Button, PostText } from '@dealgrow/widgets';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { useSiteLink } from '../posts/post-item.tsx';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { useSliceState } from '../session/use-slice.ts';
import { isMine, type Perspective, roomLook, senderName } from './room-view.ts';
import type { ChatMessage, ChatRoom } from './types.ts';

/** How many messages a page of history holds (the route's default is 30, at most 100). */
export const HISTORY_PAGE = 30;
/** A typing indicator goes by itself this long after the last `typing` event (the server stops it after 5 s). */
const TYPING_SHOWN_MS = 6000;
/** The member's own "typing" stops this long after their last keystroke. */
const TYPING_IDLE_MS = 3000;
/** Scrolled this close to the top, the history reads its previous page. */
const NEAR_TOP_PX = 48;

interface History {
  hasMore: boolean;
  loading: boolean;
  error: string | null;
}

const NO_MESSAGES: ChatMessage[] = [];

/**
 * The open conversation: its history (newest at the bottom, earlier pages read on scrolling up or with the button),
 * an unread divider where the member stopped reading, "Seen" under their last message the others have read, the
 * typing indicator, and the send box. Messages arrive live through `realtime` (the screen's socket) and are marked
 * read while the window is active.
 */
export function Conversation({
  room,
  me,
  realtime,
  active,
  onSent,
  onRead,
  onBack,
}: {
  room: ChatRoom;
  me: Perspective;
  realtime: Realtime;
  /** The window is visible and focused: what arrives is read. */
  active: boolean;
  onSent: (message: ChatMessage) => void;
  onRead: (room: ChatRoom, sequence: number) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('message');
  const { client, state } = useSession();
  const { lang } = useLocalize();
  const link = useSiteLink();
  const roomId = room.id;
  // The messages live in the message slice (merged by sequence), so live ones and sent ones land in the same list.
  const messages = useSliceState(
    messageSlice(state),
    useCallback((data: MessageState) => data.messages[roomId] ?? NO_MESSAGES, [roomId]),
  );
  const [history, setHistory] = useState<History>({ hasMore: false, loading: true, error: null });
  const [readUpTo, setReadUpTo] = useState(room.readUpTo);
  const [typing, setTyping] = useState<Record<number, number>>({});
  // Where the member stopped reading when the room opened: the divider stays there while it is open.
  const [firstUnread] = useState(() => (room.totalUnreadMessages > 0 ? room.lastSequence - room.totalUnreadMessages + 1 : null));
  const scroller = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);
  const stickToBottom = useRef(true);
  const look = roomLook(room, me);
  const name = look.name ?? t('untitled');

  // The first page: the newest messages.
  useEffect(() => {
    const controller = new AbortController();
    stickToBottom.current = true;
    void client.chat.messages(roomId, { limit: HISTORY_PAGE }, { signal: controller.signal }).then((answer) => {
      if (controller.signal.aborted) return;
      if (answer.success) {
        messageSlice(state).getState().receiveMessages(roomId, answer.data.items);
        setHistory({ hasMore: answer.data.hasMore, loading: false, error: null });
        const last = answer.data.items.at(-1);
        if (last) realtime.track(roomId, last.sequence);
      } else setHistory((current) => ({ ...current, loading: false, error: messageOf(answer.error, i18n.t) }));
    });
    return () => controller.abort();
  }, [client, state, realtime, roomId, i18n]);

  const loadEarlier = useCallback(async () => {
    const first = messages[0];
    if (history.loading || !history.hasMore || !first) return;
    setHistory((current) => ({ ...current, loading: true }));
    const answer = await client.chat.messages(roomId, { before: first.sequence, limit: HISTORY_PAGE });
    const box = scroller.current;
    if (box) keepFromBottom.current = box.scrollHeight - box.scrollTop;
    if (answer.success) messageSlice(state).getState().receiveMessages(roomId, answer.data.items);
    setHistory((current) =>
      answer.success
        ? { hasMore: answer.data.hasMore, loading: false, error: null }
        : { ...current, loading: false, error: messageOf(answer.error, i18n.t) },
    );
  }, [client, state, roomId, messages, history, i18n]);

  // Live: read pointers and typing (new messages reach the slice through the screen); a message ends its sender's typing.
  useEffect(() => {
    const offMessage = realtime.on('message:new', ({ message }) => {
      if (message.room_id !== roomId || !message.sender) return;
      const sender = message.sender.id;
      setTyping(({ [sender]: _gone, ...others }) => others);
    });
    const offSeen = realtime.on('message:seen', (seen) => {
      if (seen.roomId !== roomId) return;
      setReadUpTo((current) => [
        ...current.filter((pointer) => pointer.userId !== seen.userId),
        { userId: seen.userId, sequence: seen.sequence },
      ]);
    });
    const offTyping = realtime.on('typing', (event) => {
      if (event.roomId !== roomId || event.userId === me.viewerId) return;
      setTyping(({ [event.userId]: _previous, ...others }) => (event.typing ? { ...others, [event.userId]: Date.now() } : others));
    });
    return () => {
      offMessage();
      offSeen();
      offTyping();
    };
  }, [realtime, roomId, me.viewerId]);

  // A typing indicator whose stop never came goes after a while.
  useEffect(() => {
    if (Object.keys(typing).length === 0) return;
    const timer = window.setTimeout(() => {
      const now = Date.now();
      setTyping((current) => Object.fromEntries(Object.entries(current).filter(([, at]) => now - at < TYPING_SHOWN_MS)));
    }, TYPING_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [typing]);

  // Read what is shown while the member is looking (SPEC §4: the unread counts follow).
  const newest = messages.at(-1);
  const readSequence = useRef(room.lastSequence - room.totalUnreadMessages);
  useEffect(() => {
    if (!active || !newest || newest.sequence <= readSequence.current) return;
    readSequence.current = newest.sequence;
    if (!isMine(newest, me)) onRead(room, newest.sequence);
  }, [active, newest, me, room, onRead]);

  // Scrolling: at the bottom on open and while the member is there; kept in place when earlier messages come in above.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || messages.length === 0) return;
    if (keepFromBottom.current !== null) {
      box.scrollTop = box.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (stickToBottom.current) box.scrollTop = box.scrollHeight;
  }, [messages]);

  function onScroll() {
    const box = scroller.current;
    if (!box) return;
    stickToBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
    if (box.scrollTop < NEAR_TOP_PX && history.hasMore && !history.loading) void loadEarlier();
  }

  // "Seen": under the member's last message that another participant has read.
  const othersRead = readUpTo
    .filter((pointer) => pointer.userId !== me.viewerId)
    .reduce((most, pointer) => Math.max(most, pointer.sequence), 0);
  const seenAt = [...messages].reverse().find((message) => isMine(message, me) && message.sequence <= othersRead)?.sequence;
  const typingNames = Object.keys(typing)
    .map((id) => room.participants.find((participant) => participant.user?.id === Number(id))?.user)
    .filter((member) => member !== undefined && member !== null)
    .map((member) => `${member.firstName} ${member.lastName}`.trim() || member.username);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const several = room.room_type !== 'private';

  return (
    <section className="conversation" aria-labelledby="conversation-title" data-room={room.room_uuid}>
      <header className="conversation__head">
        <Button type="button" variant="quiet" size="small" className="conversation__back" onClick={onBack}>
          {t('conversation.back')}
        </Button>
        <RoomPhoto photo={look.photo} name={name} />
        <h2 id="conversation-title" className="conversation__title">
          {name}
        </h2>
      </header>
      <div ref={scroller} className="conversation__scroll" onScroll={onScroll}>
        {history.hasMore ? (
          <Button
            type="button"
            variant="quiet"
            size="small"
            className="conversation__earlier"
            disabled={history.loading}
            onClick={() => void loadEarlier()}
          >
            {t('conversation.earlier')}
          </Button>
        ) : (
          !history.loading && <p className="conversation__beginning">{t('conversation.beginning')}</p>
        )}
        {history.loading && messages.length === 0 && <Loading shape="rows" />}
        {history.error && (
          <p className="notice notice--danger" role="alert">
            {history.error}
          </p>
        )}
        <ol
          className="conversation__messages"
          role="log"
          aria-label={t('conversation.history', { name })}
          aria-busy={history.loading || undefined}
        >
          {messages.map((message) => {
            const mine = isMine(message, me);
            return [
              message.sequence === firstUnread && (
                <li key="unread" className="conversation__divider">
                  <span>{t('conversation.newMessages')}</span>
                </li>
              ),
              <li
                key={message.sequence}
                className={mine ? 'chat-message chat-message--mine' : 'chat-message'}
                data-sequence={message.sequence}
              >
                {several && !mine && <span className="chat-message__sender">{senderName(message) ?? t('deletedMember')}</span>}
                <div className="chat-message__bubble">
                  {message.text && <PostText text={message.text} lang={lang} appUrl="" renderLink={link} className="chat-message__text" />}
                  {message.file && (
                    <a href={message.file.url} className="chat-message__file" target="_blank" rel="noreferrer">
                      {t('conversation.file', { name: message.file.name })}
                    </a>
                  )}
                </div>
                <span className="chat-message__meta">
                  {message.is_auto && <span className="chat-message__auto">{t('conversation.auto')} · </span>}
                  <time dateTime={message.created_at}>{time.format(new Date(message.created_at))}</time>
                </span>
                {message.sequence === seenAt && <span className="chat-message__seen">{t('conversation.seen')}</span>}
              </li>,
            ];
          })}
        </ol>
      </div>
      <p className="conversation__typing" aria-live="polite">
        {typingNames.length > 0 && t('conversation.typing', { name: typingNames.join(', ') })}
      </p>
      <SendBox room={room} me={me} realtime={realtime} onSent={onSent} />
    </section>
  );
}

/** A room's photo, or its initial on a tinted disc. */
export function RoomPhoto({ photo, name }: { photo: string | null; name: string }) {
  return photo ? (
    <img className="room-photo" src={photo} alt="" width={40} height={40} loading="lazy" />
  ) : (
    <span className="room-photo room-photo--initial" aria-hidden="true">
      {name.slice(0, 1).toLocaleUpperCase()}
    </span>
  );
}

/** The send box: Enter sends, Shift+Enter breaks the line; typing is announced to the others, and stops after a pause or on sending. */
function SendBox({
  room,
  me,
  realtime,
  onSent,
}: {
  room: ChatRoom;
  me: Perspective;
  realtime: Realtime;
  onSent: (message: ChatMessage) => void;
}) {
  const { t, i18n } = useTranslation('message');
  const { client } = useSession();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const typingSince = useRef<number | null>(null);
  const stopTimer = useRef<number | undefined>(undefined);
  const roomId = room.id;

  const stopTyping = useCallback(() => {
    window.clearTimeout(stopTimer.current);
    if (typingSince.current === null) return;
    typingSince.current = null;
    realtime.typing(roomId, false);
  }, [realtime, roomId]);
  useEffect(() => stopTyping, [stopTyping]);

  function onChange(value: string) {
    setText(value);
    setError(null);
    if (!value.trim()) return stopTyping();
    if (typingSince.current === null) {
      typingSince.current = Date.now();
      realtime.typing(roomId, true);
    }
    window.clearTimeout(stopTimer.current);
    stopTimer.current = window.setTimeout(stopTyping, TYPING_IDLE_MS);
  }

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const body = text.trim();
    if (!body || busy) return;
    setBusy(true);
    stopTyping();
    const answer = await client.chat.send(roomId, me.companyId === null ? { text: body } : { text: body, companyId: me.companyId });
    setBusy(false);
    if (answer.success) {
      setText('');
      onSent(answer.data);
    } else setError(answer.status === 0 ? t('conversation.sendFailed') : messageOf(answer.error, i18n.t));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  }

  return (
    <form className="send-box" onSubmit={(event) => void send(event)}>
      <label htmlFor="send-box-text" className="visually-hidden">
        {t('conversation.messageLabel')}
      </label>
      <textarea
        id="send-box-text"
        name="text"
        rows={2}
        maxLength={2000}
        value={text}
        placeholder={t('conversation.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'send-box-error' : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" variant="primary" disabled={busy || !text.trim()}>
        {busy ? t('conversation.sending') : t('conversation.send')}
      </Button>
      {error && (
        <p id="send-box-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
