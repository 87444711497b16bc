import { first } from '../db/database.ts';
import { preview } from '../notifications/kinds.ts';
import { notify } from '../notifications/notify.ts';
import { type ProducerContext, safely } from '../notifications/producers.ts';
import { visiblePostSql } from './post-sql.ts';

/** The notifications a post's activity makes (docs/notifications.md "Producers"); like notify(), none throws. */
/** The members a new post mentions (`@[Name](username)`) who may see it. */
export function notifyMentions(context: ProducerContext, postId: number, authorId: number, baseUrl: string): Promise<void> {
  return safely(context, 'mentioned', async () => {
    const rows = await context.db.query<{ user_id: number }>(
      `SELECT pm.user_id FROM post_mentions pm JOIN posts p ON p.id = pm.post_id WHERE pm.post_id = $1 AND ${visiblePostSql('p', 'pm.user_id')}`,
      [postId],
    );
    if (rows.length === 0) return;
    await notify(context, {
      kind: 'mentioned',
      recipients: rows.map((row) => row.user_id),
      actorId: authorId,
      subject: { type: 'post', id: postId },
      baseUrl,
    });
  });
}

/** A like given (`post_liked`, only when the answer says liked) or a comment written (`post_commented`): the post's author. */
export function notifyPostActivity(
  context: ProducerContext,
  kind: 'post_liked' | 'post_commented',
  postId: number,
  actorId: number,
  baseUrl: string,
  comment?: string,
  /** The post's author, when the producer read it already (no statement more). */
  authorId?: number,
): Promise<void> {
  return safely(context, kind, async () => {
    const author =
      authorId ?? (await first<{ author_id: number }>(context.db, 'SELECT author_id FROM posts WHERE id = $1', [postId]))?.author_id;
    if (author === undefined) return;
    await notify(context, {
      kind,
      recipients: [author],
      actorId,
      subject: { type: 'post', id: postId },
      ...(comment ? { data: { preview: preview(comment) } } : {}),
      baseUrl,
    });
  });
}
