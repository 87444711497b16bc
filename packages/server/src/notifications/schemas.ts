import { type Static, Type } from 'typebox';
import { Id, Text } from '../http/schema.ts';
import { MemberSummary } from '../members/member-summary.ts';
import { NOTIFICATION_KINDS, PREVIEW_LENGTH } from './kinds.ts';

// Written out (a `.map` over NOTIFICATION_KINDS would type as never); the routes' typecheck fails if they drift apart.
export const EmailFrequencySchema = Type.Union(
  [Type.Literal('instant'), Type.Literal('daily'), Type.Literal('weekly'), Type.Literal('never')],
  {
    title: 'EmailFrequency',
    description: 'How often a kind of notification is e-mailed: at once, in the daily or weekly summary, or never (docs/digests.md).',
  },
);

export const NotificationKindSchema = Type.Union(
  [
    Type.Literal('connection_request'),
    Type.Literal('connection_accepted'),
    Type.Literal('post_liked'),
    Type.Literal('post_commented'),
    Type.Literal('mentioned'),
    Type.Literal('chat_message'),
    Type.Literal('lead_new'),
    Type.Literal('lead_status'),
    Type.Literal('membership_renewed'),
    Type.Literal('membership_payment_failed'),
    Type.Literal('payout_paid'),
    Type.Literal('page_moderation'),
  ],
  { title: 'NotificationKind', description: 'What the notification is about (docs/notifications.md "Kinds").' },
);

export const NotificationData = Type.Object(
  {
    preview: Type.Optional(Type.String({ maxLength: PREVIEW_LENGTH, description: 'The start of the comment or message.' })),
    status: Type.Optional(Type.String({ description: 'The lead’s status after the change.' })),
    roomUuid: Type.Optional(Type.String({ description: 'The conversation’s uuid.' })),
    plan: Type.Optional(Type.String({ description: 'The membership plan.' })),
    amount: Type.Optional(Type.Number({ description: 'The amount paid, in major units.' })),
    currency: Type.Optional(Type.String({ description: 'The amount’s currency code.' })),
    moderation: Type.Optional(
      Type.String({
        description:
          'What the page’s moderators did (page_moderation): hide_post, hide_comment, remove_post, remove_comment, mute, ban, accept_appeal, reject_appeal.',
      }),
    ),
    page: Type.Optional(Type.String({ description: 'The page’s name (page_moderation).' })),
    days: Type.Optional(Type.Integer({ description: 'A mute’s length in days (page_moderation).' })),
  },
  { title: 'NotificationData', additionalProperties: false },
);

/** A notification as the centre lists it, and as `notification:new` delivers it. */
export const Notification = Type.Object(
  {
    id: Type.Integer(),
    kind: NotificationKindSchema,
    subject: Type.Object(
      {
        type: Type.Union([
          Type.Literal('friendship'),
          Type.Literal('member'),
          Type.Literal('post'),
          Type.Literal('chat_room'),
          Type.Literal('lead'),
          Type.Literal('membership'),
          Type.Literal('payout'),
          Type.Literal('moderation_action'),
        ]),
        id: Type.Integer(),
      },
      { additionalProperties: false },
    ),
    actors: Type.Array(MemberSummary, {
      maxItems: 3,
      description: 'The latest actors, newest first (none for membership and payout kinds).',
    }),
    actorsCount: Type.Integer({ minimum: 0, description: 'Distinct actors in the group: “Ada and {actorsCount - 1} others”.' }),
    count: Type.Integer({ minimum: 1, description: 'Events merged into this notification while it was unread.' }),
    data: NotificationData,
    text: Type.String({
      description: 'The sentence to show, in the answer’s language (e.g. “Ada Lovelace and 3 others liked your post.”).',
    }),
    url: Type.String({ description: 'The app path it opens, without the language prefix.' }),
    seen: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time', description: 'When the first event of the group happened.' }),
    updatedAt: Type.String({ format: 'date-time', description: 'When the latest event happened: the list’s order.' }),
  },
  { title: 'Notification', additionalProperties: false },
);
export type Notification = Static<typeof Notification>;

export const SeenBody = Type.Object(
  {
    ids: Type.Optional(
      Type.Array(Id(), { minItems: 1, maxItems: 100, description: 'The notifications to mark seen; leave out to mark every one seen.' }),
    ),
  },
  { additionalProperties: false },
);

export const UnreadTotal = Type.Object(
  { total: Type.Integer({ minimum: 0 }) },
  { title: 'NotificationUnreadTotal', additionalProperties: false },
);

export const SeenAnswer = Type.Object(
  {
    updated: Type.Integer({ minimum: 0, description: 'How many were marked seen now.' }),
    total: Type.Integer({ minimum: 0, description: 'Unread left.' }),
  },
  { additionalProperties: false },
);

export const NotificationPreference = Type.Object(
  {
    kind: NotificationKindSchema,
    inApp: Type.Boolean(),
    push: Type.Boolean(),
    email: EmailFrequencySchema,
  },
  { title: 'NotificationPreference', additionalProperties: false },
);
export type NotificationPreference = Static<typeof NotificationPreference>;

export const NotificationPreferences = Type.Object(
  {
    items: Type.Array(NotificationPreference, { description: 'Every kind, in the order of docs/notifications.md.' }),
    weeklyDigest: Type.Boolean({
      description: 'The weekly digest e-mail (top posts of my network, requests, deals, unread messages); on by default.',
    }),
    emailEnabled: Type.Boolean({
      description: 'False once I unsubscribed from all e-mail: nothing but my account’s own mails is sent until I turn it on again.',
    }),
  },
  { title: 'NotificationPreferences', additionalProperties: false },
);
export type NotificationPreferences = Static<typeof NotificationPreferences>;

export const PreferencesBody = Type.Object(
  {
    items: Type.Optional(
      Type.Array(
        Type.Object(
          {
            kind: NotificationKindSchema,
            inApp: Type.Optional(Type.Boolean()),
            push: Type.Optional(Type.Boolean()),
            email: Type.Optional(EmailFrequencySchema),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: NOTIFICATION_KINDS.length },
      ),
    ),
    weeklyDigest: Type.Optional(Type.Boolean({ description: 'Turn the weekly digest e-mail on or off.' })),
    emailEnabled: Type.Optional(Type.Boolean({ description: 'Turn all e-mail back on (true) or off (false, as “unsubscribe from all”).' })),
  },
  { additionalProperties: false },
);

export const VapidPublicKey = Type.Object(
  {
    publicKey: Type.String({
      description: 'The server’s VAPID public key (base64url, uncompressed P-256 point): PushManager.subscribe’s applicationServerKey.',
    }),
  },
  { title: 'VapidPublicKey', additionalProperties: false },
);

/** Base64url without padding, as PushSubscription.toJSON() gives the keys. */
const Base64Url = (description: string, minLength: number, maxLength: number) =>
  Type.String({ pattern: '^[A-Za-z0-9_-]+={0,2}$', minLength, maxLength, description });

export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Text({ minLength: 1, maxLength: 2000, description: 'The push service address (https).' }),
    expirationTime: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 8_640_000_000_000_000 }), Type.Null()])),
    keys: Type.Object(
      {
        p256dh: Base64Url('The browser’s P-256 public key.', 80, 100),
        auth: Base64Url('The 16-byte auth secret.', 16, 30),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const PushSubscriptionCreated = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'Send it as onesignal_player_id with PATCH /users/update/profile (SPEC §7).' }),
  },
  { title: 'PushSubscriptionCreated', additionalProperties: false },
);

export const PushSubscriptionParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
