import type { RequestBody, ResponseData } from '../contract.ts';
import type { CallOptions, Transport } from '../transport/client.ts';
import type { ApiResult } from '../transport/result.ts';

export type SignUpInput = RequestBody<'signUp'>;
export type SignInInput = RequestBody<'signIn'>;
export type Session = ResponseData<'signIn'>;

/** Accounts: sign-up, sign-in, sign-out, e-mail verification, password, and the e-mail uniqueness check. */
export function authResource(transport: Transport) {
  return {
    /** Creates a member account; it stays `pending` until the e-mail is verified. */
    signUp: (input: SignUpInput, options?: CallOptions): Promise<ApiResult<ResponseData<'signUp'>>> =>
      transport.request({ method: 'POST', path: '/auth/sign-up', body: input, ...options }),
    /** Signs in with e-mail or username; the answer carries the bearer token. */
    signIn: (input: SignInInput, options?: CallOptions): Promise<ApiResult<Session>> =>
      transport.request({ method: 'POST', path: '/auth/sign-in', body: input, ...options }),
    /** Revokes the current token. */
    signOut: (options?: CallOptions): Promise<ApiResult<undefined>> =>
      transport.request({ method: 'POST', path: '/auth/sign-out', ...options }),
    verifyEmail: (input: RequestBody<'verifyEmail'>, options?: CallOptions): Promise<ApiResult<ResponseData<'verifyEmail'>>> =>
      transport.request({ method: 'POST', path: '/auth/verify-email', body: input, ...options }),
    resendVerification: (options?: CallOptions): Promise<ApiResult<ResponseData<'resendVerification'>>> =>
      transport.request({ method: 'POST', path: '/auth/resend-verification', ...options }),
    /** Changes the password; every other session is signed out. */
    changePassword: (input: RequestBody<'changePassword'>, options?: CallOptions): Promise<ApiResult<undefined>> =>
      transport.request({ method: 'POST', path: '/auth/change-password', body: input, ...options }),
    /** `{ available }`: is this e-mail free for a new account? */
    uniqueEmailControl: (
      input: RequestBody<'uniqueEmailControl'>,
      options?: CallOptions,
    ): Promise<ApiResult<ResponseData<'uniqueEmailControl'>>> =>
      transport.request({ method: 'POST', path: '/auth/unique-email-control', body: input, ...options }),
  };
}

export type AuthResource = ReturnType<typeof authResource>;
