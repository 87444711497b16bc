import type { App, ServerContext } from '../http/context.ts';
import { connectionRequestRoutes } from './connection-requests.ts';
import { connectionRoutes } from './connections.ts';
import { friendListRoutes } from './friend-lists.ts';
import { memberSearchRoutes } from './member-search.ts';
import { peopleYouMightKnowRoutes } from './people-you-might-know.ts';

/**
 * The network (docs/network.md): connection requests and their statuses, connections and mutual ones, friend
 * lists, people you might know and member search. `/member-connection/{a}/{b}` (respond) is registered with
 * the rest: the router prefers a static segment (`me`, `lists`, `request`, `friendship-detail`, `connections`,
 * `remove`, …) over a parameter, so it never takes their paths.
 */
export function networkRoutes(app: App, context: ServerContext): void {
  connectionRequestRoutes(app, context);
  connectionRoutes(app, context);
  friendListRoutes(app, context);
  peopleYouMightKnowRoutes(app, context);
  memberSearchRoutes(app, context);
}
