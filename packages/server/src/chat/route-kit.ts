import type { FastifyRequest } from 'fastify';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { publicBaseUrl, type ServerContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import type { ChatAudience, ChatPublisher } from './chat-events.ts';
import { type RoomKey, readRoom } from './reads.ts';
import type { ChatRoomUpdateReason } from './socket-events.ts';
import { type Addressing, roomView } from './views.ts';

/** What every chat route module shares: the OpenAPI tag, the auth and rate-limit settings and the room helpers. */
export const tags = ['chat'];
export const auth = { auth: 'required' as const };
/** docs/realtime.md: sends 30 a minute a member, room creation 20 an hour a member (shared store, docs/rate-limits.md). */
const memberKey = (what: string) => (request: FastifyRequest) => `${what}:${request.viewer?.userId ?? request.ip}`;
export const SEND_LIMIT = { max: 30, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: memberKey('chat-send') };
export const CREATE_LIMIT = { max: 20, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: memberKey('chat-room-create') };
/** A pending upload's owner id: 0 until a message takes it (then the message id). */
export const PENDING_FILE_OWNER = 0;

/** The helpers the chat routes share, bound to one server's context (the routes were one function; they still share these). */
export function chatRouteKit(context: ServerContext) {
  const { db, config } = context;
  const events: ChatPublisher = context.chatEvents;
  const addressing = (request: FastifyRequest): Addressing => ({
    baseUrl: publicBaseUrl(request, config),
    viewer: request.viewer?.userId ?? null,
  });

  const publishRoom = (audience: ChatAudience, room: { id: number; room_uuid: string }, reason: ChatRoomUpdateReason) =>
    events.publish(audience, 'room:updated', { roomId: room.id, room_uuid: room.room_uuid, reason });

  /** The members a participant row stands for: the member, or the company's current managers. */
  async function participantAudience(participant: { user_id: number | null; company_id: number | null }): Promise<number[]> {
    if (participant.user_id !== null) return [participant.user_id];
    const rows = await db.query<{ user_id: number }>('SELECT user_id FROM company_managers WHERE company_id = $1', [
      participant.company_id,
    ]);
    return rows.map((row) => row.user_id);
  }

  /** 403 unless the viewer manages the company. */
  async function requireManager(companyId: number, viewer: number) {
    const row = await first<{ exists: boolean; manages: boolean }>(
      db,
      `SELECT EXISTS (SELECT 1 FROM companies WHERE id = $1) AS exists,
              EXISTS (SELECT 1 FROM company_managers WHERE company_id = $1 AND user_id = $2) AS manages`,
      [companyId, viewer],
    );
    if (!row?.exists) throw notFound('company');
    if (!row.manages) throw forbidden(t('forbidden.company_manager'));
  }

  /** The room answered after a change, as the viewer (or the company they act for) sees it. */
  const answerRoom = async (request: FastifyRequest, key: RoomKey, companyId?: number) =>
    roomView(await readRoom(db, key, requireViewer(request).userId, companyId), addressing(request));

  /** Checks a delete's target: the viewer themselves, or a company they manage. Answers the participant column and value. */
  async function deleteTarget(target: 'user' | 'company', targetId: number, viewer: number) {
    if (target === 'user') {
      if (targetId !== viewer) throw forbidden(t('chat.only_yourself'));
      return 'p.user_id';
    }
    await requireManager(targetId, viewer);
    return 'p.company_id';
  }

  return { addressing, publishRoom, participantAudience, requireManager, answerRoom, deleteTarget };
}
