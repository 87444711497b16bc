-- E-mail digests and notification e-mail (docs/digests.md): each kind's e-mail frequency beside in-app and push, the
-- weekly digest switch and "no e-mail at all", which notifications were e-mailed, the periods already sent (so a
-- scheduled job run twice, or again after a crash, sends nobody the same period twice), and the headers a queued
-- mail carries (List-Unsubscribe, RFC 8058).

-- NULL: the kind's default frequency (digests/email-frequency.ts), so a default changed later reaches every member
-- who never chose.
ALTER TABLE notification_preferences ADD COLUMN email text CHECK (email IN ('instant', 'daily', 'weekly', 'never'));

-- A member's e-mail switches; no row: the weekly digest on and e-mail on.
CREATE TABLE member_mail_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  weekly_digest boolean NOT NULL DEFAULT true,
  -- Set by "unsubscribe from all Dealgrow e-mail" (the one-click link, or the settings): nothing but the account's
  -- own mails (verification, password reset, e-mail change, sign-in pause) is sent until the member turns it back on.
  email_off_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- When the notification went out by e-mail (instantly, or in a daily or weekly summary): never e-mailed twice.
ALTER TABLE notifications ADD COLUMN emailed_at timestamptz;
-- The daily and weekly summaries read the unread, un-e-mailed notifications of each member.
CREATE INDEX notifications_email_due ON notifications (recipient_id, updated_at) WHERE seen_at IS NULL AND emailed_at IS NULL;

-- One row per member per scheduled mail and period sent, written in the transaction that queues the mail.
CREATE TABLE mail_periods_sent (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 'weekly_digest', 'daily_notices' or 'weekly_notices'
  mail text NOT NULL,
  -- The scheduled job's period (jobs/runner.ts periodOf): days or weeks since the epoch.
  period bigint NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, mail, period)
);

-- Extra headers of a queued mail (List-Unsubscribe, List-Unsubscribe-Post), as a JSON object.
ALTER TABLE mail_queue ADD COLUMN headers jsonb;
