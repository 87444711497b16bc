import type { ChatMessage, ChatRoom } from '@dealgrow/sdk';
import { tokenizePost } from '@dealgrow/sdk/format';
import type { Language } from '@dealgrow/sdk/state';
import { Fragment, type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flagshipPath } from '../post-card/post-links.ts';
import { useDealgrow } from '../provider.tsx';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { chatBoxCss } from './chat-box.css.ts';
import { CHAT_MESSAGES, type ChatMessageKey, type ChatStrings } from './messages.ts';
import { useChatRoom } from './use-chat-room.ts';

export interface ChatBoxProps {
  /** The room: its `room_uuid` (or numeric id). */
  room?: string | undefined;
  /** Or a member (id or username): the private conversation with them, opened or started. */
  user?: string | undefined;
}

export interface ChatConversationProps extends ChatBoxProps {
  /** The box's strings in the page's language (`CHAT_MESSAGES[lang]`; the embed's chat chunk carries one language). */
  strings: ChatStrings;
}

/** Fired (bubbling, composed) when the chat box moved the viewer's read pointer; `detail`: `{ sequence }`. */
export const CHAT_SEEN_EVENT = 'dg-chat-seen';

/** Sign-in on the flagship site, which brings the member to their messages afterwards. */
export function chatSignInUrl(appUrl: string, lang: Language): string {
  const returnTo = flagshipPath('', lang, '/message');
  return `${flagshipPath(appUrl, lang, '/auth/sign-in')}?${new URLSearchParams({ returnTo })}`;
}

/** The reader's local midnight of a moment, in milliseconds (NaN for none). */
const startOfDay = (at: string | Date | undefined) => new Date(at ?? Number.NaN).setHours(0, 0, 0, 0);

/** Whom the viewer talks to: a group's title, else the other participants' names (a company's name). */
export function roomName(room: ChatRoom, me: number): string {
  if (room.title) return room.title;
  const others = room.participants.filter((participant) => participant.company || participant.user?.id !== me);
  return others
    .map(({ user, company }) => (company ? company.name : user ? `${user.firstName} ${user.lastName}` : ''))
    .filter(Boolean)
    .join(', ');
}

/**
 * A message's text as SPEC §5 reads a post (`tokenizePost` of `@dealgrow/sdk/format`, as the post card reads it): text nodes,
 * line breaks, web addresses in a new tab, tags and mentions to the flagship site. Never HTML. Shorter than the post
 * card's `PostText` (no `renderLink`), for the chat chunk.
 */
function MessageText({ text, lang, appUrl }: { text: string; lang: Language; appUrl: string }) {
  return (
    <p part="text">
      {tokenizePost(text).map((token, index) =>
        token.type === 'text' ? (
          token.text
        ) : token.type === 'newline' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their place.
          <br key={index} />
        ) : (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their place.
            key={index}
            part={token.type}
            href={
              token.type === 'link'
                ? token.href
                : flagshipPath(
                    appUrl,
                    lang,
                    token.type === 'hashtag' ? `/tag/${encodeURIComponent(token.tag)}` : `/${encodeURIComponent(token.username)}`,
                  )
            }
            target="_blank"
            rel="noopener noreferrer"
          >
            {token.type === 'link' ? token.text : token.type === 'hashtag' ? `#${token.tag}` : token.name}
          </a>
        ),
      )}
    </p>
  );
}

/** True while the element shows on screen in a visible page (always, where the browser cannot tell). */
function useSeen(ref: RefObject<Element | null>): boolean {
  // Off screen until the observer says otherwise (its first answer comes at once): a box below the fold reads nothing.
  const [onScreen, setOnScreen] = useState(typeof IntersectionObserver !== 'function');
  const [pageShown, setPageShown] = useState(true);
  useEffect(() => {
    const node = ref.current;
    const update = () => setPageShown(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    const observer =
      node && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false))
        : undefined;
    if (node) observer?.observe(node);
    return () => {
      document.removeEventListener('visibilitychange', update);
      observer?.disconnect();
    };
  }, [ref]);
  return onScreen && pageShown;
}

/**
 * A conversation (SPEC §3 "Conversation"): the history with the newest messages at the bottom and older ones loaded
 * while scrolling up, an unread divider where the viewer stopped reading, messages rendered as tokens like posts (links,
 * tags, mentions; never HTML), "Seen" under the viewer's last message once the other side read it, who is typing, the
 * connection's state, and a composer that sends over HTTP. Signed out it links to sign-in on the flagship site; a member
 * who is not a connection gets the server's reason.
 */
export function ChatBox(props: ChatBoxProps) {
  const { lang } = useDealgrow();
  return <ChatConversation {...props} strings={CHAT_MESSAGES[lang] ?? CHAT_MESSAGES.en} />;
}

/** `ChatBox` with its strings given: the embed's chat chunk renders it with its page's language only. */
export function ChatConversation({ room, user, strings }: ChatConversationProps) {
  const { lang, appUrl } = useDealgrow();
  const chat = useChatRoom(room, user);
  const { view, messages, pending } = chat;
  const root = useRef<HTMLElement>(null);
  const log = useRef<HTMLDivElement>(null);
  /** Distance from the log's bottom before older messages came in, to keep what the reader sees in place. */
  const anchor = useRef<number | null>(null);
  const opened = useRef(false);
  const [draft, setDraft] = useState('');
  const seen = useSeen(root);
  useAdoptedStyles(root, chatBoxCss);
  const say = (key: ChatMessageKey, name = '') => strings[key].replace('{name}', name);
  const ready = view.status === 'ready' ? view : undefined;
  const me = ready?.me ?? -1;
  const newest = messages.at(-1);

  const loadEarlier = () => {
    if (log.current) anchor.current = log.current.scrollHeight - log.current.scrollTop;
    void chat.loadEarlier();
  };

  // Scroll: to the unread divider (or the bottom) when the room opens; kept in place when older messages come; to the
  // bottom for a new message when the reader was there (or wrote it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list changes.
  useLayoutEffect(() => {
    const list = log.current;
    if (!list || !ready) return;
    if (anchor.current !== null) {
      list.scrollTop = list.scrollHeight - anchor.current;
      anchor.current = null;
    } else if (!opened.current) {
      opened.current = true;
      const divider = list.querySelector<HTMLElement>('[part="unread"]');
      list.scrollTop = divider ? divider.offsetTop - list.offsetTop : list.scrollHeight;
    } else if (list.scrollHeight - list.scrollTop - list.clientHeight < 120 || newest?.sender?.id === me || pending.length)
      list.scrollTop = list.scrollHeight;
  }, [messages, pending, ready]);

  // Read while seen; `dg-chat-seen` tells the page (and an unread badge on it) that the unread total went down.
  const markSeen = chat.markSeen;
  useEffect(() => {
    if (seen)
      void markSeen().then((sequence) => {
        if (sequence !== undefined)
          root.current?.dispatchEvent(new CustomEvent(CHAT_SEEN_EVENT, { detail: { sequence }, bubbles: true, composed: true }));
      });
  }, [seen, markSeen]);

  if (!ready) {
    const status = view.status;
    return (
      <section ref={root} className="dg-chat" part="chat" data-state={status} aria-busy={status === 'loading'}>
        {status === 'signed-out' ? (
          <a className="dg-chat-button" part="sign-in" href={chatSignInUrl(appUrl, lang)} target="_blank" rel="noopener">
            {say('chat.signIn')}
          </a>
        ) : (
          <p part="status" role={status === 'loading' ? 'status' : 'alert'}>
            {status === 'refused'
              ? view.message
              : say(status === 'loading' ? 'chat.loading' : status === 'not-found' ? 'chat.notFound' : 'chat.error')}
          </p>
        )}
        {status === 'error' && (
          <button type="button" className="dg-chat-button" part="retry" onClick={chat.retry}>
            {say('chat.retry')}
          </button>
        )}
      </section>
    );
  }

  const { room: current } = ready;
  const name = roomName(current, me);
  const time = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' });
  // The day where it changes between messages (and above the first shown): "Today", "Yesterday", else the date, in
  // the page's language and the reader's time zone (Intl: no strings to carry per language).
  const today = startOfDay(new Date());
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  const lastOwn = messages.findLast((message) => message.sender?.id === me && !message.sender_company)?.sequence;
  const firstUnread = messages.find((message) => message.sequence > chat.readAt && message.sender?.id !== me)?.sequence;
  const typerNames = chat.typers
    .map((id) => {
      const member =
        current.participants.find((participant) => participant.user?.id === id)?.user ??
        messages.find((message) => message.sender?.id === id)?.sender;
      return member?.firstName ?? '';
    })
    .filter(Boolean);

  const submit = () => {
    chat.send(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Preact (the embed) hands over the native event itself, which has no `nativeEvent`: read `isComposing` on either.
    const { isComposing } = (event.nativeEvent ?? event) as { isComposing?: boolean };
    if (event.key === 'Enter' && !event.shiftKey && !isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const line = (message: ChatMessage, index: number) => {
    const day = startOfDay(message.created_at);
    const daysAgo = Math.round((today - day) / 864e5);
    const dayText = daysAgo < 2 ? relative.format(-daysAgo, 'day') : date.format(day);
    const own = message.sender?.id === me && !message.sender_company;
    const sender = message.sender_company?.name ?? (message.sender ? `${message.sender.firstName} ${message.sender.lastName}` : '');
    const file = message.file && /^https?:\/\//i.test(message.file.url) ? message.file : undefined;
    return (
      <Fragment key={message.sequence}>
        {day !== startOfDay(messages[index - 1]?.created_at) && (
          <p className="dg-chat-day dg-chat-small" part="day">
            {dayText[0]?.toLocaleUpperCase(lang)}
            {dayText.slice(1)}
          </p>
        )}
        {message.sequence === firstUnread && (
          <p className="dg-chat-unread dg-chat-small" part="unread">
            {say('chat.unread')}
          </p>
        )}
        <div
          className={own ? 'dg-chat-message dg-chat-own' : 'dg-chat-message'}
          part={own ? 'message message-own' : 'message'}
          data-sequence={message.sequence}
        >
          <span className="dg-chat-small" part="sender">
            {own ? '' : `${sender} · `}
            {message.is_auto && `${say('chat.auto')} · `}
            <time dateTime={message.created_at}>{time.format(new Date(message.created_at))}</time>
          </span>
          {message.text && <MessageText text={message.text} lang={lang} appUrl={appUrl} />}
          {file && (
            <a part="file" href={file.url} target="_blank" rel="noopener noreferrer">
              {file.name}
            </a>
          )}
        </div>
        {message.sequence === lastOwn && chat.seenUpTo >= message.sequence && (
          <p className="dg-chat-seen dg-chat-small" part="seen">
            {say('chat.seen')}
          </p>
        )}
      </Fragment>
    );
  };

  return (
    <section
      ref={root}
      className="dg-chat"
      part="chat"
      data-state="ready"
      data-connection={chat.connection}
      aria-label={say('chat.label', name)}
    >
      <h2 part="title">{name}</h2>
      {chat.connection === 'reconnecting' && (
        <p part="connection" role="status">
          {say('chat.reconnecting')}
        </p>
      )}
      {chat.connection === 'offline' && (
        <p part="connection" role="alert">
          {say('chat.offline')} —{' '}
          <button type="button" className="dg-chat-link" part="reconnect" onClick={chat.reconnect}>
            {say('chat.retry')}
          </button>
        </p>
      )}
      <div
        ref={log}
        className="dg-chat-log"
        part="log"
        role="log"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        aria-busy={chat.loadingEarlier}
        // Older messages load when the reader scrolls up to the top (the button stays for keyboards and screen readers).
        onScroll={(event) => chat.hasMore && event.currentTarget.scrollTop < 40 && loadEarlier()}
      >
        {chat.hasMore && (
          <button type="button" className="dg-chat-link" part="earlier" onClick={loadEarlier}>
            {say('chat.earlier')}
          </button>
        )}
        {!messages.length && !pending.length && <p part="empty">{say('chat.empty')}</p>}
        {messages.map(line)}
        {pending.map((item) => (
          <div key={item.key} className="dg-chat-message dg-chat-own" part="message message-own message-pending" data-failed={!!item.error}>
            <MessageText text={item.text} lang={lang} appUrl={appUrl} />
            <span className="dg-chat-small" part="delivery" role={item.error ? 'alert' : 'status'}>
              {item.error ? `${say('chat.failed')} ${item.error} ` : say('chat.sending')}
              {item.error && (
                <button type="button" className="dg-chat-link" part="resend" onClick={() => chat.resend(item)}>
                  {say('chat.retry')}
                </button>
              )}
            </span>
          </div>
        ))}
      </div>
      <p className="dg-chat-small" part="typing" aria-live="polite">
        {typerNames.length ? say('chat.typing', typerNames.join(', ')) : ''}
      </p>
      <form
        className="dg-chat-composer"
        part="composer"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <textarea
          part="input"
          rows={1}
          maxLength={2000}
          aria-label={say('chat.input')}
          placeholder={say('chat.input')}
          value={draft}
          onInput={(event) => {
            const text = event.currentTarget.value;
            setDraft(text);
            chat.typing(!!text.trim());
          }}
          onKeyDown={onKeyDown}
          onBlur={() => chat.typing(false)}
        />
        <button type="submit" className="dg-chat-button" part="send" disabled={!draft.trim()}>
          {say('chat.send')}
        </button>
      </form>
    </section>
  );
}
