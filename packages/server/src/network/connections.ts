import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { Nullable } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import {
  connectedSql,
  Friendship,
  type FriendshipColumns,
  friendshipJson,
  friendshipView,
  MemberCard,
  type MemberCardColumns,
  memberCard,
  memberCardJson,
} from '../members/member-card.ts';
import {
  type ConnectionColumns,
  connectionJson,
  connectionsSql,
  emptyPage,
  managesCompanySql,
  pairSql,
  readPage,
} from './connections-sql.ts';
import { memberMatchSql, memberRankSql, NETWORK_PAGE_SIZE, searchTerms } from './member-search.ts';
import { Connection, ConnectionSearchQuery, KeywordBody, MemberIdParams, PairParams, Total } from './schemas.ts';

const tags = ['network'];
const auth = { auth: 'required' as const };
/** Members a picker shows (`/me/friends/search`). */
export const FRIENDS_PICKER_SIZE = 10;

const ListQuery = PageQuery(NETWORK_PAGE_SIZE);

/** The page of connections `c` (a CTE of connectionsSql rows), newest first, as Connection JSON items. */
const connectionItems = (c: string, viewer: string, order: string) =>
  `(SELECT coalesce(json_agg(${connectionJson('p', memberCardJson('u', viewer))} ORDER BY ${order}), '[]')
      FROM (SELECT * FROM ${c} ORDER BY ${order} LIMIT $2 OFFSET $3) p JOIN users u ON u.id = p.member_id)`;

/** Pending requests, received or sent, the member's lists of connections, their searches and the mutual ones. */
export function connectionRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const baseUrl = (request: { protocol: string; host: string }) => publicBaseUrl(request, config);
  const toConnection = (request: { protocol: string; host: string }) => (row: ConnectionColumns) => ({
    friendship_id: row.friendship_id,
    connected_at: new Date(row.connected_at).toISOString(),
    member: memberCard(row.member, baseUrl(request)),
  });
  const toCard = (request: { protocol: string; host: string }) => (row: MemberCardColumns) => memberCard(row, baseUrl(request));

  const pending = [
    { path: 'received', operationId: 'receivedRequests', side: 'friend_id', summary: 'Pending requests others sent me, newest first.' },
    { path: 'sent', operationId: 'sentRequests', side: 'user_id', summary: 'Pending requests I sent, newest first.' },
  ] as const;
  for (const list of pending) {
    app.get(
      `/member-connection/${list.path}`,
      {
        config: auth,
        schema: {
          operationId: list.operationId,
          tags,
          summary: list.summary,
          querystring: ListQuery,
          response: { 200: Paged(Friendship) },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const window = pageWindow(request.query, NETWORK_PAGE_SIZE);
        // friendships_receiver / friendships_sender: (side, status, updated_at DESC).
        const where = `${list.side} = $1 AND status = 'pending_first_second'`;
        const page = await readPage(
          db,
          `SELECT (SELECT count(*)::int FROM friendships WHERE ${where}) AS total,
                  (SELECT coalesce(json_agg(${friendshipJson('f', '$1::int')} ORDER BY f.updated_at DESC, f.id DESC), '[]')
                     FROM (SELECT * FROM friendships WHERE ${where} ORDER BY updated_at DESC, id DESC LIMIT $2 OFFSET $3) f) AS items`,
          [viewer.userId, window.limit, window.offset],
          window,
          (row: FriendshipColumns) => friendshipView(row, baseUrl(request)),
        );
        return page ?? emptyPage(window);
      },
    );
  }

  app.get(
    '/member-connection/me/connections',
    {
      config: auth,
      schema: {
        operationId: 'myConnections',
        tags,
        summary: 'My connections, newest first.',
        querystring: ListQuery,
        response: { 200: Paged(Connection) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const window = pageWindow(request.query, NETWORK_PAGE_SIZE);
      const page = await readPage(
        db,
        `WITH c AS MATERIALIZED (${connectionsSql('$1::int')})
         SELECT (SELECT count(*)::int FROM c) AS total,
                ${connectionItems('c', '$1::int', 'connected_at DESC, friendship_id DESC')} AS items`,
        [viewer.userId, window.limit, window.offset],
        window,
        toConnection(request),
      );
      return page ?? emptyPage(window);
    },
  );

  app.get(
    '/member-connection/me/connections/total',
    {
      config: auth,
      schema: { operationId: 'myConnectionsTotal', tags, summary: 'How many connections I have.', response: { 200: Total } },
    },
    async (request) => {
      const row = await first<{ total: number }>(db, `SELECT count(*)::int AS total FROM (${connectionsSql('$1::int')}) c`, [
        requireViewer(request).userId,
      ]);
      return { total: Number(row?.total ?? 0) };
    },
  );

  app.post(
    '/member-connection/me/connections/search',
    {
      config: auth,
      schema: {
        operationId: 'searchMyConnections',
        tags,
        summary:
          'My connections matching `keyword` (name, username, job title, company, skill; typos tolerated), best match first; ' +
          '`isManagersOnly=true` keeps those who own or manage a company.',
        querystring: ConnectionSearchQuery(NETWORK_PAGE_SIZE),
        body: KeywordBody,
        response: { 200: Paged(Connection) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const window = pageWindow(request.query, NETWORK_PAGE_SIZE);
      const terms = searchTerms(request.body.keyword);
      const managers = request.query.isManagersOnly === true ? `AND ${managesCompanySql('u')}` : '';
      const page = await readPage(
        db,
        `WITH found AS MATERIALIZED (
           SELECT c.*, ${memberRankSql('u', '$4::text', '$5::text')} AS score
             FROM (${connectionsSql('$1::int')}) c JOIN users u ON u.id = c.member_id
            WHERE ${memberMatchSql('u', '$4::text', '$5::text')} ${managers})
         SELECT (SELECT count(*)::int FROM found) AS total,
                ${connectionItems('found', '$1::int', 'score DESC, connected_at DESC, friendship_id DESC')} AS items`,
        [viewer.userId, window.limit, window.offset, terms.text, terms.words],
        window,
        toConnection(request),
      );
      return page ?? emptyPage(window);
    },
  );

  app.post(
    '/member-connection/me/friends/search',
    {
      config: auth,
      schema: {
        operationId: 'searchFriends',
        tags,
        summary: `Up to ${FRIENDS_PICKER_SIZE} of my connections matching \`keyword\`, best match first (pickers: mentions, a new message).`,
        body: KeywordBody,
        response: { 200: Type.Array(MemberCard, { maxItems: FRIENDS_PICKER_SIZE }) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const terms = searchTerms(request.body.keyword);
      const rows = await db.query<{ card: MemberCardColumns }>(
        `SELECT ${memberCardJson('u', '$1::int')} AS card
           FROM (${connectionsSql('$1::int')}) c JOIN users u ON u.id = c.member_id
          WHERE ${memberMatchSql('u', '$2::text', '$3::text')}
          ORDER BY ${memberRankSql('u', '$2::text', '$3::text')} DESC, c.connected_at DESC, u.id
          LIMIT ${FRIENDS_PICKER_SIZE}`,
        [viewer.userId, terms.text, terms.words],
      );
      return rows.map((row) => memberCard(row.card, baseUrl(request)));
    },
  );

  app.get(
    '/member-connection/friendship-detail/:a/:b',
    {
      config: auth,
      schema: {
        operationId: 'friendshipDetail',
        tags,
        summary: 'The live friendship of members `a` and `b` (pending, connected or declined), or null; the viewer is one of them.',
        params: PairParams,
        response: { 200: Nullable(Friendship) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { a, b } = request.params;
      if (viewer.userId !== a && viewer.userId !== b) throw forbidden(t('forbidden.friendship_detail'));
      const row = await first<{ friendship: FriendshipColumns }>(
        db,
        `SELECT ${friendshipJson('f', '$3::int')} AS friendship FROM friendships f WHERE ${pairSql('f', '$1::int', '$2::int')} AND f.deleted_at IS NULL`,
        [a, b, viewer.userId],
      );
      return row ? friendshipView(row.friendship, baseUrl(request)) : null;
    },
  );

  app.get(
    '/member-connection/:id/connections',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'memberConnections',
        tags,
        summary:
          'A member’s connections, newest first, as their `connectionsVisibility` allows: `connections` (the default) shows them to ' +
          'their connections and themselves, `everyone` to anyone, `only_me` to themselves; 403 otherwise.',
        params: MemberIdParams,
        querystring: ListQuery,
        response: { 200: Paged(MemberCard) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, NETWORK_PAGE_SIZE);
      const row = await first<{ name: string; visibility: string; allowed: boolean; total: number; items: MemberCardColumns[] }>(
        db,
        `WITH c AS MATERIALIZED (${connectionsSql('$1::int')})
         SELECT o.first_name || ' ' || o.last_name AS name, o.connections_visibility AS visibility, a.allowed,
                CASE WHEN a.allowed THEN (SELECT count(*)::int FROM c) ELSE 0 END AS total,
                CASE WHEN a.allowed THEN (SELECT coalesce(json_agg(${memberCardJson('u', '$4::int')} ORDER BY p.connected_at DESC, p.friendship_id DESC), '[]')
                  FROM (SELECT * FROM c ORDER BY connected_at DESC, friendship_id DESC LIMIT $2 OFFSET $3) p JOIN users u ON u.id = p.member_id)
                ELSE '[]'::json END AS items
           FROM users o
          CROSS JOIN LATERAL (SELECT (o.id = $4::int OR o.connections_visibility = 'everyone'
            OR (o.connections_visibility = 'connections' AND $4::int IS NOT NULL AND ${connectedSql('o.id', '$4::int')})) AS allowed) a
          WHERE o.id = $1`,
        [request.params.id, window.limit, window.offset, request.viewer?.userId ?? null],
      );
      if (!row) throw notFound('member');
      if (!row.allowed)
        throw forbidden(
          row.visibility === 'only_me'
            ? t('forbidden.connections_only_me', { name: row.name })
            : t('forbidden.connections_of_connections', { name: row.name }),
        );
      return { items: row.items.map(toCard(request)), total: Number(row.total), page: window.page, limit: window.limit };
    },
  );

  app.get(
    '/member-connection/:id/connections/total',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'memberConnectionsTotal',
        tags,
        summary: 'How many connections a member has: public, whatever their `connectionsVisibility`.',
        params: MemberIdParams,
        response: { 200: Total },
      },
    },
    async (request) => {
      const row = await first<{ total: number }>(
        db,
        `SELECT (SELECT count(*)::int FROM (${connectionsSql('o.id')}) c) AS total FROM users o WHERE o.id = $1`,
        [request.params.id],
      );
      if (!row) throw notFound('member');
      return { total: Number(row.total) };
    },
  );

  /** Members connected to both the viewer and member $2 (none with oneself). */
  const mutualCte = `mutual AS MATERIALIZED (
      SELECT m.member_id FROM (${connectionsSql('$1::int')}) m JOIN (${connectionsSql('$2::int')}) o ON o.member_id = m.member_id
       WHERE $1::int <> $2::int)`;

  app.get(
    '/member-connection/:id/mutual-connections',
    {
      config: auth,
      schema: {
        operationId: 'mutualConnections',
        tags,
        summary: 'The members connected both to me and to member `id`, by name.',
        params: MemberIdParams,
        querystring: ListQuery,
        response: { 200: Paged(MemberCard) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const window = pageWindow(request.query, NETWORK_PAGE_SIZE);
      const page = await readPage(
        db,
        `WITH ${mutualCte}
         SELECT (SELECT count(*)::int FROM mutual) AS total,
                (SELECT coalesce(json_agg(${memberCardJson('u', '$1::int')} ORDER BY u.first_name, u.last_name, u.id), '[]')
                   FROM (SELECT u.* FROM mutual x JOIN users u ON u.id = x.member_id
                          ORDER BY u.first_name, u.last_name, u.id LIMIT $3 OFFSET $4) u) AS items
           FROM users o WHERE o.id = $2`,
        [viewer.userId, request.params.id, window.limit, window.offset],
        window,
        toCard(request),
      );
      if (!page) throw notFound('member');
      return page;
    },
  );

  app.get(
    '/member-connection/:id/mutual-connections/total',
    {
      config: auth,
      schema: {
        operationId: 'mutualConnectionsTotal',
        tags,
        summary: 'How many connections I share with member `id`.',
        params: MemberIdParams,
        response: { 200: Total },
      },
    },
    async (request) => {
      const row = await first<{ total: number }>(
        db,
        `WITH ${mutualCte} SELECT (SELECT count(*)::int FROM mutual) AS total FROM users o WHERE o.id = $2`,
        [requireViewer(request).userId, request.params.id],
      );
      if (!row) throw notFound('member');
      return { total: Number(row.total) };
    },
  );
}
