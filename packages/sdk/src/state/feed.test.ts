import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../generated/openapi.ts';
import type { Page } from '../transport/paging.ts';
import type { ApiError, ApiResult } from '../transport/result.ts';
import { createFeedSlice, type FeedActivity, type FeedPost, type FeedRef, feedKey, selectFeed } from './feed.ts';
import { ALL_POSTS_PAGE_SIZE, FEED_ERROR_MESSAGES, POST_DELETE_UNDO_MS } from './feed-constants.ts';
import { createDealgrowState } from './root.ts';

const AT = '2025-03-01T09:00:00.000Z';
const AUTHOR = { id: 1, username: 'ada', firstName: 'Ada', lastName: 'Laurent', profilePhotoUrl: '', jobTitle: null, companyName: null };
/** A post as the server answers it (the generated type), with its id and body. */
const post = (id: number, body = `post ${id}`): FeedPost => ({
  ...{ id, kind: 'body', authorType: 'user', shareType: 'user', authorId: 1, author: AUTHOR, company: null, club: null, body },
  ...{ visible: 'public', listId: null, clubId: null, userIds: [], commentPermission: 'anyone', location: null, title: null },
  ...{ description: null, industry_id: null, category_id: null, start_date: null, end_date: null, price: null, currency: null },
  ...{ stock: null, type: null, marketplace: null, faqs: [], survey: null, files: [], thumbnail: null, hashtags: [], mentions: [] },
  ...{ linkPreview: null, link_preview_html: null, sharedPostId: null, sharedPost: null, likes: 0, didLike: false, comments: 0 },
  ...{ shares: 0, views: 0, canEdit: false, hiddenByPage: false, created_at: AT, updated_at: AT, deletedAt: null },
});
const activity = (id: number, type: FeedActivity['type'] = 'liked', at = AT): FeedActivity => ({ type, at, post: post(id) });
const page = <T>(items: T[], number = 1, total = 100, limit = 10): Page<T> => ({ items, page: number, total, limit });
const ok = <T>(data: T): ApiResult<T> => ({ data, success: true, status: 200, statusText: 'OK' });
const failed = <T>(error: Partial<ApiError> & { status: number }): ApiResult<T> => ({
  data: undefined,
  success: false,
  status: error.status,
  statusText: '',
  error: { code: 'post_not_found', message: '', retryable: false, ...error },
});
const ids = (items: readonly (FeedPost | FeedActivity)[]) => items.map((item) => ('id' in item ? item.id : item.post.id));

const HOME: FeedRef = { feed: 'home' };
const COMPANY = { feed: 'companyTimeline', companyId: 4 } as const;

/** A fetcher answering each page from `pages` (page n gets pages[n - 1], then empty pages), recording the pages asked. */
function pagesOf<T>(pages: T[][], total = 1000) {
  const asked: number[] = [];
  const fetchPage = vi.fn(async (number: number) => {
    asked.push(number);
    return ok(page(pages[number - 1] ?? [], number, total, 10));
  });
  return { fetchPage, asked };
}

describe('feed slice: paged feeds (SPEC §4)', () => {
  it('starts every feed empty, with more to load', () => {
    const slice = createFeedSlice();
    expect(selectFeed(slice.getState(), HOME)).toEqual({
      items: [],
      page: 0,
      hasMore: true,
      loading: false,
      error: null,
      paginationError: null,
    });
    expect(selectFeed(slice.getState(), HOME)).toBe(selectFeed(slice.getState(), { feed: 'allPosts' }));
  });

  it('raises the page counter on each success and appends pages', async () => {
    const slice = createFeedSlice();
    const { fetchPage, asked } = pagesOf([[post(1), post(2)], [post(3)], [post(4)]]);
    await slice.getState().load(HOME, fetchPage);
    expect(selectFeed(slice.getState(), HOME)).toMatchObject({ page: 1, hasMore: true, loading: false });
    await slice.getState().load(HOME, fetchPage);
    await slice.getState().load(HOME, fetchPage);
    expect(asked).toEqual([1, 2, 3]);
    expect(selectFeed(slice.getState(), HOME).page).toBe(3);
    expect(ids(selectFeed(slice.getState(), HOME).items)).toEqual([1, 2, 3, 4]);
  });

  it('turns has-more false on an empty page, and then loads no more', async () => {
    const slice = createFeedSlice();
    const { fetchPage, asked } = pagesOf([[post(1)]]);
    await slice.getState().load(HOME, fetchPage);
    await slice.getState().load(HOME, fetchPage);
    expect(selectFeed(slice.getState(), HOME)).toMatchObject({ page: 2, hasMore: false });
    await slice.getState().load(HOME, fetchPage);
    expect(asked).toEqual([1, 2]);
    expect(ids(selectFeed(slice.getState(), HOME).items)).toEqual([1]);
  });

  it('also stops after the last page the total counts', async () => {
    const slice = createFeedSlice();
    await slice.getState().load(HOME, async () => ok(page([post(1), post(2)], 1, 2, 10)));
    expect(selectFeed(slice.getState(), HOME).hasMore).toBe(false);
  });

  it('shows a loading flag while a page is on its way, and ignores a second load meanwhile', async () => {
    const slice = createFeedSlice();
    let answer: (result: ApiResult<Page<FeedPost>>) => void = () => {};
    const fetchPage = vi.fn(() => new Promise<ApiResult<Page<FeedPost>>>((resolve) => (answer = resolve)));
    const loading = slice.getState().load(HOME, fetchPage);
    expect(selectFeed(slice.getState(), HOME).loading).toBe(true);
    await slice.getState().load(HOME, fetchPage);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    answer(ok(page([post(1)])));
    await loading;
    expect(selectFeed(slice.getState(), HOME).loading).toBe(false);
  });

  it('keeps each feed apart: hashtags, companies, clubs and members by their id', async () => {
    const slice = createFeedSlice();
    const refs: FeedRef[] = [
      { feed: 'allPosts' },
      { feed: 'hashtag', tag: 'deal' },
      { feed: 'hashtag', tag: 'export' },
      { feed: 'companyTimeline', companyId: 1 },
      { feed: 'companyTimeline', companyId: 2 },
      { feed: 'clubTimeline', clubId: 1 },
      { feed: 'userTimeline', userId: 1, kind: 'posts' },
      { feed: 'userTimeline', userId: 1, kind: 'articles' },
      { feed: 'search', q: 'export' },
      { feed: 'search', q: 'deal' },
      { feed: 'mentions' },
    ];
    for (const [index, ref] of refs.entries()) await slice.getState().load(ref, async () => ok(page([post(index + 1)])));
    expect(new Set(refs.map(feedKey)).size).toBe(refs.length);
    for (const [index, ref] of refs.entries()) expect(ids(selectFeed(slice.getState(), ref).items)).toEqual([index + 1]);
  });

  it('removes duplicates by id on the hashtag feed, across and within pages', async () => {
    const slice = createFeedSlice();
    const ref = { feed: 'hashtag', tag: 'deal' } as const;
    const { fetchPage } = pagesOf([
      [post(1), post(2), post(2)],
      [post(2, 'again'), post(3), post(1)],
    ]);
    await slice.getState().load(ref, fetchPage);
    await slice.getState().load(ref, fetchPage);
    const feed = selectFeed(slice.getState(), ref);
    expect(ids(feed.items)).toEqual([1, 2, 3]);
    expect(feed.items[1]).toMatchObject({ body: 'post 2' });
  });

  it('keeps activities apart by what, when and which post', async () => {
    const slice = createFeedSlice();
    const ref = { feed: 'companyActivities', companyId: 4 } as const;
    await slice
      .getState()
      .load(ref, async () =>
        ok(page([activity(1, 'liked'), activity(1, 'commented'), activity(1, 'liked'), activity(2, 'liked', '2025-03-02T00:00:00.000Z')])),
      );
    expect(selectFeed(slice.getState(), ref).items.map((item) => `${item.type}:${item.post.id}`)).toEqual([
      'liked:1',
      'commented:1',
      'liked:2',
    ]);
  });

  it('on the company timeline, a first load resets so that page 2 is next', async () => {
    const slice = createFeedSlice();
    const { fetchPage, asked } = pagesOf([[post(1)], [post(2)], [post(3)]]);
    await slice.getState().load(COMPANY, fetchPage);
    await slice.getState().load(COMPANY, fetchPage);
    await slice.getState().load(COMPANY, fetchPage);
    expect(selectFeed(slice.getState(), COMPANY).page).toBe(3);
    const reload = slice.getState().load(COMPANY, fetchPage, { first: true });
    expect(selectFeed(slice.getState(), COMPANY)).toMatchObject({ items: [], page: 0, loading: true });
    await reload;
    expect(selectFeed(slice.getState(), COMPANY)).toMatchObject({ page: 1, hasMore: true });
    expect(ids(selectFeed(slice.getState(), COMPANY).items)).toEqual([1]);
    await slice.getState().load(COMPANY, fetchPage);
    expect(asked).toEqual([1, 2, 3, 1, 2]);
    expect(ids(selectFeed(slice.getState(), COMPANY).items)).toEqual([1, 2]);
  });

  it('a first load starts over even on a finished feed, and drops the answer of the load it replaced', async () => {
    const slice = createFeedSlice();
    await slice.getState().load(COMPANY, async () => ok(page([], 1)));
    expect(selectFeed(slice.getState(), COMPANY).hasMore).toBe(false);
    let answerOld: (result: ApiResult<Page<FeedPost>>) => void = () => {};
    const old = slice.getState().load(COMPANY, () => new Promise((resolve) => (answerOld = resolve)), { first: true });
    await slice.getState().load(COMPANY, async () => ok(page([post(7)])), { first: true });
    answerOld(ok(page([post(99)])));
    await old;
    expect(ids(selectFeed(slice.getState(), COMPANY).items)).toEqual([7]);
  });

  it('an error on a first load sets the error flag and shows the feed empty', async () => {
    const slice = createFeedSlice();
    await slice.getState().load(COMPANY, async () => failed({ status: 500, code: 'internal_error', message: 'Le serveur a échoué.' }));
    expect(selectFeed(slice.getState(), COMPANY)).toMatchObject({
      items: [],
      page: 0,
      loading: false,
      error: 'Le serveur a échoué.',
      paginationError: null,
    });
    // Loading again retries page 1, and success clears the error.
    await slice.getState().load(COMPANY, async (number) => ok(page([post(1)], number)));
    expect(selectFeed(slice.getState(), COMPANY)).toMatchObject({ page: 1, error: null });
  });

  it('an error on a later load sets a pagination error message and keeps what was loaded', async () => {
    const slice = createFeedSlice();
    await slice.getState().load(COMPANY, async () => ok(page([post(1)])));
    await slice.getState().load(COMPANY, async () => failed({ status: 503, code: 'unavailable', message: 'Try later.' }));
    expect(selectFeed(slice.getState(), COMPANY)).toMatchObject({ page: 1, loading: false, error: null, paginationError: 'Try later.' });
    expect(ids(selectFeed(slice.getState(), COMPANY).items)).toEqual([1]);
    const asked: number[] = [];
    await slice.getState().load(COMPANY, async (number) => {
      asked.push(number);
      return ok(page([post(2)], number));
    });
    expect(asked).toEqual([2]);
    expect(selectFeed(slice.getState(), COMPANY)).toMatchObject({ page: 2, paginationError: null });
  });

  it('uses the SPEC §8 message of each feed when the server gives none', async () => {
    const slice = createFeedSlice();
    const network = () => Promise.resolve(failed<Page<FeedPost>>({ status: 0, code: 'network_error', message: 'Could not reach' }));
    const cases: [FeedRef, string][] = [
      [{ feed: 'home' }, 'Failed to fetch posts'],
      [{ feed: 'allPosts' }, 'Failed to fetch all posts'],
      [{ feed: 'hashtag', tag: 'x' }, 'Failed to fetch hashtag posts'],
      [{ feed: 'companyTimeline', companyId: 1 }, 'Failed to fetch company timeline'],
      [{ feed: 'companyActivities', companyId: 1 }, 'Failed to fetch company activities'],
      [{ feed: 'clubTimeline', clubId: 1 }, 'Failed to fetch club timeline'],
      [{ feed: 'userTimeline', userId: 1, kind: 'posts' }, 'Failed to fetch posts'],
      [{ feed: 'search', q: 'x' }, 'Failed to fetch posts'],
      [{ feed: 'mentions' }, 'Failed to fetch posts'],
    ];
    for (const [ref, message] of cases) {
      await slice.getState().load(ref, network);
      expect(selectFeed(slice.getState(), ref).error).toBe(message);
      expect(FEED_ERROR_MESSAGES[ref.feed]).toBe(message);
    }
    // An answer that is not the server's envelope (the transport names it http_{status}), or a thrown fetcher.
    await slice
      .getState()
      .load({ feed: 'clubTimeline', clubId: 2 }, async () => failed({ status: 502, code: 'http_502', message: 'Bad Gateway' }));
    expect(selectFeed(slice.getState(), { feed: 'clubTimeline', clubId: 2 }).error).toBe('Failed to fetch club timeline');
    await slice.getState().load({ feed: 'clubTimeline', clubId: 3 }, () => Promise.reject(new Error('boom')));
    expect(selectFeed(slice.getState(), { feed: 'clubTimeline', clubId: 3 }).error).toBe('Failed to fetch club timeline');
    // Later pages too.
    await slice.getState().load(HOME, async () => ok(page([post(1)])), { first: true });
    await slice.getState().load(HOME, network);
    expect(selectFeed(slice.getState(), HOME).paginationError).toBe('Failed to fetch posts');
  });

  it('failLoad takes the server message or the feed’s own', () => {
    const slice = createFeedSlice();
    slice.getState().failLoad({ feed: 'hashtag', tag: 'x' }, 1);
    expect(selectFeed(slice.getState(), { feed: 'hashtag', tag: 'x' }).error).toBe('Failed to fetch hashtag posts');
    slice.getState().failLoad({ feed: 'hashtag', tag: 'y' }, 1, 'Tag unknown');
    expect(selectFeed(slice.getState(), { feed: 'hashtag', tag: 'y' }).error).toBe('Tag unknown');
  });

  it('a cancelled load leaves no error', async () => {
    const slice = createFeedSlice();
    await slice.getState().load(HOME, async () => failed({ status: 0, code: 'aborted', message: 'The request was cancelled.' }));
    expect(selectFeed(slice.getState(), HOME)).toMatchObject({ loading: false, error: null, page: 0 });
  });

  it('receivePage keeps a page the app fetched itself; page 1 replaces', () => {
    const slice = createFeedSlice();
    slice.getState().receivePage(HOME, page([post(1), post(2)], 1));
    slice.getState().receivePage(HOME, page([post(3)], 2));
    expect(ids(selectFeed(slice.getState(), HOME).items)).toEqual([1, 2, 3]);
    slice.getState().receivePage(HOME, page([post(9)], 1));
    expect(ids(selectFeed(slice.getState(), HOME).items)).toEqual([9]);
  });

  it('resetFeed forgets a feed and drops an answer on its way', async () => {
    const slice = createFeedSlice();
    let answer: (result: ApiResult<Page<FeedPost>>) => void = () => {};
    const loading = slice.getState().load(HOME, () => new Promise((resolve) => (answer = resolve)));
    slice.getState().resetFeed(HOME);
    answer(ok(page([post(1)])));
    await loading;
    expect(slice.getState().feeds[feedKey(HOME)]).toBeUndefined();
  });

  it('updatePost shows the new version in every feed, activities included', () => {
    const slice = createFeedSlice();
    slice.getState().receivePage(HOME, page([post(1), post(2)]));
    slice.getState().receivePage({ feed: 'userActivities', userId: 3 }, page([activity(2)]));
    slice.getState().updatePost({ ...post(2), body: 'edited', likes: 4 });
    expect(selectFeed(slice.getState(), HOME).items[1]).toMatchObject({ id: 2, body: 'edited', likes: 4 });
    expect(selectFeed(slice.getState(), { feed: 'userActivities', userId: 3 }).items[0]?.post).toMatchObject({ body: 'edited' });
  });

  it('knows the all-posts page size (SPEC §9)', () => {
    expect(ALL_POSTS_PAGE_SIZE).toBe(5);
  });
});

describe('feed slice: post deletion with undo (SPEC §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T09:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function loaded() {
    const slice = createFeedSlice();
    slice.getState().receivePage(HOME, page([post(1), post(2)]));
    slice.getState().receivePage({ feed: 'hashtag', tag: 'deal' }, page([post(2)]));
    slice.getState().receivePage({ feed: 'companyActivities', companyId: 4 }, page([activity(2)]));
    return slice;
  }
  const deletedAt = (slice: ReturnType<typeof createFeedSlice>, ref: FeedRef, index: number) => {
    const item = selectFeed(slice.getState(), ref).items[index];
    return item && ('id' in item ? item.deletedAt : item.post.deletedAt);
  };

  it('waits 3 seconds, the named SPEC §9 constant', () => {
    expect(POST_DELETE_UNDO_MS).toBe(3000);
  });

  it('marks the post deleted at once, everywhere, and makes the call after 3 seconds', async () => {
    const slice = loaded();
    const remove = vi.fn(async () => true);
    const done = slice.getState().deletePost(2, remove);
    expect(deletedAt(slice, HOME, 1)).toBe('2025-03-01T09:00:00.000Z');
    expect(deletedAt(slice, { feed: 'hashtag', tag: 'deal' }, 0)).toBe('2025-03-01T09:00:00.000Z');
    expect(deletedAt(slice, { feed: 'companyActivities', companyId: 4 }, 0)).toBe('2025-03-01T09:00:00.000Z');
    expect(deletedAt(slice, HOME, 0)).toBeNull();
    expect(slice.getState().pendingDeletions).toEqual({ 2: true });
    await vi.advanceTimersByTimeAsync(POST_DELETE_UNDO_MS - 1);
    expect(remove).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(remove).toHaveBeenCalledTimes(1);
    await expect(done).resolves.toBe(true);
  });

  it('on success drops the pending record and the post stays deleted', async () => {
    const slice = loaded();
    const done = slice.getState().deletePost(2, async () => true);
    await vi.advanceTimersByTimeAsync(POST_DELETE_UNDO_MS);
    await expect(done).resolves.toBe(true);
    expect(slice.getState().pendingDeletions).toEqual({});
    expect(deletedAt(slice, HOME, 1)).toBe('2025-03-01T09:00:00.000Z');
    expect(slice.getState().restorePost(2)).toBe(false);
  });

  it('restoring within the time cancels the call and clears the mark', async () => {
    const slice = loaded();
    const remove = vi.fn(async () => true);
    const done = slice.getState().deletePost(2, remove);
    await vi.advanceTimersByTimeAsync(POST_DELETE_UNDO_MS - 1);
    expect(slice.getState().restorePost(2)).toBe(true);
    expect(deletedAt(slice, HOME, 1)).toBeNull();
    expect(deletedAt(slice, { feed: 'companyActivities', companyId: 4 }, 0)).toBeNull();
    expect(slice.getState().pendingDeletions).toEqual({});
    await vi.advanceTimersByTimeAsync(10 * POST_DELETE_UNDO_MS);
    expect(remove).not.toHaveBeenCalled();
    await expect(done).resolves.toBe(false);
  });

  it('on failure restores the post', async () => {
    const slice = loaded();
    const done = slice.getState().deletePost(2, async () => false);
    await vi.advanceTimersByTimeAsync(POST_DELETE_UNDO_MS);
    await expect(done).resolves.toBe(false);
    expect(deletedAt(slice, HOME, 1)).toBeNull();
    expect(slice.getState().pendingDeletions).toEqual({});
  });

  it('a delete call that throws counts as a failure', async () => {
    const slice = loaded();
    const done = slice.getState().deletePost(1, () => Promise.reject(new Error('offline')));
    await vi.advanceTimersByTimeAsync(POST_DELETE_UNDO_MS);
    await expect(done).resolves.toBe(false);
    expect(deletedAt(slice, HOME, 0)).toBeNull();
  });

  it('is too late to restore once the call is under way', async () => {
    const slice = loaded();
    let answer: (deleted: boolean) => void = () => {};
    const done = slice.getState().deletePost(2, () => new Promise((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(POST_DELETE_UNDO_MS);
    expect(slice.getState().restorePost(2)).toBe(false);
    expect(deletedAt(slice, HOME, 1)).toBe('2025-03-01T09:00:00.000Z');
    answer(true);
    await expect(done).resolves.toBe(true);
  });

  it('deleting twice makes one call; restoring a post not waiting does nothing', async () => {
    const slice = loaded();
    const remove = vi.fn(async () => true);
    const first = slice.getState().deletePost(2, remove);
    const second = slice.getState().deletePost(2, remove);
    expect(second).toBe(first);
    await vi.advanceTimersByTimeAsync(POST_DELETE_UNDO_MS);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(slice.getState().restorePost(42)).toBe(false);
  });

  it('keeps the mark on a page loaded or a post updated while the deletion waits', async () => {
    const slice = loaded();
    void slice.getState().deletePost(2, async () => false);
    slice.getState().receivePage({ feed: 'allPosts' }, page([post(2)]));
    expect(deletedAt(slice, { feed: 'allPosts' }, 0)).toBe('2025-03-01T09:00:00.000Z');
    slice.getState().updatePost({ ...post(2), body: 'edited' });
    expect(deletedAt(slice, HOME, 1)).toBe('2025-03-01T09:00:00.000Z');
    await vi.advanceTimersByTimeAsync(POST_DELETE_UNDO_MS);
    expect(deletedAt(slice, { feed: 'allPosts' }, 0)).toBeNull();
    expect(selectFeed(slice.getState(), HOME).items[1]).toMatchObject({ body: 'edited', deletedAt: null });
  });

  it('logout cancels waiting deletions: no call is made, and a call under way changes nothing', async () => {
    const state = createDealgrowState();
    const feed = state.feed;
    feed.getState().receivePage(HOME, page([post(1), post(2)]));
    let answer: (deleted: boolean) => void = () => {};
    const underWayCall = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const underWay = feed.getState().deletePost(2, underWayCall);
    await vi.advanceTimersByTimeAsync(1);
    const remove = vi.fn(async () => true);
    const waiting = feed.getState().deletePost(1, remove);
    await vi.advanceTimersByTimeAsync(POST_DELETE_UNDO_MS - 1);
    // Post 2's delete call is under way; post 1's waits 1 ms more.
    expect(underWayCall).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();
    state.logout();
    await expect(waiting).resolves.toBe(false);
    await expect(underWay).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(10 * POST_DELETE_UNDO_MS);
    expect(remove).not.toHaveBeenCalled();
    answer(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(feed.getState()).toMatchObject({ feeds: {}, pendingDeletions: {} });
    // The actions still work after logout.
    feed.getState().receivePage(HOME, page([post(3)]));
    expect(ids(selectFeed(feed.getState(), HOME).items)).toEqual([3]);
  });
});

describe('feed slice and the server’s types', () => {
  // Compile-time: the feed's types are the generated Post and PostActivity (typecheck fails otherwise).
  const asFeedPost = (server: components['schemas']['Post']): FeedPost => server;
  const asFeedActivity = (server: components['schemas']['PostActivity']): FeedActivity => server;

  it('takes the server’s posts and activities as they come', () => {
    const slice = createFeedSlice();
    const server = { id: 8, deletedAt: null } as components['schemas']['Post'];
    slice.getState().receivePage(HOME, page([asFeedPost(server)]));
    slice
      .getState()
      .receivePage(
        { feed: 'companyActivities', companyId: 1 },
        page([asFeedActivity({ type: 'posted', at: '2025-01-01T00:00:00.000Z', post: server })]),
      );
    expect(ids(selectFeed(slice.getState(), HOME).items)).toEqual([8]);
    expect(selectFeed(slice.getState(), { feed: 'companyActivities', companyId: 1 }).items[0]?.post.id).toBe(8);
  });
});

describe('feed slice in the client state', () => {
  it('is registered, and logout empties every feed', async () => {
    const state = createDealgrowState();
    await state.feed.getState().load(HOME, async () => ok(page([post(1)])));
    await state.feed.getState().load({ feed: 'hashtag', tag: 'a' }, async () => failed({ status: 0, code: 'network_error', message: '' }));
    let answer: (result: ApiResult<Page<FeedPost>>) => void = () => {};
    const loading = state.feed.getState().load({ feed: 'allPosts' }, () => new Promise((resolve) => (answer = resolve)));
    state.logout();
    answer(ok(page([post(5)])));
    await loading;
    expect(state.feed.getState()).toMatchObject({ feeds: {}, pendingDeletions: {} });
  });
});
