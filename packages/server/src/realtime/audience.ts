import { audienceSql } from '../chat/reads.ts';
import { first, type Queryable } from '../db/database.ts';
import { connectionsSql } from '../network/connections-sql.ts';

export interface TypingRoom {
  roomUuid: string;
  /** Every member the room reaches (the typer included). */
  audience: number[];
}

/** Room `roomId` and who its events reach (chat/reads.ts audienceSql), when `userId` is one of them; undefined for a room they are not in (or none). */
export async function typingRoom(db: Queryable, roomId: number, userId: number): Promise<TypingRoom | undefined> {
  const row = await first<{ room_uuid: string; audience: number[] }>(
    db,
    `SELECT r.room_uuid::text AS room_uuid, ${audienceSql('r.id')} AS audience FROM chat_rooms r WHERE r.id = $1`,
    [roomId],
  );
  if (!row) return undefined;
  const audience = row.audience.map(Number);
  return audience.includes(userId) ? { roomUuid: row.room_uuid, audience } : undefined;
}

/** The member's connections' ids. */
export async function connectionIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ member_id: number }>(`SELECT DISTINCT c.member_id FROM (${connectionsSql('$1')}) c`, [userId]);
  return rows.map((row) => Number(row.member_id));
}

/** Which of `ids` are the member's connections. */
export async function connectionsAmong(db: Queryable, userId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ member_id: number }>(
    `SELECT DISTINCT c.member_id FROM (${connectionsSql('$1')}) c WHERE c.member_id = ANY($2::int[])`,
    [userId, ids],
  );
  return rows.map((row) => Number(row.member_id));
}

/** Of the given session token hashes, those still valid (not revoked, not expired). */
export async function liveSessions(db: Queryable, tokenHashes: readonly string[]): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db.query<{ token_hash: string }>(
    'SELECT token_hash FROM sessions WHERE token_hash = ANY($1::text[]) AND revoked_at IS NULL AND expires_at > now()',
    [tokenHashes],
  );
  return new Set(rows.map((row) => row.token_hash));
}
