-- The server processes serving this database (docs/performance.md "Several processes"). Each writes its row at
-- start, refreshes `seen_at` every few seconds and deletes the row when it closes; a row not refreshed for a while
-- is a process gone. A process starting beside live ones compares the settings every process must share (their
-- fingerprints, never their values) and refuses to start on a difference, naming the variable to set.
CREATE TABLE server_processes (
  id text PRIMARY KEY,
  host text NOT NULL,
  pid integer NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now(),
  settings jsonb NOT NULL
);

-- Secrets made once and kept with the data when their variable is unset, so that every process on the database
-- uses the same (FILE_ADDRESS_SECRET).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
