import type { FastifyRequest } from 'fastify';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { Paged } from '../http/paging.ts';
import { t } from '../i18n/catalogue.ts';
import { auth, chatRouteKit, tags } from './route-kit.ts';
import { ChatRoom, MemberParams, PairAnswer, PairParams, ROOMS_PAGE_SIZE, RoomListQuery, UnreadQuery, UnreadTotal } from './schemas.ts';
import { type RoomColumns, roomJson, roomView } from './views.ts';

/** A participant's rooms (§2, 6, 7: mine, a member's with me, a company's), the unread total (§16) and check-existed (§18). */
export function inboxRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const { addressing } = chatRouteKit(context);

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
}
