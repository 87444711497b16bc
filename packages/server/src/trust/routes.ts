import type { App, ServerContext } from '../http/context.ts';
import { blockRoutes } from './blocks.ts';
import { reportRoutes } from './reports.ts';

/** Blocking, reporting and the admins' report queue (docs/accounts.md "Blocking and reporting"). */
export function trustRoutes(app: App, context: ServerContext): void {
  blockRoutes(app, context);
  reportRoutes(app, context);
}
