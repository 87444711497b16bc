-- Password reset, e-mail change and the list of a member's sessions (issue 15, docs/accounts.md
-- "Password, e-mail, sessions, language").

-- A "forgot password" link: single use, an hour, stored as the SHA-256 of its token. A new request removes the
-- member's unused ones, so only the newest link works.
CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE UNIQUE INDEX password_resets_token ON password_resets (token_hash);
CREATE INDEX password_resets_user ON password_resets (user_id);

-- A change of e-mail address waiting for its confirmation from the new address: single use, 24 hours.
CREATE TABLE email_changes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE UNIQUE INDEX email_changes_token ON email_changes (token_hash);
CREATE INDEX email_changes_user ON email_changes (user_id);

-- Sessions get a public id (the token hash never leaves the server), the device and address that opened them,
-- and when they were last used (updated at most once a minute).
ALTER TABLE sessions ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE sessions ADD COLUMN user_agent text;
ALTER TABLE sessions ADD COLUMN ip text;
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
CREATE UNIQUE INDEX sessions_public_id ON sessions (id);
