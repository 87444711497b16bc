import type { ApiResult, ChatMessage, ChatRoom } from '@dealgrow/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ChatRealtimeStatus, useDealgrow, useViewerId } from '../provider.tsx';

/** How many messages a page of history holds (the route's default). */
export const HISTORY_PAGE = 30;

/** Where the conversation is: waiting, shown, or why it cannot be (`refused`: the server's 403 message, e.g. not a connection). */
export type ChatView =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'not-found' }
  | { status: 'refused'; message: string }
  | { status: 'error' }
  | { status: 'ready'; room: ChatRoom; me: number };

/** A message written here that the server has not answered yet (`sending`), or refused (`failed`, with its message). */
export interface PendingMessage {
  key: string;
  text: string;
  error?: string;
}

const newKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** `list` with `incoming` merged in by sequence (a message delivered twice, by HTTP and the socket, is kept once), ascending. */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const bySequence = new Map(list.map((message) => [message.sequence, message]));
  for (const message of incoming) bySequence.set(message.sequence, message);
  return [...bySequence.values()].sort((a, b) => a.sequence - b.sequence);
}

/** Why a call failed, as a view: 401 signed out, 403 the server's reason, 404/400 not found, else an error. */
function failure(result: ApiResult<unknown>): ChatView {
  if (result.status === 401) return { status: 'signed-out' };
  if (result.status === 403 && result.error) return { status: 'refused', message: result.error.message };
  if (result.status === 404 || result.status === 400) return { status: 'not-found' };
  return { status: 'error' };
}

/**
 * The room a chat box shows: `room` (its uuid or id), or the private room with `user` (an id or username), found with
 * check-existed or created with them in one call (the server refuses a member who is not a connection: 403).
 */
async function openRoom(
  client: ReturnType<typeof useDealgrow>['client'],
  room: string | undefined,
  user: string | undefined,
  signal: AbortSignal,
): Promise<ChatView> {
  const me = await client.users.me({ signal });
  if (!me.success) return failure(me);
  const ready = (found: ChatRoom): ChatView => ({ status: 'ready', room: found, me: me.data.id });
  if (room?.trim()) {
    const found = await client.chat.get(room.trim(), { signal });
    return found.success ? ready(found.data) : failure(found);
  }
  if (!user?.trim()) return { status: 'not-found' };
  const member = await client.users.profile(user.trim(), { signal });
  if (!member.success) return failure(member);
  if (member.data.id === me.data.id) return { status: 'not-found' };
  // Asked first: opening an existing room makes no call that counts against the room-creation limit (20 an hour).
  const existing = await client.chat.privateRoomBetween(me.data.id, member.data.id, { signal });
  if (!existing.success) return failure(existing);
  if (existing.data.room) return ready(existing.data.room);
  // One call creates the room with the member in it, or answers the server's 403 (not a connection): no empty room is left.
  const created = await client.chat.create({ room_type: 'private', userId: member.data.id }, { signal });
  return created.success ? ready(created.data) : failure(created);
}

/**
 * One conversation: the room, its history (the newest page first, `loadEarlier` for older ones), live messages, typing
 * and read receipts from the page's realtime connection when there is one, sending over HTTP (each message with its own
 * Idempotency-Key, kept for a retry), and the read pointer moved when the box is seen (`markSeen`).
 */
export function useChatRoom(room: string | undefined, user: string | undefined) {
  const { client, state } = useDealgrow();
  const realtime = state.realtime;
  // The room is the viewer's: opened again when the member signs in or out.
  const viewer = useViewerId();
  const [view, setView] = useState<ChatView>({ status: 'loading' });
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  /** The other participants' read pointer (the highest), for "Seen". */
  const [seenUpTo, setSeenUpTo] = useState(0);
  /** The viewer's read pointer when the box opened: the unread divider stands before the first message after it. */
  const [readAt, setReadAt] = useState(0);
  const [typers, setTypers] = useState<number[]>([]);
  const [connection, setConnection] = useState<ChatRealtimeStatus>(realtime?.status ?? 'idle');
  const [attempt, setAttempt] = useState(0);
  const seenSent = useRef(0);
  const typingSince = useRef(0);
  const ready = view.status === 'ready' ? view : undefined;
  const roomId = ready?.room.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is what makes retry ask again.
  useEffect(() => {
    const controller = new AbortController();
    setView({ status: 'loading' });
    setMessages([]);
    setPending([]);
    void openRoom(client, room, user, controller.signal).then(async (opened) => {
      if (opened.status !== 'ready') {
        if (!controller.signal.aborted) setView(opened);
        return;
      }
      const page = await client.chat.messages(opened.room.id, { limit: HISTORY_PAGE }, { signal: controller.signal });
      if (controller.signal.aborted) return;
      if (!page.success) {
        setView(failure(page));
        return;
      }
      const { room: found } = opened;
      seenSent.current = found.lastSequence - found.totalUnreadMessages;
      setReadAt(seenSent.current);
      setSeenUpTo(Math.max(0, ...found.readUpTo.map((pointer) => pointer.sequence)));
      setMessages(page.data.items);
      setHasMore(page.data.hasMore);
      setView(opened);
    });
    return () => controller.abort();
  }, [client, room, user, attempt, viewer]);

  // Live: new messages, typing and read receipts of this room; the connection's state for the banner.
  useEffect(() => {
    if (!realtime || roomId === undefined || !ready) return;
    const me = ready.me;
    const timers = new Map<number, ReturnType<typeof setTimeout>>();
    const stopTyping = (userId: number) => {
      clearTimeout(timers.get(userId));
      timers.delete(userId);
      setTypers((list) => list.filter((id) => id !== userId));
    };
    const offs = [
      realtime.onStatus(setConnection),
      realtime.on('message:new', ({ message }) => {
        if (message.room_id !== roomId) return;
        setMessages((list) => mergeMessages(list, [message]));
        if (message.sender) stopTyping(message.sender.id);
      }),
      realtime.on('message:seen', (seen) => {
        if (seen.roomId === roomId && seen.userId !== me) setSeenUpTo((before) => Math.max(before, seen.sequence));
      }),
      realtime.on('typing', (event) => {
        if (event.roomId !== roomId || event.userId === me) return;
        stopTyping(event.userId);
        if (!event.typing) return;
        setTypers((list) => [...list, event.userId]);
        // The server stops typing after 5 s of silence; a lost "stop" is not shown for ever.
        timers.set(
          event.userId,
          setTimeout(() => stopTyping(event.userId), 6_000),
        );
      }),
    ];
    setConnection(realtime.status);
    // connect() rejects when the connection goes offline: the status shows it (connection), nothing to throw.
    Promise.resolve(realtime.connect()).catch(() => undefined);
    return () => {
      for (const off of offs) off();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [realtime, roomId, ready]);

  // The connection backfills this room from its newest message on every reconnect.
  const newest = messages.at(-1)?.sequence ?? 0;
  useEffect(() => {
    if (realtime && roomId !== undefined) realtime.track(roomId, newest);
  }, [realtime, roomId, newest]);

  const loadEarlier = useCallback(async () => {
    const first = messages[0];
    if (roomId === undefined || !first || loadingEarlier) return;
    setLoadingEarlier(true);
    const page = await client.chat.messages(roomId, { before: first.sequence, limit: HISTORY_PAGE });
    setLoadingEarlier(false);
    if (!page.success) return;
    setMessages((list) => mergeMessages(list, page.data.items));
    setHasMore(page.data.hasMore);
  }, [client, roomId, messages, loadingEarlier]);

  const deliver = useCallback(
    async (text: string, key: string) => {
      if (roomId === undefined) return;
      setPending((list) => [...list.filter((item) => item.key !== key), { key, text }]);
      const sent = await client.chat.send(roomId, { text }, { idempotencyKey: key });
      if (sent.success) {
        setMessages((list) => mergeMessages(list, [sent.data]));
        seenSent.current = Math.max(seenSent.current, sent.data.sequence);
        setPending((list) => list.filter((item) => item.key !== key));
      } else {
        const error = sent.error.message;
        setPending((list) => list.map((item) => (item.key === key ? { key, text, error } : item)));
      }
    },
    [client, roomId],
  );

  /** Says whether the viewer is typing (at most every 3 s while they type: the server forgets after 5 s). */
  const typing = useCallback(
    (active: boolean) => {
      if (!realtime || roomId === undefined) return;
      const now = Date.now();
      if (active && now - typingSince.current < 3_000) return;
      if (!active && !typingSince.current) return;
      typingSince.current = active ? now : 0;
      realtime.typing(roomId, active);
    },
    [realtime, roomId],
  );

  const send = useCallback(
    (text: string) => {
      typing(false);
      if (text.trim()) void deliver(text.trim(), newKey());
    },
    [deliver, typing],
  );

  /**
   * Moves the viewer's read pointer to the newest message, once a message (called while the box is seen); resolves with
   * the sequence read when the server moved it.
   */
  const markSeen = useCallback(async (): Promise<number | undefined> => {
    if (roomId === undefined || newest <= seenSent.current) return undefined;
    seenSent.current = newest;
    const result = await client.chat.seen(roomId, { sequence: newest });
    return result.success ? result.data.sequence : undefined;
  }, [client, roomId, newest]);

  return {
    view,
    messages,
    hasMore,
    loadingEarlier,
    loadEarlier,
    pending,
    send,
    resend: (item: PendingMessage) => void deliver(item.text, item.key),
    typing,
    typers,
    seenUpTo,
    readAt,
    markSeen,
    connection,
    reconnect: () => void Promise.resolve(realtime?.connect()).catch(() => undefined),
    retry: () => setAttempt((n) => n + 1),
  };
}
