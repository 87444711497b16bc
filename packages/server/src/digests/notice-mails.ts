import type { Mailer, MailMessage } from '../accounts/mailer.ts';
import { mailLanguage } from '../accounts/recovery-mails.ts';
import type { Database, Queryable } from '../db/database.ts';
import { render, t } from '../i18n/catalogue.ts';
import { defaultFrequencyColumns, MAILABLE } from '../notifications/email-frequency.ts';
import { type NotificationColumns, notificationJson, notificationView } from '../notifications/views.ts';
import { composeDigestMail } from './digest-mail.ts';
import type { MailLinks } from './mail-links.ts';

/** What the mail jobs need: the database, the mailer (the SMTP queue in production) and the links a mail carries. */
export interface DigestDeps {
  db: Database;
  mailer: Mailer;
  links: MailLinks;
}

/** The most notices a daily or weekly summary lists; the rest are counted ("And 4 more"). */
export const SUMMARY_LINES = 20;

/** Members a scheduled mail job reads per statement. */
export const MEMBER_BATCH = 200;

/**
 * SQL: the e-mail frequency of notification `n` for its recipient: their stored choice for the kind, else the
 * kind's default ($kinds, $defaults: two parallel text arrays, email-frequency.ts defaultFrequencyColumns).
 */
const frequencyOf = (n: string, kinds: string, defaults: string) =>
  `coalesce((SELECT p.email FROM notification_preferences p WHERE p.user_id = ${n}.recipient_id AND p.kind = ${n}.kind),
            (SELECT d.f FROM unnest(${kinds}::text[], ${defaults}::text[]) d (k, f) WHERE d.k = ${n}.kind))`;

interface NoticeRow {
  member_id: number;
  email: string;
  first_name: string;
  language: string;
  notification: NotificationColumns;
}

/**
 * The instant notice mail of one notification (the `mail.notice` job, queued by notify() with a short delay so a
 * burst merges first): sent once, only while the notification is unread and not e-mailed yet, its kind still
 * `instant` for the member, and the member mailable (a verified address, not paused, e-mail not turned off). The
 * notification is marked e-mailed and the mail queued in one transaction. Answers whether a mail was queued.
 */
export async function sendNoticeMail(deps: DigestDeps, notificationId: number): Promise<boolean> {
  const [kinds, defaults] = defaultFrequencyColumns();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.query<NoticeRow>(
      `UPDATE notifications n SET emailed_at = now()
         FROM users u LEFT JOIN member_mail_settings s ON s.user_id = u.id
        WHERE n.id = $1 AND u.id = n.recipient_id AND n.seen_at IS NULL AND n.emailed_at IS NULL AND ${MAILABLE('u', 's')}
          AND ${frequencyOf('n', '$2', '$3')} = 'instant'
        RETURNING u.id AS member_id, u.email, u.first_name, u.default_language AS language, ${notificationJson('n')} AS notification`,
      [notificationId, kinds, defaults],
    );
    if (!row) return false;
    const language = mailLanguage(row.language);
    const notification = notificationView(row.notification, deps.links.apiBase(), language);
    await send(
      deps,
      tx,
      composeDigestMail({
        to: row.email,
        language,
        subject: notification.text,
        paragraphs: [render(t('digest.notice_body', { name: row.first_name, text: notification.text }), language)],
        action: { label: t('digest.notice_action'), url: deps.links.app(language, notification.url) },
        unsubscribeUrl: await deps.links.unsubscribe(row.member_id, notification.kind),
        settingsUrl: deps.links.settings(language),
      }),
    );
    return true;
  });
}

/** The summary mails of notices: their `mail_periods_sent.mail` and what they gather. */
const SUMMARIES = {
  daily: { mail: 'daily_notices', windowSeconds: 2 * 24 * 3600, subject: 'digest.daily_subject' },
  weekly: { mail: 'weekly_notices', windowSeconds: 8 * 24 * 3600, subject: 'digest.weekly_notices_subject' },
} as const;

interface Recipient {
  id: number;
  email: string;
  first_name: string;
  language: string;
}

/**
 * The daily or weekly summary of notices for one period (the `digests.daily` and `digests.weekly` jobs): one mail per
 * mailable member with unread, un-e-mailed notifications of kinds they get e-mailed `frequency` (updated within the
 * window: two days, or eight), listing the newest SUMMARY_LINES. Each member's period is recorded with their mail
 * and the notifications marked e-mailed, in one transaction: a job run twice, or again after a crash, sends nobody the
 * same period twice. Answers how many mails were queued.
 */
export async function sendNoticeSummaries(deps: DigestDeps, frequency: 'daily' | 'weekly', period: number): Promise<number> {
  const summary = SUMMARIES[frequency];
  const [kinds, defaults] = defaultFrequencyColumns();
  let sent = 0;
  let after = 0;
  for (;;) {
    // The members with something to summarise, by id, through notifications_email_due.
    const members = await deps.db.query<Recipient>(
      `SELECT u.id, u.email, u.first_name, u.default_language AS language
         FROM (SELECT DISTINCT n.recipient_id FROM notifications n
                WHERE n.seen_at IS NULL AND n.emailed_at IS NULL AND n.recipient_id > $1
                  AND n.updated_at > now() - make_interval(secs => $2) AND ${frequencyOf('n', '$3', '$4')} = $5) due
         JOIN users u ON u.id = due.recipient_id LEFT JOIN member_mail_settings s ON s.user_id = u.id
        WHERE ${MAILABLE('u', 's')}
          AND NOT EXISTS (SELECT 1 FROM mail_periods_sent m WHERE m.user_id = u.id AND m.mail = $6 AND m.period = $7)
        ORDER BY u.id LIMIT $8`,
      [after, summary.windowSeconds, kinds, defaults, frequency, summary.mail, period, MEMBER_BATCH],
    );
    for (const member of members) {
      if (await sendSummary(deps, member, frequency, period)) sent += 1;
    }
    const last = members.at(-1);
    if (!last || members.length < MEMBER_BATCH) return sent;
    after = last.id;
  }
}

async function sendSummary(deps: DigestDeps, member: Recipient, frequency: 'daily' | 'weekly', period: number): Promise<boolean> {
  const summary = SUMMARIES[frequency];
  const [kinds, defaults] = defaultFrequencyColumns();
  const language = mailLanguage(member.language);
  const unsubscribeUrl = await deps.links.unsubscribe(member.id, frequency);
  return deps.db.transaction(async (tx) => {
    const rows = await tx.query<{ notification: NotificationColumns }>(
      `WITH sent AS (INSERT INTO mail_periods_sent (user_id, mail, period) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id),
            due AS (UPDATE notifications n SET emailed_at = now() FROM sent
                     WHERE n.recipient_id = sent.user_id AND n.seen_at IS NULL AND n.emailed_at IS NULL
                       AND n.updated_at > now() - make_interval(secs => $4) AND ${frequencyOf('n', '$5', '$6')} = $7
                    RETURNING n.*)
       SELECT ${notificationJson('due')} AS notification FROM due ORDER BY due.updated_at DESC, due.id DESC`,
      [member.id, summary.mail, period, summary.windowSeconds, kinds, defaults, frequency],
    );
    if (rows.length === 0) return false;
    const lines = rows.slice(0, SUMMARY_LINES).map(({ notification: columns }) => {
      const notification = notificationView(columns, deps.links.apiBase(), language);
      return `• ${notification.text}\n${deps.links.app(language, notification.url)}`;
    });
    const more = rows.length - lines.length;
    const say = (key: Parameters<typeof t>[0], params?: Parameters<typeof t>[1]) => render(t(key, params), language);
    await send(
      deps,
      tx,
      composeDigestMail({
        to: member.email,
        language,
        subject: t(summary.subject),
        paragraphs: [
          say('digest.notices_intro', { name: member.first_name }),
          ...lines,
          ...(more > 0 ? [say('digest.notices_more', { count: more })] : []),
        ],
        action: { label: t('digest.notices_action'), url: deps.links.app(language, '/notifications') },
        unsubscribeUrl,
        settingsUrl: deps.links.settings(language),
      }),
    );
    return true;
  });
}

/** Queues a mail in the transaction that records it (the SMTP queue writes it there; the outbox keeps it at once). */
export async function send(deps: DigestDeps, tx: Queryable, message: MailMessage): Promise<void> {
  await deps.mailer.send(message, tx);
}
