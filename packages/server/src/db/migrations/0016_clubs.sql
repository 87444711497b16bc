-- Clubs (docs/companies-and-clubs.md): a description, who may join (open: at once; closed: by a join request the
-- owner or an admin answers), the maintained member count the lists rank by, join requests, and the indexes the
-- club lists read (docs/performance.md "Clubs"). Function bodies stay on one line: the migration runner splits
-- statements at a `;` that ends a line (see 0004).
ALTER TABLE clubs ADD COLUMN description text;
ALTER TABLE clubs ADD COLUMN privacy text NOT NULL DEFAULT 'open' CHECK (privacy IN ('open', 'closed'));
ALTER TABLE clubs ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- Kept by a trigger on club_members (as posts.likes_count): "most members first" is an index scan, never a count.
ALTER TABLE clubs ADD COLUMN members_count integer NOT NULL DEFAULT 0;
UPDATE clubs c SET members_count = (SELECT count(*) FROM club_members m WHERE m.club_id = c.id), updated_at = c.created_at;

CREATE FUNCTION club_members_count() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN UPDATE clubs SET members_count = members_count + 1 WHERE id = NEW.club_id; ELSE UPDATE clubs SET members_count = members_count - 1 WHERE id = OLD.club_id; END IF; RETURN NULL; END $$;
CREATE TRIGGER club_members_count AFTER INSERT OR DELETE ON club_members FOR EACH ROW EXECUTE FUNCTION club_members_count();

-- GET /clubs: most members first.
CREATE INDEX clubs_most_members ON clubs (members_count DESC, id DESC);
-- GET /clubs?q: the name's words, any case (pg_trgm, migration 0011).
CREATE INDEX clubs_name_trgm ON clubs USING gin ((lower(name)) gin_trgm_ops);
-- GET /clubs/my-clubs/{id}: the clubs a member owns, newest first.
CREATE INDEX clubs_owner_newest ON clubs (owner_id, created_at DESC, id DESC);
-- GET /clubs/{id}/members: the owner, then admins, then members, longest-standing first.
CREATE INDEX club_members_roster ON club_members (club_id, (CASE role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END), joined_at, user_id);
-- GET /clubs/joined-clubs/{id}, /clubs/me and the home feed's clubs: a member's clubs, newest joined first.
DROP INDEX club_members_user;
CREATE INDEX club_members_user ON club_members (user_id, joined_at DESC, club_id DESC);

CREATE TABLE club_join_requests (
  id serial PRIMARY KEY,
  club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by integer REFERENCES users (id) ON DELETE SET NULL
);
-- One pending request a member a club (a second ask is 409); also the Club's requestPending lookup.
CREATE UNIQUE INDEX club_join_requests_pending ON club_join_requests (club_id, user_id) WHERE status = 'pending';
-- GET /clubs/{id}/request and the Club's pendingRequests: a club's waiting requests, oldest first.
CREATE INDEX club_join_requests_queue ON club_join_requests (club_id, created_at, id) WHERE status = 'pending';
-- A member's requests (their account going away cascades through it).
CREATE INDEX club_join_requests_user ON club_join_requests (user_id);

-- GET /clubs/{id}/timeline: posts for a club's members only (visible = club), newest first; posts as the club
-- read posts_owner_newest.
CREATE INDEX posts_club_newest ON posts (club_id, created_at DESC, id DESC) WHERE visible = 'club' AND deleted_at IS NULL;
