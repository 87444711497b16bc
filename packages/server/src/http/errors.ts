import { Type } from 'typebox';
import { type Message, type MessageKey, render, t } from '../i18n/catalogue.ts';

/** Error codes the API answers with, one per distinct thing a client may act on; each has a `code.<code>` message. */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'invalid_multipart',
  'invalid_url',
  'unauthorized',
  'invalid_token',
  'forbidden',
  'not_found',
  'route_not_found',
  'conflict',
  'email_taken',
  'username_taken',
  'invalid_credentials',
  'disposable_email',
  'invalid_verification_token',
  'invalid_reset_token',
  'invalid_email_change_token',
  'illegal_transition',
  'idempotency_key_reused',
  'idempotency_in_progress',
  'idempotency_write_unconfirmed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'sign_in_locked',
  'connection_request_limit',
  'request_pending',
  'request_declined',
  'owner_cannot_leave',
  'slug_taken',
  'last_owner',
  'already_reviewed',
  'not_connected',
  'room_full',
  'invalid_signature',
  'plan_limit',
  'payment_failed',
  'oidc_disabled',
  'oidc_unavailable',
  'oidc_invalid_state',
  'oidc_failed',
  'oidc_no_email',
  'oidc_email_unverified',
  'oidc_identity_taken',
  'last_sign_in_method',
  'payout_account_required',
  'member_blocked',
  'account_suspended',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error answer: `{ message, code, fields?, requestId }`. */
export const ErrorBody = Type.Object(
  {
    message: Type.String({ description: 'What went wrong, in words a member can act on.' }),
    code: Type.String({ description: 'A stable machine-readable code, e.g. validation_failed.' }),
    fields: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Per-field messages, keyed by field name.' })),
    requestId: Type.String({
      description:
        'The request’s id, also in the X-Request-Id answer header and on the server’s log lines of the request: quote it to support.',
    }),
  },
  { title: 'Error', additionalProperties: false },
);

/** An error the API answers with on purpose; anything else is a 500. Its message renders in the caller's language. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly text: Message,
    readonly fields?: Record<string, Message>,
    /** For a 429: when to try again (the Retry-After header). */
    readonly retry?: { retryAfterSeconds: number },
  ) {
    super(render(text, 'en'));
    this.name = 'ApiError';
  }
}

/** What a 404 names: `not_found.<thing>` in the catalogue. */
export type MissingThing = { [Key in MessageKey]: Key extends `not_found.${infer Thing}` ? Thing : never }[MessageKey];

export const badRequest = (message: Message, fields?: Record<string, Message>) => new ApiError(400, 'validation_failed', message, fields);
export const unauthorized = (message = t('code.unauthorized')) => new ApiError(401, 'unauthorized', message);
export const forbidden = (message = t('code.forbidden')) => new ApiError(403, 'forbidden', message);
export const notFound = (thing: MissingThing) => new ApiError(404, 'not_found', t(`not_found.${thing}`));
export const conflict = (message: Message, code: ErrorCode = 'conflict', fields?: Record<string, Message>) =>
  new ApiError(409, code, message, fields);
