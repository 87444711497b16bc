import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { checkAudience, loadPost, storeAudience, visiblePostFacts } from './access.ts';
import { previewLater } from './preview-jobs.ts';
import { EditPostBody, Post, PostIdParams, type Visibility } from './schemas.ts';
import { firstUrl, storeTextMarks } from './text-marks.ts';

/** How long after a delete its author may restore the post (docs/posts.md "Delete and undo"). */
export const RESTORE_WINDOW_MINUTES = 10;

interface OwnPost {
  id: number;
  author_id: number;
  author_type: 'user' | 'company' | 'club';
  owner_id: number;
  body: string;
  title: string | null;
  description: string | null;
  visible: Visibility;
  list_id: number | null;
  club_id: number | null;
  link_url: string | null;
  user_ids: number[];
}

/** Editing, deleting and restoring one's own post. */
export function editDeleteRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;

  app.patch(
    '/users/post/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'editPost',
        tags: ['users'],
        summary: 'Edit my post: body, title, description, location, audience (visible, listId, clubId, userIds), commentPermission.',
        params: PostIdParams,
        body: EditPostBody,
        response: { 200: Post },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const input = request.body;
      let previewUrl: string | null = null;
      await db.transaction(async (tx) => {
        await visiblePostFacts(tx, request.params.id, viewer.userId);
        const post = await first<OwnPost>(
          tx,
          `SELECT p.id, p.author_id, p.author_type, p.owner_id, p.body, p.title, p.description, p.visible, p.list_id, p.club_id, p.link_url,
                  ARRAY(SELECT user_id FROM post_audience WHERE post_id = p.id) AS user_ids
             FROM posts p WHERE p.id = $1 FOR UPDATE`,
          [request.params.id],
        );
        if (!post) throw notFound('post');
        if (post.author_id !== viewer.userId) throw forbidden(t('post.edit_own'));
        const audienceChanged = [input.visible, input.listId, input.clubId, input.userIds].some((value) => value !== undefined);
        const audience = audienceChanged
          ? await checkAudience(
              tx,
              viewer.userId,
              {
                visible: input.visible ?? post.visible,
                listId: input.listId ?? post.list_id ?? undefined,
                clubId: input.clubId ?? post.club_id ?? undefined,
                userIds: input.userIds ?? post.user_ids,
              },
              post.author_type === 'club' ? post.owner_id : null,
            )
          : undefined;
        const body = input.body === undefined ? post.body : input.body.trim();
        const linkUrl = firstUrl(body) ?? null;
        await tx.query(
          `UPDATE posts SET body = $2, title = coalesce($3, title), description = coalesce($4, description),
                  location = CASE WHEN $5::boolean THEN $6 ELSE location END,
                  visible = coalesce($7, visible), list_id = CASE WHEN $8::boolean THEN $9 ELSE list_id END,
                  club_id = CASE WHEN $8::boolean THEN $10 ELSE club_id END,
                  comment_permission = coalesce($11, comment_permission),
                  link_url = $12, link_preview = CASE WHEN link_url IS DISTINCT FROM $12 THEN NULL ELSE link_preview END, updated_at = now()
            WHERE id = $1`,
          [
            post.id,
            body,
            input.title?.trim() ?? null,
            input.description ?? null,
            input.location !== undefined,
            input.location?.trim() || null,
            audience?.visible ?? null,
            audience !== undefined,
            audience?.listId ?? null,
            audience?.clubId ?? null,
            input.commentPermission ?? null,
            linkUrl,
          ],
        );
        if (audience) await storeAudience(tx, post.id, audience.userIds);
        if (input.body !== undefined || input.title !== undefined || input.description !== undefined) {
          await storeTextMarks(tx, post.id, [body, input.title ?? post.title, input.description ?? post.description]);
        }
        if (linkUrl && linkUrl !== post.link_url) previewUrl = linkUrl;
      });
      if (previewUrl) await previewLater(context, request.params.id, previewUrl);
      return loadPost(db, request.params.id, viewer.userId, publicBaseUrl(request, config));
    },
  );

  app.delete(
    '/post/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'deletePost',
        tags: ['posts'],
        summary: `Delete my post (marked deleted; restorePost brings it back within ${RESTORE_WINDOW_MINUTES} minutes).`,
        params: PostIdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const post = await visiblePostFacts(db, request.params.id, viewer.userId);
      if (post.author_id !== viewer.userId) throw forbidden(t('post.delete_own'));
      await db.query('UPDATE posts SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL', [post.id]);
      reply.code(204);
      return null;
    },
  );

  app.post(
    '/post/:id/restore',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'restorePost',
        tags: ['posts'],
        summary: `Bring back a post I deleted in the last ${RESTORE_WINDOW_MINUTES} minutes (the undo after a delete call went through).`,
        params: PostIdParams,
        response: { 200: Post },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const row = await first<{ in_window: boolean }>(
        db,
        `SELECT deleted_at > now() - make_interval(mins => $3) AS in_window FROM posts WHERE id = $1 AND author_id = $2 AND deleted_at IS NOT NULL`,
        [request.params.id, viewer.userId, RESTORE_WINDOW_MINUTES],
      );
      if (!row) throw notFound('post');
      if (!row.in_window) throw conflict(t('post.restore_too_late', { minutes: RESTORE_WINDOW_MINUTES }), 'illegal_transition');
      await db.query('UPDATE posts SET deleted_at = NULL WHERE id = $1', [request.params.id]);
      return loadPost(db, request.params.id, viewer.userId, publicBaseUrl(request, config));
    },
  );
}
