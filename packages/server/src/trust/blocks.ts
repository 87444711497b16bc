import { Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { Id } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { type MemberColumns, memberSummary, memberSummaryPairs } from '../members/member-summary.ts';
import { BlockedMember } from './schemas.ts';
import { neitherBlocks } from './sql.ts';

export const BLOCKED_PAGE_SIZE = 20;
const tags = ['account'];
const MemberParams = Type.Object({ id: Id({ description: 'A member id.' }) }, { additionalProperties: false });

/** 403 `member_blocked`: one of the two members blocks the other (a request, a message). */
export const memberBlocked = () => new ApiError(403, 'member_blocked', t('code.member_blocked'));

/** Refuses with 403 `member_blocked` when `a` or `b` blocks the other (writes only: one key lookup each way). */
export async function refuseIfBlocked(db: Queryable, a: number, b: number): Promise<void> {
  const row = await first<{ open: boolean }>(db, `SELECT ${neitherBlocks('$1::int', '$2::int')} AS open`, [a, b]);
  if (!row?.open) throw memberBlocked();
}

/** Refuses a message to a private conversation whose other member blocks the sender or is blocked by them. */
export async function refuseBlockedPrivateRoom(db: Queryable, roomId: number, sender: number): Promise<void> {
  const row = await first<{ blocked: boolean }>(
    db,
    `SELECT true AS blocked FROM chat_rooms r JOIN chat_room_members m ON m.room_id = r.id AND m.user_id IS NOT NULL AND m.user_id <> $2
      WHERE r.id = $1 AND r.room_type = 'private' AND NOT ${neitherBlocks('$2::int', 'm.user_id')} LIMIT 1`,
    [roomId, sender],
  );
  if (row?.blocked) throw memberBlocked();
}

/** Block, unblock and the list of blocked members (docs/accounts.md "Blocking and reporting"). */
export function blockRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;

  app.post(
    '/users/block/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'blockMember',
        tags,
        summary:
          'Block a member: neither of you sees the other’s profile, posts or comments, finds the other in search, or sends the other requests or messages; your connection and any pending request end. Blocking again changes nothing.',
        params: MemberParams,
        response: { 204: Type.Null({ description: 'Blocked.' }) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request).userId;
      const other = request.params.id;
      if (other === viewer) throw badRequest(t('trust.block_self'));
      // One transaction: the block, and the end of the connection or request between the two, either way.
      const found = await db.transaction(async (tx) => {
        const [member] = await tx.query<{ id: number }>('SELECT id FROM users WHERE id = $1', [other]);
        if (!member) return false;
        await tx.query('INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [viewer, other]);
        await tx.query(
          `UPDATE friendships SET status = 'reject', updated_at = now(), deleted_at = now()
            WHERE LEAST(user_id, friend_id) = LEAST($1::int, $2::int) AND GREATEST(user_id, friend_id) = GREATEST($1::int, $2::int)
              AND status IN ('pending_first_second', 'accept', 'friends')`,
          [viewer, other],
        );
        return true;
      });
      if (!found) throw notFound('member');
      reply.code(204);
      return null;
    },
  );

  app.delete(
    '/users/block/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'unblockMember',
        tags,
        summary: 'Unblock a member (nothing to do when they are not blocked). The connection that blocking ended does not come back.',
        params: MemberParams,
        response: { 204: Type.Null({ description: 'Unblocked.' }) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request).userId;
      await db.query('DELETE FROM member_blocks WHERE blocker_id = $1 AND blocked_id = $2', [viewer, request.params.id]);
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/users/blocked',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'blockedMembers',
        tags,
        summary: `The members I block, most recently blocked first (${BLOCKED_PAGE_SIZE} a page).`,
        querystring: PageQuery(BLOCKED_PAGE_SIZE),
        response: { 200: Paged(BlockedMember) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request).userId;
      const window = pageWindow(request.query, BLOCKED_PAGE_SIZE);
      // ONE statement through member_blocks_blocker_newest (docs/performance.md).
      const row = await first<{ total: number; items: (MemberColumns & { blocked_at: string })[] }>(
        db,
        `SELECT (SELECT count(*)::int FROM member_blocks WHERE blocker_id = $1) AS total,
                (SELECT coalesce(json_agg(json_build_object(${memberSummaryPairs('u', '$1::int')}, 'blocked_at', b.created_at)
                          ORDER BY b.created_at DESC, b.blocked_id), '[]')
                   FROM (SELECT blocked_id, created_at FROM member_blocks WHERE blocker_id = $1
                          ORDER BY created_at DESC, blocked_id LIMIT $2 OFFSET $3) b JOIN users u ON u.id = b.blocked_id) AS items`,
        [viewer, window.limit, window.offset],
      );
      const baseUrl = publicBaseUrl(request, config);
      return {
        items: (row?.items ?? []).map((item) => ({
          ...memberSummary(item, baseUrl),
          blocked_at: new Date(item.blocked_at).toISOString(),
        })),
        total: row?.total ?? 0,
        page: window.page,
        limit: window.limit,
      };
    },
  );
}
