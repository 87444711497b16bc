-- Feeds at scale (docs/performance.md "Feeds", measured by bench/feed-growth.mjs).
-- 1. posts_owner_newest carries the columns the visibility rule reads (visiblePostSql: visible, author_id, list_id,
--    club_id; author_type, owner_id and id are keys), so the home feed's total and its per-source page are
--    index-only scans where the table is vacuumed (Postgres' autovacuum; PGlite reads the rows as before).
DROP INDEX posts_owner_newest;
CREATE INDEX posts_owner_newest ON posts (author_type, owner_id, created_at DESC, id DESC) INCLUDE (visible, author_id, list_id, club_id) WHERE deleted_at IS NULL;
-- 2. No JIT compilation for this product's role in this database. A feed's statement (a few hundred expressions:
--    the visibility rule, each post's JSON) is estimated above jit_above_cost from about 100k posts, and Postgres
--    then spent 0.5 s compiling it for a 40 ms query. Short OLTP reads never gain from JIT. Any role may set its own
--    defaults; it applies to the connections opened after it (PGlite has no JIT: no effect there).
DO $$ BEGIN EXECUTE format('ALTER ROLE CURRENT_USER IN DATABASE %I SET jit = off', current_database()); END $$;
