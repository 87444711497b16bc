-- Company pages (docs/companies-and-clubs.md): types, about fields, picture visibility, the pinned post, owner rows
-- in company_managers, the showroom, and the indexes the company lists read. Function bodies stay on one line: the
-- migration runner splits statements at a `;` that ends a line (see 0004).

-- LinkedIn's page types; the name is translated by the server (company_type.<key>).
CREATE TABLE company_types (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  position integer NOT NULL
);
INSERT INTO company_types (key, position) VALUES
  ('public_company', 1), ('self_employed', 2), ('government_agency', 3), ('nonprofit', 4),
  ('sole_proprietorship', 5), ('privately_held', 6), ('partnership', 7), ('educational', 8);

ALTER TABLE companies
  ADD COLUMN type_id integer REFERENCES company_types (id) ON DELETE SET NULL,
  ADD COLUMN about text,
  ADD COLUMN website text,
  ADD COLUMN location text,
  ADD COLUMN industry_id integer,
  ADD COLUMN founded_year integer CHECK (founded_year BETWEEN 1800 AND 2100),
  ADD COLUMN size text CHECK (size IN ('1-10', '11-50', '51-200', '201-500', '501-1000', '1001+')),
  ADD COLUMN profile_picture_visibility text NOT NULL DEFAULT 'public' CHECK (profile_picture_visibility IN ('public', 'members')),
  ADD COLUMN pinned_post_id integer REFERENCES posts (id) ON DELETE SET NULL;

-- Who manages a company: the owner has a row too (role owner, always a lead manager), so the managers table alone
-- says who may change a page. companies.owner_id stays the (first) owner for the readers that use it.
ALTER TABLE company_managers ADD COLUMN role text NOT NULL DEFAULT 'manager' CHECK (role IN ('owner', 'manager'));
INSERT INTO company_managers (company_id, user_id, is_lead_manager, role, created_at)
  SELECT id, owner_id, true, 'owner', created_at FROM companies WHERE owner_id IS NOT NULL
  ON CONFLICT (company_id, user_id) DO UPDATE SET role = 'owner', is_lead_manager = true;
ALTER TABLE company_managers ADD CONSTRAINT company_managers_owner_leads CHECK (role <> 'owner' OR is_lead_manager);
-- A company written with an owner (any writer: routes, seeds, fixtures) gets the owner's row.
CREATE FUNCTION company_owner_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO company_managers (company_id, user_id, is_lead_manager, role) VALUES (NEW.id, NEW.owner_id, true, 'owner') ON CONFLICT (company_id, user_id) DO UPDATE SET role = 'owner', is_lead_manager = true; RETURN NULL; END $$;
CREATE TRIGGER companies_owner_row AFTER INSERT OR UPDATE OF owner_id ON companies FOR EACH ROW WHEN (NEW.owner_id IS NOT NULL) EXECUTE FUNCTION company_owner_row();

-- My companies, the session user's grants, the feeds' sources: a member's managed companies by their id.
CREATE INDEX company_managers_user ON company_managers (user_id);
CREATE INDEX companies_owner ON companies (owner_id) WHERE owner_id IS NOT NULL;
-- All companies, newest first; the name search (q) by trigrams.
CREATE INDEX companies_newest ON companies (created_at DESC, id DESC);
CREATE INDEX companies_name_trgm ON companies USING gin (lower(name) gin_trgm_ops);
-- Followed companies, newest follow first. Follower counts read the primary key (company_id, user_id).
CREATE INDEX company_followers_user_newest ON company_followers (user_id, created_at DESC, company_id DESC);
-- A company's products, newest first.
CREATE INDEX products_company_newest ON products (company_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;

CREATE TABLE company_showroom_items (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  type text NOT NULL DEFAULT 'default' CHECK (type IN ('default', 'video')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  url text,
  image text,
  position integer NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_showroom_items_company ON company_showroom_items (company_id, position, id);
