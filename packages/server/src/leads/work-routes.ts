import { listFiles } from '../files/files.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { leadForParty } from './access.ts';
import { activitiesOf, leadActivityRoutes } from './lead-activities.ts';
import { assigneesOf, leadAssigneeRoutes } from './lead-assignees.ts';
import { commentsOf, leadCommentRoutes } from './lead-comments.ts';
import { leadFileRoutes } from './lead-files.ts';
import { leadTaskRoutes, tasksOf } from './lead-tasks.ts';
import { LeadIdParams } from './schemas.ts';
import { LeadDetails, loadLeadView } from './views.ts';
import { auth, leadWorkKit, tags } from './work-kit.ts';

/** The work on a lead (docs/leads.md): its page, then one module a part (files, tasks, comments, activities, assignees), registered in this order. */
export function leadWorkRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const { baseUrl } = leadWorkKit(context);

  app.get(
    '/lead/details/:id',
    {
      config: auth,
      schema: {
        operationId: 'leadDetails',
        tags,
        summary: 'The lead page: the lead with its tasks, comments, files, newest activities and assignees.',
        params: LeadIdParams,
        response: { 200: LeadDetails },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { lead } = await leadForParty(db, request.params.id, viewer.userId);
      const base = baseUrl(request);
      return {
        ...(await loadLeadView(db, lead.id, viewer.userId, base)),
        tasks: await tasksOf(db, lead.id),
        comments: await commentsOf(db, lead.id, base, viewer.userId),
        files: (await listFiles(db, 'lead', [lead.id])).get(lead.id) ?? [],
        activities: await activitiesOf(db, lead.id, base, viewer.userId, 20),
        assignees: await assigneesOf(db, lead.id, base, viewer.userId),
      };
    },
  );

  leadFileRoutes(app, context);
  leadTaskRoutes(app, context);
  leadCommentRoutes(app, context);
  leadActivityRoutes(app, context);
  leadAssigneeRoutes(app, context);
}
