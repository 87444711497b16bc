-- Post search and "mentioned you" (docs/posts.md "Search and mentions", docs/performance.md): GET /post/search and
-- GET /post/mentions, one statement each. Function bodies stay on one line: the migration runner splits statements
-- at a `;` that ends a line.

-- Search: a post's words (title A, description B, body C; mention markers give the name and the username, hashtags
-- their word) in the 'simple' configuration: every language alike, lower-cased, no stemming; Turkish dotless ı and
-- dotted İ read as i, so that a search in capitals (FUARI, İZMİR) finds the lower-case word. The document is an
-- index expression, kept by Postgres on every insert and update of those columns; it is not a column of posts, so
-- it never travels in a post's JSON (postJson reads to_jsonb of the row). Building the index indexes the existing
-- posts (the backfill). Deleted posts are left out of it, as every read leaves them out.
CREATE FUNCTION post_search_document(title text, description text, body text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT setweight(to_tsvector('simple'::regconfig, translate(coalesce(title, ''), 'ıİ', 'ii')), 'A') || setweight(to_tsvector('simple'::regconfig, translate(coalesce(description, ''), 'ıİ', 'ii')), 'B') || setweight(to_tsvector('simple'::regconfig, translate(coalesce(body, ''), 'ıİ', 'ii')), 'C') $$;
CREATE INDEX posts_search ON posts USING gin (post_search_document(title, description, body)) WHERE deleted_at IS NULL;

-- Mentions: dated by their post (as post_hashtags are), so "mentioned you" is newest post first and an edit, which
-- writes a post's mentions again, does not move old posts to the top. Then one index range a member, in page order.
CREATE FUNCTION post_mentions_dated() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.created_at := coalesce((SELECT p.created_at FROM posts p WHERE p.id = NEW.post_id), NEW.created_at); RETURN NEW; END $$;
CREATE TRIGGER post_mentions_dated BEFORE INSERT ON post_mentions FOR EACH ROW EXECUTE FUNCTION post_mentions_dated();
UPDATE post_mentions m SET created_at = p.created_at FROM posts p WHERE p.id = m.post_id AND m.created_at <> p.created_at;
DROP INDEX post_mentions_member;
CREATE INDEX post_mentions_member ON post_mentions (user_id, created_at DESC, post_id DESC);
