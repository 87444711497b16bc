import { type CallOptions, pathOf, type Transport } from '../transport/client.ts';
import { type Page, paginate } from '../transport/paging.ts';
import type { ApiResult } from '../transport/result.ts';

/** The two shapes of call every resource makes: a GET with an optional query, and a write with an optional body. */
export function callsOf(transport: Transport) {
  return {
    get: <T>(path: string, options?: CallOptions, query?: object): Promise<ApiResult<T>> =>
      transport.request<T>({ method: 'GET', path, ...(query ? { query: { ...query } } : {}), ...options }),
    send: <T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, options?: CallOptions): Promise<ApiResult<T>> =>
      transport.request<T>({ method, path, ...(body === undefined ? {} : { body }), ...options }),
    /** A GET that changes something (SPEC's toggles): never retried, since a retry could flip it back. */
    toggle: <T>(path: string, options?: CallOptions): Promise<ApiResult<T>> =>
      transport.request<T>({ method: 'GET', path, idempotent: false, ...options }),
  };
}

/**
 * Paged lists of one kind of item: `at(path)` for a list at a fixed path, `around(template)` for a list
 * about one id (`/deals/related-deals/{id}`), and `each` to walk any of them item by item.
 */
export function pagedLists<Item, Query extends { page?: number }>(get: ReturnType<typeof callsOf>['get']) {
  return {
    at:
      (path: string) =>
      (query?: Query, options?: CallOptions): Promise<ApiResult<Page<Item>>> =>
        get<Page<Item>>(path, options, query),
    around:
      (template: string) =>
      (id: number, query?: Query, options?: CallOptions): Promise<ApiResult<Page<Item>>> =>
        get<Page<Item>>(pathOf(template, { id }), options, query),
    /** Walks a list page by page from `query.page` (default 1). */
    each: (fetch: (query: Query) => Promise<ApiResult<Page<Item>>>, query: Query = {} as Query) =>
      paginate<Item>((page) => fetch({ ...query, page }), query.page ?? 1),
  };
}
