-- One search for everything: posts, deals and products (issue 42, docs/search.md "Posts, deals and products",
-- docs/performance.md). Function bodies stay on one line: the migration runner splits statements at a `;` that ends a
-- line (see 0004).

-- Posts: the search document of 0018 (title A, description B, body C, 'simple' configuration) now reads its text
-- folded (search_fold, 0035: accents, capitals, Turkish İ and ı), so `cay` finds Çay and `ete` finds été. The index
-- keeps its expression, so GET /post/search keeps using it (it folds its words the same way); rebuilt for the new body.
CREATE OR REPLACE FUNCTION post_search_document(title text, description text, body text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce(description, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce(body, ''))), 'C') $$;
REINDEX INDEX posts_search;

-- `#tag` in a search: the posts carrying every tag asked, tags compared folded (a post's tags are kept lower-cased).
CREATE INDEX post_hashtags_folded ON post_hashtags (public.search_fold(tag), post_id);

-- Deals: the title A, what kind of deal it is and where (sub_type, location) B, the description C; live deals only.
CREATE FUNCTION deal_search_document(title text, sub_type text, location text, description text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce(sub_type, '') || ' ' || coalesce(location, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce(description, ''))), 'C') $$;
CREATE INDEX deals_search ON deals USING gin (deal_search_document(title, sub_type, location, description)) WHERE deleted_at IS NULL;

-- Products: the title A, the description C; live products only.
CREATE FUNCTION product_search_document(title text, description text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, public.search_fold(coalesce(description, ''))), 'C') $$;
CREATE INDEX products_search ON products USING gin (product_search_document(title, description)) WHERE deleted_at IS NULL;

-- Close spellings: every word of what members publish (posts, deals, products), folded as the documents hold it, once.
-- A search word found nowhere as the start of a word (`expotr`, `acmee`) is also looked for as the words closest to it
-- here (pg_trgm similarity ≥ 0.3, through search_words_trgm): `expotr` finds export. A whole text or title compared
-- with the search would not do: `expotr` is 0.14 similar to "we export crates", and word_similarity's threshold (0.6)
-- misses a swapped letter (0.57). Words only added (a word no longer written anywhere costs a row and finds nothing);
-- no signs (they would need quoting in a tsquery), 3 to 40 characters. "C" order: the range read of a word's prefix.
CREATE TABLE search_words (word text COLLATE "C" PRIMARY KEY);
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);
CREATE FUNCTION search_words_add(document tsvector) RETURNS void LANGUAGE sql AS $$ INSERT INTO search_words (word) SELECT w FROM unnest(tsvector_to_array(document)) w WHERE char_length(w) BETWEEN 3 AND 40 AND w !~ '[[:punct:][:space:]]' ORDER BY w ON CONFLICT DO NOTHING $$;
CREATE FUNCTION posts_search_words() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM search_words_add(post_search_document(NEW.title, NEW.description, NEW.body)); RETURN NULL; END $$;
CREATE TRIGGER posts_search_words AFTER INSERT OR UPDATE OF title, description, body ON posts FOR EACH ROW EXECUTE FUNCTION posts_search_words();
CREATE FUNCTION deals_search_words() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM search_words_add(deal_search_document(NEW.title, NEW.sub_type, NEW.location, NEW.description)); RETURN NULL; END $$;
CREATE TRIGGER deals_search_words AFTER INSERT OR UPDATE OF title, sub_type, location, description ON deals FOR EACH ROW EXECUTE FUNCTION deals_search_words();
CREATE FUNCTION products_search_words() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM search_words_add(product_search_document(NEW.title, NEW.description)); RETURN NULL; END $$;
CREATE TRIGGER products_search_words AFTER INSERT OR UPDATE OF title, description ON products FOR EACH ROW EXECUTE FUNCTION products_search_words();
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM (
    SELECT unnest(tsvector_to_array(post_search_document(title, description, body))) FROM posts WHERE deleted_at IS NULL
    UNION ALL SELECT unnest(tsvector_to_array(deal_search_document(title, sub_type, location, description))) FROM deals WHERE deleted_at IS NULL
    UNION ALL SELECT unnest(tsvector_to_array(product_search_document(title, description))) FROM products WHERE deleted_at IS NULL) words (w)
  WHERE char_length(w) BETWEEN 3 AND 40 AND w !~ '[[:punct:][:space:]]'
  ON CONFLICT DO NOTHING;
