/**
 * The producers whose recipients come from the database (docs/notifications.md "Producers"): each is the one call
 * its module makes after its write. Like notify(), none throws: a failure is logged by notify() or here, and the
 * producer's request goes on.
 */
import { audienceSql } from '../chat/reads.ts';
import { first } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import type { Friendship } from '../members/member-card.ts';
import { visiblePostSql } from '../posts/post-sql.ts';
import { type NotificationKind, preview } from './kinds.ts';
import { notify } from './notify.ts';

type Context = Pick<ServerContext, 'db' | 'notifications'>;

async function safely(context: Context, kind: NotificationKind, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    context.notifications.report(error, kind);
  }
}

/** A message sent in a room: every member who receives the room's events but the sender, one notification a room while unread. */
export function notifyChatMessage(
  context: Context,
  message: { room_uuid: string; text: string },
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
    });
  });
}

/**
 * A new lead (`lead_new`) or a status change (`lead_status`): every party of the lead but the actor — its sender, the
 * member referred, the deal's author, the receiving company's owner and managers.
 */
export function notifyLead(
  context: Context,
  kind: 'lead_new' | 'lead_status',
  leadId: number,
  actorId: number,
  baseUrl: string,
): Promise<void> {
  return safely(context, kind, async () => {
    const lead = await first<{ parties: number[]; status: string }>(
      context.db,
      `SELECT l.status, array_remove(ARRAY[l.sender_id, l.receiver_id, l.referral_user_id, c.owner_id]
                || coalesce((SELECT array_agg(cm.user_id) FROM company_managers cm WHERE cm.company_id = l.receiver_company_id), '{}'), NULL) AS parties
         FROM leads l LEFT JOIN companies c ON c.id = l.receiver_company_id WHERE l.id = $1`,
      [leadId],
    );
    if (!lead) return;
    await notify(context, {
      kind,
      recipients: lead.parties,
      actorId,
      subject: { type: 'lead', id: leadId },
      data: { status: lead.status },
      baseUrl,
    });
  });
}

/** The members a new post mentions (`@[Name](username)`) who may see it. */
export function notifyMentions(context: Context, postId: number, authorId: number, baseUrl: string): Promise<void> {
  return safely(context, 'mentioned', async () => {
    const rows = await context.db.query<{ user_id: number }>(
      `SELECT pm.user_id FROM post_mentions pm JOIN posts p ON p.id = pm.post_id WHERE pm.post_id = $1 AND ${visiblePostSql('p', 'pm.user_id')}`,
      [postId],
    );
    if (rows.length === 0) return;
    await notify(context, {
      kind: 'mentioned',
      recipients: rows.map((row) => row.user_id),
      actorId: authorId,
      subject: { type: 'post', id: postId },
      baseUrl,
    });
  });
}

/** A like given (`post_liked`, only when the answer says liked) or a comment written (`post_commented`): the post's author. */
export function notifyPostActivity(
  context: Context,
  kind: 'post_liked' | 'post_commented',
  postId: number,
  actorId: number,
  baseUrl: string,
  comment?: string,
): Promise<void> {
  return safely(context, kind, async () => {
    const post = await first<{ author_id: number }>(context.db, 'SELECT author_id FROM posts WHERE id = $1', [postId]);
    if (!post) return;
    await notify(context, {
      kind,
      recipients: [post.author_id],
      actorId,
      subject: { type: 'post', id: postId },
      ...(comment ? { data: { preview: preview(comment) } } : {}),
      baseUrl,
    });
  });
}

/** Passes a like's answer through, telling the author when it is now liked. */
export async function notifyPostLiked<T extends { liked: boolean }>(
  context: Context,
  postId: number,
  actorId: number,
  state: T,
  baseUrl: string,
): Promise<T> {
  if (state.liked) await notifyPostActivity(context, 'post_liked', postId, actorId, baseUrl);
  return state;
}

/**
 * Passes a friendship answer through after telling the other member: a request the viewer just sent
 * (`connection_request` to the receiver), or one the viewer just accepted (`connection_accepted` to its sender).
 */
export async function notifyConnection(context: Context, friendship: Friendship, viewerId: number, baseUrl: string): Promise<Friendship> {
  const subject = { type: 'friendship' as const, id: friendship.id };
  if (friendship.status === 'accept' && friendship.friend_id === viewerId)
    await notify(context, { kind: 'connection_accepted', recipients: [friendship.user_id], actorId: viewerId, subject, baseUrl });
  else if (friendship.status === 'pending_first_second' && friendship.user_id === viewerId)
    await notify(context, { kind: 'connection_request', recipients: [friendship.friend_id], actorId: viewerId, subject, baseUrl });
  return friendship;
}
