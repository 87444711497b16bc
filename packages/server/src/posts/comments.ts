import { Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { t } from '../i18n/catalogue.ts';
import { type MemberCardColumns, memberCard, memberCardJson } from '../members/member-card.ts';
import { mutedOnPage, mutedOnPostPageSql, notPageHiddenSql } from '../trust/page-moderation.ts';
import { neitherBlocks, notHiddenSql } from '../trust/sql.ts';
import { notifyPostActivity } from './post-notifications.ts';
import { mayCommentSql, visiblePostSql } from './post-sql.ts';
import { Comment, CommentBody, CommentParams, CommentThread, EditCommentBody, PostIdParams } from './schemas.ts';

export const COMMENTS_PAGE_SIZE = 10;
/** Replies a thread embeds; the rest are counted in repliesTotal. */
export const REPLIES_SHOWN = 50;
const tags = ['posts'];

interface CommentColumns {
  id: number;
  post_id: number;
  parent_id: number | null;
  body: string;
  author: MemberCardColumns;
  can_edit: boolean;
  can_delete: boolean;
  hidden_by_page: boolean;
  created_at: string;
  updated_at: string;
}
interface ThreadColumns extends CommentColumns {
  replies: CommentColumns[];
  replies_total: number;
}

/** SQL: comment `c` of post `p` in JSON as `viewer` sees it; `more` adds fields (`, 'name', expression`). */
function commentJson(c: string, p: string, viewer: string, more = ''): string {
  return `json_build_object('id', ${c}.id, 'post_id', ${c}.post_id, 'parent_id', ${c}.parent_id, 'body', ${c}.body,
    'author', (SELECT ${memberCardJson('cu', viewer)} FROM users cu WHERE cu.id = ${c}.author_id),
    'can_edit', coalesce(${c}.author_id = ${viewer}, false),
    'can_delete', coalesce(${c}.author_id = ${viewer} OR ${p}.author_id = ${viewer}, false),
    'hidden_by_page', ${c}.page_hidden_at IS NOT NULL,
    'created_at', ${c}.created_at, 'updated_at', ${c}.updated_at${more})`;
}

/**
 * SQL true when comment `c` of post `p` is shown to `viewer`: its author and the viewer do not block each other, it
 * is not hidden, and not hidden by the page's moderators (but to its author and them, docs/moderation.md).
 */
function shownCommentSql(c: string, p: string, viewer: string): string {
  return `(${neitherBlocks(viewer, `${c}.author_id`)} AND ${notHiddenSql(c, `${c}.author_id`, viewer)} AND ${notPageHiddenSql(c, p, viewer)})`;
}

/** SQL: a top-level comment with its first replies (post_comments_replies) and their count. */
function threadJson(c: string, p: string, viewer: string): string {
  return commentJson(
    c,
    p,
    viewer,
    `, 'replies', (SELECT coalesce(json_agg(${commentJson('r', p, viewer)} ORDER BY r.created_at, r.id), '[]')
                  FROM (SELECT * FROM post_comments rr WHERE rr.parent_id = ${c}.id AND rr.deleted_at IS NULL AND ${shownCommentSql('rr', p, viewer)} ORDER BY rr.created_at, rr.id LIMIT ${REPLIES_SHOWN}) r),
    'replies_total', (SELECT count(*)::int FROM post_comments rc WHERE rc.parent_id = ${c}.id AND rc.deleted_at IS NULL AND ${shownCommentSql('rc', p, viewer)})`,
  );
}

const iso = (value: string) => new Date(value).toISOString();

function commentView(row: CommentColumns, baseUrl: string): Comment {
  return {
    id: row.id,
    postId: row.post_id,
    parentId: row.parent_id,
    body: row.body,
    author: memberCard(row.author, baseUrl),
    canEdit: row.can_edit,
    canDelete: row.can_delete,
    hiddenByPage: row.hidden_by_page,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** One live comment of a post the viewer may see, or 404. */
async function loadComment(db: Queryable, postId: number, commentId: number, viewer: number, baseUrl: string): Promise<Comment> {
  const row = await first<{ comment: CommentColumns }>(
    db,
    `SELECT ${commentJson('c', 'p', '$3::int')} AS comment FROM post_comments c JOIN posts p ON p.id = c.post_id
      WHERE c.id = $2 AND c.post_id = $1 AND c.deleted_at IS NULL AND ${shownCommentSql('c', 'p', '$3::int')} AND ${visiblePostSql('p', '$3::int')}`,
    [postId, commentId, viewer],
  );
  if (!row) throw notFound('comment');
  return commentView(row.comment, baseUrl);
}

/** $1 post, $2 me, $3 the text, $4 the comment replied to (null: none). */
const ADD_COMMENT = `WITH post AS (
    SELECT p.id, p.author_id, p.comment_permission AS permission, ${mayCommentSql('p', '$2::int')} AS may,
           ${mutedOnPostPageSql('p', '$2::int')} AS muted_until
      FROM posts p WHERE p.id = $1 AND ${visiblePostSql('p', '$2::int')}),
  parent AS (SELECT coalesce(c.parent_id, c.id) AS thread FROM post_comments c
     WHERE $4::int IS NOT NULL AND c.id = $4::int AND c.post_id = $1 AND c.deleted_at IS NULL),
  added AS (
    INSERT INTO post_comments (post_id, parent_id, author_id, body)
    SELECT post.id, (SELECT thread FROM parent), $2, $3 FROM post
     WHERE post.may AND post.muted_until IS NULL AND ($4::int IS NULL OR EXISTS (SELECT 1 FROM parent)) RETURNING id)
  SELECT post.author_id, post.permission, post.may, post.muted_until, ($4::int IS NULL OR EXISTS (SELECT 1 FROM parent)) AS parent_found,
         (SELECT id FROM added) AS id
    FROM post`;

/** Comments and one level of replies (docs/posts.md "Comments"); comment permission enforced here. */
export function commentRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;

  app.get(
    '/post/:id/comments',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'postComments',
        tags,
        summary: `A post’s comments, newest first, each with its first ${REPLIES_SHOWN} replies (oldest first) and repliesTotal.`,
        params: PostIdParams,
        querystring: PageQuery(COMMENTS_PAGE_SIZE),
        response: { 200: Paged(CommentThread) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, COMMENTS_PAGE_SIZE);
      // post_comments_top: (post_id, created_at DESC, id DESC) where top-level and live.
      const row = await first<{ total: number; items: ThreadColumns[] }>(
        db,
        `SELECT (SELECT count(*)::int FROM post_comments tc WHERE tc.post_id = p.id AND tc.parent_id IS NULL AND tc.deleted_at IS NULL AND ${shownCommentSql('tc', 'p', '$2::int')}) AS total,
                (SELECT coalesce(json_agg(${threadJson('c', 'p', '$2::int')} ORDER BY c.created_at DESC, c.id DESC), '[]')
                   FROM (SELECT * FROM post_comments cc WHERE cc.post_id = p.id AND cc.parent_id IS NULL AND cc.deleted_at IS NULL AND ${shownCommentSql('cc', 'p', '$2::int')}
                          ORDER BY cc.created_at DESC, cc.id DESC LIMIT $3 OFFSET $4) c) AS items
           FROM posts p WHERE p.id = $1 AND ${visiblePostSql('p', '$2::int')}`,
        [request.params.id, request.viewer?.userId ?? null, window.limit, window.offset],
      );
      if (!row) throw notFound('post');
      const baseUrl = publicBaseUrl(request, config);
      return {
        items: row.items.map((thread) => ({
          ...commentView(thread, baseUrl),
          replies: thread.replies.map((reply) => commentView(reply, baseUrl)),
          repliesTotal: thread.replies_total,
        })),
        total: row.total,
        page: window.page,
        limit: window.limit,
      };
    },
  );

  app.post(
    '/post/:id/comments',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'addPostComment',
        tags,
        summary:
          'Comment on a post, or reply to a comment (parentId; a reply to a reply joins its thread). 403 when the post’s commentPermission excludes me.',
        params: PostIdParams,
        body: CommentBody,
        response: { 201: Comment },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { body, parentId } = request.body;
      // ONE statement (docs/performance.md "Writes that cost little"): the post if I may see it, whether I may comment,
      // the thread a reply joins (a reply to a reply joins its parent's), and the comment written when all hold.
      const row = await first<{
        author_id: number;
        permission: string;
        may: boolean;
        muted_until: string | Date | null;
        parent_found: boolean;
        id: number | null;
      }>(db, ADD_COMMENT, [request.params.id, viewer.userId, body.trim(), parentId ?? null]);
      if (!row) throw notFound('post');
      if (!row.may) throw forbidden(t(row.permission === 'no-one' ? 'post.comments_off' : 'post.comments_connections'));
      // A member the page's moderators muted (docs/moderation.md) comments again once the mute ends.
      if (row.muted_until !== null) throw mutedOnPage(row.muted_until);
      if (!row.parent_found || row.id === null) throw notFound('comment');
      const id = row.id;
      await notifyPostActivity(
        context,
        'post_commented',
        request.params.id,
        viewer.userId,
        publicBaseUrl(request, config),
        body,
        row.author_id,
      );
      reply.code(201);
      return loadComment(db, request.params.id, id, viewer.userId, publicBaseUrl(request, config));
    },
  );

  app.patch(
    '/post/:id/comments/:commentId',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'editPostComment',
        tags,
        summary: 'Change my comment’s text.',
        params: CommentParams,
        body: EditCommentBody,
        response: { 200: Comment },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { id, commentId } = request.params;
      const baseUrl = publicBaseUrl(request, config);
      const comment = await loadComment(db, id, commentId, viewer.userId, baseUrl);
      if (!comment.canEdit) throw forbidden(t('post.edit_own_comment'));
      await db.query('UPDATE post_comments SET body = $2, updated_at = now() WHERE id = $1', [commentId, request.body.body.trim()]);
      return loadComment(db, id, commentId, viewer.userId, baseUrl);
    },
  );

  app.delete(
    '/post/:id/comments/:commentId',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'deletePostComment',
        tags,
        summary: 'Delete a comment (its writer, or the post’s author); its replies go with it.',
        params: CommentParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { id, commentId } = request.params;
      const comment = await loadComment(db, id, commentId, viewer.userId, publicBaseUrl(request, config));
      if (!comment.canDelete) throw forbidden(t('post.delete_own_comment'));
      await db.query('UPDATE post_comments SET deleted_at = now() WHERE (id = $1 OR parent_id = $1) AND deleted_at IS NULL', [commentId]);
      reply.code(204);
      return null;
    },
  );
}
