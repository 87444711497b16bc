import { randomBytes } from 'node:crypto';
import { hashToken } from '../http/auth.ts';
import type { ServerContext } from '../http/context.ts';
import { t } from '../i18n/catalogue.ts';
import { appLink, composeMail, mailLanguage } from './recovery-mails.ts';

/** The e-mail that carries the verification link, in the member's language; the token in it is the only copy. */
export async function sendVerificationEmail(
  context: ServerContext,
  user: { id: number; email: string; first_name: string; default_language: string },
): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  await context.db.query(
    'UPDATE users SET verification_token_hash = $2, verification_email_sent = true, updated_at = now() WHERE id = $1',
    [user.id, hashToken(token)],
  );
  const language = mailLanguage(user.default_language);
  const link = appLink(context.config, language, `/auth/verify-email?token=${encodeURIComponent(token)}`);
  await context.mailer.send(
    composeMail(user.email, language, t('mail.verify_subject'), t('mail.verify_body', { name: user.first_name, link })),
  );
}
