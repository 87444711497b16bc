import { type PhotoColumns, profilePhotoUrl } from '../accounts/session-user.ts';
import { first, isUniqueViolation, type Queryable } from '../db/database.ts';
import { photoViewerSql, photoVisibleSql } from '../members/photo-visibility.ts';
import type { ChatPublisher } from './chat-events.ts';
import { audienceSql } from './reads.ts';
import type { ChatMessage } from './schemas.ts';
import { type Addressing, type MessageColumns, messageJson, messageView } from './views.ts';

/** Who writes a message: a member, possibly as a company they manage. */
export interface Sender {
  userId: number;
  companyId: number | null;
}

interface SentRow {
  message: MessageColumns;
  event_message: MessageColumns;
  audience: number[];
  photo_audience: number[];
  sender_photo: PhotoColumns | null;
  away: number[];
}

/**
 * The answer of a message written (or found written: SENT_BEFORE_SQL), from the CTEs `msg` (the message) and `room`
 * (its room): the message as the sender `$2` sees it and as anyone sees it (for the socket), the audience, the part of
 * it shown the sender's photo with that photo, and the participants whose away message is due (none for an automatic
 * message).
 */
const SENT_SELECT = `SELECT ${messageJson('msg', 'room.room_uuid', '$2::int')} AS message,
         ${messageJson('msg', 'room.room_uuid', 'NULL::int')} AS event_message,
         aud.audience,
         ARRAY(SELECT x FROM unnest(aud.audience) x JOIN users su ON su.id = msg.sender_id WHERE ${photoVisibleSql('su', 'x')}) AS photo_audience,
         (SELECT json_build_object('profile_photo_url', su.profile_photo_url, 'photo_viewer', ${photoViewerSql('su', '0')})
            FROM users su WHERE su.id = msg.sender_id) AS sender_photo,
         CASE WHEN msg.is_auto THEN '{}'::int[] ELSE (SELECT coalesce(array_agg(ap.user_id ORDER BY ap.id), '{}') FROM chat_room_members ap
            JOIN chat_auto_messages a ON a.user_id = ap.user_id
           WHERE ap.room_id = room.id AND ap.user_id <> $2::int
             AND NOT EXISTS (SELECT 1 FROM chat_auto_message_sends s WHERE s.room_id = room.id AND s.user_id = ap.user_id AND s.sent_on = current_date)) END AS away
    FROM msg JOIN room ON true CROSS JOIN LATERAL (SELECT ${audienceSql('room.id')} AS audience) aud`;

/**
 * SQL of one message written into a room, in ONE statement (docs/performance.md "Chat"): the room's last_sequence
 * moves by one and the message takes it (the row lock of that UPDATE orders concurrent writers, so numbers have no
 * gap and no duplicate); the file, if any, is attached; participants who had deleted the room get it back; the
 * sender's own read pointer moves to the message. It answers the message (photo as the sender sees it, and as anyone
 * sees it for the socket), the audience (member participants and company participants' current managers), the part
 * of the audience the sender's photo is shown to (docs/network.md "Photo visibility") with that photo, and the
 * participants whose away message is due (none when this one is automatic).
 *
 * $1 room, $2 sender, $3 sender company, $4 text, $5 file, $6 automatic, $7 the sending client's id for the message
 * (chat_messages_client_message_id refuses a second message with it). An automatic message first claims its
 * (room, member, day) in chat_auto_message_sends: when already sent today, nothing is written.
 */
function sendSql(auto: boolean): string {
  const sender = 'CASE WHEN $3::int IS NULL THEN p.user_id = $2::int ELSE p.company_id = $3::int END';
  return `WITH ${
    auto
      ? `claim AS (INSERT INTO chat_auto_message_sends (room_id, user_id, sent_on) VALUES ($1::int, $2::int, current_date)
           ON CONFLICT DO NOTHING RETURNING room_id),`
      : ''
  }
  room AS (
    UPDATE chat_rooms SET last_sequence = last_sequence + 1, last_message_at = now(), updated_at = now()
     WHERE id = $1::int
       AND ($5::int IS NULL OR EXISTS (SELECT 1 FROM files f WHERE f.id = $5::int AND f.owner_type = 'chat_message' AND f.owner_id = 0
                                        AND f.uploaded_by = $2::int AND f.deleted_at IS NULL))
       ${auto ? 'AND EXISTS (SELECT 1 FROM claim)' : ''}
    RETURNING id, room_uuid, last_sequence),
  msg AS (
    INSERT INTO chat_messages (room_id, sequence, sender_id, sender_company_id, text, file_id, is_auto, client_message_id)
    SELECT room.id, room.last_sequence, $2::int, $3::int, ${auto ? 'coalesce((SELECT am.text FROM chat_auto_messages am WHERE am.user_id = $2::int), $4::text)' : '$4::text'}, $5::int, $6::boolean, $7::text
      FROM room RETURNING *),
  attach AS (
    UPDATE files SET owner_id = msg.id, updated_at = now() FROM msg
     WHERE files.id = $5::int AND files.owner_type = 'chat_message' AND files.owner_id = 0 RETURNING files.id),
  readers AS (
    UPDATE chat_room_members p SET is_deleted = false,
           last_read_sequence = CASE WHEN ${sender} AND NOT $6::boolean THEN room.last_sequence ELSE p.last_read_sequence END,
           last_read_at = CASE WHEN ${sender} AND NOT $6::boolean THEN now() ELSE p.last_read_at END
      FROM room WHERE p.room_id = room.id AND (p.is_deleted OR (${sender} AND NOT $6::boolean)) RETURNING p.id)
  ${SENT_SELECT}`;
}

/**
 * Publishes `message:new` to the room's audience: the sender's photo to those its visibility allows (signed for no
 * one in particular when it is not public: an <img> sends no token), the default image to the others.
 */
function publishMessage(events: ChatPublisher, row: SentRow, baseUrl: string): void {
  const message = messageView(row.event_message, { baseUrl, viewer: null });
  const shown = new Set(row.photo_audience);
  const others = row.audience.filter((id) => !shown.has(id));
  if (others.length > 0) events.publish(others, 'message:new', { message });
  if (shown.size === 0) return;
  const withPhoto =
    message.sender && row.sender_photo
      ? { ...message, sender: { ...message.sender, profilePhotoUrl: profilePhotoUrl(row.sender_photo, baseUrl) } }
      : message;
  events.publish([...shown], 'message:new', { message: withPhoto });
}

const SEND_SQL = sendSql(false);
const AUTO_SQL = sendSql(true);

/**
 * SQL: the message `$3` (a client id) that `$2` sent in room `$1`, answered as SEND_SQL answers a message it writes
 * (chat_messages_client_message_id finds it).
 */
const SENT_BEFORE_SQL = `WITH msg AS (SELECT * FROM chat_messages WHERE room_id = $1::int AND sender_id = $2::int AND client_message_id = $3::text),
  room AS (SELECT id, room_uuid, last_sequence FROM chat_rooms WHERE id = $1::int)
  ${SENT_SELECT}`;

/** A message written, or found already written with the same client id (`repeated`). */
export interface SentMessage {
  message: ChatMessage;
  repeated: boolean;
}

/**
 * Writes a message and publishes `message:new` to the room's audience; then each away message due (SPEC §7) is
 * written for its author, once a room a member a day, and published too. Answers the message as the sender sees
 * it, or null when nothing was written (the room is gone, or the file is not one the sender may attach).
 *
 * A send whose client id (`clientMessageId`) the sender already used in the room writes nothing and answers that
 * message, `repeated`; its event is published again and its away messages written if still due. The first send may
 * have been cut between its commit and its publish (its process killed, docs/deploy.md "Topology test"): delivery is
 * at least once, and clients keep a message once by its sequence (the SDK's realtime does, docs/realtime.md).
 */
export async function sendMessage(
  db: Queryable,
  events: ChatPublisher,
  roomId: number,
  sender: Sender,
  content: { text: string; fileId: number | null; clientMessageId: string | null },
  baseUrl: string,
): Promise<SentMessage | null> {
  const addressing: Addressing = { baseUrl, viewer: sender.userId };
  let row: SentRow | undefined;
  try {
    row = await first<SentRow>(db, SEND_SQL, [
      roomId,
      sender.userId,
      sender.companyId,
      content.text,
      content.fileId,
      false,
      content.clientMessageId,
    ]);
  } catch (error) {
    if (!isUniqueViolation(error) || content.clientMessageId === null) throw error;
    const before = await first<SentRow>(db, SENT_BEFORE_SQL, [roomId, sender.userId, content.clientMessageId]);
    if (!before) throw error;
    await publishWithAway(db, events, roomId, before, baseUrl);
    return { message: messageView(before.message, addressing), repeated: true };
  }
  if (!row) return null;
  await publishWithAway(db, events, roomId, row, baseUrl);
  return { message: messageView(row.message, addressing), repeated: false };
}

/** Publishes a message sent, then writes and publishes each away message it makes due (claimed once a room a member a day). */
async function publishWithAway(db: Queryable, events: ChatPublisher, roomId: number, row: SentRow, baseUrl: string): Promise<void> {
  publishMessage(events, row, baseUrl);
  for (const away of row.away) {
    const auto = await first<SentRow>(db, AUTO_SQL, [roomId, away, null, '', null, true, null]);
    if (auto) publishMessage(events, auto, baseUrl);
  }
}
