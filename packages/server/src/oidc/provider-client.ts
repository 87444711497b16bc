import * as client from 'openid-client';
import type { ServerConfig } from '../config.ts';
import { ApiError } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';

/** The provider's answer about the member, once the code is exchanged and the ID token verified. */
export interface NetworkClaims {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

export interface OidcChecks {
  codeVerifier: string;
  state: string;
  nonce: string;
}

const isLoopback = (url: URL) => url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * This server as a client of the configured provider (`OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`), with
 * `openid-client`: discovery once (again after a failure), the authorization address with PKCE (S256), state and
 * nonce, and the code exchange, which verifies the ID token against the provider's JWKS, its issuer, audience,
 * expiry and nonce. The client authenticates with `client_secret_post` (what LinkedIn asks for).
 */
export function oidcProviderClient(config: ServerConfig) {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    const { oidcIssuer, oidcClientId, oidcClientSecret } = config;
    if (!oidcIssuer || !oidcClientId || !oidcClientSecret) throw new ApiError(404, 'oidc_disabled', t('code.oidc_disabled'));
    const issuer = new URL(oidcIssuer);
    discovered ??= client
      .discovery(
        issuer,
        oidcClientId,
        undefined,
        client.ClientSecretPost(oidcClientSecret),
        // Plain http only for a provider on this machine (tests, `OIDC_DEV=1`).
        isLoopback(issuer) ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      )
      .catch(() => {
        discovered = undefined;
        throw new ApiError(502, 'oidc_unavailable', t('code.oidc_unavailable'));
      });
    return discovered;
  };

  return {
    get enabled() {
      return Boolean(config.oidcIssuer && config.oidcClientId && config.oidcClientSecret);
    },

    /** New random checks for one attempt. */
    newChecks(): OidcChecks {
      return { codeVerifier: client.randomPKCECodeVerifier(), state: client.randomState(), nonce: client.randomNonce() };
    },

    /** Where to send the browser: the provider's authorization endpoint with this attempt's checks. */
    async authorizationUrl(checks: OidcChecks, redirectUri: string, language: string): Promise<string> {
      const found = await configuration();
      return client
        .buildAuthorizationUrl(found, {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          state: checks.state,
          nonce: checks.nonce,
          code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: 'S256',
          ui_locales: language,
        })
        .toString();
    },

    /**
     * Exchanges the code the provider sent back to `redirectUri` (with its `state` and, when the provider sends it,
     * `iss`) and verifies the ID token. Any failure — a replayed or foreign code, a wrong state or nonce, a bad
     * signature — is a 400 `oidc_failed`; an unreachable provider a 502.
     */
    async exchange(
      callback: { code: string; state: string; iss?: string },
      redirectUri: string,
      checks: OidcChecks,
    ): Promise<NetworkClaims> {
      const found = await configuration();
      const current = new URL(redirectUri);
      current.searchParams.set('code', callback.code);
      current.searchParams.set('state', callback.state);
      if (callback.iss !== undefined) current.searchParams.set('iss', callback.iss);
      let claims: Record<string, unknown> & { iss: string; sub: string };
      try {
        const tokens = await client.authorizationCodeGrant(found, current, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new Error('no ID token');
        // Providers that keep the e-mail and name out of the ID token give them at the userinfo endpoint, for the same subject.
        const more = idToken.email === undefined ? await client.fetchUserInfo(found, tokens.access_token, idToken.sub) : {};
        claims = { ...more, ...idToken };
      } catch (cause) {
        const unreachable = cause instanceof TypeError || (cause as { name?: string }).name === 'TimeoutError';
        throw unreachable
          ? new ApiError(502, 'oidc_unavailable', t('code.oidc_unavailable'))
          : new ApiError(400, 'oidc_failed', t('code.oidc_failed'));
      }
      const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: text(claims.email),
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
      };
    },
  };
}

export type OidcProviderClient = ReturnType<typeof oidcProviderClient>;
