import { Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { Id } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { PARTY_SQL } from './access.ts';
import { type ActivityRow, activityViews } from './activities.ts';
import { LEAD_STATUSES, LEAD_TYPES } from './rules.ts';
import { LeadActivity } from './views.ts';

/** The statistics every scope answers (docs/leads.md). */
export const LEAD_STATS = ['status', 'types', 'conversion', 'budget', 'pipeline'] as const;
export type LeadStat = (typeof LEAD_STATS)[number];
/** Activities a page of the activity section. */
export const ACTIVITY_SECTION_PAGE_SIZE = 10;

const StatParams = Type.Object(
  {
    stat: Type.Union(
      [Type.Literal('status'), Type.Literal('types'), Type.Literal('conversion'), Type.Literal('budget'), Type.Literal('pipeline')],
      { description: 'status, types, conversion, budget (accepted final budgets by currency) or pipeline (open budgets by currency).' },
    ),
  },
  { additionalProperties: false },
);

const LeadStatistic = Type.Object(
  {
    scope: Type.Union([Type.Literal('general'), Type.Literal('personal'), Type.Literal('club'), Type.Literal('club-detail')]),
    stat: Type.String(),
    values: Type.Record(Type.String(), Type.Number(), { description: 'Named numbers, e.g. { todo: 3, accepted: 1, … } or { EUR: 1500 }.' }),
  },
  { title: 'LeadStatistic', additionalProperties: false },
);

/** Computes one statistic over the leads `l` matching `where` (SQL over the parameters given). */
export async function leadStatistic(db: Queryable, stat: LeadStat, where: string, params: unknown[]): Promise<Record<string, number>> {
  const rowsOf = <Row>(select: string, tail = '') => db.query<Row>(`SELECT ${select} FROM leads l WHERE ${where} ${tail}`, params);
  switch (stat) {
    case 'status': {
      const rows = await rowsOf<{ key: string; n: number | string }>('l.status AS key, count(*) AS n', 'GROUP BY l.status');
      return countsOf(LEAD_STATUSES, rows);
    }
    case 'types': {
      const rows = await rowsOf<{ key: string; n: number | string }>('l.type AS key, count(*) AS n', 'GROUP BY l.type');
      return countsOf(LEAD_TYPES, rows);
    }
    case 'conversion': {
      const status = countsOf(
        LEAD_STATUSES,
        await rowsOf<{ key: string; n: number | string }>('l.status AS key, count(*) AS n', 'GROUP BY l.status'),
      );
      const closed = (status.accepted ?? 0) + (status.refused ?? 0);
      // Accepted share of the decided leads, in percent; open leads are not decided yet.
      const rate = closed === 0 ? 0 : Math.round(((status.accepted ?? 0) / closed) * 1000) / 10;
      return {
        accepted: status.accepted ?? 0,
        refused: status.refused ?? 0,
        closed,
        open: (status.todo ?? 0) + (status['in-progress'] ?? 0),
        rate,
      };
    }
    case 'budget':
    case 'pipeline': {
      const amount = stat === 'budget' ? 'l.final_budget' : 'coalesce(l.final_budget, l.budget)';
      const statuses = stat === 'budget' ? `('accepted')` : `('todo', 'in-progress')`;
      const rows = await rowsOf<{ key: string; n: number | string }>(
        `coalesce(l.currency, 'unknown') AS key, sum(${amount}) AS n`,
        `AND l.status IN ${statuses} AND ${amount} IS NOT NULL GROUP BY 1 ORDER BY 1`,
      );
      return Object.fromEntries(rows.map((row) => [row.key, Number(row.n)]));
    }
  }
}

function countsOf(keys: readonly string[], rows: Array<{ key: string; n: number | string }>): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(keys.map((key) => [key, 0]));
  for (const row of rows) counts[row.key] = Number(row.n);
  counts.total = rows.reduce((sum, row) => sum + Number(row.n), 0);
  return counts;
}

/** Sums of other members' budgets: not shown platform-wide. */
const PRIVATE_AMOUNTS = new Set<string>(['budget', 'pipeline']);

export function leadStatisticsRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const auth = { auth: 'required' as const };
  const tags = ['leads'];

  const scopes = [
    {
      scope: 'general' as const,
      operationId: 'generalLeadStatistic',
      summary: 'A statistic over every lead on Dealgrow: counts only (status, types, conversion); budget and pipeline answer 403.',
      where: () => 'true',
    },
    {
      scope: 'personal' as const,
      operationId: 'personalLeadStatistic',
      summary: 'A statistic over the leads the member is a party to or assigned to.',
      where: () => PARTY_SQL('l', '$1'),
    },
    {
      scope: 'club' as const,
      operationId: 'clubLeadStatistic',
      summary: 'A statistic over the member’s leads that came through a club.',
      where: () => `${PARTY_SQL('l', '$1')} AND l.club_id IS NOT NULL`,
    },
  ];
  for (const scope of scopes) {
    app.get(
      `/lead/${scope.scope}/:stat`,
      {
        config: auth,
        schema: { operationId: scope.operationId, tags, summary: scope.summary, params: StatParams, response: { 200: LeadStatistic } },
      },
      async (request) => {
        const viewer = requireViewer(request);
        // Platform-wide, members see how many leads there are and how they fare, never other members' money
        // (docs/leads.md, "Who reads which statistics").
        if (scope.scope === 'general' && PRIVATE_AMOUNTS.has(request.params.stat)) throw forbidden(t('forbidden.general_amounts'));
        const params = scope.scope === 'general' ? [] : [viewer.userId];
        return {
          scope: scope.scope,
          stat: request.params.stat,
          values: await leadStatistic(db, request.params.stat, scope.where(), params),
        };
      },
    );
  }

  app.get(
    '/lead/club-detail/:stat',
    {
      config: auth,
      schema: {
        operationId: 'clubDetailLeadStatistic',
        tags,
        summary: 'A statistic over the member’s leads that came through one club (?club_id).',
        params: StatParams,
        querystring: Type.Object({ club_id: Id({ description: 'The club.' }) }, { additionalProperties: false }),
        response: { 200: LeadStatistic },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const where = `${PARTY_SQL('l', '$1')} AND l.club_id = $2`;
      const values = await leadStatistic(db, request.params.stat, where, [viewer.userId, request.query.club_id]);
      return { scope: 'club-detail' as const, stat: request.params.stat, values };
    },
  );

  app.get(
    '/lead/activity-section/:id',
    {
      config: auth,
      schema: {
        operationId: 'leadActivitySection',
        tags,
        summary: 'Company {id}’s lead activity, newest first (10 a page), for its owner and managers.',
        params: Type.Object({ id: Id({ description: 'The company id.' }) }, { additionalProperties: false }),
        querystring: PageQuery(ACTIVITY_SECTION_PAGE_SIZE),
        response: { 200: Paged(LeadActivity) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const company = await first<{ manages: boolean }>(
        db,
        `SELECT (c.owner_id = $2 OR EXISTS (SELECT 1 FROM company_managers cm WHERE cm.company_id = c.id AND cm.user_id = $2)) AS manages
           FROM companies c WHERE c.id = $1`,
        [request.params.id, viewer.userId],
      );
      if (!company) throw notFound('company');
      if (!company.manages) throw forbidden(t('forbidden.company_activity'));
      const { page, limit, offset } = pageWindow(request.query, ACTIVITY_SECTION_PAGE_SIZE);
      const where = 'a.lead_id IN (SELECT id FROM leads WHERE receiver_company_id = $1)';
      const total = await first<{ n: number | string }>(db, `SELECT count(*) AS n FROM lead_activities a WHERE ${where}`, [
        request.params.id,
      ]);
      const rows = await db.query<ActivityRow>(
        `SELECT a.* FROM lead_activities a WHERE ${where} ORDER BY a.id DESC LIMIT ${limit} OFFSET ${offset}`,
        [request.params.id],
      );
      return {
        items: await activityViews(db, rows, publicBaseUrl(request, config), request.viewer?.userId ?? null),
        total: Number(total?.n ?? 0),
        page,
        limit,
      };
    },
  );
}
