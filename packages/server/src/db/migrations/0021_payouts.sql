-- Payouts (issue 14, docs/payments.md): connected payout accounts of companies, referral earnings, payouts.

-- A company's connected account, as the user session carries a member's (0001_accounts.sql).
ALTER TABLE companies ADD COLUMN stripe_account_id text;
ALTER TABLE companies ADD COLUMN stripe_account_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE companies ADD COLUMN stripe_business_type text CHECK (stripe_business_type IN ('individual', 'company'));
ALTER TABLE companies ADD COLUMN stripe_account_name text;

-- Referral earnings: one per accepted refer lead (lead_id is unique: a lead pays once, whatever retries).
-- pending: earned, not yet moved to the referrer's connected account (none yet, or not enabled);
-- available: transferred to the account (transfer_id), ready to pay out; paid_out: in a payout (payout_id).
CREATE TABLE referral_earnings (
  id serial PRIMARY KEY,
  lead_id integer UNIQUE REFERENCES leads (id) ON DELETE SET NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  deal_id integer,
  deal_title text NOT NULL DEFAULT '',
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'available', 'paid_out')),
  transfer_id text,
  payout_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  available_at timestamptz,
  paid_out_at timestamptz
);
CREATE INDEX referral_earnings_user ON referral_earnings (user_id, id DESC);
CREATE INDEX referral_earnings_pending ON referral_earnings (user_id) WHERE status = 'pending';

-- Payouts asked through the API, by owner and Idempotency-Key: a retried payout finds its first answer.
CREATE TABLE account_payouts (
  id serial PRIMARY KEY,
  owner_key text NOT NULL,
  account_id text NOT NULL,
  idempotency_key text NOT NULL,
  currency text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  payout_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_key, idempotency_key, currency)
);
