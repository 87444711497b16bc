import type { Viewer } from './context.ts';

/**
 * Sessions this process resolved recently, by token hash, so a signed-in read costs no session query.
 *
 * - Every revocation (sign-out, sign-out everywhere else, password change or reset, account deletion, suspension)
 *   goes through auth.ts, which drops the entries here at once and, with REDIS_URL, in every other process through
 *   the cluster bus (http/cluster-bus.ts): a revoked token is refused by every process within a Redis round trip.
 * - A lookup that started before a revocation is not kept after it (`generation`): its answer may predate it.
 * - Without Redis, another process keeps a revoked token for at most `ttlMs` (SESSION_CACHE_SECONDS, default 30;
 *   0 turns the cache off) — see docs/performance.md "Several processes".
 * - An entry never outlives its session's `expires_at`, and the cache holds at most `maxEntries` (oldest go first).
 */
export class SessionCache {
  readonly #entries = new Map<string, { userId: number; until: number }>();
  #generation = 0;

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 50_000,
  ) {}

  /** Moves on at every forget: a lookup remembers its answer only if no forget happened since it began. */
  get generation(): number {
    return this.#generation;
  }

  get(tokenHash: string, now = Date.now()): Viewer | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now) return { userId: entry.userId, tokenHash };
    this.#entries.delete(tokenHash);
    return undefined;
  }

  /** Keeps a session looked up when the cache was at generation `since` (by default: now), unless a forget came since. */
  remember(viewer: Viewer, expiresAt: Date, now = Date.now(), since = this.#generation): void {
    if (this.ttlMs <= 0 || since !== this.#generation) return;
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(viewer.tokenHash, { userId: viewer.userId, until: Math.min(now + this.ttlMs, expiresAt.getTime()) });
  }

  forget(tokenHash: string): void {
    this.#generation += 1;
    this.#entries.delete(tokenHash);
  }

  /** Drops every session of a member but the one kept (password change). */
  forgetMember(userId: number, keepTokenHash?: string): void {
    this.#generation += 1;
    for (const [tokenHash, entry] of this.#entries) {
      if (entry.userId === userId && tokenHash !== keepTokenHash) this.#entries.delete(tokenHash);
    }
  }

  /** Drops everything (revocations may have been missed while the cluster bus was cut). */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
