-- Members, their sessions and e-mail verification.
CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL,
  username text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  profile_photo_url text,
  job_title text,
  company_name text,
  bio text,
  default_language text NOT NULL DEFAULT 'en',
  country text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('active', 'pending')),
  is_email_verified boolean NOT NULL DEFAULT false,
  verification_token_hash text,
  verification_email_sent boolean NOT NULL DEFAULT false,
  stripe_account_id text,
  stripe_account_enabled boolean NOT NULL DEFAULT false,
  stripe_business_type text,
  stripe_account_name text,
  onesignal_player_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));
CREATE UNIQUE INDEX users_username_unique ON users (lower(username));
CREATE INDEX users_verification_token ON users (verification_token_hash);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

-- A write replayed with the same Idempotency-Key answers what it answered the first time.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response_body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

-- Companies and who manages them; later capabilities add their pages, followers and memberships.
CREATE TABLE companies (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL,
  logo text,
  cover_image text,
  membership_type text,
  owner_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX companies_slug_unique ON companies (lower(slug));

CREATE TABLE company_managers (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  is_lead_manager boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, user_id)
);
