import type { ChatDeleteTarget, ChatMessage, ChatResource, ChatRoom } from '../resources/chat.ts';
import type { ApiResult } from '../transport/result.ts';
import { serverMessage } from './feed.ts';
import type { DealgrowState } from './root.ts';
import { createSlice, type Slice } from './slice.ts';

/** SPEC §2 /message tabs. */
export const MESSAGE_TABS = ['private', 'company', 'club', 'archived'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** SPEC §8 conversation errors, shown when the server gave no message of its own. */
export const MESSAGE_ERROR_MESSAGES = {
  conversations: 'Failed to fetch conversations',
  archived: 'Failed to fetch archived conversations',
  room: 'Failed to fetch chat room',
  deleteOne: 'Failed to delete chat room',
  deleteMany: 'Failed to delete chat rooms',
} as const;

/** The two room lists: the active conversations and the archived ones. */
export type MessageListName = 'conversations' | 'archived';

export interface MessageData {
  /** Active conversations, newest last message first (SPEC §4). */
  conversations: ChatRoom[];
  /** Archived conversations, newest last message first. */
  archived: ChatRoom[];
  tab: MessageTab;
  /** The room open on screen, or null. */
  openRoomId: number | null;
  /** The rooms ticked for a batch archive or delete. */
  selection: number[];
  /** The new-message panel is open. */
  newMessageOpen: boolean;
  /** Unread messages per room id (the viewer's, or the company inbox's). */
  unread: Record<number, number>;
  /** Unread messages in every room, archived too (the header badge). */
  totalUnread: number;
  /** The messages loaded per room id, ascending by sequence, without duplicates. */
  messages: Record<number, ChatMessage[]>;
  loading: { conversations: boolean; archived: boolean; room: boolean };
  /** SPEC §8: the server's message or the conversation error; null when the last call went well. */
  errors: { conversations: string | null; archived: string | null; room: string | null; delete: string | null };
}

/** Whose copy of rooms a delete removes: `{ target: 'user', targetId: viewerId }` or a managed company's. */
export interface MessageDeleteFor {
  target: ChatDeleteTarget;
  targetId: number;
}

export interface MessageActions {
  /** Loads the active (or, `archived`, the archived) conversations; a failure leaves the list empty with its SPEC §8 message. */
  loadConversations(chat: Pick<ChatResource, 'list'>, list?: MessageListName): Promise<void>;
  /** Loads one room (opened by link, or a room a live message came from) into its list. */
  loadRoom(id: number | string, chat: Pick<ChatResource, 'get'>): Promise<ChatRoom | null>;
  /** Loads the unread total over HTTP (outside /message the socket is closed). */
  loadUnreadTotal(chat: Pick<ChatResource, 'unreadTotal'>): Promise<void>;
  /** Keeps rooms the caller already has: each goes to its list (by `isArchived`), in order. */
  receiveRooms(rooms: ChatRoom[]): void;
  /**
   * A new message (live or sent): the room shows it as its last message and moves to the top of its list (also within
   * archived, which it stays in); unread grows by one unless the viewer wrote it or the room is open. Answers false when
   * the room is in neither list (load it with `loadRoom`).
   */
  receiveMessage(message: ChatMessage, viewerId?: number): boolean;
  /** Messages read over HTTP for a room: merged by sequence, without duplicates. */
  receiveMessages(roomId: number, messages: ChatMessage[]): void;
  /** Moves rooms between the active and archived lists (after the server agreed). */
  moveArchived(ids: number[], isArchived: boolean): void;
  /** Archives (or unarchives) rooms on the server, one or many, then moves them. */
  archive(ids: number[], isArchived: boolean, chat: Pick<ChatResource, 'archive' | 'archiveMany'>, companyId?: number): Promise<boolean>;
  /**
   * Removes rooms: they leave both lists and the selection, the open room closes if it was one of them, and the
   * new-message panel opens if no conversation remains (SPEC §4).
   */
  removeRooms(ids: number[]): void;
  /** Deletes rooms for the viewer or a company on the server (one or many), then removes them; SPEC §8 messages on failure. */
  deleteRooms(ids: number[], chat: Pick<ChatResource, 'deleteFor' | 'deleteMany'>, target: MessageDeleteFor): Promise<boolean>;
  /** SPEC §4: changing the tab clears the open room and the selection, and closes new-message unless the tab is private. */
  setTab(tab: MessageTab): void;
  /** Opens a room (closing new-message), or none. */
  openRoom(id: number | null): void;
  setNewMessageOpen(open: boolean): void;
  toggleSelected(id: number): void;
  setSelection(ids: number[]): void;
  /** The server moved the read pointer: the room's unread count becomes `unread` and the total follows. */
  setUnread(roomId: number, unread: number): void;
  /** Marks a room read on the server (to its newest message by default) and keeps the answer. */
  markSeen(roomId: number, chat: Pick<ChatResource, 'seen'>, sequence?: number): Promise<void>;
}

export type MessageState = MessageData & MessageActions;

const initialData = (): MessageData => ({
  conversations: [],
  archived: [],
  tab: 'private',
  openRoomId: null,
  selection: [],
  newMessageOpen: false,
  unread: {},
  totalUnread: 0,
  messages: {},
  loading: { conversations: false, archived: false, room: false },
  errors: { conversations: null, archived: null, room: null, delete: null },
});

/** When a room last moved: its last message, or its creation. */
const activityOf = (room: ChatRoom) => Date.parse(room.lastChatMessage?.created_at ?? room.created_at) || 0;

/** SPEC §4: newest last message first (the larger id first on a tie). */
export function sortConversations(rooms: ChatRoom[]): ChatRoom[] {
  return [...rooms].sort((a, b) => activityOf(b) - activityOf(a) || b.id - a.id);
}

/** Merges messages by sequence, dropping duplicates. */
function mergeMessages(known: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const bySequence = new Map<number, ChatMessage>();
  for (const message of known) bySequence.set(message.sequence, message);
  for (const message of incoming) bySequence.set(message.sequence, message);
  return [...bySequence.values()].sort((a, b) => a.sequence - b.sequence);
}

const messageOf = (result: ApiResult<unknown> | undefined, fallback: string) =>
  (result && !result.success && serverMessage(result.error)) || fallback;

/**
 * The state's `message` slice (SPEC §3), made the first time a chat screen asks for it: its code loads with those
 * screens, not with every page. Logout resets it with the other slices.
 */
export function messageSlice(state: Pick<DealgrowState, 'slice'>): Slice<MessageState> {
  return state.slice('message', createMessageSlice);
}

/** SPEC §3/§4 `message` slice: the /message screen's conversations, tabs, selection, open room, unread counts. */
export function createMessageSlice(): Slice<MessageState> {
  /** Bumped by each load of a list and by logout: an older answer is dropped. */
  const generations = { conversations: 0, archived: 0 };

  const slice = createSlice<MessageData, MessageActions>(initialData, (set, get) => {
    /** Puts rooms in their lists (replacing a room already there, in either list) and sorts both. */
    const place = (state: MessageData, rooms: ChatRoom[]) => {
      const ids = new Set(rooms.map((room) => room.id));
      const conversations = state.conversations.filter((room) => !ids.has(room.id));
      const archived = state.archived.filter((room) => !ids.has(room.id));
      const unread = { ...state.unread };
      for (const room of rooms) {
        (room.isArchived ? archived : conversations).push(room);
        unread[room.id] = room.totalUnreadMessages;
      }
      return { conversations: sortConversations(conversations), archived: sortConversations(archived), unread };
    };
    /** SPEC §4: the new-message panel opens once no conversation remains. */
    const noneLeft = (conversations: ChatRoom[], archived: ChatRoom[]) => conversations.length + archived.length === 0;

    return {
      async loadConversations(chat, list = 'conversations') {
        const mine = ++generations[list];
        set((state) => ({ loading: { ...state.loading, [list]: true } }));
        const result = await chat.list(list === 'archived' ? { isArchived: true } : {}).catch(() => undefined);
        if (mine !== generations[list]) return;
        const fallback = list === 'archived' ? MESSAGE_ERROR_MESSAGES.archived : MESSAGE_ERROR_MESSAGES.conversations;
        set((state) => {
          const loading = { ...state.loading, [list]: false };
          if (!result?.success) {
            // SPEC §8: a failed list shows empty, with the server's message or the list's own.
            const emptied = list === 'archived' ? { archived: [] } : { conversations: [] };
            return { ...emptied, loading, errors: { ...state.errors, [list]: messageOf(result, fallback) } };
          }
          const rooms = result.data.items.map((room) => ({ ...room, isArchived: list === 'archived' }));
          const others = list === 'archived' ? state.conversations : state.archived;
          const unread = { ...state.unread };
          for (const room of rooms) unread[room.id] = room.totalUnreadMessages;
          const listed = sortConversations(rooms);
          const conversations = list === 'conversations' ? listed : others.filter((room) => !rooms.some((r) => r.id === room.id));
          const archived = list === 'archived' ? listed : others.filter((room) => !rooms.some((r) => r.id === room.id));
          return {
            conversations,
            archived,
            unread,
            loading,
            errors: { ...state.errors, [list]: null },
            newMessageOpen: state.newMessageOpen || (list === 'conversations' && noneLeft(conversations, archived)),
          };
        });
      },
      async loadRoom(id, chat) {
        set((state) => ({ loading: { ...state.loading, room: true } }));
        const result = await chat.get(id).catch(() => undefined);
        if (!result?.success) {
          set((state) => ({
            loading: { ...state.loading, room: false },
            errors: { ...state.errors, room: messageOf(result, MESSAGE_ERROR_MESSAGES.room) },
          }));
          return null;
        }
        set((state) => ({
          ...place(state, [result.data]),
          loading: { ...state.loading, room: false },
          errors: { ...state.errors, room: null },
        }));
        return result.data;
      },
      async loadUnreadTotal(chat) {
        const result = await chat.unreadTotal().catch(() => undefined);
        if (result?.success) set({ totalUnread: result.data.total });
      },
      receiveRooms(rooms) {
        set((state) => place(state, rooms));
      },
      receiveMessage(message, viewerId) {
        const state = get();
        const room = [...state.conversations, ...state.archived].find((entry) => entry.id === message.room_id);
        const loaded = state.messages[message.room_id];
        const messages = loaded ? { ...state.messages, [message.room_id]: mergeMessages(loaded, [message]) } : state.messages;
        if (!room) {
          set({ messages });
          return false;
        }
        const fresh = message.sequence > room.lastSequence;
        if (!fresh) {
          set({ messages });
          return true;
        }
        const own = viewerId !== undefined && message.sender?.id === viewerId && !message.is_auto;
        const counted = own || state.openRoomId === room.id ? 0 : (state.unread[room.id] ?? room.totalUnreadMessages) + 1;
        const updated: ChatRoom = { ...room, lastChatMessage: message, lastSequence: message.sequence, totalUnreadMessages: counted };
        const unread = { ...state.unread, [room.id]: counted };
        set({ ...place(state, [updated]), unread, totalUnread: state.totalUnread + counted - (state.unread[room.id] ?? 0), messages });
        return true;
      },
      receiveMessages(roomId, incoming) {
        set((state) => ({ messages: { ...state.messages, [roomId]: mergeMessages(state.messages[roomId] ?? [], incoming) } }));
      },
      moveArchived(ids, isArchived) {
        set((state) => {
          const moving = [...state.conversations, ...state.archived].filter((room) => ids.includes(room.id));
          return place(
            state,
            moving.map((room) => ({ ...room, isArchived })),
          );
        });
      },
      async archive(ids, isArchived, chat, companyId) {
        if (ids.length === 0) return true;
        const extra = companyId === undefined ? {} : { companyId };
        const result =
          ids.length === 1
            ? await chat.archive(ids[0] as number, { isArchived, ...extra }).catch(() => undefined)
            : await chat.archiveMany({ ids, isArchived, ...extra }).catch(() => undefined);
        if (!result?.success) return false;
        get().moveArchived(ids, isArchived);
        return true;
      },
      removeRooms(ids) {
        set((state) => {
          const gone = new Set(ids);
          const conversations = state.conversations.filter((room) => !gone.has(room.id));
          const archived = state.archived.filter((room) => !gone.has(room.id));
          const unread = { ...state.unread };
          for (const id of ids) delete unread[id];
          const messages = { ...state.messages };
          for (const id of ids) delete messages[id];
          const dropped = ids.reduce((sum, id) => sum + (state.unread[id] ?? 0), 0);
          return {
            conversations,
            archived,
            unread,
            messages,
            totalUnread: Math.max(0, state.totalUnread - dropped),
            selection: state.selection.filter((id) => !gone.has(id)),
            openRoomId: state.openRoomId !== null && gone.has(state.openRoomId) ? null : state.openRoomId,
            newMessageOpen: state.newMessageOpen || noneLeft(conversations, archived),
          };
        });
      },
      async deleteRooms(ids, chat, { target, targetId }) {
        if (ids.length === 0) return true;
        const one = ids.length === 1;
        const result = one
          ? await chat.deleteFor(ids[0] as number, target, targetId).catch(() => undefined)
          : await chat.deleteMany({ ids, target, targetId }).catch(() => undefined);
        if (!result?.success) {
          const fallback = one ? MESSAGE_ERROR_MESSAGES.deleteOne : MESSAGE_ERROR_MESSAGES.deleteMany;
          set((state) => ({ errors: { ...state.errors, delete: messageOf(result, fallback) } }));
          return false;
        }
        set((state) => ({ errors: { ...state.errors, delete: null } }));
        get().removeRooms(ids);
        return true;
      },
      setTab(tab) {
        set((state) => ({ tab, openRoomId: null, selection: [], newMessageOpen: tab === 'private' ? state.newMessageOpen : false }));
      },
      openRoom(id) {
        set((state) => ({ openRoomId: id, newMessageOpen: id === null ? state.newMessageOpen : false }));
      },
      setNewMessageOpen(open) {
        set((state) => ({ newMessageOpen: open, openRoomId: open ? null : state.openRoomId }));
      },
      toggleSelected(id) {
        set((state) => ({
          selection: state.selection.includes(id) ? state.selection.filter((entry) => entry !== id) : [...state.selection, id],
        }));
      },
      setSelection(ids) {
        set({ selection: [...new Set(ids)] });
      },
      setUnread(roomId, unread) {
        set((state) => {
          const counts = { ...state.unread, [roomId]: unread };
          const change = unread - (state.unread[roomId] ?? 0);
          const patch = (room: ChatRoom) => (room.id === roomId ? { ...room, totalUnreadMessages: unread } : room);
          return {
            unread: counts,
            totalUnread: Math.max(0, state.totalUnread + change),
            conversations: state.conversations.map(patch),
            archived: state.archived.map(patch),
          };
        });
      },
      async markSeen(roomId, chat, sequence) {
        const result = await chat.seen(roomId, sequence === undefined ? {} : { sequence }).catch(() => undefined);
        if (result?.success) get().setUnread(roomId, result.data.totalUnreadMessages);
      },
    };
  });

  const reset = slice.reset;
  return Object.assign(slice, {
    reset() {
      generations.conversations++;
      generations.archived++;
      reset();
    },
  });
}

/** Every room's unread count summed (what `totalUnread` shows when the rooms loaded are all there are). */
export function unreadInRooms(state: Pick<MessageData, 'unread'>): number {
  return Object.values(state.unread).reduce((sum, count) => sum + count, 0);
}
