import { randomUUID } from 'node:crypto';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { connectedSql } from '../members/member-card.ts';
import { refuseIfBlocked } from '../trust/blocks.ts';
import { roomAudience } from './reads.ts';
import { auth, CREATE_LIMIT, chatRouteKit, tags } from './route-kit.ts';
import { ChatRoom, CreateRoomBody } from './schemas.ts';

/** Creating a room (docs/realtime.md §1): a private pair, a group, or a conversation with a company. */
export function roomCreateRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const { publishRoom, answerRoom } = chatRouteKit(context);

  // ---- 1. Create ----
  app.post(
    '/chat-room',
    {
      config: { ...auth, rateLimit: CREATE_LIMIT },
      schema: {
        operationId: 'createChatRoom',
        tags,
        summary:
          'Start a conversation: private (with `userId`, a connection; or empty, then add them), group (`title`), company (`companyId`: you and the company) or club (`clubId`, its owner or an admin). An existing private, company or club room is answered with 200.',
        body: CreateRoomBody,
        response: { 200: ChatRoom, 201: ChatRoom },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request).userId;
      const body = request.body;
      const type = body.room_type ?? body.chatRoomType;
      if (!type) throw badRequest(t('chat.room_type_required'), { room_type: t('field.required') });
      const created = await db.transaction(async (tx): Promise<{ id: number; existed: boolean }> => {
        const uuid = randomUUID();
        if (type === 'private') {
          const other = body.userId;
          if (other === undefined) {
            const [row] = await tx.query<{ id: number }>(
              `INSERT INTO chat_rooms (room_uuid, room_type, created_by, private_pair) VALUES ($1, 'private', $2, $3) RETURNING id`,
              [uuid, viewer, `open:${uuid}`],
            );
            const id = (row as { id: number }).id;
            await tx.query(`INSERT INTO chat_room_members (room_id, user_id, role) VALUES ($1, $2, 'owner')`, [id, viewer]);
            return { id, existed: false };
          }
          if (other === viewer) throw badRequest(t('chat.yourself'), { userId: t('chat.yourself') });
          const pair = `${Math.min(viewer, other)}:${Math.max(viewer, other)}`;
          const target = await first<{ name: string; connected: boolean; room_id: number | null }>(
            tx,
            `SELECT u.first_name || ' ' || u.last_name AS name, ${connectedSql('u.id', '$2::int')} AS connected,
                    (SELECT r.id FROM chat_rooms r WHERE r.private_pair = $3) AS room_id
               FROM users u WHERE u.id = $1`,
            [other, viewer, pair],
          );
          if (!target) throw notFound('member');
          await refuseIfBlocked(tx, viewer, other);
          if (target.room_id !== null) return { id: target.room_id, existed: true };
          if (!target.connected) throw new ApiError(403, 'not_connected', t('chat.not_connected', { name: target.name }));
          const [row] = await tx.query<{ id: number }>(
            `INSERT INTO chat_rooms (room_uuid, room_type, created_by, private_pair) VALUES ($1, 'private', $2, $3) RETURNING id`,
            [uuid, viewer, pair],
          );
          const id = (row as { id: number }).id;
          await tx.query(`INSERT INTO chat_room_members (room_id, user_id, role) VALUES ($1, $2, 'owner'), ($1, $3, 'member')`, [
            id,
            viewer,
            other,
          ]);
          return { id, existed: false };
        }
        if (type === 'group') {
          const title = body.title?.trim() ?? '';
          if (title.length === 0) throw badRequest(t('chat.title_required'), { title: t('chat.title_required') });
          const [row] = await tx.query<{ id: number }>(
            `INSERT INTO chat_rooms (room_uuid, room_type, title, created_by) VALUES ($1, 'group', $2, $3) RETURNING id`,
            [uuid, title, viewer],
          );
          const id = (row as { id: number }).id;
          await tx.query(`INSERT INTO chat_room_members (room_id, user_id, role) VALUES ($1, $2, 'owner')`, [id, viewer]);
          return { id, existed: false };
        }
        if (type === 'company') {
          const companyId = body.companyId;
          if (companyId === undefined) throw badRequest(t('chat.company_required'), { companyId: t('field.required') });
          const company = await first<{ name: string; manages: boolean }>(
            tx,
            `SELECT c.name, EXISTS (SELECT 1 FROM company_managers m WHERE m.company_id = c.id AND m.user_id = $2) AS manages FROM companies c WHERE c.id = $1`,
            [companyId, viewer],
          );
          if (!company) throw notFound('company');
          if (company.manages) throw conflict(t('chat.own_company'));
          const inserted = await tx.query<{ id: number }>(
            `INSERT INTO chat_rooms (room_uuid, room_type, title, company_id, created_by) VALUES ($1, 'company', $2, $3, $4)
             ON CONFLICT (company_id, created_by) WHERE room_type = 'company' DO NOTHING RETURNING id`,
            [uuid, company.name, companyId, viewer],
          );
          const id =
            inserted[0]?.id ??
            (
              await first<{ id: number }>(
                tx,
                `SELECT id FROM chat_rooms WHERE room_type = 'company' AND company_id = $1 AND created_by = $2`,
                [companyId, viewer],
              )
            )?.id;
          if (id === undefined) throw conflict(t('code.conflict'));
          // The writer comes back if they had left; the company is in it from the start.
          await tx.query(
            `INSERT INTO chat_room_members (room_id, user_id, role) VALUES ($1, $2, 'owner') ON CONFLICT (room_id, user_id) WHERE user_id IS NOT NULL DO NOTHING`,
            [id, viewer],
          );
          await tx.query(
            `INSERT INTO chat_room_members (room_id, company_id, role) VALUES ($1, $2, 'member') ON CONFLICT (room_id, company_id) WHERE company_id IS NOT NULL DO NOTHING`,
            [id, companyId],
          );
          return { id, existed: inserted.length === 0 };
        }
        const clubId = body.clubId;
        if (clubId === undefined) throw badRequest(t('chat.club_required'), { clubId: t('field.required') });
        const club = await first<{ name: string; role: string | null; room_id: number | null }>(
          tx,
          `SELECT c.name, CASE WHEN c.owner_id = $2 THEN 'owner' ELSE (SELECT m.role FROM club_members m WHERE m.club_id = c.id AND m.user_id = $2) END AS role,
                  (SELECT r.id FROM chat_rooms r WHERE r.room_type = 'club' AND r.club_id = c.id) AS room_id
             FROM clubs c WHERE c.id = $1`,
          [clubId, viewer],
        );
        if (!club) throw notFound('club');
        if (club.room_id !== null && club.role !== null) return { id: club.room_id, existed: true };
        if (club.role !== 'owner' && club.role !== 'admin') throw forbidden(t('chat.club_admins'));
        if (club.room_id !== null) return { id: club.room_id, existed: true };
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO chat_rooms (room_uuid, room_type, title, club_id, created_by) VALUES ($1, 'club', $2, $3, $4) RETURNING id`,
          [uuid, club.name, clubId, viewer],
        );
        const id = (row as { id: number }).id;
        await tx.query(
          `INSERT INTO chat_room_members (room_id, user_id, role)
           SELECT $1, m.user_id, CASE WHEN m.role = 'owner' THEN 'owner' ELSE 'member' END FROM club_members m WHERE m.club_id = $2
           ON CONFLICT DO NOTHING`,
          [id, clubId],
        );
        return { id, existed: false };
      });
      const room = await answerRoom(request, { id: created.id });
      if (!created.existed) publishRoom(await roomAudience(db, created.id), room, 'created');
      reply.code(created.existed ? 200 : 201);
      return room;
    },
  );
}
