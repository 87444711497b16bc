import { Type } from 'typebox';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { badRequest, conflict, forbidden } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { roomAccess, roomAudience, roomKey } from './reads.ts';
import { auth, chatRouteKit, tags } from './route-kit.ts';
import { ArchiveBody, ChatRoom, DeleteParams, RenameBody, RoomParams } from './schemas.ts';

/** One room (§3): reading it, a group's title, deleting it for a participant (§4) and archiving it (§8). */
export function roomRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const { publishRoom, participantAudience, answerRoom, deleteTarget } = chatRouteKit(context);

  // ---- 3. One room ----
  app.get(
    '/chat-room/:id',
    {
      config: auth,
      schema: {
        operationId: 'chatRoom',
        tags,
        summary: 'One conversation (by id or room_uuid) as I see it.',
        params: RoomParams,
        response: { 200: ChatRoom },
      },
    },
    async (request) => answerRoom(request, roomKey(request.params.id)),
  );

  // ---- A group's title (decided: not in SPEC §7; the room:updated `title` reason needs a way to change it) ----
  app.patch(
    '/chat-room/:id',
    {
      config: auth,
      schema: {
        operationId: 'renameChatRoom',
        tags,
        summary:
          'Rename a group conversation (any of its participants). Other rooms take their title from the company or club, or have none (409).',
        params: RoomParams,
        body: RenameBody,
        response: { 200: ChatRoom },
      },
    },
    async (request) => {
      const viewer = requireViewer(request).userId;
      const key = roomKey(request.params.id);
      const room = await roomAccess(db, key, viewer);
      if (room.room_type !== 'group') throw conflict(t('chat.rename_group_only'));
      const title = request.body.title.trim();
      if (title.length === 0) throw badRequest(t('chat.title_required'), { title: t('chat.title_required') });
      await db.query('UPDATE chat_rooms SET title = $2, updated_at = now() WHERE id = $1', [room.id, title]);
      publishRoom(await roomAudience(db, room.id), room, 'title');
      return answerRoom(request, key);
    },
  );

  // ---- 4. Delete for a participant ----
  app.delete(
    '/chat-room/:id/:target/:targetId',
    {
      config: auth,
      schema: {
        operationId: 'deleteChatRoom',
        tags,
        summary:
          'Delete a conversation for me (target user, targetId = me) or for a company I manage: it leaves my list and its history is hidden from me; a new message brings it back with only the new messages.',
        params: DeleteParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request).userId;
      const { target, targetId } = request.params;
      const column = await deleteTarget(target, targetId, viewer);
      const room = await roomAccess(db, roomKey(request.params.id), viewer, target === 'company' ? targetId : undefined);
      const rows = await db.query<{ id: number }>(
        `UPDATE chat_room_members p SET is_deleted = true, cleared_sequence = r.last_sequence, last_read_sequence = r.last_sequence
           FROM chat_rooms r WHERE r.id = p.room_id AND r.id = $2 AND ${column} = $1 RETURNING p.id`,
        [targetId, room.id],
      );
      if (rows.length === 0) throw forbidden(t('chat.not_in_room'));
      const audience = target === 'user' ? [viewer] : await participantAudience({ user_id: null, company_id: targetId });
      publishRoom(audience, room, 'deleted');
      reply.code(204);
      return null;
    },
  );

  // ---- 8. Archive ----
  app.post(
    '/chat-room/:id/archive',
    {
      config: auth,
      schema: {
        operationId: 'archiveChatRoom',
        tags,
        summary: 'Archive or unarchive a conversation for me (or for a managed company with companyId). A new message keeps it archived.',
        params: RoomParams,
        body: ArchiveBody,
        response: { 200: ChatRoom },
      },
    },
    async (request) => {
      const viewer = requireViewer(request).userId;
      const key = roomKey(request.params.id);
      const { isArchived, companyId } = request.body;
      const room = await roomAccess(db, key, viewer, companyId);
      await db.query('UPDATE chat_room_members SET is_archived = $2 WHERE id = $1', [room.participant.id, isArchived]);
      publishRoom(await participantAudience(room.participant), room, isArchived ? 'archived' : 'unarchived');
      return answerRoom(request, key, companyId);
    },
  );
}
