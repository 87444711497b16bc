-- Deal lists read maintained figures instead of aggregating in every query (docs/performance.md):
-- each deal keeps its reviews' count and average rate (popular and recommended are index scans on them),
-- and deal_counts keeps how many live deals there are of each type (a list's total without counting them).
-- Triggers keep both up to date on every write, whoever writes. Function bodies stay on one line: the
-- migration runner splits statements at a `;` that ends a line.
ALTER TABLE deals ADD COLUMN reviews_count integer NOT NULL DEFAULT 0;
ALTER TABLE deals ADD COLUMN rating float8;
UPDATE deals d SET reviews_count = s.n, rating = s.average
  FROM (SELECT deal_id, count(*)::int AS n, avg(rate)::float8 AS average FROM deal_reviews GROUP BY deal_id) s
 WHERE s.deal_id = d.id;

CREATE FUNCTION deal_reviews_ranking() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE deal integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.deal_id ELSE NEW.deal_id END; BEGIN UPDATE deals d SET reviews_count = s.n, rating = s.average FROM (SELECT count(*)::int AS n, avg(rate)::float8 AS average FROM deal_reviews WHERE deal_id = deal) s WHERE d.id = deal; RETURN NULL; END $$;
CREATE TRIGGER deal_reviews_ranking AFTER INSERT OR DELETE OR UPDATE OF rate ON deal_reviews FOR EACH ROW EXECUTE FUNCTION deal_reviews_ranking();

CREATE INDEX deals_popular ON deals (reviews_count DESC, rating DESC NULLS LAST, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX deals_recommended ON deals (is_sponsored DESC, rating DESC NULLS LAST, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX deals_sponsored ON deals (created_at DESC, id DESC) WHERE deleted_at IS NULL AND is_sponsored;

CREATE TABLE deal_counts (
  type text PRIMARY KEY,
  live integer NOT NULL DEFAULT 0,
  sponsored integer NOT NULL DEFAULT 0
);
INSERT INTO deal_counts (type, live, sponsored)
SELECT t.type, count(d.id)::int, count(d.id) FILTER (WHERE d.is_sponsored)::int
  FROM (VALUES ('offer'), ('demand')) t (type) LEFT JOIN deals d ON d.type = t.type AND d.deleted_at IS NULL
 GROUP BY t.type;

-- Statement-level, with transition tables: a bulk insert updates each count once, not once a row.
CREATE FUNCTION deal_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE deal_counts c SET live = c.live + s.live, sponsored = c.sponsored + s.sponsored FROM (SELECT type, count(*)::int AS live, count(*) FILTER (WHERE is_sponsored)::int AS sponsored FROM added WHERE deleted_at IS NULL GROUP BY type) s WHERE c.type = s.type; RETURN NULL; END $$;
CREATE FUNCTION deal_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE deal_counts c SET live = c.live - s.live, sponsored = c.sponsored - s.sponsored FROM (SELECT type, count(*)::int AS live, count(*) FILTER (WHERE is_sponsored)::int AS sponsored FROM removed WHERE deleted_at IS NULL GROUP BY type) s WHERE c.type = s.type; RETURN NULL; END $$;
CREATE FUNCTION deal_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE deal_counts c SET live = c.live + s.live, sponsored = c.sponsored + s.sponsored FROM (SELECT type, sum(n)::int AS live, coalesce(sum(n) FILTER (WHERE is_sponsored), 0)::int AS sponsored FROM (SELECT type, is_sponsored, 1 AS n FROM added WHERE deleted_at IS NULL UNION ALL SELECT type, is_sponsored, -1 FROM removed WHERE deleted_at IS NULL) rows GROUP BY type) s WHERE c.type = s.type AND (s.live <> 0 OR s.sponsored <> 0); RETURN NULL; END $$;
CREATE TRIGGER deal_counts_insert AFTER INSERT ON deals REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION deal_counts_add();
CREATE TRIGGER deal_counts_delete AFTER DELETE ON deals REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION deal_counts_remove();
CREATE TRIGGER deal_counts_update AFTER UPDATE ON deals REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION deal_counts_change();
