-- Expired Idempotency-Keys are removed in batches (http/idempotency.ts), found by their age.
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
