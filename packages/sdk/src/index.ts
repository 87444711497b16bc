export type { DealgrowClient } from './client.ts';
export { createClient } from './client.ts';
export type { OperationId, QueryOf, RequestBody, ResponseData } from './contract.ts';
export type { operations, paths } from './generated/openapi.ts';
export type { AuthResource, Session, SignInInput, SignUpInput } from './resources/auth.ts';
export type { Country, Currency, GeneralResource, SelectItem } from './resources/general.ts';
export type { SessionUser, UsersResource } from './resources/users.ts';
export type {
  CallOptions,
  ClientHooks,
  ClientOptions,
  HttpMethod,
  Logger,
  QueryValue,
  RequestInfo,
  RequestSpec,
  ResponseInfo,
} from './transport/client.ts';
export { pathOf } from './transport/client.ts';
export type { Page } from './transport/paging.ts';
export { paginate, totalPages } from './transport/paging.ts';
export type { ApiError, ApiResult } from './transport/result.ts';
export { DealgrowError, unwrap } from './transport/result.ts';
export type { RetryOptions } from './transport/retry.ts';
export type { TokenSource } from './transport/token.ts';
export { clearTokenCookie, readTokenCookie, TOKEN_COOKIE, TOKEN_COOKIE_MAX_AGE_SECONDS, writeTokenCookie } from './transport/token.ts';
