import type { Deal, DealListType, DealsResource } from '../resources/deals.ts';
import type { Page } from '../transport/paging.ts';
import { createSlice } from './slice.ts';

/** SPEC §2/§9 deals screens: popular (type all, 100 in one page), offers (type offer) and perks (type demand), 24 a page. */
export const DEAL_LISTS = {
  popular: { type: 'all', limit: 100 },
  offers: { type: 'offer', limit: 24 },
  perks: { type: 'demand', limit: 24 },
} as const satisfies Record<string, { type: DealListType; limit: number }>;
export type DealListName = keyof typeof DEAL_LISTS;

export interface DealList {
  items: Deal[];
  /** The last page loaded; 0 before the first. */
  page: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** What went wrong on the last load, if it failed. */
  error: string | null;
}

export interface DealData {
  lists: Record<DealListName, DealList>;
}

export interface DealActions {
  setLoading(list: DealListName, loading: boolean): void;
  /** Keeps a page the server answered: page 1 replaces the list, later pages append (without repeating a deal). */
  receivePage(list: DealListName, page: Page<Deal>): void;
  setError(list: DealListName, message: string): void;
  /** Loads the next page of a list through the SDK; does nothing while loading or when no more pages are left. */
  loadNextPage(list: DealListName, deals: Pick<DealsResource, 'popular'>): Promise<void>;
  /** Empties a list so the next load starts from page 1. */
  resetList(list: DealListName): void;
  /** A deal changed: every list holding it shows the new version. */
  updateDeal(deal: Deal): void;
  /** A deal was deleted: it leaves every list and the totals drop by one. */
  removeDeal(id: number): void;
}

export type DealState = DealData & DealActions;

const emptyList = (): DealList => ({ items: [], page: 0, total: 0, hasMore: true, loading: false, error: null });
const emptyLists = (): Record<DealListName, DealList> => ({ popular: emptyList(), offers: emptyList(), perks: emptyList() });

export function createDealSlice() {
  return createSlice<DealData, DealActions>(
    () => ({ lists: emptyLists() }),
    (set, get) => {
      const patch = (list: DealListName, change: (current: DealList) => Partial<DealList>) =>
        set((state) => ({ lists: { ...state.lists, [list]: { ...state.lists[list], ...change(state.lists[list]) } } }));
      return {
        setLoading: (list, loading) => patch(list, () => ({ loading })),
        receivePage: (list, page) =>
          patch(list, (current) => {
            const kept = page.page <= 1 ? [] : current.items;
            const seen = new Set(kept.map((deal) => deal.id));
            const items = [...kept, ...page.items.filter((deal) => !seen.has(deal.id))];
            return {
              items,
              page: page.page,
              total: page.total,
              // SPEC §4: the has-more flag turns false on an empty page.
              hasMore: page.items.length > 0 && page.page * page.limit < page.total,
              loading: false,
              error: null,
            };
          }),
        setError: (list, message) => patch(list, () => ({ error: message, loading: false })),
        async loadNextPage(list, deals) {
          const current = get().lists[list];
          if (current.loading || !current.hasMore) return;
          const { type, limit } = DEAL_LISTS[list];
          get().setLoading(list, true);
          const result = await deals.popular({ type, limit, page: current.page + 1 });
          if (result.success) get().receivePage(list, result.data);
          else get().setError(list, result.error.message);
        },
        resetList: (list) => patch(list, () => emptyList()),
        updateDeal: (deal) =>
          set((state) => ({
            lists: Object.fromEntries(
              Object.entries(state.lists).map(([name, list]) => [
                name,
                { ...list, items: list.items.map((item) => (item.id === deal.id ? deal : item)) },
              ]),
            ) as Record<DealListName, DealList>,
          })),
        removeDeal: (id) =>
          set((state) => ({
            lists: Object.fromEntries(
              Object.entries(state.lists).map(([name, list]) => {
                const items = list.items.filter((item) => item.id !== id);
                return [name, { ...list, items, total: items.length < list.items.length ? Math.max(0, list.total - 1) : list.total }];
              }),
            ) as Record<DealListName, DealList>,
          })),
      };
    },
  );
}
