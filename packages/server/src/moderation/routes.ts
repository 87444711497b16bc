import type { FastifyRequest } from 'fastify';
import { first, isUniqueViolation } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, conflict, forbidden, notFound } from '../http/errors.ts';
import { Paged, pageWindow } from '../http/paging.ts';
import { t } from '../i18n/catalogue.ts';
import { act, logAction, pageReportSql, undoAction } from './actions.ts';
import { type ModeratedPage, PAGES, pageToModerate } from './pages.ts';
import {
  ActionIdParams,
  AppealBody,
  AppealDecisionBody,
  AppealsQuery,
  DismissBody,
  LogQuery,
  MODERATION_PAGE_SIZE,
  ModerationAction,
  ModerationAppeal,
  ModerationBody,
  type ModerationKind,
  PageAppealParams,
  PageIdParams,
  PageReport,
  PageReportParams,
  type PageType,
  ReportQueueQuery,
  MODERATION_TAGS as tags,
} from './schemas.ts';
import { tellMember } from './tell-member.ts';
import {
  type ActionColumns,
  APPEALABLE,
  type AppealColumns,
  actionJson,
  actionView,
  appealJson,
  appealView,
  moderatesPageSql,
  onPageSql,
  type PageReportColumns,
  pageReportJson,
  pageReportView,
} from './views.ts';

/** SQL: a page's list in one statement (docs/performance.md): the page's existence, the caller's right, the total and the items. */
function pageListSql(type: PageType, list: { from: string; where: string; orderBy: string; item: string }): string {
  const page = PAGES[type];
  return `SELECT EXISTS (SELECT 1 FROM ${page.table} WHERE id = $2) AS found,
      coalesce((SELECT ${page.moderates('g.id', '$1::int')} FROM ${page.table} g WHERE g.id = $2), false) AS allowed,
      (SELECT count(*)::int FROM ${list.from} WHERE ${list.where}) AS total,
      (SELECT coalesce(json_agg(x.item ORDER BY x.n), '[]') FROM (
         SELECT ${list.item} AS item, row_number() OVER (ORDER BY ${list.orderBy}) AS n
           FROM ${list.from} WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT $3 OFFSET $4) x) AS items`;
}

/** One log entry as `viewer` sees it (the member concerned, or the page's moderators); undefined for anyone else. */
async function loadAction(db: ServerContext['db'], id: number, viewer: number, baseUrl: string): Promise<ModerationAction | undefined> {
  const row = await first<{ action: ActionColumns; allowed: boolean }>(
    db,
    `SELECT ${actionJson('a', '$2::int', moderatesPageSql('a.page_type', 'a.page_id', '$2::int'))} AS action,
            (a.member_id = $2 OR ${moderatesPageSql('a.page_type', 'a.page_id', '$2::int')}) AS allowed
       FROM moderation_actions a WHERE a.id = $1`,
    [id, viewer],
  );
  if (!row?.allowed) return undefined;
  return actionView(row.action, baseUrl);
}

/**
 * Moderation of company pages and clubs (docs/moderation.md): the moderators' actions, report queue, log and
 * appeals under each page's prefix (`/company/{id}/moderation/…`, `/clubs/{id}/moderation/…`), and the member's
 * view of a decision and their one appeal (`/moderation/actions/{id}`).
 */
export function moderationRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const baseUrl = (request: FastifyRequest) => publicBaseUrl(request, config);

  async function answerAction(request: FastifyRequest, id: number, viewer: number): Promise<ModerationAction> {
    const action = await loadAction(db, id, viewer, baseUrl(request));
    if (!action) throw notFound('moderation_action');
    return action;
  }

  for (const type of ['company', 'club'] as const) {
    const { prefix, operation } = PAGES[type];
    const who = type === 'company' ? 'the company’s owner and managers' : 'the club’s owner and admins';

    async function list<Row, Item>(
      request: FastifyRequest,
      query: { page?: number | undefined; limit?: number | undefined },
      sql: string,
      params: unknown[],
      view: (row: Row) => Item,
    ) {
      const viewer = requireViewer(request);
      const window = pageWindow(query, MODERATION_PAGE_SIZE);
      const row = await first<{ found: boolean; allowed: boolean; total: number; items: Row[] }>(db, sql, [
        viewer.userId,
        (request.params as { id: number }).id,
        window.limit,
        window.offset,
        ...params,
      ]);
      if (!row?.found) throw notFound(type);
      if (!row.allowed) throw forbidden(t('moderation.moderators_only'));
      return { items: row.items.map(view), total: row.total, page: window.page, limit: window.limit };
    }

    app.post(
      `${prefix}/:id/moderation/actions`,
      {
        config: { auth: 'required' },
        schema: {
          operationId: `${operation}ModerationAct`,
          tags,
          summary: `Hide, unhide or remove a post or comment of the ${type}; mute or unmute a member on it${type === 'club' ? '; remove and ban a member from it, or unban them' : ''}. For ${who} (403 otherwise). Logged; the member concerned is told and may appeal once.`,
          params: PageIdParams,
          body: ModerationBody,
          response: { 201: ModerationAction },
        },
      },
      async (request, reply) => {
        const viewer = requireViewer(request).userId;
        const page = await pageToModerate(db, type, request.params.id, viewer);
        const acted = await db.transaction((tx) => act(tx, page, viewer, request.body));
        if (acted.tell && acted.memberId !== null) {
          await tellMember(context, {
            page,
            actionId: acted.id,
            memberId: acted.memberId,
            moderatorId: viewer,
            moderation: acted.tell,
            ...(acted.days === undefined ? {} : { days: acted.days }),
            baseUrl: baseUrl(request),
          });
        }
        reply.code(201);
        return answerAction(request, acted.id, viewer);
      },
    );

    app.get(
      `${prefix}/:id/moderation/reports`,
      {
        config: { auth: 'required' },
        schema: {
          operationId: `${operation}ModerationReports`,
          tags,
          summary: `The reports of the ${type}’s posts and comments, open first, each with the action taken; ${MODERATION_PAGE_SIZE} a page. For ${who}. Reporters stay anonymous.`,
          params: PageIdParams,
          querystring: ReportQueueQuery,
          response: { 200: Paged(PageReport) },
        },
      },
      async (request) => {
        const status = request.query.status ?? 'all';
        // Written as the index's own column (reports_page_queue), so that a status reads only its part of the page's reports.
        const filter =
          status === 'open'
            ? '(r.page_resolution IS NOT NULL) IS FALSE'
            : status === 'resolved'
              ? '(r.page_resolution IS NOT NULL) IS TRUE'
              : 'true';
        // Only the page's reports (reports.page_type, page_id, set when the report was made: migration 0040), through
        // reports_page_queue; the post is still on the page now (its visibility may have left the club since).
        const sql = pageListSql(type, {
          from: `reports r LEFT JOIN post_comments rc ON r.subject_type = 'comment' AND rc.id = r.subject_id
                 JOIN posts p ON p.id = (CASE WHEN r.subject_type = 'post' THEN r.subject_id ELSE rc.post_id END)`,
          where: `r.page_type = $5::text AND r.page_id = $2 AND r.subject_type IN ('post', 'comment') AND ${onPageSql('p', type, '$2::int')} AND ${filter}`,
          orderBy: '(r.page_resolution IS NOT NULL), r.created_at DESC, r.id DESC',
          item: pageReportJson('r', 'p', 'rc', '$1::int', '$5::text', '$2::int'),
        });
        return list(request, request.query, sql, [type], (row: PageReportColumns) => pageReportView(row, baseUrl(request)));
      },
    );

    app.post(
      `${prefix}/:id/moderation/reports/:reportId/dismiss`,
      {
        config: { auth: 'required' },
        schema: {
          operationId: `${operation}ModerationDismissReport`,
          tags,
          summary: `Dismiss a report of the ${type}’s content: nothing breaks the page’s rules. Logged. For ${who}; a report already resolved 409.`,
          params: PageReportParams,
          body: DismissBody,
          response: { 201: ModerationAction },
        },
      },
      async (request, reply) => {
        const viewer = requireViewer(request).userId;
        const page = await pageToModerate(db, type, request.params.id, viewer);
        const id = await db.transaction(async (tx) => {
          const report = await first<{ id: number; page_resolution: string | null }>(tx, pageReportSql(type), [
            request.params.reportId,
            page.id,
          ]);
          if (!report) throw notFound('report');
          const updated = await tx.query(
            `UPDATE reports SET page_resolution = 'dismissed', page_resolved_at = now(), page_resolved_by = $2 WHERE id = $1 AND page_resolution IS NULL RETURNING id`,
            [report.id, viewer],
          );
          if (updated.length === 0) throw conflict(t('moderation.report_resolved'));
          return logAction(tx, page, {
            moderator: viewer,
            action: 'dismiss_report',
            subjectType: 'report',
            subjectId: report.id,
            memberId: null,
            reason: request.body.reason,
            reportId: report.id,
          });
        });
        reply.code(201);
        return answerAction(request, id, viewer);
      },
    );

    app.get(
      `${prefix}/:id/moderation/log`,
      {
        config: { auth: 'required' },
        schema: {
          operationId: `${operation}ModerationLog`,
          tags,
          summary: `The ${type}’s moderation log: every action, report dismissed and appeal decided, who and why, newest first; ${MODERATION_PAGE_SIZE} a page. For ${who}.`,
          params: PageIdParams,
          querystring: LogQuery,
          response: { 200: Paged(ModerationAction) },
        },
      },
      async (request) => {
        const sql = pageListSql(type, {
          from: 'moderation_actions a',
          where: 'a.page_type = $5::text AND a.page_id = $2',
          orderBy: 'a.created_at DESC, a.id DESC',
          item: actionJson('a', '$1::int', 'true'),
        });
        return list(request, request.query, sql, [type], (row: ActionColumns) => actionView(row, baseUrl(request)));
      },
    );

    app.get(
      `${prefix}/:id/moderation/appeals`,
      {
        config: { auth: 'required' },
        schema: {
          operationId: `${operation}ModerationAppeals`,
          tags,
          summary: `The appeals of the ${type}’s decisions, waiting first (oldest first); ${MODERATION_PAGE_SIZE} a page. For ${who}.`,
          params: PageIdParams,
          querystring: AppealsQuery,
          response: { 200: Paged(ModerationAppeal) },
        },
      },
      async (request) => {
        const status = request.query.status ?? 'all';
        const sql = pageListSql(type, {
          from: 'moderation_appeals ap JOIN moderation_actions a ON a.id = ap.action_id',
          where: `ap.page_type = $5::text AND ap.page_id = $2 AND ($6::text = 'all' OR ap.status = $6::text)`,
          orderBy: `(ap.status <> 'pending'), ap.created_at, ap.id`,
          item: appealJson('ap', 'a', '$1::int'),
        });
        return list(request, request.query, sql, [type, status], (row: AppealColumns) => appealView(row, baseUrl(request)));
      },
    );

    app.post(
      `${prefix}/:id/moderation/appeals/:appealId/decision`,
      {
        config: { auth: 'required' },
        schema: {
          operationId: `${operation}ModerationDecideAppeal`,
          tags,
          summary: `Accept an appeal (its decision is undone: the content shown or restored, the mute or ban lifted) or reject it. Logged; the member is told. For ${who}; an appeal already decided 409.`,
          params: PageAppealParams,
          body: AppealDecisionBody,
          response: { 200: ModerationAppeal },
        },
      },
      async (request) => {
        const viewer = requireViewer(request).userId;
        const page: ModeratedPage = await pageToModerate(db, type, request.params.id, viewer);
        const { decision, reason } = request.body;
        const decided = await db.transaction(async (tx) => {
          const appeal = await first<{
            id: number;
            member_id: number;
            status: string;
            action: {
              id: number;
              page_type: string;
              page_id: number;
              action: ModerationKind;
              subject_type: string;
              subject_id: number;
              muted_until: string | null;
            };
          }>(
            tx,
            `SELECT ap.id, ap.member_id, ap.status, json_build_object('id', a.id, 'page_type', a.page_type, 'page_id', a.page_id, 'action', a.action,
                    'subject_type', a.subject_type, 'subject_id', a.subject_id) AS action
               FROM moderation_appeals ap JOIN moderation_actions a ON a.id = ap.action_id
              WHERE ap.id = $1 AND ap.page_type = $2 AND ap.page_id = $3 FOR UPDATE OF ap`,
            [request.params.appealId, type, page.id],
          );
          if (!appeal) throw notFound('appeal');
          if (appeal.status !== 'pending') throw new ApiError(409, 'illegal_transition', t('moderation.appeal_decided'));
          await tx.query(`UPDATE moderation_appeals SET status = $2, decided_at = now(), decided_by = $3 WHERE id = $1`, [
            appeal.id,
            decision === 'accept' ? 'accepted' : 'rejected',
            viewer,
          ]);
          if (decision === 'accept') await undoAction(tx, appeal.action);
          const logged = await logAction(tx, page, {
            moderator: viewer,
            action: decision === 'accept' ? 'accept_appeal' : 'reject_appeal',
            subjectType: 'appeal',
            subjectId: appeal.id,
            memberId: appeal.member_id,
            reason,
          });
          return { appealId: appeal.id, memberId: appeal.member_id, logged, actionId: appeal.action.id };
        });
        await tellMember(context, {
          page,
          actionId: decided.actionId,
          memberId: decided.memberId,
          moderatorId: viewer,
          moderation: decision === 'accept' ? 'accept_appeal' : 'reject_appeal',
          baseUrl: baseUrl(request),
        });
        const row = await first<{ appeal: AppealColumns }>(
          db,
          `SELECT ${appealJson('ap', 'a', '$2::int')} AS appeal FROM moderation_appeals ap JOIN moderation_actions a ON a.id = ap.action_id WHERE ap.id = $1`,
          [decided.appealId, viewer],
        );
        if (!row) throw notFound('appeal');
        return appealView(row.appeal, baseUrl(request));
      },
    );
  }

  app.get(
    '/moderation/actions/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'moderationAction',
        tags,
        summary:
          'A moderation decision, for the member it concerns (who sees the page, not the moderator, and whether they may still appeal) and for the page’s moderators; 404 for anyone else.',
        params: ActionIdParams,
        response: { 200: ModerationAction },
      },
    },
    async (request) => answerAction(request, request.params.id, requireViewer(request).userId),
  );

  app.post(
    '/moderation/actions/:id/appeal',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'appealModerationAction',
        tags,
        summary:
          'Appeal a decision that hid or removed my content, muted me or banned me, once, with a text; the page’s moderators accept (undo it) or reject it. A second appeal 409; anyone but the member concerned 403 (404 when they cannot see it).',
        params: ActionIdParams,
        body: AppealBody,
        response: { 201: ModerationAppeal },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request).userId;
      const action = await first<{
        id: number;
        page_type: string;
        page_id: number;
        member_id: number | null;
        action: ModerationKind;
        undone: boolean;
        moderates: boolean;
      }>(
        db,
        `SELECT a.id, a.page_type, a.page_id, a.member_id, a.action, a.undone_at IS NOT NULL AS undone,
                ${moderatesPageSql('a.page_type', 'a.page_id', '$2::int')} AS moderates
           FROM moderation_actions a WHERE a.id = $1`,
        [request.params.id, viewer],
      );
      if (!action || (action.member_id !== viewer && !action.moderates)) throw notFound('moderation_action');
      if (action.member_id !== viewer) throw forbidden(t('moderation.appeal_own_only'));
      if (!APPEALABLE.includes(action.action) || action.undone)
        throw new ApiError(409, 'illegal_transition', t('moderation.not_appealable'));
      let appealId: number;
      try {
        const row = await first<{ id: number }>(
          db,
          `INSERT INTO moderation_appeals (action_id, page_type, page_id, member_id, text) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (action_id) DO NOTHING RETURNING id`,
          [action.id, action.page_type, action.page_id, viewer, request.body.text.trim()],
        );
        if (!row) throw conflict(t('moderation.appeal_once'));
        appealId = row.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(t('moderation.appeal_once'));
        throw error;
      }
      const row = await first<{ appeal: AppealColumns }>(
        db,
        `SELECT ${appealJson('ap', 'a', '$2::int', moderatesPageSql('a.page_type', 'a.page_id', '$2::int'))} AS appeal
           FROM moderation_appeals ap JOIN moderation_actions a ON a.id = ap.action_id WHERE ap.id = $1`,
        [appealId, viewer],
      );
      if (!row) throw notFound('appeal');
      reply.code(201);
      return appealView(row.appeal, baseUrl(request));
    },
  );
}
