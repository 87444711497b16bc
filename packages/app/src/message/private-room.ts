import type { ApiResult, DealgrowClient } from '@dealgrow/sdk';
import type { ChatRoom } from './types.ts';

/**
 * The private room between the member and one of their connections: the existing one (`check-existed`), else a new
 * room with the connection added (the server refuses a non-connection with 403 `not_connected`, and says why).
 */
export async function openPrivateRoom(client: DealgrowClient, viewerId: number, memberId: number): Promise<ApiResult<ChatRoom>> {
  const existing = await client.chat.privateRoomBetween(viewerId, memberId);
  if (!existing.success) return existing;
  if (existing.data.room) return { ...existing, data: existing.data.room };
  const created = await client.chat.create({ room_type: 'private' });
  if (!created.success) return created;
  const added = await client.chat.addParticipant(created.data.id, { userId: memberId });
  if (!added.success) {
    // A room nobody else can join is of no use: take it away again (best effort).
    void client.chat.deleteFor(created.data.id, 'user', viewerId);
    return added;
  }
  return client.chat.get(created.data.id);
}
