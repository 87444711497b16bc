import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { first, type Queryable } from '../db/database.ts';
import { t } from '../i18n/catalogue.ts';
import { ApiError } from './errors.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** Keys are kept a day: longer than any client retries. */
const KEY_LIFETIME = '24 hours';

interface Claim {
  scope: string;
  key: string;
}

const claims = new WeakMap<FastifyRequest, Claim>();

function requestHash(request: FastifyRequest): string {
  const multipart = request.headers['content-type']?.startsWith('multipart/') ?? false;
  // Multipart bodies are streamed to the handler, so their size stands in for their content.
  const body = multipart ? `multipart:${request.headers['content-length'] ?? ''}` : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

/**
 * Before a write runs: replays the stored answer of a key seen before, refuses a key reused for a
 * different request, and otherwise claims the key so a concurrent retry waits its turn.
 */
export async function claimIdempotencyKey(db: Queryable, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !WRITE_METHODS.has(request.method)) return false;
  if (key.length === 0 || key.length > 255) {
    throw new ApiError(400, 'validation_failed', t('idempotency.key_length'));
  }
  const scope = request.viewer ? `token:${request.viewer.tokenHash}` : `ip:${request.ip}`;
  const hash = requestHash(request);
  await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '${KEY_LIFETIME}'`);
  const inserted = await db.query(
    `INSERT INTO idempotency_keys (scope, key, method, path, request_hash) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
    [scope, key, request.method, request.url, hash],
  );
  if (inserted.length > 0) {
    claims.set(request, { scope, key });
    return false;
  }
  const seen = await first<{ request_hash: string; status_code: number | null; response_body: string | null }>(
    db,
    'SELECT request_hash, status_code, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  if (!seen) return false;
  if (seen.request_hash !== hash) {
    throw new ApiError(422, 'idempotency_key_reused', t('code.idempotency_key_reused'));
  }
  if (seen.status_code === null) {
    throw new ApiError(409, 'idempotency_in_progress', t('code.idempotency_in_progress'));
  }
  await reply
    .code(seen.status_code)
    .header(REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(seen.response_body ?? '');
  return true;
}

/** After a claimed write answered: store a final answer for replay, or free the key after a server error. */
export async function settleIdempotencyKey(db: Queryable, request: FastifyRequest, statusCode: number, payload: unknown): Promise<void> {
  const claim = claims.get(request);
  if (!claim) return;
  claims.delete(request);
  if (statusCode >= 500) {
    await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [claim.scope, claim.key]);
    return;
  }
  await db.query('UPDATE idempotency_keys SET status_code = $3, response_body = $4 WHERE scope = $1 AND key = $2', [
    claim.scope,
    claim.key,
    statusCode,
    typeof payload === 'string' ? payload : '',
  ]);
}
