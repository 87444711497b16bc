/**
 * What a notification is about (docs/notifications.md "Kinds"). Producers in other modules call `notify()` with one
 * of these kinds; the memberships and payouts modules use the last three.
 */
export const NOTIFICATION_KINDS = [
  'connection_request',
  'connection_accepted',
  'post_liked',
  'post_commented',
  'mentioned',
  'chat_message',
  'lead_new',
  'lead_status',
  'membership_renewed',
  'membership_payment_failed',
  'payout_paid',
  'page_moderation',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification points at; with its kind it makes the group unread notifications merge in. */
export const SUBJECT_TYPES = ['friendship', 'member', 'post', 'chat_room', 'lead', 'membership', 'payout', 'moderation_action'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** Details a notification keeps besides its actors, all optional (the last event's values on a merged one). */
export interface NotificationData {
  /** The start of a comment or a message (at most PREVIEW_LENGTH characters). */
  preview?: string;
  /** A lead's status after the change. */
  status?: string;
  /** A chat room's uuid, for the link. */
  roomUuid?: string;
  /** A membership plan's name (memberships). */
  plan?: string;
  /** An amount in major units (payouts), with its currency code. */
  amount?: number;
  currency?: string;
  /** What a page's moderators did (docs/moderation.md): `hide_post`, `mute`, `accept_appeal`, …; the page's name; a mute's days. */
  moderation?: string;
  page?: string;
  days?: number;
}

export const PREVIEW_LENGTH = 140;

/** The start of a text, on one line, for a preview. */
export function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line;
}

/** The app path (without the language prefix) a notification opens. */
export function notificationPath(
  kind: NotificationKind,
  subject: { type: SubjectType; id: number },
  data: NotificationData,
  firstActorUsername: string | null,
): string {
  switch (kind) {
    case 'connection_request':
      return '/network/received';
    case 'connection_accepted':
      return firstActorUsername ? `/${firstActorUsername}` : '/network/connections';
    case 'post_liked':
    case 'post_commented':
    case 'mentioned':
      return `/post/${subject.id}`;
    case 'chat_message':
      return data.roomUuid ? `/message?room=${data.roomUuid}` : '/message';
    case 'lead_new':
    case 'lead_status':
      return `/leads/${subject.id}`;
    case 'membership_renewed':
    case 'membership_payment_failed':
      return '/settings/membership';
    case 'payout_paid':
      return '/settings/earnings';
    case 'page_moderation':
      return `/moderation/actions/${subject.id}`;
  }
}
