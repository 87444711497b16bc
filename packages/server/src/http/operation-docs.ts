import type { AuthMode } from './context.ts';

/** What the OpenAPI document needs to know of a route to describe how it is called. */
export interface RouteFacts {
  method: string | string[];
  auth: AuthMode | undefined;
  /** The route reads a multipart form (it declares `multipart/form-data`). */
  multipart: boolean;
  /** The route answers a page `{ items, total, page, limit }`. */
  paged: boolean;
}

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
  if (facts.paged) lines.push('Answers one page `{ items, total, page, limit }`; ask for the next with `page`.');
  lines.push('Errors answer `{ message, code, fields? }` with a 4xx status.');
  return lines.join('\n\n');
}
