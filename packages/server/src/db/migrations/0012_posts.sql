-- Posts and feeds (docs/posts.md): the eight kinds of SPEC §3 "Post", who sees them (visibility), comments, likes,
-- shares, survey votes, hashtags and mentions; and the minimal clubs and company followers the feeds read (the
-- companies-and-clubs capability extends them). Function bodies stay on one line: the migration runner splits
-- statements at a `;` that ends a line (see 0004).
CREATE TABLE clubs (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL,
  logo text,
  owner_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX clubs_slug_unique ON clubs (lower(slug));

CREATE TABLE club_members (
  club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('owner', 'admin', 'member')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (club_id, user_id)
);
CREATE INDEX club_members_user ON club_members (user_id);

CREATE TABLE company_followers (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, user_id)
);
CREATE INDEX company_followers_user ON company_followers (user_id);

-- author_id is always the member who wrote it; author_type and owner_id say who it is posted as: the member
-- (owner_id = author_id), a company they manage or a club they belong to.
CREATE TABLE posts (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('body', 'media', 'video', 'document', 'article', 'event', 'product', 'survey')),
  author_type text NOT NULL DEFAULT 'user' CHECK (author_type IN ('user', 'company', 'club')),
  owner_id integer NOT NULL,
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body text NOT NULL DEFAULT '',
  visible text NOT NULL DEFAULT 'public' CHECK (visible IN ('public', 'connections', 'list', 'specific', 'club', 'hide')),
  list_id integer REFERENCES friend_lists (id) ON DELETE SET NULL,
  club_id integer REFERENCES clubs (id) ON DELETE SET NULL,
  comment_permission text NOT NULL DEFAULT 'anyone' CHECK (comment_permission IN ('anyone', 'connections', 'no-one')),
  location text,
  title text,
  description text,
  industry_id integer,
  category_id integer,
  start_date timestamptz,
  end_date timestamptz,
  price numeric(14, 2),
  currency text,
  stock integer,
  product_type text,
  marketplace boolean,
  faqs jsonb NOT NULL DEFAULT '[]',
  expires_at timestamptz,
  link_url text,
  link_preview jsonb,
  link_preview_html text,
  shared_post_id integer REFERENCES posts (id) ON DELETE SET NULL,
  likes_count integer NOT NULL DEFAULT 0,
  comments_count integer NOT NULL DEFAULT 0,
  shares_count integer NOT NULL DEFAULT 0,
  views_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
-- all-posts; a page of the newest.
CREATE INDEX posts_newest ON posts (created_at DESC, id DESC) WHERE deleted_at IS NULL;
-- home feed (each source: a member, a company, a club), timelines, last post.
CREATE INDEX posts_owner_newest ON posts (author_type, owner_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
-- profile timelines of one kind (articles, events, videos).
CREATE INDEX posts_owner_kind_newest ON posts (author_type, owner_id, kind, created_at DESC, id DESC) WHERE deleted_at IS NULL;
-- shares of a post (share count, my quoted post).
CREATE INDEX posts_shared ON posts (shared_post_id, author_id) WHERE shared_post_id IS NOT NULL AND deleted_at IS NULL;

-- visible = specific: the members chosen.
CREATE TABLE post_audience (
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (post_id, user_id)
);

CREATE TABLE post_likes (
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX post_likes_newest ON post_likes (post_id, created_at DESC, user_id DESC);
CREATE INDEX post_likes_member ON post_likes (user_id, created_at DESC);

CREATE TABLE post_comments (
  id serial PRIMARY KEY,
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  parent_id integer REFERENCES post_comments (id) ON DELETE CASCADE,
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX post_comments_top ON post_comments (post_id, created_at DESC, id DESC) WHERE parent_id IS NULL AND deleted_at IS NULL;
CREATE INDEX post_comments_replies ON post_comments (parent_id, created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX post_comments_member ON post_comments (author_id, created_at DESC) WHERE deleted_at IS NULL;

-- One view a member a post a day (post-track).
CREATE TABLE post_views (
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  viewed_on date NOT NULL DEFAULT current_date,
  PRIMARY KEY (post_id, user_id, viewed_on)
);

CREATE TABLE post_hashtags (
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  tag text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (post_id, tag)
);
CREATE INDEX post_hashtags_feed ON post_hashtags (tag, created_at DESC, post_id DESC);

CREATE TABLE post_mentions (
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX post_mentions_member ON post_mentions (user_id, created_at DESC);

CREATE TABLE survey_options (
  id serial PRIMARY KEY,
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  position integer NOT NULL,
  label text NOT NULL,
  votes_count integer NOT NULL DEFAULT 0
);
CREATE INDEX survey_options_post ON survey_options (post_id, position);

CREATE TABLE survey_votes (
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  option_id integer NOT NULL REFERENCES survey_options (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);

-- Maintained counters (docs/performance.md): feeds read them, never count in the read.
CREATE FUNCTION post_likes_count() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN UPDATE posts SET likes_count = likes_count + 1 WHERE id = NEW.post_id; ELSE UPDATE posts SET likes_count = likes_count - 1 WHERE id = OLD.post_id; END IF; RETURN NULL; END $$;
CREATE TRIGGER post_likes_count AFTER INSERT OR DELETE ON post_likes FOR EACH ROW EXECUTE FUNCTION post_likes_count();

CREATE FUNCTION post_comments_count() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE delta integer := (CASE WHEN TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN 1 ELSE 0 END) - (CASE WHEN TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN 1 ELSE 0 END); BEGIN IF delta <> 0 THEN UPDATE posts SET comments_count = comments_count + delta WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.post_id ELSE NEW.post_id END; END IF; RETURN NULL; END $$;
CREATE TRIGGER post_comments_count AFTER INSERT OR DELETE OR UPDATE OF deleted_at ON post_comments FOR EACH ROW EXECUTE FUNCTION post_comments_count();

CREATE FUNCTION post_shares_count() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE delta integer := (CASE WHEN TG_OP <> 'DELETE' AND NEW.shared_post_id IS NOT NULL AND NEW.deleted_at IS NULL THEN 1 ELSE 0 END) - (CASE WHEN TG_OP <> 'INSERT' AND OLD.shared_post_id IS NOT NULL AND OLD.deleted_at IS NULL THEN 1 ELSE 0 END); BEGIN IF delta <> 0 THEN UPDATE posts SET shares_count = shares_count + delta WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.shared_post_id ELSE NEW.shared_post_id END; END IF; RETURN NULL; END $$;
CREATE TRIGGER post_shares_count AFTER INSERT OR DELETE OR UPDATE OF deleted_at ON posts FOR EACH ROW EXECUTE FUNCTION post_shares_count();

CREATE FUNCTION survey_votes_count() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN UPDATE survey_options SET votes_count = votes_count + 1 WHERE id = NEW.option_id; ELSE UPDATE survey_options SET votes_count = votes_count - 1 WHERE id = OLD.option_id; END IF; RETURN NULL; END $$;
CREATE TRIGGER survey_votes_count AFTER INSERT OR DELETE ON survey_votes FOR EACH ROW EXECUTE FUNCTION survey_votes_count();
