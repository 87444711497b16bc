import type { RequestBody, ResponseData } from '../contract.ts';
import type { CallOptions, Transport } from '../transport/client.ts';
import type { ApiResult } from '../transport/result.ts';

/** SPEC §3 "User (session)", as GET /users/me answers it. */
export type SessionUser = ResponseData<'me'>;

/** Members: the session user and username checks. Profiles and sections join in later capabilities. */
export function usersResource(transport: Transport) {
  return {
    /** The signed-in member. */
    me: (options?: CallOptions): Promise<ApiResult<SessionUser>> => transport.request({ method: 'GET', path: '/users/me', ...options }),
    /** `{ available }`: is this username free? */
    uniqueUsernameControl: (
      input: RequestBody<'uniqueUsernameControl'>,
      options?: CallOptions,
    ): Promise<ApiResult<ResponseData<'uniqueUsernameControl'>>> =>
      transport.request({ method: 'POST', path: '/users/unique-username-control', body: input, ...options }),
  };
}

export type UsersResource = ReturnType<typeof usersResource>;
