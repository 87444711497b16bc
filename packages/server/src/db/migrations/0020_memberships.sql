-- Memberships (docs/memberships.md) and the local payment provider's own records (payments/local-provider.ts).

-- The local payment provider: what Stripe would keep, kept in this database so the whole flow runs on a fresh
-- machine. Ids look like Stripe's (cs_…, ch_…, cus_…, acct_…, tr_…, po_…, evt_…).
CREATE TABLE local_pay_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE local_pay_customers (
  id text PRIMARY KEY,
  customer_key text NOT NULL UNIQUE,
  email text,
  -- The saved card's test behaviour: 'succeeds', 'declines_later' (4000 0000 0000 0341).
  card_behaviour text NOT NULL DEFAULT 'succeeds' CHECK (card_behaviour IN ('succeeds', 'declines_later')),
  card_last4 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE local_pay_checkout_sessions (
  id text PRIMARY KEY,
  mode text NOT NULL CHECK (mode IN ('subscription', 'payment')),
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  description text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  customer_key text NOT NULL,
  customer_email text,
  billing_interval text CHECK (billing_interval IN ('month', 'year')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  -- A card that requires action waits for the confirm page: its last four digits until then.
  action_card text,
  last_error text,
  customer_id text REFERENCES local_pay_customers (id),
  payment_id text,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL DEFAULT now() + interval '24 hours'
);

CREATE TABLE local_pay_charges (
  id text PRIMARY KEY,
  customer_id text REFERENCES local_pay_customers (id),
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  description text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL CHECK (status IN ('succeeded', 'failed', 'requires_action')),
  failure_message text,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE local_pay_accounts (
  id text PRIMARY KEY,
  owner_key text NOT NULL UNIQUE,
  email text NOT NULL,
  business_type text NOT NULL CHECK (business_type IN ('individual', 'company')),
  name text NOT NULL,
  enabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One-time onboarding and dashboard links (the local stand-ins of Stripe's account links and login links).
CREATE TABLE local_pay_account_links (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES local_pay_accounts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('onboarding', 'login')),
  return_url text,
  refresh_url text,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL DEFAULT now() + interval '1 hour'
);

CREATE TABLE local_pay_balances (
  account_id text NOT NULL REFERENCES local_pay_accounts (id) ON DELETE CASCADE,
  currency text NOT NULL,
  available bigint NOT NULL DEFAULT 0,
  pending bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, currency)
);

CREATE TABLE local_pay_transfers (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES local_pay_accounts (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('succeeded', 'failed')),
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE local_pay_payouts (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES local_pay_accounts (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'in_transit', 'paid', 'failed', 'canceled')),
  failure_message text,
  idempotency_key text NOT NULL UNIQUE,
  arrival_date timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX local_pay_payouts_account ON local_pay_payouts (account_id, created_at DESC, id DESC);

-- Events the local provider sent to POST /payments/webhook (kept for redelivery and for tests).
CREATE TABLE local_pay_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  payload text NOT NULL,
  delivered_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX local_pay_events_undelivered ON local_pay_events (created_at) WHERE delivered_at IS NULL;

-- The server's side of webhooks: every event id processed once (a redelivered event changes nothing).
CREATE TABLE payment_webhook_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now()
);

-- Memberships: one row per subscription, personal (a member's) or shop (a company's, bought by its owner).
CREATE TABLE memberships (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('personal', 'shop')),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  plan text NOT NULL,
  billing_interval text NOT NULL CHECK (billing_interval IN ('month', 'year')),
  currency text NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  status text NOT NULL CHECK (status IN ('incomplete', 'active', 'cancel-on-period-ends', 'expired', 'abandoned')),
  current_period_start timestamptz,
  current_period_end timestamptz,
  -- A downgrade or a shorter interval waits for the period's end.
  pending_plan text,
  pending_interval text CHECK (pending_interval IN ('month', 'year')),
  customer_key text NOT NULL,
  checkout_session_id text,
  -- Raised by every change: a change applies only to the version it read (two changes at once: one 409s).
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  CHECK ((kind = 'shop') = (company_id IS NOT NULL))
);
-- At most one live plan per member (personal) and per company (shop).
CREATE UNIQUE INDEX memberships_live_personal ON memberships (user_id) WHERE kind = 'personal' AND status IN ('active', 'cancel-on-period-ends');
CREATE UNIQUE INDEX memberships_live_shop ON memberships (company_id) WHERE kind = 'shop' AND status IN ('active', 'cancel-on-period-ends');
CREATE UNIQUE INDEX memberships_checkout ON memberships (checkout_session_id) WHERE checkout_session_id IS NOT NULL;
-- The sweep: live plans by period end.
CREATE INDEX memberships_due ON memberships (current_period_end) WHERE status IN ('active', 'cancel-on-period-ends');
-- A member's plans, newest first (active memberships, has_expired_deal_membership).
CREATE INDEX memberships_user ON memberships (user_id, id DESC);
CREATE INDEX memberships_company ON memberships (company_id, id DESC) WHERE company_id IS NOT NULL;

-- Every change and payment, newest first per member and per company.
CREATE TABLE membership_history (
  id serial PRIMARY KEY,
  membership_id integer NOT NULL REFERENCES memberships (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  plan text NOT NULL,
  billing_interval text NOT NULL,
  amount integer,
  currency text,
  payment_id text,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX membership_history_user ON membership_history (user_id, created_at DESC, id DESC);
CREATE INDEX membership_history_company ON membership_history (company_id, created_at DESC, id DESC) WHERE company_id IS NOT NULL;
