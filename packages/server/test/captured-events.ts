import type { ChatAudience, ChatPublisher } from '../src/chat/chat-events.ts';

export interface CapturedEvent {
  /** The member ids, ascending. */
  audience: number[];
  event: string;
  payload: Record<string, unknown>;
}

/**
 * What the routes published, for assertions: attached to a server's `chatEvents` where the /chatx socket would be.
 * `keep` picks the events a test looks at (e.g. chat tests leave the notification centre's out).
 */
export class CapturedEvents implements ChatPublisher {
  events: CapturedEvent[] = [];

  constructor(private readonly keep: (event: string) => boolean = () => true) {}

  publish(audience: ChatAudience, event: string, payload: unknown): void {
    if (!this.keep(event)) return;
    this.events.push({ audience: [...audience].sort((a, b) => a - b), event, payload: payload as Record<string, unknown> });
  }

  /** The events published since the last take. */
  take(): CapturedEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }
}
