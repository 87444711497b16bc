import { type MemberColumns, memberSummary, memberSummaryJson } from '../members/member-summary.ts';
import { managesCompanySql, moderatesClubSql } from '../trust/page-moderation.ts';
import type {
  AppealStatus,
  ModerationAction,
  ModerationAppeal,
  ModerationKind,
  ModerationSubjectType,
  PageReport,
  PageType,
} from './schemas.ts';

/** SQL true when `viewer` moderates page (`type`, `id`): both SQL expressions (a text and an int). */
export function moderatesPageSql(type: string, id: string, viewer: string): string {
  return `(CASE ${type} WHEN 'company' THEN ${managesCompanySql(id, viewer)} WHEN 'club' THEN ${moderatesClubSql(id, viewer)} ELSE false END)`;
}

/** SQL true when post `p` is content of the page (`type`, `id`): posted as the company or the club, or in the club. */
export function onPageSql(p: string, type: PageType, id: string): string {
  return type === 'company'
    ? `(${p}.author_type = 'company' AND ${p}.owner_id = ${id})`
    : `((${p}.author_type = 'club' AND ${p}.owner_id = ${id}) OR (${p}.visible = 'club' AND ${p}.club_id = ${id}))`;
}

/** SQL: the start of a post or comment's text. */
const postPreview = (p: string) => `left(coalesce(nullif(${p}.body, ''), ${p}.title, ''), 280)`;

const memberJson = (id: string, viewer: string) => `(SELECT ${memberSummaryJson('mu', viewer)} FROM users mu WHERE mu.id = ${id})`;

/** The kinds of action the member concerned may appeal, once. */
export const APPEALABLE: readonly ModerationKind[] = ['hide', 'remove', 'mute', 'ban'];

/**
 * SQL: log entry `a` (moderation_actions) in JSON as `viewer` sees it. The moderator who acted is named to the
 * page's moderators only (`showModerator`, SQL); the member concerned sees the page's decision, not who took it.
 */
export function actionJson(a: string, viewer: string, showModerator: string): string {
  return `json_build_object('id', ${a}.id, 'page_type', ${a}.page_type, 'page_id', ${a}.page_id,
    'page', CASE ${a}.page_type WHEN 'company' THEN (SELECT json_build_object('name', pc.name, 'slug', coalesce(pc.slug, '')) FROM companies pc WHERE pc.id = ${a}.page_id)
      ELSE (SELECT json_build_object('name', pk.name, 'slug', coalesce(pk.slug, '')) FROM clubs pk WHERE pk.id = ${a}.page_id) END,
    'action', ${a}.action, 'subject_type', ${a}.subject_type, 'subject_id', ${a}.subject_id,
    'member', ${memberJson(`${a}.member_id`, viewer)},
    'moderator', CASE WHEN ${showModerator} THEN ${memberJson(`${a}.moderator_id`, viewer)} END,
    'reason', ${a}.reason,
    'preview', CASE ${a}.subject_type WHEN 'post' THEN (SELECT ${postPreview('pp')} FROM posts pp WHERE pp.id = ${a}.subject_id)
      WHEN 'comment' THEN (SELECT left(pcm.body, 280) FROM post_comments pcm WHERE pcm.id = ${a}.subject_id) END,
    'muted_until', ${a}.muted_until, 'report_id', ${a}.report_id, 'undone', ${a}.undone_at IS NOT NULL,
    'appeal', (SELECT json_build_object('id', ap.id, 'status', ap.status) FROM moderation_appeals ap WHERE ap.action_id = ${a}.id),
    'can_appeal', coalesce(${a}.member_id = ${viewer}, false) AND ${a}.action IN (${APPEALABLE.map((kind) => `'${kind}'`).join(', ')})
      AND ${a}.undone_at IS NULL AND NOT EXISTS (SELECT 1 FROM moderation_appeals ap2 WHERE ap2.action_id = ${a}.id),
    'created_at', ${a}.created_at)`;
}

export interface ActionColumns {
  id: number;
  page_type: PageType;
  page_id: number;
  page: { name: string; slug: string } | null;
  action: ModerationKind;
  subject_type: ModerationSubjectType;
  subject_id: number;
  member: MemberColumns | null;
  moderator: MemberColumns | null;
  reason: string | null;
  preview: string | null;
  muted_until: string | null;
  report_id: number | null;
  undone: boolean;
  appeal: { id: number; status: AppealStatus } | null;
  can_appeal: boolean;
  created_at: string;
}

const iso = (value: string) => new Date(value).toISOString();
const isoOrNull = (value: string | null) => (value === null ? null : iso(value));

export function actionView(row: ActionColumns, baseUrl: string): ModerationAction {
  return {
    id: row.id,
    page: { type: row.page_type, id: row.page_id, name: row.page?.name ?? '', slug: row.page?.slug ?? '' },
    action: row.action,
    subject: { type: row.subject_type, id: Number(row.subject_id) },
    member: row.member ? memberSummary(row.member, baseUrl) : null,
    moderator: row.moderator ? memberSummary(row.moderator, baseUrl) : null,
    reason: row.reason,
    preview: row.preview,
    mutedUntil: isoOrNull(row.muted_until),
    reportId: row.report_id,
    undone: row.undone,
    appeal: row.appeal,
    canAppeal: row.can_appeal,
    created_at: iso(row.created_at),
  };
}

/** SQL: appeal `ap` with its action `a` in JSON; the moderators are named when `showModerator` (SQL) holds. */
export function appealJson(ap: string, a: string, viewer: string, showModerator = 'true'): string {
  return `json_build_object('id', ${ap}.id, 'action', ${actionJson(a, viewer, showModerator)}, 'member', ${memberJson(`${ap}.member_id`, viewer)},
    'text', ${ap}.text, 'status', ${ap}.status, 'decided_by', CASE WHEN ${showModerator} THEN ${memberJson(`${ap}.decided_by`, viewer)} END,
    'decided_at', ${ap}.decided_at, 'created_at', ${ap}.created_at)`;
}

export interface AppealColumns {
  id: number;
  action: ActionColumns;
  member: MemberColumns;
  text: string;
  status: AppealStatus;
  decided_by: MemberColumns | null;
  decided_at: string | null;
  created_at: string;
}

export function appealView(row: AppealColumns, baseUrl: string): ModerationAppeal {
  return {
    id: row.id,
    action: actionView(row.action, baseUrl),
    member: memberSummary(row.member, baseUrl),
    text: row.text,
    status: row.status,
    decidedBy: row.decided_by ? memberSummary(row.decided_by, baseUrl) : null,
    decided_at: isoOrNull(row.decided_at),
    created_at: iso(row.created_at),
  };
}

/**
 * SQL: report `r` of post `p` (or of comment `rc` of it) in JSON for the page's moderators (`viewer`), with the
 * latest action on it: one that names the report, or a hide or removal of its content since it was made. The
 * reporter stays anonymous to the page (docs/moderation.md).
 */
export function pageReportJson(r: string, p: string, rc: string, viewer: string, type: string, pageId: string): string {
  const isPost = `${r}.subject_type = 'post'`;
  return `json_build_object('id', ${r}.id, 'subject_type', ${r}.subject_type, 'subject_id', ${r}.subject_id, 'post_id', ${p}.id,
    'preview', CASE WHEN ${isPost} THEN ${postPreview(p)} ELSE left(${rc}.body, 280) END,
    'author', ${memberJson(`CASE WHEN ${isPost} THEN ${p}.author_id ELSE ${rc}.author_id END`, viewer)},
    'reason', ${r}.reason, 'details', ${r}.details,
    'hidden', CASE WHEN ${isPost} THEN ${p}.page_hidden_at IS NOT NULL ELSE ${rc}.page_hidden_at IS NOT NULL END,
    'removed', CASE WHEN ${isPost} THEN ${p}.deleted_at IS NOT NULL ELSE ${rc}.deleted_at IS NOT NULL END,
    'resolution', ${r}.page_resolution, 'resolved_at', ${r}.page_resolved_at,
    'action', (SELECT json_build_object('id', ma.id, 'action', ma.action, 'moderator', ${memberJson('ma.moderator_id', viewer)}, 'created_at', ma.created_at)
       FROM moderation_actions ma WHERE ma.page_type = ${type} AND ma.page_id = ${pageId}
        AND (ma.report_id = ${r}.id OR (ma.subject_type = ${r}.subject_type AND ma.subject_id = ${r}.subject_id
          AND ma.action IN ('hide', 'remove') AND ma.created_at >= ${r}.created_at))
       ORDER BY ma.created_at DESC, ma.id DESC LIMIT 1),
    'created_at', ${r}.created_at)`;
}

export interface PageReportColumns {
  id: number;
  subject_type: 'post' | 'comment';
  subject_id: number;
  post_id: number;
  preview: string | null;
  author: MemberColumns | null;
  reason: PageReport['reason'];
  details: string | null;
  hidden: boolean;
  removed: boolean;
  resolution: PageReport['resolution'];
  resolved_at: string | null;
  action: { id: number; action: ModerationKind; moderator: MemberColumns | null; created_at: string } | null;
  created_at: string;
}

export function pageReportView(row: PageReportColumns, baseUrl: string): PageReport {
  return {
    id: row.id,
    subject: { type: row.subject_type, id: Number(row.subject_id), postId: row.post_id },
    preview: row.preview ?? '',
    author: row.author ? memberSummary(row.author, baseUrl) : null,
    reason: row.reason,
    details: row.details,
    hidden: row.hidden,
    removed: row.removed,
    resolution: row.resolution,
    resolved_at: isoOrNull(row.resolved_at),
    action: row.action
      ? {
          id: row.action.id,
          action: row.action.action,
          moderator: row.action.moderator ? memberSummary(row.action.moderator, baseUrl) : null,
          created_at: iso(row.action.created_at),
        }
      : null,
    created_at: iso(row.created_at),
  };
}
