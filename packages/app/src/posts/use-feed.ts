import type { ApiResult, Page } from '@dealgrow/sdk';
import { type FeedList, type FeedRef, feedKey, selectFeed } from '@dealgrow/sdk/state';
import { useCallback, useEffect, useRef } from 'react';
import { useSession } from '../session/session.tsx';
import { useSliceState } from '../session/use-slice.ts';
import type { Post, PostActivity } from './types.ts';

/** What a feed lists: posts, or a member's activities (what they did, when, to which post). */
export type FeedEntry = Post | PostActivity;
export type EntryOf<R extends FeedRef> = R extends { feed: 'userActivities' | 'companyActivities' } ? PostActivity : Post;

/**
 * A feed of the SDK's `feed` slice (SPEC §4, §9): page 1 loads afresh each time the feed is opened (the slice's first
 * load), `more()` asks for the next page while `hasMore`. The fetcher is a posts resource call for page `page`.
 */
export function useFeed<R extends FeedRef>(
  ref: R,
  fetchPage: (page: number) => Promise<ApiResult<Page<EntryOf<R>>>>,
): FeedList<EntryOf<R>> & { more: () => void; reload: () => void } {
  const { state } = useSession();
  const key = feedKey(ref);
  const current = useRef({ ref, fetchPage });
  current.current = { ref, fetchPage };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the feed's key names the feed; the ref object is new on each render.
  const select = useCallback((data: Parameters<typeof selectFeed>[0]) => selectFeed(data, current.current.ref), [key]);
  // The slice keeps what the fetcher answered: posts (or activities) as the server sent them.
  const feed = useSliceState(state.feed, select) as unknown as FeedList<EntryOf<R>>;

  const load = useCallback(
    (first: boolean) => {
      const { ref: feedRef, fetchPage: fetcher } = current.current;
      void state.feed.getState().load(feedRef, (page) => asPage(fetcher(page)), first ? { first: true } : {});
    },
    [state],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is a new feed, loaded from its first page.
  useEffect(() => load(true), [key, load]);
  const more = useCallback(() => load(false), [load]);
  const reload = useCallback(() => load(true), [load]);
  return { ...feed, more, reload };
}

/**
 * An answer that is not a page (no `items` list: a proxy's or an old server's reply) reads as a failed load, so the
 * feed shows its SPEC §8 message instead of breaking.
 */
async function asPage<T>(answer: Promise<ApiResult<Page<T>>>): Promise<ApiResult<Page<T>>> {
  const result = await answer;
  if (!result.success || Array.isArray(result.data?.items)) return result;
  const error = { code: `http_${result.status}`, status: result.status, message: '', retryable: false };
  return { data: undefined, success: false, status: result.status, statusText: result.statusText, error };
}

/** The post of a feed entry. */
export const postOfEntry = (entry: FeedEntry): Post => ('id' in entry ? entry : entry.post);
