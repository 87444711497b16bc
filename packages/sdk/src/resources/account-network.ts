import type { RequestBody, ResponseData } from '../contract.ts';
import type { OidcIdentity as NetworkIdentity } from '../generated/openapi.ts';
import type { CallOptions, Transport } from '../transport/client.ts';

export type { NetworkIdentity };

/** `{ enabled, name }`: whether "Sign in with {name}" is offered (docs/accounts.md "Sign in with a network"). */
export type NetworkSignInSettings = ResponseData<'oidcSettings'>;
/** `{ mode: 'sign-in' | 'link', lang?, returnTo? }`. */
export type StartNetworkSignInInput = RequestBody<'startOidc'>;
/** `{ code, state, iss? }`: what the provider sent back to the app's /auth/sign-in or /settings. */
export type NetworkCallbackInput = RequestBody<'finishOidcSignIn'>;
/** `{ token, user, created, returnTo }`: signed in (`created`: a new account was made). */
export type NetworkSignIn = ResponseData<'finishOidcSignIn'>;
/** The linked network accounts and whether the member has a password. */
export type NetworkIdentities = ResponseData<'oidcIdentities'>;

/** Sign-in, sign-up and linking with a professional network over OpenID Connect. */
export function networkCalls(transport: Transport) {
  const send = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, options?: CallOptions) =>
    transport.request<T>({ method, path, ...(body === undefined ? {} : { body }), ...options });
  return {
    networkSignInSettings: (options?: CallOptions) => send<NetworkSignInSettings>('GET', '/auth/oidc', undefined, options),
    /** Answers the provider's address: send the browser there (`location.assign(url)`). */
    startNetworkSignIn: (input: StartNetworkSignInInput, options?: CallOptions) =>
      send<ResponseData<'startOidc'>>('POST', '/auth/oidc/start', input, options),
    /** On /auth/sign-in after the provider: signs in (then `client.setToken`, as after `auth.signIn`). */
    finishNetworkSignIn: (input: NetworkCallbackInput, options?: CallOptions) =>
      send<NetworkSignIn>('POST', '/auth/oidc/sign-in', input, options),
    /** On /settings after the provider: links the network to the signed-in member. */
    finishNetworkLink: (input: NetworkCallbackInput, options?: CallOptions) =>
      send<NetworkIdentities>('POST', '/auth/oidc/link', input, options),
    networkIdentities: (options?: CallOptions) => send<NetworkIdentities>('GET', '/auth/oidc/identities', undefined, options),
    /** Refused (409 `last_sign_in_method`) when it is the member's only way to sign in. */
    unlinkNetwork: (id: number, options?: CallOptions) => send<undefined>('DELETE', `/auth/oidc/identities/${id}`, undefined, options),
  };
}
