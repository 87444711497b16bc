import type { RequestBody, ResponseData } from '../contract.ts';
import { type CallOptions, pathOf, type Transport } from '../transport/client.ts';
import type { ApiResult } from '../transport/result.ts';

/** SPEC §3 "User (session)", as GET /users/me answers it. */
export type SessionUser = ResponseData<'me'>;

/** What anyone may see of a member, as GET /users/profile/{id} answers it. */
export type PublicProfile = ResponseData<'userProfile'>;

/** Members: the session user, public profiles and username checks. Profile sections join in later capabilities. */
export function usersResource(transport: Transport) {
  return {
    /** The signed-in member. */
    me: (options?: CallOptions): Promise<ApiResult<SessionUser>> => transport.request({ method: 'GET', path: '/users/me', ...options }),
    /** A member's public profile by id or username; readable without a token. 404 `not_found` when nobody has it. */
    profile: (idOrUsername: string | number, options?: CallOptions): Promise<ApiResult<PublicProfile>> =>
      transport.request({ method: 'GET', path: pathOf('/users/profile/{id}', { id: idOrUsername }), ...options }),
    /** `{ available }`: is this username free? */
    uniqueUsernameControl: (
      input: RequestBody<'uniqueUsernameControl'>,
      options?: CallOptions,
    ): Promise<ApiResult<ResponseData<'uniqueUsernameControl'>>> =>
      transport.request({ method: 'POST', path: '/users/unique-username-control', body: input, ...options }),
  };
}

export type UsersResource = ReturnType<typeof usersResource>;
