-- Blocking and reporting (issue 15, docs/accounts.md "Blocking and reporting").

-- Admins review the report queue; the flag is set by the server command `pnpm --filter @dealgrow/server admin <email>`.
ALTER TABLE users ADD COLUMN is_admin boolean NOT NULL DEFAULT false;
-- A suspended account cannot sign in (its sessions are revoked when it is suspended).
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_status_check;
ALTER TABLE users ADD CONSTRAINT users_status_check CHECK (status IN ('active', 'pending', 'suspended', 'deleted'));

-- A member blocking another: both stop seeing each other (profile, posts, comments, search, requests, messages).
-- The primary key answers "does either block the other" (two key lookups); the second index the blocked side.
CREATE TABLE member_blocks (
  blocker_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX member_blocks_blocked ON member_blocks (blocked_id, blocker_id);
-- The blocked members page, newest first.
CREATE INDEX member_blocks_blocker_newest ON member_blocks (blocker_id, created_at DESC);

-- Content an admin hid after a report: 404 to everyone but its author and admins, skipped by lists.
ALTER TABLE posts ADD COLUMN hidden_at timestamptz;
ALTER TABLE post_comments ADD COLUMN hidden_at timestamptz;
ALTER TABLE deals ADD COLUMN hidden_at timestamptz;
ALTER TABLE companies ADD COLUMN hidden_at timestamptz;
ALTER TABLE chat_messages ADD COLUMN hidden_at timestamptz;

-- A report of a member, post, comment, deal, company or chat message. One open report a reporter and subject.
CREATE TABLE reports (
  id serial PRIMARY KEY,
  reporter_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject_type text NOT NULL CHECK (subject_type IN ('member', 'post', 'comment', 'deal', 'company', 'message')),
  subject_id bigint NOT NULL,
  reason text NOT NULL CHECK (reason IN ('spam', 'harassment', 'hate', 'violence', 'scam', 'inappropriate', 'other')),
  details text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'actioned')),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX reports_one_open ON reports (reporter_id, subject_type, subject_id) WHERE status = 'open';
-- The admin queue: by status, oldest first.
CREATE INDEX reports_queue ON reports (status, created_at, id);
CREATE INDEX reports_subject ON reports (subject_type, subject_id);
