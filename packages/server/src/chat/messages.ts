import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { Paged } from '../http/paging.ts';
import { t } from '../i18n/catalogue.ts';
import { likePattern } from '../listings/paging.ts';
import { refuseBlockedPrivateRoom } from '../trust/blocks.ts';
import type { ChatPublisher } from './chat-events.ts';
import { notifyChatMessage } from './message-notifications.ts';
import { messagesJson, type RoomAccess, readInRoom, roomAccess, roomKey } from './reads.ts';
import { auth, chatRouteKit, SEND_LIMIT, tags } from './route-kit.ts';
import {
  ChatMessage,
  FilterBody,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_SIZE,
  MessagePage,
  MessagesQuery,
  RoomParams,
  SeenAnswer,
  SeenBody,
  SendBody,
} from './schemas.ts';
import { sendMessage } from './send.ts';
import { type MessageColumns, messageJson, messageView } from './views.ts';

/** A send carrying its client id: run again, it writes nothing more (send.ts). */
const hasClientMessageId = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && typeof (body as { clientMessageId?: unknown }).clientMessageId === 'string';

/** A room's messages (§13–15, 17): sending, the automatic message, reading pages and marking seen. */
export function messageRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const events: ChatPublisher = context.chatEvents;
  const { addressing } = chatRouteKit(context);

  // ---- 13–15, 17. Messages ----
  app.post(
    '/chat-room/:id/chat-message',
    {
      // With its client id, a send run again answers the message written the first time (send.ts).
      config: { ...auth, rateLimit: SEND_LIMIT, rerunsSafely: (request) => hasClientMessageId(request.body) },
      schema: {
        operationId: 'sendChatMessage',
        tags,
        summary:
          'Send a message (text 1–2,000 characters, or a file by fileId); companyId writes as a company you manage. Numbered in its room with no gap; honours Idempotency-Key, and a clientMessageId already used by the sender in the room answers that message instead of writing another.',
        params: RoomParams,
        body: SendBody,
        response: { 201: ChatMessage },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request).userId;
      const { fileId, companyId, clientMessageId } = request.body;
      const text = request.body.text.trim();
      if (text.length > MESSAGE_MAX_LENGTH)
        throw badRequest(t('chat.text_too_long', { limit: MESSAGE_MAX_LENGTH }), {
          text: t('field.max_length', { limit: MESSAGE_MAX_LENGTH }),
        });
      if (text.length === 0 && fileId === undefined) throw badRequest(t('chat.text_required'), { text: t('field.required') });
      const room: RoomAccess = await roomAccess(db, roomKey(request.params.id), viewer, companyId);
      const sender = { userId: viewer, companyId: room.participant.user_id === viewer ? null : room.participant.company_id };
      await refuseBlockedPrivateRoom(db, room.id, viewer);
      const content = { text, fileId: fileId ?? null, clientMessageId: clientMessageId ?? null };
      const sent = await sendMessage(db, events, room.id, sender, content, addressing(request).baseUrl);
      if (!sent) throw badRequest(t('chat.file_unknown'), { fileId: t('chat.file_unknown') });
      // A repeated send (its client id used before) notifies again: its first send may have died before it did.
      await notifyChatMessage(context, sent.message, room.id, viewer, addressing(request).baseUrl);
      reply.code(201);
      return sent.message;
    },
  );

  app.post(
    '/chat-room/:id/chat-message/filter',
    {
      config: auth,
      schema: {
        operationId: 'filterChatMessages',
        tags,
        summary: 'Search a conversation’s messages I may see (any case), newest first.',
        params: RoomParams,
        body: FilterBody,
        response: { 200: Paged(ChatMessage) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request).userId;
      const page = request.body.page ?? 1;
      const limit = request.body.limit ?? MESSAGES_PAGE_SIZE;
      // chat_messages_text_trgm for the words, chat_messages_room_sequence for the room.
      const match = 'm.room_id = r.id AND m.sequence > pm.cleared_sequence AND lower(m.text) LIKE lower($3)';
      const answer = await readInRoom<{ total: number; items: MessageColumns[] }>(
        db,
        roomKey(request.params.id),
        viewer,
        `json_build_object('total', (SELECT count(*)::int FROM chat_messages m WHERE ${match}),
           'items', (SELECT coalesce(json_agg(x.message ORDER BY x.sequence DESC), '[]') FROM (
              SELECT ${messageJson('m', 'r.room_uuid', '$2::int')} AS message, m.sequence FROM chat_messages m WHERE ${match}
               ORDER BY m.sequence DESC LIMIT $4 OFFSET $5) x))`,
        [likePattern(request.body.text), limit, (page - 1) * limit],
      );
      const at = addressing(request);
      return { items: answer.items.map((item) => messageView(item, at)), total: answer.total, page, limit };
    },
  );

  app.get(
    '/chat-room/:id/chat-message',
    {
      config: auth,
      schema: {
        operationId: 'chatMessages',
        tags,
        summary:
          'A conversation’s messages, ascending: the newest page by default, older ones with before=sequence, newer ones with after=sequence (backfill); hasMore says whether more lie that way.',
        params: RoomParams,
        querystring: MessagesQuery,
        response: { 200: MessagePage },
      },
    },
    async (request) => {
      const viewer = requireViewer(request).userId;
      const { before, after } = request.query;
      const limit = request.query.limit ?? MESSAGES_PAGE_SIZE;
      const forwards = after !== undefined;
      const condition = forwards ? 'm.sequence > $3::bigint' : before !== undefined ? 'm.sequence < $3::bigint' : '$3::bigint IS NULL';
      const items = await readInRoom<MessageColumns[]>(
        db,
        roomKey(request.params.id),
        viewer,
        messagesJson(condition, forwards ? 'ASC' : 'DESC', '$4::int + 1', '$2::int'),
        [forwards ? after : (before ?? null), limit],
      );
      const hasMore = items.length > limit;
      const page = hasMore ? (forwards ? items.slice(0, limit) : items.slice(items.length - limit)) : items;
      const at = addressing(request);
      return { items: page.map((item) => messageView(item, at)), hasMore };
    },
  );

  app.post(
    '/chat-room/:id/chat-message/seen',
    {
      config: auth,
      schema: {
        operationId: 'markChatMessagesSeen',
        tags,
        summary:
          'Mark a conversation read up to a sequence (default: the newest), for me or for a company I manage; the pointer never moves back.',
        params: RoomParams,
        body: SeenBody,
        response: { 200: SeenAnswer },
      },
    },
    async (request) => {
      const viewer = requireViewer(request).userId;
      const { userId, companyId, sequence } = request.body;
      if (userId !== undefined && userId !== viewer) throw forbidden(t('chat.only_yourself'));
      const room = await roomAccess(db, roomKey(request.params.id), viewer, companyId);
      const row = await first<{ sequence: number; unread: number; moved: boolean; audience: number[]; at: string }>(
        db,
        `WITH old AS (SELECT last_read_sequence FROM chat_room_members WHERE id = $1),
         moved AS (
           UPDATE chat_room_members p SET last_read_sequence = greatest(p.last_read_sequence, least(coalesce($3::bigint, r.last_sequence), r.last_sequence)),
                  last_read_at = now()
             FROM chat_rooms r WHERE r.id = p.room_id AND p.id = $1 RETURNING p.last_read_sequence, r.last_sequence, p.last_read_at)
         SELECT moved.last_read_sequence::float8 AS sequence, greatest(moved.last_sequence - moved.last_read_sequence, 0)::float8 AS unread,
                moved.last_read_sequence > old.last_read_sequence AS moved, moved.last_read_at AS at,
                CASE WHEN (SELECT chat_read_receipts FROM users WHERE id = $2) THEN (
                  SELECT coalesce(array_agg(DISTINCT a.user_id), '{}') FROM (
                    SELECT o.user_id FROM chat_room_members o WHERE o.room_id = $4 AND o.id <> $1 AND o.user_id IS NOT NULL
                    UNION SELECT ocm.user_id FROM chat_room_members oc JOIN company_managers ocm ON ocm.company_id = oc.company_id
                     WHERE oc.room_id = $4 AND oc.id <> $1) a
                  JOIN users au ON au.id = a.user_id WHERE au.chat_read_receipts AND a.user_id <> $2)
                ELSE '{}' END AS audience
           FROM moved, old`,
        [room.participant.id, viewer, sequence ?? null, room.id],
      );
      if (!row) throw notFound('chat_room');
      if (row.moved) {
        events.publish(row.audience, 'message:seen', {
          roomId: room.id,
          room_uuid: room.room_uuid,
          userId: viewer,
          companyId: room.participant.company_id,
          sequence: Number(row.sequence),
          at: new Date(row.at).toISOString(),
        });
      }
      return { sequence: Number(row.sequence), totalUnreadMessages: Number(row.unread) };
    },
  );
}
