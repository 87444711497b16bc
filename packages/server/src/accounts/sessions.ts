import { Type } from 'typebox';
import { requireViewer, revokeOtherSessions, revokeSession } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { Nullable } from '../http/schema.ts';
import { describeDevice } from './sessions-device.ts';

const SessionItem = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'The session’s public id (never its token).' }),
    device: Nullable(Type.String({ description: 'Browser and system from the User-Agent, e.g. "Chrome on Linux"; null when unknown.' })),
    ip: Nullable(Type.String({ description: 'The address the session was opened from.' })),
    created_at: Type.String({ format: 'date-time' }),
    last_seen_at: Nullable(Type.String({ format: 'date-time', description: 'Last use, updated at most once a minute.' })),
    current: Type.Boolean({ description: 'True for the session making this request.' }),
  },
  { title: 'AccountSession', additionalProperties: false },
);
const SessionList = Type.Object({ items: Type.Array(SessionItem) }, { additionalProperties: false });

interface SessionRow {
  id: string;
  token_hash: string;
  user_agent: string | null;
  ip: string | null;
  created_at: Date | string;
  last_seen_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** GET /auth/sessions, DELETE /auth/sessions/{id}, POST /auth/sessions/revoke-others. */
export function sessionRoutes(app: App, context: ServerContext): void {
  const { db } = context;

  app.get(
    '/auth/sessions',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'listSessions',
        tags: ['auth'],
        summary: 'The signed-in member’s open sessions, newest first, the current one marked.',
        response: { 200: SessionList },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const rows = await db.query<SessionRow>(
        `SELECT id, token_hash, user_agent, ip, created_at, last_seen_at FROM sessions
          WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY created_at DESC, id LIMIT 200`,
        [viewer.userId],
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          device: describeDevice(row.user_agent),
          ip: row.ip,
          created_at: iso(row.created_at),
          last_seen_at: row.last_seen_at === null ? null : iso(row.last_seen_at),
          current: row.token_hash === viewer.tokenHash,
        })),
      };
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'revokeSession',
        tags: ['auth'],
        summary: 'Sign one of the member’s own sessions out (404 for any other).',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const [session] = await db.query<{ token_hash: string }>(
        'SELECT token_hash FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()',
        [request.params.id, viewer.userId],
      );
      if (!session) throw notFound('session');
      await revokeSession(db, session.token_hash);
      reply.code(204);
      return null;
    },
  );

  app.post(
    '/auth/sessions/revoke-others',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'revokeOtherSessions',
        tags: ['auth'],
        summary: 'Sign out every session of the member but this one; answers how many were signed out.',
        response: { 200: Type.Object({ revoked: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM sessions WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL AND expires_at > now()',
        [viewer.userId, viewer.tokenHash],
      );
      await revokeOtherSessions(db, viewer.userId, viewer.tokenHash);
      return { revoked: row?.count ?? 0 };
    },
  );
}
