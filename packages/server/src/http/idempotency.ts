import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Database, first, isUniqueViolation, type PreparedStatement, type Queryable } from '../db/database.ts';
import type { WriteGate, WriteMark } from '../db/write-gate.ts';
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
/** Then, while the claim's lease runs, it keeps waiting, this often at most, up to the lease and a second. */
const LEASE_WAIT_STEP_MS = 300;

/**
 * A claim's lease: a claim whose lease ran out without an answer belongs to a process that is gone (killed, or
 * stalled longer than this), and a retry takes it over and runs the request (docs/accounts-security.md
 * "Idempotency-Key"). Each claim is stored with `claimed_until` = now + the lease; a claim held longer than
 * `RENEW_EVERY_MS` is renewed by this process's heartbeat, every such claim in one statement.
 */
export const CLAIM_LEASE_MS = 5000;
const RENEW_EVERY_MS = 1000;
/** A claim is renewed this long at most: no request runs longer, and one whose answer never came is let go. */
const MAX_HOLD_MS = 2 * 60 * 1000;
const LEASE = `interval '${CLAIM_LEASE_MS} milliseconds'`;
/** A claim stored before migration 0031 has no lease: it counts as lapsed a minute after it was made. */
const LEASE_END = "COALESCE(claimed_until, created_at + interval '1 minute')";
/** This process, new at each start: a claim names it and a number of its own (`claimed_by`). */
const PROCESS_ID = randomBytes(6).toString('hex');
let claimsMade = 0;

interface Claim {
  scope: string;
  key: string;
  /** An answer that carries a credential (sign-in, sign-up) is never stored: only that the key was used. */
  credential: boolean;
  /** This claim's holder, as stored in `claimed_by`: this process's id and the claim's number. */
  owner: string;
  db: Queryable;
  /** When (performance.now()) the claim or its last renewal was sent: its lease lasts at least CLAIM_LEASE_MS from then. */
  leaseFrom: number;
  heldSince: number;
  /** The lease lapsed here, or another request took the claim over: this request writes nothing more and stores no answer. */
  lost: boolean;
  /** The mark was handed to this request's first write (`written_at`, committed with it). */
  marked: boolean;
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
/** Claims this process holds, per database, for the heartbeat that renews their leases. */
const held = new Map<Queryable, Set<Claim>>();
const heartbeats = new Map<Queryable, NodeJS.Timeout>();

function hold(claim: Claim): void {
  let mine = held.get(claim.db);
  if (!mine) {
    mine = new Set();
    held.set(claim.db, mine);
  }
  mine.add(claim);
  if (!heartbeats.has(claim.db)) beat(claim.db);
}

function release(claim: Claim): void {
  held.get(claim.db)?.delete(claim);
}

function beat(db: Queryable): void {
  const timer = setTimeout(() => void renewLeases(db), RENEW_EVERY_MS);
  timer.unref();
  heartbeats.set(db, timer);
}

/**
 * The heartbeat: renews, in one statement, the lease of every claim held longer than a beat (a write answered within
 * a second, nearly all of them, is never renewed). A claim the statement does not find as this process left it was
 * taken over: it is lost.
 */
async function renewLeases(db: Queryable): Promise<void> {
  heartbeats.delete(db);
  const mine = held.get(db);
  if (!mine || mine.size === 0) return;
  const now = performance.now();
  const due: Claim[] = [];
  for (const claim of mine) {
    if (claim.lost || now - claim.heldSince > MAX_HOLD_MS) mine.delete(claim);
    else if (now - claim.leaseFrom >= RENEW_EVERY_MS) due.push(claim);
  }
  if (due.length > 0) {
    const sentAt = performance.now();
    try {
      const renewed = await db.query<{ owner: string }>(
        `UPDATE idempotency_keys k SET claimed_until = now() + ${LEASE}
           FROM unnest($1::text[], $2::text[], $3::text[]) AS c(scope, key, owner)
          WHERE k.scope = c.scope AND k.key = c.key AND k.claimed_by = c.owner AND k.status_code IS NULL
          RETURNING k.claimed_by AS owner`,
        [due.map((claim) => claim.scope), due.map((claim) => claim.key), due.map((claim) => claim.owner)],
      );
      const owners = new Set(renewed.map((row) => row.owner));
      for (const claim of due) {
        if (owners.has(claim.owner)) claim.leaseFrom = sentAt;
        else if (mine.has(claim)) claim.lost = true;
      }
    } catch {
      // The leases run on as they were; the next beat tries again (a claim whose lease lapses meanwhile is lost).
    }
  }
  if (mine.size > 0 && !heartbeats.has(db)) beat(db);
}

/** Whether the claim still holds: not lost, and its lease (as this process last stored it) has not run out. */
function stillHeld(claim: Claim): boolean {
  if (!claim.lost && performance.now() - claim.leaseFrom >= CLAIM_LEASE_MS) claim.lost = true;
  return !claim.lost;
}

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
  name: 'idempotency_claim_leased',
  sql: `INSERT INTO idempotency_keys (scope, key, method, path, request_hash, claimed_by, claimed_until)
        VALUES ($1, $2, $3, $4, $5, $6, now() + ${LEASE})`,
};

/** Takes over a claim whose lease ran out without an answer (its process is gone); false when another retry did first. */
async function takeOver(db: Queryable, scope: string, key: string, owner: string): Promise<boolean> {
  const taken = await db.query(
    `UPDATE idempotency_keys SET claimed_by = $3, claimed_until = now() + ${LEASE}
      WHERE scope = $1 AND key = $2 AND status_code IS NULL AND ${LEASE_END} <= now()
      RETURNING 1`,
    [scope, key, owner],
  );
  return taken.length > 0;
}

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
 * different request (422) and a retry while the first is still running (409); takes over the claim of a first
 * request whose process is gone (its lease ran out), and runs the request.
 */
async function claim(db: Database, request: FastifyRequest, key: string, body: string, tries = 0): Promise<StoredAnswer | undefined> {
  const scope = request.viewer ? `token:${request.viewer.tokenHash}` : `ip:${request.ip}`;
  const credential = request.routeOptions.config.credentials === true;
  const hash = fingerprint(scope, key, request, body);
  claimsMade += 1;
  const owner = `${PROCESS_ID}.${claimsMade}`;
  const won = (leaseFrom: number) => {
    const holding: Claim = { scope, key, credential, owner, db, leaseFrom, heldSince: leaseFrom, lost: false, marked: false };
    claims.set(request, holding);
    hold(holding);
    return undefined;
  };
  await removeExpiredKeys(db);
  const sentAt = performance.now();
  if (await insertClaim(db, [scope, key, request.method, request.url, hash, owner])) return won(sentAt);
  const seen = await storedAnswer(db, scope, key);
  // The key was freed meanwhile (its write failed): claim it again.
  if (!seen) return tries < 3 ? claim(db, request, key, body, tries + 1) : undefined;
  if (seen.expired) {
    // A key older than its lifetime is free again: this request takes it over.
    await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
    return claim(db, request, key, body, tries + 1);
  }
  if (seen.request_hash !== hash) throw new ApiError(422, 'idempotency_key_reused', t('code.idempotency_key_reused'));
  if (seen.status_code === null) {
    if (seen.lease_left_ms > 0 || tries >= 3) throw new ApiError(409, 'idempotency_in_progress', t('code.idempotency_in_progress'));
    // The request holding the key is gone (its lease ran out unanswered). When its write was committed (the mark), it
    // is not run again unless running it again changes nothing: its answer is lost, and the client is told so.
    if (seen.written && !rerunsSafely(request))
      throw new ApiError(409, 'idempotency_write_unconfirmed', t('code.idempotency_write_unconfirmed'));
    // Nothing was written, or the write may run again: this request takes the claim over and runs.
    const takenAt = performance.now();
    if (await takeOver(db, scope, key, owner)) return won(takenAt);
    return claim(db, request, key, body, tries + 1);
  }
  if (credential) {
    retries.add(request);
    return undefined;
  }
  return { status: seen.status_code, body: seen.response_body ?? '' };
}

/**
 * Whether a write whose first run was committed may run again after its process died: PUT and DELETE (idempotent by
 * HTTP's rules: a like, a follow, a removal) and a route that says so for the request (`config.rerunsSafely`, e.g. a
 * chat message carrying its client id).
 */
function rerunsSafely(request: FastifyRequest): boolean {
  if (request.method === 'PUT' || request.method === 'DELETE') return true;
  return request.routeOptions.config.rerunsSafely?.(request) === true;
}

type Seen = {
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  expired: boolean;
  /** The first request's write was committed (its mark, `written_at`): running it again may do it twice. */
  written: boolean;
  /** What is left of the claim's lease, in ms (0 or less: its process is gone, the claim can be taken over). */
  lease_left_ms: number;
};

/**
 * The key's record; while its first request is still being answered, waits for its answer, or for its lease to run
 * out (its process is gone): at most the lease and a second, then it is in progress (a live process renews it).
 */
async function storedAnswer(db: Queryable, scope: string, key: string): Promise<Seen | undefined> {
  const since = performance.now();
  for (let attempt = 0; ; attempt++) {
    const seen = await first<Seen>(
      db,
      `SELECT request_hash, status_code, response_body, created_at < now() - interval '${KEY_LIFETIME}' AS expired,
              written_at IS NOT NULL AS written, extract(epoch FROM ${LEASE_END} - now())::float8 * 1000 AS lease_left_ms
         FROM idempotency_keys WHERE scope = $1 AND key = $2`,
      [scope, key],
    );
    if (!seen || seen.status_code !== null || seen.lease_left_ms <= 0) return seen;
    if (performance.now() - since >= CLAIM_LEASE_MS + 1000) return seen;
    const step = IN_PROGRESS_WAITS[attempt] ?? LEASE_WAIT_STEP_MS;
    await new Promise((resolve) => setTimeout(resolve, Math.max(10, Math.min(step, seen.lease_left_ms + 5))));
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

/** The mark a keyed write's first statement commits with itself: the claim, still this request's, was written. */
const markWritten = (first: number) => `UPDATE idempotency_keys SET written_at = now()
  WHERE scope = $${first} AND key = $${first + 1} AND claimed_by = $${first + 2} AND status_code IS NULL RETURNING 1`;

/**
 * The write gate of a keyed write: passes once its claim is won (a JSON write's claim runs beside its handler, and a
 * lost one throws its outcome), and while the claim still holds: a write whose lease ran out (its process stalled
 * longer than the lease) or was taken over writes nothing more (409 in progress; the request that took it runs it).
 * Its mark goes with the first database write, in the same transaction: the claim is marked written exactly when
 * that write is committed, and a write whose claim was taken over meanwhile finds no row and is rolled back.
 */
export function claimGate(request: FastifyRequest): WriteGate | undefined {
  const outcome = overlapping.get(request);
  if (!outcome && !claims.has(request) && !deferred.has(request)) return undefined;
  return {
    pass: async () => {
      if (outcome) {
        const ended = await outcome;
        if (!ended.won) throw ended.lost;
      }
      const claim = claims.get(request);
      if (claim && !stillHeld(claim)) throw new ApiError(409, 'idempotency_in_progress', t('code.idempotency_in_progress'));
    },
    takeMark: (): WriteMark | undefined => {
      const claim = claims.get(request);
      if (!claim || claim.marked) return undefined;
      claim.marked = true;
      return {
        sql: markWritten,
        params: [claim.scope, claim.key, claim.owner],
        lost: () => {
          claim.lost = true;
          return new ApiError(409, 'idempotency_in_progress', t('code.idempotency_in_progress'));
        },
        unused: () => {
          claim.marked = false;
        },
      };
    },
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
  owner: string;
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

/**
 * Stores every answer waiting for `db` in one statement (a key freed or taken over meanwhile is simply not found);
 * also stops the heartbeat of this database's claims (called when the server closes).
 */
export function flushIdempotencyAnswers(db: Queryable): Promise<void> {
  clearTimeout(heartbeats.get(db));
  heartbeats.delete(db);
  const pending = pendingOf(db);
  if (pending.timer) clearTimeout(pending.timer);
  pending.timer = undefined;
  const settles = pending.settles.splice(0);
  if (settles.length === 0) return pending.flushing;
  pending.flushing = pending.flushing.then(() =>
    db
      .query(
        `UPDATE idempotency_keys k SET status_code = a.status, response_body = a.body
           FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[]) AS a(scope, key, status, body, owner)
          WHERE k.scope = a.scope AND k.key = a.key AND k.claimed_by = a.owner`,
        [
          settles.map((s) => s.scope),
          settles.map((s) => s.key),
          settles.map((s) => s.status),
          settles.map((s) => s.body),
          settles.map((s) => s.owner),
        ],
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
  const claim = claims.get(request);
  if (!claim) return;
  claims.delete(request);
  release(claim);
  // A server error, or a rate limit met after the claim (a route's own limit runs in preHandler): the write did not
  // run, and its retry (the SDK's, with the same key, after Retry-After) must run it, not be answered this again.
  // A claim lost on the way (its lease lapsed, or taken over) stores nothing either: its key is freed if still its own.
  if (statusCode >= 500 || statusCode === 429 || claim.lost) {
    await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND claimed_by = $3 AND status_code IS NULL', [
      claim.scope,
      claim.key,
      claim.owner,
    ]);
    return;
  }
  const body = claim.credential ? null : typeof payload === 'string' ? payload : '';
  const pending = pendingOf(db);
  pending.settles.push({ scope: claim.scope, key: claim.key, owner: claim.owner, status: statusCode, body });
  if (pending.settles.length >= SETTLE_BATCH) return flushIdempotencyAnswers(db);
  if (pending.timer) return;
  pending.timer = setTimeout(() => {
    flushIdempotencyAnswers(db).catch((error: unknown) => {
      // The keys stay claimed without an answer: once their leases run out, a retry takes each over and runs its
      // write again, as after a crash between a write and its settle (docs/accounts-security.md "Idempotency-Key").
      request.log.error(error);
    });
  }, SETTLE_EVERY_MS);
  pending.timer.unref();
}
