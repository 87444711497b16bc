-- The page (a company or a club) a report's subject is on, stored beside the report so that a page's report queue
-- (GET /company/{id}/moderation/reports, GET /clubs/{id}/moderation/reports, docs/moderation.md "The report queue")
-- reads only that page's reports through an index instead of walking every post and comment report.
-- Function bodies stay on one line: the migration runner splits statements at a `;` that ends a line (see 0004).

-- Null for a report of a member, a deal, a company, a message, or a post (or a comment on one) on no page.
ALTER TABLE reports ADD COLUMN page_type text CHECK (page_type IN ('company', 'club'));
ALTER TABLE reports ADD COLUMN page_id integer;
ALTER TABLE reports ADD CONSTRAINT reports_page_both CHECK ((page_type IS NULL) = (page_id IS NULL));

-- The page of post $1, the rule of moderation/views.ts onPageSql: posted in a club (visibility `club`), that club; else
-- posted as a company or a club, that page. A post on two pages (a company's post in a club, a club's post in another
-- club) is reported to the club it is in: its moderators keep that space, as a LinkedIn group's admins get the reports
-- of what is posted in the group, whoever posted it (docs/moderation.md "The report queue").
CREATE FUNCTION report_post_page(bigint, OUT page_type text, OUT page_id integer) LANGUAGE sql STABLE AS $$ SELECT CASE WHEN p.visible = 'club' AND p.club_id IS NOT NULL THEN 'club' WHEN p.author_type IN ('company', 'club') THEN p.author_type END, CASE WHEN p.visible = 'club' AND p.club_id IS NOT NULL THEN p.club_id WHEN p.author_type IN ('company', 'club') THEN p.owner_id END FROM posts p WHERE p.id = $1 $$;

-- Every writer of a report (POST /reports, and any later one) gets the page of its subject: a post's, or a comment's post's.
CREATE FUNCTION report_page() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.page_type := NULL; NEW.page_id := NULL; IF NEW.subject_type IN ('post', 'comment') THEN SELECT pp.page_type, pp.page_id INTO NEW.page_type, NEW.page_id FROM report_post_page(CASE WHEN NEW.subject_type = 'post' THEN NEW.subject_id ELSE (SELECT c.post_id FROM post_comments c WHERE c.id = NEW.subject_id) END) pp; END IF; RETURN NEW; END $$;
CREATE TRIGGER report_page BEFORE INSERT ON reports FOR EACH ROW EXECUTE FUNCTION report_page();

-- A post whose visibility or club changes takes its reports, and its comments', to its page now (or to none).
CREATE FUNCTION post_report_pages() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE reports r SET (page_type, page_id) = (SELECT pp.page_type, pp.page_id FROM report_post_page(NEW.id) pp) WHERE (r.subject_type = 'post' AND r.subject_id = NEW.id) OR (r.subject_type = 'comment' AND r.subject_id IN (SELECT c.id FROM post_comments c WHERE c.post_id = NEW.id)); RETURN NULL; END $$;
CREATE TRIGGER post_report_pages AFTER UPDATE OF visible, club_id ON posts FOR EACH ROW WHEN (OLD.visible IS DISTINCT FROM NEW.visible OR OLD.club_id IS DISTINCT FROM NEW.club_id) EXECUTE FUNCTION post_report_pages();

-- The reports made before this migration.
UPDATE reports r SET (page_type, page_id) = (SELECT pp.page_type, pp.page_id FROM report_post_page(CASE WHEN r.subject_type = 'post' THEN r.subject_id ELSE (SELECT c.post_id FROM post_comments c WHERE c.id = r.subject_id) END) pp) WHERE r.subject_type IN ('post', 'comment');

-- A page's report queue: open first, then newest first.
CREATE INDEX reports_page_queue ON reports (page_type, page_id, (page_resolution IS NOT NULL), created_at DESC, id DESC) WHERE page_type IS NOT NULL;
