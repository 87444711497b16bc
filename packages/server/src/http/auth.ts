import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_SESSION_CACHE_SECONDS } from '../config.ts';
import { first, type Queryable } from '../db/database.ts';
import { t } from '../i18n/catalogue.ts';
import type { Viewer } from './context.ts';
import { ApiError, unauthorized } from './errors.ts';
import { SessionCache } from './session-cache.ts';

/** SPEC §9: the session cookie, and so the token, lives 180 days. */
export const SESSION_LIFETIME_SECONDS = 15_552_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Where a session was opened from, listed on the member's sessions page (GET /auth/sessions). */
export interface SessionClient {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** The client of a request, as a session keeps it (the User-Agent cut to 500 characters). */
export function sessionClient(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers['user-agent']?.slice(0, 500), ip: request.ip };
}

/** Opens a session for a member and returns its bearer token (only its hash is stored). */
export async function openSession(db: Queryable, userId: number, client: SessionClient = {}): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at, user_agent, ip, last_seen_at)
     VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5, now())`,
    [hashToken(token), userId, SESSION_LIFETIME_SECONDS, client.userAgent ?? null, client.ip ?? null],
  );
  return token;
}

/** Session caches by database: a server and its routes share one through the database they share. */
const caches = new WeakMap<Queryable, SessionCache>();

/** Sets how long sessions on this database are cached in this process; 0 turns the cache off. */
export function configureSessionCache(db: Queryable, ttlSeconds: number): void {
  caches.set(db, new SessionCache(ttlSeconds * 1000));
}

function sessionCache(db: Queryable): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache(DEFAULT_SESSION_CACHE_SECONDS * 1000);
    caches.set(db, cache);
  }
  return cache;
}

/** Signs one session out: refused at once in this process (see SessionCache for other processes). */
export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  sessionCache(db).forget(tokenHash);
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}

/** Signs out every session of a member but the one kept (a password change). */
export async function revokeOtherSessions(db: Queryable, userId: number, keepTokenHash: string): Promise<void> {
  sessionCache(db).forgetMember(userId, keepTokenHash);
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL', [
    userId,
    keepTokenHash,
  ]);
}

/** Signs out every session of a member (a password reset). */
export async function revokeAllSessions(db: Queryable, userId: number): Promise<void> {
  sessionCache(db).forgetMember(userId);
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

/** The bearer token of a request, if it carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * Resolves a bearer token to its member, or throws 401 invalid_token when it is unknown, expired or revoked.
 * A session looked up recently is answered from this process's cache, without a query.
 */
export async function resolveViewer(db: Queryable, token: string): Promise<Viewer> {
  const tokenHash = hashToken(token);
  const cache = sessionCache(db);
  const cached = cache.get(tokenHash);
  if (cached) return cached;
  // The sessions page shows when each was last used: written at most once a minute, in the lookup's own statement
  // (a data-modifying WITH), and only on a lookup the cache did not answer, so most requests write nothing.
  const session = await first<{ user_id: number; expires_at: Date | string }>(
    db,
    `WITH found AS (
       SELECT user_id, expires_at, last_seen_at FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()),
     seen AS (
       UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1
          AND EXISTS (SELECT 1 FROM found WHERE last_seen_at IS NULL OR last_seen_at < now() - interval '1 minute'))
     SELECT user_id, expires_at FROM found`,
    [tokenHash],
  );
  if (!session) throw new ApiError(401, 'invalid_token', t('code.invalid_token'));
  const viewer = { userId: session.user_id, tokenHash };
  cache.remember(viewer, new Date(session.expires_at));
  return viewer;
}

/** The signed-in member of a route declared with `config: { auth: 'required' }`. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}
