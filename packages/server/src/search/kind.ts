import { autoNamed, type Database, first, type Queryable } from '../db/database.ts';
import { likeEscaped } from '../listings/paging.ts';
import type { SearchHit, SearchType } from './schemas.ts';
import type { SearchTerms } from './terms.ts';

/** Which hits of a kind to answer, in its rank order. */
export interface KindWindow {
  limit: number;
  offset: number;
}

/** How well a kind's top hit matches (KindPage.best), the higher the better; the groups are ordered by it. */
export const TIER = { exact: 4, prefix: 3, fullText: 2, close: 1, none: 0 } as const;

/**
 * What a kind's one statement answers. `best`: the tier of its top hit (TIER: 4 an exact name or title, 3 the start
 * of a name or title, 2 full text, 1 a close spelling (trigram), 0 when no hit). Hits come without marks: search.ts
 * adds them (marks.ts).
 */
export interface KindPage {
  total: number;
  /** The kind holds more hits than `total` counts: its candidates were full and the next one is one the viewer may open. */
  more: boolean;
  best: number;
  items: Omit<SearchHit, 'marks'>[];
}

/**
 * A kind's one SQL statement for a search: its text, its parameters (`$1`…), and how its one row (a total, the best
 * tier and the window's hits as JSON; undefined when none) reads as the kind's page.
 */
export interface KindStatement {
  sql: string;
  params: readonly unknown[];
  read(row: unknown): KindPage;
}

/** A KindStatement whose row has the type `Row` (the columns its SQL answers). */
export function kindStatementOf<Row>(sql: string, params: readonly unknown[], read: (row: Row | undefined) => KindPage): KindStatement {
  return { sql, params, read: (row) => read(row as Row | undefined) };
}

/** A kind of thing `GET /search` finds (members.ts, companies.ts, clubs.ts, posts.ts, deals.ts, products.ts). */
export interface SearchKind {
  type: SearchType;
  /**
   * The one SQL statement of a search: the total and the window's hits in rank order, only what `viewer` (null:
   * anonymous) may open; null when the kind can find nothing for these terms (an operator it cannot honour, no word).
   * `baseUrl` makes file addresses (photos, logos) absolute.
   */
  statement(terms: SearchTerms, viewer: number | null, window: KindWindow, baseUrl: string): KindStatement | null;
  /** Runs the kind's statement alone. */
  find(db: Queryable, terms: SearchTerms, viewer: number | null, window: KindWindow, baseUrl: string): Promise<KindPage>;
}

/** A SearchKind of its statement. */
export function searchKind(type: SearchType, statement: SearchKind['statement']): SearchKind {
  return {
    type,
    statement,
    async find(db, terms, viewer, window, baseUrl) {
      const found = statement(terms, viewer, window, baseUrl);
      return found ? ((await findTogether(db, [found]))[0] ?? NO_HITS) : NO_HITS;
    },
  };
}

/**
 * Runs several kinds' statements as one (docs/search.md "Indexes and cost"): each a column of one SELECT (its row as
 * JSON), its parameters numbered after those of the statements before it. One round trip instead of one a kind: on
 * this 2-core machine a round trip costs about as much CPU as a small statement (docs/performance.md "Search"). One
 * statement runs as it is.
 */
export async function findTogether(db: Queryable, statements: readonly KindStatement[]): Promise<KindPage[]> {
  const [only] = statements;
  if (statements.length === 1 && only) return [only.read(await kindRow(db, only.sql, only.params))];
  const params: unknown[] = [];
  const columns = statements.map((statement, index) => {
    const before = params.length;
    params.push(...statement.params);
    // Every `$n` of a kind's text is one of its parameters (their values are never written into the text).
    const numbered = statement.sql.replace(/\$(\d+)/g, (_sign, n: string) => `$${Number(n) + before}`);
    return `(SELECT row_to_json(k) FROM (${numbered}) k) AS k${index}`;
  });
  const row = await kindRow<Record<string, unknown>>(db, `SELECT ${columns.join(',\n')}`, params);
  return statements.map((statement, index) => statement.read(row?.[`k${index}`] ?? undefined));
}

/** Each statement text's name, as a prepared statement on PGlite (`kindRow`), as Postgres connections name them. */
const statementNames = autoNamed();

/**
 * Runs a kind's one statement: its first row. On PGlite, prepared once by its text and executed after (PGlite plans an
 * ordinary query every time: 2 to 18 ms for these, more than some take to run; docs/performance.md "Search"); on
 * Postgres an ordinary query, which `autoNamed` (db/database.ts) already keeps planned on each connection. A kind's
 * text depends on the shape of the search (which operators), never on its values, so the names are few; past
 * autoNamed's limit a text runs as an ordinary query.
 */
export async function kindRow<Row>(db: Queryable | Database, sql: string, params: readonly unknown[]): Promise<Row | undefined> {
  const { name } = statementNames(sql, params);
  if (!('kind' in db) || db.kind !== 'pglite' || name === undefined) return first<Row>(db, sql, params);
  return (await db.prepared<Row>({ name, sql }, params))[0];
}

/**
 * The most members, companies or clubs a search gives a score (the full-text rank and the name's likeness): the first
 * in every other order of docs/search.md "Ranking", newest first where the rest is equal. Members, companies and clubs
 * are also looked at this many at a time (candidateBlocks): a name as common as Mehmet (1 member in 16) is a browse of
 * a hundred of its holders, the viewer's network always first.
 */
export const SCORED_CANDIDATES = 100;

/**
 * SQL: the one statement of members, companies and clubs. `found` selects every hit the viewer may see (id, created_at,
 * block, beyond, tier, in_names, closeness), all counted but those `beyond` the candidates (candidateBlocks: they only
 * say there are more, `more`); `block` is 0 but for candidates found past the first SCORED_CANDIDATES of a scan (1 for
 * the next hundred, and so on), whose hits come after those of the blocks before, so that a page past the first hundred
 * never repeats nor skips one. Its first SCORED_CANDIDATES in rank order without the score get `score` (an SQL
 * expression on `table` as `alias`), only then computed, which orders them; the window (`$4` limit, `$5` offset)
 * answers `hit` (JSON on `alias` and the ranked row `p`). Past the candidates, a page widens them to its own end.
 */
export function scoredStatement(options: { found: string; table: string; alias: string; score: string; hit: string }): string {
  const { found, table, alias, score, hit } = options;
  const order = 'f.block, f.tier DESC, f.in_names DESC, f.close_order DESC, f.score DESC, f.created_at DESC, f.id DESC';
  const kept = 'f.block, f.tier DESC, f.in_names DESC, f.close_order DESC, f.created_at DESC, f.id DESC';
  return `WITH found AS MATERIALIZED (SELECT x.*, ${closenessOrderSql('x.closeness')} AS close_order FROM (${found}) x),
     kept AS MATERIALIZED (
       SELECT f.*, ${score} AS score
         FROM (SELECT * FROM found f WHERE NOT f.beyond ORDER BY ${kept} LIMIT greatest(${SCORED_CANDIDATES}, $4::int + $5::int)) f
         JOIN ${table} ${alias} ON ${alias}.id = f.id)
     SELECT (SELECT count(*)::int FROM found WHERE NOT beyond) AS total, (SELECT max(tier) FROM found WHERE NOT beyond) AS best,
            (SELECT coalesce(bool_or(beyond), false) FROM found) AS more,
            (SELECT coalesce(json_agg(${hit} ORDER BY ${order.replaceAll('f.', 'p.')}), '[]')
               FROM (SELECT * FROM kept f ORDER BY ${order} LIMIT $4 OFFSET $5) p JOIN ${table} ${alias} ON ${alias}.id = p.id) AS items`;
}

/**
 * SQL: the candidates of members, companies or clubs (`id`, `block`, `beyond`), never every match: each of `scans` (a
 * SELECT of `id`s the viewer may see) stopped at SCORED_CANDIDATES or the page's end (`$4` limit + `$5` offset) and
 * its rows numbered in blocks of SCORED_CANDIDATES in the order it reads them; `near` (a SELECT of `id`s, all taken, in
 * the first block): those close to the viewer. A row met by several is in the first block any met it in
 * (scoredStatement orders by block first). Each scan reads one row past its end: met by no scan before its end, that
 * row is `beyond` the candidates, not one of them, and says the kind holds more (KindPage.more).
 */
export function candidateBlocks(scans: readonly string[], near: string): string {
  const end = `greatest(${SCORED_CANDIDATES}, $4::int + $5::int)`;
  // Stopped by the window's run condition (Postgres 15), not a LIMIT: a LIMIT of a parameter is planned as a tenth of
  // the rows, which for a narrow table makes a sequential read that tests every row when fewer match; the condition
  // leaves the scan planned as a whole (through its indexes) and stops it at the end all the same.
  const numbered = scans.map(
    (scan) => `SELECT s.id, (s.n - 1) / ${SCORED_CANDIDATES} AS block, s.n > ${end} AS beyond
      FROM (SELECT x.id, row_number() OVER () AS n FROM (${scan}) x) s WHERE s.n <= ${end} + 1`,
  );
  return `SELECT c.id, min(c.block) AS block, bool_and(c.beyond) AS beyond
    FROM (${[...numbered, `SELECT n.id, 0, false FROM (${near}) n`].join('\n UNION ALL ')}) c
    GROUP BY c.id`;
}

/** SQL `LIKE` pattern of the names that start with `text`. */
export const startPattern = (text: string) => `${likeEscaped(text)}%`;

/** The answer of a kind that finds nothing for these terms (an operator it cannot honour, no word). */
export const NO_HITS: KindPage = { total: 0, more: false, best: TIER.none, items: [] };

/** SQL: a closeness (SearchHit.closeness, an SQL text expression) as a number, closer higher: the ranking's tie-break. */
export function closenessOrderSql(closeness: string): string {
  return `(CASE ${closeness} WHEN 'self' THEN 4 WHEN 'connection' THEN 3 WHEN 'following' THEN 2 WHEN 'member' THEN 1 ELSE 0 END)`;
}

/**
 * The search's tsquery with every word restricted to weight `weight` (`acme:*A & export:*A`): true when the words are
 * all in the names or titles (weight A), which rank above words found only in headlines, tags or text. Null with no word.
 */
export function weightedTsquery(terms: SearchTerms, weight: 'A' | 'B' | 'C' | 'D'): string | null {
  return (
    terms.tsquery?.replace(/([\p{L}\p{N}]+)(:\*)?/gu, (_word, word: string, prefix?: string) => `${word}:${prefix ? '*' : ''}${weight}`) ??
    null
  );
}
