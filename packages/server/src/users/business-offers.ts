import { type Static, Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import {
  allowFileReads,
  deleteFile,
  deleteOwnerFiles,
  type FileRow,
  filesAggregate,
  fileView,
  storeFiles,
  UploadedFile,
} from '../files/files.ts';
import { formFields, multipartRoute, readUploads } from '../files/uploads.ts';
import { CATEGORIES } from '../general/select-lists.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { Id, Nullable, Text } from '../http/schema.ts';
import { checkSelections } from '../listings/forms.ts';
import { industryName } from '../listings/rows.ts';
import { iso, MAX_BUSINESS_OFFERS, SectionParams, setClauses, tooMany } from './sections.ts';

const MAX_OFFER_FILES = 10;
const MAX_TAGS = 20;

const OfferState = Type.Union([Type.Literal('active'), Type.Literal('inactive')], {
  description: 'active: shown to everyone; inactive: only its owner sees it.',
});

/** SPEC §3 "Business offer". */
export const BusinessOffer = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer(),
    title: Type.String(),
    description: Nullable(Type.String()),
    tags: Type.Array(Type.String()),
    category_id: Nullable(Type.Integer()),
    category: Nullable(Type.String()),
    industry_id: Nullable(Type.Integer()),
    industry: Nullable(Type.String()),
    state: OfferState,
    country: Nullable(Type.String({ description: 'Two-letter country code.' })),
    files: Type.Array(UploadedFile),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'BusinessOffer', additionalProperties: false },
);
export type BusinessOffer = Static<typeof BusinessOffer>;

const offerFields = {
  title: Text({ minLength: 1, maxLength: 200, blank: false }),
  description: Type.Optional(Text({ maxLength: 5000 })),
  tags: Type.Optional(
    Type.Array(Text({ minLength: 1, maxLength: 50, blank: false }), { maxItems: MAX_TAGS, description: 'Repeat the field.' }),
  ),
  category_id: Type.Optional(Id({ description: 'From GET /categories.' })),
  industry_id: Type.Optional(Id({ description: 'From GET /industries.' })),
  state: Type.Optional(OfferState),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'Two-letter country code.' })),
  files: Type.Optional(Type.Array(Type.String({ format: 'binary' }), { description: 'Files to attach (repeat the field).' })),
};
const BusinessOfferForm = Type.Object(offerFields, { additionalProperties: false });
const BusinessOfferPatchForm = Type.Object(
  {
    ...Type.Partial(Type.Object(offerFields)).properties,
    removed_files: Type.Optional(Type.Array(Id(), { maxItems: 20, description: 'Ids of attached files to delete.' })),
  },
  { additionalProperties: false },
);

export interface BusinessOfferRow {
  id: number;
  user_id: number;
  title: string;
  description: string | null;
  tags: string[];
  category_id: number | null;
  industry_id: number | null;
  state: 'active' | 'inactive';
  country: string | null;
  files: FileRow[];
  created_at: Date | string;
  updated_at: Date | string;
}

const OFFER_COLUMNS = `o.id, o.user_id, o.title, o.description, o.tags, o.category_id, o.industry_id, o.state, o.country,
  ${filesAggregate('business_offer', 'o.id')} AS files, o.created_at, o.updated_at`;

/**
 * SQL: member `userId`'s business offers as a JSON array, newest first, each with its files; inactive ones only
 * when `viewer` (an int expression) is the member.
 */
export function businessOffersAggregate(userId: string, viewer: string): string {
  return `(SELECT coalesce(json_agg(x ORDER BY x.created_at DESC, x.id DESC), '[]') FROM (
      SELECT ${OFFER_COLUMNS} FROM business_offers o
       WHERE o.user_id = ${userId} AND (o.state = 'active' OR o.user_id = ${viewer})) x)`;
}

const categoryNames = new Map(CATEGORIES.map((category) => [category.id, category.name]));

export function businessOfferView(row: BusinessOfferRow): BusinessOffer {
  return {
    id: row.id,
    user_id: row.user_id,
    title: row.title,
    description: row.description,
    tags: row.tags,
    category_id: row.category_id,
    category: row.category_id === null ? null : (categoryNames.get(row.category_id) ?? null),
    industry_id: row.industry_id,
    industry: industryName(row.industry_id),
    state: row.state,
    country: row.country,
    files: row.files.map(fileView),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

async function selectOffer(db: Queryable, id: number): Promise<BusinessOffer> {
  const row = await first<BusinessOfferRow>(db, `SELECT ${OFFER_COLUMNS} FROM business_offers o WHERE o.id = $1`, [id]);
  if (!row) throw notFound('business_offer');
  return businessOfferView(row);
}

/** Tags trimmed, each kept once (whatever the case), in the order given. */
function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.map((tag) => tag.trim()).filter((tag) => !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
}

export function businessOfferRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const tags = ['users'];
  const limits = { maxFiles: MAX_OFFER_FILES, maxFileBytes: config.maxUploadBytes };
  // Files of an active offer are public like the offer; an inactive offer's files only its owner reads (the uploader rule).
  allowFileReads('business_offer', async (queryable, ownerId) =>
    Boolean(await first(queryable, `SELECT 1 FROM business_offers WHERE id = $1 AND state = 'active'`, [ownerId])),
  );

  async function ownOffer(id: number, userId: number): Promise<number> {
    const row = await first<{ id: number }>(db, 'SELECT id FROM business_offers WHERE id = $1 AND user_id = $2', [id, userId]);
    if (!row) throw notFound('business_offer');
    return row.id;
  }

  app.post(
    '/users/business-offers',
    {
      ...multipartRoute,
      config: { auth: 'required' },
      schema: {
        operationId: 'addBusinessOffer',
        tags,
        summary: `Add a business offer to one's profile (at most ${MAX_BUSINESS_OFFERS}): a multipart form with up to ${MAX_OFFER_FILES} files.`,
        consumes: ['multipart/form-data'],
        body: BusinessOfferForm,
        response: { 201: BusinessOffer },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { fields, files } = await readUploads(request, limits);
      const form = formFields(BusinessOfferForm, fields);
      checkSelections(form);
      const rows = await db.query<{ id: number }>(
        `INSERT INTO business_offers (user_id, title, description, tags, category_id, industry_id, state, country)
         SELECT $1, $2, $3, $4::text[], $5, $6, $7, $8 WHERE (SELECT count(*) FROM business_offers WHERE user_id = $1) < $9
         RETURNING id`,
        [
          viewer.userId,
          form.title.trim(),
          form.description?.trim() || null,
          cleanTags(form.tags ?? []),
          form.category_id ?? null,
          form.industry_id ?? null,
          form.state ?? 'active',
          form.country ?? null,
          MAX_BUSINESS_OFFERS,
        ],
      );
      const created = rows[0];
      if (!created) throw tooMany(MAX_BUSINESS_OFFERS);
      await storeFiles(context, 'business_offer', created.id, files, viewer.userId);
      reply.code(201);
      return selectOffer(db, created.id);
    },
  );

  app.patch(
    '/users/business-offers/:id',
    {
      ...multipartRoute,
      config: { auth: 'required' },
      schema: {
        operationId: 'updateBusinessOffer',
        tags,
        summary: 'Change one of one’s business offers: the fields to change, new files and removed_files.',
        consumes: ['multipart/form-data'],
        params: SectionParams,
        body: BusinessOfferPatchForm,
        response: { 200: BusinessOffer },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const id = await ownOffer(request.params.id, viewer.userId);
      const { fields, files } = await readUploads(request, limits);
      const form = formFields(BusinessOfferPatchForm, fields);
      checkSelections(form);
      const values: unknown[] = [id];
      const sets = setClauses(
        { ...form, tags: form.tags === undefined ? undefined : cleanTags(form.tags) },
        ['title', 'description', 'tags', 'category_id', 'industry_id', 'state', 'country'],
        values,
      );
      await db.query(`UPDATE business_offers SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, values);
      for (const fileId of form.removed_files ?? []) await deleteFile(context, 'business_offer', id, fileId);
      await storeFiles(context, 'business_offer', id, files, viewer.userId);
      return selectOffer(db, id);
    },
  );

  app.delete(
    '/users/business-offers/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'deleteBusinessOffer',
        tags,
        summary: 'Delete one of one’s business offers; its files go with it.',
        params: SectionParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      const id = await ownOffer(request.params.id, requireViewer(request).userId);
      await db.query('DELETE FROM business_offers WHERE id = $1', [id]);
      await deleteOwnerFiles(context, 'business_offer', id);
      reply.code(204);
      return null;
    },
  );
}
