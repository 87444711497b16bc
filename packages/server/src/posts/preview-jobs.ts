import type { ServerContext } from '../http/context.ts';
import { fetchLinkPreview } from './link-preview.ts';

/** Previews being fetched, so a test (or a graceful stop) can wait for them. */
const running = new Set<Promise<void>>();

/**
 * Fetches a post's link preview after the post is answered (docs/posts.md: the create never waits for it) and
 * stores what it found. A refused or failed fetch leaves `link_preview` null; the post is fine without one.
 */
export function previewLater(context: Pick<ServerContext, 'db' | 'config'>, postId: number, url: string): void {
  const job = (async () => {
    const outcome = await fetchLinkPreview(url, {
      allowHosts: context.config.linkPreviewAllowHosts,
      fetchPublic: context.config.linkPreviewFetch,
    });
    if (!outcome.ok || !outcome.preview) return;
    // Only if the post still points at this address (an edit may have changed it meanwhile).
    await context.db.query('UPDATE posts SET link_preview = $2 WHERE id = $1 AND link_url = $3', [
      postId,
      JSON.stringify(outcome.preview),
      url,
    ]);
  })()
    .catch(() => {
      // The database may have closed (a stopping server); the post simply stays without a preview.
    })
    .finally(() => running.delete(job));
  running.add(job);
}

/** Resolves when every preview started so far has been fetched and stored (or given up). */
export async function previewsSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
