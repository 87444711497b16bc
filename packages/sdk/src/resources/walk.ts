import { DealgrowError } from '../transport/error.ts';
import type { Page } from '../transport/paging.ts';
import type { ApiResult } from '../transport/result.ts';

/**
 * What a lazily loaded resource's `each…` answers: the items one by one. A page that fails throws a `DealgrowError`
 * (the API error), which also stays on `lastError`.
 */
export interface PageWalk<T> extends AsyncIterable<T> {
  /** Set when a page could not be read: the walk threw a `DealgrowError` there. */
  readonly lastError: ApiResult<unknown>['error'];
}

/**
 * `paginate` for the lazily loaded resources (memberships, payments, notifications): their chunks import nothing the
 * `createClient` entry has, so that no shared chunk joins its first load.
 */
export function walkPages<T>(fetchPage: (page: number) => Promise<ApiResult<Page<T>>>, firstPage = 1): PageWalk<T> {
  let lastError: ApiResult<unknown>['error'];
  return {
    get lastError() {
      return lastError;
    },
    async *[Symbol.asyncIterator]() {
      for (let page = firstPage; ; page++) {
        const result = await fetchPage(page);
        if (!result.success) {
          lastError = result.error;
          throw new DealgrowError(result.error);
        }
        yield* result.data.items;
        if (result.data.items.length === 0 || page >= Math.ceil(result.data.total / result.data.limit)) return;
      }
    },
  };
}

/** A local answer in the `ApiResult` envelope (what a lazily loaded resource's every method answers). */
export const ok = <T>(data: T): ApiResult<T> => ({ data, success: true, status: 200, statusText: 'OK' });
