import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

/** A limited client's state in its current window, as @fastify/rate-limit reads it: hits so far, milliseconds left. */
export interface WindowState {
  current: number;
  ttl: number;
}

/** What a window does once its limit is passed (the plugin's `continueExceeding` / `exponentialBackoff` options). */
export type OverLimit = 'keep' | 'restart' | 'backoff';

/** How often, at most, a process deletes expired windows (on a hit, never on a timer). */
export const SWEEP_EVERY_MS = 60_000;
/** Rows deleted by one statement of a sweep, so that no sweep holds many row locks at once. */
export const SWEEP_BATCH = 1000;

// One statement per hit: a new window starts at 1 hit, a live one counts up, an expired one starts again. Past the
// limit the window may restart (continueExceeding) or grow as 2^(hits over the limit - 1) windows (exponentialBackoff),
// as the plugin's own stores do. Time is the database's, the same for every process.
const HIT = `
INSERT INTO rate_limit_counters AS c (key, hits, reset_at)
VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.hits + 1 END,
  reset_at = CASE
    WHEN c.reset_at <= now() THEN excluded.reset_at
    WHEN c.hits + 1 <= $3::int8 OR $4::text = 'keep' THEN c.reset_at
    WHEN $4::text = 'restart' THEN excluded.reset_at
    ELSE now() + make_interval(secs => least($2::float8 / 1000 * power(2::float8, c.hits - $3::int8), 1e9))
  END
RETURNING hits AS current, greatest(ceil(extract(epoch FROM reset_at - now()) * 1000), 0)::float8 AS ttl`;

const PEEK = `
SELECT hits AS current, greatest(ceil(extract(epoch FROM reset_at - now()) * 1000), 0)::float8 AS ttl
  FROM rate_limit_counters WHERE key = $1 AND reset_at > now()`;

// Rows locked by a concurrent hit are skipped (that hit is restarting the window); the outer test re-checks expiry.
const SWEEP = `
DELETE FROM rate_limit_counters
 WHERE key IN (SELECT key FROM rate_limit_counters WHERE reset_at <= now() LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)
   AND reset_at <= now()
RETURNING key`;

/**
 * Rate-limit windows kept in the database (table `rate_limit_counters`), so that every server process on one
 * database counts the same hits. Expired windows are deleted in batches, at most once a minute per process.
 */
export class DatabaseCounters {
  #lastSweep = Date.now();
  #sweeping: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Counts one hit of `key` in a window of `windowMs`, limited to `max`. */
  async hit(key: string, windowMs: number, max: number, overLimit: OverLimit = 'keep'): Promise<WindowState> {
    if (Date.now() - this.#lastSweep >= SWEEP_EVERY_MS && !this.#sweeping) {
      this.#lastSweep = Date.now();
      this.#sweeping = this.sweep()
        .then(() => undefined)
        .catch((error: Error) => this.log?.warn({ err: error }, 'rate-limit sweep failed'))
        .finally(() => {
          this.#sweeping = undefined;
        });
    }
    const [row] = await this.db.query<WindowState>(HIT, [key, windowMs, max, overLimit]);
    if (!row) throw new Error('rate-limit hit returned no row');
    return row;
  }

  /** The window of `key` without counting a hit: no hits and no time left once it has expired. */
  async peek(key: string): Promise<WindowState> {
    const [row] = await this.db.query<WindowState>(PEEK, [key]);
    return row ?? { current: 0, ttl: 0 };
  }

  /** Deletes every expired window, a batch at a time; answers how many. */
  async sweep(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const rows = await this.db.query<{ key: string }>(SWEEP);
      deleted += rows.length;
      if (rows.length < SWEEP_BATCH) return deleted;
    }
  }

  /** Resolves once a sweep under way has finished (before the database closes). */
  async settled(): Promise<void> {
    await this.#sweeping;
  }
}

/** The options @fastify/rate-limit passes a store's constructor and `child`: the merged route settings. */
interface LimitSettings {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

function overLimitOf(settings: LimitSettings): OverLimit {
  return settings.continueExceeding ? 'restart' : settings.exponentialBackoff ? 'backoff' : 'keep';
}

/**
 * A @fastify/rate-limit store over `counters`. Each limited route gets a child store whose keys start with the
 * route's method and URL, as the plugin's Redis store does; limiters from `app.createRateLimit` share the `-` prefix,
 * so their key generators should name what they count.
 */
export function databaseStore(counters: DatabaseCounters): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    readonly #overLimit: OverLimit;
    readonly #prefix: string;

    constructor(settings: LimitSettings, prefix = '') {
      this.#overLimit = overLimitOf(settings);
      this.#prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: WindowState) => void, timeWindow: number, max: number): void {
      counters.hit(this.#prefix + key, timeWindow, max, this.#overLimit).then(
        (state) => callback(null, state),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: (error: Error | null, result?: WindowState) => void): void {
      counters.peek(this.#prefix + key).then(
        (state) => callback(null, state),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route's merged limit settings (its typings say the route's options).
    child(routeSettings: object): FastifyRateLimitStore {
      const settings = routeSettings as LimitSettings;
      const method = settings.routeInfo?.method ?? '';
      return new DatabaseStore(settings, `${Array.isArray(method) ? method.join(',') : method}${settings.routeInfo?.url ?? ''}-`);
    }
  }
  return DatabaseStore;
}

/** Where the rate limits count: the options for @fastify/rate-limit, and what to do when the app closes. */
export interface SharedRateLimits {
  kind: 'database' | 'redis';
  options: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>;
  /** With Redis: resolves when Redis answers a PING (the readiness probe, http/observability.ts). */
  ping?(): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * The store every server process shares: Redis when REDIS_URL is set (ioredis is loaded only then), else the
 * database. A server whose Redis cannot be reached does not start; once started, a hit Redis cannot count is let
 * through (the plugin's `skipOnError`) and the connection error is logged while ioredis reconnects.
 */
export async function openSharedRateLimits(
  config: Pick<ServerConfig, 'redisUrl'>,
  db: Database,
  log?: FastifyBaseLogger,
): Promise<SharedRateLimits> {
  if (config.redisUrl) return connectRedisRateLimits(config.redisUrl, log);
  const counters = new DatabaseCounters(db, log);
  return { kind: 'database', options: { store: databaseStore(counters) }, close: () => counters.settled() };
}

/** Rate limits in Redis, through the plugin's Redis store; fails when Redis cannot be reached. */
export async function connectRedisRateLimits(url: string, log?: FastifyBaseLogger): Promise<SharedRateLimits> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5000 });
  redis.on('error', (error: Error) => log?.warn({ err: error }, 'rate-limit Redis connection error'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL for the rate limits: ${(error as Error).message}`);
  }
  return {
    kind: 'redis',
    options: { redis, nameSpace: 'dealgrow-rate-limit-' },
    ping: () => redis.ping(),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
