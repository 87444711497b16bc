-- A deal hidden after a report (0024) leaves every list but its author's, so it leaves the lists' maintained totals
-- too: deal_counts counts deals neither deleted nor hidden. Function bodies stay on one line (see 0004).
CREATE OR REPLACE FUNCTION deal_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE deal_counts c SET live = c.live + s.live, sponsored = c.sponsored + s.sponsored FROM (SELECT type, count(*)::int AS live, count(*) FILTER (WHERE is_sponsored)::int AS sponsored FROM added WHERE deleted_at IS NULL AND hidden_at IS NULL GROUP BY type) s WHERE c.type = s.type; RETURN NULL; END $$;
CREATE OR REPLACE FUNCTION deal_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE deal_counts c SET live = c.live - s.live, sponsored = c.sponsored - s.sponsored FROM (SELECT type, count(*)::int AS live, count(*) FILTER (WHERE is_sponsored)::int AS sponsored FROM removed WHERE deleted_at IS NULL AND hidden_at IS NULL GROUP BY type) s WHERE c.type = s.type; RETURN NULL; END $$;
CREATE OR REPLACE FUNCTION deal_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE deal_counts c SET live = c.live + s.live, sponsored = c.sponsored + s.sponsored FROM (SELECT type, sum(n)::int AS live, coalesce(sum(n) FILTER (WHERE is_sponsored), 0)::int AS sponsored FROM (SELECT type, is_sponsored, 1 AS n FROM added WHERE deleted_at IS NULL AND hidden_at IS NULL UNION ALL SELECT type, is_sponsored, -1 FROM removed WHERE deleted_at IS NULL AND hidden_at IS NULL) rows GROUP BY type) s WHERE c.type = s.type AND (s.live <> 0 OR s.sponsored <> 0); RETURN NULL; END $$;

UPDATE deal_counts c SET live = s.live, sponsored = s.sponsored
  FROM (SELECT t.type, count(d.id)::int AS live, count(d.id) FILTER (WHERE d.is_sponsored)::int AS sponsored
          FROM (VALUES ('offer'), ('demand')) t (type)
          LEFT JOIN deals d ON d.type = t.type AND d.deleted_at IS NULL AND d.hidden_at IS NULL
         GROUP BY t.type) s
 WHERE c.type = s.type;
