import type { Queryable } from '../db/database.ts';
import { type Message, t } from '../i18n/catalogue.ts';
import { defaultFrequencyColumns } from '../notifications/email-frequency.ts';
import type { UnsubscribeScope } from './unsubscribe-tokens.ts';

/** What a scope stops, as the confirm page and the answer name it. */
export function scopeText(scope: UnsubscribeScope): Message {
  switch (scope) {
    case 'digest':
      return t('unsubscribe.scope_digest');
    case 'all':
      return t('unsubscribe.scope_all');
    case 'daily':
      return t('unsubscribe.scope_daily');
    case 'weekly':
      return t('unsubscribe.scope_weekly');
    default:
      return t('unsubscribe.scope_kind');
  }
}

/**
 * Unsubscribes member `memberId` (ONE statement each; nothing for a member who no longer exists):
 * - `digest`: the weekly digest off (member_mail_settings.weekly_digest);
 * - `all`: every e-mail but the account's own off (email_off_at), until the member turns e-mail on in the settings;
 * - `daily` / `weekly`: every kind now e-mailed at that frequency set to `never`;
 * - a kind: that kind's e-mail set to `never` (in-app and push unchanged).
 */
export async function unsubscribe(db: Queryable, memberId: number, scope: UnsubscribeScope): Promise<void> {
  if (scope === 'digest' || scope === 'all') {
    await db.query(
      `INSERT INTO member_mail_settings (user_id, weekly_digest, email_off_at)
       SELECT u.id, $2::boolean, CASE WHEN $3::boolean THEN now() END FROM users u WHERE u.id = $1
       ON CONFLICT (user_id) DO UPDATE SET
         weekly_digest = CASE WHEN $3::boolean THEN member_mail_settings.weekly_digest ELSE false END,
         email_off_at = CASE WHEN $3::boolean THEN coalesce(member_mail_settings.email_off_at, now()) ELSE member_mail_settings.email_off_at END,
         updated_at = now()`,
      [memberId, scope !== 'digest', scope === 'all'],
    );
    return;
  }
  const [kinds, defaults] = defaultFrequencyColumns();
  const frequency = scope === 'daily' || scope === 'weekly' ? scope : null;
  await db.query(
    `INSERT INTO notification_preferences (user_id, kind, email)
     SELECT u.id, d.k, 'never' FROM users u CROSS JOIN unnest($2::text[], $3::text[]) d (k, f)
       LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = d.k
      WHERE u.id = $1 AND CASE WHEN $4::text IS NULL THEN d.k = $5::text ELSE coalesce(p.email, d.f) = $4::text END
     ON CONFLICT (user_id, kind) DO UPDATE SET email = 'never', updated_at = now()`,
    [memberId, kinds, defaults, frequency, frequency ? null : scope],
  );
}
