import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { allowFileReads, storeFiles } from '../files/files.ts';
import { formFields, multipartRoute, readUploads } from '../files/uploads.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { auth, chatRouteKit, PENDING_FILE_OWNER, SEND_LIMIT, tags } from './route-kit.ts';
import { ChatFile } from './schemas.ts';
import { perspectiveSql } from './views.ts';

/** A file for a message: who may read it, and its upload before the message is sent. */
export function messageFileRoutes(app: App, context: ServerContext): void {
  const { config } = context;
  const { addressing } = chatRouteKit(context);

  // A chat file is read by the participants of its message's room (and its uploader, before it is sent).
  allowFileReads('chat_message', async (queryable, messageId, viewer) => {
    if (!viewer || messageId === PENDING_FILE_OWNER) return false;
    const row = await first<{ ok: boolean }>(
      queryable,
      `SELECT EXISTS (SELECT 1 FROM chat_messages m JOIN LATERAL ${perspectiveSql('m.room_id', '$2::int')} pm ON true
                       WHERE m.id = $1 AND m.sequence > pm.cleared_sequence) AS ok`,
      [messageId, viewer.userId],
    );
    return row?.ok ?? false;
  });

  // ---- File upload for a message ----
  app.post(
    '/chat-room/file',
    {
      ...multipartRoute,
      config: { ...auth, rateLimit: SEND_LIMIT },
      schema: {
        operationId: 'uploadChatFile',
        tags,
        summary:
          'Upload one file (multipart, field `file`) to send in a message: pass its id as `fileId` to POST /chat-room/{id}/chat-message.',
        consumes: ['multipart/form-data'],
        body: Type.Object({ file: Type.String({ format: 'binary', description: 'The file.' }) }, { additionalProperties: false }),
        response: { 201: ChatFile },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request).userId;
      const { fields, files } = await readUploads(request, { maxFiles: 1, maxFileBytes: config.maxUploadBytes });
      formFields(Type.Object({}, { additionalProperties: false }), fields);
      const upload = files[0];
      if (upload?.fieldName !== 'file') throw badRequest(t('chat.choose_file'), { file: t('field.required') });
      const [stored] = await storeFiles(context, 'chat_message', PENDING_FILE_OWNER, [upload], viewer);
      if (!stored) throw badRequest(t('chat.choose_file'), { file: t('field.required') });
      reply.code(201);
      const at = addressing(request);
      return {
        id: stored.id,
        name: stored.name,
        url: `${at.baseUrl}/api/azure/download?blobName=${encodeURIComponent(stored.path)}&returnAsBlob=false`,
        mimeType: stored.mime_type,
        size: stored.size,
      };
    },
  );
}
