/**
 * The /chatx socket's events (docs/realtime.md "Socket"): one TypeBox schema a payload, written into openapi.json
 * under `components.schemas` as `ChatEvent…` (openapi/write.ts) so the SDK types them from generated/openapi.ts,
 * and the socket.io typed-event maps the server (and the tests' socket.io-client) use. Kept with chat, whose
 * routes publish them, so that realtime (the socket server, above chat) imports chat and never the reverse.
 */
import { type Static, Type } from 'typebox';
import { Id } from '../http/schema.ts';
import { Notification } from '../notifications/schemas.ts';
import { ChatMessage } from './schemas.ts';

/** The most rooms one `sync` reads, the most messages it answers a room, the most members one `presence:query` asks about. */
export const SYNC_MAX_ROOMS = 200;
export const SYNC_MAX_MESSAGES_A_ROOM = 200;
export const PRESENCE_QUERY_MAX = 200;

const RoomId = Type.Integer({ minimum: 1, description: 'The room’s numeric id.' });
const RoomUuid = Type.String({ format: 'uuid' });
const Sequence = Type.Integer({ minimum: 0, description: 'A message number in its room (0: before the first message).' });

// ---- Server → client ----

export const ChatEventMessageNew = Type.Object({ message: ChatMessage }, { title: 'ChatEventMessageNew', additionalProperties: false });
export type ChatEventMessageNew = Static<typeof ChatEventMessageNew>;

export const ChatEventMessageSeen = Type.Object(
  {
    roomId: RoomId,
    room_uuid: RoomUuid,
    userId: Type.Integer({ description: 'The member who read (for a company participant: the manager who read for it).' }),
    companyId: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The company participant whose pointer moved, or null for a member.',
    }),
    sequence: Sequence,
    at: Type.String({ format: 'date-time' }),
  },
  { title: 'ChatEventMessageSeen', additionalProperties: false },
);
export type ChatEventMessageSeen = Static<typeof ChatEventMessageSeen>;

export const ChatEventTyping = Type.Object(
  { roomId: RoomId, room_uuid: RoomUuid, userId: Type.Integer(), typing: Type.Boolean() },
  { title: 'ChatEventTyping', additionalProperties: false },
);
export type ChatEventTyping = Static<typeof ChatEventTyping>;

/** Why a room changed for the participants concerned. */
export const ChatRoomUpdateReason = Type.Union([
  Type.Literal('created'),
  Type.Literal('archived'),
  Type.Literal('unarchived'),
  Type.Literal('deleted'),
  Type.Literal('participants'),
  Type.Literal('title'),
  Type.Literal('left'),
]);
export type ChatRoomUpdateReason = Static<typeof ChatRoomUpdateReason>;

export const ChatEventRoomUpdated = Type.Object(
  {
    roomId: RoomId,
    room_uuid: RoomUuid,
    reason: ChatRoomUpdateReason,
  },
  { title: 'ChatEventRoomUpdated', additionalProperties: false },
);
export type ChatEventRoomUpdated = Static<typeof ChatEventRoomUpdated>;

export const ChatEventPresence = Type.Object(
  { userId: Type.Integer(), online: Type.Boolean() },
  { title: 'ChatEventPresence', additionalProperties: false },
);
export type ChatEventPresence = Static<typeof ChatEventPresence>;

export const ChatEventSessionRevoked = Type.Object({}, { title: 'ChatEventSessionRevoked', additionalProperties: false });
export type ChatEventSessionRevoked = Static<typeof ChatEventSessionRevoked>;

/** A notification stored or merged for the member (docs/notifications.md "Live"): as GET /notifications lists it. */
export const ChatEventNotificationNew = Type.Object(
  { notification: Notification },
  { title: 'ChatEventNotificationNew', additionalProperties: false },
);
export type ChatEventNotificationNew = Static<typeof ChatEventNotificationNew>;

/** The member's unread notification total changed (a new one, or some marked seen). */
export const ChatEventNotificationUnread = Type.Object(
  { total: Type.Integer({ minimum: 0 }) },
  { title: 'ChatEventNotificationUnread', additionalProperties: false },
);
export type ChatEventNotificationUnread = Static<typeof ChatEventNotificationUnread>;

/** `err.data` of a refused connection (`connect_error`, `err.message === 'invalid_token'`). */
export const ChatEventConnectError = Type.Object(
  { code: Type.Literal('invalid_token'), message: Type.String() },
  { title: 'ChatEventConnectError', additionalProperties: false },
);
export type ChatEventConnectError = Static<typeof ChatEventConnectError>;

// ---- Client → server ----

export const ChatEventTypingRequest = Type.Object(
  { roomId: Id(), typing: Type.Boolean() },
  { title: 'ChatEventTypingRequest', additionalProperties: false },
);
export type ChatEventTypingRequest = Static<typeof ChatEventTypingRequest>;

export const ChatEventSyncRequest = Type.Object(
  {
    rooms: Type.Array(Type.Object({ roomId: Id(), after: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }), {
      maxItems: SYNC_MAX_ROOMS,
    }),
  },
  { title: 'ChatEventSyncRequest', additionalProperties: false },
);
export type ChatEventSyncRequest = Static<typeof ChatEventSyncRequest>;

/** Why an ack answers nothing: the request did not match its schema, or the server could not read (try again). */
export const ChatEventAckError = Type.Object(
  { code: Type.Union([Type.Literal('validation_failed'), Type.Literal('internal_error')]), message: Type.String() },
  { title: 'ChatEventAckError', additionalProperties: false },
);
export type ChatEventAckError = Static<typeof ChatEventAckError>;

export const ChatEventSyncAck = Type.Object(
  {
    messages: Type.Array(ChatMessage, { description: 'Every message after `after` in each room the member is in, by room then sequence.' }),
    more: Type.Array(Type.Integer(), { description: 'Rooms with more messages than answered: read them with GET …/chat-message?after=.' }),
    error: Type.Optional(ChatEventAckError),
  },
  { title: 'ChatEventSyncAck', additionalProperties: false },
);
export type ChatEventSyncAck = Static<typeof ChatEventSyncAck>;

export const ChatEventPresenceQuery = Type.Object(
  { userIds: Type.Array(Id(), { maxItems: PRESENCE_QUERY_MAX }) },
  { title: 'ChatEventPresenceQuery', additionalProperties: false },
);
export type ChatEventPresenceQuery = Static<typeof ChatEventPresenceQuery>;

export const ChatEventPresenceQueryAck = Type.Object(
  {
    online: Type.Array(Type.Integer(), { description: 'The asked members (connections of the asker only) with a socket open.' }),
    error: Type.Optional(ChatEventAckError),
  },
  { title: 'ChatEventPresenceQueryAck', additionalProperties: false },
);
export type ChatEventPresenceQueryAck = Static<typeof ChatEventPresenceQueryAck>;

/** Every event payload schema by its component name (its title), for openapi.json components. */
export const chatEventSchemas = {
  ChatEventMessageNew,
  ChatEventMessageSeen,
  ChatEventTyping,
  ChatEventRoomUpdated,
  ChatEventPresence,
  ChatEventSessionRevoked,
  ChatEventNotificationNew,
  ChatEventNotificationUnread,
  ChatEventConnectError,
  ChatEventAckError,
  ChatEventTypingRequest,
  ChatEventSyncRequest,
  ChatEventSyncAck,
  ChatEventPresenceQuery,
  ChatEventPresenceQueryAck,
};

/** Events the server emits on /chatx (socket.io typed events). */
export interface ServerToClientEvents {
  'message:new': (payload: ChatEventMessageNew) => void;
  'message:seen': (payload: ChatEventMessageSeen) => void;
  typing: (payload: ChatEventTyping) => void;
  'room:updated': (payload: ChatEventRoomUpdated) => void;
  presence: (payload: ChatEventPresence) => void;
  'session:revoked': (payload: ChatEventSessionRevoked) => void;
  'notification:new': (payload: ChatEventNotificationNew) => void;
  'notification:unread': (payload: ChatEventNotificationUnread) => void;
}

/** Events a client emits on /chatx; `sync` and `presence:query` answer through their ack. */
export interface ClientToServerEvents {
  typing: (payload: ChatEventTypingRequest) => void;
  sync: (payload: ChatEventSyncRequest, ack: (answer: ChatEventSyncAck) => void) => void;
  'presence:query': (payload: ChatEventPresenceQuery, ack: (answer: ChatEventPresenceQueryAck) => void) => void;
}
