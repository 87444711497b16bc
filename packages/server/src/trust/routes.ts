import type { App, ServerContext } from '../http/context.ts';
import { blockRoutes } from './blocks.ts';

/**
 * Blocking (docs/accounts.md "Blocking and reporting"). Reporting and the admins' report queue are in reports/, above
 * posts, whose visibility a report checks; trust stays below posts, which filter by its blocks and hides.
 */
export function trustRoutes(app: App, context: ServerContext): void {
  blockRoutes(app, context);
}
