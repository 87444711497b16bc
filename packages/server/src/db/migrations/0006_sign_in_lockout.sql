-- Failed sign-ins are counted per account, from any address (accounts/sign-in-lockout.ts): after a few the answers
-- slow down, after more the account's sign-in pauses until sign_in_locked_until and its owner is e-mailed.
ALTER TABLE users
  ADD COLUMN failed_sign_ins integer NOT NULL DEFAULT 0,
  ADD COLUMN last_failed_sign_in_at timestamptz,
  ADD COLUMN sign_in_locked_until timestamptz;
