import { describe, expect, it } from 'vitest';
import type { Deal, DealListQuery, DealPage } from '../resources/deals.ts';
import type { ApiResult } from '../transport/result.ts';
import { createDealSlice } from './deal.ts';
import { createDealgrowState } from './root.ts';

const deal = (id: number, title = `Deal ${id}`): Deal => ({ id, title }) as Deal;

/** A stand-in for `client.deals` answering pages of a list of `total` deals. */
function fakeDeals(total: number, fail = false) {
  const calls: DealListQuery[] = [];
  return {
    calls,
    popular: async (query: DealListQuery = {}): Promise<ApiResult<DealPage>> => {
      calls.push(query);
      if (fail)
        return {
          success: false,
          data: undefined,
          status: 0,
          statusText: '',
          error: { code: 'network_error', status: 0, message: 'offline', retryable: true },
        };
      const page = query.page ?? 1;
      const limit = query.limit ?? 24;
      const items = Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, i) =>
        deal((page - 1) * limit + i + 1),
      );
      return { success: true, data: { items, total, page, limit } as DealPage, status: 200, statusText: 'OK' };
    },
  };
}

describe('deal state slice', () => {
  it('loads offers 24 a page with type offer, appending pages until the last one', async () => {
    const slice = createDealSlice();
    const deals = fakeDeals(30);
    await slice.getState().loadNextPage('offers', deals);
    expect(deals.calls[0]).toEqual({ type: 'offer', limit: 24, page: 1 });
    expect(slice.getState().lists.offers).toMatchObject({ page: 1, total: 30, hasMore: true, loading: false });
    await slice.getState().loadNextPage('offers', deals);
    expect(slice.getState().lists.offers.items.map((d) => d.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(slice.getState().lists.offers).toMatchObject({ page: 2, hasMore: false });
    await slice.getState().loadNextPage('offers', deals);
    expect(deals.calls).toHaveLength(2);
  });

  it('loads popular deals 100 in one page (type all) and perks as demands', async () => {
    const slice = createDealSlice();
    const deals = fakeDeals(7);
    await slice.getState().loadNextPage('popular', deals);
    await slice.getState().loadNextPage('perks', deals);
    expect(deals.calls).toEqual([
      { type: 'all', limit: 100, page: 1 },
      { type: 'demand', limit: 24, page: 1 },
    ]);
    expect(slice.getState().lists.popular).toMatchObject({ total: 7, hasMore: false });
  });

  it('turns has-more off on an empty page, keeps items on failure with the error, and ignores loads while loading', async () => {
    const slice = createDealSlice();
    await slice.getState().loadNextPage('offers', fakeDeals(0));
    expect(slice.getState().lists.offers).toMatchObject({ items: [], hasMore: false, page: 1 });

    slice.getState().receivePage('perks', { items: [deal(1)], total: 50, page: 1, limit: 24 });
    await slice.getState().loadNextPage('perks', fakeDeals(50, true));
    expect(slice.getState().lists.perks).toMatchObject({ error: 'offline', loading: false, page: 1 });
    expect(slice.getState().lists.perks.items).toHaveLength(1);

    slice.getState().setLoading('popular', true);
    const busy = fakeDeals(5);
    await slice.getState().loadNextPage('popular', busy);
    expect(busy.calls).toHaveLength(0);
  });

  it('does not repeat a deal across pages, replaces on page 1, updates and removes deals everywhere', () => {
    const slice = createDealSlice();
    slice.getState().receivePage('offers', { items: [deal(1), deal(2)], total: 4, page: 1, limit: 2 });
    slice.getState().receivePage('offers', { items: [deal(2), deal(3)], total: 4, page: 2, limit: 2 });
    expect(slice.getState().lists.offers.items.map((d) => d.id)).toEqual([1, 2, 3]);
    slice.getState().receivePage('popular', { items: [deal(2)], total: 1, page: 1, limit: 100 });
    slice.getState().updateDeal(deal(2, 'Renamed'));
    expect(slice.getState().lists.offers.items[1]?.title).toBe('Renamed');
    expect(slice.getState().lists.popular.items[0]?.title).toBe('Renamed');
    slice.getState().removeDeal(2);
    expect(slice.getState().lists.offers).toMatchObject({ total: 3 });
    expect(slice.getState().lists.popular).toMatchObject({ items: [], total: 0 });
    expect(slice.getState().lists.perks.total).toBe(0);
    slice.getState().receivePage('offers', { items: [deal(9)], total: 1, page: 1, limit: 24 });
    expect(slice.getState().lists.offers.items.map((d) => d.id)).toEqual([9]);
    slice.getState().resetList('offers');
    expect(slice.getState().lists.offers).toMatchObject({ items: [], page: 0, hasMore: true });
  });

  it('is part of the client state and is cleared by logout', () => {
    const state = createDealgrowState();
    state.deal.getState().receivePage('offers', { items: [deal(1)], total: 1, page: 1, limit: 24 });
    state.logout();
    expect(state.deal.getState().lists.offers).toMatchObject({ items: [], total: 0, page: 0 });
  });
});
