import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { first, isUniqueViolation } from '../db/database.ts';
import { formFields, multipartRoute, readUploads, type Upload } from '../files/uploads.ts';
import { INDUSTRIES } from '../general/select-lists.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { conflict, notFound } from '../http/errors.ts';
import { COMPANIES_PAGE_SIZE, Paged, pageWindow } from '../http/paging.ts';
import { MAX_ID } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { badRequestField } from '../listings/forms.ts';
import { likePattern } from '../listings/paging.ts';
import { companyToManage, companyToOwn } from '../members/company-roles.ts';
import { notHiddenSql } from '../trust/sql.ts';
import { answerLanguage, slugProblem } from './access.ts';
import { deleteCompany } from './delete.ts';
import { DEMO_COMPANIES } from './demo-companies.ts';
import { allowCompanyImageReads, demoPictureRoute, formImages, type ImageField, onlyImage, removeImages, replaceImage } from './images.ts';
import { managerRoutes } from './managers.ts';
import {
  Company,
  CompanyForm,
  CompanyIdParams,
  CompanyKeyParams,
  CompanyListQuery,
  CompanyPatchForm,
  CompanyType,
  CompanyWithManagers,
  FollowedQuery,
  FollowState,
  MyCompaniesQuery,
  type RemovableField,
  RemoveFieldParams,
  SlugBody,
  VisibilityBody,
} from './schemas.ts';
import { showroomRoutes } from './showroom.ts';
import { timelineRoutes } from './timeline.ts';
import { type CompanyColumns, companyJson, companyTypeName, companyView } from './views.ts';

const tags = ['company'];
const industryIds = new Set(INDUSTRIES.map((industry) => industry.id));
const isForeignKeyViolation = (error: unknown) => (error as { code?: string }).code === '23503';

/** The slug as stored (trimmed, lower-case), or a 400 naming `slug`. */
function checkedSlug(raw: string): string {
  const slug = raw.trim().toLowerCase();
  const problem = slugProblem(slug);
  if (problem) throw badRequestField('slug', t(problem === 'reserved' ? 'company.slug_reserved' : 'company.slug_invalid'));
  return slug;
}

/** The text fields of a create or edit form, checked; the columns they fill. */
function companyColumns(form: CompanyPatchForm): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (form.name !== undefined) columns.name = form.name.trim();
  if (form.slug !== undefined) columns.slug = checkedSlug(form.slug);
  if (form.typeId !== undefined) columns.type_id = form.typeId;
  if (form.about !== undefined) columns.about = form.about.trim() || null;
  if (form.website !== undefined) {
    const website = form.website.trim();
    let url: URL | undefined;
    try {
      url = new URL(website);
    } catch {
      url = undefined;
    }
    if (!url || !(url.protocol === 'http:' || url.protocol === 'https:') || !url.hostname.includes('.'))
      throw badRequestField('website', t('company.web_address'));
    columns.website = website;
  }
  if (form.location !== undefined) columns.location = form.location.trim() || null;
  if (form.industryId !== undefined) {
    if (!industryIds.has(form.industryId)) throw badRequestField('industryId', t('deal.pick_industry'));
    columns.industry_id = form.industryId;
  }
  if (form.foundedYear !== undefined) {
    const year = new Date().getUTCFullYear();
    if (form.foundedYear < 1800 || form.foundedYear > year) throw badRequestField('foundedYear', t('company.founded_year', { year }));
    columns.founded_year = form.foundedYear;
  }
  if (form.size !== undefined) columns.size = form.size;
  return columns;
}

/** What a write of company columns answers when the database refuses it: a taken slug, an unknown type. */
function writeError(error: unknown): unknown {
  if (isUniqueViolation(error)) return conflict(t('code.slug_taken'), 'slug_taken', { slug: t('code.slug_taken') });
  if (isForeignKeyViolation(error)) return badRequestField('typeId', t('company.pick_type'));
  return error;
}

const REMOVED_COLUMN: Record<Exclude<RemovableField, 'logo' | 'cover_image'>, string> = {
  about: 'about',
  website: 'website',
  location: 'location',
  industry: 'industry_id',
  founded_year: 'founded_year',
  size: 'size',
  type: 'type_id',
};

/** Every `/company` route of docs/companies-and-clubs.md but the reviews (listings) and connected accounts (memberships). */
export function companyRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const baseUrl = (request: FastifyRequest) => publicBaseUrl(request, config);
  const imageLimits = { maxFiles: 2, maxFileBytes: config.maxUploadBytes };
  allowCompanyImageReads();
  demoPictureRoute(app, new Map(DEMO_COMPANIES.map((company) => [company.slug, company.name])));

  const view = (request: FastifyRequest) => {
    const base = baseUrl(request);
    const language = answerLanguage(request);
    return (row: CompanyColumns) => companyView(row, base, language);
  };

  /** One company as the viewer sees it, by id or slug, in one statement; 404 when there is none. */
  async function detail(request: FastifyRequest, key: number | string) {
    const byId = typeof key === 'number';
    const row = await first<{ company: CompanyColumns }>(
      db,
      `SELECT ${companyJson('c', '$2::int')} AS company FROM companies c
        WHERE ${byId ? 'c.id = $1::int' : 'lower(c.slug) = lower($1::text)'} AND ${notHiddenSql('c', 'c.owner_id', '$2::int')}`,
      [key, request.viewer?.userId ?? null],
    );
    if (!row) throw notFound('company');
    return view(request)(row.company);
  }

  /** A page of companies: `from` (companies as `c`) filtered by `where`; the page and its total in one statement. */
  async function companyPage(
    request: FastifyRequest,
    query: { page?: number | undefined; limit?: number | undefined },
    list: { from: string; where: string; params: unknown[]; orderBy: string; orderColumns: string; total: string },
  ) {
    const { page, limit, offset } = pageWindow(query, COMPANIES_PAGE_SIZE);
    const n = list.params.length;
    const row = await first<{ total: number; items: CompanyColumns[] }>(
      db,
      `SELECT (${list.total}) AS total,
         (SELECT coalesce(json_agg(x.company ORDER BY x.n), '[]') FROM (
            SELECT ${companyJson('c', '$1::int')} AS company, row_number() OVER (ORDER BY ${list.orderBy}) AS n, ${list.orderColumns}
              FROM ${list.from} WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT $${n + 2} OFFSET $${n + 3}) x) AS items`,
      [request.viewer?.userId ?? null, ...list.params, limit, offset],
    );
    return { items: (row?.items ?? []).map(view(request)), total: Number(row?.total ?? 0), page, limit };
  }

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

  app.get(
    '/company/is-follower/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'isCompanyFollower',
        tags,
        summary: 'Whether I follow a company, and how many follow it.',
        params: CompanyIdParams,
        response: { 200: FollowState },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const row = await first<{ found: boolean; is_follower: boolean; followers: number }>(
        db,
        `SELECT EXISTS (SELECT 1 FROM companies WHERE id = $1) AS found,
                EXISTS (SELECT 1 FROM company_followers WHERE company_id = $1 AND user_id = $2) AS is_follower,
                (SELECT count(*)::int FROM company_followers WHERE company_id = $1) AS followers`,
        [request.params.id, viewer.userId],
      );
      if (!row?.found) throw notFound('company');
      return { isFollower: row.is_follower, followers: Number(row.followers) };
    },
  );

  app.get(
    '/company/:id/follow',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'toggleCompanyFollow',
        tags,
        summary: 'Follow a company, or stop following it when I do (a manager may follow their own page); answers the new state.',
        params: CompanyIdParams,
        response: { 200: FollowState },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      // One statement: remove my follow, or add it when there was none. The count is read in the same statement
      // (its snapshot precedes the change, hence the adjustment); the stored follows stay exact under any concurrency.
      const row = await first<{ found: boolean; is_follower: boolean; followers: number }>(
        db,
        `WITH company AS (SELECT id FROM companies WHERE id = $1),
           removed AS (DELETE FROM company_followers WHERE company_id = $1 AND user_id = $2 RETURNING 1),
           added AS (INSERT INTO company_followers (company_id, user_id) SELECT id, $2 FROM company
                      WHERE NOT EXISTS (SELECT 1 FROM removed) ON CONFLICT DO NOTHING RETURNING 1)
         SELECT EXISTS (SELECT 1 FROM company) AS found, NOT EXISTS (SELECT 1 FROM removed) AS is_follower,
                (SELECT count(*)::int FROM company_followers WHERE company_id = $1) - (SELECT count(*)::int FROM removed)
                  + (SELECT count(*)::int FROM added) AS followers`,
        [request.params.id, viewer.userId],
      );
      if (!row?.found) throw notFound('company');
      return { isFollower: row.is_follower, followers: Math.max(0, Number(row.followers)) };
    },
  );

  app.post(
    '/company/unique-slug-control',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'companySlugAvailable',
        tags,
        summary: 'Whether a company page address is free: false when taken, malformed or reserved.',
        body: SlugBody,
        response: { 200: Type.Object({ available: Type.Boolean() }, { additionalProperties: false }) },
      },
    },
    async (request) => {
      const slug = request.body.slug.trim().toLowerCase();
      if (slugProblem(slug)) return { available: false };
      const taken = await first(db, 'SELECT 1 FROM companies WHERE lower(slug) = $1', [slug]);
      return { available: !taken };
    },
  );

  /** Stores the form's logo and cover for a company and records their addresses. */
  async function storeImages(request: FastifyRequest, companyId: number, images: Partial<Record<ImageField, Upload>>, userId: number) {
    for (const field of ['logo', 'cover_image'] as const) {
      const image = images[field];
      if (!image) continue;
      const address = await replaceImage(context, field, companyId, image, userId, baseUrl(request));
      await db.query(`UPDATE companies SET ${field} = $2, updated_at = now() WHERE id = $1`, [companyId, address]);
    }
  }

  app.post(
    '/company',
    {
      ...multipartRoute,
      config: { auth: 'required' },
      schema: {
        operationId: 'createCompany',
        tags,
        summary: 'Create a company page (multipart: name and slug required, files logo and cover_image); the creator is its owner.',
        consumes: ['multipart/form-data'],
        body: CompanyForm,
        response: { 201: Company },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { fields, files } = await readUploads(request, imageLimits);
      const form = formFields(CompanyForm, fields);
      const columns = companyColumns(form);
      const images = formImages(files, ['logo', 'cover_image']);
      const names = Object.keys(columns);
      let id: number;
      try {
        const rows = await db.query<{ id: number }>(
          `INSERT INTO companies (${[...names, 'owner_id'].join(', ')}) VALUES (${[...names, 'owner_id'].map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
          [...Object.values(columns), viewer.userId],
        );
        id = (rows[0] as { id: number }).id;
      } catch (error) {
        throw writeError(error);
      }
      await storeImages(request, id, images, viewer.userId);
      reply.code(201);
      return detail(request, id);
    },
  );

  app.patch(
    '/company/:id',
    {
      ...multipartRoute,
      config: { auth: 'required' },
      schema: {
        operationId: 'updateCompany',
        tags,
        summary: 'Change a company page (its owner or managers): multipart, the fields to change, files logo and cover_image.',
        consumes: ['multipart/form-data'],
        params: CompanyIdParams,
        body: CompanyPatchForm,
        response: { 200: Company },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const company = await companyToManage(db, request.params.id, viewer.userId);
      const { fields, files } = await readUploads(request, imageLimits);
      const form = formFields(CompanyPatchForm, fields);
      const columns = companyColumns(form);
      const images = formImages(files, ['logo', 'cover_image']);
      const names = Object.keys(columns);
      if (names.length > 0) {
        try {
          await db.query(
            `UPDATE companies SET ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
            [company.id, ...Object.values(columns)],
          );
        } catch (error) {
          throw writeError(error);
        }
      }
      await storeImages(request, company.id, images, viewer.userId);
      return detail(request, company.id);
    },
  );

  for (const field of ['logo', 'cover_image'] as const) {
    app.patch(
      `/company/:id/${field}`,
      {
        ...multipartRoute,
        config: { auth: 'required' },
        schema: {
          operationId: field === 'logo' ? 'updateCompanyLogo' : 'updateCompanyCoverImage',
          tags,
          summary: `Replace a company’s ${field === 'logo' ? 'logo' : 'cover image'} (its owner or managers): a multipart form with one \`${field}\` image.`,
          consumes: ['multipart/form-data'],
          params: CompanyIdParams,
          body: Type.Object({ [field]: Type.String({ format: 'binary' }) }, { additionalProperties: false }),
          response: { 200: Company },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const company = await companyToManage(db, request.params.id, viewer.userId);
        const { fields, files } = await readUploads(request, { ...imageLimits, maxFiles: 1 });
        const image = onlyImage(fields, files, field);
        await storeImages(request, company.id, { [field]: image }, viewer.userId);
        return detail(request, company.id);
      },
    );
  }

  app.patch(
    '/company/:id/:field/remove',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'removeCompanyField',
        tags,
        summary:
          'Empty one field of a company page (its owner or managers): about, website, location, industry, founded_year, size, type, logo or cover_image.',
        params: RemoveFieldParams,
        response: { 200: Company },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const company = await companyToManage(db, request.params.id, viewer.userId);
      const { field } = request.params;
      if (field === 'logo' || field === 'cover_image') {
        await db.query(`UPDATE companies SET ${field} = NULL, updated_at = now() WHERE id = $1`, [company.id]);
        await removeImages(context, field, [company.id]);
      } else {
        await db.query(`UPDATE companies SET ${REMOVED_COLUMN[field]} = NULL, updated_at = now() WHERE id = $1`, [company.id]);
      }
      return detail(request, company.id);
    },
  );

  app.patch(
    '/company/:id/profile-picture/visibility',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'setCompanyPictureVisibility',
        tags,
        summary: 'Choose who sees the company’s logo (its owner or managers): public, or members (signed in); answers the company.',
        params: CompanyIdParams,
        body: VisibilityBody,
        response: { 200: Company },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const company = await companyToManage(db, request.params.id, viewer.userId);
      await db.query('UPDATE companies SET profile_picture_visibility = $2, updated_at = now() WHERE id = $1', [
        company.id,
        request.body.visibility,
      ]);
      return detail(request, company.id);
    },
  );

  app.delete(
    '/company/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'deleteCompany',
        tags,
        summary:
          'Delete a company page (its owner only): its deals, products, posts, showroom and pictures go with it; leads stay with their parties.',
        params: CompanyIdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const company = await companyToOwn(db, request.params.id, viewer.userId);
      await deleteCompany(context, company.id);
      reply.code(204);
      return null;
    },
  );

  showroomRoutes(app, context);
  timelineRoutes(app, context);
  managerRoutes(app, context);

  // Registered last among the GETs of one segment: a fixed path (types, my, followed) is never read as a slug.
  app.get(
    '/company/:id',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'company',
        tags,
        summary: 'A company page, by id or by slug.',
        params: CompanyKeyParams,
        response: { 200: Company },
      },
    },
    async (request) => {
      const key = request.params.id;
      if (/^\d+$/.test(key)) {
        const id = Number(key);
        if (id < 1 || id > MAX_ID) throw notFound('company');
        return detail(request, id);
      }
      return detail(request, key);
    },
  );
}
