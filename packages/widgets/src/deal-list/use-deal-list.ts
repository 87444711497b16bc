import type { DealListType, DealsResource } from '@dealgrow/sdk';
import { createDealSlice, DEAL_LISTS, type DealList, type DealListName } from '@dealgrow/sdk/state';
import { useCallback, useEffect, useMemo } from 'react';
import { useDealgrow } from '../provider.tsx';
import { useSlice } from '../use-slice.ts';

/** SPEC §2 deals screens by the API's list type: popular is type all, offers type offer, perks type demand. */
export const DEAL_LIST_OF_TYPE = { all: 'popular', offer: 'offers', demand: 'perks' } as const satisfies Record<DealListType, DealListName>;

/** The API answers at most 100 deals a page. */
const MAX_PAGE_SIZE = 100;

export function isDealListType(value: unknown): value is DealListType {
  return typeof value === 'string' && Object.hasOwn(DEAL_LIST_OF_TYPE, value);
}

export interface DealListView {
  list: DealList;
  /** Another page can be loaded (never for popular deals at their own size: SPEC §9, one page of 100). */
  hasMore: boolean;
  /** Loads the next page, or the failed one again. */
  loadMore: () => void;
}

/**
 * Binds a deals list of the SDK's `deal` slice: the provider's own at the SPEC §9 page size, so the app
 * and its widgets share one list; a slice of its own for another page size, so two sizes never mix.
 */
export function useDealList(type: DealListType, pageSize?: number): DealListView {
  const { client, state } = useDealgrow();
  const name = DEAL_LIST_OF_TYPE[type];
  const size = pageSize !== undefined && Number.isInteger(pageSize) && pageSize > 0 ? Math.min(pageSize, MAX_PAGE_SIZE) : undefined;
  const custom = size !== undefined && size !== DEAL_LISTS[name].limit;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list type or page size starts a new private list.
  const slice = useMemo(() => (custom ? createDealSlice() : state.deal), [custom, state, name, size]);
  const deals = useMemo<Pick<DealsResource, 'popular'>>(
    () => (custom ? { popular: (query, options) => client.deals.popular({ ...query, limit: size }, options) } : client.deals),
    [custom, client, size],
  );
  const list = useSlice(slice, (current) => current.lists[name]);
  const loadMore = useCallback(() => void slice.getState().loadNextPage(name, deals), [slice, name, deals]);

  // The first page loads once per list; a list another widget already loaded is shown as it is.
  useEffect(() => {
    if (slice.getState().lists[name].page === 0) loadMore();
  }, [slice, name, loadMore]);

  const paged = type !== 'all' || custom;
  return { list, hasMore: paged && list.page > 0 && list.hasMore, loadMore };
}
