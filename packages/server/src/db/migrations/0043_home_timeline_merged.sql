-- Pages too large to fan out are merged at read (issue 41, docs/performance.md "Home timelines", as Twitter merges the
-- posts of its largest accounts). A company or club post whose audience of active members is larger than
-- `merge_over` is not written into their timelines, nor queued: the page is marked merged, and from then on its posts
-- are read from the page's own index (posts_owner_newest) when one of its members reads their feed, merged with their
-- timeline in the same statement. A page once merged stays merged: a merged read is always right, and taking it back
-- would mean writing its posts into every member's timeline at once.
ALTER TABLE home_timeline_settings ADD COLUMN merge_over integer NOT NULL DEFAULT 10000 CHECK (merge_over >= 0);

-- The pages merged at read.
CREATE TABLE home_timeline_merged (
  source_type text NOT NULL CHECK (source_type IN ('company', 'club')),
  source_id integer NOT NULL,
  merged_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source_type, source_id)
);

-- The merged pages that are one of a member's home-feed sources (followed, owned or managed; a club joined).
CREATE FUNCTION home_timeline_merged_sources(member_ref integer) RETURNS TABLE (kind text, ref integer) LANGUAGE sql STABLE AS $$
  SELECT m.source_type, m.source_id FROM home_timeline_merged m
   WHERE (m.source_type = 'company' AND (EXISTS (SELECT 1 FROM company_followers cf WHERE cf.company_id = m.source_id AND cf.user_id = member_ref)
          OR EXISTS (SELECT 1 FROM company_managers cm WHERE cm.company_id = m.source_id AND cm.user_id = member_ref)
          OR EXISTS (SELECT 1 FROM companies co WHERE co.id = m.source_id AND co.owner_id = member_ref)))
      OR (m.source_type = 'club' AND EXISTS (SELECT 1 FROM club_members km WHERE km.club_id = m.source_id AND km.user_id = member_ref))
$$;

-- A timeline built anew holds no merged page's posts (they are read with it).
CREATE OR REPLACE FUNCTION home_timeline_fill(member_ref integer) RETURNS void LANGUAGE plpgsql AS $$
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
   WHERE NOT EXISTS (SELECT 1 FROM home_timeline_merged m WHERE m.source_type = s.kind AND m.source_id = s.ref)
   ORDER BY f.created_at DESC, f.id DESC LIMIT cap + 1
  -- A connection accepted at the same moment may add some of the same posts.
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS kept = ROW_COUNT;
  IF kept > cap THEN
    PERFORM home_timeline_trim(member_ref);
  END IF;
END $$;

-- Following, managing or joining a merged page adds nothing to the timeline: its posts are read with it.
CREATE OR REPLACE FUNCTION home_timeline_add_source(member_ref integer, source_kind text, source_ref integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  cap integer := (SELECT length FROM home_timeline_settings);
BEGIN
  IF EXISTS (SELECT 1 FROM home_timeline_merged m WHERE m.source_type = source_kind AND m.source_id = source_ref) THEN
    RETURN;
  END IF;
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

-- Fan-out (0034), now leaving out the posts of merged pages, and merging a page whose post has an audience of active
-- members larger than `merge_over`: that post is written to no timeline and queued for no job.
CREATE OR REPLACE FUNCTION home_timeline_fan_out(ids integer[], large integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  written integer;
  merge_over integer := (SELECT s.merge_over FROM home_timeline_settings s);
BEGIN
  WITH audience AS MATERIALIZED (
    SELECT n.id, n.created_at, n.author_type, n.owner_id, a.member_id
      FROM posts n
      CROSS JOIN LATERAL home_timeline_audience(n.author_type, n.owner_id) a
      JOIN home_timelines h ON h.member_id = a.member_id
     WHERE n.id = ANY(ids) AND n.deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM home_timeline_merged m WHERE m.source_type = n.author_type AND m.source_id = n.owner_id)
       AND h.read_at > now() - make_interval(days => (SELECT active_days FROM home_timeline_settings))
       AND (h.complete OR (n.created_at, n.id) > (SELECT t.created_at, t.post_id FROM home_timeline_posts t
             WHERE t.member_id = h.member_id ORDER BY t.created_at, t.post_id LIMIT 1))),
  sizes AS (
    SELECT id, count(*) AS members, bool_or(author_type IN ('company', 'club')) AND count(*) > merge_over AS merged
      FROM audience GROUP BY id),
  merging AS (
    INSERT INTO home_timeline_merged (source_type, source_id)
    SELECT DISTINCT a.author_type, a.owner_id FROM audience a JOIN sizes s ON s.id = a.id WHERE s.merged
    ON CONFLICT DO NOTHING),
  queued AS (
    INSERT INTO jobs (name, key, payload, max_attempts)
    SELECT 'home-timeline.fan-out', 'post:' || id, jsonb_build_object('postId', id), 8 FROM sizes WHERE members > large AND NOT merged
    ON CONFLICT (name, key) WHERE key IS NOT NULL DO NOTHING)
  INSERT INTO home_timeline_posts (member_id, created_at, post_id, source_type, source_id)
  SELECT a.member_id, a.created_at, a.id, a.author_type, a.owner_id
    FROM audience a JOIN sizes s ON s.id = a.id
   WHERE (large IS NULL OR s.members <= large) AND NOT s.merged
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END $$;
