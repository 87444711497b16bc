/**
 * Recent answers of public reads (a deal, a deal list), kept serialized for `ttlMs` per viewer and URL, so a page
 * read again within that time costs no query and no serialization (docs/performance.md, "read cache").
 *
 * - Any write this process completes on the database (`Database.writes`) outdates every answer read before it:
 *   a member sees their own change at once. An answer read while a write was under way is never reused after it.
 * - Several processes on one Postgres: another process's write shows here after at most `ttlMs`
 *   (READ_CACHE_SECONDS, default 1; 0 turns the cache off).
 * - Holds at most `maxBytes` of answers; the oldest go first.
 */
export class ReadCache {
  readonly #entries = new Map<string, { payload: string; writes: number; until: number }>();
  #bytes = 0;

  constructor(
    readonly ttlMs: number,
    readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  /** The answer kept under `key`, if it was read after the last write (`writes`) and within its time to live. */
  get(key: string, writes: number, now = Date.now()): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.writes === writes && entry.until > now) return entry.payload;
    this.#drop(key, entry.payload);
    return undefined;
  }

  /** Keeps an answer read when the database had completed `writes` writes. */
  set(key: string, writes: number, payload: string, now = Date.now()): void {
    if (this.ttlMs <= 0 || payload.length > this.maxBytes / 8) return;
    const previous = this.#entries.get(key);
    if (previous) this.#drop(key, previous.payload);
    while (this.#bytes + payload.length > this.maxBytes) {
      const [oldest, entry] = this.#entries.entries().next().value ?? [];
      if (oldest === undefined || !entry) break;
      this.#drop(oldest, entry.payload);
    }
    this.#entries.set(key, { payload, writes, until: now + this.ttlMs });
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
