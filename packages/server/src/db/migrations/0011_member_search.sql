-- The network's reads (docs/network.md, docs/performance.md): member search, connections, people you might know.
-- Function bodies stay on one line: the migration runner splits statements at a `;` that ends a line.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Member search: a maintained full-text document a member (names and username A, job title and company B,
-- skills C, experiences' titles and companies D), in the 'simple' configuration (names and words of any
-- language, no stemming), plus trigram indexes on the names and the username for typos.
ALTER TABLE users ADD COLUMN search_document tsvector NOT NULL DEFAULT ''::tsvector;

CREATE FUNCTION member_search_document(member integer, first_name text, last_name text, username text, job_title text, company_name text) RETURNS tsvector LANGUAGE sql STABLE AS $$ SELECT setweight(to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(username, '')), 'A') || setweight(to_tsvector('simple', coalesce(job_title, '') || ' ' || coalesce(company_name, '')), 'B') || setweight(to_tsvector('simple', coalesce((SELECT string_agg(s.name, ' ') FROM user_skills s WHERE s.user_id = member), '')), 'C') || setweight(to_tsvector('simple', coalesce((SELECT string_agg(e.title || ' ' || coalesce(c.name, e.company_name, ''), ' ') FROM user_experiences e LEFT JOIN companies c ON c.id = e.company_id WHERE e.user_id = member), '')), 'D') $$;

-- A member's own columns: computed before the row is written.
CREATE FUNCTION users_search_document() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.search_document := member_search_document(NEW.id, NEW.first_name, NEW.last_name, NEW.username, NEW.job_title, NEW.company_name); RETURN NEW; END $$;
CREATE TRIGGER users_search_document BEFORE INSERT OR UPDATE OF first_name, last_name, username, job_title, company_name ON users FOR EACH ROW EXECUTE FUNCTION users_search_document();

-- Skills and experiences: the member's document is recomputed after each change.
CREATE FUNCTION member_search_document_refresh() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE member integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END; BEGIN UPDATE users u SET search_document = member_search_document(u.id, u.first_name, u.last_name, u.username, u.job_title, u.company_name) WHERE u.id = member; RETURN NULL; END $$;
CREATE TRIGGER user_skills_search_document AFTER INSERT OR DELETE OR UPDATE OF name ON user_skills FOR EACH ROW EXECUTE FUNCTION member_search_document_refresh();
CREATE TRIGGER user_experiences_search_document AFTER INSERT OR DELETE OR UPDATE OF title, company_id, company_name ON user_experiences FOR EACH ROW EXECUTE FUNCTION member_search_document_refresh();

-- A company renamed: the members who worked there find it under its new name.
CREATE FUNCTION company_search_document_refresh() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE users u SET search_document = member_search_document(u.id, u.first_name, u.last_name, u.username, u.job_title, u.company_name) WHERE u.id IN (SELECT e.user_id FROM user_experiences e WHERE e.company_id = NEW.id); RETURN NULL; END $$;
CREATE TRIGGER companies_search_document AFTER UPDATE OF name ON companies FOR EACH ROW EXECUTE FUNCTION company_search_document_refresh();

UPDATE users u SET search_document = member_search_document(u.id, u.first_name, u.last_name, u.username, u.job_title, u.company_name);

CREATE INDEX users_search_document ON users USING gin (search_document);
-- A typo is judged against each name apart (`yilmaz` is 0.4 similar to `yılmaz`, 0.24 to `mehmet yılmaz`) and
-- against the full name (a query of both names).
CREATE INDEX users_first_name_trgm ON users USING gin ((lower(first_name)) gin_trgm_ops);
CREATE INDEX users_last_name_trgm ON users USING gin ((lower(last_name)) gin_trgm_ops);
CREATE INDEX users_full_name_trgm ON users USING gin ((lower(first_name || ' ' || last_name)) gin_trgm_ops);
CREATE INDEX users_username_trgm ON users USING gin ((lower(username)) gin_trgm_ops);

-- Connections, newest first, from either side (a member's connections, mutual connections, searches in them).
CREATE INDEX friendships_connected_sender ON friendships (user_id, updated_at DESC) WHERE status IN ('accept', 'friends') AND deleted_at IS NULL;
CREATE INDEX friendships_connected_receiver ON friendships (friend_id, updated_at DESC) WHERE status IN ('accept', 'friends') AND deleted_at IS NULL;
-- The weekly cap counts the requests a member made in the last 7 days.
CREATE INDEX friendships_requested ON friendships (user_id, created_at DESC);

-- People you might know: members of the same industry or country (shared companies use user_experiences_company).
CREATE INDEX users_network_industry ON users (industry_id) WHERE industry_id IS NOT NULL;
CREATE INDEX users_network_country ON users (country) WHERE country IS NOT NULL;

-- A friend list's members, newest first; a member's places in lists (removed with the connection).
CREATE INDEX friend_list_members_newest ON friend_list_members (list_id, added_at DESC, user_id DESC);
CREATE INDEX friend_list_members_member ON friend_list_members (user_id);
