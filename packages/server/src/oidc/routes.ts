import { type Static, Type } from 'typebox';
import { Language, loadSessionUser, SessionUser } from '../accounts/session-user.ts';
import { sendVerificationEmail } from '../accounts/verification-mail.ts';
import { first, type Queryable } from '../db/database.ts';
import { hashToken, openSession, requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, conflict, notFound } from '../http/errors.ts';
import { Id, Nullable, Text } from '../http/schema.ts';
import { acceptedLanguage, t } from '../i18n/catalogue.ts';
import { type NetworkClaims, type OidcChecks, oidcProviderClient } from './provider-client.ts';

const tags = ['auth'];
/** How long a started sign-in may take at the provider. */
export const OIDC_ATTEMPT_SECONDS = 10 * 60;
/** The password hash of an account made by a network sign-in: matches no password (it sets one by a reset). */
export const NO_PASSWORD = '';

const Mode = Type.Union([Type.Literal('sign-in'), Type.Literal('link')]);
const ReturnTo = Text({ maxLength: 2000, pattern: '^/(?![/\\\\])', description: 'A path of the app to open afterwards.' });
const StartBody = Type.Object(
  {
    mode: Mode,
    lang: Type.Optional(Language),
    returnTo: Type.Optional(ReturnTo),
  },
  { additionalProperties: false },
);
const CallbackBody = Type.Object(
  {
    code: Text({ minLength: 1, maxLength: 2000, description: 'The `code` the provider sent back.' }),
    state: Text({ minLength: 1, maxLength: 200, description: 'The `state` the provider sent back.' }),
    iss: Type.Optional(Text({ minLength: 1, maxLength: 2000, description: 'The `iss` the provider sent back, when it did.' })),
  },
  { additionalProperties: false },
);
const OidcIdentity = Type.Object(
  {
    id: Type.Integer(),
    issuer: Type.String(),
    email: Nullable(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'OidcIdentity', additionalProperties: false },
);
const Identities = Type.Object(
  {
    items: Type.Array(OidcIdentity),
    has_password: Type.Boolean({ description: 'False for an account made by a network sign-in that never set a password.' }),
  },
  { additionalProperties: false },
);

type Attempt = {
  mode: 'sign-in' | 'link';
  user_id: number | null;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  return_to: string | null;
};

const LANGUAGE_PREFIX: Record<Language, string> = { en: '', fr: '/fr', tr: '/tr' };

/** The app pages the provider sends the browser back to (SPEC §2): sign-in for a sign-in, settings for a link. */
export function oidcRedirectUris(appUrl: string): string[] {
  return Object.values(LANGUAGE_PREFIX).flatMap((prefix) => [`${appUrl}${prefix}/auth/sign-in`, `${appUrl}${prefix}/settings`]);
}

/** A free username from the network's name or e-mail: letters and digits of it, then a number when taken. */
async function freeUsername(db: Queryable, claims: NetworkClaims): Promise<string> {
  const seed = (claims.email?.split('@')[0] ?? claims.givenName ?? 'member')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 24);
  const base = seed.length >= 3 ? seed : `member${seed}`;
  const taken = new Set(
    (await db.query<{ name: string }>("SELECT lower(username) AS name FROM users WHERE lower(username) LIKE lower($1) || '%'", [base])).map(
      (row) => row.name,
    ),
  );
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}${n}`.toLowerCase())) return `${base}${n}`;
}

/**
 * Sign in, sign up and link with a professional network over OpenID Connect (docs/accounts.md "Sign in with a
 * network"): the app starts an attempt, the provider sends the browser back to the app with a code, the app posts it.
 */
export function oidcRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const provider = oidcProviderClient(config);

  /** Takes the attempt of this state (once: a second use finds nothing), or refuses. */
  async function takeAttempt(state: string): Promise<Attempt> {
    const attempt = await first<Attempt>(
      db,
      'DELETE FROM oidc_attempts WHERE state_hash = $1 RETURNING mode, user_id, nonce, code_verifier, redirect_uri, return_to, expires_at > now() AS live',
      [hashToken(state)],
    );
    if (!attempt || !(attempt as Attempt & { live: boolean }).live)
      throw new ApiError(400, 'oidc_invalid_state', t('code.oidc_invalid_state'));
    return attempt;
  }

  const checksOf = (attempt: Attempt, state: string): OidcChecks => ({ codeVerifier: attempt.code_verifier, state, nonce: attempt.nonce });

  app.get(
    '/auth/oidc',
    {
      schema: {
        operationId: 'oidcSettings',
        tags,
        summary: 'Whether sign-in with a professional network is offered here, and the network’s name for the button.',
        response: { 200: Type.Object({ enabled: Type.Boolean(), name: Nullable(Type.String()) }, { additionalProperties: false }) },
      },
    },
    async () => ({ enabled: provider.enabled, name: provider.enabled ? (config.oidcName ?? null) : null }),
  );

  app.post(
    '/auth/oidc/start',
    {
      config: { auth: 'optional', rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        operationId: 'startOidc',
        tags,
        summary:
          'Start a sign-in (anyone) or a link to the signed-in account (`link`) with the network: answers the provider address to open. The provider comes back to the app’s /auth/sign-in or /settings.',
        body: StartBody,
        response: { 200: Type.Object({ url: Type.String() }, { additionalProperties: false }) },
      },
    },
    async (request) => {
      const body: Static<typeof StartBody> = request.body;
      const userId = body.mode === 'link' ? requireViewer(request).userId : null;
      if (!provider.enabled) throw new ApiError(404, 'oidc_disabled', t('code.oidc_disabled'));
      const lang = body.lang ?? acceptedLanguage(request.headers['accept-language']) ?? 'en';
      const redirectUri = `${config.appUrl}${LANGUAGE_PREFIX[lang]}${body.mode === 'link' ? '/settings' : '/auth/sign-in'}`;
      const checks = provider.newChecks();
      const url = await provider.authorizationUrl(checks, redirectUri, lang);
      await db.query(
        `WITH swept AS (DELETE FROM oidc_attempts WHERE expires_at < now())
         INSERT INTO oidc_attempts (state_hash, mode, user_id, nonce, code_verifier, redirect_uri, return_to, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
        [
          hashToken(checks.state),
          body.mode,
          userId,
          checks.nonce,
          checks.codeVerifier,
          redirectUri,
          body.returnTo ?? null,
          OIDC_ATTEMPT_SECONDS,
        ],
      );
      return { url };
    },
  );

  app.post(
    '/auth/oidc/sign-in',
    {
      config: { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' }, credentials: true },
      schema: {
        operationId: 'finishOidcSignIn',
        tags,
        summary:
          'Finish a network sign-in with the code and state the provider sent to /auth/sign-in: signs in the member linked to that network account, or the member with the same verified e-mail (and links it), or makes a new account.',
        body: CallbackBody,
        response: {
          200: Type.Object(
            { token: Type.String(), user: SessionUser, created: Type.Boolean(), returnTo: Nullable(Type.String()) },
            { additionalProperties: false },
          ),
        },
      },
    },
    async (request) => {
      const attempt = await takeAttempt(request.body.state);
      if (attempt.mode !== 'sign-in') throw new ApiError(400, 'oidc_invalid_state', t('code.oidc_invalid_state'));
      const claims = await provider.exchange(request.body, attempt.redirect_uri, checksOf(attempt, request.body.state));
      const { userId, created } = await memberOf(claims, request.headers['accept-language']);
      // A suspended account signs in no more, with a network as with a password (docs/accounts.md "Blocking and reporting").
      const account = await first<{ status: string }>(db, 'SELECT status FROM users WHERE id = $1', [userId]);
      if (account?.status === 'suspended') throw new ApiError(403, 'account_suspended', t('code.account_suspended'));
      return {
        token: await openSession(db, userId),
        user: await loadSessionUser(db, userId, publicBaseUrl(request, config)),
        created,
        returnTo: attempt.return_to,
      };
    },
  );

  /** The member this network account signs in: linked, or by verified e-mail (then linked), or new. */
  async function memberOf(claims: NetworkClaims, acceptLanguage: string | undefined): Promise<{ userId: number; created: boolean }> {
    const linked = await first<{ user_id: number }>(db, 'SELECT user_id FROM oidc_identities WHERE issuer = $1 AND subject = $2', [
      claims.issuer,
      claims.subject,
    ]);
    if (linked) return { userId: linked.user_id, created: false };
    if (!claims.email) throw new ApiError(400, 'oidc_no_email', t('code.oidc_no_email'));
    const same = await first<{ id: number }>(db, 'SELECT id FROM users WHERE lower(email) = lower($1)', [claims.email]);
    if (same) {
      // An address the provider did not verify proves nothing: it must not open someone's account.
      if (!claims.emailVerified) throw conflict(t('code.oidc_email_unverified'), 'oidc_email_unverified');
      await link(same.id, claims);
      return { userId: same.id, created: false };
    }
    const username = await freeUsername(db, claims);
    const [givenFromName, ...familyFromName] = (claims.name ?? '').split(/\s+/).filter(Boolean);
    const firstName = claims.givenName ?? givenFromName ?? username;
    const lastName = claims.familyName ?? (familyFromName.join(' ') || '-');
    const made = await first<{ id: number; email: string; first_name: string; default_language: string }>(
      db,
      `INSERT INTO users (email, username, password_hash, first_name, last_name, default_language, status, is_email_verified)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id, email, first_name, default_language`,
      [
        claims.email,
        username,
        NO_PASSWORD,
        firstName.slice(0, 80),
        lastName.slice(0, 80),
        acceptedLanguage(acceptLanguage) ?? 'en',
        claims.emailVerified ? 'active' : 'pending',
        claims.emailVerified,
      ],
    );
    // The same address or username taken at this very moment: the member tries again and is signed in then.
    if (!made) throw conflict(t('account.just_taken'));
    await link(made.id, claims);
    // An address the network did not verify is verified here, as after an e-mail sign-up.
    if (!claims.emailVerified) await sendVerificationEmail(context, made);
    return { userId: made.id, created: true };
  }

  async function link(userId: number, claims: NetworkClaims): Promise<void> {
    const row = await first<{ user_id: number }>(
      db,
      `INSERT INTO oidc_identities (user_id, issuer, subject, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (issuer, subject) DO UPDATE SET email = EXCLUDED.email RETURNING user_id`,
      [userId, claims.issuer, claims.subject, claims.email ?? null],
    );
    if (row && row.user_id !== userId) throw conflict(t('code.oidc_identity_taken'), 'oidc_identity_taken');
  }

  app.post(
    '/auth/oidc/link',
    {
      config: { auth: 'required' as const },
      schema: {
        operationId: 'finishOidcLink',
        tags,
        summary: 'Finish linking the network to my account with the code and state the provider sent to /settings.',
        body: CallbackBody,
        response: { 200: Identities },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const attempt = await takeAttempt(request.body.state);
      // Another member's attempt (a link sent around) is not this member's to finish.
      if (attempt.mode !== 'link' || attempt.user_id !== viewer.userId)
        throw new ApiError(400, 'oidc_invalid_state', t('code.oidc_invalid_state'));
      const claims = await provider.exchange(request.body, attempt.redirect_uri, checksOf(attempt, request.body.state));
      await link(viewer.userId, claims);
      return identities(viewer.userId);
    },
  );

  async function identities(userId: number): Promise<Static<typeof Identities>> {
    const row = await first<{ items: Static<typeof OidcIdentity>[]; has_password: boolean }>(
      db,
      `SELECT coalesce((SELECT json_agg(json_build_object('id', i.id, 'issuer', i.issuer, 'email', i.email, 'created_at', i.created_at) ORDER BY i.id)
                         FROM oidc_identities i WHERE i.user_id = u.id), '[]') AS items,
              u.password_hash <> $2 AS has_password
         FROM users u WHERE u.id = $1`,
      [userId, NO_PASSWORD],
    );
    return {
      items: (row?.items ?? []).map((item) => ({ ...item, created_at: new Date(item.created_at).toISOString() })),
      has_password: row?.has_password ?? true,
    };
  }

  app.get(
    '/auth/oidc/identities',
    {
      config: { auth: 'required' as const },
      schema: {
        operationId: 'oidcIdentities',
        tags,
        summary: 'The network accounts linked to my account, and whether I have a password.',
        response: { 200: Identities },
      },
    },
    async (request) => identities(requireViewer(request).userId),
  );

  app.delete(
    '/auth/oidc/identities/:id',
    {
      config: { auth: 'required' as const },
      schema: {
        operationId: 'unlinkOidc',
        tags,
        summary: 'Unlink a network account. Refused (409) when it is my only way to sign in: set a password first.',
        params: Type.Object({ id: Id() }, { additionalProperties: false }),
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      // One statement: deleted only while a password or another identity remains.
      const row = await first<{ found: boolean; deleted: boolean }>(
        db,
        `WITH target AS (SELECT id FROM oidc_identities WHERE id = $1 AND user_id = $2),
              gone AS (
                DELETE FROM oidc_identities WHERE id IN (SELECT id FROM target)
                  AND ((SELECT password_hash FROM users WHERE id = $2) <> $3
                       OR (SELECT count(*) FROM oidc_identities WHERE user_id = $2) > 1)
                RETURNING id)
         SELECT EXISTS (SELECT 1 FROM target) AS found, EXISTS (SELECT 1 FROM gone) AS deleted`,
        [request.params.id, viewer.userId, NO_PASSWORD],
      );
      if (!row?.found) throw notFound('oidc_identity');
      if (!row.deleted) throw conflict(t('code.last_sign_in_method'), 'last_sign_in_method');
      reply.code(204);
    },
  );
}
