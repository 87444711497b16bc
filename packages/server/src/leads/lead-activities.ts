import { Type } from 'typebox';
import type { Queryable } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { leadForParty } from './access.ts';
import { type ActivityRow, activityViews } from './activities.ts';
import { LeadIdParams } from './schemas.ts';
import { LeadActivity } from './views.ts';
import { auth, leadWorkKit, tags } from './work-kit.ts';

export async function activitiesOf(db: Queryable, leadId: number, baseUrl: string, viewer: number | null, limit?: number) {
  const rows = await db.query<ActivityRow>(
    `SELECT * FROM lead_activities WHERE lead_id = $1 ORDER BY id DESC${limit ? ` LIMIT ${limit}` : ''}`,
    [leadId],
  );
  return activityViews(db, rows, baseUrl, viewer);
}

/** A lead's activity log. */
export function leadActivityRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const { baseUrl } = leadWorkKit(context);

  app.get(
    '/lead/activities/:id',
    {
      config: auth,
      schema: {
        operationId: 'leadActivities',
        tags,
        summary: 'Every change to a lead, newest first, with who made it and when.',
        params: LeadIdParams,
        response: { 200: Type.Array(LeadActivity) },
      },
    },
    async (request) => {
      const { lead } = await leadForParty(db, request.params.id, requireViewer(request).userId);
      return activitiesOf(db, lead.id, baseUrl(request), request.viewer?.userId ?? null);
    },
  );
}
