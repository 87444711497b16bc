import type { QueryOf, RequestBody, ResponseData } from '../contract.ts';
import type {
  ChatAutoMessage,
  ChatFile,
  ChatMessage,
  ChatMessageSlice,
  ChatParticipant,
  ChatRoom,
  ChatSeen as ChatSeenState,
  ChatSettings,
  ChatUnreadTotal,
  ChatRoomBetween as PrivateChatRoomAnswer,
} from '../generated/openapi.ts';
import type { CallOptions, Transport } from '../transport/client.ts';
import type { ApiResult } from '../transport/result.ts';

export type {
  ChatAutoMessage,
  ChatFile,
  ChatMessage,
  ChatMessageSlice,
  ChatParticipant,
  ChatRoom,
  ChatSeenState,
  ChatSettings,
  ChatUnreadTotal,
  PrivateChatRoomAnswer,
};

/** A room in a path: its numeric `id` or its `room_uuid` (docs/realtime.md). */
export type ChatRoomRef = number | string;
export type ChatRoomType = ChatRoom['room_type'];
export type ChatRoomPage = ResponseData<'chatRooms'>;
export type ChatRoomListQuery = QueryOf<'chatRooms'>;
export type ChatMessagePage = ResponseData<'filterChatMessages'>;
/** `?before=seq` pages backwards (from the newest by default), `?after=seq` forwards (backfill). */
export type ChatMessagesQuery = QueryOf<'chatMessages'>;
export type CreateChatRoomInput = RequestBody<'createChatRoom'>;
export type DeleteChatRoomsInput = RequestBody<'deleteChatRooms'>;
export type ArchiveChatRoomInput = RequestBody<'archiveChatRoom'>;
export type ArchiveChatRoomsInput = RequestBody<'archiveChatRooms'>;
export type AddChatParticipantInput = RequestBody<'addChatRoomParticipant'>;
export type SendChatMessageInput = RequestBody<'sendChatMessage'>;
export type FilterChatMessagesInput = RequestBody<'filterChatMessages'>;
export type ChatSeenInput = RequestBody<'markChatMessagesSeen'>;
/** Whose copy of a room a delete removes: the viewer's (`user`, their id) or a company's they manage. */
export type ChatDeleteTarget = 'user' | 'company';

const base = '/chat-room';
const room = (id: ChatRoomRef, suffix = '') => `${base}/${encodeURIComponent(id)}${suffix}`;

/**
 * Chat (SPEC §7 /chat-room, docs/realtime.md "Routes" and "SDK"): rooms, participants, messages, unread, archive,
 * delete, the away message and the read-receipt setting. Live delivery is the `@dealgrow/sdk/realtime` entry.
 */
export function chatResource(transport: Transport) {
  // Not `callsOf`: the chat code is its own chunk (client.ts loads it lazily) and imports nothing the entry has.
  const get = <T>(path: string, options?: CallOptions, query?: object) =>
    transport.request<T>({ method: 'GET', path, ...(query ? { query: { ...query } } : {}), ...options });
  const send = <T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, options?: CallOptions) =>
    transport.request<T>({ method, path, ...(body === undefined ? {} : { body }), ...options });
  const addParticipant = (id: ChatRoomRef, input: AddChatParticipantInput, options?: CallOptions) =>
    send<ChatParticipant>('POST', room(id, '/user'), input, options);

  return {
    /** Creates a room; a company or club room that exists already is answered as it is (200). */
    create: (input: CreateChatRoomInput, options?: CallOptions) => send<ChatRoom>('POST', base, input, options),
    /** The viewer's rooms (`isArchived: true`: the archived ones), newest last message first. */
    list: (query?: ChatRoomListQuery, options?: CallOptions) => get<ChatRoomPage>(base, options, query),
    get: (id: ChatRoomRef, options?: CallOptions) => get<ChatRoom>(room(id), options),
    /** Renames a group conversation (any participant); its participants get `room:updated` with reason `title`. */
    rename: (id: ChatRoomRef, title: string, options?: CallOptions) => send<ChatRoom>('PATCH', room(id), { title }, options),
    /** Deletes the room for the viewer (`user`, their own id) or for a company they manage; the others keep it. */
    deleteFor: (id: ChatRoomRef, target: ChatDeleteTarget, targetId: number, options?: CallOptions) =>
      send<undefined>('DELETE', room(id, `/${target}/${targetId}`), undefined, options),
    deleteMany: (input: DeleteChatRoomsInput, options?: CallOptions) =>
      send<ResponseData<'deleteChatRooms'>>('POST', `${base}/batch`, input, options),
    /** The rooms of member `memberId`, who must be the viewer. */
    listForMember: (memberId: number, query?: ChatRoomListQuery, options?: CallOptions) =>
      get<ChatRoomPage>(`${base}/user/${memberId}`, options, query),
    /** A managed company's shared inbox. */
    listForCompany: (companyId: number, query?: ChatRoomListQuery, options?: CallOptions) =>
      get<ChatRoomPage>(`${base}/company/${companyId}`, options, query),
    archive: (id: ChatRoomRef, input: ArchiveChatRoomInput, options?: CallOptions) =>
      send<ChatRoom>('POST', room(id, '/archive'), input, options),
    archiveMany: (input: ArchiveChatRoomsInput, options?: CallOptions) =>
      send<ResponseData<'archiveChatRooms'>>('POST', `${base}/archive/batch`, input, options),
    /** Every participant of the room. */
    participants: (id: ChatRoomRef, options?: CallOptions) => get<ResponseData<'chatRoomParticipants'>>(room(id, '/user'), options),
    addParticipant,
    /**
     * SPEC §5: adds the members of a comma-separated id list ("12, 15,18"), one call each, in order; answers every
     * call's result.
     */
    async addParticipants(id: ChatRoomRef, userIds: string, options?: CallOptions): Promise<ApiResult<ChatParticipant>[]> {
      const results: ApiResult<ChatParticipant>[] = [];
      for (const part of userIds.split(',')) {
        if (part.trim()) results.push(await addParticipant(id, { userId: Number(part) }, options));
      }
      return results;
    },
    leave: (id: ChatRoomRef, options?: CallOptions) => send<undefined>('DELETE', room(id, '/user'), undefined, options),
    /**
     * Sends a message over HTTP. Idempotent twice over: a retry with the same key answers the same message, and the
     * message carries a `clientMessageId` (a new UUID unless given) the server writes once per room and sender.
     */
    send: (id: ChatRoomRef, input: SendChatMessageInput, options?: CallOptions) =>
      send<ChatMessage>(
        'POST',
        room(id, '/chat-message'),
        { ...input, clientMessageId: input.clientMessageId ?? transport.newId() },
        options,
      ),
    /** Uploads a file to attach to a message (multipart `file`); then `send(room, { text, fileId: file.id })`. */
    uploadFile: (file: Blob, options?: CallOptions) => {
      const form = new FormData();
      form.append('file', file);
      return send<ChatFile>('POST', `${base}/file`, form, options);
    },
    /** Searches the room's messages, newest first. */
    filter: (id: ChatRoomRef, input: FilterChatMessagesInput, options?: CallOptions) =>
      send<ChatMessagePage>('POST', room(id, '/chat-message/filter'), input, options),
    messages: (id: ChatRoomRef, query?: ChatMessagesQuery, options?: CallOptions) =>
      get<ChatMessageSlice>(room(id, '/chat-message'), options, query),
    /** Unread messages and rooms of the viewer (or of a managed company's inbox). */
    unreadTotal: (query?: QueryOf<'chatUnreadTotal'>, options?: CallOptions) =>
      get<ChatUnreadTotal>(`${base}/chat-message/unread/total`, options, query),
    /** Moves the read pointer (to the newest message by default; never back). */
    seen: (id: ChatRoomRef, input: ChatSeenInput = {}, options?: CallOptions) =>
      send<ChatSeenState>('POST', room(id, '/chat-message/seen'), input, options),
    /** The private room between members `a` and `b` (one of them the viewer), if there is one. */
    privateRoomBetween: (a: number, b: number, options?: CallOptions) =>
      get<PrivateChatRoomAnswer>(`${base}/check-existed/${a}/${b}`, options),
    autoMessage: (options?: CallOptions) => get<ChatAutoMessage>(`${base}/chat-auto-message/check`, options),
    setAutoMessage: (text: string, options?: CallOptions) =>
      send<ChatAutoMessage>('POST', `${base}/chat-auto-message/set`, { text }, options),
    unsetAutoMessage: (options?: CallOptions) => send<undefined>('DELETE', `${base}/chat-auto-message/unset`, undefined, options),
    settings: (options?: CallOptions) => get<ChatSettings>(`${base}/settings`, options),
    updateSettings: (input: RequestBody<'updateChatSettings'>, options?: CallOptions) =>
      send<ChatSettings>('PATCH', `${base}/settings`, input, options),
  };
}

export type ChatResource = ReturnType<typeof chatResource>;
