import { Type } from 'typebox';

/** Error codes the API answers with, one per distinct thing a client may act on. */
export type ErrorCode =
  | 'validation_failed'
  | 'invalid_json'
  | 'invalid_multipart'
  | 'invalid_url'
  | 'unauthorized'
  | 'invalid_token'
  | 'forbidden'
  | 'not_found'
  | 'route_not_found'
  | 'conflict'
  | 'email_taken'
  | 'username_taken'
  | 'invalid_credentials'
  | 'disposable_email'
  | 'invalid_verification_token'
  | 'illegal_transition'
  | 'idempotency_key_reused'
  | 'idempotency_in_progress'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'internal_error';

/** The body of every error answer: `{ message, code, fields? }`. */
export const ErrorBody = Type.Object(
  {
    message: Type.String({ description: 'What went wrong, in words a member can act on.' }),
    code: Type.String({ description: 'A stable machine-readable code, e.g. validation_failed.' }),
    fields: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Per-field messages, keyed by field name.' })),
  },
  { title: 'Error', additionalProperties: false },
);

/** An error the API answers with on purpose; anything else is a 500. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new ApiError(400, 'validation_failed', message, fields);
export const unauthorized = (message = 'Sign in to continue.') => new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this.') => new ApiError(403, 'forbidden', message);
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} was not found.`);
export const conflict = (message: string, code: ErrorCode = 'conflict', fields?: Record<string, string>) =>
  new ApiError(409, code, message, fields);
