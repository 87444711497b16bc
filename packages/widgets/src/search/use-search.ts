import { SEARCH_TYPES, type SearchCall, type SearchType } from '@dealgrow/sdk';
import { createSearchSlice, type SearchQueryOptions, type SearchState } from '@dealgrow/sdk/state';
import { useEffect, useMemo, useState } from 'react';
import { useDealgrow } from '../provider.tsx';

/** Hits a kind the box lists when not told (the app header's as-you-type list shows three too). */
export const SEARCH_WIDGET_LIMIT = 3;

/** The server answers at most 50 hits a kind. */
const MAX_LIMIT = 50;

export interface SearchWidgetOptions {
  /** The kinds, comma-separated (`members,deals`); every kind when absent, empty or naming none the server knows. */
  types?: string | undefined;
  /** Hits a kind (1 to 50, default 3). */
  limit?: number | undefined;
  /** A company's slug: only its posts, deals and products, and its people. */
  company?: string | undefined;
}

/** The kinds a `types` attribute names, in its order, those the server does not know left out; undefined for all. */
export function searchTypesOf(types: string | undefined): SearchType[] | undefined {
  const known = (types ?? '')
    .split(',')
    .map((type) => type.trim())
    .filter((type): type is SearchType => (SEARCH_TYPES as readonly string[]).includes(type));
  return known.length ? [...new Set(known)] : undefined;
}

/** A client without `search` (one made for other widgets): the box shows its error state. */
const noSearch: SearchCall = async () => ({
  data: undefined,
  success: false,
  status: 0,
  statusText: '',
  error: { code: 'network_error', status: 0, message: 'This client has no search.', retryable: false },
});

export interface SearchView {
  state: SearchState;
  /** As-you-type: searches once the typing pauses. */
  type(q: string): void;
  /** Searches now (Enter, retry). */
  now(q: string): void;
  clear(): void;
}

/**
 * A search slice of the box's own (two boxes never answer each other), searching through the provider's
 * `client.search` with the box's kinds, limit and company. Unmounted, it aborts what is on its way.
 */
export function useSearch({ types, limit, company }: SearchWidgetOptions): SearchView {
  const { client } = useDealgrow();
  const slice = useMemo(() => createSearchSlice(), []);
  // The whole slice, re-read on each change: not `useSlice`, whose zustand binding (and the embed's React shim for it)
  // the search chunk would carry for this one read (docs/widgets.md "Sizes").
  const [state, setState] = useState(slice.getState);
  useEffect(() => {
    const unsubscribe = slice.subscribe(setState);
    // What changed between the first render and this subscription (a visitor typing before effects ran) is read now.
    setState(slice.getState());
    return () => {
      unsubscribe();
      slice.getState().clear();
    };
  }, [slice]);

  return useMemo(() => {
    const options: SearchQueryOptions = {
      types: searchTypesOf(types),
      limit: limit !== undefined && Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_LIMIT) : SEARCH_WIDGET_LIMIT,
      in: company?.trim() || undefined,
    };
    const search = client.search ?? noSearch;
    const run = (q: string, wait: boolean) => slice.getState()[wait ? 'query' : 'now'](q, search, options);
    return { state, type: (q) => run(q, true), now: (q) => run(q, false), clear: () => slice.getState().clear() };
  }, [client, slice, state, types, limit, company]);
}
