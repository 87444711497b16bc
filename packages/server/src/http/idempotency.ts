import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Database, first, isUniqueViolation, type PreparedStatement, type Queryable } from '../db/database.ts';
import { t } from '../i18n/catalogue.ts';
import { ApiError } from './errors.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** Keys are kept a day: longer than any client retries. */
const KEY_LIFETIME = '24 hours';
/** Expired keys are removed at most this often per process, a bounded batch at a time (not on every write). */
const CLEANUP_EVERY_MS = 10 * 60 * 1000;
const CLEANUP_BATCH = 1000;
/** How long a retry waits, step by step, for the first request with its key to be answered before a 409. */
const IN_PROGRESS_WAITS = [10, 20, 50, 100, 200, 300, 300];

interface Claim {
  scope: string;
  key: string;
  /** An answer that carries a credential (sign-in, sign-up) is never stored: only that the key was used. */
  credential: boolean;
}

/** What the first request with a key answered, replayed to its retries. */
interface StoredAnswer {
  status: number;
  body: string;
}

const claims = new WeakMap<FastifyRequest, Claim>();
/** Multipart writes are fingerprinted once their body is read (`claimMultipartKey`): claimed then, not before. */
const deferred = new WeakMap<FastifyRequest, Database>();
/** Credential writes retried with a used key: run again (the password checked again), never replayed. */
const retries = new WeakSet<FastifyRequest>();
const lastCleanup = new WeakMap<Queryable, number>();

/**
 * A multipart write's stored answer, found once its body was read: thrown from the handler, sent by the error
 * handler as the replay it is.
 */
export class ReplayedAnswer extends Error {
  constructor(readonly answer: StoredAnswer) {
    super('replayed');
    this.name = 'ReplayedAnswer';
  }
}

/** The request's fingerprint: its method, path and whole body, salted with the key so it says nothing alone. */
function fingerprint(scope: string, key: string, request: FastifyRequest, body: string): string {
  return createHash('sha256').update(`${scope}\n${key}\n${request.method} ${request.url}\n${body}`).digest('hex');
}

/**
 * A multipart body's fingerprint input: every field and every file in the order sent, a file by its field,
 * name, type and the SHA-256 of its bytes (so another file of the same length is another request).
 */
export function multipartBody(
  parts: ReadonlyArray<{ field: string; value?: string; file?: { name: string; type: string; data: Buffer } }>,
) {
  return parts
    .map((part) =>
      part.file
        ? `file ${JSON.stringify([part.field, part.file.name, part.file.type])} ${createHash('sha256').update(part.file.data).digest('hex')}`
        : `field ${JSON.stringify([part.field, part.value ?? ''])}`,
    )
    .join('\n');
}

async function removeExpiredKeys(db: Queryable): Promise<void> {
  const now = Date.now();
  if (now - (lastCleanup.get(db) ?? 0) < CLEANUP_EVERY_MS) return;
  lastCleanup.set(db, now);
  await db.query(
    `DELETE FROM idempotency_keys WHERE (scope, key) IN (
       SELECT scope, key FROM idempotency_keys WHERE created_at < now() - interval '${KEY_LIFETIME}' LIMIT ${CLEANUP_BATCH})`,
  );
}

function keyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !WRITE_METHODS.has(request.method)) return undefined;
  if (key.length === 0 || key.length > 255) throw new ApiError(400, 'validation_failed', t('idempotency.key_length'));
  return key;
}

/**
 * The claim, run for every keyed write: prepared, so it is planned once, and a plain insert (a key seen before is
 * the primary key's refusal, rarer and dearer than the insert an `ON CONFLICT` clause would slow): issue 8's cost
 * target.
 */
const CLAIM: PreparedStatement = {
  name: 'idempotency_claim',
  sql: 'INSERT INTO idempotency_keys (scope, key, method, path, request_hash) VALUES ($1, $2, $3, $4, $5)',
};

/** Inserts the claim; false when the key is already someone's (the first request's, or an expired one). */
async function insertClaim(db: Database, values: readonly unknown[]): Promise<boolean> {
  try {
    await db.prepared(CLAIM, values);
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Claims the key for this request, or finds what its first request answered. Refuses a key reused for a
 * different request (422) and a retry while the first is still running (409).
 */
async function claim(db: Database, request: FastifyRequest, key: string, body: string): Promise<StoredAnswer | undefined> {
  const scope = request.viewer ? `token:${request.viewer.tokenHash}` : `ip:${request.ip}`;
  const credential = request.routeOptions.config.credentials === true;
  const hash = fingerprint(scope, key, request, body);
  await removeExpiredKeys(db);
  if (await insertClaim(db, [scope, key, request.method, request.url, hash])) {
    claims.set(request, { scope, key, credential });
    return undefined;
  }
  const seen = await storedAnswer(db, scope, key);
  if (!seen) return undefined;
  if (seen.expired) {
    // A key older than its lifetime is free again: this request takes it over.
    await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
    return claim(db, request, key, body);
  }
  if (seen.request_hash !== hash) throw new ApiError(422, 'idempotency_key_reused', t('code.idempotency_key_reused'));
  if (seen.status_code === null) throw new ApiError(409, 'idempotency_in_progress', t('code.idempotency_in_progress'));
  if (credential) {
    retries.add(request);
    return undefined;
  }
  return { status: seen.status_code, body: seen.response_body ?? '' };
}

type Seen = { request_hash: string; status_code: number | null; response_body: string | null; expired: boolean };

/** The key's record; while its first request is still being answered, waits for it a moment (up to ~1 s). */
async function storedAnswer(db: Queryable, scope: string, key: string): Promise<Seen | undefined> {
  for (let attempt = 0; ; attempt++) {
    const seen = await first<Seen>(
      db,
      `SELECT request_hash, status_code, response_body, created_at < now() - interval '${KEY_LIFETIME}' AS expired
         FROM idempotency_keys WHERE scope = $1 AND key = $2`,
      [scope, key],
    );
    if (seen?.status_code !== null || attempt >= IN_PROGRESS_WAITS.length) return seen;
    await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_WAITS[attempt]));
  }
}

function sendStored(reply: FastifyReply, answer: StoredAnswer) {
  return reply.code(answer.status).header(REPLAYED_HEADER, 'true').type('application/json; charset=utf-8').send(answer.body);
}

/** How a claim started beside its handler ended: won, or lost to a stored answer (replayed) or a refusal. */
type ClaimOutcome = { won: true } | { won: false; lost: ReplayedAnswer | Error };
const overlapping = new WeakMap<FastifyRequest, Promise<ClaimOutcome>>();

/**
 * Before a write runs: replays the stored answer of a key seen before, refuses a key reused for a different
 * request, and otherwise claims the key so a concurrent retry waits its turn.
 *
 * A JSON write's claim is only started here: its handler runs beside it, behind the write gate `claimGate` gives
 * (src/db/write-gate.ts), so the handler's reads overlap the claim's round trip and its first write waits for the
 * claim; `claimOutcome` decides what goes out once the handler answered. A sign-in or sign-up (`credentials`) is
 * claimed before its handler, which asks `isRetriedCredentialWrite`. A multipart write is claimed by
 * `claimMultipartKey` once its body is read, so its whole body is fingerprinted.
 */
export async function claimIdempotencyKey(db: Database, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const key = keyOf(request);
  if (key === undefined) return false;
  if (request.isMultipart()) {
    deferred.set(request, db);
    return false;
  }
  const started = claim(db, request, key, JSON.stringify(request.body ?? null));
  if (request.routeOptions.config.credentials !== true) {
    overlapping.set(
      request,
      started.then(
        (stored): ClaimOutcome => (stored ? { won: false, lost: new ReplayedAnswer(stored) } : { won: true }),
        (error: unknown): ClaimOutcome => ({ won: false, lost: error instanceof Error ? error : new Error(String(error)) }),
      ),
    );
    return false;
  }
  const stored = await started;
  if (!stored) return false;
  await sendStored(reply, stored);
  return true;
}

/** The write gate of a write whose claim runs beside its handler: passes once the claim is won, else throws its outcome. */
export function claimGate(request: FastifyRequest): (() => Promise<void>) | undefined {
  const outcome = overlapping.get(request);
  if (!outcome) return undefined;
  return async () => {
    const ended = await outcome;
    if (!ended.won) throw ended.lost;
  };
}

/**
 * Once the handler answered (from onSend): how the claim that ran beside it ended. Undefined when it was won (or
 * not overlapped), so the handler's answer goes out; otherwise what goes out instead: the stored answer, or the
 * refusal.
 */
export async function claimOutcome(request: FastifyRequest): Promise<ReplayedAnswer | Error | undefined> {
  const outcome = overlapping.get(request);
  if (!outcome) return undefined;
  const ended = await outcome;
  return ended.won ? undefined : ended.lost;
}

/**
 * Whether this write is a replay of a key already answered, for a rate limit running after the claim (`preHandler`):
 * replays are free (docs/rate-limits.md). A JSON write's claim is awaited (it runs beside the handler anyway); a
 * multipart write's key is looked up without its body (its claim comes once the body is read, and a key reused for
 * another body is refused then).
 */
export async function isReplayedWrite(db: Queryable, request: FastifyRequest): Promise<boolean> {
  if (overlapping.has(request)) return (await claimOutcome(request)) instanceof ReplayedAnswer;
  const key = deferred.has(request) ? keyOf(request) : undefined;
  if (key === undefined) return false;
  const scope = request.viewer ? `token:${request.viewer.tokenHash}` : `ip:${request.ip}`;
  const seen = await first<{ answered: boolean }>(
    db,
    `SELECT status_code IS NOT NULL AND created_at >= now() - interval '${KEY_LIFETIME}' AS answered
       FROM idempotency_keys WHERE scope = $1 AND key = $2`,
    [scope, key],
  );
  return seen?.answered === true;
}

/** Puts a stored answer's status and headers on a reply whose handler already answered; its body is returned (onSend). */
export function replacedByReplay(reply: FastifyReply, error: ReplayedAnswer): string {
  void reply.code(error.answer.status).header(REPLAYED_HEADER, 'true').type('application/json; charset=utf-8');
  return error.answer.body;
}

/** Claims a multipart write's key from its read body; throws the stored answer of a retry (ReplayedAnswer). */
export async function claimMultipartKey(request: FastifyRequest, body: string): Promise<void> {
  const db = deferred.get(request);
  if (!db) return;
  deferred.delete(request);
  const key = keyOf(request);
  if (key === undefined) return;
  const stored = await claim(db, request, key, body);
  if (stored) throw new ReplayedAnswer(stored);
}

/** Sends a multipart write's stored answer (from the error handler, where ReplayedAnswer lands). */
export function replay(reply: FastifyReply, error: ReplayedAnswer) {
  return sendStored(reply, error.answer);
}

/** Whether this credential write is a retry of one that already answered: the route answers it afresh. */
export function isRetriedCredentialWrite(request: FastifyRequest): boolean {
  return retries.has(request);
}

/** A keyed write's answer waiting to be stored with the others answered in the same moment. */
interface Settle {
  scope: string;
  key: string;
  status: number;
  body: string | null;
}

/**
 * Answers are stored in batches: one statement for every keyed write answered within `SETTLE_EVERY_MS`, instead of
 * one each (issue 8's cost target). A retry arriving before its batch is stored waits for it (`storedAnswer`), so
 * replays stay exact across server processes; `flushIdempotencyAnswers` stores what is left when the server closes.
 */
const SETTLE_EVERY_MS = 15;
const SETTLE_BATCH = 200;
const pendingSettles = new Map<Queryable, { settles: Settle[]; timer: NodeJS.Timeout | undefined; flushing: Promise<void> }>();

function pendingOf(db: Queryable) {
  let pending = pendingSettles.get(db);
  if (!pending) {
    pending = { settles: [], timer: undefined, flushing: Promise.resolve() };
    pendingSettles.set(db, pending);
  }
  return pending;
}

/** Stores every answer waiting for `db` in one statement (a key freed meanwhile is simply not found). */
export function flushIdempotencyAnswers(db: Queryable): Promise<void> {
  const pending = pendingOf(db);
  if (pending.timer) clearTimeout(pending.timer);
  pending.timer = undefined;
  const settles = pending.settles.splice(0);
  if (settles.length === 0) return pending.flushing;
  pending.flushing = pending.flushing.then(() =>
    db
      .query(
        `UPDATE idempotency_keys k SET status_code = a.status, response_body = a.body
           FROM unnest($1::text[], $2::text[], $3::int[], $4::text[]) AS a(scope, key, status, body)
          WHERE k.scope = a.scope AND k.key = a.key`,
        [settles.map((s) => s.scope), settles.map((s) => s.key), settles.map((s) => s.status), settles.map((s) => s.body)],
      )
      .then(() => undefined),
  );
  return pending.flushing;
}

/**
 * After a claimed write answered: store a final answer for replay (only its status for an answer carrying a
 * credential: no token is ever stored), or free the key after a server error or a rate limit. Final answers are
 * stored in the next batch (`flushIdempotencyAnswers`), within `SETTLE_EVERY_MS`.
 */
export async function settleIdempotencyKey(db: Queryable, request: FastifyRequest, statusCode: number, payload: unknown): Promise<void> {
  const held = claims.get(request);
  if (!held) return;
  claims.delete(request);
  // A server error, or a rate limit met after the claim (a route's own limit runs in preHandler): the write did not
  // run, and its retry (the SDK's, with the same key, after Retry-After) must run it, not be answered this again.
  if (statusCode >= 500 || statusCode === 429) {
    await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [held.scope, held.key]);
    return;
  }
  const body = held.credential ? null : typeof payload === 'string' ? payload : '';
  const pending = pendingOf(db);
  pending.settles.push({ scope: held.scope, key: held.key, status: statusCode, body });
  if (pending.settles.length >= SETTLE_BATCH) return flushIdempotencyAnswers(db);
  if (pending.timer) return;
  pending.timer = setTimeout(() => {
    flushIdempotencyAnswers(db).catch((error: unknown) => {
      // The keys stay claimed without an answer: their retries answer 409 in progress until the keys expire, as
      // after a crash between a write and its settle.
      request.log.error(error);
    });
  }, SETTLE_EVERY_MS);
  pending.timer.unref();
}
