/**
 * The seam between the chat routes (which store messages and change rooms) and the /chatx socket (which delivers).
 * The routes call a `ChatEvents`; the realtime module attaches the socket.io server to it once it listens. With no
 * socket attached (a server built without listening, some tests) the events go nowhere: nothing is lost, because
 * clients read what they missed back by sequence (docs/realtime.md "Nothing lost").
 *
 * Payloads are the shapes of packages/server/src/chat/socket-events.ts (one definition, typed in the SDK).
 */
import type { ServerToClientEvents } from './socket-events.ts';

/** Who receives an event: the members with these ids, on every socket they have open, on any server process. */
export type ChatAudience = readonly number[];

export interface ChatPublisher {
  publish<E extends keyof ServerToClientEvents>(audience: ChatAudience, event: E, payload: Parameters<ServerToClientEvents[E]>[0]): void;
}

/** One a server: the routes publish into it, the socket server (when listening) delivers. */
export class ChatEvents implements ChatPublisher {
  private target: ChatPublisher | null = null;

  attach(target: ChatPublisher): void {
    this.target = target;
  }

  detach(): void {
    this.target = null;
  }

  publish<E extends keyof ServerToClientEvents>(audience: ChatAudience, event: E, payload: Parameters<ServerToClientEvents[E]>[0]): void {
    if (audience.length === 0) return;
    this.target?.publish(audience, event, payload);
  }
}

declare module '../http/context.ts' {
  interface ServerContext {
    /** Chat events the routes publish; the /chatx socket delivers them once attached. */
    chatEvents: ChatEvents;
  }
}
