import { first, type Queryable } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, conflict, forbidden, notFound } from '../http/errors.ts';
import { type Message, t } from '../i18n/catalogue.ts';
import { Friendship, type FriendshipColumns, friendshipJson, friendshipView } from '../members/member-card.ts';
import { notifyConnection } from '../notifications/producers.ts';
import { refuseIfBlocked } from '../trust/blocks.ts';
import { pairSql } from './connections-sql.ts';
import { cancelOutcome, type MoveOutcome, type PairRow, removeOutcome, requestOutcome, respondOutcome } from './friendship-rules.ts';
import { ConnectionRequestBody, FriendshipIdParams, MemberIdParams, RespondParams } from './schemas.ts';

/** Decided (docs/network.md): LinkedIn's figure, requests sent per rolling 7 days. */
export const WEEKLY_REQUEST_LIMIT = 100;
const WEEK = "interval '7 days'";

const tags = ['network'];
const auth = { auth: 'required' as const };

interface StoredPair extends PairRow {
  id: number;
}

interface Member {
  id: number;
  name: string;
}

/** The answer of a move: the friendship with both members' cards, as `viewer` sees their photos. */
export async function loadFriendship(db: Queryable, id: number, viewer: number, baseUrl: string): Promise<Friendship> {
  const row = await first<{ friendship: FriendshipColumns }>(
    db,
    `SELECT ${friendshipJson('f', '$2::int')} AS friendship FROM friendships f WHERE f.id = $1`,
    [id, viewer],
  );
  if (!row) throw notFound('friendship');
  return friendshipView(row.friendship, baseUrl);
}

async function memberNamed(db: Queryable, id: number): Promise<Member> {
  const row = await first<Member>(db, `SELECT id, first_name || ' ' || last_name AS name FROM users WHERE id = $1`, [id]);
  if (!row) throw notFound('member');
  return row;
}

/** The pair's row, locked until the transaction ends, so two moves on one pair take turns. */
async function lockPair(db: Queryable, a: number, b: number): Promise<StoredPair | undefined> {
  return first<StoredPair>(
    db,
    `SELECT f.id, f.user_id, f.friend_id, f.status FROM friendships f WHERE ${pairSql('f', '$1::int', '$2::int')} FOR UPDATE`,
    [a, b],
  );
}

async function lockFriendship(db: Queryable, id: number): Promise<StoredPair> {
  const row = await first<StoredPair>(db, 'SELECT id, user_id, friend_id, status FROM friendships WHERE id = $1 FOR UPDATE', [id]);
  if (!row) throw notFound('friendship');
  return row;
}

const selfRefused = () => new ApiError(422, 'validation_failed', t('network.self'), { id: t('network.self_field') });
const illegal = (message: Message) => conflict(message, 'illegal_transition');

/** `2025-03-14 09:30`: when the weekly cap lets the member ask again, in UTC as the message says. */
const utcMinute = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

/**
 * Refuses a new request once `sender` has made WEEKLY_REQUEST_LIMIT in the last 7 days: 429 with Retry-After and
 * the moment the oldest of them leaves the window. Requests are counted from `friendships.created_at` (a request
 * sets it; a pair's row is reused, so asking the same member again within the week counts once).
 */
async function checkWeeklyCap(db: Queryable, sender: number): Promise<void> {
  const oldest = await first<{ resets_at: Date | string; seconds: number }>(
    db,
    `SELECT created_at + ${WEEK} AS resets_at, ceil(extract(epoch FROM created_at + ${WEEK} - now()))::int AS seconds
       FROM friendships WHERE user_id = $1 AND created_at > now() - ${WEEK}
      ORDER BY created_at DESC OFFSET $2 LIMIT 1`,
    [sender, WEEKLY_REQUEST_LIMIT - 1],
  );
  if (!oldest) return;
  const message = t('network.request_limit', { limit: WEEKLY_REQUEST_LIMIT, resetsAt: utcMinute(new Date(oldest.resets_at)) });
  throw new ApiError(429, 'connection_request_limit', message, undefined, { retryAfterSeconds: Math.max(1, oldest.seconds) });
}

/** Sends (or, when they had asked first, accepts) a request; answers the friendship's id and whether it is new. */
async function sendRequest(db: Queryable, sender: number, receiverId: number): Promise<{ id: number; created: boolean }> {
  if (sender === receiverId) throw selfRefused();
  const receiver = await memberNamed(db, receiverId);
  await refuseIfBlocked(db, sender, receiver.id);
  // Twice at most: a first request racing another for the same pair finds its row on the second pass.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const row = await lockPair(db, sender, receiver.id);
    const outcome = requestOutcome(row, sender);
    if (outcome.kind === 'refuse') {
      if (outcome.reason === 'pending') throw conflict(t('network.request_pending', { name: receiver.name }), 'request_pending');
      if (outcome.reason === 'declined') throw conflict(t('network.request_declined', { name: receiver.name }), 'request_declined');
      throw illegal(t('network.already_connected', { name: receiver.name }));
    }
    if (outcome.kind === 'accept_theirs' && row) {
      await db.query(`UPDATE friendships SET status = 'accept', updated_at = now() WHERE id = $1`, [row.id]);
      return { id: row.id, created: false };
    }
    await checkWeeklyCap(db, sender);
    if (row) {
      await db.query(
        `UPDATE friendships SET user_id = $2, friend_id = $3, status = 'pending_first_second', created_at = now(), updated_at = now(),
                deleted_at = NULL WHERE id = $1`,
        [row.id, sender, receiver.id],
      );
      return { id: row.id, created: true };
    }
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO friendships (user_id, friend_id, status) VALUES ($1, $2, 'pending_first_second') ON CONFLICT DO NOTHING RETURNING id`,
      [sender, receiver.id],
    );
    if (inserted[0]) return { id: inserted[0].id, created: true };
  }
  throw conflict(t('network.request_pending', { name: receiver.name }), 'request_pending');
}

/** Applies an allowed move to the row (`reject` also marks it deleted), or refuses it. */
async function applyMove(db: Queryable, row: StoredPair, outcome: MoveOutcome, refusals: { forbidden: Message; illegal: Message }) {
  if (outcome.kind === 'forbidden') throw forbidden(refusals.forbidden);
  if (outcome.kind === 'illegal') throw illegal(refusals.illegal);
  await db.query(
    `UPDATE friendships SET status = $2, updated_at = now(), deleted_at = CASE WHEN $2 = 'reject' THEN now() END WHERE id = $1`,
    [row.id, outcome.to],
  );
}

/** Sending, answering, cancelling and removing connections: every move of the friendship statuses. */
export function connectionRequestRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const baseUrl = (request: { protocol: string; host: string }) => publicBaseUrl(request, config);

  app.post(
    '/member-connection/request',
    {
      config: auth,
      schema: {
        operationId: 'sendConnectionRequest',
        tags,
        summary:
          'Ask a member to connect: 201 with the pending friendship; 200 with the accepted one when they had already asked you. ' +
          `At most ${WEEKLY_REQUEST_LIMIT} requests in 7 days (429 connection_request_limit, with Retry-After).`,
        body: ConnectionRequestBody,
        response: { 200: Friendship, 201: Friendship },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { id, created } = await db.transaction((tx) => sendRequest(tx, viewer.userId, request.body.id));
      reply.code(created ? 201 : 200);
      return notifyConnection(context, await loadFriendship(db, id, viewer.userId, baseUrl(request)), viewer.userId, baseUrl(request));
    },
  );

  app.get(
    '/member-connection/:a/:b',
    {
      config: auth,
      schema: {
        operationId: 'respondToConnectionRequest',
        tags,
        summary: 'The receiver accepts or declines a pending request: `a` is the friendship id, `b` is `accept` or `decline`.',
        params: RespondParams,
        response: { 200: Friendship },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { a: id, b: answer } = request.params;
      await db.transaction(async (tx) => {
        const row = await lockFriendship(tx, id);
        await applyMove(tx, row, respondOutcome(row, viewer.userId, answer), {
          forbidden: t('forbidden.respond_request'),
          illegal: t('network.not_pending'),
        });
      });
      return notifyConnection(context, await loadFriendship(db, id, viewer.userId, baseUrl(request)), viewer.userId, baseUrl(request));
    },
  );

  app.get(
    '/member-connection/request/:id/cancel',
    {
      config: auth,
      schema: {
        operationId: 'cancelConnectionRequest',
        tags,
        summary: 'The sender takes back a pending request (`id` is the friendship id): it becomes `reject`, and may be sent again.',
        params: FriendshipIdParams,
        response: { 200: Friendship },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await db.transaction(async (tx) => {
        const row = await lockFriendship(tx, request.params.id);
        await applyMove(tx, row, cancelOutcome(row, viewer.userId), {
          forbidden: t('forbidden.cancel_request'),
          illegal: t('network.not_pending'),
        });
      });
      return loadFriendship(db, request.params.id, viewer.userId, baseUrl(request));
    },
  );

  app.get(
    '/member-connection/:id/remove',
    {
      config: auth,
      schema: {
        operationId: 'removeConnection',
        tags,
        summary: 'End the connection with member `id` (either side may): it becomes `reject` and leaves both members’ friend lists.',
        params: MemberIdParams,
        response: { 200: Friendship },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (request.params.id === viewer.userId) throw selfRefused();
      const id = await db.transaction(async (tx) => {
        const other = await memberNamed(tx, request.params.id);
        const row = await lockPair(tx, viewer.userId, other.id);
        const notConnected = t('network.not_connected', { name: other.name });
        if (!row) throw illegal(notConnected);
        await applyMove(tx, row, removeOutcome(row, viewer.userId), { forbidden: notConnected, illegal: notConnected });
        // Neither keeps the other in a list of connections.
        await tx.query(
          `DELETE FROM friend_list_members m USING friend_lists l
            WHERE l.id = m.list_id AND ((l.owner_id = $1 AND m.user_id = $2) OR (l.owner_id = $2 AND m.user_id = $1))`,
          [viewer.userId, other.id],
        );
        return row.id;
      });
      return loadFriendship(db, id, viewer.userId, baseUrl(request));
    },
  );
}
