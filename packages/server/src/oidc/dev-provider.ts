import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server needs to use a provider: its issuer and this app's client at it. */
export interface OidcProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface DevOidcProvider extends OidcProviderSettings {
  close(): Promise<void>;
}

export interface DevOidcProviderOptions {
  /** Where the provider may send the browser back: the app's sign-in and settings pages, in each language. */
  redirectUris: readonly string[];
  /** 0 (the default) picks a free port. */
  port?: number;
}

/**
 * The claims of a dev account, by its login: `nora` is `nora@gmail.com`, an address with `@` is itself, and a
 * login starting with `unverified` has an e-mail the provider did not verify (to test that it is not trusted).
 */
export function devAccountClaims(login: string) {
  const email = login.includes('@') ? login : `${login}@gmail.com`;
  const name = login.split('@')[0] ?? login;
  const given = name.charAt(0).toUpperCase() + name.slice(1);
  return {
    sub: login,
    email,
    email_verified: !login.startsWith('unverified'),
    given_name: given,
    family_name: 'Network',
    name: `${given} Network`,
  };
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback, for tests and for `pnpm start` with
 * `OIDC_DEV=1`: authorization code with PKCE, signed ID tokens and a JWKS, and its built-in development login and
 * consent pages, where any login and any password sign in (`devAccountClaims`). Never for production.
 */
export async function startDevOidcProvider(options: DevOidcProviderOptions): Promise<DevOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'dealgrow-dev';
  const clientSecret = randomBytes(24).toString('base64url');
  // Loaded here, not at the top: a server without OIDC_DEV never loads the package (it also warns on Node 20, where it
  // works but is not among its supported runtimes).
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [...options.redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    scopes: ['openid', 'email', 'profile'],
    findAccount: (_context, sub) => ({
      accountId: sub,
      claims: () => devAccountClaims(sub),
    }),
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    // Short lives, set (not defaulted) so the provider does not warn about them.
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
