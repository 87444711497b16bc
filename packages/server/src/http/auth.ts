import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { first, type Queryable } from '../db/database.ts';
import type { Viewer } from './context.ts';
import { ApiError, unauthorized } from './errors.ts';

/** SPEC §9: the session cookie, and so the token, lives 180 days. */
export const SESSION_LIFETIME_SECONDS = 15_552_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opens a session for a member and returns its bearer token (only its hash is stored). */
export async function openSession(db: Queryable, userId: number): Promise<string> {
  const token = newToken();
  await db.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
    hashToken(token),
    userId,
    SESSION_LIFETIME_SECONDS,
  ]);
  return token;
}

export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}

/** The bearer token of a request, if it carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** Resolves a bearer token to its member, or throws 401 invalid_token when it is unknown, expired or revoked. */
export async function resolveViewer(db: Queryable, token: string): Promise<Viewer> {
  const tokenHash = hashToken(token);
  const session = await first<{ user_id: number }>(
    db,
    'SELECT user_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()',
    [tokenHash],
  );
  if (!session) throw new ApiError(401, 'invalid_token', 'Your session has ended. Sign in again.');
  return { userId: session.user_id, tokenHash };
}

/** The signed-in member of a route declared with `config: { auth: 'required' }`. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}
