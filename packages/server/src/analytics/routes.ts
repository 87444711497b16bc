import type { FastifyRequest } from 'fastify';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { acceptedLanguage, t } from '../i18n/catalogue.ts';
import { companyToManage } from '../members/company-roles.ts';
import { type PageType, pageAnalytics } from './page-analytics.ts';
import { AnalyticsParams, AnalyticsQuery, type AnalyticsRange, DEFAULT_ANALYTICS_RANGE, PageAnalytics } from './schemas.ts';

const tags = ['analytics'];

/** The club, when the viewer owns it or is one of its admins: 404 when it does not exist, 403 otherwise (one statement). */
async function clubToManage(context: ServerContext, clubId: number, viewer: number): Promise<void> {
  const row = await first<{ manages: boolean }>(
    context.db,
    `SELECT (c.owner_id = $2 OR EXISTS (SELECT 1 FROM club_members m WHERE m.club_id = c.id AND m.user_id = $2 AND m.role IN ('owner', 'admin'))) AS manages
       FROM clubs c WHERE c.id = $1`,
    [clubId, viewer],
  );
  if (!row) throw notFound('club');
  if (!row.manages) throw forbidden(t('forbidden.club_analytics'));
}

/** `GET /company/{id}/analytics` and `GET /clubs/{id}/analytics` (docs/analytics.md): a page's figures, to its managers only. */
export function analyticsRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const answer = (request: FastifyRequest, type: PageType, id: number, range: AnalyticsRange | undefined) =>
    pageAnalytics(db, { type, id }, range ?? DEFAULT_ANALYTICS_RANGE, acceptedLanguage(request.headers['accept-language']) ?? 'en');
  const summary = (page: string, managers: string) =>
    `A ${page}’s analytics, to ${managers} only: per UTC day of the range (7, 30 or 90 days ending today) and of the as many ` +
    'days before, followers or members (new, lost, net, at the day’s end), posts, post impressions, likes, comments and ' +
    'shares, page views, deal and product views, showroom visits and leads started; totals of both periods; the top posts; ' +
    'and who visited, as counts by industry, place and company size (never names).';

  app.get(
    '/company/:id/analytics',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'companyAnalytics',
        tags,
        summary: summary('company', 'its owner and managers'),
        params: AnalyticsParams,
        querystring: AnalyticsQuery,
        response: { 200: PageAnalytics },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await companyToManage(db, request.params.id, viewer.userId);
      return answer(request, 'company', request.params.id, request.query.range);
    },
  );

  app.get(
    '/clubs/:id/analytics',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'clubAnalytics',
        tags,
        summary: summary('club', 'its owner and admins'),
        params: AnalyticsParams,
        querystring: AnalyticsQuery,
        response: { 200: PageAnalytics },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await clubToManage(context, request.params.id, viewer.userId);
      return answer(request, 'club', request.params.id, request.query.range);
    },
  );
}
