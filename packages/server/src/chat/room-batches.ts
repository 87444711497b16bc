import { Type } from 'typebox';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { auth, chatRouteKit, tags } from './route-kit.ts';
import { ArchiveBatchBody, DeleteBatchBody } from './schemas.ts';

/** Deleting and archiving several rooms at once (§5, 9). */
export function roomBatchRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const { publishRoom, participantAudience, requireManager, deleteTarget } = chatRouteKit(context);

  // ---- 5, 9. Batches ----
  /** The participant rows of `target` in the rooms named by `ids` (numbers and uuids), through which a batch acts. */
  const batchRooms = (ids: readonly (number | string)[]) => ({
    numbers: ids.filter((id): id is number => typeof id === 'number'),
    uuids: ids.filter((id): id is string => typeof id === 'string').map((id) => id.toLowerCase()),
  });

  app.post(
    '/chat-room/batch',
    {
      config: auth,
      schema: {
        operationId: 'deleteChatRooms',
        tags,
        summary: 'Delete several conversations for me (target user) or for a company I manage; answers the rooms deleted.',
        body: DeleteBatchBody,
        response: { 200: Type.Object({ deleted: Type.Array(Type.Integer()) }, { additionalProperties: false }) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request).userId;
      const { ids, target, targetId } = request.body;
      const column = await deleteTarget(target, targetId, viewer);
      const { numbers, uuids } = batchRooms(ids);
      const rows = await db.query<{ room_id: number; room_uuid: string }>(
        `UPDATE chat_room_members p SET is_deleted = true, cleared_sequence = r.last_sequence, last_read_sequence = r.last_sequence
           FROM chat_rooms r WHERE r.id = p.room_id AND (r.id = ANY($2::int[]) OR r.room_uuid = ANY($3::uuid[])) AND ${column} = $1
         RETURNING r.id AS room_id, r.room_uuid`,
        [targetId, numbers, uuids],
      );
      const audience = target === 'user' ? [viewer] : await participantAudience({ user_id: null, company_id: targetId });
      for (const row of rows) publishRoom(audience, { id: row.room_id, room_uuid: row.room_uuid }, 'deleted');
      return { deleted: rows.map((row) => row.room_id).sort((x, y) => x - y) };
    },
  );

  app.post(
    '/chat-room/archive/batch',
    {
      config: auth,
      schema: {
        operationId: 'archiveChatRooms',
        tags,
        summary: 'Archive or unarchive several of my conversations (or a managed company’s with companyId); answers the rooms changed.',
        body: ArchiveBatchBody,
        response: { 200: Type.Object({ updated: Type.Array(Type.Integer()) }, { additionalProperties: false }) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request).userId;
      const { ids, isArchived, companyId } = request.body;
      if (companyId !== undefined) await requireManager(companyId, viewer);
      const { numbers, uuids } = batchRooms(ids);
      const rows = await db.query<{ room_id: number; room_uuid: string }>(
        `UPDATE chat_room_members p SET is_archived = $4
           FROM chat_rooms r WHERE r.id = p.room_id AND (r.id = ANY($2::int[]) OR r.room_uuid = ANY($3::uuid[]))
            AND ${companyId === undefined ? 'p.user_id' : 'p.company_id'} = $1
         RETURNING r.id AS room_id, r.room_uuid`,
        [companyId ?? viewer, numbers, uuids, isArchived],
      );
      const audience = companyId === undefined ? [viewer] : await participantAudience({ user_id: null, company_id: companyId });
      for (const row of rows) publishRoom(audience, { id: row.room_id, room_uuid: row.room_uuid }, isArchived ? 'archived' : 'unarchived');
      return { updated: rows.map((row) => row.room_id).sort((x, y) => x - y) };
    },
  );
}
