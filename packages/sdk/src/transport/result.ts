/** Why a call failed, in a shape a program can act on. */
export interface ApiError {
  /** A stable code from the server (`validation_failed`, `email_taken`, …), or `network_error`, `timeout`, `aborted`. */
  code: string;
  /** The HTTP status; 0 when no answer arrived. */
  status: number;
  /** A message a member can read. */
  message: string;
  /** Per-field messages for forms, keyed by field name. */
  fields?: Record<string, string>;
  /** True when the same call may succeed later (network failure, 429, 502, 503, 504). */
  retryable: boolean;
  /** The server's id of the request (its `X-Request-Id`, in every error body): quote it to the server's operators. */
  requestId?: string;
}

/** What an answer's headers tell beside its body (absent when no answer came; `retryAfter` undefined without the header). */
export interface AnswerFacts {
  /** Seconds to wait before calling again, from `Retry-After` (e.g. on a 429 or a 503). */
  retryAfter?: number;
  /** True when the server answered a retried write from its Idempotency-Key (`Idempotent-Replayed: true`): applied once. */
  replayed?: boolean;
}

/** SPEC §7: every call yields data plus success, status code and status text. */
export type ApiResult<T> =
  | ({ data: T; success: true; status: number; statusText: string; error?: undefined } & AnswerFacts)
  | ({ data: undefined; success: false; status: number; statusText: string; error: ApiError } & AnswerFacts);

export { DealgrowError } from './error.ts';

import { DealgrowError } from './error.ts';

/** The data of a successful result; throws a DealgrowError otherwise. */
export async function unwrap<T>(result: ApiResult<T> | Promise<ApiResult<T>>): Promise<T> {
  const settled = await result;
  if (!settled.success) throw new DealgrowError(settled.error);
  return settled.data;
}

const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);

export function isRetryableStatus(status: number): boolean {
  return status === 0 || RETRYABLE_STATUSES.has(status);
}

/** Reads the server's `{ message, code, fields?, requestId }`, or makes one from the status when the body is something else. */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  // Object(): a null or text body has none of these fields.
  const { code, message, fields, requestId } = Object(body) as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : `http_${status}`,
    status,
    message: typeof message === 'string' ? message : statusText || `Request failed with status ${status}.`,
    retryable: isRetryableStatus(status),
    ...(fields instanceof Object && { fields: fields as Record<string, string> }),
    ...(typeof requestId === 'string' && { requestId }),
  };
}
