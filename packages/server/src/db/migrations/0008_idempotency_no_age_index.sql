-- The age index of 0005 cost every keyed write more (an index entry per claim, bench/idempotency.mjs) than it saved
-- the batched clean-up that runs at most every 10 minutes per process: the clean-up scans instead.
DROP INDEX IF EXISTS idempotency_keys_created;
