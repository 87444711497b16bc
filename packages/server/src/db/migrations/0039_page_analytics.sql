-- Page analytics (docs/analytics.md): the views of a company's or a club's page and of what it shows (once a member an
-- item a day, written in batches by analytics/page-views.ts), and every follow, unfollow, join and leave (written by
-- triggers on company_followers and club_members) so that new, lost and net followers or members per day are exact.
-- Function bodies stay on one line: the migration runner splits statements at a `;` that ends a line (see 0004).

-- kind: company or club (the page itself, item_id = the page), showroom (item_id = the company), deal, product.
CREATE TABLE page_views (
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  club_id integer REFERENCES clubs (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('company', 'club', 'showroom', 'deal', 'product')),
  item_id integer NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  viewed_on date NOT NULL,
  CHECK ((company_id IS NULL) <> (club_id IS NULL)),
  CHECK ((kind = 'club') = (club_id IS NOT NULL))
);
-- Once a member an item a day: the flush's ON CONFLICT DO NOTHING.
CREATE UNIQUE INDEX page_views_once ON page_views (kind, item_id, user_id, viewed_on);
-- A page's analytics: its views in a range of days.
CREATE INDEX page_views_company ON page_views (company_id, viewed_on) WHERE company_id IS NOT NULL;
CREATE INDEX page_views_club ON page_views (club_id, viewed_on) WHERE club_id IS NOT NULL;

-- change: +1 a follow or a join, -1 an unfollow or a leave (a removal, a deleted account).
CREATE TABLE page_audience_events (
  id bigserial PRIMARY KEY,
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  club_id integer REFERENCES clubs (id) ON DELETE CASCADE,
  user_id integer NOT NULL,
  change smallint NOT NULL CHECK (change IN (-1, 1)),
  happened_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((company_id IS NULL) <> (club_id IS NULL))
);
CREATE INDEX page_audience_events_company ON page_audience_events (company_id, happened_at) WHERE company_id IS NOT NULL;
CREATE INDEX page_audience_events_club ON page_audience_events (club_id, happened_at) WHERE club_id IS NOT NULL;

-- The followers and members of today, as joined at their date (nobody's earlier leaving is known).
INSERT INTO page_audience_events (company_id, user_id, change, happened_at) SELECT company_id, user_id, 1, created_at FROM company_followers;
INSERT INTO page_audience_events (club_id, user_id, change, happened_at) SELECT club_id, user_id, 1, joined_at FROM club_members;

-- A leave is recorded only while the page stays: a deleted page's rows go with it.
CREATE FUNCTION company_follower_events() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN INSERT INTO page_audience_events (company_id, user_id, change, happened_at) VALUES (NEW.company_id, NEW.user_id, 1, NEW.created_at); ELSE INSERT INTO page_audience_events (company_id, user_id, change) SELECT OLD.company_id, OLD.user_id, -1 WHERE EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id); END IF; RETURN NULL; END $$;
CREATE TRIGGER company_follower_events AFTER INSERT OR DELETE ON company_followers FOR EACH ROW EXECUTE FUNCTION company_follower_events();
CREATE FUNCTION club_member_events() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN INSERT INTO page_audience_events (club_id, user_id, change, happened_at) VALUES (NEW.club_id, NEW.user_id, 1, NEW.joined_at); ELSE INSERT INTO page_audience_events (club_id, user_id, change) SELECT OLD.club_id, OLD.user_id, -1 WHERE EXISTS (SELECT 1 FROM clubs WHERE id = OLD.club_id); END IF; RETURN NULL; END $$;
CREATE TRIGGER club_member_events AFTER INSERT OR DELETE ON club_members FOR EACH ROW EXECUTE FUNCTION club_member_events();

-- Comments of a page's posts per day (replies too): by post, then day.
CREATE INDEX post_comments_post_day ON post_comments (post_id, created_at) WHERE deleted_at IS NULL;
