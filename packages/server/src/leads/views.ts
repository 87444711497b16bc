import { type Static, Type } from 'typebox';
import type { Queryable } from '../db/database.ts';
import { UploadedFile } from '../files/files.ts';
import { notFound } from '../http/errors.ts';
import { Nullable } from '../http/schema.ts';
import { type MemberColumns, MemberSummary, memberSummary, memberSummaryColumns } from '../members/member-summary.ts';
import { type LeadRow, RECEIVER_SIDE_SQL } from './access.ts';
import { type LeadSide, nextStatuses } from './rules.ts';

export const LeadStatusSchema = Type.Union(
  [Type.Literal('todo'), Type.Literal('in-progress'), Type.Literal('accepted'), Type.Literal('refused')],
  { description: 'todo → in-progress → accepted | refused (docs/leads.md).' },
);
export const LeadTypeSchema = Type.Union([Type.Literal('buy'), Type.Literal('sell'), Type.Literal('refer')], {
  description: 'buy an offer, sell to a demand, or refer someone to a deal.',
});
export const LeadTaskTypeSchema = Type.Union(
  [
    Type.Literal('call'),
    Type.Literal('email'),
    Type.Literal('meeting'),
    Type.Literal('follow-up'),
    Type.Literal('document'),
    Type.Literal('other'),
  ],
  { description: 'What kind of step the task is.' },
);
const Timestamp = Type.String({ format: 'date-time' });
const Amount = Type.Number({ minimum: 0 });

export const LeadTask = Type.Object(
  {
    id: Type.Integer(),
    lead_id: Type.Integer(),
    text: Type.String(),
    type: LeadTaskTypeSchema,
    done: Type.Boolean(),
    done_by: Nullable(Type.Integer()),
    done_at: Nullable(Timestamp),
    author_id: Nullable(Type.Integer()),
    created_at: Timestamp,
  },
  { title: 'LeadTask', additionalProperties: false },
);

export const LeadComment = Type.Object(
  {
    id: Type.Integer(),
    lead_id: Type.Integer(),
    text: Type.String(),
    author: Nullable(MemberSummary),
    file: Nullable(UploadedFile),
    created_at: Timestamp,
  },
  { title: 'LeadComment', additionalProperties: false },
);

export const LeadActivity = Type.Object(
  {
    id: Type.Integer(),
    lead_id: Type.Integer(),
    action: Type.String({ description: 'created, status_changed, approved, refused, field_edited, file_uploaded, …' }),
    details: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
    actor: Nullable(MemberSummary),
    created_at: Timestamp,
  },
  { title: 'LeadActivity', additionalProperties: false },
);
export type LeadActivityDetails = Record<string, string | number | boolean | null>;

/** A lead as every list and the short detail show it. */
export const Lead = Type.Object(
  {
    id: Type.Integer(),
    uuid: Type.String({ format: 'uuid' }),
    type: LeadTypeSchema,
    status: LeadStatusSchema,
    deal: Type.Object(
      { id: Type.Integer(), title: Type.String(), type: Type.Union([Type.Literal('offer'), Type.Literal('demand')]) },
      { additionalProperties: false },
    ),
    text: Type.String(),
    budget: Nullable(Amount),
    final_budget: Nullable(Amount),
    currency: Nullable(Type.String()),
    sender: MemberSummary,
    receiver: Nullable(MemberSummary),
    receiver_company: Nullable(
      Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }, { additionalProperties: false }),
    ),
    referral_user_id: Nullable(Type.Integer()),
    referral_user: Nullable(MemberSummary),
    club_id: Nullable(Type.Integer()),
    sender_approval: Type.Boolean(),
    receiver_approval: Type.Boolean(),
    sender_approved_by: Nullable(Type.Integer({ description: 'Who approved for the sender side.' })),
    receiver_approved_by: Nullable(Type.Integer({ description: "Who approved for the deal's side." })),
    sender_approved_at: Nullable(Timestamp),
    receiver_approved_at: Nullable(Timestamp),
    closed_by: Nullable(Type.Integer({ description: 'Who accepted (gave the last approval) or refused.' })),
    closed_at: Nullable(Timestamp),
    viewer_side: Type.Union([Type.Literal('sender'), Type.Literal('receiver')], {
      description: 'The side the signed-in member works on.',
    }),
    next_statuses: Type.Array(LeadStatusSchema, { description: 'The statuses the signed-in member may ask for now.' }),
    tasks_count: Type.Integer({ minimum: 0 }),
    tasks_done: Type.Integer({ minimum: 0 }),
    comments_count: Type.Integer({ minimum: 0 }),
    files_count: Type.Integer({ minimum: 0 }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Lead', additionalProperties: false },
);
export type Lead = Static<typeof Lead>;

/** The lead with everything worked on it: the lead page. */
export const LeadDetails = Type.Object(
  {
    ...Lead.properties,
    tasks: Type.Array(LeadTask),
    comments: Type.Array(LeadComment),
    files: Type.Array(UploadedFile),
    activities: Type.Array(LeadActivity, { description: 'The newest 20; GET /lead/activities/{id} has them all.' }),
    assignees: Type.Array(MemberSummary),
  },
  { title: 'LeadDetails', additionalProperties: false },
);

export const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));
export const amount = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** Loads members by id for answers, keyed by id; their photos as `viewer` may see them. */
export async function loadMembers(
  db: Queryable,
  ids: Array<number | null>,
  baseUrl: string,
  viewer: number | null,
): Promise<Map<number, MemberSummary>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.query<MemberColumns>(`SELECT ${memberSummaryColumns('u', '$2::int')} FROM users u WHERE u.id = ANY($1::int[])`, [
    wanted,
    viewer,
  ]);
  return new Map(rows.map((row) => [row.id, memberSummary(row, baseUrl)]));
}

/** Rows of `leads` with what the lead view joins in. */
export interface LeadListRow extends LeadRow {
  deal_title: string;
  deal_type: 'offer' | 'demand';
  company_name: string | null;
  company_slug: string | null;
  tasks_count: number | string;
  tasks_done: number | string;
  comments_count: number | string;
  files_count: number | string;
  viewer_on_receiver_side: boolean;
}

/** SELECT list for lead views of member `user` (a SQL parameter): `FROM leads l` with the deal and receiving company joined. */
export const leadViewSelect = (
  user: string,
) => `l.*, d.title AS deal_title, d.type AS deal_type, c.name AS company_name, c.slug AS company_slug,
  (SELECT count(*) FROM lead_tasks t WHERE t.lead_id = l.id) AS tasks_count,
  (SELECT count(*) FROM lead_tasks t WHERE t.lead_id = l.id AND t.done) AS tasks_done,
  (SELECT count(*) FROM lead_comments lc WHERE lc.lead_id = l.id) AS comments_count,
  (SELECT count(*) FROM files f WHERE f.owner_type = 'lead' AND f.owner_id = l.id AND f.deleted_at IS NULL) AS files_count,
  (${RECEIVER_SIDE_SQL('l', user)} OR EXISTS (SELECT 1 FROM lead_assignees la WHERE la.lead_id = l.id AND la.user_id = ${user})) AS viewer_on_receiver_side`;
export const LEAD_VIEW_FROM = 'leads l JOIN deals d ON d.id = l.deal_id LEFT JOIN companies c ON c.id = l.receiver_company_id';

/** Turns joined rows into lead views for the viewer they were selected for. */
export async function leadViews(db: Queryable, rows: LeadListRow[], baseUrl: string, viewer: number | null): Promise<Lead[]> {
  const members = await loadMembers(
    db,
    rows.flatMap((row) => [row.sender_id, row.receiver_id, row.referral_user_id]),
    baseUrl,
    viewer,
  );
  return rows.map((row) => {
    const side: LeadSide = row.viewer_on_receiver_side ? 'receiver' : 'sender';
    const sender = members.get(row.sender_id);
    if (!sender) throw new Error(`Lead ${row.id} has no sender`);
    return {
      id: row.id,
      uuid: row.uuid,
      type: row.type,
      status: row.status,
      deal: { id: row.deal_id, title: row.deal_title, type: row.deal_type },
      text: row.text,
      budget: amount(row.budget),
      final_budget: amount(row.final_budget),
      currency: row.currency,
      sender,
      receiver: row.receiver_id === null ? null : (members.get(row.receiver_id) ?? null),
      receiver_company:
        row.receiver_company_id === null || row.company_name === null || row.company_slug === null
          ? null
          : { id: row.receiver_company_id, name: row.company_name, slug: row.company_slug },
      referral_user_id: row.referral_user_id,
      referral_user: row.referral_user_id === null ? null : (members.get(row.referral_user_id) ?? null),
      club_id: row.club_id,
      sender_approval: row.sender_approval,
      receiver_approval: row.receiver_approval,
      sender_approved_by: row.sender_approved_by,
      receiver_approved_by: row.receiver_approved_by,
      sender_approved_at: isoOrNull(row.sender_approved_at),
      receiver_approved_at: isoOrNull(row.receiver_approved_at),
      closed_by: row.closed_by,
      closed_at: isoOrNull(row.closed_at),
      viewer_side: side,
      next_statuses: nextStatuses(row, side),
      tasks_count: Number(row.tasks_count),
      tasks_done: Number(row.tasks_done),
      comments_count: Number(row.comments_count),
      files_count: Number(row.files_count),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
  });
}

/** Files one request may attach to a lead. */
export const LEAD_UPLOAD_FILES = 10;

/** One lead as the viewer sees it; 404 when it is gone. */
export async function loadLeadView(db: Queryable, id: number, viewerId: number, baseUrl: string): Promise<Lead> {
  const rows = await db.query<LeadListRow>(`SELECT ${leadViewSelect('$2')} FROM ${LEAD_VIEW_FROM} WHERE l.id = $1`, [id, viewerId]);
  const [view] = await leadViews(db, rows, baseUrl, viewerId);
  if (!view) throw notFound('lead');
  return view;
}
