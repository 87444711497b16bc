import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { COMPANIES_PAGE_SIZE, Paged } from '../http/paging.ts';
import { likePattern } from '../listings/paging.ts';
import { answerLanguage } from './access.ts';
import { companyRouteKit, tags } from './route-kit.ts';
import { Company, CompanyListQuery, CompanyType, CompanyWithManagers, FollowedQuery, MyCompaniesQuery } from './schemas.ts';
import { type CompanyColumns, companyJson, companyTypeName } from './views.ts';

/** The company lists: all companies (searched, by industry), the company types, mine and the ones I follow. */
export function companyListRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const { view, companyPage } = companyRouteKit(context);

  app.get(
    '/company',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'companies',
        tags,
        summary: `All companies, newest first (${COMPANIES_PAGE_SIZE} a page); \`q\` matches words of the name.`,
        querystring: CompanyListQuery,
        response: { 200: Paged(Company) },
      },
    },
    async (request) => {
      const q = request.query.q?.trim();
      // Hidden companies (docs/accounts.md "Blocking and reporting") are skipped.
      const where = q ? 'c.hidden_at IS NULL AND lower(c.name) LIKE lower($2)' : 'c.hidden_at IS NULL';
      return companyPage(request, request.query, {
        from: 'companies c',
        where,
        params: q ? [likePattern(q)] : [],
        // Index companies_newest; the name search by companies_name_trgm.
        orderBy: 'c.created_at DESC, c.id DESC',
        orderColumns: 'c.created_at, c.id',
        total: `SELECT count(*)::int FROM companies c WHERE ${where}`,
      });
    },
  );

  app.get(
    '/company/types',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'companyTypes',
        tags,
        summary: 'The company types a page may take (LinkedIn’s), named in the answer’s language.',
        response: { 200: Type.Array(CompanyType) },
      },
    },
    async (request) => {
      const language = answerLanguage(request);
      const rows = await db.query<{ id: number; key: string }>('SELECT id, key FROM company_types ORDER BY position, id');
      return rows.map((row) => ({ id: row.id, key: row.key, name: companyTypeName(row.key, language) }));
    },
  );

  app.get(
    '/company/my',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'myCompanies',
        tags,
        summary: 'The companies I own or manage (owned first, then by name); with includeManagers=1 each comes with its managers.',
        querystring: MyCompaniesQuery,
        response: { 200: Type.Array(CompanyWithManagers) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const managers = request.query.includeManagers === '1' || request.query.includeManagers === 'true';
      const row = await first<{ items: CompanyColumns[] }>(
        db,
        `SELECT coalesce(json_agg(x.company ORDER BY x.owner DESC, lower(x.name), x.id), '[]') AS items FROM (
           SELECT ${companyJson('c', '$1::int', { managers })} AS company, c.name, c.id,
                  (c.owner_id = $1 OR m.role = 'owner') AS owner
             FROM company_managers m JOIN companies c ON c.id = m.company_id WHERE m.user_id = $1
           UNION ALL
           SELECT ${companyJson('c', '$1::int', { managers })}, c.name, c.id, true FROM companies c
            WHERE c.owner_id = $1 AND NOT EXISTS (SELECT 1 FROM company_managers o WHERE o.company_id = c.id AND o.user_id = $1)) x`,
        [viewer.userId],
      );
      return (row?.items ?? []).map(view(request));
    },
  );

  app.get(
    '/company/followed',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'followedCompanies',
        tags,
        summary: `The companies I follow, newest follow first (${COMPANIES_PAGE_SIZE} a page).`,
        querystring: FollowedQuery,
        response: { 200: Paged(Company) },
      },
    },
    async (request) => {
      requireViewer(request);
      // Index company_followers_user_newest.
      return companyPage(request, request.query, {
        from: 'company_followers f JOIN companies c ON c.id = f.company_id',
        where: 'f.user_id = $1::int',
        params: [],
        orderBy: 'f.created_at DESC, f.company_id DESC',
        orderColumns: 'f.created_at, f.company_id',
        total: 'SELECT count(*)::int FROM company_followers f WHERE f.user_id = $1::int',
      });
    },
  );
}
