/**
 * The producers whose recipients come from the database (docs/notifications.md "Producers"): each is the one call
 * its module makes after its write. Like notify(), none throws: a failure is logged by notify() or here, and the
 * producer's request goes on. A producer that reads a feature's own rules (who sees a post, who receives a room's
 * events) lives beside that feature (posts/post-notifications.ts, chat/message-notifications.ts), so that
 * notifications, below the features, imports none of them.
 */
import { first } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import type { Friendship } from '../members/member-card.ts';
import type { NotificationKind } from './kinds.ts';
import { notify } from './notify.ts';

/** What a producer needs of the server context. */
export type ProducerContext = Pick<ServerContext, 'db' | 'notifications'>;

/** Runs a producer's work; a failure is reported, never thrown, so the producer's request goes on. */
export async function safely(context: ProducerContext, kind: NotificationKind, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    context.notifications.report(error, kind);
  }
}

/**
 * A new lead (`lead_new`) or a status change (`lead_status`): every party of the lead but the actor — its sender, the
 * member referred, the deal's author, the receiving company's owner and managers.
 */
export function notifyLead(
  context: ProducerContext,
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

/**
 * Passes a friendship answer through after telling the other member: a request the viewer just sent
 * (`connection_request` to the receiver), or one the viewer just accepted (`connection_accepted` to its sender).
 */
export async function notifyConnection(
  context: ProducerContext,
  friendship: Friendship,
  viewerId: number,
  baseUrl: string,
): Promise<Friendship> {
  const subject = { type: 'friendship' as const, id: friendship.id };
  if (friendship.status === 'accept' && friendship.friend_id === viewerId)
    await notify(context, { kind: 'connection_accepted', recipients: [friendship.user_id], actorId: viewerId, subject, baseUrl });
  else if (friendship.status === 'pending_first_second' && friendship.user_id === viewerId)
    await notify(context, { kind: 'connection_request', recipients: [friendship.friend_id], actorId: viewerId, subject, baseUrl });
  return friendship;
}
