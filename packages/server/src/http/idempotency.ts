import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Database, first, isUniqueViolation, type PreparedStatement, type Queryable } from '../db/database.ts';
import { outsideWriteGate, type WriteGate, type WriteMark } from '../db/write-gate.ts';
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

interface Claim extends KeyedRequest {
  db: Queryable;
  /** When (performance.now()) the claim or its last renewal was sent: its lease lasts at least CLAIM_LEASE_MS from then. */
  leaseFrom: number;
  heldSince: number;
  /** The lease lapsed here, or another request took the claim over: this request writes nothing more and stores no answer. */
  lost: boolean;
  /** The claim was marked written by this request's first write (`written_at`, committed with it). */
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
  await outsideWriteGate(() =>
    db.query(
      `DELETE FROM idempotency_keys WHERE (scope, key) IN (
         SELECT scope, key FROM idempotency_keys WHERE created_at < now() - interval '${KEY_LIFETIME}' LIMIT ${CLEANUP_BATCH})`,
    ),
  );
}

function keyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !WRITE_METHODS.has(request.method)) return undefined;
  if (key.length === 0 || key.length > 255) throw new ApiError(400, 'validation_failed', t('idempotency.key_length'));
  return key;
}

/** A request's key as stored: its scope (the session, or the address signed out), the key, and the request's fingerprint. */
interface KeyedRequest {
  scope: string;
  key: string;
  hash: string;
  credential: boolean;
  /** The claim's holder, as stored in `claimed_by`: this process's id and a number of its own. */
  owner: string;
}

function keyedRequest(request: FastifyRequest, key: string, body: string): KeyedRequest {
  const scope = request.viewer ? `token:${request.viewer.tokenHash}` : `ip:${request.ip}`;
  claimsMade += 1;
  return {
    scope,
    key,
    hash: fingerprint(scope, key, request, body),
    credential: request.routeOptions.config.credentials === true,
    owner: `${PROCESS_ID}.${claimsMade}`,
  };
}

/**
 * The claim on its own, for a write claimed before its effects (sign-in, sign-up, a multipart write once its form is
 * read, a JSON write's first effect that is not a database write): prepared, so it is planned once, and a plain
 * insert (a key seen before is the primary key's refusal, rarer and dearer than the insert an `ON CONFLICT` clause
 * would slow): issue 8's cost target.
 */
const CLAIM: PreparedStatement = {
  name: 'idempotency_claim_leased',
  sql: `INSERT INTO idempotency_keys (scope, key, method, path, request_hash, claimed_by, claimed_until)
        VALUES ($1, $2, $3, $4, $5, $6, now() + ${LEASE})`,
};

/**
 * A JSON write that wrote nothing (it refused, or had nothing to change) claims its key and stores its answer in one
 * statement, before the answer leaves: a table no answer reads (`bookkeeping`).
 */
const ANSWERED: PreparedStatement = {
  name: 'idempotency_answered',
  sql: `INSERT INTO idempotency_keys (scope, key, method, path, request_hash, claimed_by, status_code, response_body)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
  bookkeeping: true,
};

/** The primary key of idempotency_keys refused a claim: the key is someone's already. */
const isClaimConflict = (error: unknown): boolean =>
  isUniqueViolation(error) && (error as { constraint?: string }).constraint === 'idempotency_keys_pkey';

/** Takes over a claim whose lease ran out without an answer (its process is gone); false when another retry did first. */
async function takeOver(db: Queryable, scope: string, key: string, owner: string): Promise<boolean> {
  const taken = await outsideWriteGate(() =>
    db.query(
      `UPDATE idempotency_keys SET claimed_by = $3, claimed_until = now() + ${LEASE}
        WHERE scope = $1 AND key = $2 AND status_code IS NULL AND ${LEASE_END} <= now()
        RETURNING 1`,
      [scope, key, owner],
    ),
  );
  return taken.length > 0;
}

/** Inserts the claim; false when the key is already someone's (the first request's, or an expired one). */
async function insertClaim(db: Database, values: readonly unknown[]): Promise<boolean> {
  try {
    await outsideWriteGate(() => db.prepared(CLAIM, values));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** What a request found of its key, claimed already: the answer to replay, a credential write to run again, the claim taken over, or the key free again. */
type Found = { answer: StoredAnswer } | { rerun: true } | { takenOver: number } | { free: true };

/**
 * What became of a key this request found claimed (its insert refused). Refuses a key reused for a different request
 * (422) and a retry while the first is still running (409, after waiting for its answer); takes over the claim of a
 * first request whose process is gone (its lease ran out). `tries`: how many times this request found the key free
 * and claimed it again in vain (after 3, a claim still unanswered is in progress).
 */
async function whatBecameOf(db: Queryable, request: FastifyRequest, keyed: KeyedRequest, tries: number): Promise<Found> {
  const { scope, key } = keyed;
  const seen = await storedAnswer(db, scope, key);
  // The key was freed meanwhile (its write failed): claim it again.
  if (!seen) return { free: true };
  if (seen.expired) {
    // A key older than its lifetime is free again: this request takes it over.
    await outsideWriteGate(() => db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]));
    return { free: true };
  }
  if (seen.request_hash !== keyed.hash) throw new ApiError(422, 'idempotency_key_reused', t('code.idempotency_key_reused'));
  if (seen.status_code === null) {
    if (seen.lease_left_ms > 0 || tries >= 3) throw new ApiError(409, 'idempotency_in_progress', t('code.idempotency_in_progress'));
    // The request holding the key is gone (its lease ran out unanswered). When its write was committed (the mark), it
    // is not run again unless running it again changes nothing: its answer is lost, and the client is told so.
    if (seen.written && !rerunsSafely(request))
      throw new ApiError(409, 'idempotency_write_unconfirmed', t('code.idempotency_write_unconfirmed'));
    // Nothing was written, or the write may run again: this request takes the claim over and runs.
    const takenAt = performance.now();
    if (await takeOver(db, scope, key, keyed.owner)) return { takenOver: takenAt };
    return { free: true };
  }
  if (keyed.credential) return { rerun: true };
  return { answer: { status: seen.status_code, body: seen.response_body ?? '' } };
}

/** The request holds its key's claim from `leaseFrom` on; `written`: the claim went with its first write. */
function won(request: FastifyRequest, db: Database, keyed: KeyedRequest, leaseFrom: number, written: boolean): Claim {
  const holding: Claim = { ...keyed, db, leaseFrom, heldSince: leaseFrom, lost: false, marked: written };
  claims.set(request, holding);
  hold(holding);
  return holding;
}

/** Claims the key for this request on its own, or finds what its first request answered (`whatBecameOf`). */
async function claim(db: Database, request: FastifyRequest, keyed: KeyedRequest, tries = 0): Promise<StoredAnswer | undefined> {
  await removeExpiredKeys(db);
  const sentAt = performance.now();
  if (await insertClaim(db, [keyed.scope, keyed.key, request.method, request.url, keyed.hash, keyed.owner])) {
    won(request, db, keyed, sentAt, false);
    return undefined;
  }
  const found = await whatBecameOf(db, request, keyed, tries);
  if ('answer' in found) return found.answer;
  if ('rerun' in found) {
    retries.add(request);
    return undefined;
  }
  if ('takenOver' in found) {
    won(request, db, keyed, found.takenOver, false);
    return undefined;
  }
  return tries < 3 ? claim(db, request, keyed, tries + 1) : undefined;
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

/**
 * A keyed JSON write not yet claimed: its claim goes with its first database write (`claimGate`). `busy` while a
 * claim is under way (a write carrying it, or a claim on its own): the request's other effects wait for it.
 */
interface Unclaimed extends KeyedRequest {
  db: Database;
  busy: Promise<void> | undefined;
  /** The claim ran first in the open transaction of the write carrying it: that work's effects may pass. */
  applied: boolean;
  /** How many times this request found its key free and claimed it again (`whatBecameOf`). */
  tries: number;
}
const unclaimed = new WeakMap<FastifyRequest, Unclaimed>();
/** A JSON write whose claim was lost at its first effect: the stored answer or the refusal goes out instead of its own. */
const lostClaims = new WeakMap<FastifyRequest, ReplayedAnswer | Error>();

/**
 * Before a write runs: a sign-in or sign-up (`credentials`) is claimed at once, and its handler asks
 * `isRetriedCredentialWrite`; a stored answer is replayed, a key reused for a different request refused. A multipart
 * write is claimed by `claimMultipartKey` once its form is read, so its whole body is fingerprinted.
 *
 * A JSON write is not claimed here: its handler runs at once, behind the write gate `claimGate` gives
 * (src/db/write-gate.ts), and its first database write claims the key in its own statement or transaction (no
 * statement more: the claim is that write's mark). A retry finds the key claimed at its first write, which is rolled
 * back: the stored answer goes out, or the refusal (`claimOutcome`). A JSON write that writes nothing claims its key
 * with its answer once it has one (`answerUnclaimedKey`).
 */
export async function claimIdempotencyKey(db: Database, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const key = keyOf(request);
  if (key === undefined) return false;
  if (request.isMultipart()) {
    deferred.set(request, db);
    return false;
  }
  const keyed = keyedRequest(request, key, JSON.stringify(request.body ?? null));
  if (!keyed.credential) {
    await removeExpiredKeys(db);
    unclaimed.set(request, { ...keyed, db, busy: undefined, applied: false, tries: 0 });
    return false;
  }
  const stored = await claim(db, request, keyed);
  if (!stored) return false;
  await sendStored(reply, stored);
  return true;
}

/**
 * Puts a claim of this request under way (`busy`): its other effects wait until the returned function says it ended.
 * A retry's claim may have been put under way meanwhile: that one is left as it is.
 */
function underWay(pending: Unclaimed): () => void {
  let ended: () => void = () => undefined;
  const busy = new Promise<void>((resolve) => {
    ended = () => {
      if (pending.busy === busy) {
        pending.busy = undefined;
        pending.applied = false;
      }
      resolve();
    };
  });
  pending.busy = busy;
  return ended;
}

/**
 * Waits while a claim of this request is under way, then throws the outcome of a claim it lost. An effect other than
 * a database write (`forEffect`) waits only until the claim ran in its write's transaction: it may be that
 * transaction's own (a mail written to the outbox with it).
 */
async function afterClaiming(request: FastifyRequest, forEffect: boolean): Promise<void> {
  for (let pending = unclaimed.get(request); pending?.busy && !(forEffect && pending.applied); pending = unclaimed.get(request))
    await pending.busy;
  const lost = lostClaims.get(request);
  if (lost) throw lost;
}

/** Marks the request's claim lost with `outcome` (what goes out instead of its own answer), and throws it. */
function lose(request: FastifyRequest, outcome: unknown): never {
  const lost = outcome instanceof Error ? outcome : new Error(String(outcome));
  lostClaims.set(request, lost);
  unclaimed.delete(request);
  throw lost;
}

/** The mark of a claimed write's first write: the claim, still this request's, was written (`written_at`). */
function writtenMark(claim: Claim): WriteMark {
  claim.marked = true;
  return {
    name: 'written',
    sql: (first) => `UPDATE idempotency_keys SET written_at = now()
      WHERE scope = $${first} AND key = $${first + 1} AND claimed_by = $${first + 2} AND status_code IS NULL RETURNING 1`,
    params: [claim.scope, claim.key, claim.owner],
    lost: () => {
      claim.lost = true;
      return new ApiError(409, 'idempotency_in_progress', t('code.idempotency_in_progress'));
    },
    unused: () => {
      claim.marked = false;
    },
  };
}

/**
 * The claim itself as the first write's mark: inserted written (`written_at`), committed with that write and only
 * with it. When the key is someone's already, the write is rolled back and `retry` decides: the stored answer or a
 * refusal goes out, or the claim is taken over (the write runs again marking it), or the key was freed (claimed
 * again).
 */
function claimingMark(request: FastifyRequest, pending: Unclaimed): WriteMark {
  const done = underWay(pending);
  const claiming = pending.busy;
  const sentAt = performance.now();
  return {
    name: 'claim',
    sql: (first) => `INSERT INTO idempotency_keys (scope, key, method, path, request_hash, claimed_by, claimed_until, written_at)
      VALUES (${[0, 1, 2, 3, 4, 5].map((n) => `$${first + n}`).join(', ')}, now() + ${LEASE}, now()) RETURNING 1`,
    params: [pending.scope, pending.key, request.method, request.url, pending.hash, pending.owner],
    // An INSERT answers its row, or fails.
    lost: () => new ApiError(409, 'idempotency_in_progress', t('code.idempotency_in_progress')),
    unused: done,
    applied: () => {
      if (pending.busy === claiming) pending.applied = true;
    },
    committed: () => {
      unclaimed.delete(request);
      won(request, pending.db, pending, sentAt, true);
      done();
    },
    retry: (error) => {
      if (!isClaimConflict(error)) return undefined;
      return (async (): Promise<WriteMark | undefined> => {
        try {
          const found = await whatBecameOf(pending.db, request, pending, pending.tries);
          if ('answer' in found) throw new ReplayedAnswer(found.answer);
          if ('takenOver' in found) {
            unclaimed.delete(request);
            return writtenMark(won(request, pending.db, pending, found.takenOver, false));
          }
          pending.tries += 1;
          if (pending.tries <= 3) return claimingMark(request, pending);
          unclaimed.delete(request);
          return undefined;
        } catch (outcome) {
          lose(request, outcome);
        } finally {
          done();
        }
      })();
    },
  };
}

/**
 * The write gate of a keyed write (src/db/write-gate.ts). A JSON write's first database write carries its claim
 * (`claimingMark`); its first other effect (a mail, a payment call) claims the key on its own first. Effects pass
 * while the claim holds: a write whose lease ran out (its process stalled longer than the lease) or was taken over
 * writes nothing more (409 in progress; the request that took it runs it). A claimed request's first write carries
 * the mark that it wrote (`writtenMark`), in the same transaction: the claim is marked written exactly when that
 * write is committed, and a write whose claim was taken over meanwhile finds no row and is rolled back.
 */
export function claimGate(request: FastifyRequest): WriteGate | undefined {
  if (!unclaimed.has(request) && !claims.has(request) && !deferred.has(request)) return undefined;
  const holds = () => {
    const claim = claims.get(request);
    if (claim && !stillHeld(claim)) throw new ApiError(409, 'idempotency_in_progress', t('code.idempotency_in_progress'));
    return claim;
  };
  return {
    pass: async () => {
      await afterClaiming(request, true);
      const pending = unclaimed.get(request);
      if (pending && !pending.applied && !claims.has(request)) {
        const done = underWay(pending);
        try {
          const stored = await claim(pending.db, request, pending);
          if (stored) throw new ReplayedAnswer(stored);
          unclaimed.delete(request);
        } catch (outcome) {
          lose(request, outcome);
        } finally {
          done();
        }
      }
      holds();
    },
    passWrite: async () => {
      await afterClaiming(request, false);
      const claim = holds();
      if (claim) return claim.marked ? undefined : writtenMark(claim);
      const pending = unclaimed.get(request);
      return pending ? claimingMark(request, pending) : undefined;
    },
  };
}

/**
 * Once the handler answered (from onSend): the outcome of a claim it lost at its first effect (the stored answer, or
 * the refusal), which goes out whatever the handler answered; undefined when it was not lost.
 */
export function claimOutcome(request: FastifyRequest): ReplayedAnswer | Error | undefined {
  return lostClaims.get(request);
}

/**
 * A JSON write that wrote nothing, once it has its answer (from onSend): claims its key with that answer, in one
 * statement, before it leaves. When the key is someone's already, what goes out instead: the stored answer, or a
 * refusal (a key reused for another request); undefined when the answer stands. A server error or a rate limit
 * stores nothing: the retry runs.
 */
export async function answerUnclaimedKey(
  request: FastifyRequest,
  statusCode: number,
  payload: unknown,
): Promise<ReplayedAnswer | Error | undefined> {
  const pending = unclaimed.get(request);
  if (!pending) return undefined;
  unclaimed.delete(request);
  if (statusCode >= 500 || statusCode === 429) return undefined;
  const { db, scope, key, hash, owner } = pending;
  const body = typeof payload === 'string' ? payload : '';
  for (let tries = 0; tries <= 3; tries++) {
    try {
      await db.prepared(ANSWERED, [scope, key, request.method, request.url, hash, owner, statusCode, body]);
      return undefined;
    } catch (error) {
      if (!isClaimConflict(error)) throw error;
    }
    try {
      const found = await whatBecameOf(db, request, pending, tries);
      if ('answer' in found) return new ReplayedAnswer(found.answer);
      // The claim of a process that is gone, taken over: its answer is stored as any claimed write's (`settleIdempotencyKey`).
      if ('takenOver' in found) {
        won(request, db, pending, found.takenOver, false);
        return undefined;
      }
    } catch (outcome) {
      return outcome instanceof Error ? outcome : new Error(String(outcome));
    }
  }
  return undefined;
}

/**
 * Whether this write is a replay of a key already answered, or being answered (its claim's lease running: the retry
 * waits for that answer), for a rate limit running after the claim (`preHandler`): replays are free
 * (docs/rate-limits.md). A sign-in's or sign-up's claim is made already; a JSON or multipart write's key is looked up
 * (its claim comes with its first write, or once its form is read).
 */
export async function isReplayedWrite(db: Queryable, request: FastifyRequest): Promise<boolean> {
  const key = deferred.has(request) || unclaimed.has(request) ? keyOf(request) : undefined;
  if (key === undefined) return false;
  const scope = request.viewer ? `token:${request.viewer.tokenHash}` : `ip:${request.ip}`;
  const seen = await first<{ replayed: boolean }>(
    db,
    `SELECT (status_code IS NOT NULL OR ${LEASE_END} > now()) AND created_at >= now() - interval '${KEY_LIFETIME}' AS replayed
       FROM idempotency_keys WHERE scope = $1 AND key = $2`,
    [scope, key],
  );
  return seen?.replayed === true;
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
  const stored = await claim(db, request, keyedRequest(request, key, body));
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
