import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { first, isUniqueViolation, type Queryable } from '../db/database.ts';
import { allowFileReads, storeFiles } from '../files/files.ts';
import { formFields, multipartRoute, readUploads } from '../files/uploads.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { Paged } from '../http/paging.ts';
import { t } from '../i18n/catalogue.ts';
import { likePattern } from '../listings/paging.ts';
import { notifyChatMessage } from '../notifications/producers.ts';
import type { ChatRoomUpdateReason } from '../realtime/events.ts';
import { refuseBlockedPrivateRoom, refuseIfBlocked } from '../trust/blocks.ts';
import { connectedSql } from '../users/member-card.ts';
import type { ChatAudience, ChatPublisher } from './chat-events.ts';
import { messagesJson, type RoomAccess, type RoomKey, readInRoom, readRoom, roomAccess, roomAudience, roomKey } from './reads.ts';
import {
  AddParticipantBody,
  ArchiveBatchBody,
  ArchiveBody,
  AutoMessage,
  AutoMessageBody,
  ChatFile,
  ChatMessage,
  ChatParticipant,
  ChatRoom,
  ChatSettings,
  CreateRoomBody,
  DeleteBatchBody,
  DeleteParams,
  FilterBody,
  GROUP_MAX_PARTICIPANTS,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_SIZE,
  MemberParams,
  MessagePage,
  MessagesQuery,
  PairAnswer,
  PairParams,
  RenameBody,
  ROOMS_PAGE_SIZE,
  RoomListQuery,
  RoomParams,
  SeenAnswer,
  SeenBody,
  SendBody,
  UnreadQuery,
  UnreadTotal,
} from './schemas.ts';
import { sendMessage } from './send.ts';
import {
  type Addressing,
  type MessageColumns,
  messageJson,
  messageView,
  type ParticipantColumns,
  participantJson,
  participantView,
  perspectiveSql,
  type RoomColumns,
  roomJson,
  roomView,
} from './views.ts';

const tags = ['chat'];
const auth = { auth: 'required' as const };
/** docs/realtime.md: sends 30 a minute a member, room creation 20 an hour a member (shared store, docs/rate-limits.md). */
const memberKey = (what: string) => (request: FastifyRequest) => `${what}:${request.viewer?.userId ?? request.ip}`;
const SEND_LIMIT = { max: 30, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: memberKey('chat-send') };
const CREATE_LIMIT = { max: 20, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: memberKey('chat-room-create') };
/** A pending upload's owner id: 0 until a message takes it (then the message id). */
const PENDING_FILE_OWNER = 0;

/** The name a message about a member gives: first and last name. */
async function memberName(db: Queryable, userId: number): Promise<string | undefined> {
  const row = await first<{ name: string }>(db, `SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1`, [userId]);
  return row?.name;
}

/** Every `/chat-room` route of docs/realtime.md. */
export function chatRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const events: ChatPublisher = context.chatEvents;
  const addressing = (request: FastifyRequest): Addressing => ({
    baseUrl: publicBaseUrl(request, config),
    viewer: request.viewer?.userId ?? null,
  });

  // A chat file is read by the participants of its message's room (and its uploader, before it is sent).
  allowFileReads('chat_message', async (queryable, messageId, viewer) => {
    if (!viewer || messageId === PENDING_FILE_OWNER) return false;
    const row = await first<{ ok: boolean }>(
      queryable,
      `SELECT EXISTS (SELECT 1 FROM chat_messages m JOIN LATERAL ${perspectiveSql('m.room_id', '$2::int')} pm ON true
                       WHERE m.id = $1 AND m.sequence > pm.cleared_sequence) AS ok`,
      [messageId, viewer.userId],
    );
    return row?.ok ?? false;
  });

  const publishRoom = (audience: ChatAudience, room: { id: number; room_uuid: string }, reason: ChatRoomUpdateReason) =>
    events.publish(audience, 'room:updated', { roomId: room.id, room_uuid: room.room_uuid, reason });

  /** The members a participant row stands for: the member, or the company's current managers. */
  async function participantAudience(participant: { user_id: number | null; company_id: number | null }): Promise<number[]> {
    if (participant.user_id !== null) return [participant.user_id];
    const rows = await db.query<{ user_id: number }>('SELECT user_id FROM company_managers WHERE company_id = $1', [
      participant.company_id,
    ]);
    return rows.map((row) => row.user_id);
  }

  /** A page of the rooms of a participant (a member's or a company's rows, `who` on `pm`), newest message first, in ONE statement. */
  async function roomPage(request: FastifyRequest, who: 'pm.user_id' | 'pm.company_id', whoValue: number, query: RoomListQuery) {
    const viewer = requireViewer(request).userId;
    const page = query.page ?? 1;
    const limit = query.limit ?? ROOMS_PAGE_SIZE;
    const archived = query.isArchived ?? false;
    // Index chat_room_members_of_user / _of_company (who, is_archived), rooms by primary key.
    const where = `${who} = $2::int AND pm.is_archived = $3::boolean AND NOT pm.is_deleted`;
    // A company's inbox is read by its managers only: checked in the same statement (404 / 403 after it).
    const company = who === 'pm.company_id';
    const row = await first<{ total: number; items: RoomColumns[] | null; company: boolean; manages: boolean }>(
      db,
      `SELECT (SELECT count(*)::int FROM chat_room_members pm WHERE ${where}) AS total,
         ${company ? 'EXISTS (SELECT 1 FROM companies WHERE id = $2::int)' : 'true'} AS company,
         ${company ? 'EXISTS (SELECT 1 FROM company_managers WHERE company_id = $2::int AND user_id = $1::int)' : 'true'} AS manages,
         (SELECT coalesce(json_agg(x.room ORDER BY x.n), '[]') FROM (
            SELECT ${roomJson('r', 'pm', '$1::int')} AS room,
                   row_number() OVER (ORDER BY coalesce(r.last_message_at, r.created_at) DESC, r.id DESC) AS n
              FROM chat_room_members pm JOIN chat_rooms r ON r.id = pm.room_id WHERE ${where}
             ORDER BY coalesce(r.last_message_at, r.created_at) DESC, r.id DESC LIMIT $4 OFFSET $5) x) AS items`,
      [viewer, whoValue, archived, limit, (page - 1) * limit],
    );
    if (!row?.company) throw notFound('company');
    if (!row.manages) throw forbidden(t('forbidden.company_manager'));
    const at = addressing(request);
    return { items: (row?.items ?? []).map((item) => roomView(item, at)), total: Number(row?.total ?? 0), page, limit };
  }

  /** 403 unless the viewer manages the company. */
  async function requireManager(companyId: number, viewer: number) {
    const row = await first<{ exists: boolean; manages: boolean }>(
      db,
      `SELECT EXISTS (SELECT 1 FROM companies WHERE id = $1) AS exists,
              EXISTS (SELECT 1 FROM company_managers WHERE company_id = $1 AND user_id = $2) AS manages`,
      [companyId, viewer],
    );
    if (!row?.exists) throw notFound('company');
    if (!row.manages) throw forbidden(t('forbidden.company_manager'));
  }

  /** The room answered after a change, as the viewer (or the company they act for) sees it. */
  const answerRoom = async (request: FastifyRequest, key: RoomKey, companyId?: number) =>
    roomView(await readRoom(db, key, requireViewer(request).userId, companyId), addressing(request));

  // ---- 1. Create ----
  app.post(
    '/chat-room',
    {
      config: { ...auth, rateLimit: CREATE_LIMIT },
      schema: {
        operationId: 'createChatRoom',
        tags,
        summary:
          'Start a conversation: private (with `userId`, a connection; or empty, then add them), group (`title`), company (`companyId`: you and the company) or club (`clubId`, its owner or an admin). An existing private, company or club room is answered with 200.',
        body: CreateRoomBody,
        response: { 200: ChatRoom, 201: ChatRoom },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request).userId;
      const body = request.body;
      const type = body.room_type ?? body.chatRoomType;
      if (!type) throw badRequest(t('chat.room_type_required'), { room_type: t('field.required') });
      const created = await db.transaction(async (tx): Promise<{ id: number; existed: boolean }> => {
        const uuid = randomUUID();
        if (type === 'private') {
          const other = body.userId;
          if (other === undefined) {
            const [row] = await tx.query<{ id: number }>(
              `INSERT INTO chat_rooms (room_uuid, room_type, created_by, private_pair) VALUES ($1, 'private', $2, $3) RETURNING id`,
              [uuid, viewer, `open:${uuid}`],
            );
            const id = (row as { id: number }).id;
            await tx.query(`INSERT INTO chat_room_members (room_id, user_id, role) VALUES ($1, $2, 'owner')`, [id, viewer]);
            return { id, existed: false };
          }
          if (other === viewer) throw badRequest(t('chat.yourself'), { userId: t('chat.yourself') });
          const pair = `${Math.min(viewer, other)}:${Math.max(viewer, other)}`;
          const target = await first<{ name: string; connected: boolean; room_id: number | null }>(
            tx,
            `SELECT u.first_name || ' ' || u.last_name AS name, ${connectedSql('u.id', '$2::int')} AS connected,
                    (SELECT r.id FROM chat_rooms r WHERE r.private_pair = $3) AS room_id
               FROM users u WHERE u.id = $1`,
            [other, viewer, pair],
          );
          if (!target) throw notFound('member');
          await refuseIfBlocked(tx, viewer, other);
          if (target.room_id !== null) return { id: target.room_id, existed: true };
          if (!target.connected) throw new ApiError(403, 'not_connected', t('chat.not_connected', { name: target.name }));
          const [row] = await tx.query<{ id: number }>(
            `INSERT INTO chat_rooms (room_uuid, room_type, created_by, private_pair) VALUES ($1, 'private', $2, $3) RETURNING id`,
            [uuid, viewer, pair],
          );
          const id = (row as { id: number }).id;
          await tx.query(`INSERT INTO chat_room_members (room_id, user_id, role) VALUES ($1, $2, 'owner'), ($1, $3, 'member')`, [
            id,
            viewer,
            other,
          ]);
          return { id, existed: false };
        }
        if (type === 'group') {
          const title = body.title?.trim() ?? '';
          if (title.length === 0) throw badRequest(t('chat.title_required'), { title: t('chat.title_required') });
          const [row] = await tx.query<{ id: number }>(
            `INSERT INTO chat_rooms (room_uuid, room_type, title, created_by) VALUES ($1, 'group', $2, $3) RETURNING id`,
            [uuid, title, viewer],
          );
          const id = (row as { id: number }).id;
          await tx.query(`INSERT INTO chat_room_members (room_id, user_id, role) VALUES ($1, $2, 'owner')`, [id, viewer]);
          return { id, existed: false };
        }
        if (type === 'company') {
          const companyId = body.companyId;
          if (companyId === undefined) throw badRequest(t('chat.company_required'), { companyId: t('field.required') });
          const company = await first<{ name: string; manages: boolean }>(
            tx,
            `SELECT c.name, EXISTS (SELECT 1 FROM company_managers m WHERE m.company_id = c.id AND m.user_id = $2) AS manages FROM companies c WHERE c.id = $1`,
            [companyId, viewer],
          );
          if (!company) throw notFound('company');
          if (company.manages) throw conflict(t('chat.own_company'));
          const inserted = await tx.query<{ id: number }>(
            `INSERT INTO chat_rooms (room_uuid, room_type, title, company_id, created_by) VALUES ($1, 'company', $2, $3, $4)
             ON CONFLICT (company_id, created_by) WHERE room_type = 'company' DO NOTHING RETURNING id`,
            [uuid, company.name, companyId, viewer],
          );
          const id =
            inserted[0]?.id ??
            (
              await first<{ id: number }>(
                tx,
                `SELECT id FROM chat_rooms WHERE room_type = 'company' AND company_id = $1 AND created_by = $2`,
                [companyId, viewer],
              )
            )?.id;
          if (id === undefined) throw conflict(t('code.conflict'));
          // The writer comes back if they had left; the company is in it from the start.
          await tx.query(
            `INSERT INTO chat_room_members (room_id, user_id, role) VALUES ($1, $2, 'owner') ON CONFLICT (room_id, user_id) WHERE user_id IS NOT NULL DO NOTHING`,
            [id, viewer],
          );
          await tx.query(
            `INSERT INTO chat_room_members (room_id, company_id, role) VALUES ($1, $2, 'member') ON CONFLICT (room_id, company_id) WHERE company_id IS NOT NULL DO NOTHING`,
            [id, companyId],
          );
          return { id, existed: inserted.length === 0 };
        }
        const clubId = body.clubId;
        if (clubId === undefined) throw badRequest(t('chat.club_required'), { clubId: t('field.required') });
        const club = await first<{ name: string; role: string | null; room_id: number | null }>(
          tx,
          `SELECT c.name, CASE WHEN c.owner_id = $2 THEN 'owner' ELSE (SELECT m.role FROM club_members m WHERE m.club_id = c.id AND m.user_id = $2) END AS role,
                  (SELECT r.id FROM chat_rooms r WHERE r.room_type = 'club' AND r.club_id = c.id) AS room_id
             FROM clubs c WHERE c.id = $1`,
          [clubId, viewer],
        );
        if (!club) throw notFound('club');
        if (club.room_id !== null && club.role !== null) return { id: club.room_id, existed: true };
        if (club.role !== 'owner' && club.role !== 'admin') throw forbidden(t('chat.club_admins'));
        if (club.room_id !== null) return { id: club.room_id, existed: true };
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO chat_rooms (room_uuid, room_type, title, club_id, created_by) VALUES ($1, 'club', $2, $3, $4) RETURNING id`,
          [uuid, club.name, clubId, viewer],
        );
        const id = (row as { id: number }).id;
        await tx.query(
          `INSERT INTO chat_room_members (room_id, user_id, role)
           SELECT $1, m.user_id, CASE WHEN m.role = 'owner' THEN 'owner' ELSE 'member' END FROM club_members m WHERE m.club_id = $2
           ON CONFLICT DO NOTHING`,
          [id, clubId],
        );
        return { id, existed: false };
      });
      const room = await answerRoom(request, { id: created.id });
      if (!created.existed) publishRoom(await roomAudience(db, created.id), room, 'created');
      reply.code(created.existed ? 200 : 201);
      return room;
    },
  );

  // ---- 2, 6, 7. Lists ----
  app.get(
    '/chat-room',
    {
      config: auth,
      schema: {
        operationId: 'chatRooms',
        tags,
        summary: `My conversations (archived ones with isArchived=true), newest message first (${ROOMS_PAGE_SIZE} a page, at most 50).`,
        querystring: RoomListQuery,
        response: { 200: Paged(ChatRoom) },
      },
    },
    async (request) => roomPage(request, 'pm.user_id', requireViewer(request).userId, request.query),
  );

  app.get(
    '/chat-room/user/:id',
    {
      config: auth,
      schema: {
        operationId: 'memberChatRooms',
        tags,
        summary: 'A member’s conversations: only your own (403 for anyone else’s).',
        params: MemberParams,
        querystring: RoomListQuery,
        response: { 200: Paged(ChatRoom) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request).userId;
      if (request.params.id !== viewer) throw forbidden(t('chat.only_yourself'));
      return roomPage(request, 'pm.user_id', viewer, request.query);
    },
  );

  app.get(
    '/chat-room/company/:id',
    {
      config: auth,
      schema: {
        operationId: 'companyChatRooms',
        tags,
        summary: 'A company’s inbox: the conversations members opened with it, with its unread counts and archive (its managers only).',
        params: MemberParams,
        querystring: RoomListQuery,
        response: { 200: Paged(ChatRoom) },
      },
    },
    async (request) => {
      requireViewer(request);
      return roomPage(request, 'pm.company_id', request.params.id, request.query);
    },
  );

  // ---- 16. Unread total (before /:id routes are matched, Fastify prefers static segments anyway) ----
  app.get(
    '/chat-room/chat-message/unread/total',
    {
      config: auth,
      schema: {
        operationId: 'chatUnreadTotal',
        tags,
        summary: 'Unread messages over all my conversations (archived ones too), or over a managed company’s inbox with companyId.',
        querystring: UnreadQuery,
        response: { 200: UnreadTotal },
      },
    },
    async (request) => {
      const viewer = requireViewer(request).userId;
      const companyId = request.query.companyId;
      const who = companyId === undefined ? 'p.user_id = $1::int' : 'p.company_id = $2::int';
      const row = await first<{ allowed: boolean; total: number; rooms: number }>(
        db,
        `SELECT ${companyId === undefined ? 'true' : 'EXISTS (SELECT 1 FROM company_managers WHERE company_id = $2::int AND user_id = $1::int)'} AS allowed,
                coalesce(sum(r.last_sequence - p.last_read_sequence) FILTER (WHERE r.last_sequence > p.last_read_sequence), 0)::float8 AS total,
                count(*) FILTER (WHERE r.last_sequence > p.last_read_sequence)::int AS rooms
           FROM chat_room_members p JOIN chat_rooms r ON r.id = p.room_id WHERE ${who} AND NOT p.is_deleted`,
        companyId === undefined ? [viewer] : [viewer, companyId],
      );
      if (!row?.allowed) throw forbidden(t('forbidden.company_manager'));
      return { total: Number(row.total), rooms: row.rooms };
    },
  );

  // ---- 18. check-existed ----
  app.get(
    '/chat-room/check-existed/:a/:b',
    {
      config: auth,
      schema: {
        operationId: 'privateChatRoomBetween',
        tags,
        summary: 'Whether two members (you and another) have a private conversation, and the room.',
        params: PairParams,
        response: { 200: PairAnswer },
      },
    },
    async (request) => {
      const viewer = requireViewer(request).userId;
      const { a, b } = request.params;
      if (a !== viewer && b !== viewer) throw forbidden(t('chat.only_yourself'));
      const row = await first<{ room: RoomColumns }>(
        db,
        `SELECT ${roomJson('r', 'pm', '$2::int')} AS room FROM chat_rooms r
           JOIN chat_room_members pm ON pm.room_id = r.id AND pm.user_id = $2::int WHERE r.private_pair = $1`,
        [`${Math.min(a, b)}:${Math.max(a, b)}`, viewer],
      );
      return row ? { exists: true, room: roomView(row.room, addressing(request)) } : { exists: false, room: null };
    },
  );

  // ---- 19–21. Auto-message ----
  app.get(
    '/chat-room/chat-auto-message/check',
    {
      config: auth,
      schema: { operationId: 'chatAutoMessage', tags, summary: 'My away message, if set.', response: { 200: AutoMessage } },
    },
    async (request) => {
      const row = await first<{ text: string }>(db, 'SELECT text FROM chat_auto_messages WHERE user_id = $1', [
        requireViewer(request).userId,
      ]);
      return row ? { enabled: true, text: row.text } : { enabled: false, text: null };
    },
  );

  app.post(
    '/chat-room/chat-auto-message/set',
    {
      config: auth,
      schema: {
        operationId: 'setChatAutoMessage',
        tags,
        summary:
          'Set my away message: sent for me, once a conversation a day, when a message reaches me (never in answer to an away message).',
        body: AutoMessageBody,
        response: { 200: AutoMessage },
      },
    },
    async (request) => {
      const text = request.body.text.trim();
      await db.query(
        `INSERT INTO chat_auto_messages (user_id, text) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET text = EXCLUDED.text, updated_at = now()`,
        [requireViewer(request).userId, text],
      );
      return { enabled: true, text };
    },
  );

  app.delete(
    '/chat-room/chat-auto-message/unset',
    {
      config: auth,
      schema: { operationId: 'unsetChatAutoMessage', tags, summary: 'Turn my away message off.', response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      await db.query('DELETE FROM chat_auto_messages WHERE user_id = $1', [requireViewer(request).userId]);
      reply.code(204);
      return null;
    },
  );

  // ---- Settings ----
  app.get(
    '/chat-room/settings',
    {
      config: auth,
      schema: { operationId: 'chatSettings', tags, summary: 'My chat settings (read receipts).', response: { 200: ChatSettings } },
    },
    async (request) => {
      const row = await first<{ readReceipts: boolean }>(db, 'SELECT chat_read_receipts AS "readReceipts" FROM users WHERE id = $1', [
        requireViewer(request).userId,
      ]);
      return { readReceipts: row?.readReceipts ?? true };
    },
  );

  app.patch(
    '/chat-room/settings',
    {
      config: auth,
      schema: {
        operationId: 'updateChatSettings',
        tags,
        summary: 'Turn read receipts on or off (off: others do not see when you read, and you do not see when they read).',
        body: ChatSettings,
        response: { 200: ChatSettings },
      },
    },
    async (request) => {
      const [row] = await db.query<{ readReceipts: boolean }>(
        'UPDATE users SET chat_read_receipts = $2 WHERE id = $1 RETURNING chat_read_receipts AS "readReceipts"',
        [requireViewer(request).userId, request.body.readReceipts],
      );
      return { readReceipts: row?.readReceipts ?? request.body.readReceipts };
    },
  );

  // ---- File upload for a message ----
  app.post(
    '/chat-room/file',
    {
      ...multipartRoute,
      config: { ...auth, rateLimit: SEND_LIMIT },
      schema: {
        operationId: 'uploadChatFile',
        tags,
        summary:
          'Upload one file (multipart, field `file`) to send in a message: pass its id as `fileId` to POST /chat-room/{id}/chat-message.',
        consumes: ['multipart/form-data'],
        body: Type.Object({ file: Type.String({ format: 'binary', description: 'The file.' }) }, { additionalProperties: false }),
        response: { 201: ChatFile },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request).userId;
      const { fields, files } = await readUploads(request, { maxFiles: 1, maxFileBytes: config.maxUploadBytes });
      formFields(Type.Object({}, { additionalProperties: false }), fields);
      const upload = files[0];
      if (upload?.fieldName !== 'file') throw badRequest(t('chat.choose_file'), { file: t('field.required') });
      const [stored] = await storeFiles(context, 'chat_message', PENDING_FILE_OWNER, [upload], viewer);
      if (!stored) throw badRequest(t('chat.choose_file'), { file: t('field.required') });
      reply.code(201);
      const at = addressing(request);
      return {
        id: stored.id,
        name: stored.name,
        url: `${at.baseUrl}/api/azure/download?blobName=${encodeURIComponent(stored.path)}&returnAsBlob=false`,
        mimeType: stored.mime_type,
        size: stored.size,
      };
    },
  );

  // ---- 5, 9. Batches ----
  /** The participant rows of `target` in the rooms named by `ids` (numbers and uuids), through which a batch acts. */
  const batchRooms = (ids: readonly (number | string)[]) => ({
    numbers: ids.filter((id): id is number => typeof id === 'number'),
    uuids: ids.filter((id): id is string => typeof id === 'string').map((id) => id.toLowerCase()),
  });

  /** Checks a delete's target: the viewer themselves, or a company they manage. Answers the participant column and value. */
  async function deleteTarget(target: 'user' | 'company', targetId: number, viewer: number) {
    if (target === 'user') {
      if (targetId !== viewer) throw forbidden(t('chat.only_yourself'));
      return 'p.user_id';
    }
    await requireManager(targetId, viewer);
    return 'p.company_id';
  }

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

  // ---- 13–15, 17. Messages ----
  app.post(
    '/chat-room/:id/chat-message',
    {
      config: { ...auth, rateLimit: SEND_LIMIT },
      schema: {
        operationId: 'sendChatMessage',
        tags,
        summary:
          'Send a message (text 1–2,000 characters, or a file by fileId); companyId writes as a company you manage. Numbered in its room with no gap; honours Idempotency-Key.',
        params: RoomParams,
        body: SendBody,
        response: { 201: ChatMessage },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request).userId;
      const { fileId, companyId } = request.body;
      const text = request.body.text.trim();
      if (text.length > MESSAGE_MAX_LENGTH)
        throw badRequest(t('chat.text_too_long', { limit: MESSAGE_MAX_LENGTH }), {
          text: t('field.max_length', { limit: MESSAGE_MAX_LENGTH }),
        });
      if (text.length === 0 && fileId === undefined) throw badRequest(t('chat.text_required'), { text: t('field.required') });
      const room: RoomAccess = await roomAccess(db, roomKey(request.params.id), viewer, companyId);
      const sender = { userId: viewer, companyId: room.participant.user_id === viewer ? null : room.participant.company_id };
      await refuseBlockedPrivateRoom(db, room.id, viewer);
      const message = await sendMessage(db, events, room.id, sender, text, fileId ?? null, addressing(request).baseUrl);
      if (!message) throw badRequest(t('chat.file_unknown'), { fileId: t('chat.file_unknown') });
      await notifyChatMessage(context, message, room.id, viewer, addressing(request).baseUrl);
      reply.code(201);
      return message;
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
