import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServerConfig } from '../config.ts';

/**
 * What one server process tells the others serving the same database (docs/performance.md "Several processes"):
 * a session revoked, or every session of a member but one (`keepTokenHash`) revoked.
 */
export type ClusterMessage =
  | { kind: 'session-revoked'; tokenHash: string }
  | { kind: 'member-signed-out'; userId: number; keepTokenHash?: string };

/**
 * What a listener hears: every message, from this process or another, and `resumed` when this process hears the
 * others again after a cut (messages sent meanwhile are lost: whatever was kept from before must be dropped).
 */
export type ClusterEvent = ClusterMessage | { kind: 'resumed' };

export interface ClusterBus {
  /** `local`: this process alone (no REDIS_URL); `redis`: every process subscribed to one Redis channel. */
  readonly kind: 'local' | 'redis';
  /**
   * Whether this process hears every message the others publish. While false (Redis cut), a process trusts none of
   * what it keeps in memory about sessions or reads, and asks the database instead.
   */
  readonly listening: boolean;
  /** Tells every process, this one first (its listeners have run when the call returns, before Redis is asked). */
  publish(message: ClusterMessage): Promise<void>;
  /** Calls `listener` for every event; answers the function that stops it. */
  listen(listener: (event: ClusterEvent) => void): () => void;
  /**
   * The version of what any process has written, for the read caches (http/read-cache.ts), or undefined when it
   * cannot be known (then nothing may be served from a read cache). Always '' for the local bus.
   */
  readsVersion(): Promise<string | undefined>;
  /** Moves the version on: every read cached before, in any process, is outdated once this resolves. */
  outdateReads(): Promise<void>;
  close(): Promise<void>;
}

/** The Redis channel revocations travel on, and the key holding the read caches' version. */
export const CLUSTER_CHANNEL = 'dealgrow:cluster';
export const READS_VERSION_KEY = 'dealgrow:reads-version';
/** How long a Redis command may take before it counts as failed (the request goes on without it). */
export const COMMAND_TIMEOUT_MS = 500;

/** One process alone: messages go to its own listeners only. */
export function localClusterBus(): ClusterBus {
  const listeners = new Set<(event: ClusterEvent) => void>();
  return {
    kind: 'local',
    listening: true,
    async publish(message) {
      for (const listener of listeners) listener(message);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readsVersion: async () => '',
    outdateReads: async () => undefined,
    close: async () => undefined,
  };
}

/** The bus for this configuration: Redis with REDIS_URL (ioredis loaded only then), else this process alone. */
export async function openClusterBus(config: Pick<ServerConfig, 'redisUrl'>, log?: FastifyBaseLogger): Promise<ClusterBus> {
  return config.redisUrl ? connectRedisClusterBus(config.redisUrl, log) : localClusterBus();
}

interface Envelope {
  from: string;
  message: ClusterMessage;
}

/**
 * Every process subscribes to one Redis channel (a connection of its own, as Redis wants) and publishes on another
 * connection, which also keeps the read caches' version (`INCR` on a write, `GET` on a cached read).
 *
 * - A server whose Redis cannot be reached at start does not start (as the rate limits and the chat socket).
 * - Once started, while the subscription is cut `listening` is false; when it is back, listeners hear `resumed`.
 * - Commands fail at once while Redis is cut (no offline queue) and give up after COMMAND_TIMEOUT_MS: a revocation
 *   then reaches the others only through their own cut (they stop trusting their caches), which is logged.
 */
export async function connectRedisClusterBus(url: string, log?: FastifyBaseLogger): Promise<ClusterBus> {
  const { Redis } = await import('ioredis');
  const id = randomUUID();
  const options = { lazyConnect: true, connectTimeout: 5000, commandTimeout: COMMAND_TIMEOUT_MS, enableOfflineQueue: false };
  const commands: Redis = new Redis(url, { ...options, maxRetriesPerRequest: 1 });
  // The subscription is made again by hand on each reconnection, so that `listening` turns true only once it holds.
  const subscriber: Redis = new Redis(url, { ...options, autoResubscribe: false });
  const listeners = new Set<(event: ClusterEvent) => void>();
  const deliver = (event: ClusterEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log?.error({ err: error }, 'cluster bus: a listener failed');
      }
    }
  };
  let listening = false;
  let closing = false;
  let everListened = false;
  commands.on('error', (error: Error) => log?.warn({ err: error }, 'cluster bus: Redis connection error'));
  subscriber.on('error', (error: Error) => log?.warn({ err: error }, 'cluster bus: Redis subscription error'));
  subscriber.on('close', () => {
    if (listening && !closing)
      log?.warn('cluster bus: Redis subscription cut; sessions and reads are asked of the database until it is back');
    listening = false;
  });
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CLUSTER_CHANNEL) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (envelope.from !== id) deliver(envelope.message);
  });
  const subscribe = async () => {
    await subscriber.subscribe(CLUSTER_CHANNEL);
    listening = true;
    if (everListened) {
      log?.info('cluster bus: Redis subscription back');
      deliver({ kind: 'resumed' });
    }
    everListened = true;
  };
  subscriber.on('ready', () => {
    if (everListened) subscribe().catch((error: unknown) => log?.warn({ err: error }, 'cluster bus: subscribing again failed'));
  });

  try {
    await Promise.all([commands.connect(), subscriber.connect()]);
    await subscribe();
  } catch (error) {
    commands.disconnect();
    subscriber.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL for the cluster bus: ${(error as Error).message}`);
  }

  return {
    kind: 'redis',
    get listening() {
      return listening;
    },
    async publish(message) {
      deliver(message);
      try {
        await commands.publish(CLUSTER_CHANNEL, JSON.stringify({ from: id, message } satisfies Envelope));
      } catch (error) {
        log?.error(
          { err: error, message },
          'cluster bus: a revocation could not be published; other processes learn it when they lose Redis too',
        );
      }
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async readsVersion() {
      if (!listening) return undefined;
      try {
        return (await commands.get(READS_VERSION_KEY)) ?? '0';
      } catch {
        return undefined;
      }
    },
    async outdateReads() {
      try {
        await commands.incr(READS_VERSION_KEY);
      } catch (error) {
        log?.warn({ err: error }, 'cluster bus: the read caches’ version could not be moved on');
      }
    },
    async close() {
      closing = true;
      listening = false;
      listeners.clear();
      await Promise.all([commands.quit().catch(() => commands.disconnect()), subscriber.quit().catch(() => subscriber.disconnect())]);
    },
  };
}
