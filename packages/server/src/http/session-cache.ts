import type { Viewer } from './context.ts';

/**
 * Sessions this process resolved recently, by token hash, so a signed-in read costs no session query.
 *
 * - Sign-out and password change go through `revokeSession` / `revokeOtherSessions` (auth.ts), which drop
 *   the entries at once: within this process a revoked token is refused on its next request.
 * - Several processes on one database: another process keeps a revoked token for at most `ttlMs`
 *   (SESSION_CACHE_SECONDS, default 30; 0 turns the cache off) — see docs/performance.md.
 * - An entry never outlives its session's `expires_at`, and the cache holds at most `maxEntries` (oldest go first).
 */
export class SessionCache {
  readonly #entries = new Map<string, { userId: number; until: number }>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 50_000,
  ) {}

  get(tokenHash: string, now = Date.now()): Viewer | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now) return { userId: entry.userId, tokenHash };
    this.#entries.delete(tokenHash);
    return undefined;
  }

  remember(viewer: Viewer, expiresAt: Date, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(viewer.tokenHash, { userId: viewer.userId, until: Math.min(now + this.ttlMs, expiresAt.getTime()) });
  }

  forget(tokenHash: string): void {
    this.#entries.delete(tokenHash);
  }

  /** Drops every session of a member but the one kept (password change). */
  forgetMember(userId: number, keepTokenHash?: string): void {
    for (const [tokenHash, entry] of this.#entries) {
      if (entry.userId === userId && tokenHash !== keepTokenHash) this.#entries.delete(tokenHash);
    }
  }
}
