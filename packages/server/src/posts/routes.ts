import { first } from '../db/database.ts';
import { allowFileReads } from '../files/files.ts';
import type { App, ServerContext } from '../http/context.ts';
import { commentRoutes } from './comments.ts';
import { createPostRoutes } from './create-posts.ts';
import { editDeleteRoutes } from './edit-delete.ts';
import { feedRoutes } from './feeds.ts';
import { timelineJobs } from './home-timeline.ts';
import { visiblePostSql } from './post-sql.ts';
import { previewJobs } from './preview-jobs.ts';
import { reactionRoutes } from './reactions.ts';
import { postSearchRoutes } from './search.ts';
import { surveyRoutes } from './surveys.ts';

/**
 * Posts and feeds (docs/posts.md): the eight create routes, feeds and timelines, likes, views, shares, comments,
 * survey votes, editing, deleting and restoring. Every read filters by visiblePostSql. `/post/{id}` is registered
 * with the rest: the router prefers a static segment (`all-posts`, `search`, `mentions`, `hashtag`, `likes`, …) over a parameter.
 */
export function postRoutes(app: App, context: ServerContext): void {
  previewJobs(context);
  timelineJobs(context.jobs, context.db);
  // A post's files (and a video's thumbnail) are read by whoever may see the post.
  for (const ownerType of ['post', 'post_thumbnail']) {
    allowFileReads(ownerType, async (db, ownerId, viewer) =>
      Boolean(
        await first(db, `SELECT 1 FROM posts p WHERE p.id = $1 AND ${visiblePostSql('p', '$2::int')}`, [ownerId, viewer?.userId ?? null]),
      ),
    );
  }
  createPostRoutes(app, context);
  feedRoutes(app, context);
  postSearchRoutes(app, context);
  reactionRoutes(app, context);
  commentRoutes(app, context);
  surveyRoutes(app, context);
  editDeleteRoutes(app, context);
}
