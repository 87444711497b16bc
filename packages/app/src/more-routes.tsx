import type { RouteObject } from 'react-router';
import { messagePages } from './message/message-routes.tsx';

/**
 * Pages that download their route table on first use (`discoverRoutes` in routes.tsx), so new areas never weigh on
 * the first load. One spread line per area, each area's routes in its own `*-routes.tsx`.
 */
export function morePages(): RouteObject[] {
  return [...messagePages()];
}
