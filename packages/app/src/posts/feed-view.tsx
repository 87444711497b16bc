import { FEED_ERROR_MESSAGES, type FeedList, type FeedName } from '@dealgrow/sdk/state';
import { Button, EmptyState, Skeleton } from '@dealgrow/widgets';
import { memo, type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Deferred } from '../common/deferred.tsx';
import { useSession } from '../session/session.tsx';
import { PostItem } from './post-item.tsx';
import type { Post } from './types.ts';
import { UndoToast } from './undo-toast.tsx';
import { type FeedEntry, postOfEntry } from './use-feed.ts';

/**
 * SPEC §8: a failed feed shows the server's message, or the feed's own message, in the page's language when it is
 * the SDK's constant.
 */
export function useFeedError(name: FeedName) {
  const { t } = useTranslation();
  return (message: string | null) => {
    if (!message) return null;
    return message === FEED_ERROR_MESSAGES[name] ? t(`posts.feedErrors.${name}`) : message;
  };
}

/** Posts drawn with the feed's first page; the others follow a few a task (common/deferred.tsx). */
const FEED_FIRST_DRAWN = 3;

/**
 * A feed's posts (or activities), newest first, with their actions; "Show more" loads the next page while the feed
 * has more (SPEC §4, §9); a deleted post leaves at once and the undo toast offers it back for 3 seconds. While the
 * first page loads, skeleton cards hold the posts' place; an empty feed says so, with `emptyAction` (the next step).
 */
export function FeedView({
  name,
  feed,
  label,
  empty,
  emptyAction,
  onShared,
}: {
  name: FeedName;
  feed: FeedList<FeedEntry> & { more: () => void };
  label: string;
  empty: string;
  emptyAction?: ReactNode;
  onShared?: () => void;
}) {
  const { t } = useTranslation();
  const { state } = useSession();
  const message = useFeedError(name);
  const entries = feed.items.filter((entry) => !postOfEntry(entry).deletedAt);
  const update = useCallback((post: Post) => state.feed.getState().updatePost(post), [state]);
  // No page yet: the first render comes before the first load starts, and is a wait, not an empty feed (it showed the
  // empty state for a frame, and what followed the feed moved up into view and back).
  const waiting = !feed.error && feed.items.length === 0 && (feed.loading || feed.page === 0);

  return (
    <div className="feed" aria-busy={waiting || feed.loading || undefined}>
      {feed.error && (
        <p className="notice notice--danger" role="alert" data-feed-error={name}>
          {message(feed.error)}
        </p>
      )}
      {waiting && <Skeleton label={t('common.loading')} className="feed__skeleton" />}
      {!waiting && !feed.loading && !feed.error && entries.length === 0 && <EmptyState title={empty} action={emptyAction} />}
      {entries.length > 0 && (
        <ol className="feed__list" aria-label={label}>
          {entries.map((entry, index) => (
            <FeedItem
              key={'id' in entry ? `post-${entry.id}` : `${entry.type}-${entry.at}-${entry.post.id}`}
              entry={entry}
              drawNow={index < FEED_FIRST_DRAWN}
              onChange={update}
              onShared={onShared}
            />
          ))}
        </ol>
      )}
      {feed.paginationError && (
        <p className="notice notice--danger" role="alert">
          {message(feed.paginationError)}
        </p>
      )}
      {feed.hasMore && feed.page > 0 && (
        <Button type="button" variant="secondary" className="feed__more" disabled={feed.loading} onClick={feed.more}>
          {feed.loading ? t('common.loading') : t('posts.more')}
        </Button>
      )}
      <UndoToast />
    </div>
  );
}

/**
 * One entry of a feed. Drawn again only when its own post changes: "Show more" appends a page, and every post already
 * in the list was drawn again with it (and twice, for the loading state), so each page cost more than the one before.
 */
const FeedItem = memo(function FeedItem({
  entry,
  drawNow,
  onChange,
  onShared,
}: {
  entry: FeedEntry;
  drawNow: boolean;
  onChange: (post: Post) => void;
  onShared: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <li className="feed__item">
      {!('id' in entry) && (
        <p className="feed__activity">{t(`posts.activity.${entry.type}`, { date: new Date(entry.at).toLocaleDateString() })}</p>
      )}
      <Deferred now={drawNow} placeholder="16rem">
        <PostItem post={postOfEntry(entry)} onChange={onChange} onShared={onShared} />
      </Deferred>
    </li>
  );
});
