import { fold } from '../db/search-fold.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { Paged, pageWindow } from '../http/paging.ts';
import { findableBySql } from '../members/findable.ts';
import { MemberCard, type MemberCardColumns, memberCard, memberCardJson } from '../members/member-card.ts';
import { neitherBlocks } from '../trust/sql.ts';
import { emptyPage, readPage } from './connections-sql.ts';
import { SearchAllUsersBody } from './schemas.ts';

/** Members a page of search results, as the other lists of people (SPEC §9 pages people you might know by 25). */
export const NETWORK_PAGE_SIZE = 25;

/** A keyword as the search statements take it: the text for trigrams and exact names, the words for full text. */
export interface SearchTerms {
  /** Folded (search/terms.ts fold: lower case, accents and Turkish letters folded), spaces collapsed: compared whole to names (exact match, trigram similarity). */
  text: string;
  /** A `to_tsquery('simple', …)` of every word as a prefix (`ada:* & lau:*`), or null when no word is left. */
  words: string | null;
}

/**
 * Splits a keyword into search terms. Only letters and digits reach `to_tsquery`, so no input can be a syntax
 * error there; e-mail addresses are never searched (an `@` splits words like any other sign).
 */
export function searchTerms(keyword: string): SearchTerms {
  const text = fold(keyword.normalize('NFKC')).replace(/\s+/g, ' ').trim();
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return { text, words: words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null };
}

/**
 * SQL true when member `u` matches: its search document (names, username, job title, company, skills,
 * experiences; migration 0011) holds every word as a prefix, or a name or the username is close to the text
 * (pg_trgm `%`, similarity ≥ 0.3: a one-letter typo). For a member's few connections (a filter on rows already
 * found); across every member, matchingMembersSql reads the same through the indexes. `text` and `words` are the
 * SQL parameters of SearchTerms.
 */
export function memberMatchSql(u: string, text: string, words: string): string {
  return `(${u}.search_document @@ to_tsquery('simple', ${words})
    OR ${u}.first_name_folded % ${text} OR ${u}.last_name_folded % ${text}
    OR ${u}.full_name_folded % ${text} OR ${u}.username_folded % ${text})`;
}

/**
 * SQL: the ids of every member memberMatchSql accepts, as a union of one index scan a branch (an OR of them
 * would be planned as a scan of every member, each row compared four times). A keyword of one word is compared
 * with the first name, last name and username (`users_*_trgm`); of several, with the full name.
 */
export function matchingMembersSql(terms: SearchTerms, text: string, words: string): string {
  const close = terms.text.includes(' ')
    ? [`full_name_folded % ${text}`]
    : [`first_name_folded % ${text}`, `last_name_folded % ${text}`, `username_folded % ${text}`];
  return [`search_document @@ to_tsquery('simple', ${words})`, ...close]
    .map((condition) => `SELECT id FROM users WHERE ${condition}`)
    .join(' UNION ');
}

/**
 * SQL: how well member `u` matches, higher first. An exact name or username counts 2 (above any partial
 * match), then the full-text rank (names weigh most, then job title and company, skills, experiences) and
 * the best trigram similarity of a name (0 to 1 each).
 */
export function memberRankSql(u: string, text: string, words: string): string {
  return `(CASE WHEN ${u}.first_name_folded = ${text} OR ${u}.last_name_folded = ${text}
      OR ${u}.full_name_folded = ${text} OR ${u}.username_folded = ${text} THEN 2 ELSE 0 END
    + coalesce(ts_rank(${u}.search_document, to_tsquery('simple', ${words})), 0)
    + greatest(similarity(${u}.first_name_folded, ${text}), similarity(${u}.last_name_folded, ${text}),
        similarity(${u}.full_name_folded, ${text}), similarity(${u}.username_folded, ${text})))`;
}

/** `POST /users/search-all-users`: every member, by name, username, job title, company or skill. */
export function memberSearchRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;

  app.post(
    '/users/search-all-users',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'searchAllUsers',
        tags: ['users'],
        summary:
          'Find members by first name, last name, full name, username, job title, company or skill, best match first; ' +
          'an exact name ranks above a partial one and a typo still finds the member. Never searches e-mail addresses.',
        body: SearchAllUsersBody,
        response: { 200: Paged(MemberCard) },
      },
    },
    async (request) => {
      const window = pageWindow(request.body, NETWORK_PAGE_SIZE);
      const terms = searchTerms(request.body.keyword);
      const page = await readPage(
        db,
        `WITH found AS MATERIALIZED (
           SELECT u.id, ${memberRankSql('u', '$1::text', '$2::text')} AS score
             FROM (${matchingMembersSql(terms, '$1::text', '$2::text')}) m JOIN users u ON u.id = m.id
            WHERE ${neitherBlocks('$3::int', 'u.id')} AND u.status <> 'deleted' AND ${findableBySql('u', '$3::int')})
         SELECT (SELECT count(*)::int FROM found) AS total,
                (SELECT coalesce(json_agg(${memberCardJson('u', '$3::int')} ORDER BY p.score DESC, p.id), '[]')
                   FROM (SELECT id, score FROM found ORDER BY score DESC, id LIMIT $4 OFFSET $5) p JOIN users u ON u.id = p.id) AS items`,
        [terms.text, terms.words, request.viewer?.userId ?? null, window.limit, window.offset],
        window,
        (row: MemberCardColumns) => memberCard(row, publicBaseUrl(request, config)),
      );
      return page ?? emptyPage(window);
    },
  );
}
