import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { deleteFile, listFiles, storeFiles, UploadedFile } from '../files/files.ts';
import { formFields, multipartRoute, readUploads } from '../files/uploads.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { leadForParty } from './access.ts';
import { recordActivity } from './activities.ts';
import { FileParams, LeadIdParams } from './schemas.ts';
import { LEAD_UPLOAD_FILES } from './views.ts';
import { auth, leadWorkKit, tags } from './work-kit.ts';

/** A lead's files: uploading several at once and deleting one. */
export function leadFileRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const { uploadLimits } = leadWorkKit(context);

  app.post(
    '/lead/upload/:id',
    {
      ...multipartRoute,
      config: auth,
      schema: {
        operationId: 'uploadLeadFiles',
        tags,
        summary: 'Attach files to a lead (multipart, field `files`, up to 10); answers the lead’s files.',
        consumes: ['multipart/form-data'],
        params: LeadIdParams,
        body: Type.Object(
          { files: Type.Array(Type.String({ format: 'binary' }), { description: 'The files.' }) },
          { additionalProperties: false },
        ),
        response: { 201: Type.Array(UploadedFile) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { lead } = await leadForParty(db, request.params.id, viewer.userId);
      const { fields, files } = await readUploads(request, uploadLimits(LEAD_UPLOAD_FILES));
      formFields(Type.Object({}, { additionalProperties: false }), fields);
      if (files.length === 0) throw badRequest(t('upload.choose_files'), { files: t('field.required') });
      const stored = await storeFiles(context, 'lead', lead.id, files, viewer.userId);
      for (const file of stored) await recordActivity(db, lead.id, viewer.userId, 'file_uploaded', { file_id: file.id, name: file.name });
      reply.code(201);
      return (await listFiles(db, 'lead', [lead.id])).get(lead.id) ?? [];
    },
  );

  app.delete(
    '/lead/:id/file/:fileId',
    {
      config: auth,
      schema: {
        operationId: 'deleteLeadFile',
        tags,
        summary: 'Remove a file from a lead: the member who uploaded it, or a lead manager of the deal’s side.',
        params: FileParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { lead, role } = await leadForParty(db, request.params.id, viewer.userId);
      const file = await first<{ uploaded_by: number | null; name: string }>(
        db,
        `SELECT uploaded_by, name FROM files WHERE id = $1 AND owner_type = 'lead' AND owner_id = $2 AND deleted_at IS NULL`,
        [request.params.fileId, lead.id],
      );
      if (!file) throw notFound('file');
      if (file.uploaded_by !== viewer.userId && !role.isLeadManager) throw forbidden(t('forbidden.remove_lead_file'));
      await deleteFile(context, 'lead', lead.id, request.params.fileId);
      await recordActivity(db, lead.id, viewer.userId, 'file_deleted', { file_id: request.params.fileId, name: file.name });
      reply.code(204);
      return null;
    },
  );
}
