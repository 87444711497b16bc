import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { requireViewer, revokeAllSessions } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors.ts';
import { Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { Id } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { type MemberColumns, memberSummary, memberSummaryPairs } from '../members/member-summary.ts';
import { visiblePostSql } from '../posts/post-sql.ts';
import { AdminReport, ReportBody, ReportCreated, ReportStatus, type ReportSubjectType } from '../trust/schemas.ts';
import { neitherBlocks, notHiddenSql } from '../trust/sql.ts';

export const ADMIN_REPORTS_PAGE_SIZE = 20;

/**
 * Per subject type: SQL answering one row when subject `$1` exists and viewer `$2` may see it, and the table,
 * author column and preview of the subject (`s`) for the admin queue.
 */
const SUBJECTS: Record<ReportSubjectType, { visible: string; table: string | null; author: string; preview: string }> = {
  member: {
    visible: `SELECT 1 FROM users s WHERE s.id = $1::bigint AND s.id <> $2 AND ${neitherBlocks('$2::int', 's.id')}`,
    table: null,
    author: 's.id',
    preview: `s.first_name || ' ' || s.last_name`,
  },
  post: {
    visible: `SELECT 1 FROM posts s WHERE s.id = $1::bigint AND ${visiblePostSql('s', '$2::int')}`,
    table: 'posts',
    author: 's.author_id',
    preview: `coalesce(nullif(s.body, ''), s.title, '')`,
  },
  comment: {
    visible: `SELECT 1 FROM post_comments s JOIN posts p ON p.id = s.post_id
      WHERE s.id = $1::bigint AND s.deleted_at IS NULL AND ${neitherBlocks('$2::int', 's.author_id')}
        AND ${notHiddenSql('s', 's.author_id', '$2::int')} AND ${visiblePostSql('p', '$2::int')}`,
    table: 'post_comments',
    author: 's.author_id',
    preview: 's.body',
  },
  deal: {
    visible: `SELECT 1 FROM deals s WHERE s.id = $1::bigint AND s.deleted_at IS NULL AND ${notHiddenSql('s', 's.author_id', '$2::int')}`,
    table: 'deals',
    author: 's.author_id',
    preview: 's.title',
  },
  company: {
    visible: `SELECT 1 FROM companies s WHERE s.id = $1::bigint AND ${notHiddenSql('s', 's.owner_id', '$2::int')}`,
    table: 'companies',
    author: 's.owner_id',
    preview: 's.name',
  },
  message: {
    visible: `SELECT 1 FROM chat_messages s JOIN chat_room_members m ON m.room_id = s.room_id AND m.user_id = $2
      WHERE s.id = $1::bigint AND s.sequence > m.cleared_sequence`,
    table: 'chat_messages',
    author: 's.sender_id',
    preview: 's.text',
  },
};

/** SQL: for report `r`, a json object of the subject's author id, preview and hidden flag, per subject type. */
function subjectSql(r: string): string {
  const branches = (Object.keys(SUBJECTS) as ReportSubjectType[]).map((type) => {
    const subject = SUBJECTS[type];
    const from = subject.table ?? 'users';
    const hidden = subject.table ? 's.hidden_at IS NOT NULL' : 'false';
    return `WHEN '${type}' THEN (SELECT json_build_object('author_id', ${subject.author}, 'preview', left(${subject.preview}, 280), 'hidden', ${hidden})
      FROM ${from} s WHERE s.id = ${r}.subject_id)`;
  });
  return `CASE ${r}.subject_type ${branches.join('\n')} END`;
}

interface ReportRow {
  id: number;
  subject_type: ReportSubjectType;
  subject_id: number;
  reason: AdminReport['reason'];
  details: string | null;
  status: AdminReport['status'];
  created_at: string;
  resolved_at: string | null;
  reporter: MemberColumns;
  subject: { author_id: number | null; preview: string | null; hidden: boolean } | null;
  author: (MemberColumns & { status: string }) | null;
}

const ReportParams = Type.Object({ id: Id({ description: 'A report id.' }) }, { additionalProperties: false });
const ReportsQuery = Type.Object(
  { ...PageQuery(ADMIN_REPORTS_PAGE_SIZE).properties, status: Type.Optional(ReportStatus) },
  { additionalProperties: false },
);
/** A member in the queue, the photo as the admin (`$4`) may see it, like every answer (docs/network.md "Photo visibility"). */
const memberJson = (u: string) => `json_build_object(${memberSummaryPairs(u, '$4::int')}, 'status', ${u}.status)`;

/** Reports by members and the admins' queue (docs/accounts.md "Blocking and reporting"). */
export function reportRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;

  async function requireAdmin(userId: number): Promise<void> {
    const row = await first<{ is_admin: boolean }>(db, 'SELECT is_admin FROM users WHERE id = $1', [userId]);
    if (!row?.is_admin) throw forbidden(t('trust.admins_only'));
  }

  app.post(
    '/reports',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'createReport',
        tags: ['account'],
        summary:
          'Report a member, post, comment, deal, company or message I can see, with a reason; admins review it. Reporting the same thing again while the first report is open answers that report (200).',
        body: ReportBody,
        response: { 200: ReportCreated, 201: ReportCreated },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request).userId;
      const { subject_type: type, subject_id: subjectId, reason } = request.body;
      const details = request.body.details?.trim() || null;
      const row = await first<{ id: number; created: boolean }>(
        db,
        `WITH visible AS (${SUBJECTS[type].visible}),
              existing AS (SELECT id FROM reports WHERE reporter_id = $2 AND subject_type = $3 AND subject_id = $1::bigint AND status = 'open'),
              added AS (INSERT INTO reports (reporter_id, subject_type, subject_id, reason, details)
                        SELECT $2, $3, $1::bigint, $4, $5 WHERE EXISTS (SELECT 1 FROM visible) AND NOT EXISTS (SELECT 1 FROM existing)
                        ON CONFLICT DO NOTHING RETURNING id)
         SELECT id, true AS created FROM added UNION ALL SELECT id, false FROM existing WHERE EXISTS (SELECT 1 FROM visible)`,
        [subjectId, viewer, type, reason, details],
      );
      if (!row) throw new ApiError(404, 'not_found', t('code.not_found'));
      reply.code(row.created ? 201 : 200);
      return { id: row.id };
    },
  );

  app.get(
    '/admin/reports',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'adminReports',
        tags: ['admin'],
        summary: `Admins: the reports of a status (open by default), oldest first (${ADMIN_REPORTS_PAGE_SIZE} a page), with the subject’s preview and author and the reporter.`,
        querystring: ReportsQuery,
        response: { 200: Paged(AdminReport) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request).userId;
      await requireAdmin(viewer);
      const window = pageWindow(request.query, ADMIN_REPORTS_PAGE_SIZE);
      const status = request.query.status ?? 'open';
      // ONE statement through reports_queue; each subject by its primary key.
      const row = await first<{ total: number; items: ReportRow[] }>(
        db,
        `SELECT (SELECT count(*)::int FROM reports WHERE status = $1) AS total,
                (SELECT coalesce(json_agg(json_build_object('id', x.id, 'subject_type', x.subject_type, 'subject_id', x.subject_id,
                          'reason', x.reason, 'details', x.details, 'status', x.status, 'created_at', x.created_at, 'resolved_at', x.resolved_at,
                          'reporter', ${memberJson('ru')}, 'subject', x.subject,
                          'author', (SELECT ${memberJson('au')} FROM users au WHERE au.id = (x.subject->>'author_id')::int))
                          ORDER BY x.created_at, x.id), '[]')
                   FROM (SELECT r.*, ${subjectSql('r')} AS subject FROM reports r WHERE r.status = $1
                          ORDER BY r.created_at, r.id LIMIT $2 OFFSET $3) x JOIN users ru ON ru.id = x.reporter_id) AS items`,
        [status, window.limit, window.offset, viewer],
      );
      const baseUrl = publicBaseUrl(request, config);
      return {
        items: (row?.items ?? []).map((item) => ({
          id: item.id,
          subject_type: item.subject_type,
          subject_id: Number(item.subject_id),
          reason: item.reason,
          details: item.details,
          status: item.status,
          created_at: new Date(item.created_at).toISOString(),
          resolved_at: item.resolved_at ? new Date(item.resolved_at).toISOString() : null,
          reporter: memberSummary(item.reporter, baseUrl),
          subject_author: item.author ? memberSummary(item.author, baseUrl) : null,
          subject_preview: item.subject?.preview ?? null,
          subject_hidden: item.subject?.hidden ?? false,
          author_suspended: item.author?.status === 'suspended',
        })),
        total: row?.total ?? 0,
        page: window.page,
        limit: window.limit,
      };
    },
  );

  /** The open report `id` (404 when missing, 409 when resolved already), for an admin. */
  async function openReport(viewer: number, id: number) {
    await requireAdmin(viewer);
    const report = await first<{ subject_type: ReportSubjectType; subject_id: string; status: string }>(
      db,
      'SELECT subject_type, subject_id, status FROM reports WHERE id = $1',
      [id],
    );
    if (!report) throw notFound('report');
    if (report.status !== 'open') throw new ApiError(409, 'illegal_transition', t('trust.report_resolved'));
    return report;
  }

  const resolution = (operationId: string, path: string, summary: string, act: (report: ResolvedReport) => Promise<void>) =>
    app.post(
      `/admin/reports/:id/${path}`,
      {
        config: { auth: 'required' },
        schema: { operationId, tags: ['admin'], summary, params: ReportParams, response: { 204: Type.Null({ description: 'Done.' }) } },
      },
      async (request, reply) => {
        const viewer = requireViewer(request).userId;
        const report = await openReport(viewer, request.params.id);
        await act({ ...report, id: request.params.id, admin: viewer });
        reply.code(204);
        return null;
      },
    );

  type ResolvedReport = { id: number; subject_type: ReportSubjectType; subject_id: string; admin: number };

  /** Closes the report as `status`; an action also closes every other open report of the same subject. */
  async function close(report: ResolvedReport, status: 'dismissed' | 'actioned'): Promise<void> {
    await db.query(
      `UPDATE reports SET status = $2, resolved_at = now(), resolved_by = $3
        WHERE status = 'open' AND (id = $1 OR ($2 = 'actioned' AND subject_type = $4 AND subject_id = $5::bigint))`,
      [report.id, status, report.admin, report.subject_type, report.subject_id],
    );
  }

  resolution('dismissReport', 'dismiss', 'Admins: close a report with nothing done.', (report) => close(report, 'dismissed'));

  resolution(
    'hideReported',
    'hide',
    'Admins: hide the reported content (it answers 404 to everyone but its author and admins, lists skip it) and close its open reports. A member cannot be hidden: suspend them.',
    async (report) => {
      const table = SUBJECTS[report.subject_type].table;
      if (!table) throw badRequest(t('trust.hide_member'));
      await db.query(`UPDATE ${table} SET hidden_at = coalesce(hidden_at, now()) WHERE id = $1::bigint`, [report.subject_id]);
      await close(report, 'actioned');
    },
  );

  resolution(
    'suspendReported',
    'suspend',
    'Admins: suspend the author of the reported content (or the reported member): their sessions end and sign-in is refused. Closes the subject’s open reports.',
    async (report) => {
      const subject = SUBJECTS[report.subject_type];
      const row = await first<{ author_id: number | null }>(
        db,
        `SELECT ${subject.author} AS author_id FROM ${subject.table ?? 'users'} s WHERE s.id = $1::bigint`,
        [report.subject_id],
      );
      if (!row?.author_id) throw new ApiError(409, 'illegal_transition', t('trust.no_author'));
      if (row.author_id === report.admin) throw new ApiError(409, 'illegal_transition', t('trust.suspend_self'));
      await db.query(`UPDATE users SET status = 'suspended' WHERE id = $1 AND status <> 'deleted'`, [row.author_id]);
      await revokeAllSessions(db, row.author_id);
      await close(report, 'actioned');
    },
  );
}
