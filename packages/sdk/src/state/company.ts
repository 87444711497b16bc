import type { CompaniesResource, Company, CompanyFollowState } from '../resources/companies.ts';
import type { CompanyReadsResource } from '../resources/company-reads.ts';
import type { Post } from '../resources/posts.ts';
import type { Page } from '../transport/paging.ts';
import type { ApiResult } from '../transport/result.ts';
import { serverMessage } from './feed.ts';
import { FEED_ERROR_MESSAGES } from './feed-constants.ts';
import { createSlice, type Slice } from './slice.ts';

/** SPEC §8: what a failed company detail shows when the server gave no message of its own. */
export const COMPANY_ERROR_MESSAGE = 'Something went wrong';

/** Which posts the company slice's timeline holds; each has its SPEC §8 message (`FEED_ERROR_MESSAGES`). */
export type CompanyTimelineSource = 'companyTimeline' | 'companyActivities' | 'clubTimeline';

/** The timeline of the company (or club) on screen: SPEC §4 paged posts. */
export interface CompanyTimeline {
  posts: Post[];
  /** The next page to load: 1 before the first load, 2 after it (SPEC §4), one more on each success. */
  page: number;
  /** False once a page comes back empty (or the total says the last page was loaded). */
  hasMore: boolean;
  loading: boolean;
  /** The first load failed (the timeline is then empty). */
  error: boolean;
  /** Why the first load failed: the server's message or the source's SPEC §8 message; null otherwise. */
  errorMessage: string | null;
  /** A later page failed: why (the server's message or the source's SPEC §8 message). The posts loaded stay. */
  paginationError: string | null;
}

export interface CompanyData {
  /** The company on screen, or null. */
  company: Company | null;
  /** Its detail is on its way. */
  loading: boolean;
  /** Its detail failed: the server's message or "Something went wrong". */
  error: string | null;
  /** The companies the signed-in member follows (newest follow first). */
  followed: Company[];
  /** Each company's follow state known so far, by id: what follow buttons show (every card of a page agrees). */
  follows: Record<number, CompanyFollowState>;
  timeline: CompanyTimeline;
}

export interface CompanyTimelineOptions {
  /** Starts the timeline over: empties it and loads page 1, so page 2 is next (SPEC §4). */
  first?: boolean;
  /** Which list it is, for the SPEC §8 message of a failure without the server's; `companyTimeline` by default. */
  source?: CompanyTimelineSource;
}

export interface CompanyActions {
  /** Loads a company by id or slug into `company` (its follow state into `follows`). */
  load(idOrSlug: number | string, companies: Pick<CompanyReadsResource, 'get'>): Promise<void>;
  /** Keeps a company the caller already has (or null to leave the page). */
  setCompany(company: Company | null): void;
  /** Loads page `page` (1 by default) of the followed companies: page 1 replaces the list, later pages append. */
  loadFollowed(companies: Pick<CompaniesResource, 'followed'>, page?: number): Promise<void>;
  /** Keeps a follow state the server answered (`isFollower`, a toggle elsewhere). */
  receiveFollow(id: number, follow: CompanyFollowState): void;
  /**
   * SPEC §4 follow: flips `isFollower`, moves `followers` by one and moves the company in or out of `followed` at
   * once, then keeps the server's answer; on failure everything goes back. While a toggle of the same company is on
   * its way, a second one gives its promise rather than a second call. It calls `unfollow` when the caller follows,
   * else `follow` (idempotent: a retried call cannot flip it back, as SPEC's GET toggle could).
   */
  toggleFollow(company: Company, companies: Pick<CompanyReadsResource, 'follow' | 'unfollow'>): Promise<ApiResult<CompanyFollowState>>;
  /**
   * Loads the next page of the timeline (page 1 the first time, or with `first`). Does nothing while loading or once
   * there are no more pages, unless `first`. A first load answered after a newer first load (or a reset) is dropped.
   */
  loadTimeline(fetchPage: (page: number) => Promise<ApiResult<Page<Post>>>, options?: CompanyTimelineOptions): Promise<void>;
  /** Forgets the timeline (another company); the next load starts from page 1. */
  resetTimeline(): void;
  /** A post changed (a like, an edit): the timeline shows the new version. */
  updatePost(post: Post): void;
}

export type CompanyState = CompanyData & CompanyActions;

const emptyTimeline = (): CompanyTimeline => ({
  posts: [],
  page: 1,
  hasMore: true,
  loading: false,
  error: false,
  errorMessage: null,
  paginationError: null,
});
const followOf = (company: Company): CompanyFollowState => ({ isFollower: company.isFollower, followers: company.followers });

/** SPEC §3/§4 company slice: the company on screen, the followed companies, follows, and the company timeline. */
export function createCompanySlice(): Slice<CompanyState> {
  /** Bumped by every first load and reset of the timeline, and by logout: an older answer is dropped. */
  let generation = 0;
  /** Bumped by every detail load and by logout. */
  let detailGeneration = 0;
  /** The toggle of each company on its way: its promise, and a mark a logout or a newer toggle makes stale. */
  const toggles = new Map<number, { mark: symbol; promise: Promise<ApiResult<CompanyFollowState>> }>();

  const slice = createSlice<CompanyData, CompanyActions>(
    () => ({ company: null, loading: false, error: null, followed: [], follows: {}, timeline: emptyTimeline() }),
    (set, get) => {
      /** Sets company `id`'s follow state everywhere it shows; `listed` puts it in or out of `followed`. */
      const applyFollow = (id: number, follow: CompanyFollowState, listed?: { company: Company; at: number }) =>
        set((state) => {
          const withFollow = (company: Company): Company => (company.id === id ? { ...company, ...follow } : company);
          let followed = state.followed.map(withFollow);
          const index = followed.findIndex((company) => company.id === id);
          if (listed && follow.isFollower && index < 0) {
            followed = [...followed];
            followed.splice(Math.min(listed.at, followed.length), 0, withFollow(listed.company));
          } else if (listed && !follow.isFollower && index >= 0) {
            followed = followed.filter((company) => company.id !== id);
          }
          return {
            follows: { ...state.follows, [id]: follow },
            company: state.company ? withFollow(state.company) : null,
            followed,
          };
        });
      const patchTimeline = (change: Partial<CompanyTimeline>) => set((state) => ({ timeline: { ...state.timeline, ...change } }));

      return {
        async load(idOrSlug, companies) {
          const mine = ++detailGeneration;
          set({ loading: true, error: null });
          const result = await companies.get(idOrSlug).catch(() => undefined);
          if (mine !== detailGeneration) return;
          if (result?.success) {
            set((state) => ({
              company: result.data,
              loading: false,
              error: null,
              follows: { ...state.follows, [result.data.id]: followOf(result.data) },
            }));
          } else {
            set({ loading: false, error: (result && serverMessage(result.error)) || COMPANY_ERROR_MESSAGE });
          }
        },
        setCompany(company) {
          detailGeneration++;
          set((state) => ({
            company,
            loading: false,
            error: null,
            follows: company ? { ...state.follows, [company.id]: followOf(company) } : state.follows,
          }));
        },
        async loadFollowed(companies, page = 1) {
          const result = await companies.followed({ page }).catch(() => undefined);
          if (!result?.success) return;
          set((state) => {
            const kept = page <= 1 ? [] : state.followed;
            const seen = new Set(kept.map((company) => company.id));
            const follows = { ...state.follows };
            for (const company of result.data.items) follows[company.id] = followOf(company);
            return { followed: [...kept, ...result.data.items.filter((company) => !seen.has(company.id))], follows };
          });
        },
        receiveFollow: (id, follow) => applyFollow(id, follow),
        toggleFollow(company, companies) {
          const waiting = toggles.get(company.id);
          if (waiting) return waiting.promise;
          const { id } = company;
          const before = get().follows[id] ?? followOf(company);
          const at = Math.max(
            0,
            get().followed.findIndex((entry) => entry.id === id),
          );
          const flipped = { isFollower: !before.isFollower, followers: Math.max(0, before.followers + (before.isFollower ? -1 : 1)) };
          applyFollow(id, flipped, { company, at });
          const mark = Symbol(String(id));
          const promise = (async () => {
            const result = await (before.isFollower ? companies.unfollow(id) : companies.follow(id)).catch(
              (): ApiResult<CompanyFollowState> => ({
                success: false,
                data: undefined,
                status: 0,
                statusText: '',
                error: { code: 'network_error', message: COMPANY_ERROR_MESSAGE, retryable: true, status: 0 },
              }),
            );
            if (toggles.get(id)?.mark !== mark) return result;
            toggles.delete(id);
            // SPEC §4: the server's count wins; a failure puts everything back.
            applyFollow(id, result.success ? result.data : before, { company, at });
            return result;
          })();
          toggles.set(id, { mark, promise });
          return promise;
        },
        async loadTimeline(fetchPage, options = {}) {
          const current = get().timeline;
          const first = options.first === true || current.page <= 1;
          if (!options.first && (current.loading || !current.hasMore)) return;
          if (first) {
            generation++;
            // SPEC §4: a first load starts the timeline over, so page 2 is next.
            set({ timeline: { ...emptyTimeline(), loading: true } });
          } else {
            patchTimeline({ loading: true, paginationError: null });
          }
          const mine = generation;
          const page = first ? 1 : current.page;
          const result = await fetchPage(page).catch(() => undefined);
          if (mine !== generation) return;
          if (result?.success) {
            const { items, total, limit } = result.data;
            set((state) => {
              const kept = first ? [] : state.timeline.posts;
              const seen = new Set(kept.map((post) => post.id));
              return {
                timeline: {
                  posts: [...kept, ...items.filter((post) => !seen.has(post.id))],
                  page: page + 1,
                  // SPEC §4: the has-more flag turns false on an empty page (and after the last page the total counts).
                  hasMore: items.length > 0 && (limit <= 0 || page * limit < total),
                  loading: false,
                  error: false,
                  errorMessage: null,
                  paginationError: null,
                },
              };
            });
          } else if (result?.error.code === 'aborted') {
            patchTimeline({ loading: false });
          } else {
            const message = (result && serverMessage(result.error)) || FEED_ERROR_MESSAGES[options.source ?? 'companyTimeline'];
            // SPEC §4/§8: a failed first load sets the error flag; a failed later page a message, keeping the posts.
            if (first) set({ timeline: { ...emptyTimeline(), error: true, errorMessage: message } });
            else patchTimeline({ loading: false, paginationError: message });
          }
        },
        resetTimeline() {
          generation++;
          set({ timeline: emptyTimeline() });
        },
        updatePost: (post) =>
          set((state) => ({
            timeline: { ...state.timeline, posts: state.timeline.posts.map((entry) => (entry.id === post.id ? post : entry)) },
          })),
      };
    },
  );

  const resetData = slice.reset;
  return Object.assign(slice, {
    reset() {
      // Logout: no answer to a call made before lands in the new state.
      generation++;
      detailGeneration++;
      toggles.clear();
      resetData();
    },
  });
}
