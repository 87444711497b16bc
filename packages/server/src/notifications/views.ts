import { type Language, type Message, type MessageKey, render, t } from '../i18n/catalogue.ts';
import { type MemberColumns, memberSummary, memberSummaryJson } from '../members/member-summary.ts';
import { type NotificationData, type NotificationKind, notificationPath, type SubjectType } from './kinds.ts';
import type { Notification } from './schemas.ts';

/** A notification row as notificationJson builds it. */
export interface NotificationColumns {
  id: number;
  kind: NotificationKind;
  subject_type: SubjectType;
  subject_id: number;
  actors: MemberColumns[];
  actors_count: number;
  count: number;
  data: NotificationData;
  seen: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * SQL: notification `n` (a notifications alias) as NotificationColumns JSON, its latest actors read by id in one
 * sub-select (at most 3, each through the users primary key), their photos as the recipient may see them. Each actor
 * is a lateral look-up kept apart (`OFFSET 0`): joined to the unnested ids, a plan made while the members were few
 * hashed the whole users table for the three (0.12 ms of a like's notification with 400 members, more with more).
 */
export function notificationJson(n: string): string {
  return `json_build_object('id', ${n}.id, 'kind', ${n}.kind, 'subject_type', ${n}.subject_type, 'subject_id', ${n}.subject_id,
    'actors', (SELECT coalesce(json_agg(${memberSummaryJson('au', `${n}.recipient_id`)} ORDER BY a.ord), '[]')
                 FROM unnest(${n}.actor_ids) WITH ORDINALITY a (id, ord) CROSS JOIN LATERAL (SELECT * FROM users u WHERE u.id = a.id OFFSET 0) au),
    'actors_count', ${n}.actors_count, 'count', ${n}.count, 'data', ${n}.data, 'seen', ${n}.seen_at IS NOT NULL,
    'created_at', ${n}.created_at, 'updated_at', ${n}.updated_at)`;
}

const fullName = (member: MemberColumns) => `${member.first_name} ${member.last_name}`.trim();

/** “Ada Lovelace”, “Ada Lovelace and Bob Smith”, “Ada Lovelace and 3 others”. */
function who(actors: MemberColumns[], actorsCount: number): Message | string {
  const [first, second] = actors;
  if (!first) return t('notification.someone');
  if (actorsCount <= 1) return fullName(first);
  if (actorsCount === 2 && second) return t('notification.who_two', { a: fullName(first), b: fullName(second) });
  return t('notification.who_many', { a: fullName(first), count: actorsCount - 1 });
}

function money(amount: number | undefined, currency: string | undefined, language: Language): string {
  if (amount === undefined) return '';
  if (!currency) return String(amount);
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

const MODERATION_TEXTS = {
  hide_post: 'notification.moderation_hide_post',
  hide_comment: 'notification.moderation_hide_comment',
  remove_post: 'notification.moderation_remove_post',
  remove_comment: 'notification.moderation_remove_comment',
  mute: 'notification.moderation_mute',
  ban: 'notification.moderation_ban',
  accept_appeal: 'notification.moderation_accept_appeal',
  reject_appeal: 'notification.moderation_reject_appeal',
} as const satisfies Record<string, MessageKey>;

/** What a page's moderators did to the recipient's content or membership (docs/moderation.md). */
function moderationText(data: NotificationData): Message {
  const key = MODERATION_TEXTS[(data.moderation ?? 'hide_post') as keyof typeof MODERATION_TEXTS] ?? MODERATION_TEXTS.hide_post;
  return t(key, { page: data.page ?? '', days: data.days ?? 0 });
}

/** The sentence a notification shows, in `language`. */
export function notificationText(
  kind: NotificationKind,
  row: Pick<NotificationColumns, 'actors' | 'actors_count' | 'count' | 'data'>,
  language: Language,
): Message {
  const whom = who(row.actors, row.actors_count);
  const data = row.data;
  switch (kind) {
    case 'chat_message':
      return row.count > 1
        ? t('notification.chat_messages', { who: whom, count: row.count })
        : t('notification.chat_message', { who: whom });
    case 'lead_status':
      return t('notification.lead_status', {
        who: whom,
        status:
          data.status && ['todo', 'in-progress', 'accepted', 'refused'].includes(data.status)
            ? t(`lead_status.${data.status as 'todo' | 'in-progress' | 'accepted' | 'refused'}`)
            : (data.status ?? ''),
      });
    case 'membership_renewed':
    case 'membership_payment_failed':
      return t(`notification.${kind}`, { plan: data.plan ?? '' });
    case 'payout_paid':
      return t('notification.payout_paid', { amount: money(row.data.amount, row.data.currency, language) });
    case 'page_moderation':
      return moderationText(data);
    default:
      return t(`notification.${kind}`, { who: whom });
  }
}

/** The text rendered in `language`. */
export function renderNotificationText(kind: NotificationKind, row: NotificationColumns, language: Language): string {
  return render(notificationText(kind, row, language), language);
}

/** A notification as answers and events carry it. */
export function notificationView(row: NotificationColumns, baseUrl: string, language: Language): Notification {
  const kind = row.kind;
  const subject = { type: row.subject_type, id: row.subject_id };
  return {
    id: row.id,
    kind,
    subject,
    actors: row.actors.map((actor) => memberSummary(actor, baseUrl)),
    actorsCount: row.actors_count,
    count: row.count,
    data: row.data,
    text: renderNotificationText(kind, row, language),
    url: notificationPath(kind, subject, row.data, row.actors[0]?.username ?? null),
    seen: row.seen,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
