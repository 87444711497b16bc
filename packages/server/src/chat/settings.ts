import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { auth, tags } from './route-kit.ts';
import { AutoMessage, AutoMessageBody, ChatSettings } from './schemas.ts';

/** A member's chat settings and automatic message (§19–21). */
export function chatSettingsRoutes(app: App, context: ServerContext): void {
  const { db } = context;

  // ---- 19–21. Auto-message ----
  app.get(
    '/chat-room/chat-auto-message/check',
    {
      config: auth,
      schema: { operationId: 'chatAutoMessage', tags, summary: 'My away message, if set.', response: { 200: AutoMessage } },
    },
    async (request) => {
      const row = await first<{ text: string }>(db, 'SELECT text FROM chat_auto_messages WHERE user_id = $1', [
        requireViewer(request).userId,
      ]);
      return row ? { enabled: true, text: row.text } : { enabled: false, text: null };
    },
  );

  app.post(
    '/chat-room/chat-auto-message/set',
    {
      config: auth,
      schema: {
        operationId: 'setChatAutoMessage',
        tags,
        summary:
          'Set my away message: sent for me, once a conversation a day, when a message reaches me (never in answer to an away message).',
        body: AutoMessageBody,
        response: { 200: AutoMessage },
      },
    },
    async (request) => {
      const text = request.body.text.trim();
      await db.query(
        `INSERT INTO chat_auto_messages (user_id, text) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET text = EXCLUDED.text, updated_at = now()`,
        [requireViewer(request).userId, text],
      );
      return { enabled: true, text };
    },
  );

  app.delete(
    '/chat-room/chat-auto-message/unset',
    {
      config: auth,
      schema: { operationId: 'unsetChatAutoMessage', tags, summary: 'Turn my away message off.', response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      await db.query('DELETE FROM chat_auto_messages WHERE user_id = $1', [requireViewer(request).userId]);
      reply.code(204);
      return null;
    },
  );

  // ---- Settings ----
  app.get(
    '/chat-room/settings',
    {
      config: auth,
      schema: { operationId: 'chatSettings', tags, summary: 'My chat settings (read receipts).', response: { 200: ChatSettings } },
    },
    async (request) => {
      const row = await first<{ readReceipts: boolean }>(db, 'SELECT chat_read_receipts AS "readReceipts" FROM users WHERE id = $1', [
        requireViewer(request).userId,
      ]);
      return { readReceipts: row?.readReceipts ?? true };
    },
  );

  app.patch(
    '/chat-room/settings',
    {
      config: auth,
      schema: {
        operationId: 'updateChatSettings',
        tags,
        summary: 'Turn read receipts on or off (off: others do not see when you read, and you do not see when they read).',
        body: ChatSettings,
        response: { 200: ChatSettings },
      },
    },
    async (request) => {
      const [row] = await db.query<{ readReceipts: boolean }>(
        'UPDATE users SET chat_read_receipts = $2 WHERE id = $1 RETURNING chat_read_receipts AS "readReceipts"',
        [requireViewer(request).userId, request.body.readReceipts],
      );
      return { readReceipts: row?.readReceipts ?? request.body.readReceipts };
    },
  );
}
