import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '../src/db/database.ts';
import { CHAT_NAMESPACE } from '../src/realtime/socket.ts';
import type { TestServer } from './harness.ts';

/**
 * Fences for the socket tests that prove something does NOT happen: instead of waiting a fixed time, they wait for
 * the work that could cause it to be over, then a round trip on the receiving socket shows anything sent before.
 */

export interface QueryTracker {
  /** Resolves once every query started through the database so far has finished and what awaited it has run. */
  settled(): Promise<void>;
  /** Puts the database's own query back. */
  restore(): void;
}

/** Tracks the queries the server runs, by wrapping its database's query in place (as test/statement-count.ts does). */
export function trackQueries(db: Database): QueryTracker {
  const query = db.query;
  const running = new Set<Promise<unknown>>();
  db.query = ((sql: string, params?: readonly unknown[]) => {
    const answer = query(sql, params);
    running.add(answer);
    const done = () => running.delete(answer);
    answer.then(done, done);
    return answer;
  }) as Database['query'];
  return {
    async settled() {
      // A query's callbacks may start more queries: wait until a whole turn passes with none running.
      do {
        await Promise.allSettled([...running]);
        await nextTurn();
      } while (running.size > 0);
    },
    restore: () => {
      db.query = query;
    },
  };
}

/**
 * The server's own /chatx sockets by id (a client socket's `id` is its server socket's), read through its socket
 * server: to see when the server has handled a client's disconnect.
 */
export function serverChatSockets(server: TestServer): ReadonlyMap<string, unknown> {
  const realtime = server.server.realtime;
  if (!realtime) throw new Error('the server is not listening: no socket server attached to its chat events');
  return realtime.io.of(CHAT_NAMESPACE).sockets;
}
