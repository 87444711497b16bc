import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_SESSION_CACHE_SECONDS } from '../config.ts';
import { first, type Queryable } from '../db/database.ts';
import { t } from '../i18n/catalogue.ts';
import { type ClusterBus, type ClusterEvent, type ClusterMessage, localClusterBus } from './cluster-bus.ts';
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

/** A database's session cache and the bus its revocations travel on (http/cluster-bus.ts). */
interface Sessions {
  cache: SessionCache;
  bus: ClusterBus;
  stop(): void;
}

/** Session caches by database: a server and its routes share one through the database they share. */
const sessionsByDatabase = new WeakMap<Queryable, Sessions>();

/**
 * Sets how long sessions on this database are cached in this process (0 turns the cache off) and the bus that
 * tells every process of a revocation: the local bus (this process alone) unless REDIS_URL gives a shared one.
 */
export function configureSessionCache(db: Queryable, ttlSeconds: number, bus: ClusterBus = localClusterBus()): void {
  sessionsByDatabase.get(db)?.stop();
  const cache = new SessionCache(ttlSeconds * 1000);
  const stop = bus.listen((event) => {
    if (event.kind === 'session-revoked') cache.forget(event.tokenHash);
    else if (event.kind === 'member-signed-out') cache.forgetMember(event.userId, event.keepTokenHash);
    else cache.clear();
  });
  sessionsByDatabase.set(db, { cache, bus, stop });
}

function sessions(db: Queryable): Sessions {
  let found = sessionsByDatabase.get(db);
  if (!found) {
    configureSessionCache(db, DEFAULT_SESSION_CACHE_SECONDS);
    found = sessionsByDatabase.get(db) as Sessions;
  }
  return found;
}

/**
 * Calls `listener` at every revocation on this database, made by this process or (with REDIS_URL) another, and
 * with `resumed` after the bus was cut (revocations may have been missed). Answers the function that stops it.
 */
export function onRevocation(db: Queryable, listener: (event: ClusterEvent) => void): () => void {
  return sessions(db).bus.listen(listener);
}

/** Tells this process and every other one (the cluster bus) that sessions were revoked in the database. */
async function revoked(db: Queryable, message: ClusterMessage): Promise<void> {
  await sessions(db).bus.publish(message);
}

/** Signs one session out: refused at once by this process, and by every process with REDIS_URL set. */
export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
  await revoked(db, { kind: 'session-revoked', tokenHash });
}

/** Signs out every session of a member but the one kept (a password change, "sign out everywhere else"). */
export async function revokeOtherSessions(db: Queryable, userId: number, keepTokenHash: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL', [
    userId,
    keepTokenHash,
  ]);
  await revoked(db, { kind: 'member-signed-out', userId, keepTokenHash });
}

/** Signs out every session of a member (a password reset, an account deleted or suspended). */
export async function revokeAllSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
  await revoked(db, { kind: 'member-signed-out', userId });
}

/** The bearer token of a request, if it carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * Resolves a bearer token to its member, or throws 401 invalid_token when it is unknown, expired or revoked.
 * A session looked up recently is answered from this process's cache, without a query (see SessionCache).
 */
export async function resolveViewer(db: Queryable, token: string): Promise<Viewer> {
  const tokenHash = hashToken(token);
  const { cache, bus } = sessions(db);
  // While the bus is cut, a revocation by another process may go unheard: the cache is not trusted.
  const cached = bus.listening ? cache.get(tokenHash) : undefined;
  if (cached) return cached;
  const since = cache.generation;
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
  if (bus.listening) cache.remember(viewer, new Date(session.expires_at), Date.now(), since);
  return viewer;
}

/** The signed-in member of a route declared with `config: { auth: 'required' }`. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}
