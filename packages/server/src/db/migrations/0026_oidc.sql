-- Sign-in with a professional network over OpenID Connect (docs/accounts.md "Sign in with a network").
-- A member's accounts at providers: one row per (issuer, subject); a subject belongs to one member.
CREATE TABLE oidc_identities (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  issuer text NOT NULL,
  subject text NOT NULL,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (issuer, subject)
);
CREATE INDEX oidc_identities_user ON oidc_identities (user_id);

-- A sign-in or link in progress: what the callback checks (state, nonce, PKCE verifier), used once, ten minutes.
CREATE TABLE oidc_attempts (
  state_hash text PRIMARY KEY,
  mode text NOT NULL CHECK (mode IN ('sign-in', 'link')),
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  redirect_uri text NOT NULL,
  return_to text,
  expires_at timestamptz NOT NULL
);
CREATE INDEX oidc_attempts_expiry ON oidc_attempts (expires_at);
