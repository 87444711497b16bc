import { type Static, Type } from 'typebox';
import { first, isUniqueViolation } from '../db/database.ts';
import { hashToken, openSession, requireViewer, revokeOtherSessions, revokeSession, sessionClient } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, conflict } from '../http/errors.ts';
import { isRetriedCredentialWrite } from '../http/idempotency.ts';
import { Text } from '../http/schema.ts';
import { type Message, t } from '../i18n/catalogue.ts';
import { Email, Username } from './account-fields.ts';
import { emailChangeRoutes } from './email-change.ts';
import { emailDomainMessage, judgeEmailDomain } from './email-domains.ts';
import { passwordProblem } from './password-policy.ts';
import { DEMO_PASSWORD, hashPassword, verifyPassword } from './passwords.ts';
import { recoveryRoutes } from './recovery.ts';
import { Language, loadSessionUser, SessionUser } from './session-user.ts';
import { sessionRoutes } from './sessions.ts';
import {
  clearFailures,
  countFailure,
  refuseWhileLocked,
  SIGN_IN_GUARD_COLUMNS,
  type SignInGuard,
  UnknownLoginFailures,
} from './sign-in-lockout.ts';
import { sendVerificationEmail } from './verification-mail.ts';

const Password = Text({
  minLength: 8,
  maxLength: 200,
  description: 'At least 8 characters; not one of the most common passwords, not the username or e-mail, not one repeated character.',
});
const PersonName = Text({ minLength: 1, maxLength: 80, blank: false });

const SignUpBody = Type.Object(
  { email: Email, password: Password, username: Username, firstName: PersonName, lastName: PersonName, lang: Type.Optional(Language) },
  { additionalProperties: false },
);
const SignInBody = Type.Object(
  {
    email: Type.Optional(Text({ minLength: 1, maxLength: 254, description: 'E-mail address or username.' })),
    username: Type.Optional(Text({ minLength: 1, maxLength: 254 })),
    password: Text({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
const SessionAnswer = Type.Object({ token: Type.String(), user: SessionUser }, { additionalProperties: false });
const Availability = Type.Object(
  { available: Type.Boolean({ description: 'True when nobody uses this value yet.' }) },
  { additionalProperties: false },
);

type SignUpBody = Static<typeof SignUpBody>;

export function accountRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const authRateLimit = { max: config.authRateLimit, timeWindow: '1 minute' };
  const unknownLogins = new UnknownLoginFailures(config);

  app.post(
    '/auth/sign-up',
    {
      config: { rateLimit: authRateLimit, credentials: true },
      schema: {
        operationId: 'signUp',
        tags: ['auth'],
        summary: 'Create a member account. The account stays pending until the e-mail is verified.',
        body: SignUpBody,
        response: { 201: SessionAnswer },
      },
    },
    async (request, reply) => {
      const body: SignUpBody = request.body;
      if (isRetriedCredentialWrite(request)) {
        // The first request with this Idempotency-Key created the account; no token is stored to replay, so the
        // retry (the same body, password included) is answered with a new session, as the first one was.
        const made = await first<{ id: number; password_hash: string }>(
          db,
          'SELECT id, password_hash FROM users WHERE lower(email) = lower($1)',
          [body.email],
        );
        if (made && (await verifyPassword(body.password, made.password_hash))) {
          reply.code(201);
          return {
            token: await openSession(db, made.id, sessionClient(request)),
            user: await loadSessionUser(db, made.id, publicBaseUrl(request, config)),
          };
        }
      }
      const weak = await passwordProblem(body.password, body);
      if (weak) throw new ApiError(400, 'validation_failed', weak, { password: weak });
      const verdict = judgeEmailDomain(body.email);
      if (!verdict.allowed) {
        const message = emailDomainMessage(verdict);
        throw new ApiError(422, 'disposable_email', message, { email: message });
      }
      const taken = await db.query<{ email_taken: boolean; username_taken: boolean }>(
        'SELECT lower(email) = lower($1) AS email_taken, lower(username) = lower($2) AS username_taken FROM users WHERE lower(email) = lower($1) OR lower(username) = lower($2)',
        [body.email, body.username],
      );
      const fields: Record<string, Message> = {};
      if (taken.some((row) => row.email_taken)) fields.email = t('code.email_taken');
      if (taken.some((row) => row.username_taken)) fields.username = t('code.username_taken');
      if (fields.email) throw conflict(fields.email, 'email_taken', fields);
      if (fields.username) throw conflict(fields.username, 'username_taken', fields);

      const passwordHash = await hashPassword(body.password);
      let user: { id: number; email: string; first_name: string; default_language: string };
      try {
        const rows = await db.query<{ id: number; email: string; first_name: string; default_language: string }>(
          `INSERT INTO users (email, username, password_hash, first_name, last_name, default_language)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, email, first_name, default_language`,
          [body.email.trim(), body.username, passwordHash, body.firstName.trim(), body.lastName.trim(), body.lang ?? 'en'],
        );
        user = rows[0] as (typeof rows)[number];
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(t('account.just_taken'));
        throw error;
      }
      await sendVerificationEmail(context, user);
      const token = await openSession(db, user.id, sessionClient(request));
      reply.code(201);
      return { token, user: await loadSessionUser(db, user.id, publicBaseUrl(request, config)) };
    },
  );

  app.post(
    '/auth/sign-in',
    {
      config: { rateLimit: authRateLimit, credentials: true },
      schema: {
        operationId: 'signIn',
        tags: ['auth'],
        summary: 'Sign in with e-mail (or username) and password.',
        body: SignInBody,
        response: { 200: SessionAnswer },
      },
    },
    async (request) => {
      const login = (request.body.email ?? request.body.username ?? '').trim();
      if (!login) throw new ApiError(400, 'validation_failed', t('account.enter_login'), { email: t('field.required') });
      const user = await first<SignInGuard & { password_hash: string; status: string }>(
        db,
        `SELECT ${SIGN_IN_GUARD_COLUMNS}, u.password_hash, u.status FROM users u
          WHERE lower(u.email) = lower($1) OR lower(u.username) = lower($1) LIMIT 1`,
        [login],
      );
      // One password check on every path, a login naming no account included (against a hash of no password, of the
      // same cost): the time of the answer tells nothing (docs/accounts-security.md "Sign-in: the same time on every path").
      // In production the demo members' password, printed in the README, never opens an account (docs/accounts-security.md
      // "Demo members"): checked after the hash, so it costs what a wrong password does.
      const matches =
        (await verifyPassword(request.body.password, user?.password_hash)) &&
        !(config.production && request.body.password.normalize('NFKC') === DEMO_PASSWORD);
      // A paused sign-in is refused only after that check, whatever its result: guesses teach nothing while it lasts.
      if (user) refuseWhileLocked(user);
      else unknownLogins.refuseWhileLocked(login);
      if (!matches) {
        // A login naming no account is counted too (in this process), so it slows down and pauses like an account.
        if (user) await countFailure(context, user);
        else await unknownLogins.countFailure(login);
        throw new ApiError(401, 'invalid_credentials', t('code.invalid_credentials'));
      }
      if (!user) throw new ApiError(401, 'invalid_credentials', t('code.invalid_credentials'));
      // A suspended account (docs/accounts.md "Blocking and reporting"), told only once the password is right.
      if (user.status === 'suspended') throw new ApiError(403, 'account_suspended', t('code.account_suspended'));
      await clearFailures(db, user);
      const token = await openSession(db, user.id, sessionClient(request));
      return { token, user: await loadSessionUser(db, user.id, publicBaseUrl(request, config)) };
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: { auth: 'required' },
      schema: { operationId: 'signOut', tags: ['auth'], summary: 'Revoke the token of this session.', response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      await revokeSession(db, requireViewer(request).tokenHash);
      reply.code(204);
      return null;
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: { rateLimit: authRateLimit },
      schema: {
        operationId: 'verifyEmail',
        tags: ['auth'],
        summary: 'Confirm an e-mail address with the token from the verification e-mail; activates the account.',
        body: Type.Object({ token: Text({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ user: SessionUser }, { additionalProperties: false }) },
      },
    },
    async (request) => {
      const rows = await db.query<{ id: number }>(
        `UPDATE users SET is_email_verified = true, status = 'active', verification_token_hash = NULL, updated_at = now()
          WHERE verification_token_hash = $1 RETURNING id`,
        [hashToken(request.body.token)],
      );
      const verified = rows[0];
      if (!verified) {
        throw new ApiError(400, 'invalid_verification_token', t('code.invalid_verification_token'));
      }
      return { user: await loadSessionUser(db, verified.id, publicBaseUrl(request, config)) };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      config: { auth: 'required', rateLimit: { max: 5, timeWindow: '1 hour' } },
      schema: {
        operationId: 'resendVerification',
        tags: ['auth'],
        summary: 'Send the verification e-mail again (the previous link stops working).',
        response: { 202: Type.Object({ verification_email_sent: Type.Boolean() }, { additionalProperties: false }) },
      },
    },
    async (request, reply) => {
      const user = await first<{ id: number; email: string; first_name: string; default_language: string; is_email_verified: boolean }>(
        db,
        'SELECT id, email, first_name, default_language, is_email_verified FROM users WHERE id = $1',
        [requireViewer(request).userId],
      );
      if (!user) throw new ApiError(401, 'invalid_token', t('code.invalid_token'));
      if (user.is_email_verified) throw conflict(t('account.already_verified'));
      await sendVerificationEmail(context, user);
      reply.code(202);
      return { verification_email_sent: true };
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: { auth: 'required', rateLimit: authRateLimit },
      schema: {
        operationId: 'changePassword',
        tags: ['auth'],
        summary: 'Change the password; every other session is signed out.',
        body: Type.Object(
          { currentPassword: Text({ minLength: 1, maxLength: 200 }), newPassword: Password },
          { additionalProperties: false },
        ),
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const user = await first<{ password_hash: string; username: string; email: string }>(
        db,
        'SELECT password_hash, username, email FROM users WHERE id = $1',
        [viewer.userId],
      );
      if (!user || !(await verifyPassword(request.body.currentPassword, user.password_hash))) {
        throw new ApiError(400, 'validation_failed', t('account.current_password_wrong'), {
          currentPassword: t('account.current_password_wrong_field'),
        });
      }
      const weak = await passwordProblem(request.body.newPassword, user);
      if (weak) throw new ApiError(400, 'validation_failed', weak, { newPassword: weak });
      await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
        viewer.userId,
        await hashPassword(request.body.newPassword),
      ]);
      await revokeOtherSessions(db, viewer.userId, viewer.tokenHash);
      reply.code(204);
      return null;
    },
  );

  app.post(
    '/auth/unique-email-control',
    {
      config: { rateLimit: { max: config.authRateLimit * 3, timeWindow: '1 minute' } },
      schema: {
        operationId: 'uniqueEmailControl',
        tags: ['auth'],
        summary: 'Is this e-mail address free for a new account?',
        body: Type.Object({ email: Email }, { additionalProperties: false }),
        response: { 200: Availability },
      },
    },
    async (request) => {
      const taken = await first(db, 'SELECT 1 FROM users WHERE lower(email) = lower($1)', [request.body.email]);
      return { available: !taken };
    },
  );

  app.post(
    '/users/unique-username-control',
    {
      config: { rateLimit: { max: config.authRateLimit * 3, timeWindow: '1 minute' } },
      schema: {
        operationId: 'uniqueUsernameControl',
        tags: ['users'],
        summary: 'Is this username free?',
        body: Type.Object({ username: Username }, { additionalProperties: false }),
        response: { 200: Availability },
      },
    },
    async (request) => {
      const taken = await first(db, 'SELECT 1 FROM users WHERE lower(username) = lower($1)', [request.body.username]);
      return { available: !taken };
    },
  );

  app.get(
    '/users/me',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'me',
        tags: ['users'],
        summary: 'The signed-in member (SPEC §3 "User (session)").',
        response: { 200: SessionUser },
      },
    },
    async (request) => loadSessionUser(db, requireViewer(request).userId, publicBaseUrl(request, config)),
  );

  // Issue 15: password reset, e-mail change, the list of sessions (docs/accounts.md).
  recoveryRoutes(app, context);
  emailChangeRoutes(app, context);
  sessionRoutes(app, context);
}
