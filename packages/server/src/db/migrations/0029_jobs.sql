-- The background job queue (docs/jobs.md): mail delivery, web pushes, link previews, account exports, the
-- membership and export sweeps. A job is written (in the transaction of the action it belongs to, when there is
-- one); a runner claims due rows for a lease (FOR UPDATE SKIP LOCKED: two processes never claim one row at once),
-- runs the handler and records the outcome. A process killed mid-job leaves its lease to run out, and the job is
-- claimed again (at least once: every handler is idempotent). `key` makes an enqueue idempotent: one row per
-- (name, key), for ever; a scheduled job's key is its period, so each period's job is inserted once cluster-wide.
CREATE TABLE jobs (
  id serial PRIMARY KEY,
  name text NOT NULL,
  key text,
  payload jsonb NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 8,
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  locked_by text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);

CREATE UNIQUE INDEX jobs_name_key ON jobs (name, key) WHERE key IS NOT NULL;

-- The jobs a runner may claim: waiting ones by run_at, running ones whose lease ran out.
CREATE INDEX jobs_due ON jobs (run_at, id) WHERE state IN ('waiting', 'running');

-- What an operator looks at: the failed jobs, newest first.
CREATE INDEX jobs_failed ON jobs (finished_at DESC) WHERE state = 'failed';

-- The event a notification last merged (a fan-out job's key, docs/jobs.md "Notification fan-out"): the same event
-- merged again by a job run twice (at least once) does not count twice.
ALTER TABLE notifications ADD COLUMN last_event text;
