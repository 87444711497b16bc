-- Which version of the demo data a database holds: a start with SEED_DEMO finds it seeded in one query instead of
-- re-checking every demo row (a quarter of a warm start on PGlite; docs/performance.md).
CREATE TABLE demo_seed (
  version integer PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
