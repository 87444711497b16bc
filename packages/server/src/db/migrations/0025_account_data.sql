-- Account export and deletion (issue 15, docs/accounts.md "Export and deletion").

-- A deleted member whose leads and messages the other party still needs is kept as a tombstone: a fresh users
-- row with status 'deleted', named "Deleted member", with no e-mail of theirs, no password and no profile; the
-- member's own row is then deleted, and every table referencing it cascades. 0024 (trust) already allows
-- 'suspended' and 'deleted'; the full set is restated so it holds whichever migration changes it last.
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_status_check;
ALTER TABLE users ADD CONSTRAINT users_status_check CHECK (status IN ('active', 'pending', 'suspended', 'deleted'));

-- "Download your data": a ZIP prepared in the background, kept in file storage under storage_key for 7 days.
CREATE TABLE account_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'ready', 'failed')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  size integer CHECK (size >= 0),
  storage_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL DEFAULT now() + interval '7 days'
);
-- One export under way a member: a second request answers the running one.
CREATE UNIQUE INDEX account_exports_one_running ON account_exports (user_id) WHERE status IN ('pending', 'running');
CREATE INDEX account_exports_user ON account_exports (user_id, created_at DESC);
-- The sweep of expired exports.
CREATE INDEX account_exports_expiry ON account_exports (expires_at);
