import { Type } from 'typebox';
import { first, isUniqueViolation } from '../db/database.ts';
import { hashToken, newToken, requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, conflict } from '../http/errors.ts';
import { Text } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { Email } from './account-fields.ts';
import { emailDomainMessage, judgeEmailDomain } from './email-domains.ts';
import { verifyPassword } from './passwords.ts';
import { MessageAnswer, say, TokenField } from './recovery.ts';
import { appLink, composeMail, mailLanguage } from './recovery-mails.ts';
import { loadSessionUser, SessionUser } from './session-user.ts';

/** A confirmation link for a new address works for 24 hours. */
export const EMAIL_CHANGE_LIFETIME_SECONDS = 86_400;

const emailTaken = () => conflict(t('code.email_taken'), 'email_taken', { email: t('code.email_taken') });

/** POST /auth/change-email and POST /auth/confirm-email (docs/accounts.md "Password, e-mail, sessions, language"). */
export function emailChangeRoutes(app: App, context: ServerContext): void {
  const { db, config, mailer } = context;
  const rateLimit = { max: config.authRateLimit, timeWindow: '1 minute' };

  app.post(
    '/auth/change-email',
    {
      config: { auth: 'required', rateLimit },
      schema: {
        operationId: 'changeEmail',
        tags: ['auth'],
        summary:
          'Ask to change the e-mail address: a confirmation link goes to the new address (24 hours), a notice to the old one. The address changes on confirmation.',
        body: Type.Object(
          { email: Email, password: Text({ minLength: 1, maxLength: 200, description: 'The current password.' }) },
          { additionalProperties: false },
        ),
        response: { 202: MessageAnswer },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const email = request.body.email.trim();
      const user = await first<{ id: number; email: string; first_name: string; password_hash: string; default_language: string }>(
        db,
        'SELECT id, email, first_name, password_hash, default_language FROM users WHERE id = $1',
        [viewer.userId],
      );
      if (!user || !(await verifyPassword(request.body.password, user.password_hash))) {
        throw new ApiError(403, 'forbidden', t('account.current_password_wrong'), { password: t('account.current_password_wrong_field') });
      }
      if (user.email.toLowerCase() === email.toLowerCase()) {
        throw new ApiError(400, 'validation_failed', t('account.email_unchanged'), { email: t('account.email_unchanged') });
      }
      const verdict = judgeEmailDomain(email);
      if (!verdict.allowed) {
        const message = emailDomainMessage(verdict);
        throw new ApiError(422, 'disposable_email', message, { email: message });
      }
      if (await first(db, 'SELECT 1 FROM users WHERE lower(email) = lower($1)', [email])) throw emailTaken();

      const token = newToken();
      const language = mailLanguage(user.default_language);
      const link = appLink(config, language, `/auth/confirm-email?token=${encodeURIComponent(token)}`);
      const settings = appLink(config, language, '/settings/security');
      const confirmation = composeMail(
        email,
        language,
        t('mail.email_change_subject'),
        t('mail.email_change_body', { name: user.first_name, email, link }),
        { label: 'mail.email_change_action', url: link },
      );
      const notice = composeMail(
        user.email,
        language,
        t('mail.email_change_notice_subject'),
        t('mail.email_change_notice_body', { name: user.first_name, email, link: settings }),
        { label: 'mail.email_change_notice_action', url: settings },
      );
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM email_changes WHERE user_id = $1 AND used_at IS NULL', [user.id]);
        await tx.query(
          `INSERT INTO email_changes (user_id, new_email, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
          [user.id, email, hashToken(token), EMAIL_CHANGE_LIFETIME_SECONDS],
        );
        await mailer.send(confirmation, tx);
        await mailer.send(notice, tx);
      });
      reply.code(202);
      return say(request, t('account.email_change_requested', { email }));
    },
  );

  app.post(
    '/auth/confirm-email',
    {
      config: { rateLimit },
      schema: {
        operationId: 'confirmEmail',
        tags: ['auth'],
        summary: 'Confirm a new e-mail address with the token from the e-mail sent to it; answers the member with the new address.',
        body: Type.Object({ token: TokenField }, { additionalProperties: false }),
        response: { 200: SessionUser },
      },
    },
    async (request) => {
      const tokenHash = hashToken(request.body.token);
      const change = await first<{ user_id: number; new_email: string }>(
        db,
        'SELECT user_id, new_email FROM email_changes WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
        [tokenHash],
      );
      if (!change) throw new ApiError(400, 'invalid_email_change_token', t('code.invalid_email_change_token'));
      if (await first(db, 'SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [change.new_email, change.user_id])) {
        throw emailTaken();
      }
      let changed: boolean;
      try {
        changed = await db.transaction(async (tx) => {
          const [used] = await tx.query<{ user_id: number }>(
            'UPDATE email_changes SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id',
            [tokenHash],
          );
          if (!used) return false;
          // The link reached the new address: it is verified, and any older verification link stops working.
          await tx.query(
            `UPDATE users SET email = $2, is_email_verified = true, status = 'active', verification_token_hash = NULL, updated_at = now()
              WHERE id = $1`,
            [change.user_id, change.new_email],
          );
          return true;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      if (!changed) throw new ApiError(400, 'invalid_email_change_token', t('code.invalid_email_change_token'));
      return loadSessionUser(db, change.user_id, publicBaseUrl(request, config));
    },
  );
}
