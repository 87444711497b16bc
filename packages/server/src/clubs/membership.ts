import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { first, isUniqueViolation } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, conflict, forbidden, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { bannedFromClub } from '../trust/page-moderation.ts';
import { clubFacts, ownedClub } from './access.ts';
import { Club, ClubIdParams, ClubJoinRequest, RemoveMemberParams, RespondParams, CLUB_TAGS as tags } from './schemas.ts';
import { type JoinRequestColumns, joinRequestJson, joinRequestView, loadClub } from './views.ts';

const JoinAnswer = Type.Object(
  {
    status: Type.Union([Type.Literal('approved'), Type.Literal('pending')], {
      description: 'approved: the member joined (an open club); pending: the request waits for the owner or an admin (a closed club).',
    }),
  },
  { title: 'ClubJoinAnswer', additionalProperties: false },
);

/** Joining (at once or by request), answering requests, leaving and removing members (docs/companies-and-clubs.md). */
export function clubMembershipRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const baseUrl = (request: FastifyRequest) => publicBaseUrl(request, config);

  async function club(request: FastifyRequest, id: number, viewer: number) {
    const answer = await loadClub(db, id, viewer, baseUrl(request));
    if (!answer) throw notFound('club');
    return answer;
  }

  app.post(
    '/clubs/:id/request',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'requestToJoinClub',
        tags,
        summary:
          'Ask to join a club: an open club adds me at once (status approved), a closed one makes a join request its owner or an admin answers (status pending). 409 when I am a member or my request already waits.',
        params: ClubIdParams,
        response: { 201: JoinAnswer },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const facts = await clubFacts(db, request.params.id, viewer.userId);
      if (facts.role !== null) throw conflict(t('club.already_member'));
      if (facts.request_pending) throw conflict(t('club.request_already_pending'));
      if (facts.banned) throw bannedFromClub();
      try {
        if (facts.privacy === 'open') {
          const added = await db.query(
            `INSERT INTO club_members (club_id, user_id, role) VALUES ($1, $2, 'member') ON CONFLICT DO NOTHING RETURNING user_id`,
            [facts.id, viewer.userId],
          );
          if (added.length === 0) throw conflict(t('club.already_member'));
        } else {
          await db.query('INSERT INTO club_join_requests (club_id, user_id) VALUES ($1, $2)', [facts.id, viewer.userId]);
        }
      } catch (error) {
        // Two asks at once: the partial unique index keeps one pending request.
        if (isUniqueViolation(error)) throw conflict(t('club.request_already_pending'));
        throw error;
      }
      reply.code(201);
      return { status: facts.privacy === 'open' ? ('approved' as const) : ('pending' as const) };
    },
  );

  app.get(
    '/clubs/:id/request/:a/:b',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'respondToClubJoinRequest',
        tags,
        summary:
          'Answer join request {a} of the club: {b} = approve (the member joins) or decline. For the owner and admins (403 otherwise); a request already answered is 409. Answers the request.',
        params: RespondParams,
        response: { 200: ClubJoinRequest },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { id, a: requestId, b: decision } = request.params;
      const facts = await clubFacts(db, id, viewer.userId);
      if (!facts.moderates) throw forbidden(t('club.moderators_only'));
      const status = decision === 'approve' ? 'approved' : 'declined';
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{ user_id: number }>(
          `UPDATE club_join_requests SET status = $3, decided_at = now(), decided_by = $4
            WHERE id = $1 AND club_id = $2 AND status = 'pending' RETURNING user_id`,
          [requestId, id, status, viewer.userId],
        );
        if (!row) {
          const known = await first(tx, 'SELECT 1 FROM club_join_requests WHERE id = $1 AND club_id = $2', [requestId, id]);
          if (!known) throw notFound('join_request');
          throw new ApiError(409, 'illegal_transition', t('club.request_answered'));
        }
        if (status === 'approved') {
          await tx.query(`INSERT INTO club_members (club_id, user_id, role) VALUES ($1, $2, 'member') ON CONFLICT DO NOTHING`, [
            id,
            row.user_id,
          ]);
        }
      });
      const row = await first<{ request: JoinRequestColumns }>(
        db,
        `SELECT ${joinRequestJson('r', 'u', '$2::int')} AS request FROM club_join_requests r JOIN users u ON u.id = r.user_id WHERE r.id = $1`,
        [requestId, viewer.userId],
      );
      if (!row) throw notFound('join_request');
      return joinRequestView(row.request, baseUrl(request));
    },
  );

  app.get(
    '/clubs/:id/leave',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'leaveClub',
        tags,
        summary:
          'Leave a club; answers the club as I now see it. The owner cannot leave (409 owner_cannot_leave): they delete the club instead. 404 when I am not a member.',
        params: ClubIdParams,
        response: { 200: Club },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const facts = await clubFacts(db, request.params.id, viewer.userId);
      if (facts.role === 'owner') throw new ApiError(409, 'owner_cannot_leave', t('club.owner_cannot_leave'));
      const removed = await db.query(`DELETE FROM club_members WHERE club_id = $1 AND user_id = $2 AND role <> 'owner' RETURNING user_id`, [
        facts.id,
        viewer.userId,
      ]);
      if (removed.length === 0) throw new ApiError(404, 'not_found', t('club.not_member'));
      return club(request, facts.id, viewer.userId);
    },
  );

  app.get(
    '/clubs/:id/remove/:userId',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'removeClubMember',
        tags,
        summary:
          'Remove a member from my club (the owner only; 403 for others). The owner cannot be removed (409 owner_cannot_leave); someone not in the club is 404. Answers the club.',
        params: RemoveMemberParams,
        response: { 200: Club },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { id, userId } = request.params;
      const facts = await ownedClub(db, id, viewer.userId);
      if (userId === facts.owner_id) throw new ApiError(409, 'owner_cannot_leave', t('club.owner_cannot_be_removed'));
      const removed = await db.query(`DELETE FROM club_members WHERE club_id = $1 AND user_id = $2 AND role <> 'owner' RETURNING user_id`, [
        id,
        userId,
      ]);
      if (removed.length === 0) throw notFound('club_member');
      return club(request, id, viewer.userId);
    },
  );
}
