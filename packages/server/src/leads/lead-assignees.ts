import { Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { type MemberColumns, MemberSummary, memberSummary, memberSummaryColumns } from '../members/member-summary.ts';
import { leadForParty } from './access.ts';
import { recordActivity } from './activities.ts';
import { AssigneeParams, LeadIdParams, ManagerSearchBody } from './schemas.ts';
import { auth, leadWorkKit, tags } from './work-kit.ts';

/** A lead's assignees, their photos as `viewer` may see them. */
export async function assigneesOf(db: Queryable, leadId: number, baseUrl: string, viewer: number | null) {
  const rows = await db.query<MemberColumns>(
    `SELECT ${memberSummaryColumns('u', '$2::int')}
       FROM lead_assignees la JOIN users u ON u.id = la.user_id WHERE la.lead_id = $1 ORDER BY la.created_at, u.id`,
    [leadId, viewer],
  );
  return rows.map((row) => memberSummary(row, baseUrl));
}

/** Managers of the receiving company and of the deal: who may be assigned to a lead. */
const ASSIGNABLE_SQL = `(
  SELECT cm.user_id FROM company_managers cm WHERE cm.company_id = l.receiver_company_id
  UNION SELECT c.owner_id FROM companies c WHERE c.id = l.receiver_company_id AND c.owner_id IS NOT NULL
  UNION SELECT dm.user_id FROM deal_managers dm WHERE dm.deal_id = l.deal_id
)`;

/** Who works a lead: its assignees, assigning and unassigning a manager, and the managers one may assign. */
export function leadAssigneeRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const { baseUrl } = leadWorkKit(context);

  app.get(
    '/lead/assigned/users/:id',
    {
      config: auth,
      schema: {
        operationId: 'leadAssignees',
        tags,
        summary: 'The company managers assigned to a lead.',
        params: LeadIdParams,
        response: { 200: Type.Array(MemberSummary) },
      },
    },
    async (request) => {
      const { lead } = await leadForParty(db, request.params.id, requireViewer(request).userId);
      return assigneesOf(db, lead.id, baseUrl(request), request.viewer?.userId ?? null);
    },
  );

  const assignment = async (leadId: number, managerId: number, viewerId: number) => {
    const { lead, role } = await leadForParty(db, leadId, viewerId);
    if (!role.isLeadManager) throw forbidden(t('forbidden.assign_managers'));
    const assignable = await first(db, `SELECT 1 FROM leads l WHERE l.id = $1 AND $2 IN ${ASSIGNABLE_SQL}`, [lead.id, managerId]);
    if (!assignable) throw badRequest(t('lead.not_manager', { id: managerId }), { b: t('lead.not_manager_field') });
    return lead;
  };

  app.get(
    '/lead/assignee/:a/:b',
    {
      config: auth,
      schema: {
        operationId: 'assignLeadManager',
        tags,
        summary: 'Assign manager {b} (of the deal or its company) to lead {a}; assigning again changes nothing. Answers the assignees.',
        params: AssigneeParams,
        response: { 200: Type.Array(MemberSummary) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const lead = await assignment(request.params.a, request.params.b, viewer.userId);
      const added = await db.query(
        'INSERT INTO lead_assignees (lead_id, user_id, assigned_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id',
        [lead.id, request.params.b, viewer.userId],
      );
      if (added.length > 0) await recordActivity(db, lead.id, viewer.userId, 'assignee_added', { user_id: request.params.b });
      return assigneesOf(db, lead.id, baseUrl(request), request.viewer?.userId ?? null);
    },
  );

  app.delete(
    '/lead/assignee/:a/:b',
    {
      config: auth,
      schema: {
        operationId: 'unassignLeadManager',
        tags,
        summary: 'Take manager {b} off lead {a}. Answers the assignees.',
        params: AssigneeParams,
        response: { 200: Type.Array(MemberSummary) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const lead = await assignment(request.params.a, request.params.b, viewer.userId);
      const removed = await db.query('DELETE FROM lead_assignees WHERE lead_id = $1 AND user_id = $2 RETURNING user_id', [
        lead.id,
        request.params.b,
      ]);
      if (removed.length === 0) throw notFound('assignment');
      await recordActivity(db, lead.id, viewer.userId, 'assignee_removed', { user_id: request.params.b });
      return assigneesOf(db, lead.id, baseUrl(request), request.viewer?.userId ?? null);
    },
  );

  app.post(
    '/lead/assigned/managers/:id/search',
    {
      config: auth,
      schema: {
        operationId: 'searchLeadManagers',
        tags,
        summary: 'Managers of the deal and its company who can be assigned to the lead, by name, username or e-mail (up to 20).',
        params: LeadIdParams,
        body: ManagerSearchBody,
        response: {
          200: Type.Array(
            Type.Object(
              { ...MemberSummary.properties, assigned: Type.Boolean() },
              { title: 'AssignableManager', additionalProperties: false },
            ),
          ),
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { lead, side } = await leadForParty(db, request.params.id, viewer.userId);
      if (side !== 'receiver') throw forbidden(t('forbidden.find_managers'));
      const keyword = (request.body.keyword ?? '').trim().toLowerCase();
      const rows = await db.query<MemberColumns & { assigned: boolean }>(
        `SELECT ${memberSummaryColumns('u', '$3::int')},
                EXISTS (SELECT 1 FROM lead_assignees la WHERE la.lead_id = l.id AND la.user_id = u.id) AS assigned
           FROM leads l JOIN users u ON u.id IN ${ASSIGNABLE_SQL}
          WHERE l.id = $1 AND ($2 = '' OR strpos(lower(u.first_name || ' ' || u.last_name || ' ' || u.username || ' ' || u.email), $2) > 0)
          ORDER BY u.first_name, u.last_name, u.id LIMIT 20`,
        [lead.id, keyword, viewer.userId],
      );
      return rows.map((row) => ({ ...memberSummary(row, baseUrl(request)), assigned: row.assigned }));
    },
  );
}
