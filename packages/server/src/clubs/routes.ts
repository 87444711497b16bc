import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { allowFileReads } from '../files/files.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { forbidden, type MissingThing, notFound } from '../http/errors.ts';
import { Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { t } from '../i18n/catalogue.ts';
import { likePattern } from '../listings/paging.ts';
import { FEED_PAGE_SIZE } from '../posts/feeds.ts';
import { postPageSql, visiblePostSql } from '../posts/post-sql.ts';
import { type PostColumns, postView } from '../posts/post-view.ts';
import { Post } from '../posts/schemas.ts';
import { clubEditRoutes } from './edit.ts';
import { clubMembershipRoutes } from './membership.ts';
import {
  CLUB_TAGS,
  CLUBS_PAGE_SIZE,
  Club,
  ClubIdParams,
  ClubJoinRequest,
  ClubListQuery,
  ClubMember,
  ClubPageQuery,
  MemberIdParams,
  PostingAsQuery,
} from './schemas.ts';
import {
  type ClubColumns,
  type ClubMemberColumns,
  clubJson,
  clubMemberJson,
  clubMemberView,
  clubView,
  type JoinRequestColumns,
  joinRequestJson,
  joinRequestView,
  loadClub,
  moderatesSql,
  pageSql,
} from './views.ts';

const tags = CLUB_TAGS;

/** SQL: the member-roster order (owner, admins, members; longest-standing first), as club_members_roster indexes it. */
const ROSTER_ORDER = `(CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END), m.joined_at, m.user_id`;

/** Escapes LIKE wildcards so a search matches its words literally; lower case, as clubs_name_trgm indexes names. */
const namePattern = (search: string) => likePattern(search.toLowerCase());

/**
 * Clubs (docs/companies-and-clubs.md "Clubs"): lists, detail, members, timeline and join requests here, each one
 * statement (docs/performance.md "Clubs"); joining, leaving and answering requests in membership.ts; creating,
 * changing and deleting in edit.ts.
 */
export function clubRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const baseUrl = (request: FastifyRequest) => publicBaseUrl(request, config);
  // Logos are shown to anyone who sees the club, signed out included (as profile photos are).
  allowFileReads('club_logo', async () => true);

  /** Runs a page statement: `$1` is the viewer, the list's own parameters follow from `$2`. */
  async function page<Row, Item>(
    request: FastifyRequest,
    query: { page?: number | undefined; limit?: number | undefined },
    defaultLimit: number,
    list: { from: string; where: string; orderBy: string; item: string; params?: unknown[]; exists?: string; owner?: MissingThing },
    view: (row: Row) => Item,
  ) {
    const window = pageWindow(query, defaultLimit);
    const params = list.params ?? [];
    const sql = pageSql({ ...list, limit: `$${params.length + 2}`, offset: `$${params.length + 3}` });
    const row = await first<{ found: boolean | null; total: number; items: Row[] }>(db, sql, [
      request.viewer?.userId ?? null,
      ...params,
      window.limit,
      window.offset,
    ]);
    if (!row?.found) throw notFound(list.owner ?? 'club');
    return { items: row.items.map(view), total: row.total, page: window.page, limit: window.limit };
  }
  const asClub = (request: FastifyRequest) => (row: ClubColumns) => clubView(row, baseUrl(request));

  app.get(
    '/clubs',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'clubs',
        tags,
        summary: `All clubs, most members first, ${CLUBS_PAGE_SIZE} a page; \`q\` keeps those whose name contains it.`,
        querystring: ClubListQuery,
        response: { 200: Paged(Club) },
      },
    },
    async (request) => {
      const q = request.query.q?.trim();
      return page(
        request,
        request.query,
        CLUBS_PAGE_SIZE,
        {
          from: 'clubs c',
          where: q ? 'lower(c.name) LIKE $2' : 'true',
          params: q ? [namePattern(q)] : [],
          orderBy: 'c.members_count DESC, c.id DESC',
          item: clubJson('c', '$1::int'),
        },
        asClub(request),
      );
    },
  );

  app.get(
    '/clubs/me',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'myPostingClubs',
        tags,
        summary:
          'The clubs I belong to, by name; with postingAs=true those I may post as, which are all of them (SPEC §6: a member posts as any club they belong to).',
        querystring: PostingAsQuery,
        response: { 200: Type.Array(Club) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const row = await first<{ items: ClubColumns[] }>(
        db,
        `SELECT coalesce(json_agg(${clubJson('c', '$1::int')} ORDER BY lower(c.name), c.id), '[]') AS items
           FROM club_members m JOIN clubs c ON c.id = m.club_id WHERE m.user_id = $1`,
        [viewer.userId],
      );
      return (row?.items ?? []).map(asClub(request));
    },
  );

  app.get(
    '/clubs/my-clubs/:id',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'myClubs',
        tags,
        summary: `The clubs member {id} owns, newest first, ${CLUBS_PAGE_SIZE} a page.`,
        params: MemberIdParams,
        querystring: ClubPageQuery,
        response: { 200: Paged(Club) },
      },
    },
    async (request) =>
      page(
        request,
        request.query,
        CLUBS_PAGE_SIZE,
        {
          from: 'clubs c',
          where: 'c.owner_id = $2',
          params: [request.params.id],
          orderBy: 'c.created_at DESC, c.id DESC',
          item: clubJson('c', '$1::int'),
          exists: 'SELECT true FROM users WHERE id = $2',
          owner: 'member',
        },
        asClub(request),
      ),
  );

  app.get(
    '/clubs/joined-clubs/:id',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'joinedClubs',
        tags,
        summary: `The clubs member {id} belongs to and does not own, newest joined first, ${CLUBS_PAGE_SIZE} a page.`,
        params: MemberIdParams,
        querystring: ClubPageQuery,
        response: { 200: Paged(Club) },
      },
    },
    async (request) =>
      page(
        request,
        request.query,
        CLUBS_PAGE_SIZE,
        {
          from: 'club_members m JOIN clubs c ON c.id = m.club_id',
          where: `m.user_id = $2 AND m.role <> 'owner' AND c.owner_id IS DISTINCT FROM $2`,
          params: [request.params.id],
          orderBy: 'm.joined_at DESC, m.club_id DESC',
          item: clubJson('c', '$1::int'),
          exists: 'SELECT true FROM users WHERE id = $2',
          owner: 'member',
        },
        asClub(request),
      ),
  );

  app.get(
    '/clubs/:id',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'club',
        tags,
        summary: 'One club, with the caller’s role, their waiting join request, and (for the owner and admins) the requests waiting.',
        params: ClubIdParams,
        response: { 200: Club },
      },
    },
    async (request) => {
      const club = await loadClub(db, request.params.id, request.viewer?.userId ?? null, baseUrl(request));
      if (!club) throw notFound('club');
      // A signed-in member's visit, for the page's analytics (batched: docs/analytics.md).
      if (request.viewer)
        context.pageViews.record({ kind: 'club', itemId: club.id, clubId: club.id, companyId: null, userId: request.viewer.userId });
      return club;
    },
  );

  app.get(
    '/clubs/:id/members',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'clubMembers',
        tags,
        summary: `A club’s members: the owner first, then admins, then members, longest-standing first; ${CLUBS_PAGE_SIZE} a page.`,
        params: ClubIdParams,
        querystring: ClubPageQuery,
        response: { 200: Paged(ClubMember) },
      },
    },
    async (request) =>
      page(
        request,
        request.query,
        CLUBS_PAGE_SIZE,
        {
          from: 'club_members m JOIN users u ON u.id = m.user_id',
          where: 'm.club_id = $2',
          params: [request.params.id],
          orderBy: ROSTER_ORDER,
          item: clubMemberJson('m', 'u', '$1::int'),
          exists: 'SELECT true FROM clubs WHERE id = $2',
        },
        (row: ClubMemberColumns) => clubMemberView(row, baseUrl(request)),
      ),
  );

  app.get(
    '/clubs/:id/timeline',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'clubTimeline',
        tags,
        summary: `A club’s timeline: posts made as the club and posts for its members (visibility club), newest first, ${FEED_PAGE_SIZE} a page; each post as its visibility allows (members-only posts to members only).`,
        params: ClubIdParams,
        querystring: PageQuery(FEED_PAGE_SIZE),
        response: { 200: Paged(Post) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, FEED_PAGE_SIZE);
      const visible = visiblePostSql('p', '$1::int');
      // Each of the two sources gives its newest visible posts up to the page's end, through its index
      // (posts_owner_newest, posts_club_newest); merged without repeats (a post as the club for its members is in both).
      const sources = `(SELECT p.id, p.created_at FROM posts p WHERE p.author_type = 'club' AND p.owner_id = $2 AND ${visible}
              ORDER BY p.created_at DESC, p.id DESC LIMIT $3::int + $4::int)
        UNION (SELECT p.id, p.created_at FROM posts p WHERE p.visible = 'club' AND p.club_id = $2 AND p.deleted_at IS NULL AND ${visible}
              ORDER BY p.created_at DESC, p.id DESC LIMIT $3::int + $4::int)`;
      const sql = postPageSql({
        where: `((p.author_type = 'club' AND p.owner_id = $2) OR (p.visible = 'club' AND p.club_id = $2 AND p.deleted_at IS NULL))`,
        viewer: '$1::int',
        limit: '$3',
        offset: '$4',
        exists: 'SELECT true FROM clubs WHERE id = $2',
        pageFrom: `(SELECT f.id FROM (${sources}) f ORDER BY f.created_at DESC, f.id DESC LIMIT $3 OFFSET $4) page JOIN posts p ON p.id = page.id`,
      });
      const row = await first<{ found: boolean | null; total: number; items: PostColumns[] }>(db, sql, [
        request.viewer?.userId ?? null,
        request.params.id,
        window.limit,
        window.offset,
      ]);
      if (!row?.found) throw notFound('club');
      return {
        items: row.items.map((post) => postView(post, baseUrl(request))),
        total: row.total,
        page: window.page,
        limit: window.limit,
      };
    },
  );

  app.get(
    '/clubs/:id/request',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'clubJoinRequests',
        tags,
        summary: `The join requests waiting for an answer, oldest first, ${CLUBS_PAGE_SIZE} a page: for the club’s owner and admins (403 for others).`,
        params: ClubIdParams,
        querystring: ClubPageQuery,
        response: { 200: Paged(ClubJoinRequest) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const window = pageWindow(request.query, CLUBS_PAGE_SIZE);
      const row = await first<{ found: boolean | null; allowed: boolean; total: number; items: JoinRequestColumns[] }>(
        db,
        pageSql({
          from: 'club_join_requests r JOIN users u ON u.id = r.user_id',
          where: `r.club_id = $2 AND r.status = 'pending' AND EXISTS (SELECT 1 FROM clubs c WHERE c.id = $2 AND ${moderatesSql('c', '$1::int')})`,
          orderBy: 'r.created_at, r.id',
          item: joinRequestJson('r', 'u', '$1::int'),
          limit: '$3',
          offset: '$4',
          exists: 'SELECT true FROM clubs WHERE id = $2',
          columns: `coalesce((SELECT ${moderatesSql('c', '$1::int')} FROM clubs c WHERE c.id = $2), false) AS allowed`,
        }),
        [viewer.userId, request.params.id, window.limit, window.offset],
      );
      if (!row?.found) throw notFound('club');
      if (!row.allowed) throw forbidden(t('club.moderators_only'));
      return {
        items: row.items.map((item) => joinRequestView(item, baseUrl(request))),
        total: row.total,
        page: window.page,
        limit: window.limit,
      };
    },
  );

  clubMembershipRoutes(app, context);
  clubEditRoutes(app, context);
}
