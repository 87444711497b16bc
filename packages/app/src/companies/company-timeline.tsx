import type { ApiResult, Page } from '@dealgrow/sdk';
import { type CompanyData, FEED_ERROR_MESSAGES, type FeedActivity, type FeedData } from '@dealgrow/sdk/state';
import { Button } from '@dealgrow/widgets';
import { memo, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { FeedView } from '../posts/feed-view.tsx';
import { PostItem } from '../posts/post-item.tsx';
import type { Post } from '../posts/types.ts';
import { UndoToast } from '../posts/undo-toast.tsx';
import { useFeed } from '../posts/use-feed.ts';
import { useSession } from '../session/session.tsx';
import { useSliceState } from '../session/use-slice.ts';
import type { Company } from './types.ts';

/** The company's activity answers posts (posted as it, or naming it): each one shows as "posted" on its date. */
async function asActivities(answer: Promise<ApiResult<Page<Post>>>): Promise<ApiResult<Page<FeedActivity>>> {
  const result = await answer;
  if (!result.success) return result;
  // Not a page (no items): passed on as an empty page's worth of nothing, which the feed reads as a failed load.
  const posts: Post[] = Array.isArray(result.data?.items) ? result.data.items : [];
  const items = posts.map((post): FeedActivity => ({ type: 'posted', at: post.created_at, post }));
  return { ...result, data: { ...result.data, items } };
}

const selectTimeline = (data: CompanyData) => data.timeline;
const selectPending = (data: FeedData) => data.pendingDeletions;

/** An answer that is not a page (no `items`: a proxy's or an old server's reply) reads as a failed load (SPEC §8). */
async function asPage(answer: Promise<ApiResult<Page<Post>>>): Promise<ApiResult<Page<Post>>> {
  const result = await answer;
  if (!result.success || Array.isArray(result.data?.items)) return result;
  const error = { code: `http_${result.status}`, status: result.status, message: '', retryable: false };
  return { data: undefined, success: false, status: result.status, statusText: result.statusText, error };
}

/** The pinned post first, then the others newest first (as the server orders a page). */
function pinnedFirst(posts: Post[], pinnedPostId: number | null): Post[] {
  const others = posts.filter((post) => post.id !== pinnedPostId).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  const pinned = posts.find((post) => post.id === pinnedPostId);
  return pinned ? [pinned, ...others] : others;
}

/**
 * The company's timeline (posts posted as the company, the pinned one first with its label) through the SDK's
 * `company` slice: page 1 afresh on each opening (the slice's first load, so page 2 is next), "Show more posts" while
 * there are more; a failed first load shows the error, a failed later page its message under the posts (SPEC §4, §8).
 * Its managers pin a post on top, or unpin it (`PATCH /company/{id}/post/{postId}`: one pinned post a page).
 */
export function CompanyTimeline({ company, onChange }: { company: Company; onChange: (change: Partial<Company>) => void }) {
  const { t } = useTranslation();
  const { client, state } = useSession();
  const timeline = useSliceState(state.company, selectTimeline);
  // A post its author deletes leaves at once (the feed slice's undo brings it back within 3 s), and for good after.
  const pending = useSliceState(state.feed, selectPending);
  const [gone, setGone] = useState<ReadonlySet<number>>(() => new Set());
  const [pinning, setPinning] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { id } = company;

  const load = useCallback(
    (first: boolean) =>
      void state.company.getState().loadTimeline((page) => asPage(client.companies.timeline(id, { page })), {
        source: 'companyTimeline',
        ...(first ? { first } : {}),
      }),
    [client, state, id],
  );
  useEffect(() => {
    load(true);
    return () => state.company.getState().resetTimeline();
  }, [load, state]);

  const message = (text: string | null) =>
    !text ? null : text === FEED_ERROR_MESSAGES.companyTimeline ? t('posts.feedErrors.companyTimeline') : text;
  const update = useCallback((post: Post) => state.company.getState().updatePost(post), [state]);
  const leave = useCallback((postId: number) => setGone((known) => new Set(known).add(postId)), []);

  async function pin(post: Post, pinned: boolean) {
    setPinning(post.id);
    setError(null);
    const answer = await client.companies.pinPost(id, post.id, pinned);
    setPinning(null);
    if (!answer.success) return setError(messageOf(answer.error, t));
    update(answer.data);
    onChange({ pinnedPostId: pinned ? post.id : null });
  }

  // The rows get one function for good, which calls this render's `pin`: a row is drawn again only when its post does.
  const pinNow = useRef(pin);
  pinNow.current = pin;
  const onPin = useCallback((post: Post, pinned: boolean) => void pinNow.current(post, pinned), []);

  const posts = pinnedFirst(
    timeline.posts.filter((post) => !pending[post.id] && !gone.has(post.id)),
    company.pinnedPostId,
  );

  return (
    <div className="feed company-timeline" aria-busy={timeline.loading || undefined}>
      {timeline.error && (
        <p className="notice notice--danger" role="alert" data-feed-error="companyTimeline">
          {message(timeline.errorMessage)}
        </p>
      )}
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
      {timeline.loading && posts.length === 0 && <Loading shape="posts" />}
      {!timeline.loading && !timeline.error && posts.length === 0 && <p className="empty-state">{t('companies.timeline.empty')}</p>}
      {posts.length > 0 && (
        <ol className="feed__list" aria-label={t('companies.page.tabs.timeline')}>
          {posts.map((post) => (
            <TimelinePost
              key={post.id}
              post={post}
              pinned={post.id === company.pinnedPostId}
              manager={company.isManager}
              pinning={pinning !== null}
              onChange={update}
              onGone={leave}
              onPin={onPin}
            />
          ))}
        </ol>
      )}
      {timeline.paginationError && (
        <p className="notice notice--danger" role="alert">
          {message(timeline.paginationError)}
        </p>
      )}
      {timeline.hasMore && timeline.page > 1 && (
        <Button type="button" variant="secondary" className="feed__more" disabled={timeline.loading} onClick={() => load(false)}>
          {timeline.loading ? t('common.loading') : t('posts.more')}
        </Button>
      )}
      <UndoToast />
    </div>
  );
}

/**
 * One post of the timeline, with its pin button for the company's managers. Drawn again only when its own post, its
 * pinned state or the pinning's progress changes: "Show more posts" appends a page without drawing the shown posts again.
 */
const TimelinePost = memo(function TimelinePost({
  post,
  pinned,
  manager,
  pinning,
  onChange,
  onGone,
  onPin,
}: {
  post: Post;
  pinned: boolean;
  manager: boolean;
  pinning: boolean;
  onChange: (post: Post) => void;
  onGone: (postId: number) => void;
  onPin: (post: Post, pinned: boolean) => void;
}) {
  const { t } = useTranslation();
  let extra: ReactNode = null;
  if (manager)
    extra = (
      <Button type="button" variant="quiet" size="small" disabled={pinning} aria-pressed={pinned} onClick={() => onPin(post, !pinned)}>
        {pinned ? t('companies.timeline.unpin') : t('companies.timeline.pin')}
      </Button>
    );
  return (
    <li className="feed__item" data-pinned={pinned || undefined}>
      {pinned && <p className="feed__activity company-pinned">{t('companies.timeline.pinned')}</p>}
      <PostItem
        post={post}
        onChange={onChange}
        onDeleted={(deleted) => {
          if (deleted) onGone(post.id);
        }}
        extra={extra}
      />
    </li>
  );
});

/** The company's activity: posts as the company and posts that mention it, newest first (docs/companies-and-clubs.md). */
export function CompanyActivities({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const feed = useFeed({ feed: 'companyActivities', companyId: company.id }, (page) =>
    asActivities(client.companies.activities(company.id, { page })),
  );
  return (
    <FeedView name="companyActivities" feed={feed} label={t('companies.page.tabs.activities')} empty={t('companies.timeline.noActivity')} />
  );
}
