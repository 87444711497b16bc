import type { App, ServerContext } from '../http/context.ts';
import { SearchQuery, SearchResults } from './schemas.ts';
import { runSearch } from './search.ts';

/** `GET /search` (docs/search.md): members, companies, posts, deals, products and clubs from one box. */
export function searchRoutes(app: App, context: ServerContext): void {
  app.get(
    '/search',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'search',
        tags: ['search'],
        summary:
          'Search everything the viewer may open at once, grouped by kind, best match first: an exact name or title, then the ' +
          'start of one, then full text (names and titles over headlines, tags and text), then close spellings; ties go to ' +
          'what is closer to the viewer, then to the newest. Matched words are marked by offsets.',
        querystring: SearchQuery,
        response: { 200: SearchResults },
      },
    },
    async (request) => runSearch(context, request, request.query),
  );
}
