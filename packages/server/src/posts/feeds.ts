import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { type MissingThing, notFound } from '../http/errors.ts';
import { ALL_POSTS_PAGE_SIZE, Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { Id, Nullable } from '../http/schema.ts';
import { connectionIdsSql } from '../members/member-card.ts';
import { loadPost } from './access.ts';
import { afterTimelineRead, fillTimeline, mergedPostsSql, type TimelineState, timelineStateSql } from './home-timeline.ts';
import { postPageSql, visiblePostSql, withSharedPosts } from './post-sql.ts';
import { type PostColumns, postView } from './post-view.ts';
import { FindByRelationBody, HashtagParams, Post, PostActivity, PostIdParams, type PostKind, TimelineParams } from './schemas.ts';
import { normalizeHashtag } from './text-marks.ts';

/** Posts a page of the home feed, hashtag feed and timelines holds by default. */
export const FEED_PAGE_SIZE = 10;

const tags = ['posts'];
const MemberParams = Type.Object({ id: Id() }, { additionalProperties: false });

type ActivityColumns = { type: 'posted' | 'liked' | 'commented'; at: string; post: PostColumns };

/** SQL: what member `m` did, one row an activity: posted (as themselves), liked, commented (their latest comment on a post). */
const activitiesFrom = (m: string) => `(SELECT 'posted' AS type, q.id AS post_id, q.created_at AS at FROM posts q
      WHERE q.author_type = 'user' AND q.owner_id = ${m} AND q.deleted_at IS NULL
    UNION ALL SELECT 'liked', l.post_id, l.created_at FROM post_likes l WHERE l.user_id = ${m}
    UNION ALL SELECT 'commented', c.post_id, max(c.created_at) FROM post_comments c WHERE c.author_id = ${m} AND c.deleted_at IS NULL GROUP BY c.post_id) a
  JOIN posts p ON p.id = a.post_id`;
const activityItem = (post: string) => `json_build_object('type', a.type, 'at', a.at, 'post', ${post})`;

/** SQL: the home feed's sources of `$1` (`s.type`, `s.id`): me, my connections, companies I follow, own or manage, clubs I joined. */
const HOME_SOURCES = `(SELECT 'user' AS type, $1::int AS id
    UNION SELECT 'user', fc.member_id FROM (${connectionIdsSql('$1::int')}) fc
    UNION SELECT 'company', cf.company_id FROM company_followers cf WHERE cf.user_id = $1::int
    UNION SELECT 'company', co.id FROM companies co WHERE co.owner_id = $1::int
    UNION SELECT 'company', cm.company_id FROM company_managers cm WHERE cm.user_id = $1::int
    UNION SELECT 'club', jc.club_id FROM club_members jc WHERE jc.user_id = $1::int) s`;

/**
 * The home feed computed from its sources, as `page` lists take it: what every read answered before timelines were
 * stored, and what a read past a trimmed timeline's end answers (docs/performance.md "Home timelines").
 */
export const HOME_FROM_SOURCES = {
  // The total: every visible post of every source, one index range (posts_owner_newest, index-only) a source.
  from: `${HOME_SOURCES} JOIN posts p ON p.author_type = s.type AND p.owner_id = s.id`,
  where: 'p.deleted_at IS NULL',
  // The page: each source's newest visible posts, at most a page's end each, merged (docs/performance.md
  // "Feeds"): bounded by the sources, not by how many posts they wrote.
  pageFrom: (limit: string, offset: string) => `(SELECT f.id FROM ${HOME_SOURCES} CROSS JOIN LATERAL (
        SELECT p.id, p.created_at FROM posts p
         WHERE p.author_type = s.type AND p.owner_id = s.id AND ${visiblePostSql('p', '$1::int')}
         ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit}::int + ${offset}::int) f
      ORDER BY f.created_at DESC, f.id DESC LIMIT ${limit} OFFSET ${offset}) page JOIN posts p ON p.id = page.id`,
};
const KIND_OF_TIMELINE: Record<'articles' | 'events' | 'videos', PostKind> = { articles: 'article', events: 'event', videos: 'video' };

/** Home, all-posts, hashtag and profile feeds, a post by id, a member's last post; each one statement (docs/posts.md). */
export function feedRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const baseUrl = (request: FastifyRequest) => publicBaseUrl(request, config);

  /** Runs a page statement: `$1` is the viewer, `extra` the list's own parameters from `$2`. */
  async function page<Item>(
    request: FastifyRequest,
    query: { page?: number | undefined; limit?: number | undefined },
    defaultLimit: number,
    list: {
      from?: string;
      where: string;
      extra?: unknown[];
      orderBy?: string;
      exists?: string;
      owner?: MissingThing;
      item?: (post: string) => string;
      pageFrom?: (limit: string, offset: string) => string;
      total?: string;
    },
    view: (row: never) => Item,
  ) {
    const window = pageWindow(query, defaultLimit);
    const extra = list.extra ?? [];
    const n = extra.length;
    const limit = `$${n + 2}`;
    const offset = `$${n + 3}`;
    const sql = postPageSql({
      ...(list.from ? { from: list.from } : {}),
      where: list.where,
      viewer: '$1::int',
      limit,
      offset,
      ...(list.pageFrom ? { pageFrom: list.pageFrom(limit, offset) } : {}),
      ...(list.orderBy ? { orderBy: list.orderBy } : {}),
      ...(list.exists ? { exists: list.exists } : {}),
      ...(list.item ? { item: list.item } : {}),
      ...(list.total ? { total: list.total } : {}),
    });
    const row = await first<{ found: boolean | null; total: number; items: never[] }>(db, sql, [
      request.viewer?.userId ?? null,
      ...extra,
      window.limit,
      window.offset,
    ]);
    if (!row?.found) throw notFound(list.owner ?? 'list');
    return { items: row.items.map(view), total: Number(row.total), page: window.page, limit: window.limit };
  }
  const asPost = (request: FastifyRequest) => (row: PostColumns) => postView(row, baseUrl(request));
  const asActivity = (request: FastifyRequest) => (row: ActivityColumns) => ({
    type: row.type,
    at: new Date(row.at).toISOString(),
    post: postView(row.post, baseUrl(request)),
  });

  /** The home feed's page from the viewer's stored timeline (one statement: the page, and the timeline's state). */
  const HOME_TIMELINE_PAGE = postPageSql({
    from: 'home_timeline_posts ht JOIN posts p ON p.id = ht.post_id',
    where: 'ht.member_id = $1::int',
    viewer: '$1::int',
    orderBy: 'ht.created_at DESC, ht.post_id DESC',
    limit: '$2',
    offset: '$3',
    total: '0',
    columns: `${timelineStateSql({ merged: false })} AS timeline`,
    shares: 'apart',
  });
  /**
   * The same, for a member with pages merged at read among their sources (the state says `merges`): each side's newest
   * visible posts, at most the page's end (the timeline walked through its key, the merged pages' posts through
   * posts_owner_newest), merged in the feed's order, then the page. A statement of its own, so that every other
   * member's read stays the plan above (a statement holding both costs every read its larger plan: about 0.3 ms). Each
   * post is read by its key in a lateral sub-select, so that no plan, even one made before the tables have
   * statistics, joins the posts first and runs the page once a post (one did: 0.7 s a read on a fresh deployment).
   */
  const MERGED_TIMELINE_PAGE = postPageSql({
    where: 'true',
    viewer: '$1::int',
    limit: '$2',
    offset: '$3',
    pageFrom: `(SELECT u.post_id AS id FROM (
        (SELECT t.created_at, t.post_id FROM home_timeline_posts t CROSS JOIN LATERAL (SELECT * FROM posts p WHERE p.id = t.post_id OFFSET 0) p
          WHERE t.member_id = $1::int AND ${visiblePostSql('p', '$1::int')}
          ORDER BY t.created_at DESC, t.post_id DESC LIMIT $2::int + $3::int)
        UNION ALL
        SELECT mp.created_at, mp.id FROM ${mergedPostsSql('$1::int', { visibleTo: visiblePostSql('p', '$1::int'), limit: '$2::int + $3::int' })}
      ) u ORDER BY u.created_at DESC, u.post_id DESC LIMIT $2 OFFSET $3) page
      CROSS JOIN LATERAL (SELECT * FROM posts p WHERE p.id = page.id OFFSET 0) p`,
    total: '0',
    columns: `${timelineStateSql({ merged: true })} AS timeline`,
    shares: 'apart',
  });
  const readTimeline = async (viewer: number, window: { limit: number; offset: number }) => {
    const read = async (statement: string) => {
      const row = await first<{ timeline: TimelineState | null; items: PostColumns[] }>(db, statement, [
        viewer,
        window.limit,
        window.offset,
      ]);
      return { timeline: row?.timeline ?? null, items: row?.items ?? [] };
    };
    const timeline = await read(HOME_TIMELINE_PAGE);
    // A member of a page merged at read: their page again, with that page's posts.
    return timeline.timeline?.merges ? read(MERGED_TIMELINE_PAGE) : timeline;
  };

  app.get(
    '/post',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'homeFeed',
        tags,
        summary:
          'Home feed: my posts, my connections’, those of companies I follow or manage and of clubs I joined, newest first, as each post’s visibility allows.',
        description:
          'Read from my stored timeline (its newest 800 posts; older pages are computed). `total` counts the timeline’s posts: never fewer than the feed shows, it may count a post hidden from me when read (narrowed visibility, a block), so the last page may come back empty.',
        querystring: PageQuery(FEED_PAGE_SIZE),
        response: { 200: Paged(Post) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request).userId;
      const window = pageWindow(request.query, FEED_PAGE_SIZE);
      let read = await readTimeline(viewer, window);
      if (read.timeline === null || read.timeline.stale) {
        // A first read, or a return after the timeline stopped being written to: built again from the sources.
        await fillTimeline(db, viewer);
        read = await readTimeline(viewer, window);
      }
      const timeline = read.timeline as TimelineState;
      // Past a trimmed timeline's stored posts, the page comes from the sources, as before the timeline was stored.
      const items =
        !timeline.complete && read.items.length < window.limit
          ? // Its total is the timeline's: the sources' count (every visible post of every source) is not run for it.
            (await page(request, request.query, FEED_PAGE_SIZE, { ...HOME_FROM_SOURCES, total: '0' }, asPost(request))).items
          : (await withSharedPosts(db, read.items, viewer)).map(asPost(request));
      await afterTimelineRead(db, viewer, timeline);
      return { items, total: timeline.entries + timeline.older + timeline.merged, page: window.page, limit: window.limit };
    },
  );

  app.get(
    '/post/all-posts',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'allPosts',
        tags,
        summary: `Every post the viewer may see, newest first, ${ALL_POSTS_PAGE_SIZE} a page (SPEC §9).`,
        querystring: PageQuery(ALL_POSTS_PAGE_SIZE),
        response: { 200: Paged(Post) },
      },
    },
    async (request) => page(request, request.query, ALL_POSTS_PAGE_SIZE, { where: 'true' }, asPost(request)),
  );

  app.get(
    '/post/hashtag/:tag',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'hashtagFeed',
        tags,
        summary: 'Posts with a hashtag (with or without #, any case), newest first.',
        params: HashtagParams,
        querystring: PageQuery(FEED_PAGE_SIZE),
        response: { 200: Paged(Post) },
      },
    },
    async (request) => {
      const tag = normalizeHashtag(request.params.tag);
      if (!tag) {
        const window = pageWindow(request.query, FEED_PAGE_SIZE);
        return { items: [], total: 0, page: window.page, limit: window.limit };
      }
      return page(
        request,
        request.query,
        FEED_PAGE_SIZE,
        {
          from: 'post_hashtags ph JOIN posts p ON p.id = ph.post_id',
          where: 'ph.tag = $2',
          extra: [tag],
          orderBy: 'ph.created_at DESC, ph.post_id DESC',
        },
        asPost(request),
      );
    },
  );

  const memberTimeline = (
    request: FastifyRequest,
    id: number,
    kind: 'posts' | 'articles' | 'events' | 'videos',
    query: { page?: number; limit?: number },
  ) =>
    page(
      request,
      query,
      FEED_PAGE_SIZE,
      {
        where: `p.author_type = 'user' AND p.owner_id = $2${kind === 'posts' ? '' : ' AND p.kind = $3'}`,
        extra: kind === 'posts' ? [id] : [id, KIND_OF_TIMELINE[kind]],
        exists: 'SELECT true FROM users WHERE id = $2',
        owner: 'member',
      },
      asPost(request),
    );
  const memberActivities = <Item>(
    request: FastifyRequest,
    id: number,
    query: { page?: number; limit?: number },
    view: (row: ActivityColumns) => Item,
  ) =>
    page(
      request,
      query,
      FEED_PAGE_SIZE,
      {
        from: activitiesFrom('$2::int'),
        where: 'true',
        extra: [id],
        orderBy: 'a.at DESC, p.id DESC, a.type',
        exists: 'SELECT true FROM users WHERE id = $2',
        owner: 'member',
        item: activityItem,
      },
      view,
    );

  app.get(
    '/post/timeline/:id',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'postTimeline',
        tags,
        summary: 'A member’s timeline: the posts they made as themselves, newest first (as /users/timeline/{id}/posts).',
        params: MemberParams,
        querystring: PageQuery(FEED_PAGE_SIZE),
        response: { 200: Paged(Post) },
      },
    },
    async (request) => memberTimeline(request, request.params.id, 'posts', request.query),
  );

  app.get(
    '/users/timeline/:id/:kind',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'userTimeline',
        tags: ['users'],
        summary:
          'A member’s profile timeline: posts (every kind), articles, events, videos, or activities (posts they made, liked or commented on, by when).',
        params: TimelineParams,
        querystring: PageQuery(FEED_PAGE_SIZE),
        response: { 200: Paged(Post) },
      },
    },
    async (request) => {
      const { id, kind } = request.params;
      if (kind === 'activities') return memberActivities(request, id, request.query, (row) => postView(row.post, baseUrl(request)));
      return memberTimeline(request, id, kind, request.query);
    },
  );

  app.get(
    '/users/:id/activities',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'userActivities',
        tags: ['users'],
        summary: 'What a member did: posted, liked, commented (their latest comment a post), newest first; only posts the viewer may see.',
        params: MemberParams,
        querystring: PageQuery(FEED_PAGE_SIZE),
        response: { 200: Paged(PostActivity) },
      },
    },
    async (request) => memberActivities(request, request.params.id, request.query, asActivity(request)),
  );

  app.get(
    '/users/:id/last-post',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'userLastPost',
        tags: ['users'],
        summary: 'A member’s newest post the viewer may see ({ post: null } when none).',
        params: MemberParams,
        response: { 200: Type.Object({ post: Nullable(Post) }, { additionalProperties: false }) },
      },
    },
    async (request) => {
      const answer = await page(
        request,
        { page: 1, limit: 1 },
        1,
        {
          where: `p.author_type = 'user' AND p.owner_id = $2`,
          extra: [request.params.id],
          exists: 'SELECT true FROM users WHERE id = $2',
          owner: 'member',
        },
        asPost(request),
      );
      return { post: answer.items[0] ?? null };
    },
  );

  app.post(
    '/post/find-by-relation-id',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'findPostsByRelationId',
        tags,
        summary:
          'The posts a notification, message or link refers to, by id, in the order asked; those missing or not for the viewer are left out.',
        body: FindByRelationBody,
        response: { 200: Type.Object({ items: Type.Array(Post) }, { additionalProperties: false }) },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.ids)];
      const answer = await page(
        request,
        { page: 1, limit: ids.length },
        ids.length,
        { where: 'p.id = ANY($2::int[])', extra: [ids], orderBy: 'array_position($2::int[], p.id)' },
        asPost(request),
      );
      return { items: answer.items };
    },
  );

  app.get(
    '/post/:id',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'getPost',
        tags,
        summary: 'One post, as the viewer may see it (404 otherwise, never its body).',
        params: PostIdParams,
        response: { 200: Post },
      },
    },
    async (request) => loadPost(db, request.params.id, request.viewer?.userId ?? null, baseUrl(request)),
  );
}
