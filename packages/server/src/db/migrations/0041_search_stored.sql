-- What a search reads, stored once a row instead of computed on every read (issue 42, docs/search.md "Indexes and
-- cost", docs/performance.md "Search"). Function bodies stay on one line: the migration runner splits statements at a
-- `;` that ends a line (see 0004).

-- Members: the names and username folded (search_fold, 0035), kept by Postgres as the row is written. A search folded
-- them for every member it matched, three times a row (about 9 µs), and each trigram index's recheck folded them again;
-- now it compares stored text. The trigram indexes move from the expressions to the columns.
ALTER TABLE users
  ADD COLUMN first_name_folded text GENERATED ALWAYS AS (search_fold(first_name)) STORED,
  ADD COLUMN last_name_folded text GENERATED ALWAYS AS (search_fold(last_name)) STORED,
  ADD COLUMN full_name_folded text GENERATED ALWAYS AS (search_fold(first_name || ' ' || last_name)) STORED,
  ADD COLUMN username_folded text GENERATED ALWAYS AS (search_fold(username)) STORED;
DROP INDEX users_first_name_trgm;
DROP INDEX users_last_name_trgm;
DROP INDEX users_full_name_trgm;
DROP INDEX users_username_trgm;
CREATE INDEX users_first_name_trgm ON users USING gin (first_name_folded gin_trgm_ops);
CREATE INDEX users_last_name_trgm ON users USING gin (last_name_folded gin_trgm_ops);
CREATE INDEX users_full_name_trgm ON users USING gin (full_name_folded gin_trgm_ops);
CREATE INDEX users_username_trgm ON users USING gin (username_folded gin_trgm_ops);

-- Posts, deals and products: their search documents (0036) stored. A search walks the newest rows and tests each
-- one's document (search/content.ts candidatesSql), which a computed document made cost 20 to 50 µs a row; the GIN
-- indexes move to the columns, and the close-spelling triggers read the stored document instead of computing it again.
ALTER TABLE posts ADD COLUMN search_document tsvector GENERATED ALWAYS AS (post_search_document(title, description, body)) STORED;
DROP INDEX posts_search;
CREATE INDEX posts_search ON posts USING gin (search_document) WHERE deleted_at IS NULL;
CREATE OR REPLACE FUNCTION posts_search_words() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM search_words_add(NEW.search_document); RETURN NULL; END $$;

ALTER TABLE deals ADD COLUMN search_document tsvector GENERATED ALWAYS AS (deal_search_document(title, sub_type, location, description)) STORED;
DROP INDEX deals_search;
CREATE INDEX deals_search ON deals USING gin (search_document) WHERE deleted_at IS NULL;
CREATE OR REPLACE FUNCTION deals_search_words() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM search_words_add(NEW.search_document); RETURN NULL; END $$;

ALTER TABLE products ADD COLUMN search_document tsvector GENERATED ALWAYS AS (product_search_document(title, description)) STORED;
DROP INDEX products_search;
CREATE INDEX products_search ON products USING gin (search_document) WHERE deleted_at IS NULL;
CREATE OR REPLACE FUNCTION products_search_words() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM search_words_add(NEW.search_document); RETURN NULL; END $$;
-- The newest live products, the order a search walks them in (posts_newest and deals_newest exist).
CREATE INDEX products_newest ON products (created_at DESC, id DESC) WHERE deleted_at IS NULL;

-- Companies and clubs: the folded name and the search document (0035), stored, for the same reasons as members'
-- names: a search ranked each match on them computed again.
ALTER TABLE companies
  ADD COLUMN name_folded text GENERATED ALWAYS AS (search_fold(name)) STORED,
  ADD COLUMN search_document tsvector GENERATED ALWAYS AS (company_search_document(name, location, about)) STORED;
DROP INDEX companies_search_document;
DROP INDEX companies_name_fold_trgm;
CREATE INDEX companies_search_document ON companies USING gin (search_document);
CREATE INDEX companies_name_fold_trgm ON companies USING gin (name_folded gin_trgm_ops);
ALTER TABLE clubs
  ADD COLUMN name_folded text GENERATED ALWAYS AS (search_fold(name)) STORED,
  ADD COLUMN search_document tsvector GENERATED ALWAYS AS (club_search_document(name, description)) STORED;
DROP INDEX clubs_search_document;
DROP INDEX clubs_name_fold_trgm;
CREATE INDEX clubs_search_document ON clubs USING gin (search_document);
CREATE INDEX clubs_name_fold_trgm ON clubs USING gin (name_folded gin_trgm_ops);

-- A member's posts, newest first: `from:@username` in a search reads them instead of every match of its words (and a
-- member's account removed finds its posts by this index, the foreign key's cascade).
CREATE INDEX posts_author_newest ON posts (author_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
