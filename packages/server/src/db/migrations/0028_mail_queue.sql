-- Mail waiting for the SMTP server (docs/mail.md). A mail is written here in the transaction of the action that
-- sends it; the delivery loop claims due rows for a lease, sends them and marks them delivered once the SMTP server
-- took them. A crash mid-send leaves the lease to run out, and the mail is sent again under the same Message-ID.
CREATE TABLE mail_queue (
  id serial PRIMARY KEY,
  message_id text NOT NULL UNIQUE,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  language text NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  delivered_at timestamptz,
  failed_at timestamptz,
  last_error text
);

-- The due mail, oldest first: the only rows the delivery loop reads.
CREATE INDEX mail_queue_waiting ON mail_queue (next_attempt_at, id) WHERE delivered_at IS NULL AND failed_at IS NULL;
