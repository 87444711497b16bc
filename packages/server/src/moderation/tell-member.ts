import type { ServerContext } from '../http/context.ts';
import { notify } from '../notifications/notify.ts';
import { safely } from '../notifications/producers.ts';
import type { ModeratedPage } from './pages.ts';

/**
 * Tells the member concerned what the page's moderators decided (`page_moderation`, docs/notifications.md), in
 * their language when they read it; the notification opens the decision, where they may appeal it once.
 */
export async function tellMember(
  context: Pick<ServerContext, 'db' | 'notifications'>,
  input: {
    page: ModeratedPage;
    actionId: number;
    memberId: number;
    moderatorId: number;
    moderation: string;
    days?: number;
    baseUrl: string;
  },
): Promise<void> {
  if (input.memberId === input.moderatorId) return;
  return safely(context, 'page_moderation', () =>
    notify(context, {
      kind: 'page_moderation',
      recipients: [input.memberId],
      // The page decides, not a named moderator: the member sees the page's name, not who acted (docs/moderation.md).
      actorId: null,
      subject: { type: 'moderation_action', id: input.actionId },
      data: { moderation: input.moderation, page: input.page.name, ...(input.days === undefined ? {} : { days: input.days }) },
      baseUrl: input.baseUrl,
      event: `moderation:${input.actionId}:${input.moderation}`,
    }),
  );
}
