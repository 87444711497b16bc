import type { RequestBody, ResponseData } from '../contract.ts';
import type { AccountSession } from '../generated/openapi.ts';
import type { CallOptions, Transport } from '../transport/client.ts';

export type { AccountSession };

/** `{ items }`: the member's sessions, newest first. */
export type AccountSessions = ResponseData<'listSessions'>;
/** `{ message }`: what the server did, in the caller's language. */
export type AccountSecurityMessage = ResponseData<'forgotPassword'>;
export type ForgotPasswordInput = RequestBody<'forgotPassword'>;
/** `{ token, password }`: the token from the reset link, the new password (the sign-up policy applies). */
export type ResetPasswordInput = RequestBody<'resetPassword'>;
/** `{ email, password }`: the new address and the current password. */
export type ChangeEmailInput = RequestBody<'changeEmail'>;
export type ConfirmEmailInput = RequestBody<'confirmEmail'>;

/** Password recovery, e-mail change and the list of sessions. */
export function securityCalls(transport: Transport) {
  // Not `callsOf`: this is part of the account chunk and imports nothing the entry has (as account-data.ts).
  const send = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, options?: CallOptions) =>
    transport.request<T>({ method, path, ...(body === undefined ? {} : { body }), ...options });
  return {
    /** E-mails a reset link (an hour, single use) when an account uses this address; answers the same 202 either way. */
    forgotPassword: (input: ForgotPasswordInput, options?: CallOptions) =>
      send<AccountSecurityMessage>('POST', '/auth/forgot-password', input, options),
    /** Sets a new password with the link's token; every session, this one included, is signed out (400 `invalid_reset_token`). */
    resetPassword: (input: ResetPasswordInput, options?: CallOptions) =>
      send<AccountSecurityMessage>('POST', '/auth/reset-password', input, options),
    /** Asks to change the e-mail address (202): the new address gets a link (24 hours); a wrong password is 403, a taken address 409. */
    changeEmail: (input: ChangeEmailInput, options?: CallOptions) =>
      send<AccountSecurityMessage>('POST', '/auth/change-email', input, options),
    /** Confirms the new address with the link's token; answers the session user with it (400 `invalid_email_change_token`, 409 when taken). */
    confirmEmail: (input: ConfirmEmailInput, options?: CallOptions) =>
      send<ResponseData<'confirmEmail'>>('POST', '/auth/confirm-email', input, options),
    /** The member's open sessions, newest first, `current` marking this one. */
    sessions: (options?: CallOptions) => send<AccountSessions>('GET', '/auth/sessions', undefined, options),
    /** Signs one of the member's sessions out (204; 404 when it is not theirs). */
    revokeSession: (id: string, options?: CallOptions) =>
      send<undefined>('DELETE', `/auth/sessions/${encodeURIComponent(id)}`, undefined, options),
    /** Signs out every session but this one; answers `{ revoked }`, how many. */
    revokeOtherSessions: (options?: CallOptions) =>
      send<ResponseData<'revokeOtherSessions'>>('POST', '/auth/sessions/revoke-others', undefined, options),
  };
}
