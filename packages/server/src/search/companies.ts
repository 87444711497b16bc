import { publicAddress } from '../files/addresses.ts';
import { INDUSTRIES } from '../general/select-lists.ts';
import {
  candidateBlocks,
  type KindStatement,
  kindStatementOf,
  NO_HITS,
  type SearchKind,
  scoredStatement,
  searchKind,
  startPattern,
  TIER,
  weightedTsquery,
} from './kind.ts';
import { excerpt } from './marks.ts';
import type { SearchHit } from './schemas.ts';
import type { SearchTerms } from './terms.ts';

/**
 * Companies and clubs in `GET /search` (docs/search.md "Companies and clubs"): by name (exact, start, close spelling)
 * and by the words of their document (name A, then a company's location B and about C, a club's description C), as
 * their directories list them: every company an admin has not hidden (GET /companies), every club, closed ones
 * included (GET /clubs). Words only: an operator (`#`, `@`, `from:`, `in:`, `before:`, `after:`) finds none of them.
 */

/** What a directory's search needs to know about its table. */
export interface DirectorySearch {
  /** The table, aliased `d`. */
  table: string;
  /** SQL true when row `d` is listed at all. */
  listed: string;
  /** SQL: the ids (a SELECT of one column) of the rows close to viewer `$3::int`: followed, managed or joined. */
  near: string;
  /** The closeness of those rows (SearchHit.closeness); the others' is 'none'. */
  nearness: 'following' | 'member';
  /** SQL: the json the hit is made from (`d` and viewer `$3::int`). */
  json: string;
}

/**
 * A directory's one statement: the total, the best tier and the window's rows (`Row`, of `json`) in rank order, each
 * row made a hit by `hit`; null for a search it cannot answer (operators, no word).
 */
export function directoryStatement<Row>(
  directory: DirectorySearch,
  terms: SearchTerms,
  viewer: number | null,
  window: { limit: number; offset: number },
  hit: (row: Row) => Omit<SearchHit, 'marks'>,
): KindStatement | null {
  const operators = terms.hashtags.length + terms.mentions.length > 0 || terms.from !== null || terms.in !== null;
  if (operators || terms.before !== null || terms.after !== null || terms.text === '') return null;
  const { table, listed, near, nearness, json } = directory;
  // Candidates, never every match (docs/search.md "Companies and clubs"): the first SCORED_CANDIDATES (or the page's
  // end) whose folded name (stored, migration 0041) is the text, as many whose name starts with it, as many the
  // document or a close spelling finds (a BitmapOr of the name's trigram and the document's indexes), and every row
  // close to the viewer that matches. Each tsquery is made once a statement (a sub-select), not once a row. A row found
  // by neither name, start nor full text matched by a close spelling (its scan's recheck tested it).
  const words = `(SELECT to_tsquery('simple', $2::text))`;
  const exact = `d.name_folded = $1::text`;
  const start = `(char_length($1::text) >= 3 AND d.name_folded LIKE $7::text)`;
  const matches = `(${terms.tsquery ? `d.search_document @@ ${words} OR ` : ''}d.name_folded % $1::text)`;
  const name = 'd.name_folded';
  const tier = `CASE WHEN ${name} = $1::text THEN ${TIER.exact}
      WHEN starts_with(${name}, $1::text) THEN ${TIER.prefix}
      WHEN $2::text IS NOT NULL AND d.search_document @@ ${words} THEN ${TIER.fullText}
      ELSE ${TIER.close} END`;
  const score = `(CASE WHEN $2::text IS NULL THEN 0 ELSE ts_rank(d.search_document, ${words}) END + similarity(${name}, $1::text))`;
  const inNames = `($6::text IS NOT NULL AND d.search_document @@ (SELECT to_tsquery('simple', $6::text)))`;
  const candidates = candidateBlocks(
    [exact, start, matches].map((condition) => `SELECT d.id FROM ${table} d WHERE ${condition} AND ${listed}`),
    `SELECT d.id FROM ${table} d WHERE d.id IN (${near}) AND (${start} OR ${matches}) AND ${listed}`,
  );
  return kindStatementOf<{ total: number; more: boolean; best: number | null; items: Row[] }>(
    scoredStatement({
      found: `SELECT d.id, d.created_at, c.block, c.beyond, ${tier} AS tier, ${inNames} AS in_names,
          CASE WHEN d.id IN (${near}) THEN '${nearness}' ELSE 'none' END AS closeness
        FROM (${candidates}) c CROSS JOIN LATERAL (SELECT * FROM ${table} d WHERE d.id = c.id OFFSET 0) d`,
      table,
      alias: 'd',
      score,
      hit: json,
    }),
    [terms.text, terms.tsquery, viewer, window.limit, window.offset, weightedTsquery(terms, 'A'), startPattern(terms.text)],
    (row) =>
      row && (row.total > 0 || row.more)
        ? { total: row.total, more: row.more, best: row.best ?? TIER.none, items: row.items.map(hit) }
        : NO_HITS,
  );
}

interface CompanyRow {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  location: string | null;
  about: string | null;
  industry_id: number | null;
  created_at: string;
  closeness: SearchHit['closeness'];
}

const industries = new Map(INDUSTRIES.map((industry) => [industry.id, industry.name]));

export const companySearch: SearchKind = searchKind('companies', (terms, viewer, window, baseUrl) =>
  directoryStatement<CompanyRow>(
    {
      table: 'companies',
      listed: 'd.hidden_at IS NULL',
      // The companies the viewer follows or manages.
      near: `SELECT cf.company_id FROM company_followers cf WHERE cf.user_id = $3::int
            UNION ALL SELECT cm.company_id FROM company_managers cm WHERE cm.user_id = $3::int`,
      nearness: 'following',
      // The logo as the company's page shows it: a members-only picture is not shown to the signed out.
      json: `json_build_object('id', d.id, 'name', d.name, 'slug', d.slug, 'location', d.location, 'about', d.about,
          'industry_id', d.industry_id, 'created_at', d.created_at, 'closeness', p.closeness,
          'logo', CASE WHEN d.profile_picture_visibility = 'public' OR $3::int IS NOT NULL THEN d.logo END)`,
    },
    terms,
    viewer,
    window,
    (row) => ({
      type: 'companies',
      id: row.id,
      title: row.name,
      subtitle:
        [row.industry_id === null ? null : (industries.get(row.industry_id) ?? null), row.location]
          .filter((part): part is string => part !== null && part.trim() !== '')
          .join(' · ') || null,
      text: excerpt(row.about, terms.words),
      imageUrl: publicAddress(row.logo, baseUrl),
      path: `/companies/${row.slug}`,
      createdAt: new Date(row.created_at).toISOString(),
      closeness: row.closeness,
      price: null,
    }),
  ),
);
