import { connectedSql, connectionIdsSql } from '../members/connected.ts';
import { findableBySql } from '../members/findable.ts';
import { type MemberCardColumns, memberCard, memberCardJson } from '../members/member-card.ts';
import { neitherBlocksSet } from '../trust/sql.ts';
import {
  candidateBlocks,
  kindStatementOf,
  NO_HITS,
  type SearchKind,
  scoredStatement,
  searchKind,
  startPattern,
  TIER,
  weightedTsquery,
} from './kind.ts';
import type { SearchHit } from './schemas.ts';

/**
 * Members in `GET /search` (docs/search.md "Members"): by name, username, job title, company, skills and experiences
 * (the search document of migrations 0011 and 0035), `@username`, and `in:company-slug` (who works there now).
 */

/** SQL true when member `u` is shown in search at all: an account neither deleted nor suspended. */
const LIVE = (u: string) => `${u}.status NOT IN ('deleted', 'suspended')`;

interface MemberRow {
  card: MemberCardColumns;
  closeness: SearchHit['closeness'];
  created_at: string;
}

export const memberSearch: SearchKind = searchKind('members', (terms, viewer, window, baseUrl) => {
  // Operators of posts, deals and products only: no member matches them.
  if (terms.hashtags.length > 0 || terms.from !== null || terms.before !== null || terms.after !== null) return null;
  const hasText = terms.text !== '';
  if (!hasText && terms.mentions.length === 0 && terms.in === null) return null;
  // $1 text, $2 tsquery, $3 viewer, $4 limit, $5 offset, $6 mentions, $7 company slug, $8 tsquery of names only,
  // $9 the text as the start of a LIKE pattern.
  const params: unknown[] = [
    terms.text,
    terms.tsquery,
    viewer,
    window.limit,
    window.offset,
    terms.mentions,
    terms.in,
    weightedTsquery(terms, 'A'),
  ];
  const document = `u.search_document @@ (SELECT to_tsquery('simple', $2::text))`;
  // Close spellings: through the trigram indexes on the names folded and stored (migration 0041), to find the
  // members and to rank them.
  const close = terms.text.includes(' ')
    ? ['u.full_name_folded % $1::text']
    : ['u.first_name_folded % $1::text', 'u.last_name_folded % $1::text', 'u.username_folded % $1::text'];
  const atCompany = `EXISTS (SELECT 1 FROM user_experiences e JOIN companies c ON c.id = e.company_id
      WHERE e.user_id = u.id AND e.end_date_year IS NULL AND lower(c.slug) = $7::text)`;
  const shown = `${LIVE('u')} AND ${neitherBlocksSet('$3::int', 'u.id')} AND ${findableBySql('u', '$3::int')}`;
  const matches = `(${[...(terms.tsquery ? [document] : []), ...close].join(' OR ')})`;
  // A name that is the text (tier exact), then one that starts with it (prefix), through the same trigram indexes;
  // a start from 3 letters (fewer give the index no trigram to look up; the full text finds a name's start too).
  const exact = `($1::text <> '' AND (u.full_name_folded = $1::text OR u.first_name_folded = $1::text
      OR u.last_name_folded = $1::text OR u.username_folded = $1::text))`;
  const named = `(char_length($1::text) >= 3 AND (u.full_name_folded LIKE $9::text OR u.last_name_folded LIKE $9::text
      OR u.username_folded LIKE $9::text))`;
  // The members looked at (docs/search.md "Members"): the ones named by @username, else those at the company (each
  // read by its key), else the candidates of the words, never every match: the first SCORED_CANDIDATES (or the page's
  // end) whose name is the text, as many whose name starts with it, as many the full text or a close spelling finds,
  // and the viewer's connections who match in any way. A name as common as Mehmet costs the same among 2,000 members
  // as among 200,000.
  const keyed =
    terms.mentions.length > 0
      ? 'SELECT id, 0 AS block, false AS beyond FROM users u WHERE lower(u.username) = ANY($6::text[])'
      : terms.in !== null
        ? `SELECT DISTINCT e.user_id AS id, 0 AS block, false AS beyond FROM user_experiences e JOIN companies c ON c.id = e.company_id
              WHERE lower(c.slug) = $7::text AND e.end_date_year IS NULL`
        : candidateBlocks(
            [
              `SELECT u.id FROM users u WHERE ${exact} AND ${shown}`,
              `SELECT u.id FROM users u WHERE ${named} AND ${shown}`,
              `SELECT u.id FROM users u WHERE ${matches} AND ${shown}`,
            ],
            `SELECT u.id FROM (${connectionIdsSql('$3::int')}) n JOIN users u ON u.id = n.member_id
                WHERE $3::int IS NOT NULL AND (${named} OR ${matches}) AND ${shown}`,
          );
  const byKey = terms.mentions.length > 0 || terms.in !== null;
  if (!byKey) params.push(startPattern(terms.text));
  // Every candidate of the words matched one of them: when not by name, start or full text, by a close spelling.
  const tier = `CASE
        WHEN lower(u.username) = ANY($6::text[]) THEN ${TIER.exact}
        WHEN $1::text = '' THEN ${TIER.fullText}
        WHEN u.full_name_folded = $1::text OR u.first_name_folded = $1::text OR u.last_name_folded = $1::text OR u.username_folded = $1::text THEN ${TIER.exact}
        WHEN starts_with(u.full_name_folded, $1::text) OR starts_with(u.last_name_folded, $1::text) OR starts_with(u.username_folded, $1::text) THEN ${TIER.prefix}
        WHEN $2::text IS NOT NULL AND ${document} THEN ${TIER.fullText}
        WHEN ${byKey ? close.map((condition) => `(${condition})`).join(' OR ') : 'true'} THEN ${TIER.close}
        ELSE ${TIER.none} END`;
  const closeness = `CASE WHEN u.id = $3::int THEN 'self' WHEN $3::int IS NOT NULL AND ${connectedSql('u.id', '$3::int')} THEN 'connection' ELSE 'none' END`;
  const score = `(CASE WHEN $2::text IS NULL THEN 0 ELSE ts_rank(u.search_document, (SELECT to_tsquery('simple', $2::text))) END
      + CASE WHEN $1::text = '' THEN 0 ELSE greatest(similarity(u.full_name_folded, $1::text), similarity(u.username_folded, $1::text)) END)`;
  const inNames = `($8::text IS NOT NULL AND u.search_document @@ (SELECT to_tsquery('simple', $8::text)))`;
  return kindStatementOf<{ total: number; more: boolean; best: number | null; items: MemberRow[] }>(
    scoredStatement({
      found: `SELECT x.* FROM (
            SELECT u.id, u.created_at, m.block, m.beyond, ${tier} AS tier, ${inNames} AS in_names, ${closeness} AS closeness
              FROM (${keyed}) m CROSS JOIN LATERAL (SELECT * FROM users u WHERE u.id = m.id OFFSET 0) u
             WHERE ${byKey ? shown : 'true'} AND ($7::text IS NULL OR ${atCompany})) x
          WHERE x.tier > ${TIER.none}`,
      table: 'users',
      alias: 'u',
      score,
      hit: `json_build_object('card', ${memberCardJson('u', '$3::int')}, 'closeness', p.closeness, 'created_at', p.created_at)`,
    }),
    params,
    (row) => {
      if (!row || (row.total === 0 && !row.more)) return NO_HITS;
      return {
        total: row.total,
        more: row.more,
        best: row.best ?? TIER.none,
        items: row.items.map((item) => {
          const card = memberCard(item.card, baseUrl);
          return {
            type: 'members',
            id: card.id,
            title: `${card.firstName} ${card.lastName}`,
            subtitle: [card.jobTitle, card.companyName].filter((part) => part !== null && part.trim() !== '').join(' · ') || null,
            text: null,
            imageUrl: card.profilePhotoUrl,
            path: `/${card.username}`,
            createdAt: new Date(item.created_at).toISOString(),
            closeness: item.closeness,
            price: null,
          };
        }),
      };
    },
  );
});
