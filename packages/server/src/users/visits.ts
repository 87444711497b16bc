import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { MemberCard, type MemberCardColumns, memberCard, memberCardJson } from '../members/member-card.ts';
import { iso, SectionParams } from './sections.ts';

export const VISIT_LOGS_PAGE_SIZE = 25;

const ProfileVisit = Type.Object(
  { visitor: MemberCard, visited_at: Type.String({ format: 'date-time', description: 'Their first view that day.' }) },
  { title: 'ProfileVisit', additionalProperties: false },
);

export function visitRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const tags = ['users'];

  app.post(
    '/users/visit-profile/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'visitProfile',
        tags,
        summary:
          'Record that you viewed a member’s profile: at most once a viewer a day. Your own profile is never recorded ({ recorded: false }).',
        params: SectionParams,
        response: { 200: Type.Object({ recorded: Type.Boolean() }, { additionalProperties: false }) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const row = await first<{ found: boolean; recorded: boolean }>(
        db,
        `WITH target AS (SELECT id FROM users WHERE id = $2),
              recorded AS (INSERT INTO profile_visits (viewer_id, visited_id)
                           SELECT $1, id FROM target WHERE id <> $1 ON CONFLICT DO NOTHING RETURNING id)
         SELECT EXISTS (SELECT 1 FROM target) AS found, EXISTS (SELECT 1 FROM recorded) AS recorded`,
        [viewer.userId, request.params.id],
      );
      if (!row?.found) throw notFound('member');
      return { recorded: row.recorded };
    },
  );

  app.get(
    '/users/visit-logs',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'visitLogs',
        tags,
        summary: `Who viewed your profile, newest first (one entry a visitor a day; ${VISIT_LOGS_PAGE_SIZE} a page).`,
        querystring: PageQuery(VISIT_LOGS_PAGE_SIZE),
        response: { 200: Paged(ProfileVisit) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { page, limit, offset } = pageWindow(request.query, VISIT_LOGS_PAGE_SIZE);
      // The page and its total in one statement; an empty page still answers the total.
      const rows = await db.query<{ list_total: number; visitor: MemberCardColumns | null; visited_at: Date | string | null }>(
        `SELECT t.list_total, p.visitor, p.visited_at
           FROM (SELECT count(*)::int AS list_total FROM profile_visits WHERE visited_id = $1) t
           LEFT JOIN LATERAL (
             SELECT ${memberCardJson('u', '$1::int')} AS visitor, v.visited_at, row_number() OVER (ORDER BY v.visited_at DESC, v.id DESC) AS position
               FROM (SELECT viewer_id, visited_at, id FROM profile_visits WHERE visited_id = $1
                      ORDER BY visited_at DESC, id DESC LIMIT $2 OFFSET $3) v
               JOIN users u ON u.id = v.viewer_id) p ON true
          ORDER BY p.position`,
        [viewer.userId, limit, offset],
      );
      const baseUrl = publicBaseUrl(request, config);
      return {
        items: rows.flatMap((row) =>
          row.visitor === null || row.visited_at === null
            ? []
            : [{ visitor: memberCard(row.visitor, baseUrl), visited_at: iso(row.visited_at) }],
        ),
        total: rows[0]?.list_total ?? 0,
        page,
        limit,
      };
    },
  );
}
