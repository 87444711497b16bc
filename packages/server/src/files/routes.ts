import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { App, ServerContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { Text } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { ACTIVE_CONTENT_TYPES } from './content-type.ts';
import { canReadFile, type FileRow } from './files.ts';

/** Types a browser shows safely in a page of its own when asked to (returnAsBlob=false). */
const INLINE_TYPES = /^(image\/(jpeg|png|gif|webp|avif|bmp)|application\/pdf|video\/mp4|text\/plain)$/;

const DownloadQuery = Type.Object(
  {
    blobName: Text({ minLength: 1, maxLength: 200, description: 'The file’s storage key: `path` of an UploadedFile.' }),
    returnAsBlob: Type.Optional(
      Type.Boolean({ default: true, description: 'true (default): download as an attachment; false: show images, PDF and video inline.' }),
    ),
    blobExtension: Type.Optional(
      Type.String({ pattern: '^[A-Za-z0-9]{1,10}$', description: 'Extension the download name should end with, e.g. pdf.' }),
    ),
  },
  { additionalProperties: false },
);

/** `filename` for old clients (ASCII) and `filename*` (RFC 5987) for the real name. */
function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function fileRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  app.get(
    '/api/azure/download',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'downloadFile',
        tags: ['general'],
        summary: 'Download a stored file by its storage key (SPEC §7), named as it was uploaded.',
        querystring: DownloadQuery,
        response: {
          200: {
            description: 'The file’s bytes, with its stored content type.',
            content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const { blobName, returnAsBlob = true, blobExtension } = request.query;
      const rows = await db.query<FileRow>('SELECT * FROM files WHERE path = $1 AND deleted_at IS NULL', [blobName]);
      const file = rows[0];
      if (!file || !(await canReadFile(db, file, request.viewer))) throw notFound('file');
      if (!file.is_downloadable && file.uploaded_by !== request.viewer?.userId) {
        throw forbidden(t('file.not_downloadable'));
      }
      const data = await context.files.get(file.path);
      if (!data) throw notFound('file');
      const extension = blobExtension?.toLowerCase();
      const name = extension && !file.name.toLowerCase().endsWith(`.${extension}`) ? `${file.name}.${extension}` : file.name;
      // SVG and HTML can carry scripts: never shown inline, whatever the caller asks.
      const inline = !returnAsBlob && INLINE_TYPES.test(file.mime_type) && !ACTIVE_CONTENT_TYPES.has(file.mime_type);
      // The declared 200 documents bytes; the typed reply only knows the schema's string.
      return (reply as FastifyReply)
        .type(file.mime_type)
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .send(data);
    },
  );
}
