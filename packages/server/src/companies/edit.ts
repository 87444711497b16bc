import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { first, isUniqueViolation } from '../db/database.ts';
import { formFields, multipartRoute, readUploads, type Upload } from '../files/uploads.ts';
import { INDUSTRIES } from '../general/select-lists.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { conflict } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { badRequestField } from '../listings/forms.ts';
import { companyToManage } from '../members/company-roles.ts';
import { slugProblem } from './access.ts';
import { formImages, type ImageField, onlyImage, replaceImage } from './images.ts';
import { companyRouteKit, tags } from './route-kit.ts';
import { Company, CompanyForm, CompanyIdParams, CompanyPatchForm, SlugBody } from './schemas.ts';

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

/** Creating a company and editing its page: the slug check, the create and edit forms, the logo and cover image. */
export function companyEditRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const { baseUrl, detail } = companyRouteKit(context);
  const imageLimits = { maxFiles: 2, maxFileBytes: config.maxUploadBytes };

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
}
