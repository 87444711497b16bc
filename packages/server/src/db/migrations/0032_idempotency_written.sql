-- An Idempotency-Key claim is marked written by its request's first database write, in that write's own transaction
-- (src/db/write-gate.ts): `written_at` is set exactly when the write is committed. A retry that takes over the claim
-- of a process that died (its lease ran out unanswered) runs the request again only when nothing was written, or
-- when running it again changes nothing (PUT, DELETE, a chat message with its client id); otherwise it answers 409
-- `idempotency_write_unconfirmed` (docs/accounts-security.md "A claim does not outlive its process").
ALTER TABLE idempotency_keys ADD COLUMN written_at timestamptz;
