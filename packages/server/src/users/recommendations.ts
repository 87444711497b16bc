import type { FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, forbidden, notFound } from '../http/errors.ts';
import { Id, Text } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { connectedSql, MemberCard, type MemberCardColumns, memberCard, memberCardJson } from '../members/member-card.ts';
import { iso, MAX_PROFILE_RECOMMENDATIONS, SectionParams } from './sections.ts';

/** SPEC §3 "Recommendation": the text (`data`) one member wrote for another, with its author. */
export const Recommendation = Type.Object(
  {
    id: Type.Integer(),
    data: Type.String(),
    visible: Type.Boolean({
      description: 'Shown on the recipient’s profile. Only the recipient sees hidden ones (and their author, when written).',
    }),
    author_id: Type.Integer(),
    recipient_id: Type.Integer(),
    author: MemberCard,
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Recommendation', additionalProperties: false },
);
export type Recommendation = Static<typeof Recommendation>;

export interface RecommendationRow {
  id: number;
  data: string;
  visible: boolean;
  author_id: number;
  recipient_id: number;
  author: MemberCardColumns;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Columns of a RecommendationRow; `r` is the recommendation. The author's card is read by primary key. */
const recommendationColumns = (viewer: string) => `r.id, r.data, r.visible, r.author_id, r.recipient_id,
  (SELECT ${memberCardJson('ra', viewer)} FROM users ra WHERE ra.id = r.author_id) AS author, r.created_at, r.updated_at`;

/**
 * SQL: the recommendations on member `userId`'s profile as a JSON array, newest first, at most
 * MAX_PROFILE_RECOMMENDATIONS: the visible ones, and the hidden ones too when `viewer` is the member.
 */
export function recommendationsAggregate(userId: string, viewer: string): string {
  return `(SELECT coalesce(json_agg(x ORDER BY x.created_at DESC, x.id DESC), '[]') FROM (
      SELECT ${recommendationColumns(viewer)} FROM recommendations r
       WHERE r.recipient_id = ${userId} AND (r.visible OR r.recipient_id = ${viewer})
       ORDER BY r.created_at DESC, r.id DESC LIMIT ${MAX_PROFILE_RECOMMENDATIONS}) x)`;
}

export function recommendationView(row: RecommendationRow, baseUrl: string): Recommendation {
  return {
    id: row.id,
    data: row.data,
    visible: row.visible,
    author_id: row.author_id,
    recipient_id: row.recipient_id,
    author: memberCard(row.author, baseUrl),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

async function selectRecommendation(db: Queryable, id: number, viewerId: number, baseUrl: string): Promise<Recommendation> {
  const row = await first<RecommendationRow>(db, `SELECT ${recommendationColumns('$2::int')} FROM recommendations r WHERE r.id = $1`, [
    id,
    viewerId,
  ]);
  if (!row) throw notFound('recommendation');
  return recommendationView(row, baseUrl);
}

const RecommendBody = Type.Object(
  {
    userId: Id({ description: 'The member recommended: one of your connections.' }),
    data: Text({ minLength: 1, maxLength: 3000, blank: false, description: 'The recommendation’s text.' }),
  },
  { additionalProperties: false },
);

export function recommendationRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const tags = ['users'];

  app.post(
    '/users/recommendations',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'recommendMember',
        tags,
        summary:
          'Write a recommendation for one of your connections. It stays hidden (visible: false) until the recipient shows it on their profile.',
        body: RecommendBody,
        response: { 201: Recommendation },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { userId, data } = request.body;
      if (userId === viewer.userId) {
        const message = t('recommendation.not_yourself');
        throw new ApiError(422, 'validation_failed', message, { userId: message });
      }
      // One statement: the recipient exists, the author is their connection, and the row is written only then.
      const [row] = await db.query<{ found: boolean; connected: boolean; id: number | null }>(
        `WITH target AS (SELECT tu.id, ${connectedSql('tu.id', '$1::int')} AS connected FROM users tu WHERE tu.id = $2),
              written AS (INSERT INTO recommendations (author_id, recipient_id, data)
                          SELECT $1, id, $3 FROM target WHERE connected RETURNING id)
         SELECT EXISTS (SELECT 1 FROM target) AS found, coalesce((SELECT connected FROM target), false) AS connected,
                (SELECT id FROM written) AS id`,
        [viewer.userId, userId, data.trim()],
      );
      if (!row?.found) throw notFound('member');
      if (!row.connected || row.id === null) throw forbidden(t('recommendation.connections_only'));
      reply.code(201);
      return selectRecommendation(db, row.id, viewer.userId, publicBaseUrl(request, config));
    },
  );

  /**
   * Shows (`true`) or hides (`false`) a recommendation on its recipient's profile, or flips it (`'toggle'`, SPEC's GET
   * toggle). Its recipient only: its author gets 403, anyone else 404. Showing twice is showing once.
   */
  async function setVisible(request: FastifyRequest<{ Params: { id: number } }>, visible: boolean | 'toggle') {
    const viewer = requireViewer(request);
    const [row] = await db.query<{ recipient_id: number; changed: boolean }>(
      `WITH found AS (SELECT id, recipient_id FROM recommendations WHERE id = $1 AND (author_id = $2 OR recipient_id = $2)),
            changed AS (UPDATE recommendations r SET visible = ${visible === 'toggle' ? 'NOT r.visible' : '$3::boolean'}, updated_at = now()
                         FROM found WHERE r.id = found.id AND found.recipient_id = $2
                          ${visible === 'toggle' ? '' : 'AND r.visible IS DISTINCT FROM $3::boolean'} RETURNING r.id)
       SELECT recipient_id, EXISTS (SELECT 1 FROM changed) AS changed FROM found`,
      visible === 'toggle' ? [request.params.id, viewer.userId] : [request.params.id, viewer.userId, visible],
    );
    if (!row) throw notFound('recommendation');
    if (row.recipient_id !== viewer.userId) throw forbidden(t('recommendation.toggle_recipient_only'));
    return selectRecommendation(db, request.params.id, viewer.userId, publicBaseUrl(request, config));
  }

  app.get(
    '/users/recommendations/:id/toggle',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'toggleRecommendation',
        tags,
        summary: 'Show or hide a recommendation on your profile (its recipient only).',
        description: 'Not idempotent: a retry flips it back. Prefer `PUT` / `DELETE /users/recommendations/{id}/visible`.',
        params: SectionParams,
        response: { 200: Recommendation },
      },
    },
    async (request) => setVisible(request, 'toggle'),
  );

  app.put(
    '/users/recommendations/:id/visible',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'showRecommendation',
        tags,
        summary: 'Show a recommendation on your profile (its recipient only); shown already changes nothing. Answers it.',
        params: SectionParams,
        response: { 200: Recommendation },
      },
    },
    async (request) => setVisible(request, true),
  );

  app.delete(
    '/users/recommendations/:id/visible',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'hideRecommendation',
        tags,
        summary: 'Hide a recommendation from your profile (its recipient only); hidden already changes nothing. Answers it.',
        params: SectionParams,
        response: { 200: Recommendation },
      },
    },
    async (request) => setVisible(request, false),
  );

  app.delete(
    '/users/recommendations/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'deleteRecommendation',
        tags,
        summary: 'Delete a recommendation (its author or its recipient).',
        params: SectionParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const rows = await db.query('DELETE FROM recommendations WHERE id = $1 AND (author_id = $2 OR recipient_id = $2) RETURNING id', [
        request.params.id,
        viewer.userId,
      ]);
      if (rows.length === 0) throw notFound('recommendation');
      reply.code(204);
      return null;
    },
  );
}
