import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { formFields, multipartRoute, readUploads } from '../files/uploads.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { badRequestField } from '../listings/forms.ts';
import { companyToManage } from '../members/company-roles.ts';
import { formImages, removeImages, replaceImage } from './images.ts';
import { CompanyIdParams, ShowroomForm, ShowroomItem, ShowroomItemParams } from './schemas.ts';
import { type ShowroomColumns, showroomItemJson, showroomItemView } from './views.ts';

/** Items one showroom holds. */
export const MAX_SHOWROOM_ITEMS = 50;

/** An http(s) address, or undefined. */
function webAddress(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** A company's showroom: what it shows on its page, pictures and videos (docs/companies-and-clubs.md). */
export function showroomRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const tags = ['company'];

  app.get(
    '/company/:id/showroom',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'companyShowroom',
        tags,
        summary: 'A company’s showroom items, in their order.',
        params: CompanyIdParams,
        response: { 200: Type.Array(ShowroomItem) },
      },
    },
    async (request) => {
      // The company's existence and its items in one statement (index company_showroom_items_company).
      const row = await first<{ found: boolean; items: ShowroomColumns[] }>(
        db,
        `SELECT EXISTS (SELECT 1 FROM companies WHERE id = $1) AS found,
                (SELECT coalesce(json_agg(${showroomItemJson('s')} ORDER BY s.position, s.id), '[]') FROM company_showroom_items s WHERE s.company_id = $1) AS items`,
        [request.params.id],
      );
      if (!row?.found) throw notFound('company');
      // A signed-in member's visit, for the page's analytics (batched: docs/analytics.md).
      const companyId = request.params.id;
      if (request.viewer) context.pageViews.record({ kind: 'showroom', itemId: companyId, companyId, userId: request.viewer.userId });
      const baseUrl = publicBaseUrl(request, config);
      return row.items.map((item) => showroomItemView(item, baseUrl));
    },
  );

  app.post(
    '/company/:id/showroom',
    {
      ...multipartRoute,
      config: { auth: 'required' },
      schema: {
        operationId: 'addShowroomItem',
        tags,
        summary: `Add an item to a company’s showroom (its owner or managers; at most ${MAX_SHOWROOM_ITEMS}): type default or video, title, description, url (the video’s address), file image.`,
        consumes: ['multipart/form-data'],
        params: CompanyIdParams,
        body: ShowroomForm,
        response: { 201: ShowroomItem },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const company = await companyToManage(db, request.params.id, viewer.userId);
      const { fields, files } = await readUploads(request, { maxFiles: 1, maxFileBytes: config.maxUploadBytes });
      const form = formFields(ShowroomForm, fields);
      const type = form.type ?? 'default';
      const image = formImages(files, ['image']).image;
      let url: string | null = null;
      if (form.url !== undefined) {
        url = webAddress(form.url) ?? null;
        if (url === null) throw badRequestField('url', t('company.web_address'));
      }
      if (type === 'video' && url === null) throw badRequestField('url', t('company.video_url_required'));
      const rows = await db.query<ShowroomColumns>(
        `INSERT INTO company_showroom_items (company_id, type, title, description, url, position, created_by)
         SELECT $1, $2, $3, $4, $5, coalesce(max(position) + 1, 1), $6 FROM company_showroom_items WHERE company_id = $1
         HAVING count(*) < $7
         RETURNING id, type, title, description, url, image, position`,
        [company.id, type, form.title.trim(), form.description?.trim() ?? '', url, viewer.userId, MAX_SHOWROOM_ITEMS],
      );
      const item = rows[0];
      if (!item) throw badRequest(t('company.showroom_full', { max: MAX_SHOWROOM_ITEMS }));
      const baseUrl = publicBaseUrl(request, config);
      if (image) {
        item.image = await replaceImage(context, 'image', item.id, image, viewer.userId, baseUrl);
        await db.query('UPDATE company_showroom_items SET image = $2 WHERE id = $1', [item.id, item.image]);
      }
      reply.code(201);
      return showroomItemView(item, baseUrl);
    },
  );

  app.delete(
    '/company/:id/showroom/:itemId',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'deleteShowroomItem',
        tags,
        summary: 'Remove an item from a company’s showroom (its owner or managers); its picture goes with it.',
        params: ShowroomItemParams,
        response: { 204: Type.Null({ description: 'Removed.' }) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const company = await companyToManage(db, request.params.id, viewer.userId);
      const rows = await db.query<{ id: number }>('DELETE FROM company_showroom_items WHERE id = $1 AND company_id = $2 RETURNING id', [
        request.params.itemId,
        company.id,
      ]);
      if (!rows[0]) throw notFound('showroom_item');
      await removeImages(context, 'image', [request.params.itemId]);
      reply.code(204);
      return null;
    },
  );
}
