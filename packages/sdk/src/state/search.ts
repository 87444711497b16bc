import type { SearchResults } from '../generated/openapi.ts';
import type { SearchCall, SearchClient, SearchOptions } from '../resources/search-client.ts';
import type { ApiError } from '../transport/result.ts';
import type { DealgrowState } from './root.ts';
import { createSlice, type Slice } from './slice.ts';

export type { SearchClient };

/** How long `query` waits for the typing to pause before it searches, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 200;

/** What `query` and `now` take beside the words: the search's options and, for `query`, its pause. */
export interface SearchQueryOptions extends SearchOptions {
  /** How long `query` waits after the last keystroke (default 200 ms); `now` ignores it. */
  debounceMs?: number;
}

export interface SearchData {
  /** The words as typed (the box's value). */
  q: string;
  /** `idle` with nothing to search, `loading` from a keystroke until its answer, then `ready` or `error`. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The last answer shown; kept while the next one loads, so that the list does not blink. */
  results: SearchResults | null;
  /** Why the last search failed (its `message` is the server's, in the member's language). */
  error: ApiError | null;
}

export interface SearchActions {
  /**
   * As-you-type search: searches `q` once the typing pauses (`debounceMs`, default 200 ms). A newer query or `now`
   * aborts the request still on its way, whose answer is never shown; a blank `q` goes back to idle at once, with no
   * request. `search` is `client.search` (or any call answering the same `ApiResult`; one that rejects shows as a
   * `network_error`).
   */
  query(q: string, search: SearchCall, options?: SearchQueryOptions): void;
  /** Searches `q` at once (Enter), as `query` does without the pause. */
  now(q: string, search: SearchCall, options?: SearchQueryOptions): void;
  /** Back to idle and empty, aborting what is on its way. */
  clear(): void;
}

export type SearchState = SearchData & SearchActions;

/** A search box's slice: `createSearchSlice()`, or the app's header box's `searchSlice(state)`. */
export type SearchSlice = Slice<SearchState>;

/**
 * The header's search box slice of `state` (docs/search.md "SDK"), made the first time it is asked for, so its code
 * loads with the box and not with every first page; logout resets it with the others. A widget's box makes its own
 * with `createSearchSlice()`.
 */
export function searchSlice(state: Pick<DealgrowState, 'slice'>): SearchSlice {
  return state.slice('search', createSearchSlice);
}

const idle = (): SearchData => ({ q: '', status: 'idle', results: null, error: null });

/** The search box's state (docs/search.md "SDK"): one per box, so that two boxes never answer each other. */
export function createSearchSlice(): SearchSlice {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The request whose answer may be shown: the latest one. An answer of any other is dropped.
  let latest: AbortController | undefined;

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    latest?.abort();
    latest = undefined;
  };

  return createSlice<SearchData, SearchActions>(idle, (set, get) => {
    const run = async (q: string, search: SearchCall, { debounceMs: _, ...options }: SearchQueryOptions) => {
      const controller = new AbortController();
      latest = controller;
      // Shown only if nothing newer was asked meanwhile (no newer request, no clear or logout, the same words).
      const current = () => latest === controller && get().q === q;
      try {
        const result = await search(q.trim(), options, { signal: controller.signal });
        if (!current()) return;
        if (result.success) set({ status: 'ready', results: result.data, error: null });
        else set({ status: 'error', error: result.error });
      } catch (cause) {
        if (current()) set({ status: 'error', error: { code: 'network_error', status: 0, message: String(cause), retryable: true } });
      } finally {
        if (latest === controller) latest = undefined;
      }
    };

    const start = (q: string, search: SearchCall, options: SearchQueryOptions, wait: number) => {
      stop();
      if (!q.trim()) {
        set({ ...idle(), q });
        return;
      }
      set({ q, status: 'loading', error: null });
      if (wait > 0)
        timer = setTimeout(() => {
          timer = undefined;
          if (get().q === q) void run(q, search, options);
        }, wait);
      else void run(q, search, options);
    };

    return {
      query: (q, search, options = {}) => start(q, search, options, options.debounceMs ?? SEARCH_DEBOUNCE_MS),
      now: (q, search, options = {}) => start(q, search, options, 0),
      clear: () => {
        stop();
        set(idle());
      },
    };
  });
}
