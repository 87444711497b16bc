import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, conflict, forbidden, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { badRequestField } from '../listings/forms.ts';
import { companyToManage } from '../members/company-roles.ts';
import { AddManagerBody, CompanyIdParams, CompanyManager, RemoveManagerParams } from './schemas.ts';
import { type ManagerColumns, managersJson, managerView } from './views.ts';

/** Lead statuses still being worked: a leaving manager's assignments on them pass to whoever takes over. */
const OPEN_LEAD_STATUSES = ['todo', 'in-progress'];

/** Who manages a company (docs/companies-and-clubs.md): list, add, remove; a company always keeps an owner. */
export function managerRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const tags = ['company'];

  app.get(
    '/company/:id/managers',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'companyManagers',
        tags,
        summary: 'A company’s owner and managers, owners first (its owner or managers only).',
        params: CompanyIdParams,
        response: { 200: Type.Array(CompanyManager) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      // The company, the viewer's right and the managers in one statement.
      const row = await first<{ found: boolean; allowed: boolean; managers: ManagerColumns[] }>(
        db,
        `SELECT EXISTS (SELECT 1 FROM companies WHERE id = $1) AS found,
                (EXISTS (SELECT 1 FROM company_managers WHERE company_id = $1 AND user_id = $2)
                  OR EXISTS (SELECT 1 FROM companies WHERE id = $1 AND owner_id = $2)) AS allowed,
                ${managersJson('$1::int', '$2::int')} AS managers`,
        [request.params.id, viewer.userId],
      );
      if (!row?.found) throw notFound('company');
      if (!row.allowed) throw forbidden(t('forbidden.company_manager'));
      const baseUrl = publicBaseUrl(request, config);
      return row.managers.map((manager) => managerView(manager, baseUrl));
    },
  );

  app.post(
    '/company/:id/managers',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'addCompanyManager',
        tags,
        summary: 'Make a member a manager of a company (its owner or managers; only an owner makes another owner, always a lead manager).',
        params: CompanyIdParams,
        body: AddManagerBody,
        response: { 201: CompanyManager },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const company = await companyToManage(db, request.params.id, viewer.userId);
      const role = request.body.role ?? 'manager';
      if (role === 'owner' && company.role !== 'owner') throw forbidden(t('forbidden.add_company_owner'));
      const lead = role === 'owner' || request.body.isLeadManager === true;
      const rows = await db.query<{ user_id: number }>(
        `INSERT INTO company_managers (company_id, user_id, is_lead_manager, role) SELECT $1, u.id, $3, $4 FROM users u WHERE u.id = $2
         ON CONFLICT DO NOTHING RETURNING user_id`,
        [company.id, request.body.userId, lead, role],
      );
      if (!rows[0]) {
        const known = await first(db, 'SELECT 1 FROM users WHERE id = $1', [request.body.userId]);
        if (!known) throw badRequestField('userId', t('company.unknown_member'));
        throw conflict(t('company.already_manager'));
      }
      const row = await first<{ managers: ManagerColumns[] }>(db, `SELECT ${managersJson('$1::int', '$3::int', '$2::int')} AS managers`, [
        company.id,
        request.body.userId,
        viewer.userId,
      ]);
      const added = row?.managers[0];
      if (!added) throw notFound('company_manager');
      reply.code(201);
      return managerView(added, publicBaseUrl(request, config));
    },
  );

  app.delete(
    '/company/:id/managers/:a/:b/:c',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'removeCompanyManager',
        tags,
        summary:
          'Remove manager {a} from a company; {b}: the manager who takes over their open leads (0: the owner); {c}: 1 also removes them from the company’s deals’ managers. ' +
          'Only the owner removes others; a manager may remove themselves; the last owner cannot be removed (409 last_owner).',
        params: RemoveManagerParams,
        response: { 204: Type.Null({ description: 'Removed.' }) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { a, b, c } = request.params;
      const company = await companyToManage(db, request.params.id, viewer.userId);
      if (a !== viewer.userId && company.role !== 'owner') throw forbidden(t('forbidden.remove_company_manager'));
      if (b === a) throw badRequestField('b', t('company.takeover_not_manager'));
      await db.transaction(async (tx) => {
        // One removal at a time a company: two owners removing each other cannot leave it without one.
        await tx.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [company.id]);
        const managers = await tx.query<{ user_id: number; role: 'owner' | 'manager' }>(
          'SELECT user_id, role FROM company_managers WHERE company_id = $1',
          [company.id],
        );
        const removed = managers.find((manager) => manager.user_id === a);
        if (!removed) throw notFound('company_manager');
        const owners = managers.filter((manager) => manager.role === 'owner' && manager.user_id !== a);
        if (removed.role === 'owner' && owners.length === 0) throw new ApiError(409, 'last_owner', t('code.last_owner'));
        if (b !== 0 && !managers.some((manager) => manager.user_id === b)) throw badRequestField('b', t('company.takeover_not_manager'));
        const takeover = b !== 0 ? b : (owners[0]?.user_id as number);
        // Their assignments on the company's open leads pass to whoever takes over.
        await tx.query(
          `INSERT INTO lead_assignees (lead_id, user_id, assigned_by)
           SELECT la.lead_id, $3, $4 FROM lead_assignees la JOIN leads l ON l.id = la.lead_id
            WHERE la.user_id = $2 AND l.receiver_company_id = $1 AND l.status = ANY($5::text[]) ON CONFLICT DO NOTHING`,
          [company.id, a, takeover, viewer.userId, OPEN_LEAD_STATUSES],
        );
        await tx.query(
          `DELETE FROM lead_assignees la USING leads l
            WHERE l.id = la.lead_id AND la.user_id = $2 AND l.receiver_company_id = $1 AND l.status = ANY($3::text[])`,
          [company.id, a, OPEN_LEAD_STATUSES],
        );
        if (c === 1) {
          await tx.query('DELETE FROM deal_managers dm USING deals d WHERE d.id = dm.deal_id AND d.company_id = $1 AND dm.user_id = $2', [
            company.id,
            a,
          ]);
        }
        await tx.query('DELETE FROM company_managers WHERE company_id = $1 AND user_id = $2', [company.id, a]);
        // owner_id names an owner still there (the readers of owner_id and the session user's grants follow it).
        await tx.query(
          `UPDATE companies SET owner_id = (SELECT user_id FROM company_managers WHERE company_id = $1 AND role = 'owner' ORDER BY created_at, user_id LIMIT 1)
            WHERE id = $1 AND owner_id = $2`,
          [company.id, a],
        );
      });
      reply.code(204);
      return null;
    },
  );
}
