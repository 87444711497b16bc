import { type Static, Type } from 'typebox';
import { Id, Nullable, Text } from '../http/schema.ts';
import { MemberSummary } from '../members/member-summary.ts';

export const REPORT_SUBJECT_TYPES = ['member', 'post', 'comment', 'deal', 'company', 'message'] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];

export const ReportSubjectType = Type.Union(
  [
    Type.Literal('member'),
    Type.Literal('post'),
    Type.Literal('comment'),
    Type.Literal('deal'),
    Type.Literal('company'),
    Type.Literal('message'),
  ],
  { description: 'What is reported.' },
);
export const ReportReason = Type.Union(
  [
    Type.Literal('spam'),
    Type.Literal('harassment'),
    Type.Literal('hate'),
    Type.Literal('violence'),
    Type.Literal('scam'),
    Type.Literal('inappropriate'),
    Type.Literal('other'),
  ],
  { description: 'Why it is reported.' },
);
export const ReportStatus = Type.Union([Type.Literal('open'), Type.Literal('dismissed'), Type.Literal('actioned')], {
  description: 'open: waiting for an admin; dismissed: nothing done; actioned: hidden or suspended.',
});

/** A blocked member as the privacy settings list them. */
export const BlockedMember = Type.Object(
  {
    ...MemberSummary.properties,
    blocked_at: Type.String({ format: 'date-time', description: 'When I blocked them.' }),
  },
  { title: 'BlockedMember', additionalProperties: false },
);
export type BlockedMember = Static<typeof BlockedMember>;

export const ReportBody = Type.Object(
  {
    subject_type: ReportSubjectType,
    subject_id: Id({ description: 'The id of the reported member, post, comment, deal, company or message.' }),
    reason: ReportReason,
    details: Type.Optional(Text({ maxLength: 1000, description: 'What happened, for the admin (at most 1,000 characters).' })),
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;

export const ReportCreated = Type.Object({ id: Type.Integer() }, { title: 'ReportCreated', additionalProperties: false });

/** A report as the admin queue shows it: the subject's preview, its author and the reporter. */
export const AdminReport = Type.Object(
  {
    id: Type.Integer(),
    subject_type: ReportSubjectType,
    subject_id: Type.Integer(),
    reason: ReportReason,
    details: Nullable(Type.String()),
    status: ReportStatus,
    created_at: Type.String({ format: 'date-time' }),
    resolved_at: Nullable(Type.String({ format: 'date-time' })),
    reporter: MemberSummary,
    subject_author: Nullable(MemberSummary),
    subject_preview: Nullable(
      Type.String({ description: 'The first 280 characters of the content (a name for a member); null when it is gone.' }),
    ),
    subject_hidden: Type.Boolean({ description: 'The content is hidden already.' }),
    author_suspended: Type.Boolean({ description: 'Its author is suspended already.' }),
  },
  { title: 'AdminReport', additionalProperties: false },
);
export type AdminReport = Static<typeof AdminReport>;
