import type { ResponseData } from '@dealgrow/sdk';

/** A conversation as every room list and detail answers it (docs/realtime.md "Shapes"). */
export type ChatRoom = ResponseData<'chatRoom'>;
/** One participant of a room: a member or a company. */
export type ChatParticipant = ChatRoom['participants'][number];
/** One message of a room, numbered by `sequence` with no gap. */
export type ChatMessage = ResponseData<'chatMessages'>['items'][number];
/** The member's away message. */
export type ChatAutoMessage = ResponseData<'chatAutoMessage'>;
