import { type Static, Type } from 'typebox';
import { PageQuery } from '../http/paging.ts';
import { Id, Nullable, Text } from '../http/schema.ts';
import { MemberSummary } from '../members/member-summary.ts';
import { ReportReason } from '../trust/schemas.ts';

export const MODERATION_TAGS = ['moderation'];
/** The report queue, the log and the appeals: 20 a page (as the admins' report queue). */
export const MODERATION_PAGE_SIZE = 20;
/** How long a mute lasts, in days (docs/moderation.md): a day, a week, a month. */
export const MUTE_DAYS = [1, 7, 30] as const;

export const PageType = Type.Union([Type.Literal('company'), Type.Literal('club')], {
  title: 'ModeratedPageType',
  description: 'A company page or a club.',
});
export type PageType = Static<typeof PageType>;

/** What a moderator does to content or a member; the log also holds report and appeal decisions. */
export const ModerationDo = Type.Union(
  [
    Type.Literal('hide'),
    Type.Literal('unhide'),
    Type.Literal('remove'),
    Type.Literal('mute'),
    Type.Literal('unmute'),
    Type.Literal('ban'),
    Type.Literal('unban'),
  ],
  { title: 'ModerationDo', description: 'hide/unhide/remove a post or comment; mute/unmute a member; ban/unban a member (clubs only).' },
);
export type ModerationDo = Static<typeof ModerationDo>;

export const ModerationKind = Type.Union(
  [
    Type.Literal('hide'),
    Type.Literal('unhide'),
    Type.Literal('remove'),
    Type.Literal('mute'),
    Type.Literal('unmute'),
    Type.Literal('ban'),
    Type.Literal('unban'),
    Type.Literal('dismiss_report'),
    Type.Literal('accept_appeal'),
    Type.Literal('reject_appeal'),
  ],
  { title: 'ModerationKind', description: 'An entry of the moderation log.' },
);
export type ModerationKind = Static<typeof ModerationKind>;

export const ModerationSubjectType = Type.Union(
  [Type.Literal('post'), Type.Literal('comment'), Type.Literal('member'), Type.Literal('report'), Type.Literal('appeal')],
  { title: 'ModerationSubjectType' },
);
export type ModerationSubjectType = Static<typeof ModerationSubjectType>;

export const AppealStatus = Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('rejected')], {
  title: 'AppealStatus',
});
export type AppealStatus = Static<typeof AppealStatus>;

const Reason = Text({ maxLength: 500, description: 'Why, in a few words (at most 500 characters); shown to the other moderators.' });

export const PageIdParams = Type.Object({ id: Id({ description: 'The company’s or the club’s id.' }) }, { additionalProperties: false });
export const PageReportParams = Type.Object(
  { id: Id({ description: 'The company’s or the club’s id.' }), reportId: Id({ description: 'A report id.' }) },
  { additionalProperties: false },
);
export const PageAppealParams = Type.Object(
  { id: Id({ description: 'The company’s or the club’s id.' }), appealId: Id({ description: 'An appeal id.' }) },
  { additionalProperties: false },
);
export const ActionIdParams = Type.Object({ id: Id({ description: 'A moderation action id.' }) }, { additionalProperties: false });

export const ModerationBody = Type.Object(
  {
    action: ModerationDo,
    postId: Type.Optional(Id({ description: 'The post (hide, unhide, remove).' })),
    commentId: Type.Optional(Id({ description: 'The comment (hide, unhide, remove).' })),
    memberId: Type.Optional(Id({ description: 'The member (mute, unmute, ban, unban).' })),
    days: Type.Optional(
      Type.Union([Type.Literal(1), Type.Literal(7), Type.Literal(30)], { description: 'How long a mute lasts, in days (mute).' }),
    ),
    reason: Type.Optional(Reason),
    reportId: Type.Optional(
      Id({ description: 'The report this action answers; every open report of the same content is resolved with it.' }),
    ),
  },
  { title: 'ModerationBody', additionalProperties: false },
);
export type ModerationBody = Static<typeof ModerationBody>;

export const DismissBody = Type.Object({ reason: Type.Optional(Reason) }, { title: 'DismissReportBody', additionalProperties: false });
export const AppealBody = Type.Object(
  { text: Text({ blank: false, minLength: 1, maxLength: 2000, description: 'Why the decision should be undone (1–2,000 characters).' }) },
  { title: 'AppealBody', additionalProperties: false },
);
export const AppealDecisionBody = Type.Object(
  { decision: Type.Union([Type.Literal('accept'), Type.Literal('reject')]), reason: Type.Optional(Reason) },
  { title: 'AppealDecisionBody', additionalProperties: false },
);
export type AppealDecisionBody = Static<typeof AppealDecisionBody>;

export const ReportQueueQuery = Type.Object(
  {
    ...PageQuery(MODERATION_PAGE_SIZE).properties,
    status: Type.Optional(
      Type.Union([Type.Literal('open'), Type.Literal('resolved'), Type.Literal('all')], {
        default: 'all',
        description: 'open: not resolved yet; resolved: acted on or dismissed; all (default): open first.',
      }),
    ),
  },
  { additionalProperties: false },
);
export const AppealsQuery = Type.Object(
  {
    ...PageQuery(MODERATION_PAGE_SIZE).properties,
    status: Type.Optional(
      Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('rejected'), Type.Literal('all')], {
        default: 'all',
        description: 'all (default): waiting first.',
      }),
    ),
  },
  { additionalProperties: false },
);
export const LogQuery = PageQuery(MODERATION_PAGE_SIZE);

const Page = Type.Object(
  { type: PageType, id: Type.Integer(), name: Type.String(), slug: Type.String() },
  { title: 'ModeratedPage', additionalProperties: false },
);

/** One entry of a page's moderation log. */
export const ModerationAction = Type.Object(
  {
    id: Type.Integer(),
    page: Page,
    action: ModerationKind,
    subject: Type.Object({ type: ModerationSubjectType, id: Type.Integer() }, { additionalProperties: false }),
    member: Nullable(MemberSummary),
    moderator: Nullable(MemberSummary),
    reason: Nullable(Type.String()),
    preview: Nullable(Type.String({ description: 'The start of the post or comment acted on.' })),
    mutedUntil: Nullable(Type.String({ format: 'date-time' })),
    reportId: Nullable(Type.Integer()),
    undone: Type.Boolean({ description: 'An accepted appeal, an unhide, unmute or unban undid it.' }),
    appeal: Nullable(Type.Object({ id: Type.Integer(), status: AppealStatus }, { additionalProperties: false })),
    canAppeal: Type.Boolean({ description: 'The caller is the member concerned and may still appeal it.' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'ModerationAction', additionalProperties: false },
);
export type ModerationAction = Static<typeof ModerationAction>;

/** A report of the page's post or comment, with what the page's moderators did about it. */
export const PageReport = Type.Object(
  {
    id: Type.Integer(),
    subject: Type.Object(
      { type: Type.Union([Type.Literal('post'), Type.Literal('comment')]), id: Type.Integer(), postId: Type.Integer() },
      { additionalProperties: false },
    ),
    preview: Type.String(),
    author: Nullable(MemberSummary),
    reason: ReportReason,
    details: Nullable(Type.String()),
    hidden: Type.Boolean(),
    removed: Type.Boolean(),
    resolution: Nullable(Type.Union([Type.Literal('actioned'), Type.Literal('dismissed')])),
    resolved_at: Nullable(Type.String({ format: 'date-time' })),
    action: Nullable(
      Type.Object(
        {
          id: Type.Integer(),
          action: ModerationKind,
          moderator: Nullable(MemberSummary),
          created_at: Type.String({ format: 'date-time' }),
        },
        { additionalProperties: false },
      ),
    ),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'PageReport', additionalProperties: false },
);
export type PageReport = Static<typeof PageReport>;

export const ModerationAppeal = Type.Object(
  {
    id: Type.Integer(),
    action: ModerationAction,
    member: MemberSummary,
    text: Type.String(),
    status: AppealStatus,
    decidedBy: Nullable(MemberSummary),
    decided_at: Nullable(Type.String({ format: 'date-time' })),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'ModerationAppeal', additionalProperties: false },
);
export type ModerationAppeal = Static<typeof ModerationAppeal>;
