import { connectedSql } from '../members/connected.ts';
import { findableBySql } from '../members/findable.ts';
import { type MemberCardColumns, memberCard, memberCardJson } from '../members/member-card.ts';
import { neitherBlocksSet } from '../trust/sql.ts';
import { type KindPage, kindRow, NO_HITS, type SearchKind, scoredStatement, TIER, weightedTsquery } from './kind.ts';
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

export const memberSearch: SearchKind = {
  type: 'members',
  async find(db, terms, viewer, window, baseUrl): Promise<KindPage> {
    // Operators of posts, deals and products only: no member matches them.
    if (terms.hashtags.length > 0 || terms.from !== null || terms.before !== null || terms.after !== null) return NO_HITS;
    const hasText = terms.text !== '';
    if (!hasText && terms.mentions.length === 0 && terms.in === null) return NO_HITS;
    // $1 text, $2 tsquery, $3 viewer, $4 limit, $5 offset, $6 mentions, $7 company slug, $8 tsquery of names only.
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
    // The members looked at: the ones named by @username, else those at the company (each read by its key), else one
    // scan of every member the full text or a trigram index finds (a BitmapOr of the indexes, each row read once).
    const keyed =
      terms.mentions.length > 0
        ? 'SELECT id FROM users u WHERE lower(u.username) = ANY($6::text[])'
        : terms.in !== null
          ? `SELECT DISTINCT e.user_id AS id FROM user_experiences e JOIN companies c ON c.id = e.company_id
              WHERE lower(c.slug) = $7::text AND e.end_date_year IS NULL`
          : null;
    const from = keyed ? `(${keyed}) m CROSS JOIN LATERAL (SELECT * FROM users u WHERE u.id = m.id OFFSET 0) u` : 'users u';
    const matches = keyed ? 'true' : `(${[...(terms.tsquery ? [document] : []), ...close].join(' OR ')})`;
    // A member the scan found matched one of its conditions: when not by name, start or full text, by a close spelling
    // (tested once, by the scan's recheck, not again here).
    const tier = `CASE
        WHEN lower(u.username) = ANY($6::text[]) THEN ${TIER.exact}
        WHEN $1::text = '' THEN ${TIER.fullText}
        WHEN u.full_name_folded = $1::text OR u.first_name_folded = $1::text OR u.last_name_folded = $1::text OR u.username_folded = $1::text THEN ${TIER.exact}
        WHEN starts_with(u.full_name_folded, $1::text) OR starts_with(u.last_name_folded, $1::text) OR starts_with(u.username_folded, $1::text) THEN ${TIER.prefix}
        WHEN $2::text IS NOT NULL AND ${document} THEN ${TIER.fullText}
        WHEN ${keyed ? close.map((condition) => `(${condition})`).join(' OR ') : 'true'} THEN ${TIER.close}
        ELSE ${TIER.none} END`;
    const closeness = `CASE WHEN u.id = $3::int THEN 'self' WHEN $3::int IS NOT NULL AND ${connectedSql('u.id', '$3::int')} THEN 'connection' ELSE 'none' END`;
    const score = `(CASE WHEN $2::text IS NULL THEN 0 ELSE ts_rank(u.search_document, (SELECT to_tsquery('simple', $2::text))) END
      + CASE WHEN $1::text = '' THEN 0 ELSE greatest(similarity(u.full_name_folded, $1::text), similarity(u.username_folded, $1::text)) END)`;
    const inNames = `($8::text IS NOT NULL AND u.search_document @@ (SELECT to_tsquery('simple', $8::text)))`;
    const row = await kindRow<{ total: number; best: number | null; items: MemberRow[] }>(
      db,
      scoredStatement({
        found: `SELECT x.* FROM (
            SELECT u.id, u.created_at, ${tier} AS tier, ${inNames} AS in_names, ${closeness} AS closeness
              FROM ${from}
             WHERE ${matches} AND ${LIVE('u')} AND ${neitherBlocksSet('$3::int', 'u.id')} AND ${findableBySql('u', '$3::int')}
               AND ($7::text IS NULL OR ${atCompany})) x
          WHERE x.tier > ${TIER.none}`,
        table: 'users',
        alias: 'u',
        score,
        hit: `json_build_object('card', ${memberCardJson('u', '$3::int')}, 'closeness', p.closeness, 'created_at', p.created_at)`,
      }),
      params,
    );
    if (!row || row.total === 0) return NO_HITS;
    return {
      total: row.total,
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
};
