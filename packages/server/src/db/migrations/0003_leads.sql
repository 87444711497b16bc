-- Leads: a member buys, sells or refers a deal, and both sides work it to accepted or refused.
CREATE TABLE leads (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN ('buy', 'sell', 'refer')),
  status text NOT NULL DEFAULT 'todo' CHECK (status IN ('todo', 'in-progress', 'accepted', 'refused')),
  deal_id integer NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  sender_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  receiver_id integer REFERENCES users (id) ON DELETE SET NULL,
  receiver_company_id integer REFERENCES companies (id) ON DELETE SET NULL,
  referral_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  club_id integer,
  text text NOT NULL DEFAULT '',
  budget numeric(14, 2),
  final_budget numeric(14, 2),
  currency text,
  sender_approval boolean NOT NULL DEFAULT false,
  receiver_approval boolean NOT NULL DEFAULT false,
  sender_approved_by integer REFERENCES users (id) ON DELETE SET NULL,
  receiver_approved_by integer REFERENCES users (id) ON DELETE SET NULL,
  sender_approved_at timestamptz,
  receiver_approved_at timestamptz,
  closed_by integer REFERENCES users (id) ON DELETE SET NULL,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX leads_uuid_unique ON leads (uuid);
CREATE INDEX leads_sender ON leads (sender_id);
CREATE INDEX leads_receiver ON leads (receiver_id);
CREATE INDEX leads_receiver_company ON leads (receiver_company_id);
CREATE INDEX leads_referral_user ON leads (referral_user_id);
CREATE INDEX leads_deal ON leads (deal_id);
CREATE INDEX leads_club ON leads (club_id);

-- Company managers the receiving side puts on a lead.
CREATE TABLE lead_assignees (
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  assigned_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lead_id, user_id)
);
CREATE INDEX lead_assignees_user ON lead_assignees (user_id);

CREATE TABLE lead_tasks (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  text text NOT NULL,
  type text NOT NULL CHECK (type IN ('call', 'email', 'meeting', 'follow-up', 'document', 'other')),
  done boolean NOT NULL DEFAULT false,
  done_by integer REFERENCES users (id) ON DELETE SET NULL,
  done_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_tasks_lead ON lead_tasks (lead_id);

CREATE TABLE lead_comments (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_comments_lead ON lead_comments (lead_id);

-- Every change to a lead, with who made it and when.
CREATE TABLE lead_activities (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_activities_lead ON lead_activities (lead_id, id);
