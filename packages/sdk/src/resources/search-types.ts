import type { SearchType } from '../generated/openapi.ts';

// Its own module: the screens that list the kinds import it alone, so that client.search's stub (search-client.ts)
// stays in the chunk of createClient and no chunk is shared between the two (docs/performance.md, size budgets).
/** The kinds `GET /search` finds, in the server's order (the "All" view's when no group ranks above another). */
export const SEARCH_TYPES = ['members', 'companies', 'posts', 'deals', 'products', 'clubs'] as const satisfies readonly SearchType[];
