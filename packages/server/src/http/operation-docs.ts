import type { AuthMode } from './context.ts';
import { ErrorBody } from './errors.ts';

/** What the OpenAPI document needs to know of a route to describe how it is called. */
export interface RouteFacts {
  method: string | string[];
  auth: AuthMode | undefined;
  /** The route reads a multipart form (it declares `multipart/form-data`). */
  multipart: boolean;
  /** The route answers a page `{ items, total, page, limit }`. */
  paged: boolean;
  /** The route's rate limit, when it has one. */
  rateLimit?: RateLimitFacts;
}

/** A route's rate limit as the contract states it: how many calls in which window, counted per member or per address. */
export interface RateLimitFacts {
  max: number;
  timeWindow: string;
  perMember: boolean;
  /** Counted after the Idempotency-Key's claim (`hook: 'preHandler'`): a replay is free. */
  replaysFree: boolean;
}

/** The facts of a route's `config.rateLimit` that a reader needs (none when the route has no limit). */
export function rateLimitFacts(limit: unknown): RateLimitFacts | undefined {
  if (!limit || typeof limit !== 'object') return undefined;
  const { max, timeWindow, keyGenerator, hook } = limit as { max?: unknown; timeWindow?: unknown; keyGenerator?: unknown; hook?: unknown };
  if (typeof max !== 'number') return undefined;
  return {
    max,
    timeWindow: typeof timeWindow === 'string' ? timeWindow : `${String(timeWindow)} ms`,
    perMember: keyGenerator !== undefined,
    replaysFree: hook === 'preHandler',
  };
}

/** The 429 every rate-limited operation declares: the error body, and when to call again. */
export const RATE_LIMITED = {
  description: 'Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again.',
  headers: {
    'Retry-After': { type: 'integer', minimum: 0, description: 'Seconds to wait before calling again.' },
  },
  content: { 'application/json': { schema: ErrorBody } },
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Who may call an operation, as OpenAPI says it: public operations `[]`, optional sign-in either way,
 * signed-in ones the bearer token.
 */
export function operationSecurity(auth: AuthMode | undefined): Array<Record<string, string[]>> {
  if (auth === 'required') return [{ bearerAuth: [] }];
  if (auth === 'optional') return [{}, { bearerAuth: [] }];
  return [];
}

/**
 * The contract part of an operation's description, the same for every route of its kind: who may call
 * it, how a write is retried safely, how a list pages and how errors answer. A route's own description
 * (what it does beyond its summary) comes first when it declares one.
 */
export function describeOperation(facts: RouteFacts, own?: string): string {
  const methods = Array.isArray(facts.method) ? facts.method : [facts.method];
  const lines: string[] = [];
  if (own) lines.push(own);
  if (facts.auth === 'required') lines.push('Needs a signed-in member: send the bearer token; without one it answers 401.');
  else if (facts.auth === 'optional')
    lines.push('Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).');
  else lines.push('Public: no token needed.');
  if (facts.multipart) lines.push('Takes a `multipart/form-data` body; files are judged by their content, not their name.');
  if (methods.some((method) => WRITES.has(method.toUpperCase())))
    lines.push(
      'Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again ' +
        'with `Idempotent-Replayed: true`; the same key with another body answers 422.',
    );
  if (facts.rateLimit) {
    const { max, timeWindow, perMember, replaysFree } = facts.rateLimit;
    lines.push(
      `Rate limited: ${max} calls per ${timeWindow.replace(/^1 /, '')} ${perMember ? 'per member' : 'per client address'}; past it the answer is ` +
        '429 `rate_limited` with `Retry-After` (seconds).' +
        (replaysFree ? ' A replay of an answered `Idempotency-Key` is not counted.' : ''),
    );
  }
  if (facts.paged) lines.push('Answers one page `{ items, total, page, limit }`; ask for the next with `page`.');
  lines.push('Errors answer `{ message, code, fields?, requestId }` with a 4xx status.');
  return lines.join('\n\n');
}
