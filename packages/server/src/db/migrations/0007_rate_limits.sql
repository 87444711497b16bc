-- Rate-limit counters every server process shares (src/http/rate-limit-store.ts, docs/rate-limits.md): one row
-- per limited route and client, counting the hits of its current window. Unlogged: a counter lost in a crash
-- only resets a window early, and skipping the write-ahead log makes each hit cheaper.
CREATE UNLOGGED TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
-- Expired windows are deleted in batches, found by their end.
CREATE INDEX rate_limit_counters_reset_at ON rate_limit_counters (reset_at);
