import { first } from '../db/database.ts';
import { preview } from '../notifications/kinds.ts';
import { notify } from '../notifications/notify.ts';
import { type ProducerContext, safely } from '../notifications/producers.ts';
import { audienceSql } from './reads.ts';

/**
 * A message sent in a room: every member who receives the room's events but the sender, one notification a room while
 * unread; the same message notified again (a repeated send) is not counted again.
 */
export function notifyChatMessage(
  context: ProducerContext,
  message: { id: number; room_uuid: string; text: string },
  roomId: number,
  senderId: number,
  baseUrl: string,
): Promise<void> {
  return safely(context, 'chat_message', async () => {
    const row = await first<{ audience: number[] }>(context.db, `SELECT ${audienceSql('$1::int')} AS audience`, [roomId]);
    await notify(context, {
      kind: 'chat_message',
      recipients: row?.audience ?? [],
      actorId: senderId,
      subject: { type: 'chat_room', id: roomId },
      data: { roomUuid: message.room_uuid, ...(message.text ? { preview: preview(message.text) } : {}) },
      baseUrl,
      // Keyed by the message: a send repeated (its process died before telling anyone) does not count it twice.
      event: `chat_message:${message.id}`,
    });
  });
}
