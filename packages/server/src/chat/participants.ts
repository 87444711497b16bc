import { Type } from 'typebox';
import { first, isUniqueViolation, type Queryable } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { ApiError, badRequest, conflict, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { connectedSql } from '../members/member-card.ts';
import { readInRoom, roomAccess, roomAudience, roomKey } from './reads.ts';
import { auth, chatRouteKit, tags } from './route-kit.ts';
import { AddParticipantBody, ChatParticipant, GROUP_MAX_PARTICIPANTS, RoomParams } from './schemas.ts';
import { type ParticipantColumns, participantJson, participantView } from './views.ts';

/** The name a message about a member gives: first and last name. */
async function memberName(db: Queryable, userId: number): Promise<string | undefined> {
  const row = await first<{ name: string }>(db, `SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1`, [userId]);
  return row?.name;
}

/** A room's participants (§10–12): listing, adding and leaving. */
export function participantRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const { addressing, publishRoom } = chatRouteKit(context);

  // ---- 10–12. Participants ----
  app.get(
    '/chat-room/:id/user',
    {
      config: auth,
      schema: {
        operationId: 'chatRoomParticipants',
        tags,
        summary: 'Everyone in a conversation, the longest-standing first.',
        params: RoomParams,
        response: { 200: Type.Object({ items: Type.Array(ChatParticipant) }, { additionalProperties: false }) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request).userId;
      // chat_room_members_user / _company (room_id first).
      const rows = await readInRoom<ParticipantColumns[]>(
        db,
        roomKey(request.params.id),
        viewer,
        `(SELECT coalesce(json_agg(${participantJson('p', '$2::int')} ORDER BY p.joined_at, p.id), '[]') FROM chat_room_members p WHERE p.room_id = r.id)`,
      );
      const { baseUrl } = addressing(request);
      return { items: rows.map((row) => participantView(row, baseUrl)) };
    },
  );

  app.post(
    '/chat-room/:id/user',
    {
      config: auth,
      schema: {
        operationId: 'addChatRoomParticipant',
        tags,
        summary:
          'Add a member (a connection of yours: 403 not_connected otherwise) or a company to a conversation: the second member of a private room, or to a group (up to 50). One call a participant.',
        params: RoomParams,
        body: AddParticipantBody,
        response: { 201: ChatParticipant },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request).userId;
      const { userId, companyId } = request.body;
      if ((userId === undefined) === (companyId === undefined))
        throw badRequest(t('chat.one_participant'), { userId: t('chat.one_participant') });
      const room = await roomAccess(db, roomKey(request.params.id), viewer);
      if (room.room_type === 'club') throw conflict(t('chat.club_fixed'));
      if (room.room_type === 'company') throw conflict(t('chat.company_fixed'));
      const state = await first<{ count: number; present: boolean; name: string | null; connected: boolean; company: boolean }>(
        db,
        `SELECT (SELECT count(*)::int FROM chat_room_members WHERE room_id = $1) AS count,
                EXISTS (SELECT 1 FROM chat_room_members WHERE room_id = $1 AND (user_id = $2::int OR company_id = $3::int)) AS present,
                (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = $2::int) AS name,
                $2::int IS NOT NULL AND ${connectedSql('$2::int', '$4::int')} AS connected,
                EXISTS (SELECT 1 FROM companies WHERE id = $3::int) AS company`,
        [room.id, userId ?? null, companyId ?? null, viewer],
      );
      if (!state) throw notFound('chat_room');
      if (room.room_type === 'private' && (companyId !== undefined || state.count >= 2))
        throw conflict(t('chat.private_full'), 'room_full');
      if (userId !== undefined && state.name === null) throw notFound('member');
      if (companyId !== undefined && !state.company) throw notFound('company');
      if (state.present) throw conflict(t('chat.already_in'));
      if (userId !== undefined && !state.connected)
        throw new ApiError(403, 'not_connected', t('chat.not_connected', { name: state.name ?? '' }));
      if (state.count >= GROUP_MAX_PARTICIPANTS) throw conflict(t('chat.group_full', { limit: GROUP_MAX_PARTICIPANTS }), 'room_full');
      let row: { participant: ParticipantColumns } | undefined;
      try {
        row = await db.transaction(async (tx) => {
          if (room.room_type === 'private' && userId !== undefined) {
            await tx.query('UPDATE chat_rooms SET private_pair = $2, updated_at = now() WHERE id = $1', [
              room.id,
              `${Math.min(viewer, userId)}:${Math.max(viewer, userId)}`,
            ]);
          }
          return first<{ participant: ParticipantColumns }>(
            tx,
            `WITH added AS (INSERT INTO chat_room_members (room_id, user_id, company_id, last_read_sequence, cleared_sequence)
                            SELECT $1, $2, $3, 0, 0 RETURNING *)
             SELECT ${participantJson('added', '$4::int')} AS participant FROM added`,
            [room.id, userId ?? null, companyId ?? null, viewer],
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          const name = userId === undefined ? '' : ((await memberName(db, userId)) ?? '');
          throw conflict(room.room_type === 'private' ? t('chat.private_exists', { name }) : t('chat.already_in'));
        }
        throw error;
      }
      if (!row) throw notFound('chat_room');
      publishRoom(await roomAudience(db, room.id), room, 'participants');
      reply.code(201);
      return participantView(row.participant, addressing(request).baseUrl);
    },
  );

  app.delete(
    '/chat-room/:id/user',
    {
      config: auth,
      schema: {
        operationId: 'leaveChatRoom',
        tags,
        summary:
          'Leave a group (an owner leaving hands ownership to the longest-standing participant) or a company conversation you opened. Private rooms are deleted instead, club rooms left by leaving the club (409).',
        params: RoomParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request).userId;
      const room = await roomAccess(db, roomKey(request.params.id), viewer);
      if (room.room_type === 'private') throw conflict(t('chat.delete_instead'));
      if (room.room_type === 'club') throw conflict(t('chat.leave_club'));
      if (room.participant.user_id !== viewer) throw conflict(t('chat.delete_instead'));
      const audience = await roomAudience(db, room.id);
      await db.query(
        `WITH gone AS (DELETE FROM chat_room_members WHERE id = $1 RETURNING role, room_id)
         UPDATE chat_room_members SET role = 'owner' WHERE id = (
           SELECT n.id FROM chat_room_members n, gone WHERE gone.role = 'owner' AND n.room_id = gone.room_id AND n.id <> $1 AND n.user_id IS NOT NULL
            ORDER BY n.joined_at, n.id LIMIT 1)`,
        [room.participant.id],
      );
      publishRoom(audience, room, 'left');
      reply.code(204);
      return null;
    },
  );
}
