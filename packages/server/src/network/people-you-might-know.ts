import { Type } from 'typebox';
import type { Queryable } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { Paged, PageQuery, PEOPLE_YOU_MIGHT_KNOW_PAGE_SIZE, pageWindow } from '../http/paging.ts';
import { type MemberCardColumns, memberCard, memberCardJson } from '../members/member-card.ts';
import { neitherBlocks } from '../trust/sql.ts';
import { connectionsSql, emptyPage, readPage } from './connections-sql.ts';
import { SuggestedMember } from './schemas.ts';

/** How many people the sidebar suggests (`/member-connection/suggested-connections`). */
export const SUGGESTED_CONNECTIONS = 10;

interface SuggestionColumns {
  card: MemberCardColumns;
  mutual: number;
}

/**
 * One statement: the members `$1` might know with the page ($2 limit, $3 offset) and the total. Candidates are
 * the connections of their connections, members who worked at a company they worked at
 * (`user_experiences.company_id`), and members of their industry or country; ranked by mutual connections,
 * then shared companies, then same industry, then same country. Never themselves nor anyone they have a live
 * friendship row with: connected, a request pending either way, or declined either way (a cancelled request or
 * a removed connection, `reject`, may be suggested again).
 */
const SUGGESTIONS_SQL = `
  WITH me AS (SELECT industry_id, country FROM users WHERE id = $1),
  mine AS MATERIALIZED (${connectionsSql('$1::int')}),
  live AS MATERIALIZED (
    SELECT f.friend_id AS id FROM friendships f WHERE f.user_id = $1 AND f.deleted_at IS NULL
    UNION ALL SELECT f.user_id FROM friendships f WHERE f.friend_id = $1 AND f.deleted_at IS NULL),
  mutual AS (
    SELECT theirs.member_id AS id, count(*)::int AS n
      FROM mine CROSS JOIN LATERAL (${connectionsSql('mine.member_id')}) theirs GROUP BY theirs.member_id),
  shared AS (
    SELECT e.user_id AS id, count(DISTINCT e.company_id)::int AS n FROM user_experiences e
     WHERE e.company_id IN (SELECT company_id FROM user_experiences WHERE user_id = $1 AND company_id IS NOT NULL)
     GROUP BY e.user_id),
  -- Each signal from its own index; a member of my industry or country appears in that branch with both flags.
  signals AS (
    SELECT id, n AS mutual, 0 AS shared, false AS same_industry, false AS same_country FROM mutual
    UNION ALL SELECT id, 0, n, false, false FROM shared
    UNION ALL SELECT u.id, 0, 0, true, coalesce(u.country = me.country, false) FROM users u JOIN me ON u.industry_id = me.industry_id
    UNION ALL SELECT u.id, 0, 0, coalesce(u.industry_id = me.industry_id, false), true FROM users u JOIN me ON u.country = me.country),
  ranked AS MATERIALIZED (
    SELECT id, max(mutual) AS mutual, max(shared) AS shared, bool_or(same_industry) AS same_industry, bool_or(same_country) AS same_country
      FROM signals WHERE id <> $1 AND NOT EXISTS (SELECT 1 FROM live WHERE live.id = signals.id) AND ${neitherBlocks('$1::int', 'signals.id')}
     GROUP BY id)
  SELECT (SELECT count(*)::int FROM ranked) AS total,
         (SELECT coalesce(json_agg(json_build_object('card', ${memberCardJson('u', '$1::int')}, 'mutual', r.mutual)
                   ORDER BY r.mutual DESC, r.shared DESC, r.same_industry DESC, r.same_country DESC, r.id), '[]')
            FROM (SELECT * FROM ranked ORDER BY mutual DESC, shared DESC, same_industry DESC, same_country DESC, id LIMIT $2 OFFSET $3) r
            JOIN users u ON u.id = r.id) AS items`;

async function suggestions(db: Queryable, viewer: number, window: { page: number; limit: number; offset: number }, baseUrl: string) {
  const page = await readPage(db, SUGGESTIONS_SQL, [viewer, window.limit, window.offset], window, (row: SuggestionColumns) => ({
    ...memberCard(row.card, baseUrl),
    mutualConnectionsTotal: Number(row.mutual),
  }));
  return page ?? emptyPage(window);
}

/** People you might know: the paged list and the sidebar's first ten. */
export function peopleYouMightKnowRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;

  app.get(
    '/users/people-might-know',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'peopleMightKnow',
        tags: ['users'],
        summary:
          'People I might know, 25 a page: by mutual connections, then shared companies, then same industry, then same country. ' +
          'Never my connections, pending requests either way, declined ones, or me.',
        querystring: PageQuery(PEOPLE_YOU_MIGHT_KNOW_PAGE_SIZE),
        response: { 200: Paged(SuggestedMember) },
      },
    },
    async (request) =>
      suggestions(
        db,
        requireViewer(request).userId,
        pageWindow(request.query, PEOPLE_YOU_MIGHT_KNOW_PAGE_SIZE),
        publicBaseUrl(request, config),
      ),
  );

  app.get(
    '/member-connection/suggested-connections',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'suggestedConnections',
        tags: ['network'],
        summary: `The first ${SUGGESTED_CONNECTIONS} people I might know (the sidebar), ranked as peopleMightKnow.`,
        response: { 200: Type.Array(SuggestedMember, { maxItems: SUGGESTED_CONNECTIONS }) },
      },
    },
    async (request) => {
      const page = await suggestions(
        db,
        requireViewer(request).userId,
        { page: 1, limit: SUGGESTED_CONNECTIONS, offset: 0 },
        publicBaseUrl(request, config),
      );
      return page.items;
    },
  );
}
