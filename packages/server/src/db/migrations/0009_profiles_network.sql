-- Profiles (sections, photo, visits) and the network (friendships, friend lists): docs/network.md.
ALTER TABLE users ADD COLUMN industry_id integer;
ALTER TABLE users ADD COLUMN profile_picture_visibility text NOT NULL DEFAULT 'public' CHECK (profile_picture_visibility IN ('public', 'members', 'connections'));
ALTER TABLE users ADD COLUMN connections_visibility text NOT NULL DEFAULT 'connections' CHECK (connections_visibility IN ('connections', 'everyone', 'only_me'));
ALTER TABLE users ADD COLUMN profile_photo_small_url text;

CREATE TABLE user_experiences (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  employment_type_id integer,
  company_id integer REFERENCES companies (id) ON DELETE SET NULL,
  company_name text,
  location text,
  description text,
  start_date_year integer,
  start_date_month integer CHECK (start_date_month BETWEEN 1 AND 12),
  end_date_year integer,
  end_date_month integer CHECK (end_date_month BETWEEN 1 AND 12),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_experiences_user ON user_experiences (user_id);
CREATE INDEX user_experiences_company ON user_experiences (company_id) WHERE company_id IS NOT NULL;

CREATE TABLE user_educations (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  school text NOT NULL,
  degree text,
  field_of_study text,
  description text,
  start_date_year integer,
  start_date_month integer CHECK (start_date_month BETWEEN 1 AND 12),
  end_date_year integer,
  end_date_month integer CHECK (end_date_month BETWEEN 1 AND 12),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_educations_user ON user_educations (user_id);

CREATE TABLE user_skills (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX user_skills_unique ON user_skills (user_id, lower(name));

CREATE TABLE user_interests (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX user_interests_unique ON user_interests (user_id, lower(name));

-- Business offers: what a member offers as a professional; files through the files module (owner_type 'business_offer').
CREATE TABLE business_offers (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text,
  tags text[] NOT NULL DEFAULT '{}',
  category_id integer,
  industry_id integer,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'inactive')),
  country text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX business_offers_user ON business_offers (user_id, created_at DESC);

-- A recommendation is written by one member for another; it shows on the recipient's profile once they choose to.
CREATE TABLE recommendations (
  id serial PRIMARY KEY,
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipient_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  data text NOT NULL,
  visible boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (author_id <> recipient_id)
);
CREATE INDEX recommendations_recipient ON recommendations (recipient_id, created_at DESC);
CREATE INDEX recommendations_author ON recommendations (author_id);

-- Who viewed a profile: one row a viewer, member and day.
CREATE TABLE profile_visits (
  id serial PRIMARY KEY,
  viewer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  visited_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  visited_on date NOT NULL DEFAULT current_date,
  visited_at timestamptz NOT NULL DEFAULT now(),
  CHECK (viewer_id <> visited_id)
);
CREATE UNIQUE INDEX profile_visits_daily ON profile_visits (visited_id, viewer_id, visited_on);
CREATE INDEX profile_visits_newest ON profile_visits (visited_id, visited_at DESC);

-- SPEC §3 Friendship: user_id sent the request to friend_id. One row a pair, whichever the direction: a new
-- request after a removal or cancellation reuses it. Connected = status accept or friends (SPEC §4).
CREATE TABLE friendships (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friend_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending_first_second', 'accept', 'friends', 'reject', 'declined_first_second')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (user_id <> friend_id)
);
CREATE UNIQUE INDEX friendships_pair ON friendships (LEAST(user_id, friend_id), GREATEST(user_id, friend_id));
CREATE INDEX friendships_sender ON friendships (user_id, status, updated_at DESC);
CREATE INDEX friendships_receiver ON friendships (friend_id, status, updated_at DESC);

-- A member's named lists of their connections.
CREATE TABLE friend_lists (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  icon text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX friend_lists_owner ON friend_lists (owner_id, created_at);
CREATE TABLE friend_list_members (
  list_id integer NOT NULL REFERENCES friend_lists (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (list_id, user_id)
);
