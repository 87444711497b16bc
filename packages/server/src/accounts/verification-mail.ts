import { randomBytes } from 'node:crypto';
import { hashToken } from '../http/auth.ts';
import type { ServerContext } from '../http/context.ts';
import { t } from '../i18n/catalogue.ts';
import { appLink, composeMail, mailLanguage } from './recovery-mails.ts';

/**
 * The e-mail that carries the verification link, in the member's language; the token in it is the only copy. The
 * token and the mail are written in one transaction: a queued mail never carries a token that was not saved.
 */
export async function sendVerificationEmail(
  context: ServerContext,
  user: { id: number; email: string; first_name: string; default_language: string },
): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  const language = mailLanguage(user.default_language);
  const link = appLink(context.config, language, `/auth/verify-email?token=${encodeURIComponent(token)}`);
  const mail = composeMail(user.email, language, t('mail.verify_subject'), t('mail.verify_body', { name: user.first_name, link }), {
    label: 'mail.verify_action',
    url: link,
  });
  await context.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET verification_token_hash = $2, verification_email_sent = true, updated_at = now() WHERE id = $1', [
      user.id,
      hashToken(token),
    ]);
    await context.mailer.send(mail, tx);
  });
}
