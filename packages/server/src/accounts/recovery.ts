import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { hashToken, newToken, revokeAllSessions } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { Text } from '../http/schema.ts';
import { acceptedLanguage, type Language, type Message, render, t } from '../i18n/catalogue.ts';
import { Email } from './account-fields.ts';
import { passwordProblem } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { appLink, composeMail, mailLanguage } from './recovery-mails.ts';

/** A "forgot password" link works for an hour. */
export const RESET_LIFETIME_SECONDS = 3600;

const NewPassword = Text({
  minLength: 8,
  maxLength: 200,
  description: 'At least 8 characters; not one of the most common passwords, not the username or e-mail, not one repeated character.',
});
export const MessageAnswer = Type.Object(
  { message: Type.String({ description: 'What happened, in the caller’s language.' }) },
  { additionalProperties: false },
);
export const TokenField = Text({ minLength: 1, maxLength: 200, description: 'The token from the link in the e-mail.' });

/** The language of an answer's `message`: Accept-Language, else English (these routes are used signed out). */
export function answerLanguage(request: FastifyRequest): Language {
  return acceptedLanguage(request.headers['accept-language']) ?? 'en';
}

export const say = (request: FastifyRequest, message: Message) => ({ message: render(message, answerLanguage(request)) });

const invalidResetToken = () => new ApiError(400, 'invalid_reset_token', t('code.invalid_reset_token'));

/** POST /auth/forgot-password and POST /auth/reset-password (docs/accounts.md "Password, e-mail, sessions, language"). */
export function recoveryRoutes(app: App, context: ServerContext): void {
  const { db, config, mailer } = context;
  const rateLimit = { max: config.authRateLimit, timeWindow: '1 minute' };

  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit },
      schema: {
        operationId: 'forgotPassword',
        tags: ['auth'],
        summary:
          'E-mail a link to choose a new password (an hour, single use). Answers the same whether or not the address has an account.',
        body: Type.Object({ email: Email }, { additionalProperties: false }),
        response: { 202: MessageAnswer },
      },
    },
    async (request, reply) => {
      const user = await first<{ id: number; email: string; first_name: string; default_language: string }>(
        db,
        'SELECT id, email, first_name, default_language FROM users WHERE lower(email) = lower($1)',
        [request.body.email.trim()],
      );
      // The same work whether or not the address has an account: a token is made and hashed either way.
      const token = newToken();
      const tokenHash = hashToken(token);
      if (user) {
        const language = mailLanguage(user.default_language);
        const link = appLink(config, language, `/auth/reset-password?token=${encodeURIComponent(token)}`);
        const mail = composeMail(user.email, language, t('mail.reset_subject'), t('mail.reset_body', { name: user.first_name, link }), {
          label: 'mail.reset_action',
          url: link,
        });
        await db.transaction(async (tx) => {
          await tx.query('DELETE FROM password_resets WHERE user_id = $1 AND used_at IS NULL', [user.id]);
          await tx.query(
            `INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
            [user.id, tokenHash, RESET_LIFETIME_SECONDS],
          );
          await mailer.send(mail, tx);
        });
      }
      reply.code(202);
      return say(request, t('account.reset_requested'));
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit },
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset e-mail; every session of the account is signed out.',
        body: Type.Object({ token: TokenField, password: NewPassword }, { additionalProperties: false }),
        response: { 200: MessageAnswer },
      },
    },
    async (request) => {
      const tokenHash = hashToken(request.body.token);
      const reset = await first<{ user_id: number; username: string; email: string }>(
        db,
        `SELECT r.user_id, u.username, u.email FROM password_resets r JOIN users u ON u.id = r.user_id
          WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now()`,
        [tokenHash],
      );
      if (!reset) throw invalidResetToken();
      // The policy first: a refused password leaves the link usable for a better one.
      const weak = await passwordProblem(request.body.password, reset);
      if (weak) throw new ApiError(400, 'validation_failed', weak, { password: weak });
      const passwordHash = await hashPassword(request.body.password);
      const consumed = await db.transaction(async (tx) => {
        const [used] = await tx.query<{ user_id: number }>(
          `UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
          [tokenHash],
        );
        if (!used) return false;
        // A reset also ends a sign-in pause: the owner proved the address.
        await tx.query(
          `UPDATE users SET password_hash = $2, failed_sign_ins = 0, last_failed_sign_in_at = NULL, sign_in_locked_until = NULL,
                  updated_at = now() WHERE id = $1`,
          [used.user_id, passwordHash],
        );
        return true;
      });
      if (!consumed) throw invalidResetToken();
      await revokeAllSessions(db, reset.user_id);
      return say(request, t('account.password_reset'));
    },
  );
}
