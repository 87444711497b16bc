import type { ServerContext } from '../http/context.ts';
import { fetchLinkPreview } from './link-preview.ts';

/** The job that fetches and stores one post's link preview (docs/jobs.md). */
export const PREVIEW_JOB = 'post.link-preview';

interface PreviewJob {
  postId: number;
  url: string;
}

/** Attempts at one preview: a page that timed out or could not be reached is tried again, with backoff. */
const PREVIEW_ATTEMPTS = 3;

/**
 * Registers the link-preview job: it fetches the page and stores what it found, only if the post still points at
 * that address (an edit may have changed it meanwhile), so running it twice is harmless. A refused address, an
 * error status or a page that is not HTML leaves `link_preview` null; a timeout or an unreachable host is retried.
 */
export function previewJobs(context: Pick<ServerContext, 'db' | 'config' | 'jobs'>): void {
  context.jobs.handle<PreviewJob>(
    PREVIEW_JOB,
    async ({ payload: { postId, url } }) => {
      const outcome = await fetchLinkPreview(url, {
        allowHosts: context.config.linkPreviewAllowHosts,
        fetchPublic: context.config.linkPreviewFetch,
      });
      if (!outcome.ok && (outcome.reason === 'timeout' || outcome.reason === 'unreachable')) {
        throw new Error(`link preview of ${url}: ${outcome.reason}`);
      }
      if (!outcome.ok || !outcome.preview) return;
      await context.db.query('UPDATE posts SET link_preview = $2 WHERE id = $1 AND link_url = $3', [
        postId,
        JSON.stringify(outcome.preview),
        url,
      ]);
    },
    { maxAttempts: PREVIEW_ATTEMPTS, leaseSeconds: 30 },
  );
}

/**
 * Queues a post's link preview after the post is written (docs/posts.md: the create never waits for the page): the
 * job queue fetches it in the background.
 */
export async function previewLater(context: Pick<ServerContext, 'jobs'>, postId: number, url: string): Promise<void> {
  await context.jobs.enqueue(PREVIEW_JOB, { postId, url } satisfies PreviewJob);
}
