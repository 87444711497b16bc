import { DealgrowError } from './error.ts';
import type { ApiResult } from './result.ts';

/** A page of a paged list, as the server answers it: total pages = ceil(total / limit). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** How many pages a list has (SPEC §9: total / page size, rounded up). */
export function totalPages(page: Pick<Page<unknown>, 'total' | 'limit'>): number {
  return Math.ceil(page.total / page.limit);
}

/**
 * Walks a paged list item by item, fetching the next page when the current one runs out.
 * Stops after the last page or on an empty page. A page that fails (after the client's retries) throws a
 * `DealgrowError` carrying the API error, as Stripe's auto-pagination does, and the error also stays readable on
 * `lastError` (docs/sdk.md "Paging").
 */
export function paginate<T>(fetchPage: (page: number) => Promise<ApiResult<Page<T>>>, firstPage = 1) {
  const state: { lastError: ApiResult<Page<T>>['error'] } = { lastError: undefined };
  const iterable = {
    get lastError() {
      return state.lastError;
    },
    async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
      for (let page = firstPage; ; page++) {
        const result = await fetchPage(page);
        if (!result.success) {
          state.lastError = result.error;
          throw new DealgrowError(result.error);
        }
        yield* result.data.items;
        if (result.data.items.length === 0 || page >= totalPages(result.data)) return;
      }
    },
  };
  return iterable;
}
