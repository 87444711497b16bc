import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import type { ClusterBus } from './cluster-bus.ts';

/** What any process had written when a read began: an answer read at one version is served at that version only. */
export type ReadsVersion = string | number;

/**
 * Recent answers of public reads (a deal, a deal list), kept serialized for `ttlMs` per viewer and URL, so a page
 * read again within that time costs no query and no serialization (docs/performance.md, "read cache").
 *
 * - An answer is kept with the version of the writes when its read began (`readsVersion`): this process's
 *   completed writes (`Database.writes`) and, with REDIS_URL, a counter every process moves on before answering a
 *   write (`outdatingReads`). Any write outdates every answer read before it, in every process: a member sees their
 *   own change at once through any process. An answer read while a write was under way is never reused after it.
 * - Without Redis, another process's write shows here after at most `ttlMs` (READ_CACHE_SECONDS, default 1;
 *   0 turns the cache off); with Redis cut, nothing is served from the cache.
 * - Holds at most `maxBytes` of answers; the oldest go first.
 */
export class ReadCache {
  readonly #entries = new Map<string, { payload: string; version: ReadsVersion; until: number }>();
  #bytes = 0;

  constructor(
    readonly ttlMs: number,
    readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  /** The answer kept under `key`, if it was read at this `version` of the writes and within its time to live. */
  get(key: string, version: ReadsVersion, now = Date.now()): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.version === version && entry.until > now) return entry.payload;
    this.#drop(key, entry.payload);
    return undefined;
  }

  /** Keeps an answer read at `version` of the writes. */
  set(key: string, version: ReadsVersion, payload: string, now = Date.now()): void {
    if (this.ttlMs <= 0 || payload.length > this.maxBytes / 8) return;
    const previous = this.#entries.get(key);
    if (previous) this.#drop(key, previous.payload);
    while (this.#bytes + payload.length > this.maxBytes) {
      const [oldest, entry] = this.#entries.entries().next().value ?? [];
      if (oldest === undefined || !entry) break;
      this.#drop(oldest, entry.payload);
    }
    this.#entries.set(key, { payload, version, until: now + this.ttlMs });
    this.#bytes += payload.length;
  }

  get size(): number {
    return this.#entries.size;
  }

  #drop(key: string, payload: string) {
    this.#entries.delete(key);
    this.#bytes -= payload.length;
  }
}

/**
 * The version of the writes as a read begins: this process's writes, and every process's (the bus's counter, a
 * Redis `GET`); undefined when the bus cannot tell (Redis cut), and then the read is neither served from the cache
 * nor kept. This process's count is taken first, so a write completing meanwhile outdates the answer.
 */
export async function readsVersion(db: Pick<Database, 'writes'>, bus: Pick<ClusterBus, 'readsVersion'>): Promise<string | undefined> {
  const writes = db.writes;
  const shared = await bus.readsVersion();
  return shared === undefined ? undefined : `${shared}:${writes}`;
}

/**
 * An onSend hook for writing routes: when this process has completed writes since the counter last moved, moves
 * it (awaited, before the answer leaves), so no process serves an answer read before them.
 */
export function outdatingReads(db: Pick<Database, 'writes'>, bus: Pick<ClusterBus, 'outdateReads'>) {
  let covered = db.writes;
  return async (_request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const writes = db.writes;
    if (writes > covered) {
      await bus.outdateReads();
      covered = Math.max(covered, writes);
    }
    return payload;
  };
}
