import type { SearchHit, SearchResults, SearchType } from '../generated/openapi.ts';
import type { CallOptions } from '../transport/client.ts';
import type { ApiResult } from '../transport/result.ts';
import { lazyResource } from './lazy.ts';

/** What narrows a search: its kinds (all when absent or empty), hits a kind (server default 5, at most 50), a company's slug. */
export interface SearchOptions {
  types?: SearchType[];
  limit?: number;
  /** A company's slug: only its posts, deals and products, and the members who work there. */
  in?: string;
}

/** One search, answering the groups as every call answers (SPEC §7): what the search slice calls (`client.search` fits). */
export type SearchCall = (q: string, options?: SearchOptions, callOptions?: CallOptions) => Promise<ApiResult<SearchResults>>;

/**
 * `client.search` (docs/search.md): everything the viewer may open, grouped by kind, best match first. Like every call it
 * answers an `ApiResult`: `data` on success, else `error` (the server's message on a 400; `code: 'aborted'` when
 * `callOptions.signal` aborted it).
 */
export interface SearchClient extends SearchCall {
  /** Every hit of one kind, following the groups' `next` cursors; a page that fails throws a `DealgrowError`. */
  each(type: SearchType, q: string, options?: Omit<SearchOptions, 'types'>): AsyncIterable<SearchHit>;
}

/**
 * `client.search` before its code arrives: the first call loads resources/search.ts (its own chunk, so a bundle with
 * `createClient` carries only this stub). If the code cannot be loaded the call answers a `network_error`, as every
 * lazily loaded resource does (lazy.ts), and the next call tries again; `each` throws the loading error.
 */
export function lazySearch(load: () => Promise<SearchClient>): SearchClient {
  // Loaded once for both the call and `each`; a failed load is tried again.
  let loading: Promise<SearchClient> | undefined;
  const loaded = () =>
    (loading ??= load().catch((cause: unknown) => {
      loading = undefined;
      throw cause;
    }));
  const lazy = lazyResource(() => loaded().then((search) => ({ search })));
  return Object.assign((...args: Parameters<SearchClient>) => lazy.search(...args), {
    each: (...args: Parameters<SearchClient['each']>): AsyncIterable<SearchHit> => ({
      async *[Symbol.asyncIterator]() {
        yield* (await loaded()).each(...args);
      },
    }),
  });
}
