import { NOTIFICATION_KINDS, type NotificationKind } from './kinds.ts';

/** How often a kind of notification is e-mailed (docs/digests.md "Frequencies"). */
export const EMAIL_FREQUENCIES = ['instant', 'daily', 'weekly', 'never'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

export function isEmailFrequency(value: unknown): value is EmailFrequency {
  return (EMAIL_FREQUENCIES as readonly unknown[]).includes(value);
}

/**
 * Each kind's e-mail frequency for a member who never chose (as LinkedIn does): what someone waits on — an
 * invitation, a mention, a message, a lead, money — instantly; answers to the member's own activity daily; likes in the
 * weekly summary. Stored preferences keep NULL for "the default", so a default changed here reaches them.
 */
export const DEFAULT_EMAIL_FREQUENCY: Readonly<Record<string, EmailFrequency>> = {
  connection_request: 'instant',
  connection_accepted: 'daily',
  post_liked: 'weekly',
  post_commented: 'daily',
  mentioned: 'instant',
  chat_message: 'instant',
  lead_new: 'instant',
  lead_status: 'instant',
  membership_renewed: 'instant',
  membership_payment_failed: 'instant',
  payout_paid: 'instant',
  // What a page's moderators did to the member's content (docs/moderation.md): they may appeal, so at once.
  page_moderation: 'instant',
};

/** A kind's default frequency (daily for a kind added without one). */
export const defaultEmailFrequency = (kind: NotificationKind): EmailFrequency => DEFAULT_EMAIL_FREQUENCY[kind] ?? 'daily';

/** A member's frequency for a kind: the stored choice, else the kind's default. */
export function emailFrequency(kind: NotificationKind, stored: string | null | undefined): EmailFrequency {
  return isEmailFrequency(stored) ? stored : defaultEmailFrequency(kind);
}

/** The kinds and their defaults as two parallel arrays: the SQL's `unnest($kinds, $defaults)`. */
export function defaultFrequencyColumns(): [NotificationKind[], EmailFrequency[]] {
  return [[...NOTIFICATION_KINDS], NOTIFICATION_KINDS.map(defaultEmailFrequency)];
}

/**
 * SQL true when member `u` may be e-mailed at all: a verified address, an account neither suspended (paused) nor
 * deleted, and e-mail not turned off (`s`: their member_mail_settings row, LEFT JOINed).
 */
export const MAILABLE = (u: string, s: string) =>
  `(${u}.is_email_verified AND ${u}.status NOT IN ('suspended', 'deleted') AND ${s}.email_off_at IS NULL)`;
