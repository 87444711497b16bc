-- An Idempotency-Key's claim names the request holding it and for how long (docs/idempotency.md): `claimed_by` is
-- the claiming process's random id and a number of its own, `claimed_until` a lease the process renews while the
-- request runs. A retry that finds a claim without an answer whose lease has run out (its process died) takes it
-- over and runs the request. Claims made before this migration (no lease) count as lapsed a minute after they were
-- made. Numbered 0031 beside 0029 (the job queue) and 0030 (server processes), written at the same time.
ALTER TABLE idempotency_keys ADD COLUMN claimed_by text, ADD COLUMN claimed_until timestamptz;
