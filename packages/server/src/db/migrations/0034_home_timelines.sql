-- The home feed read from a stored timeline (docs/performance.md "Home timelines", docs/post-text-and-feeds.md).
--
-- A member's timeline holds the ids of the newest posts of their home feed's sources (themselves, their connections,
-- the companies they follow, own or manage, the clubs they joined), whatever each post's visibility: the visibility
-- rule (and blocks, paused accounts, deletions) is applied when the timeline is read, so a visibility changed after
-- posting, a friend list or an audience edited, a block or a pause never has to rewrite anyone's timeline. What the
-- writes keep current is which sources a member has: the triggers below add a source's newest posts to a member's
-- timeline when it becomes one of their sources, and take them out when it stops being one.
--
-- Only members who read their feed in the last `active_days` are written to; a member coming back after longer, or
-- reading for the first time, has their timeline built again from their sources (home_timeline_fill).

-- The numbers of the design, in one row so that tests and operators may change them without a release.
CREATE TABLE home_timeline_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- Entries kept a member (Mastodon keeps 800); past them the feed's pages come from the sources as before.
  length integer NOT NULL DEFAULT 800 CHECK (length > 0),
  -- A post whose audience of active members is larger than this is fanned out by a job, not in its own transaction.
  fanout_now integer NOT NULL DEFAULT 500 CHECK (fanout_now >= 0),
  -- A timeline unread for longer than this is no longer written to, and is built again on the member's return.
  active_days integer NOT NULL DEFAULT 14 CHECK (active_days > 0)
);
INSERT INTO home_timeline_settings DEFAULT VALUES;

-- One row a member whose timeline is stored. `complete`: it holds every post of their sources (none trimmed away);
-- `older`: when not, how many posts of their sources there were beyond the stored ones (counted when it was trimmed),
-- for the feed's total.
CREATE TABLE home_timelines (
  member_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  built_at timestamptz NOT NULL DEFAULT now(),
  complete boolean NOT NULL DEFAULT true,
  older integer NOT NULL DEFAULT 0
);

-- The entries: one a post in a member's timeline, its key in the feed's order (newest first is a backward scan), with
-- the source it came through (to take a source's posts out again). No foreign key to posts: a deleted post's entry
-- is taken out by the post's trigger (and a hard-deleted post's never joins at read).
CREATE TABLE home_timeline_posts (
  member_id integer NOT NULL REFERENCES home_timelines (member_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  post_id integer NOT NULL,
  source_type text NOT NULL,
  source_id integer NOT NULL,
  PRIMARY KEY (member_id, created_at, post_id)
);

-- The members for whom a source's posts are home-feed posts: the inverse of the feed's sources (feeds.ts HOME_SOURCES).
CREATE FUNCTION home_timeline_audience(source_kind text, source_ref integer) RETURNS TABLE (member_id integer) LANGUAGE sql STABLE AS $$
  SELECT source_ref WHERE source_kind = 'user'
  UNION SELECT f.friend_id FROM friendships f WHERE source_kind = 'user' AND f.user_id = source_ref AND f.status IN ('accept', 'friends') AND f.deleted_at IS NULL
  UNION SELECT f.user_id FROM friendships f WHERE source_kind = 'user' AND f.friend_id = source_ref AND f.status IN ('accept', 'friends') AND f.deleted_at IS NULL
  UNION SELECT cf.user_id FROM company_followers cf WHERE source_kind = 'company' AND cf.company_id = source_ref
  UNION SELECT cm.user_id FROM company_managers cm WHERE source_kind = 'company' AND cm.company_id = source_ref
  UNION SELECT co.owner_id FROM companies co WHERE source_kind = 'company' AND co.id = source_ref AND co.owner_id IS NOT NULL
  UNION SELECT km.user_id FROM club_members km WHERE source_kind = 'club' AND km.club_id = source_ref
$$;

-- Whether a source is (still) one of a member's home-feed sources.
CREATE FUNCTION home_timeline_has_source(member_ref integer, source_kind text, source_ref integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT CASE source_kind
    WHEN 'user' THEN source_ref = member_ref OR EXISTS (SELECT 1 FROM friendships f
      WHERE LEAST(f.user_id, f.friend_id) = LEAST(member_ref, source_ref) AND GREATEST(f.user_id, f.friend_id) = GREATEST(member_ref, source_ref)
        AND f.status IN ('accept', 'friends') AND f.deleted_at IS NULL)
    WHEN 'company' THEN EXISTS (SELECT 1 FROM company_followers cf WHERE cf.company_id = source_ref AND cf.user_id = member_ref)
      OR EXISTS (SELECT 1 FROM company_managers cm WHERE cm.company_id = source_ref AND cm.user_id = member_ref)
      OR EXISTS (SELECT 1 FROM companies co WHERE co.id = source_ref AND co.owner_id = member_ref)
    ELSE EXISTS (SELECT 1 FROM club_members km WHERE km.club_id = source_ref AND km.user_id = member_ref)
  END
$$;

-- A member's home-feed sources (`kind`, `ref`): the feed's HOME_SOURCES (feeds.ts) as a function.
CREATE FUNCTION home_timeline_sources(member_ref integer) RETURNS TABLE (kind text, ref integer) LANGUAGE sql STABLE AS $$
  SELECT 'user', member_ref
  UNION SELECT 'user', f.friend_id FROM friendships f WHERE f.user_id = member_ref AND f.status IN ('accept', 'friends') AND f.deleted_at IS NULL
  UNION SELECT 'user', f.user_id FROM friendships f WHERE f.friend_id = member_ref AND f.status IN ('accept', 'friends') AND f.deleted_at IS NULL
  UNION SELECT 'company', cf.company_id FROM company_followers cf WHERE cf.user_id = member_ref
  UNION SELECT 'company', co.id FROM companies co WHERE co.owner_id = member_ref
  UNION SELECT 'company', cm.company_id FROM company_managers cm WHERE cm.user_id = member_ref
  UNION SELECT 'club', km.club_id FROM club_members km WHERE km.user_id = member_ref
$$;

-- Builds a member's timeline anew from their sources (a first read, or a return after `active_days`): the newest
-- `length` posts of all their sources, merged.
CREATE FUNCTION home_timeline_fill(member_ref integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  cap integer := (SELECT length FROM home_timeline_settings);
  kept integer;
BEGIN
  INSERT INTO home_timelines AS h (member_id) VALUES (member_ref)
    ON CONFLICT (member_id) DO UPDATE SET read_at = now(), built_at = now(), complete = true, older = 0;
  DELETE FROM home_timeline_posts WHERE member_id = member_ref;
  INSERT INTO home_timeline_posts (member_id, created_at, post_id, source_type, source_id)
  SELECT member_ref, f.created_at, f.id, s.kind, s.ref
    FROM home_timeline_sources(member_ref) s
    CROSS JOIN LATERAL (SELECT p.id, p.created_at FROM posts p
       WHERE p.author_type = s.kind AND p.owner_id = s.ref AND p.deleted_at IS NULL
       ORDER BY p.created_at DESC, p.id DESC LIMIT cap + 1) f
   ORDER BY f.created_at DESC, f.id DESC LIMIT cap + 1
  -- A connection accepted at the same moment may add some of the same posts.
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS kept = ROW_COUNT;
  IF kept > cap THEN
    PERFORM home_timeline_trim(member_ref);
  END IF;
END $$;

-- Keeps a member's newest `length` entries, and counts their sources' posts beyond them (for the feed's total).
CREATE FUNCTION home_timeline_trim(member_ref integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  cap integer := (SELECT length FROM home_timeline_settings);
  edge record;
BEGIN
  SELECT t.created_at, t.post_id INTO edge FROM home_timeline_posts t WHERE t.member_id = member_ref
   ORDER BY t.created_at DESC, t.post_id DESC OFFSET cap - 1 LIMIT 1;
  IF edge IS NULL THEN
    RETURN;
  END IF;
  DELETE FROM home_timeline_posts t WHERE t.member_id = member_ref AND (t.created_at, t.post_id) < (edge.created_at, edge.post_id);
  UPDATE home_timelines SET complete = false, older = (
    SELECT count(*) FROM home_timeline_sources(member_ref) s
      JOIN posts p ON p.author_type = s.kind AND p.owner_id = s.ref AND p.deleted_at IS NULL
     WHERE (p.created_at, p.id) < (edge.created_at, edge.post_id))
   WHERE member_id = member_ref;
END $$;

-- The oldest entry a trimmed timeline keeps (NULL for a complete one): nothing older may be added to it, or its pages
-- would skip the posts trimmed away between (past its end, pages come from the sources).
CREATE FUNCTION home_timeline_edge(member_ref integer) RETURNS TABLE (created_at timestamptz, post_id integer) LANGUAGE sql STABLE AS $$
  SELECT t.created_at, t.post_id FROM home_timeline_posts t JOIN home_timelines h ON h.member_id = t.member_id AND NOT h.complete
   WHERE t.member_id = member_ref ORDER BY t.created_at, t.post_id LIMIT 1
$$;

-- A source became one of a member's: its newest posts join their timeline (when they have one).
CREATE FUNCTION home_timeline_add_source(member_ref integer, source_kind text, source_ref integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  cap integer := (SELECT length FROM home_timeline_settings);
BEGIN
  INSERT INTO home_timeline_posts (member_id, created_at, post_id, source_type, source_id)
  SELECT h.member_id, p.created_at, p.id, source_kind, source_ref
    FROM home_timelines h
    CROSS JOIN LATERAL (SELECT p.id, p.created_at FROM posts p
       WHERE p.author_type = source_kind AND p.owner_id = source_ref AND p.deleted_at IS NULL
       ORDER BY p.created_at DESC, p.id DESC LIMIT cap) p
    LEFT JOIN home_timeline_edge(member_ref) e ON true
   WHERE h.member_id = member_ref AND (e.post_id IS NULL OR (p.created_at, p.id) > (e.created_at, e.post_id))
  ON CONFLICT DO NOTHING;
END $$;

-- A source may have stopped being one of a member's: unless it still is (another way), its posts leave their timeline.
CREATE FUNCTION home_timeline_drop_source(member_ref integer, source_kind text, source_ref integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF member_ref IS NULL OR home_timeline_has_source(member_ref, source_kind, source_ref) THEN
    RETURN;
  END IF;
  DELETE FROM home_timeline_posts t WHERE t.member_id = member_ref AND t.source_type = source_kind AND t.source_id = source_ref;
END $$;

-- Fan-out: new posts (or restored ones) go into the timelines of the active members of their audience, in one
-- statement; a post whose audience of active members is larger than `large` (the posts' trigger passes `fanout_now`)
-- is left to a job instead (docs/jobs.md), which calls this again with no limit. A trimmed timeline takes nothing
-- older than its oldest entry. Answers the entries written.
CREATE FUNCTION home_timeline_fan_out(ids integer[], large integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  WITH audience AS MATERIALIZED (
    SELECT n.id, n.created_at, n.author_type, n.owner_id, a.member_id
      FROM posts n
      CROSS JOIN LATERAL home_timeline_audience(n.author_type, n.owner_id) a
      JOIN home_timelines h ON h.member_id = a.member_id
     WHERE n.id = ANY(ids) AND n.deleted_at IS NULL
       AND h.read_at > now() - make_interval(days => (SELECT active_days FROM home_timeline_settings))
       AND (h.complete OR (n.created_at, n.id) > (SELECT t.created_at, t.post_id FROM home_timeline_posts t
             WHERE t.member_id = h.member_id ORDER BY t.created_at, t.post_id LIMIT 1))),
  sizes AS (SELECT id, count(*) AS members FROM audience GROUP BY id),
  queued AS (
    INSERT INTO jobs (name, key, payload, max_attempts)
    SELECT 'home-timeline.fan-out', 'post:' || id, jsonb_build_object('postId', id), 8 FROM sizes WHERE members > large
    ON CONFLICT (name, key) WHERE key IS NOT NULL DO NOTHING)
  INSERT INTO home_timeline_posts (member_id, created_at, post_id, source_type, source_id)
  SELECT a.member_id, a.created_at, a.id, a.author_type, a.owner_id
    FROM audience a JOIN sizes s ON s.id = a.id
   WHERE large IS NULL OR s.members <= large
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END $$;

CREATE FUNCTION home_timeline_posts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM home_timeline_fan_out(ARRAY(SELECT id FROM added), (SELECT fanout_now FROM home_timeline_settings));
  RETURN NULL;
END $$;
CREATE TRIGGER home_timeline_posts_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION home_timeline_posts_added();

-- A post's entries taken out of the timelines of its audience (their whole key is known: no scan).
CREATE FUNCTION home_timeline_take_out(author_kind text, owner_ref integer, posted_at timestamptz, post_ref integer) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM home_timeline_posts t USING home_timeline_audience(author_kind, owner_ref) a
   WHERE t.member_id = a.member_id AND t.created_at = posted_at AND t.post_id = post_ref
$$;

-- A post deleted leaves the timelines of its audience; restored, it is fanned out again.
CREATE FUNCTION home_timeline_post_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL THEN
    PERFORM home_timeline_take_out(OLD.author_type, OLD.owner_id, OLD.created_at, OLD.id);
  ELSIF NEW.deleted_at IS NULL AND OLD.deleted_at IS NOT NULL THEN
    PERFORM home_timeline_fan_out(ARRAY[NEW.id], (SELECT fanout_now FROM home_timeline_settings));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER home_timeline_post_deleted AFTER UPDATE OF deleted_at ON posts
  FOR EACH ROW WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at) EXECUTE FUNCTION home_timeline_post_deleted();

-- A post removed for good (its author's account deleted) leaves the timelines its audience still names.
CREATE FUNCTION home_timeline_posts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM home_timeline_take_out(r.author_type, r.owner_id, r.created_at, r.id) FROM removed r;
  RETURN NULL;
END $$;
CREATE TRIGGER home_timeline_posts_delete AFTER DELETE ON posts REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION home_timeline_posts_removed();

-- Connections: a connection made adds each one's posts to the other's timeline; one ended (withdrawn, removed,
-- blocked) takes them out.
CREATE FUNCTION home_timeline_friendship() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.status IN ('accept', 'friends') AND OLD.deleted_at IS NULL;
  now_connected boolean := TG_OP <> 'DELETE' AND NEW.status IN ('accept', 'friends') AND NEW.deleted_at IS NULL;
BEGIN
  IF now_connected AND NOT was THEN
    PERFORM home_timeline_add_source(NEW.user_id, 'user', NEW.friend_id);
    PERFORM home_timeline_add_source(NEW.friend_id, 'user', NEW.user_id);
  END IF;
  IF was THEN
    PERFORM home_timeline_drop_source(OLD.user_id, 'user', OLD.friend_id);
    PERFORM home_timeline_drop_source(OLD.friend_id, 'user', OLD.user_id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER home_timeline_friendship AFTER INSERT OR DELETE OR UPDATE OF status, deleted_at, user_id, friend_id ON friendships
  FOR EACH ROW EXECUTE FUNCTION home_timeline_friendship();

-- Following, managing or owning a company, and joining a club, make it a source; leaving it undoes that.
CREATE FUNCTION home_timeline_membership() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'club_members' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM home_timeline_add_source(NEW.user_id, 'club', NEW.club_id);
    ELSE
      PERFORM home_timeline_drop_source(OLD.user_id, 'club', OLD.club_id);
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM home_timeline_add_source(NEW.user_id, 'company', NEW.company_id);
  ELSE
    PERFORM home_timeline_drop_source(OLD.user_id, 'company', OLD.company_id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER home_timeline_company_follower AFTER INSERT OR DELETE ON company_followers
  FOR EACH ROW EXECUTE FUNCTION home_timeline_membership();
CREATE TRIGGER home_timeline_company_manager AFTER INSERT OR DELETE ON company_managers
  FOR EACH ROW EXECUTE FUNCTION home_timeline_membership();
CREATE TRIGGER home_timeline_club_member AFTER INSERT OR DELETE ON club_members
  FOR EACH ROW EXECUTE FUNCTION home_timeline_membership();

CREATE FUNCTION home_timeline_company_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.owner_id IS NOT NULL THEN
    PERFORM home_timeline_add_source(NEW.owner_id, 'company', NEW.id);
  END IF;
  PERFORM home_timeline_drop_source(OLD.owner_id, 'company', OLD.id);
  RETURN NULL;
END $$;
CREATE TRIGGER home_timeline_company_owner AFTER UPDATE OF owner_id ON companies
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id) EXECUTE FUNCTION home_timeline_company_owner();
