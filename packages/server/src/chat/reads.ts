import { first, type Queryable } from '../db/database.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { MAX_ID } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { notHiddenSql } from '../trust/sql.ts';
import type { ChatMessage, ChatRoomType } from './schemas.ts';
import { type Addressing, type MessageColumns, messageJson, messageView, perspectiveSql, type RoomColumns, roomJson } from './views.ts';

/** A room as a path names it: its numeric id or its room_uuid. */
export type RoomKey = { id: number } | { uuid: string };

/** Reads a path's room key (already matched by ROOM_KEY_PATTERN): digits are the id, anything else the uuid. */
export function roomKey(raw: string | number): RoomKey {
  if (typeof raw === 'number' || /^[0-9]+$/.test(raw)) {
    const id = Number(raw);
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw badRequest(t('chat.room_key'), { id: t('chat.room_key') });
    return { id };
  }
  return { uuid: raw.toLowerCase() };
}

/** SQL condition on `r` (a chat_rooms alias) for the key at parameter `$n`, and its value. */
export function roomWhere(key: RoomKey, n: number): { sql: string; value: number | string } {
  return 'id' in key ? { sql: `r.id = $${n}::int`, value: key.id } : { sql: `r.room_uuid = $${n}::uuid`, value: key.uuid };
}

/** The room and the viewer's participant row, as the write routes check them. */
export interface RoomAccess {
  id: number;
  room_uuid: string;
  room_type: ChatRoomType;
  club_id: number | null;
  company_id: number | null;
  created_by: number | null;
  last_sequence: number;
  /** The participant row the viewer acts as (their own, else a company's they manage). */
  participant: { id: number; user_id: number | null; company_id: number | null; role: 'owner' | 'member' };
}

/**
 * A room and the participant the viewer acts as in it, in one statement: 404 `chat_room` when no room has this key,
 * 403 "You are not in this conversation." when the viewer is not in it (nor manages a company that is). With
 * `companyId`, the viewer acts as that company (a manager of it, and the company in the room).
 */
export async function roomAccess(db: Queryable, key: RoomKey, viewer: number, companyId?: number): Promise<RoomAccess> {
  const where = roomWhere(key, 1);
  const row = await first<Omit<RoomAccess, 'participant'> & { participant: RoomAccess['participant'] | null }>(
    db,
    `SELECT r.id, r.room_uuid, r.room_type, r.club_id, r.company_id, r.created_by, r.last_sequence::float8 AS last_sequence,
            CASE WHEN pm.id IS NULL THEN NULL ELSE json_build_object('id', pm.id, 'user_id', pm.user_id, 'company_id', pm.company_id, 'role', pm.role) END AS participant
       FROM chat_rooms r LEFT JOIN LATERAL ${perspectiveSql('r.id', '$2::int', companyId === undefined ? undefined : '$3::int')} pm ON true
      WHERE ${where.sql}`,
    companyId === undefined ? [where.value, viewer] : [where.value, viewer, companyId],
  );
  if (!row) throw notFound('chat_room');
  if (!row.participant) throw forbidden(t('chat.not_in_room'));
  return { ...row, participant: row.participant };
}

/**
 * One room and what the viewer may read of it, in ONE statement: `select` (SQL over `r`, the room, and `pm`, the
 * viewer's participant row) is evaluated only when the viewer is in the room. 404 / 403 as roomAccess.
 */
export async function readInRoom<T>(
  db: Queryable,
  key: RoomKey,
  viewer: number,
  select: string,
  params: readonly unknown[] = [],
  companyId?: number,
): Promise<T> {
  const where = roomWhere(key, 1);
  const company = companyId === undefined ? undefined : `$${params.length + 3}::int`;
  const row = await first<{ found: boolean; answer: T | null }>(
    db,
    `SELECT pm.id IS NOT NULL AS found, CASE WHEN pm.id IS NOT NULL THEN ${select} END AS answer
       FROM chat_rooms r LEFT JOIN LATERAL ${perspectiveSql('r.id', '$2::int', company)} pm ON true
      WHERE ${where.sql}`,
    companyId === undefined ? [where.value, viewer, ...params] : [where.value, viewer, ...params, companyId],
  );
  if (!row) throw notFound('chat_room');
  if (!row.found || row.answer === null) throw forbidden(t('chat.not_in_room'));
  return row.answer;
}

/** The room as `viewer` sees it (RoomColumns), in one statement. */
export function readRoom(db: Queryable, key: RoomKey, viewer: number, companyId?: number): Promise<RoomColumns> {
  return readInRoom<RoomColumns>(db, key, viewer, roomJson('r', 'pm', '$2::int'), [], companyId);
}

/** SQL: the messages of room `r` the participant `pm` may see (after its cleared_sequence), as JSON, by `order`. */
export function messagesJson(condition: string, order: 'ASC' | 'DESC', limit: string, viewer: string): string {
  return `(SELECT coalesce(json_agg(x.message ORDER BY x.sequence), '[]') FROM (
      SELECT ${messageJson('m', 'r.room_uuid', viewer)} AS message, m.sequence FROM chat_messages m
       WHERE m.room_id = r.id AND m.sequence > pm.cleared_sequence AND ${condition} AND ${notHiddenSql('m', 'm.sender_id', viewer)}
       ORDER BY m.sequence ${order} LIMIT ${limit}) x)`;
}

/** Members who receive a room's events: its member participants and the current managers of its company participants. */
export function audienceSql(room: string): string {
  return `(SELECT coalesce(array_agg(DISTINCT a.user_id), '{}') FROM (
      SELECT au.user_id FROM chat_room_members au WHERE au.room_id = ${room} AND au.user_id IS NOT NULL
      UNION SELECT acm.user_id FROM chat_room_members ac JOIN company_managers acm ON acm.company_id = ac.company_id
       WHERE ac.room_id = ${room} AND ac.company_id IS NOT NULL) a)`;
}

/** Server seam (docs/realtime.md): who receives a room's events now. */
export async function roomAudience(db: Queryable, roomId: number): Promise<number[]> {
  const row = await first<{ audience: number[] }>(db, `SELECT ${audienceSql('$1::int')} AS audience`, [roomId]);
  return row?.audience ?? [];
}

/**
 * Server seam (docs/realtime.md): the messages after `after` in each room the viewer is in (rooms they are not in
 * are skipped), ascending by room then sequence, at most `limit` a room, in ONE statement; `more` lists the rooms
 * that had more. Each message's file address is signed for the viewer.
 */
export async function syncMessages(
  db: Queryable,
  viewerId: number,
  rooms: readonly { roomId: number; after: number }[],
  limit: number,
  baseUrl: string,
): Promise<{ messages: ChatMessage[]; more: number[] }> {
  if (rooms.length === 0) return { messages: [], more: [] };
  const row = await first<{ rooms: { room_id: number; items: MessageColumns[] }[] }>(
    db,
    `SELECT coalesce(json_agg(json_build_object('room_id', r.id, 'items', ${messagesJson('m.sequence > q.after', 'ASC', '$4::int + 1', '$1::int')})
              ORDER BY q.n), '[]') AS rooms
       FROM unnest($2::int[], $3::bigint[]) WITH ORDINALITY AS q(room_id, after, n)
       JOIN chat_rooms r ON r.id = q.room_id
       JOIN LATERAL ${perspectiveSql('r.id', '$1::int')} pm ON true`,
    [viewerId, rooms.map((room) => room.roomId), rooms.map((room) => room.after), limit],
  );
  const messages: ChatMessage[] = [];
  const more: number[] = [];
  for (const room of row?.rooms ?? []) {
    if (room.items.length > limit) more.push(room.room_id);
    for (const item of room.items.slice(0, limit)) messages.push(messageView(item, { baseUrl, viewer: viewerId }));
  }
  return { messages, more };
}

/** Server seam (docs/realtime.md): one room's messages after `after` (ascending, at most `limit`); null when the viewer is not in it. */
export async function messagesAfter(
  db: Queryable,
  viewerId: number,
  roomId: number,
  after: number,
  limit: number,
  baseUrl: string,
): Promise<{ messages: ChatMessage[]; hasMore: boolean } | null> {
  try {
    const items = await readInRoom<MessageColumns[]>(
      db,
      { id: roomId },
      viewerId,
      messagesJson('m.sequence > $3::bigint', 'ASC', '$4::int + 1', '$2::int'),
      [after, limit],
    );
    const at: Addressing = { baseUrl, viewer: viewerId };
    return { messages: items.slice(0, limit).map((item) => messageView(item, at)), hasMore: items.length > limit };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 403 || (error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}

/** Whether `viewer` is in the room (or manages a company that is): for the socket's typing events. */
export async function isInRoom(db: Queryable, viewerId: number, roomId: number): Promise<boolean> {
  const row = await first<{ found: boolean }>(db, `SELECT EXISTS (SELECT 1 FROM ${perspectiveSql('$1::int', '$2::int')} pm) AS found`, [
    roomId,
    viewerId,
  ]);
  return row?.found ?? false;
}
