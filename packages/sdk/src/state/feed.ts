import type { components } from '../generated/openapi.ts';
import type { Page } from '../transport/paging.ts';
import type { ApiError, ApiResult } from '../transport/result.ts';
import { FEED_ERROR_MESSAGES, POST_DELETE_UNDO_MS } from './feed-constants.ts';
import { createSlice, type Slice } from './slice.ts';

/**
 * A post as a feed holds it: the server's `Post` (docs/posts.md). `deletedAt` is also set here while a delete waits
 * for its 3 seconds (SPEC §4 undo).
 */
export type FeedPost = components['schemas']['Post'];

/** An activity feed's entry (a company's or member's activity): something done, when, and to which post. */
export type FeedActivity = components['schemas']['PostActivity'];

/** What any feed holds. */
export type FeedItem = FeedPost | FeedActivity;

/** The kinds of a member's timeline that list posts (their activity is the `userActivities` feed). */
export type UserTimelineKind = 'posts' | 'articles' | 'events' | 'videos';

/**
 * Which feed: SPEC §2 home, all posts, a hashtag, a company's timeline and activity, a club's timeline, a member's
 * timelines; the results of a post search (`q` as typed, trimmed) and the posts that mention me.
 */
export type FeedRef =
  | { feed: 'home' }
  | { feed: 'allPosts' }
  | { feed: 'hashtag'; tag: string }
  | { feed: 'companyTimeline'; companyId: number }
  | { feed: 'companyActivities'; companyId: number }
  | { feed: 'clubTimeline'; clubId: number }
  | { feed: 'userTimeline'; userId: number; kind: UserTimelineKind }
  | { feed: 'userActivities'; userId: number }
  | { feed: 'search'; q: string }
  | { feed: 'mentions' };

/** The name of a kind of feed. */
export type FeedName = FeedRef['feed'];

/** What a feed lists: activities for the activity feeds, posts for the others. */
export type FeedItemOf<R extends FeedRef> = R extends { feed: 'companyActivities' | 'userActivities' } ? FeedActivity : FeedPost;

/** Fetches page `page` (from 1) of a feed: a posts resource call, e.g. `(page) => client.posts.homeFeed({ page })`. */
export type FeedFetcher<R extends FeedRef> = (page: number) => Promise<ApiResult<Page<FeedItemOf<R>>>>;

/** One feed: SPEC §4 paged list. */
export interface FeedList<T> {
  items: T[];
  /** The last page loaded; 0 before the first. It rises by one on each success. */
  page: number;
  /** False once a page comes back empty (or the total says the last page was loaded). */
  hasMore: boolean;
  loading: boolean;
  /** A first load failed: why (the server's message or the feed's SPEC §8 message). The list is then empty. */
  error: string | null;
  /** A later page failed: why. The pages already loaded stay. */
  paginationError: string | null;
}

export interface FeedData {
  /** Every feed loaded so far, by {@link feedKey}. Read one with {@link selectFeed}. */
  feeds: Record<string, FeedList<FeedItem>>;
  /** Posts marked deleted whose delete call has not been made yet (SPEC §4 undo), by id. */
  pendingDeletions: Record<number, true>;
}

export interface FeedOptions {
  /** Starts the feed over: empties it and loads page 1, so page 2 is next (SPEC §4). */
  first?: boolean;
}

export interface FeedActions {
  /**
   * Loads the next page of a feed (page 1 the first time, or with `first`). Does nothing while the feed is loading
   * or once it has no more pages, unless `first`. A first load answered after a newer first load is dropped.
   */
  load<R extends FeedRef>(ref: R, fetchPage: FeedFetcher<R>, options?: FeedOptions): Promise<void>;
  /** Keeps a page the server answered: page 1 replaces the feed, later pages append, without repeating an entry. */
  receivePage<R extends FeedRef>(ref: R, page: Page<FeedItemOf<R>>): void;
  /** A failed load of page `page`: page 1 empties the feed and sets `error`, later pages set `paginationError`. */
  failLoad(ref: FeedRef, page: number, message?: string | null): void;
  /** Forgets a feed; the next load starts from page 1. */
  resetFeed(ref: FeedRef): void;
  /** A post changed (a like, an edit): every feed holding it shows the new version. */
  updatePost(post: FeedPost): void;
  /**
   * SPEC §4 deletion with undo: marks the post deleted in every feed at once, and calls `remove` (the real delete)
   * after {@link POST_DELETE_UNDO_MS}. Resolves true once deleted, false when restored (undo, or `remove` failed:
   * the post comes back) or when logout cancelled it. Deleting a post already waiting gives the same promise.
   */
  deletePost(id: number, remove: () => Promise<boolean>): Promise<boolean>;
  /** Undo: within the delay, cancels the delete call and clears the mark. False when nothing was waiting. */
  restorePost(id: number): boolean;
}

export type FeedState = FeedData & FeedActions;

/** The key a feed is kept under in {@link FeedData.feeds}. */
export function feedKey(ref: FeedRef): string {
  switch (ref.feed) {
    case 'home':
    case 'allPosts':
    case 'mentions':
      return ref.feed;
    case 'search':
      return `search:${ref.q}`;
    case 'hashtag':
      return `hashtag:${ref.tag}`;
    case 'companyTimeline':
    case 'companyActivities':
      return `${ref.feed}:${ref.companyId}`;
    case 'clubTimeline':
      return `clubTimeline:${ref.clubId}`;
    case 'userTimeline':
      return `userTimeline:${ref.userId}:${ref.kind}`;
    case 'userActivities':
      return `userActivities:${ref.userId}`;
  }
}

const emptyFeed = <T>(): FeedList<T> => ({ items: [], page: 0, hasMore: true, loading: false, error: null, paginationError: null });
/** What a feed not loaded yet reads as: one shared object, so a selector gives the same value each time. */
const NOT_LOADED: FeedList<never> = Object.freeze(emptyFeed<never>());

/** A feed's state, or an empty one before its first load. */
export function selectFeed<R extends FeedRef>(state: Pick<FeedData, 'feeds'>, ref: R): FeedList<FeedItemOf<R>> {
  return (state.feeds[feedKey(ref)] ?? NOT_LOADED) as FeedList<FeedItemOf<R>>;
}

const isActivity = (item: FeedItem): item is FeedActivity => !('id' in item);
const postOf = (item: FeedItem): FeedPost => (isActivity(item) ? item.post : item);
/** What an entry is known by, to keep it once: the post, or the activity (what, when, which post). */
const entryKey = (item: FeedItem) => (isActivity(item) ? `${item.type}:${item.at}:${item.post.id}` : `post:${item.id}`);
/** The entry with its post changed by `change`. */
const withPost = (item: FeedItem, change: (post: FeedPost) => FeedPost): FeedItem =>
  isActivity(item) ? { ...item, post: change(item.post) } : change(item);

/**
 * The message of a failed load the server wrote, if it wrote one: none when no answer arrived (status 0) or when
 * the answer was not the server's error envelope (the transport then names the code `http_{status}`).
 */
export function serverMessage(error: ApiError): string | undefined {
  return error.status > 0 && !error.code.startsWith('http_') && error.message !== '' ? error.message : undefined;
}

interface PendingDeletion {
  /** Null once the delete call is under way: too late to restore. */
  timer: ReturnType<typeof setTimeout> | null;
  promise: Promise<boolean>;
  settle(deleted: boolean): void;
  /** `deletedAt` before the mark. */
  previous: string | null;
}

/** SPEC §3/§4 feed slice: the paged feeds and post deletion with undo. */
export function createFeedSlice(): Slice<FeedState> {
  /** Bumped by every first load and reset of a feed: an answer to an older load is dropped. */
  const generations = new Map<string, number>();
  const pending = new Map<number, PendingDeletion>();
  /** Bumped by logout: a delete call answering afterwards changes nothing. */
  let epoch = 0;

  const slice = createSlice<FeedData, FeedActions>(
    () => ({ feeds: {}, pendingDeletions: {} }),
    (set, get) => {
      const patch = (key: string, change: (current: FeedList<FeedItem>) => Partial<FeedList<FeedItem>>) =>
        set((state) => {
          const current = state.feeds[key] ?? emptyFeed<FeedItem>();
          return { feeds: { ...state.feeds, [key]: { ...current, ...change(current) } } };
        });
      /** Every entry of every feed whose post is `id`, changed by `change`. */
      const changePost = (id: number, change: (post: FeedPost) => FeedPost) =>
        set((state) => {
          const feeds: Record<string, FeedList<FeedItem>> = {};
          for (const [key, feed] of Object.entries(state.feeds)) {
            feeds[key] = feed.items.some((item) => postOf(item).id === id)
              ? { ...feed, items: feed.items.map((item) => (postOf(item).id === id ? withPost(item, change) : item)) }
              : feed;
          }
          return { feeds };
        });
      const findPost = (id: number): FeedPost | undefined => {
        for (const feed of Object.values(get().feeds)) {
          const item = feed.items.find((entry) => postOf(entry).id === id);
          if (item) return postOf(item);
        }
        return undefined;
      };
      /** Drops the pending record; `restore` brings the post back. */
      const finish = (id: number, record: PendingDeletion, deleted: boolean) => {
        if (pending.get(id) !== record) return;
        pending.delete(id);
        set((state) => {
          const { [id]: _dropped, ...pendingDeletions } = state.pendingDeletions;
          return { pendingDeletions };
        });
        if (!deleted) changePost(id, (post) => ({ ...post, deletedAt: record.previous }));
        record.settle(deleted);
      };
      const markedPending = (item: FeedItem): FeedItem => {
        const id = postOf(item).id;
        return pending.has(id) && !postOf(item).deletedAt
          ? withPost(item, (post) => ({ ...post, deletedAt: new Date().toISOString() }))
          : item;
      };

      const receive = (key: string, page: Page<FeedItem>) =>
        patch(key, (current) => {
          const kept = page.page <= 1 ? [] : current.items;
          const seen = new Set(kept.map(entryKey));
          const fresh: FeedItem[] = [];
          for (const item of page.items) {
            const itemKey = entryKey(item);
            // The hashtag feed (and every other) keeps an entry once (SPEC §4), also within one page.
            if (seen.has(itemKey)) continue;
            seen.add(itemKey);
            fresh.push(markedPending(item));
          }
          return {
            items: [...kept, ...fresh],
            page: page.page,
            // SPEC §4: the has-more flag turns false on an empty page (and after the last page the total counts).
            hasMore: page.items.length > 0 && (page.limit <= 0 || page.page * page.limit < page.total),
            loading: false,
            error: null,
            paginationError: null,
          };
        });
      const fail = (ref: FeedRef, page: number, message?: string | null) => {
        const text = message || FEED_ERROR_MESSAGES[ref.feed];
        // SPEC §4/§8: a failed first load shows an empty feed with the error; a failed later page keeps what was loaded.
        patch(feedKey(ref), () => (page <= 1 ? { ...emptyFeed<FeedItem>(), error: text } : { loading: false, paginationError: text }));
      };

      return {
        async load(ref, fetchPage, options = {}) {
          const key = feedKey(ref);
          const current = get().feeds[key] ?? emptyFeed<FeedItem>();
          const first = options.first === true || current.page === 0;
          if (!options.first && (current.loading || !current.hasMore)) return;
          if (first) {
            generations.set(key, (generations.get(key) ?? 0) + 1);
            // SPEC §4: a first load starts the feed over, so page 2 is next.
            set((state) => ({ feeds: { ...state.feeds, [key]: { ...emptyFeed<FeedItem>(), loading: true } } }));
          } else {
            patch(key, () => ({ loading: true, paginationError: null }));
          }
          const generation = generations.get(key) ?? 0;
          const page = first ? 1 : current.page + 1;
          let result: ApiResult<Page<FeedItem>> | undefined;
          try {
            result = await fetchPage(page);
          } catch {
            result = undefined;
          }
          // A newer first load, a reset or a logout happened meanwhile: this answer is for a feed that is gone.
          if (generations.get(key) !== generation || get().feeds[key] === undefined) return;
          if (result?.success) receive(key, { ...result.data, page });
          else if (result?.error.code === 'aborted') patch(key, () => ({ loading: false }));
          else fail(ref, page, result ? serverMessage(result.error) : undefined);
        },
        receivePage: (ref, page) => receive(feedKey(ref), page),
        failLoad: fail,
        resetFeed(ref) {
          const key = feedKey(ref);
          generations.set(key, (generations.get(key) ?? 0) + 1);
          set((state) => {
            const { [key]: _dropped, ...feeds } = state.feeds;
            return { feeds };
          });
        },
        updatePost(post) {
          const mark = pending.has(post.id) ? findPost(post.id)?.deletedAt : undefined;
          changePost(post.id, () => (mark ? { ...post, deletedAt: mark } : post));
        },
        deletePost(id, remove) {
          const waiting = pending.get(id);
          if (waiting) return waiting.promise;
          let settle: (deleted: boolean) => void = () => {};
          const promise = new Promise<boolean>((resolve) => {
            settle = resolve;
          });
          const record: PendingDeletion = { timer: null, promise, settle, previous: findPost(id)?.deletedAt ?? null };
          const startedIn = epoch;
          record.timer = setTimeout(async () => {
            record.timer = null;
            let deleted = false;
            try {
              deleted = (await remove()) === true;
            } catch {
              deleted = false;
            }
            if (epoch === startedIn) finish(id, record, deleted);
          }, POST_DELETE_UNDO_MS);
          pending.set(id, record);
          const deletedAt = new Date().toISOString();
          changePost(id, (post) => ({ ...post, deletedAt }));
          set((state) => ({ pendingDeletions: { ...state.pendingDeletions, [id]: true } }));
          return promise;
        },
        restorePost(id) {
          const record = pending.get(id);
          if (!record || record.timer === null) return false;
          clearTimeout(record.timer);
          finish(id, record, false);
          return true;
        },
      };
    },
  );

  const resetData = slice.reset;
  return Object.assign(slice, {
    reset() {
      // Logout: no delete call is made for a signed-out member, and no answer lands in the new state.
      epoch++;
      for (const record of pending.values()) {
        if (record.timer !== null) clearTimeout(record.timer);
        record.settle(false);
      }
      pending.clear();
      for (const key of generations.keys()) generations.set(key, (generations.get(key) ?? 0) + 1);
      resetData();
    },
  });
}
