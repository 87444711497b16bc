import { Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { t } from '../i18n/catalogue.ts';
import { connectedSql, type MemberCardColumns, memberCard, memberCardJson } from '../members/member-card.ts';
import { emptyPage, readPage } from './connections-sql.ts';
import { NETWORK_PAGE_SIZE } from './member-search.ts';
import {
  CreateFriendListBody,
  FRIEND_LIST_MEMBERS_SHOWN,
  FriendList,
  FriendListMemberBody,
  ListIdParams,
  UpdateFriendListBody,
} from './schemas.ts';

const tags = ['network'];
const auth = { auth: 'required' as const };

interface FriendListColumns {
  id: number;
  name: string;
  icon: string | null;
  members_total: number;
  members: MemberCardColumns[];
}

/**
 * SQL: friend list `l` in JSON, with its newest FRIEND_LIST_MEMBERS_SHOWN members (index
 * `friend_list_members_newest`) and how many it holds; photos as `viewer` may see them.
 */
function friendListJson(l: string, viewer: string): string {
  return `json_build_object('id', ${l}.id, 'name', ${l}.name, 'icon', ${l}.icon,
    'members_total', (SELECT count(*)::int FROM friend_list_members lm WHERE lm.list_id = ${l}.id),
    'members', (SELECT coalesce(json_agg(${memberCardJson('u', viewer)} ORDER BY x.added_at DESC, x.user_id DESC), '[]')
      FROM (SELECT lm.user_id, lm.added_at FROM friend_list_members lm WHERE lm.list_id = ${l}.id
             ORDER BY lm.added_at DESC, lm.user_id DESC LIMIT ${FRIEND_LIST_MEMBERS_SHOWN}) x JOIN users u ON u.id = x.user_id))`;
}

/** The viewer's list `id` with its members, or 404 (someone else's list is not found either). */
async function loadFriendList(db: Queryable, id: number, owner: number, baseUrl: string): Promise<FriendList> {
  const row = await first<{ list: FriendListColumns }>(
    db,
    `SELECT ${friendListJson('l', '$2::int')} AS list FROM friend_lists l WHERE l.id = $1 AND l.owner_id = $2`,
    [id, owner],
  );
  if (!row) throw notFound('friend_list');
  return friendListView(row.list, baseUrl);
}

function friendListView(row: FriendListColumns, baseUrl: string): FriendList {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    members_total: Number(row.members_total),
    members: row.members.map((member) => memberCard(member, baseUrl)),
  };
}

/** 404 unless `owner` owns list `id`. */
async function ownList(db: Queryable, id: number, owner: number): Promise<void> {
  if (!(await first(db, 'SELECT 1 FROM friend_lists WHERE id = $1 AND owner_id = $2', [id, owner]))) throw notFound('friend_list');
}

/** A member's named lists of their connections: only the owner sees or changes them. */
export function friendListRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const baseUrl = (request: { protocol: string; host: string }) => publicBaseUrl(request, config);

  app.post(
    '/member-connection/lists',
    {
      config: auth,
      schema: {
        operationId: 'createFriendList',
        tags,
        summary: 'Make a named list of my connections (empty; add members with addToFriendList).',
        body: CreateFriendListBody,
        response: { 201: FriendList },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const rows = await db.query<{ id: number }>('INSERT INTO friend_lists (owner_id, name, icon) VALUES ($1, $2, $3) RETURNING id', [
        viewer.userId,
        request.body.name.trim(),
        request.body.icon ?? null,
      ]);
      reply.code(201);
      return loadFriendList(db, (rows[0] as { id: number }).id, viewer.userId, baseUrl(request));
    },
  );

  app.get(
    '/member-connection/lists',
    {
      config: auth,
      schema: {
        operationId: 'friendLists',
        tags,
        summary: `My friend lists, oldest first, each with its ${FRIEND_LIST_MEMBERS_SHOWN} newest members and members_total.`,
        querystring: PageQuery(NETWORK_PAGE_SIZE),
        response: { 200: Paged(FriendList) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const window = pageWindow(request.query, NETWORK_PAGE_SIZE);
      // friend_lists_owner: (owner_id, created_at).
      const page = await readPage(
        db,
        `SELECT (SELECT count(*)::int FROM friend_lists WHERE owner_id = $1) AS total,
                (SELECT coalesce(json_agg(${friendListJson('l', '$1::int')} ORDER BY l.created_at, l.id), '[]')
                   FROM (SELECT * FROM friend_lists WHERE owner_id = $1 ORDER BY created_at, id LIMIT $2 OFFSET $3) l) AS items`,
        [viewer.userId, window.limit, window.offset],
        window,
        (row: FriendListColumns) => friendListView(row, baseUrl(request)),
      );
      return page ?? emptyPage(window);
    },
  );

  app.post(
    '/member-connection/lists/:id',
    {
      config: auth,
      schema: {
        operationId: 'updateFriendList',
        tags,
        summary: 'Rename a list of mine or change its icon (null removes it); fields left out stay.',
        params: ListIdParams,
        body: UpdateFriendListBody,
        response: { 200: FriendList },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { name, icon } = request.body;
      const rows = await db.query(
        `UPDATE friend_lists SET name = coalesce($3, name), icon = CASE WHEN $4::boolean THEN $5 ELSE icon END, updated_at = now()
          WHERE id = $1 AND owner_id = $2 RETURNING id`,
        [request.params.id, viewer.userId, name?.trim() ?? null, icon !== undefined, icon ?? null],
      );
      if (rows.length === 0) throw notFound('friend_list');
      return loadFriendList(db, request.params.id, viewer.userId, baseUrl(request));
    },
  );

  app.post(
    '/member-connection/lists/:id/add',
    {
      config: auth,
      schema: {
        operationId: 'addToFriendList',
        tags,
        summary: 'Add one of my connections to a list of mine (422 for anyone else); adding a member twice keeps one.',
        params: ListIdParams,
        body: FriendListMemberBody,
        response: { 200: FriendList },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const memberId = request.body.user.id;
      await db.transaction(async (tx) => {
        const check = await first<{ own: boolean; connected: boolean }>(
          tx,
          `SELECT EXISTS (SELECT 1 FROM friend_lists WHERE id = $1 AND owner_id = $2) AS own, ${connectedSql('$2::int', '$3::int')} AS connected`,
          [request.params.id, viewer.userId, memberId],
        );
        if (!check?.own) throw notFound('friend_list');
        if (!check.connected || memberId === viewer.userId) {
          throw new ApiError(422, 'validation_failed', t('network.not_connection'), { user: t('network.not_connection_field') });
        }
        await tx.query('INSERT INTO friend_list_members (list_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          request.params.id,
          memberId,
        ]);
        await tx.query('UPDATE friend_lists SET updated_at = now() WHERE id = $1', [request.params.id]);
      });
      return loadFriendList(db, request.params.id, viewer.userId, baseUrl(request));
    },
  );

  app.post(
    '/member-connection/lists/:id/remove',
    {
      config: auth,
      schema: {
        operationId: 'removeFromFriendList',
        tags,
        summary: 'Take a member off a list of mine (nothing changes when they are not on it).',
        params: ListIdParams,
        body: FriendListMemberBody,
        response: { 200: FriendList },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await ownList(db, request.params.id, viewer.userId);
      await db.query('DELETE FROM friend_list_members WHERE list_id = $1 AND user_id = $2', [request.params.id, request.body.user.id]);
      return loadFriendList(db, request.params.id, viewer.userId, baseUrl(request));
    },
  );

  app.delete(
    '/member-connection/lists/:id',
    {
      config: auth,
      schema: {
        operationId: 'deleteFriendList',
        tags,
        summary: 'Delete a list of mine (the connections stay).',
        params: ListIdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      const rows = await db.query('DELETE FROM friend_lists WHERE id = $1 AND owner_id = $2 RETURNING id', [
        request.params.id,
        requireViewer(request).userId,
      ]);
      if (rows.length === 0) throw notFound('friend_list');
      reply.code(204);
      return null;
    },
  );
}
