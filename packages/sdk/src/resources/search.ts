import type { SearchGroup, SearchHit, SearchMark, SearchResults, SearchType } from '../generated/openapi.ts';
import type { CallOptions, Transport } from '../transport/client.ts';
import { DealgrowError } from '../transport/error.ts';
import type { ApiResult } from '../transport/result.ts';
import type { SearchCall, SearchClient, SearchOptions } from './search-client.ts';

export type { SearchCall, SearchClient, SearchGroup, SearchHit, SearchMark, SearchOptions, SearchResults, SearchType };

/** `GET /search` with a kind's cursor: what `search` and `search.each` send. */
interface SearchRequest extends Omit<SearchOptions, 'types'> {
  type?: string;
  cursor?: string;
}

/**
 * Search (docs/search.md, `GET /search`): `search(q, options)` answers the groups, `search.each(type, q)` walks every hit
 * of one kind. Imports nothing of the `createClient` entry but the error class (loaded by `lazySearch` on first call).
 */
export function searchResource(transport: Transport): SearchClient {
  const read = (q: string, request: SearchRequest, callOptions: CallOptions = {}): Promise<ApiResult<SearchResults>> =>
    transport.request<SearchResults>({
      method: 'GET',
      path: '/search',
      query: { q, type: request.type, limit: request.limit, in: request.in, cursor: request.cursor },
      ...callOptions,
    });
  return Object.assign(
    (q: string, options: SearchOptions = {}, callOptions?: CallOptions) =>
      read(q, { limit: options.limit, in: options.in, type: options.types?.length ? options.types.join(',') : undefined }, callOptions),
    {
      async *each(type: SearchType, q: string, options: Omit<SearchOptions, 'types'> = {}): AsyncGenerator<SearchHit> {
        let cursor: string | undefined;
        do {
          const result = await read(q, { limit: options.limit, in: options.in, type, cursor });
          // A page that fails throws, as every list's `each` does (transport/paging.ts).
          if (!result.success) throw new DealgrowError(result.error);
          const group = result.data.groups.find((found) => found.type === type);
          if (!group) return;
          yield* group.items;
          cursor = group.next ?? undefined;
        } while (cursor);
      },
    },
  );
}
