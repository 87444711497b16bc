import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { App, ServerContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { Text } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { ACTIVE_CONTENT_TYPES } from './content-type.ts';
import { canReadFile, type FileRow } from './files.ts';
import { readFileAddress, useFileAddressSigning, verifyFileAddress } from './signed-addresses.ts';

/** Types a browser shows safely in a page of its own when asked to (returnAsBlob=false). */
const INLINE_TYPES = /^(image\/(jpeg|png|gif|webp|avif|bmp)|application\/pdf|video\/mp4|text\/plain)$/;

const DownloadQuery = Type.Object(
  {
    blobName: Text({
      minLength: 1,
      maxLength: 200,
      description:
        'The file’s storage key: `path` of an UploadedFile, passed whole (a signed address’s `?expires=…&viewer=…&signature=…` included).',
    }),
    returnAsBlob: Type.Optional(
      Type.Boolean({ default: true, description: 'true (default): download as an attachment; false: show images, PDF and video inline.' }),
    ),
    blobExtension: Type.Optional(
      Type.String({ pattern: '^[A-Za-z0-9]{1,10}$', description: 'Extension the download name should end with, e.g. pdf.' }),
    ),
    expires: Type.Optional(Text({ maxLength: 20, description: 'Signed address: when it expires (unix seconds).' })),
    viewer: Type.Optional(Text({ maxLength: 20, description: 'Signed address: the member it was made for (none: anonymous).' })),
    signature: Type.Optional(Text({ maxLength: 100, description: 'Signed address: HMAC-SHA256 of the key, viewer and expiry, in hex.' })),
  },
  { additionalProperties: false },
);

/** `filename` for old clients (ASCII) and `filename*` (RFC 5987) for the real name. */
function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A Vary header with `name` added to what is already there (CORS may have set `Origin`). */
function withVary(current: unknown, name: string): string {
  const names =
    typeof current === 'string'
      ? current
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : [];
  return names.some((part) => part.toLowerCase() === name.toLowerCase()) ? names.join(', ') : [...names, name].join(', ');
}

export function fileRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  useFileAddressSigning({ secret: config.fileAddressSecret, seconds: config.fileAddressSeconds });
  app.get(
    '/api/azure/download',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'downloadFile',
        tags: ['general'],
        summary: 'Download a stored file by its storage key (SPEC §7), named as it was uploaded.',
        description:
          'Unsigned: files anyone may read open without a token; others need the bearer token of a member allowed to read them (404 otherwise). ' +
          'Signed (the `path` of a file of a non-public post carries `?expires=…&viewer=…&signature=…`): a valid, unexpired signature is the proof, ' +
          'no token needed (for `<img>`, `<video>` and links); a changed or expired one is 403. See docs/deals-and-files.md "Signed addresses".',
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
      const address = readFileAddress(blobName, request.query);
      // A signed address is the proof that its viewer passed the read rule when it was made (docs/deals-and-files.md).
      const verdict = address.signed ? verifyFileAddress(address.key, address.params) : null;
      if (verdict && !verdict.valid) {
        throw forbidden(t(verdict.reason === 'expired' ? 'file.address_expired' : 'file.address_invalid'));
      }
      const rows = await db.query<FileRow>('SELECT * FROM files WHERE path = $1 AND deleted_at IS NULL', [address.key]);
      const file = rows[0];
      if (!file || (!verdict && !(await canReadFile(db, file, request.viewer)))) throw notFound('file');
      const uploader = file.uploaded_by !== null && (file.uploaded_by === request.viewer?.userId || file.uploaded_by === verdict?.viewer);
      if (!file.is_downloadable && !uploader) throw forbidden(t('file.not_downloadable'));
      const data = await context.files.get(file.path);
      if (!data) throw notFound('file');
      const extension = blobExtension?.toLowerCase();
      const name = extension && !file.name.toLowerCase().endsWith(`.${extension}`) ? `${file.name}.${extension}` : file.name;
      // SVG and HTML can carry scripts: never shown inline, whatever the caller asks.
      const inline = !returnAsBlob && INLINE_TYPES.test(file.mime_type) && !ACTIVE_CONTENT_TYPES.has(file.mime_type);
      // The declared 200 documents bytes; the typed reply only knows the schema's string.
      return (
        (reply as FastifyReply)
          .type(file.mime_type)
          .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', name))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          // Never a shared cache: who may read a file can change (a photo's visibility, a post's audience). An unsigned
          // answer may depend on the bearer token (a photo for members or connections), so caches key it by that too.
          .header('cache-control', `private, max-age=${verdict ? verdict.secondsLeft : 300}`)
          .header('vary', withVary(reply.getHeader('vary'), 'Authorization'))
          .send(data)
      );
    },
  );
}
