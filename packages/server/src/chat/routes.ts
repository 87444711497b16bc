import type { App, ServerContext } from '../http/context.ts';
import { inboxRoutes } from './inbox.ts';
import { messageFileRoutes } from './message-files.ts';
import { messageRoutes } from './messages.ts';
import { participantRoutes } from './participants.ts';
import { roomBatchRoutes } from './room-batches.ts';
import { roomCreateRoutes } from './room-create.ts';
import { roomRoutes } from './rooms.ts';
import { chatSettingsRoutes } from './settings.ts';

/**
 * Every `/chat-room` route of docs/realtime.md, one module a sub-resource. Registered in this order so the
 * OpenAPI document lists them as before; the router itself prefers static segments (`batch`, `file`, …) over `:id`.
 */
export function chatRoutes(app: App, context: ServerContext): void {
  roomCreateRoutes(app, context);
  inboxRoutes(app, context);
  chatSettingsRoutes(app, context);
  messageFileRoutes(app, context);
  roomBatchRoutes(app, context);
  roomRoutes(app, context);
  participantRoutes(app, context);
  messageRoutes(app, context);
}
