import type { FastifyRequest } from 'fastify';
import { type Static, type TSchema, Type } from 'typebox';
import { first } from '../db/database.ts';
import { allowFileReads, deleteFile, deleteOwnerFiles, storeFiles } from '../files/files.ts';
import { type FormFields, formFields, multipartRoute, readUploads, type Upload } from '../files/uploads.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { Id } from '../http/schema.ts';
import { checkSelections, type SelectionFields } from './forms.ts';
import { IdParams, type ListingKind, listingToChange, type OwnedRow } from './kind.ts';
import { checkCompanyChoice } from './managers.ts';

/** Files one create or update of a listing may attach. */
export const MAX_LISTING_FILES = 10;

/** The form fields of a listing's files: new ones, and on a change the ids of those to delete. */
export const FileParts = Type.Optional(
  Type.Array(Type.String({ format: 'binary' }), { description: 'Files to attach (repeat the field).' }),
);
export const RemovedFiles = Type.Optional(Type.Array(Id(), { maxItems: 20, description: 'Ids of attached files to delete.' }));

type ListingTable = 'deals' | 'products';
type FileOwner = 'deal' | 'product';
/** A listing kind with files: its table, and its noun as the files' owner type. */
type FilesKind = ListingKind & { noun: FileOwner; table: ListingTable };

/** Listings are public: their files may be read by anyone while the listing lives. */
export function allowListingFileReads(table: ListingTable, owner: FileOwner): void {
  allowFileReads(owner, async (queryable, ownerId) =>
    Boolean(await first(queryable, `SELECT 1 FROM ${table} WHERE id = $1 AND deleted_at IS NULL`, [ownerId])),
  );
}

/** A change's files: the removed ones go (404 when one is not the listing's), the uploads are stored after the others. */
export async function changeListingFiles(
  context: Pick<ServerContext, 'db' | 'files'>,
  owner: FileOwner,
  id: number,
  change: { removed: readonly number[] | undefined; uploads: readonly Upload[]; userId: number },
): Promise<void> {
  for (const fileId of change.removed ?? []) await deleteFile(context, owner, id, fileId);
  await storeFiles(context, owner, id, change.uploads, change.userId);
}

/** Deletes a listing (soft: its row stays marked deleted) and its files. */
export async function deleteListing(
  context: Pick<ServerContext, 'db' | 'files'>,
  table: ListingTable,
  owner: FileOwner,
  id: number,
): Promise<void> {
  await context.db.query(`UPDATE ${table} SET deleted_at = now(), updated_at = now() WHERE id = $1`, [id]);
  await deleteOwnerFiles(context, owner, id);
}

/** DELETE {base}/{id}: its editors delete a listing, and its files with it. */
export function deleteListingRoute(app: App, context: ServerContext, kind: FilesKind, summary: string): void {
  app.delete(
    `${kind.base}/:id`,
    {
      config: { auth: 'required' },
      schema: {
        operationId: `delete${kind.name}`,
        tags: [`${kind.noun}s`],
        summary,
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      const listing = await listingToChange(context.db, kind, request.params.id, requireViewer(request).userId);
      await deleteListing(context, kind.table, kind.noun, listing.id);
      reply.code(204);
      return null;
    },
  );
}

/** The fields every listing form has, as the shared checks read them. */
export interface ListingFormFields extends SelectionFields {
  company_id?: number | undefined;
  removed_files?: number[] | undefined;
}

/** A listing's multipart create or change route. */
export interface ListingFormRoute<Form extends TSchema> {
  operationId: string;
  summary: string;
  /** The form: documented as the body, validated by formFields after the uploads are read. */
  body: Form;
  /** The answer: the listing's detail. */
  response: TSchema;
  /** Answers the listing, once written. */
  detail: (request: FastifyRequest, id: number) => Promise<unknown>;
}

type ListingForm<Form extends TSchema> = Static<Form> & ListingFormFields;

/** POST {base}: a new listing from a multipart form; `write` stores the kind's own columns and answers its id. 201. */
export function listingCreateRoute<Form extends TSchema>(
  app: App,
  context: ServerContext,
  kind: FilesKind,
  route: ListingFormRoute<Form>,
  write: (form: ListingForm<Form>, uploads: readonly Upload[], userId: number) => Promise<number>,
): void {
  formRoute(app, context, kind, route, { params: null, load: async () => null, write });
}

/** PATCH {base}/{id}: its editors change a listing from a multipart form; `write` stores the kind's own columns. */
export function listingChangeRoute<Form extends TSchema>(
  app: App,
  context: ServerContext,
  kind: FilesKind,
  route: ListingFormRoute<Form>,
  write: (form: ListingForm<Form>, uploads: readonly Upload[], userId: number, listing: OwnedRow) => Promise<void>,
): void {
  formRoute(app, context, kind, route, {
    params: IdParams,
    // The params were validated as IdParams.
    load: (request, userId) => listingToChange(context.db, kind, (request.params as { id: number }).id, userId),
    write: async (form, uploads, userId, listing) => {
      await write(form, uploads, userId, listing);
      return listing.id;
    },
  });
}

/**
 * The route both declare: the editor check (`load`, on a change), the uploads, the form with its select lists and
 * company checked, the kind's `write`, the removed files gone and the uploads stored, then the listing's detail.
 */
function formRoute<Form extends TSchema, Listing extends OwnedRow | null>(
  app: App,
  context: ServerContext,
  kind: FilesKind,
  route: ListingFormRoute<Form>,
  steps: {
    params: typeof IdParams | null;
    load: (request: FastifyRequest, userId: number) => Promise<Listing>;
    write: (form: ListingForm<Form>, uploads: readonly Upload[], userId: number, listing: Listing) => Promise<number>;
  },
): void {
  const { params, load, write } = steps;
  const limits = { maxFiles: MAX_LISTING_FILES, maxFileBytes: context.config.maxUploadBytes };
  app.route({
    method: params ? 'PATCH' : 'POST',
    url: params ? `${kind.base}/:id` : kind.base,
    ...multipartRoute,
    config: { auth: 'required' },
    schema: {
      operationId: route.operationId,
      tags: [`${kind.noun}s`],
      summary: route.summary,
      consumes: ['multipart/form-data'],
      ...(params && { params }),
      body: route.body,
      response: { [params ? 200 : 201]: route.response },
    },
    handler: async (request, reply) => {
      const userId = requireViewer(request).userId;
      const listing = await load(request, userId);
      const { fields, files } = await readUploads(request, limits);
      const form = readForm(route.body, fields);
      checkSelections(form);
      if (form.company_id !== undefined && form.company_id !== listing?.company_id)
        await checkCompanyChoice(context.db, form.company_id, userId);
      const id = await write(form, files, userId, listing);
      await changeListingFiles(context, kind.noun, id, { removed: form.removed_files, uploads: files, userId });
      if (!params) reply.code(201);
      return route.detail(request, id);
    },
  });
}

/** The form's fields, validated against its schema, which types the shared fields a listing form has. */
const readForm = <Form extends TSchema>(schema: Form, fields: FormFields) => formFields(schema, fields) as ListingForm<Form>;
