import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { verifyPassword } from '../accounts/passwords.ts';
import { first } from '../db/database.ts';
import { outsideWriteGate } from '../db/write-gate.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { Text } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { companiesOnlyOwned, deleteAccount } from './delete.ts';
import { type ExportRow, exportJson, runExport, sweepExports } from './export.ts';

const tags = ['account'];
const auth = { auth: 'required' as const };
/** How long POST /users/export waits for a small account's export before answering. */
const WAIT_MS = 2000;
/** The export sweep's period (expired ZIPs removed, exports cut short marked failed): a job once an hour cluster-wide. */
const SWEEP_EVERY_SECONDS = 60 * 60;
/** The job that builds one export's ZIP (docs/jobs.md), keyed by the export's id; and the hourly sweep's. */
export const EXPORT_JOB = 'account-data.export';
export const EXPORT_SWEEP_JOB = 'account-data.sweep';

export const AccountExport = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    status: Type.Union([Type.Literal('pending'), Type.Literal('running'), Type.Literal('ready'), Type.Literal('failed')]),
    progress: Type.Integer({ minimum: 0, maximum: 100, description: 'How much is prepared, in percent.' }),
    size: Type.Optional(Type.Integer({ minimum: 0, description: 'The ZIP’s size in bytes, once ready.' })),
    created_at: Type.String({ format: 'date-time' }),
    expires_at: Type.String({ format: 'date-time', description: 'When a ready export is removed.' }),
  },
  { title: 'AccountExport', additionalProperties: false },
);

const ExportParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

/** A username as it may appear in a quoted header value. */
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_');

const COLUMNS = 'id, user_id, status, progress, size, storage_key, created_at, expires_at';

/** Account export ("Download your data") and deletion (docs/accounts.md "Export and deletion"). */
export function accountDataRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  // Housekeeping on the way, not the request's own write: outside its Idempotency-Key gate (db/write-gate.ts).
  const sweep = () =>
    outsideWriteGate(() => sweepExports(context)).catch((error: unknown) => app.log.error({ err: error }, 'account export sweep failed'));
  context.jobs.every(EXPORT_SWEEP_JOB, SWEEP_EVERY_SECONDS, () => sweepExports(context));
  // Builds the ZIP of an export still pending or running (a process killed mid-export: its lease runs out and the
  // job runs again from the start); one that is ready or failed already is left alone.
  context.jobs.handle<{ exportId: string }>(EXPORT_JOB, async ({ payload }) => {
    const row = await first<ExportRow>(db, `SELECT ${COLUMNS} FROM account_exports WHERE id = $1 AND status IN ('pending', 'running')`, [
      payload.exportId,
    ]);
    if (row) await runExport(context, row);
  });

  const ownExport = async (id: string, userId: number) => {
    const row = await first<ExportRow>(db, `SELECT ${COLUMNS} FROM account_exports WHERE id = $1 AND user_id = $2`, [id, userId]);
    if (!row) throw notFound('account_export');
    return row;
  };

  app.post(
    '/users/export',
    {
      config: { ...auth, rateLimit: { max: context.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        operationId: 'requestAccountExport',
        tags,
        summary:
          'Prepare a ZIP of my data in the background (an export under way, or one made in the last minute, is answered instead); a small account’s is ready within the request.',
        response: { 202: AccountExport },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await sweep();
      const running = await first<ExportRow>(
        db,
        `SELECT ${COLUMNS} FROM account_exports
          WHERE user_id = $1 AND (status IN ('pending', 'running') OR (status = 'ready' AND created_at > now() - interval '1 minute'))
          ORDER BY created_at DESC LIMIT 1`,
        [viewer.userId],
      );
      // An export under way, or one made in the last minute (a repeated click), is answered instead of a new one.
      let row = running;
      if (!row) {
        // ON CONFLICT: two requests at once make one export (the partial unique index account_exports_one_running).
        const made = await first<ExportRow>(
          db,
          `INSERT INTO account_exports (user_id) VALUES ($1)
             ON CONFLICT (user_id) WHERE status IN ('pending', 'running') DO NOTHING RETURNING ${COLUMNS}`,
          [viewer.userId],
        );
        if (made) {
          const job = await context.jobs.enqueue(EXPORT_JOB, { exportId: made.id }, { key: made.id });
          // This process's runner usually takes it at once: a small account's export is ready within the request.
          if (job !== null)
            await Promise.race([context.jobs.finished(job), new Promise((resolve) => setTimeout(resolve, WAIT_MS).unref())]);
        }
        row = made
          ? await ownExport(made.id, viewer.userId)
          : await first<ExportRow>(db, `SELECT ${COLUMNS} FROM account_exports WHERE user_id = $1 AND status IN ('pending', 'running')`, [
              viewer.userId,
            ]);
      }
      if (!row) throw notFound('account_export');
      reply.code(202);
      return exportJson(row);
    },
  );

  app.get(
    '/users/export/:id',
    {
      config: auth,
      schema: {
        operationId: 'accountExport',
        tags,
        summary: 'One of my exports: its status and progress.',
        params: ExportParams,
        response: { 200: AccountExport },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return exportJson(await ownExport(request.params.id, viewer.userId));
    },
  );

  app.get(
    '/users/export/:id/download',
    {
      config: auth,
      schema: {
        operationId: 'downloadAccountExport',
        tags,
        summary: 'The ZIP of one of my ready exports (409 while it is being prepared).',
        params: ExportParams,
        response: {
          200: {
            description: 'The ZIP archive.',
            content: { 'application/zip': { schema: Type.String({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const row = await ownExport(request.params.id, viewer.userId);
      if (row.status !== 'ready' || !row.storage_key) throw conflict(t('account_data.export_not_ready'));
      const data = await context.files.get(row.storage_key);
      if (!data) throw notFound('account_export');
      const user = await first<{ username: string }>(db, 'SELECT username FROM users WHERE id = $1', [viewer.userId]);
      const date = new Date(row.created_at).toISOString().slice(0, 10);
      // The declared 200 documents bytes; the typed reply only knows the schema's string.
      return (reply as FastifyReply)
        .type('application/zip')
        .header('content-disposition', `attachment; filename="dealgrow-export-${safeName(user?.username ?? 'member')}-${date}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  app.post(
    '/users/delete-account',
    {
      config: { ...auth, rateLimit: { max: context.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        operationId: 'deleteAccount',
        tags,
        summary:
          'Delete my account after re-entering my password: personal data removed, what others still need kept under “Deleted member” (docs/accounts.md).',
        body: Type.Object({ password: Text({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const user = await first<{ password_hash: string }>(db, 'SELECT password_hash FROM users WHERE id = $1', [viewer.userId]);
      if (!user || !(await verifyPassword(request.body.password, user.password_hash))) {
        throw forbidden(t('account_data.password_wrong'));
      }
      const owned = await companiesOnlyOwned(context, viewer.userId);
      if (owned.length > 0) throw conflict(t('account_data.owns_companies', { names: owned.join(', ') }));
      await deleteAccount(context, viewer.userId);
      reply.code(204);
      return null;
    },
  );
}
