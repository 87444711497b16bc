import { createHash } from 'node:crypto';
import { type Database, first, type Queryable } from '../db/database.ts';
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
  best: number;
  items: Omit<SearchHit, 'marks'>[];
}

/** A kind of thing `GET /search` finds (members.ts, companies.ts, clubs.ts, posts.ts, deals.ts, products.ts). */
export interface SearchKind {
  type: SearchType;
  /**
   * One SQL statement: the total and the window's hits in rank order, only what `viewer` (null: anonymous) may open.
   * `baseUrl` makes file addresses (photos, logos) absolute.
   */
  find(db: Queryable, terms: SearchTerms, viewer: number | null, window: KindWindow, baseUrl: string): Promise<KindPage>;
}

/** Each statement text's name, as a prepared statement on PGlite (`kindRow`). */
const statementNames = new Map<string, string>();

/**
 * Runs a kind's one statement: its first row. On PGlite, prepared once by its text and executed after (PGlite plans an
 * ordinary query every time: 2 to 18 ms for these, more than some take to run; docs/performance.md "Search"); on
 * Postgres an ordinary query, which `autoNamed` (db/database.ts) already keeps planned on each connection. A kind's
 * text depends on the shape of the search (which operators), never on its values, so the names are few.
 */
export async function kindRow<Row>(db: Queryable | Database, sql: string, params: readonly unknown[]): Promise<Row | undefined> {
  if (!('kind' in db) || db.kind !== 'pglite') return first<Row>(db, sql, params);
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `search_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return (await db.prepared<Row>({ name, sql }, params))[0];
}

/** The answer of a kind that finds nothing for these terms (an operator it cannot honour, no word). */
export const NO_HITS: KindPage = { total: 0, best: TIER.none, items: [] };

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
