import { type Static, Type } from 'typebox';
import { Id, MAX_ID, Nullable, Text } from '../http/schema.ts';
import { MemberSummary } from '../members/member-summary.ts';

/** docs/realtime.md "Shapes". */

export const ROOM_TYPES = ['private', 'group', 'company', 'club'] as const;
export const ChatRoomType = Type.Union(
  ROOM_TYPES.map((type) => Type.Literal(type)),
  { description: 'private (two connections), group, company (a member and a company), club (every club member).' },
);
export type ChatRoomType = Static<typeof ChatRoomType>;

/** The most participants a group holds. */
export const GROUP_MAX_PARTICIPANTS = 50;
/** Rooms a page of a room list (limit ≤ 50). */
export const ROOMS_PAGE_SIZE = 20;
export const ROOMS_MAX_PAGE_SIZE = 50;
/** Messages a page of GET …/chat-message (limit ≤ 100). */
export const MESSAGES_PAGE_SIZE = 30;
export const MESSAGES_MAX_PAGE_SIZE = 100;
/** A message's text, after trimming. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Participants shown in a room of a list (participantsCount gives all). */
export const PARTICIPANTS_SHOWN = 5;

export const ChatCompany = Type.Object(
  { id: Type.Integer(), name: Type.String(), slug: Type.String(), logo: Nullable(Type.String()) },
  { title: 'ChatCompany', additionalProperties: false },
);
export type ChatCompany = Static<typeof ChatCompany>;

export const ChatParticipant = Type.Object(
  {
    user: Nullable(MemberSummary),
    company: Nullable(ChatCompany),
    role: Type.Union([Type.Literal('owner'), Type.Literal('member')]),
  },
  { title: 'ChatParticipant', additionalProperties: false, description: 'A member, or a company answered by its current managers.' },
);
export type ChatParticipant = Static<typeof ChatParticipant>;

export const ChatFile = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    url: Type.String({ description: 'A signed download address (about an hour), usable in <img> and links without a token.' }),
    mimeType: Type.String(),
    size: Type.Integer({ minimum: 0 }),
  },
  { title: 'ChatFile', additionalProperties: false },
);
export type ChatFile = Static<typeof ChatFile>;

export const ChatMessage = Type.Object(
  {
    id: Type.Integer(),
    room_id: Type.Integer(),
    room_uuid: Type.String({ format: 'uuid' }),
    sequence: Type.Integer({ minimum: 1, description: 'The message number in its room: 1, 2, 3, … with no gap.' }),
    text: Type.String(),
    file: Nullable(ChatFile),
    sender: Nullable(MemberSummary),
    sender_company: Nullable(ChatCompany),
    is_auto: Type.Boolean({ description: 'An away message sent for its author.' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'ChatMessage', additionalProperties: false },
);
export type ChatMessage = Static<typeof ChatMessage>;

export const ChatReadPointer = Type.Object(
  { userId: Type.Integer(), sequence: Type.Integer({ minimum: 0 }) },
  { title: 'ChatReadPointer', additionalProperties: false },
);

export const ChatRoom = Type.Object(
  {
    id: Type.Integer(),
    room_uuid: Type.String({ format: 'uuid' }),
    room_type: ChatRoomType,
    title: Nullable(Type.String({ description: 'Private rooms: null (show the other member’s name).' })),
    clubId: Nullable(Type.Integer()),
    companyId: Nullable(Type.Integer()),
    participants: Type.Array(ChatParticipant, { maxItems: PARTICIPANTS_SHOWN, description: 'Up to 5, the viewer last.' }),
    participantsCount: Type.Integer({ minimum: 0 }),
    lastSequence: Type.Integer({ minimum: 0 }),
    totalUnreadMessages: Type.Integer({ minimum: 0 }),
    lastChatMessage: Nullable(ChatMessage),
    isArchived: Type.Boolean(),
    readUpTo: Type.Array(ChatReadPointer, {
      description: 'Other participants’ read pointers; empty when read receipts are off on either side.',
    }),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'ChatRoom', additionalProperties: false },
);
export type ChatRoom = Static<typeof ChatRoom>;

// ---- Inputs ----

/** A room in a path: its numeric id or its room_uuid. */
export const ROOM_KEY_PATTERN = '^([1-9][0-9]{0,9}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$';
export const RoomKey = Type.String({ pattern: ROOM_KEY_PATTERN, description: 'The room’s numeric id or its room_uuid.' });
export const RoomParams = Type.Object({ id: RoomKey }, { additionalProperties: false });
export const RoomKeys = Type.Array(Type.Union([Id(), Type.String({ format: 'uuid' })]), { minItems: 1, maxItems: 50 });

export const CreateRoomBody = Type.Object(
  {
    room_type: Type.Optional(ChatRoomType),
    chatRoomType: Type.Optional(ChatRoomType),
    title: Type.Optional(Text({ maxLength: 100 })),
    clubId: Type.Optional(Id()),
    companyId: Type.Optional(Id()),
    userId: Type.Optional(
      Id({ description: 'Private rooms: the other member (a connection); an existing room with them is answered (200).' }),
    ),
  },
  { additionalProperties: false },
);
export type CreateRoomBody = Static<typeof CreateRoomBody>;

export const RoomListQuery = Type.Object(
  {
    isArchived: Type.Optional(Type.Boolean({ description: 'true: the archived rooms; otherwise the active ones.' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ROOMS_MAX_PAGE_SIZE, default: ROOMS_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export type RoomListQuery = Static<typeof RoomListQuery>;

export const MemberParams = Type.Object({ id: Id() }, { additionalProperties: false });

export const DeleteTarget = Type.Union([Type.Literal('user'), Type.Literal('company')]);
export const DeleteParams = Type.Object({ id: RoomKey, target: DeleteTarget, targetId: Id() }, { additionalProperties: false });
export const DeleteBatchBody = Type.Object({ ids: RoomKeys, target: DeleteTarget, targetId: Id() }, { additionalProperties: false });

/** PATCH /chat-room/{id}: a group's new title. */
export const RenameBody = Type.Object({ title: Text({ maxLength: 100 }) }, { additionalProperties: false });
export const ArchiveBody = Type.Object({ isArchived: Type.Boolean(), companyId: Type.Optional(Id()) }, { additionalProperties: false });
export const ArchiveBatchBody = Type.Object(
  { ids: RoomKeys, isArchived: Type.Boolean(), companyId: Type.Optional(Id()) },
  { additionalProperties: false },
);

export const AddParticipantBody = Type.Object(
  { userId: Type.Optional(Id()), companyId: Type.Optional(Id()) },
  { additionalProperties: false },
);

export const SendBody = Type.Object(
  {
    text: Text({ maxLength: 4000, description: '1–2,000 characters after trimming; may be empty with a file.' }),
    fileId: Type.Optional(Id({ description: 'A file uploaded with POST /chat-room/file.' })),
    companyId: Type.Optional(Id({ description: 'Write as this company (a manager, in a room the company is in).' })),
    clientMessageId: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9._:-]{1,64}$',
        description:
          'The id the sending client gave the message (1–64 letters, digits, `.`, `_`, `:` or `-`; the SDK sets a UUID). A second send with the same id in the same room answers the first message and writes nothing.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type SendBody = Static<typeof SendBody>;

export const FilterBody = Type.Object(
  {
    text: Text({ minLength: 1, maxLength: 100, blank: false }),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MESSAGES_MAX_PAGE_SIZE, default: MESSAGES_PAGE_SIZE })),
  },
  { additionalProperties: false },
);

export const MessagesQuery = Type.Object(
  {
    before: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Messages before this sequence.' })),
    after: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ID, description: 'Messages after this sequence.' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MESSAGES_MAX_PAGE_SIZE, default: MESSAGES_PAGE_SIZE })),
  },
  { additionalProperties: false },
);

export const MessagePage = Type.Object(
  { items: Type.Array(ChatMessage, { description: 'Ascending by sequence.' }), hasMore: Type.Boolean() },
  { title: 'ChatMessagePage', additionalProperties: false },
);

export const UnreadQuery = Type.Object({ companyId: Type.Optional(Id()) }, { additionalProperties: false });
export const UnreadTotal = Type.Object(
  { total: Type.Integer({ minimum: 0 }), rooms: Type.Integer({ minimum: 0 }) },
  { title: 'ChatUnreadTotal', additionalProperties: false },
);

export const SeenBody = Type.Object(
  {
    userId: Type.Optional(Id()),
    companyId: Type.Optional(Id()),
    sequence: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ID })),
  },
  { additionalProperties: false },
);
export const SeenAnswer = Type.Object(
  { sequence: Type.Integer({ minimum: 0 }), totalUnreadMessages: Type.Integer({ minimum: 0 }) },
  { title: 'ChatSeen', additionalProperties: false },
);

export const PairParams = Type.Object({ a: Id(), b: Id() }, { additionalProperties: false });
export const PairAnswer = Type.Object(
  { exists: Type.Boolean(), room: Nullable(ChatRoom) },
  { title: 'ChatRoomBetween', additionalProperties: false },
);

export const AUTO_MESSAGE_MAX_LENGTH = 500;
export const AutoMessage = Type.Object(
  { enabled: Type.Boolean(), text: Nullable(Type.String()) },
  { title: 'ChatAutoMessage', additionalProperties: false },
);
export const AutoMessageBody = Type.Object(
  { text: Text({ minLength: 1, maxLength: AUTO_MESSAGE_MAX_LENGTH, blank: false }) },
  { additionalProperties: false },
);

export const ChatSettings = Type.Object(
  { readReceipts: Type.Boolean({ description: 'Off hides your read receipts from others and theirs from you.' }) },
  { title: 'ChatSettings', additionalProperties: false },
);
