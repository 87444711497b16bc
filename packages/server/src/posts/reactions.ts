import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { t } from '../i18n/catalogue.ts';
import { type MemberCardColumns, memberCard, memberCardJson } from '../members/member-card.ts';
import { checkAudience, loadPost, storeAudience, unprocessable, visiblePostFacts } from './access.ts';
import { notifyPostActivity } from './post-notifications.ts';
import { postPageSql, visiblePostSql } from './post-sql.ts';
import { type PostColumns, postView } from './post-view.ts';
import { previewLater } from './preview-jobs.ts';
import { Liker, LikeState, Post, PostIdParams, ShareBody } from './schemas.ts';
import { firstUrl, storeTextMarks } from './text-marks.ts';

export const LIKES_PAGE_SIZE = 25;
const tags = ['posts'];
/**
 * A like set in ONE statement (docs/performance.md "Writes that cost little"): the post, if the viewer may see it
 * (no row: 404), my like given (`true`), taken back (`false`) or flipped (`'toggle'`), and what the answer says —
 * whether I like it now, the count (the post's counter as read, moved by what this statement changed: the counter's
 * trigger runs after it), whether a like was given (the author is told), and the author. $1 post, $2 me.
 */
const setLikeSql = (like: boolean | 'toggle') => `WITH post AS (
    SELECT p.id, p.author_id, p.likes_count FROM posts p WHERE p.id = $1 AND ${visiblePostSql('p', '$2::int')}),
  taken AS (${like === true ? 'SELECT 1 WHERE false' : 'DELETE FROM post_likes WHERE post_id IN (SELECT id FROM post) AND user_id = $2 RETURNING 1'}),
  given AS (${
    like === false
      ? 'SELECT 1 WHERE false'
      : `INSERT INTO post_likes (post_id, user_id) SELECT id, $2 FROM post${like === 'toggle' ? ' WHERE NOT EXISTS (SELECT 1 FROM taken)' : ''}
          ON CONFLICT DO NOTHING RETURNING 1`
  })
  SELECT post.author_id, (SELECT count(*)::int FROM given) AS given, (SELECT count(*)::int FROM taken) AS taken, post.likes_count,
         ${like === 'toggle' ? 'NOT EXISTS (SELECT 1 FROM taken)' : like ? 'true' : 'false'} AS liked
    FROM post`;
const SET_LIKE = { toggle: setLikeSql('toggle'), true: setLikeSql(true), false: setLikeSql(false) };

/** Likes, views and shares of a post: every one checks first that the viewer may see the post (404 otherwise). */
export function reactionRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;

  async function likeState(postId: number, viewer: number | null) {
    const row = await first<{ liked: boolean; likes: number }>(
      db,
      `SELECT p.likes_count AS likes, EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = $2) AS liked
         FROM posts p WHERE p.id = $1 AND ${visiblePostSql('p', '$2::int')}`,
      [postId, viewer],
    );
    if (!row) throw notFound('post');
    return { liked: Boolean(row.liked), likes: row.likes };
  }

  /**
   * Sets my like of a post I may see (404 otherwise): `true` likes, `false` takes it back, `'toggle'` flips it
   * (SPEC's GET toggle). Liking twice is liking once; the author is told of a like given (not of one kept).
   */
  async function setLike(request: FastifyRequest<{ Params: { id: number } }>, like: boolean | 'toggle') {
    const viewer = requireViewer(request);
    const postId = request.params.id;
    const row = await first<{ author_id: number; given: number; taken: number; likes_count: number; liked: boolean }>(
      db,
      SET_LIKE[String(like) as keyof typeof SET_LIKE],
      [postId, viewer.userId],
    );
    if (!row) throw notFound('post');
    const state = { liked: row.liked, likes: row.likes_count + row.given - row.taken };
    if (row.given > 0)
      await notifyPostActivity(context, 'post_liked', postId, viewer.userId, publicBaseUrl(request, config), undefined, row.author_id);
    return state;
  }

  app.get(
    '/post/like-post/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'togglePostLike',
        tags,
        summary: 'Like a post, or take the like back when I already like it; answers whether I like it now and the count.',
        description: 'Not idempotent: a retry flips it back. Prefer `PUT` / `DELETE /post/{id}/like`.',
        params: PostIdParams,
        response: { 200: LikeState },
      },
    },
    async (request) => setLike(request, 'toggle'),
  );

  app.put(
    '/post/:id/like',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'likePost',
        tags,
        summary: 'Like a post; liking it again changes nothing. Answers whether I like it (true) and the count.',
        params: PostIdParams,
        response: { 200: LikeState },
      },
    },
    async (request) => setLike(request, true),
  );

  app.delete(
    '/post/:id/like',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'unlikePost',
        tags,
        summary: 'Take my like of a post back; not liking it changes nothing. Answers whether I like it (false) and the count.',
        params: PostIdParams,
        response: { 200: LikeState },
      },
    },
    async (request) => setLike(request, false),
  );

  app.get(
    '/post/like-control/:id',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'postLikeState',
        tags,
        summary: 'Whether I like a post (false signed out) and how many do.',
        params: PostIdParams,
        response: { 200: LikeState },
      },
    },
    async (request) => likeState(request.params.id, request.viewer?.userId ?? null),
  );

  app.get(
    '/post/likes/:id',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'postLikes',
        tags,
        summary: 'Who likes a post, newest first.',
        params: PostIdParams,
        querystring: PageQuery(LIKES_PAGE_SIZE),
        response: { 200: Paged(Liker) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, LIKES_PAGE_SIZE);
      // post_likes_newest: (post_id, created_at DESC, user_id DESC); the total is the maintained likes_count.
      const row = await first<{ total: number; items: { member: MemberCardColumns; liked_at: string }[] }>(
        db,
        `SELECT p.likes_count AS total,
                (SELECT coalesce(json_agg(json_build_object('member', ${memberCardJson('u', '$2::int')}, 'liked_at', x.created_at)
                          ORDER BY x.created_at DESC, x.user_id DESC), '[]')
                   FROM (SELECT l.user_id, l.created_at FROM post_likes l WHERE l.post_id = p.id
                          ORDER BY l.created_at DESC, l.user_id DESC LIMIT $3 OFFSET $4) x JOIN users u ON u.id = x.user_id) AS items
           FROM posts p WHERE p.id = $1 AND ${visiblePostSql('p', '$2::int')}`,
        [request.params.id, request.viewer?.userId ?? null, window.limit, window.offset],
      );
      if (!row) throw notFound('post');
      const baseUrl = publicBaseUrl(request, config);
      return {
        items: row.items.map((item) => ({ member: memberCard(item.member, baseUrl), liked_at: new Date(item.liked_at).toISOString() })),
        total: row.total,
        page: window.page,
        limit: window.limit,
      };
    },
  );

  app.get(
    '/post/post-track/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'trackPostView',
        tags,
        summary: 'Record that I saw a post: once a member a day, never the author’s own views; answers the view count.',
        params: PostIdParams,
        response: { 200: Type.Object({ recorded: Type.Boolean(), views: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const post = await visiblePostFacts(db, request.params.id, viewer.userId);
      const recorded =
        post.author_id !== viewer.userId &&
        (
          await db.query(
            `WITH seen AS (INSERT INTO post_views (post_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING post_id)
             UPDATE posts SET views_count = views_count + 1 WHERE id IN (SELECT post_id FROM seen) RETURNING id`,
            [post.id, viewer.userId],
          )
        ).length > 0;
      const row = await first<{ views: number }>(db, 'SELECT views_count AS views FROM posts WHERE id = $1', [post.id]);
      return { recorded, views: row?.views ?? 0 };
    },
  );

  app.post(
    '/post/share-post/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'sharePost',
        tags,
        summary: 'Share a public post with my own words (body may be empty): a new post of mine quoting it; visible defaults to public.',
        params: PostIdParams,
        body: ShareBody,
        response: { 201: Post },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const input = request.body;
      const body = input.body?.trim() ?? '';
      const linkUrl = firstUrl(body) ?? null;
      const postId = await db.transaction(async (tx) => {
        const original = await visiblePostFacts(tx, request.params.id, viewer.userId);
        // Sharing shows the post to the sharer's audience: only a public post may travel that far.
        if (original.visible !== 'public') throw unprocessable('id', t('post.share_public_only'));
        const audience = await checkAudience(tx, viewer.userId, input, null);
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO posts (kind, author_type, owner_id, author_id, body, visible, list_id, club_id, comment_permission, shared_post_id, link_url)
           VALUES ('body', 'user', $1, $1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [
            viewer.userId,
            body,
            audience.visible,
            audience.listId,
            audience.clubId,
            input.commentPermission ?? 'anyone',
            original.id,
            linkUrl,
          ],
        );
        const id = (row as { id: number }).id;
        await storeAudience(tx, id, audience.userIds, true);
        await storeTextMarks(tx, id, [body], true);
        return id;
      });
      if (linkUrl) await previewLater(context, postId, linkUrl);
      reply.code(201);
      return loadPost(db, postId, viewer.userId, publicBaseUrl(request, config));
    },
  );

  app.get(
    '/post/share-count/:id',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'postShareCount',
        tags,
        summary: 'How many times a post was shared (live shares).',
        params: PostIdParams,
        response: { 200: Type.Object({ count: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }) },
      },
    },
    async (request) => {
      const row = await first<{ count: number }>(
        db,
        `SELECT p.shares_count AS count FROM posts p WHERE p.id = $1 AND ${visiblePostSql('p', '$2::int')}`,
        [request.params.id, request.viewer?.userId ?? null],
      );
      if (!row) throw notFound('post');
      return { count: row.count };
    },
  );

  app.get(
    '/post/my-quoted-post/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'myQuotedPosts',
        tags,
        summary: 'My shares of a post (the posts in which I quoted it), newest first.',
        params: PostIdParams,
        querystring: PageQuery(LIKES_PAGE_SIZE),
        response: { 200: Paged(Post) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const window = pageWindow(request.query, LIKES_PAGE_SIZE);
      // posts_shared: (shared_post_id, author_id).
      const row = await first<{ found: boolean | null; total: number; items: PostColumns[] }>(
        db,
        postPageSql({
          where: 'p.shared_post_id = $2 AND p.author_id = $1::int',
          viewer: '$1::int',
          limit: '$3',
          offset: '$4',
          exists: `SELECT true FROM posts o WHERE o.id = $2 AND ${visiblePostSql('o', '$1::int')}`,
        }),
        [viewer.userId, request.params.id, window.limit, window.offset],
      );
      if (!row?.found) throw notFound('post');
      const baseUrl = publicBaseUrl(request, config);
      return { items: row.items.map((item) => postView(item, baseUrl)), total: row.total, page: window.page, limit: window.limit };
    },
  );
}
