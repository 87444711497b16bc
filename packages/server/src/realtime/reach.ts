/**
 * Who a socket event can reach (docs/realtime.md "Reach"): a member with a socket open on any process, or whose socket
 * was cut less than the recovery window ago (it may come back and be handed the packets it missed). An event for
 * anyone else is not emitted at all. With REDIS_URL each emit is an entry in the adapter's stream, which every process
 * reads and decodes; most events (a like's notification, a chat message) are for members who are not there.
 */
import type { Redis } from 'ioredis';

/** How long after their last socket here a member stays reachable, at least: the recovery window and a margin. */
export interface ReachWindow {
  /** connectionStateRecovery's maxDisconnectionDuration. */
  recoveryMs: number;
  /** How often each process tells Redis its members are still there. */
  refreshMs: number;
}

export interface Reach {
  /** A member passed the handshake: reachable before their socket joins its room. Resolves once every process sees it. */
  hold(userId: number): Promise<void>;
  /** A socket of the member opened on this process. */
  opened(userId: number): void;
  /** A socket of the member closed on this process: the member stays reachable for the recovery window. */
  closed(userId: number): void;
  /**
   * Of `ids`, those an event may reach, in their order. Answers come in the order asked (so events keep theirs); an
   * array when this process knows at once, else a promise. Never drops a member it could not check.
   */
  among(ids: readonly number[]): readonly number[] | Promise<readonly number[]>;
  /** Stops the refresh. */
  close(): void;
}

/** Counts of this process's open sockets a member (also the chat presence's, socket.ts). */
export class LocalSockets {
  readonly counts = new Map<number, number>();

  /** True when that is the member's first socket here. */
  opened(userId: number): boolean {
    const count = (this.counts.get(userId) ?? 0) + 1;
    this.counts.set(userId, count);
    return count === 1;
  }

  /** True when that was the member's last socket here. */
  closed(userId: number): boolean {
    const left = (this.counts.get(userId) ?? 1) - 1;
    if (left > 0) this.counts.set(userId, left);
    else this.counts.delete(userId);
    return left <= 0;
  }
}

/**
 * One process (no REDIS_URL): every socket is here, so this process knows who is reachable with no round trip.
 */
export function memoryReach(window: ReachWindow, now: () => number = Date.now): Reach {
  const sockets = new LocalSockets();
  /** Until when a member without a socket here stays reachable (ms since the epoch). */
  const until = new Map<number, number>();
  const extend = (userId: number) => until.set(userId, Math.max(until.get(userId) ?? 0, now() + window.recoveryMs));
  const sweep = setInterval(() => {
    const at = now();
    for (const [userId, end] of until) if (end <= at && !sockets.counts.has(userId)) until.delete(userId);
  }, window.refreshMs);
  sweep.unref();
  return {
    async hold(userId) {
      extend(userId);
    },
    opened(userId) {
      sockets.opened(userId);
    },
    closed(userId) {
      if (sockets.closed(userId)) extend(userId);
    },
    among(ids) {
      const at = now();
      return ids.filter((id) => sockets.counts.has(id) || (until.get(id) ?? 0) > at);
    },
    close: () => clearInterval(sweep),
  };
}

/** The sorted set of reachable members: the member's id, scored by until when (ms since the epoch). */
export const REACH_KEY = 'dealgrow:chatx:reach';

interface Asking {
  ids: readonly number[];
  resolve(ids: readonly number[]): void;
}

/**
 * Several processes (REDIS_URL): a sorted set in Redis, each member scored by until when they are reachable. A process
 * holds each of its members `recoveryMs + 2 × refreshMs` ahead, written at the handshake, when their last socket here
 * closes, and every `refreshMs` for all of them (one ZADD); a process that dies stops holding and its members lapse
 * after the recovery window, as their sockets' sessions do. The lookups asked in one tick go as one ZMSCORE. The
 * clocks of the processes may differ by up to `refreshMs` without a member lapsing early.
 */
export function redisReach(redis: Redis, window: ReachWindow, onError: (error: unknown) => void, now: () => number = Date.now): Reach {
  const sockets = new LocalSockets();
  const ahead = window.recoveryMs + 2 * window.refreshMs;
  const hold = (ids: readonly number[]) => {
    const end = now() + ahead;
    return redis.zadd(REACH_KEY, 'GT', ...ids.flatMap((id) => [end, id]));
  };
  const refresh = setInterval(() => {
    const ids = [...sockets.counts.keys()];
    if (ids.length > 0) hold(ids).catch(onError);
    redis.zremrangebyscore(REACH_KEY, '-inf', now()).catch(onError);
  }, window.refreshMs);
  refresh.unref();

  let asking: Asking[] = [];
  const ask = async (batch: Asking[]) => {
    const ids = [...new Set(batch.flatMap((one) => one.ids))];
    let reachable: Set<number>;
    try {
      const scores = await redis.zmscore(REACH_KEY, ...ids);
      const at = now();
      reachable = new Set(ids.filter((_, i) => Number(scores[i] ?? 0) > at));
    } catch (error) {
      // Redis did not answer: send to everyone rather than lose an event.
      onError(error);
      reachable = new Set(ids);
    }
    for (const one of batch) one.resolve(one.ids.filter((id) => reachable.has(id)));
  };
  return {
    async hold(userId) {
      await hold([userId]);
    },
    opened(userId) {
      sockets.opened(userId);
    },
    closed(userId) {
      if (sockets.closed(userId)) hold([userId]).catch(onError);
    },
    among(ids) {
      return new Promise((resolve) => {
        if (asking.length === 0) {
          queueMicrotask(() => {
            const batch = asking;
            asking = [];
            void ask(batch);
          });
        }
        asking.push({ ids, resolve });
      });
    },
    close: () => clearInterval(refresh),
  };
}
