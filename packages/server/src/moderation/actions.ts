import { first, type Queryable } from '../db/database.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import type { ModeratedPage } from './pages.ts';
import { PAGES } from './pages.ts';
import type { ModerationBody, ModerationKind } from './schemas.ts';
import { onPageSql } from './views.ts';

/** A logged action, as the routes tell the member concerned about it. */
export interface Acted {
  id: number;
  memberId: number | null;
  /** What the notification says (`hide_post`, `mute`, …), or null when the member is not told (unhide, unmute, unban). */
  tell: string | null;
  days?: number;
}

interface ContentFacts {
  id: number;
  author_id: number;
  hidden: boolean;
}

/** The live post or comment of the page a moderator acts on: exactly one of postId and commentId; 404 when not the page's. */
async function pageContent(
  tx: Queryable,
  page: ModeratedPage,
  body: ModerationBody,
): Promise<{ type: 'post' | 'comment'; facts: ContentFacts }> {
  if ((body.postId === undefined) === (body.commentId === undefined)) {
    const field = body.postId === undefined ? 'postId' : 'commentId';
    throw badRequest(t('moderation.content_required'), { [field]: t('moderation.content_required') });
  }
  const type = body.postId !== undefined ? 'post' : 'comment';
  const sql =
    type === 'post'
      ? `SELECT p.id, p.author_id, p.page_hidden_at IS NOT NULL AS hidden FROM posts p
          WHERE p.id = $1 AND p.deleted_at IS NULL AND ${onPageSql('p', page.type, '$2::int')}`
      : `SELECT c.id, c.author_id, c.page_hidden_at IS NOT NULL AS hidden FROM post_comments c JOIN posts p ON p.id = c.post_id
          WHERE c.id = $1 AND c.deleted_at IS NULL AND p.deleted_at IS NULL AND ${onPageSql('p', page.type, '$2::int')}`;
  const facts = await first<ContentFacts>(tx, sql, [body.postId ?? body.commentId, page.id]);
  if (!facts) throw new ApiError(404, 'not_found', t('moderation.not_page_content'));
  return { type, facts };
}

/** The member a moderator mutes or bans: known, and not a moderator of the page. */
async function pageMember(tx: Queryable, page: ModeratedPage, body: ModerationBody, strict: boolean): Promise<number> {
  if (body.memberId === undefined) throw badRequest(t('moderation.member_required'), { memberId: t('moderation.member_required') });
  const row = await first<{ moderates: boolean }>(
    tx,
    `SELECT ${PAGES[page.type].moderates('$2::int', 'u.id')} AS moderates FROM users u WHERE u.id = $1`,
    [body.memberId, page.id],
  );
  if (!row) throw notFound('member');
  if (strict && row.moderates) throw forbidden(t('moderation.not_on_moderators'));
  return body.memberId;
}

/** Resolves the page's open reports of a post or comment (all of them: one action answers them all). */
async function resolveReports(tx: Queryable, subjectType: 'post' | 'comment', subjectId: number, moderator: number): Promise<void> {
  await tx.query(
    `UPDATE reports SET page_resolution = 'actioned', page_resolved_at = now(), page_resolved_by = $3
      WHERE subject_type = $1 AND subject_id = $2 AND page_resolution IS NULL`,
    [subjectType, subjectId, moderator],
  );
}

/** SQL: report `$1` when it is of a post or comment of the page (`$2` the page's id). */
export function pageReportSql(type: ModeratedPage['type']): string {
  return `SELECT r.id, r.subject_type, r.subject_id, r.page_resolution FROM reports r
      LEFT JOIN post_comments rc ON r.subject_type = 'comment' AND rc.id = r.subject_id
      JOIN posts p ON p.id = (CASE WHEN r.subject_type = 'post' THEN r.subject_id ELSE rc.post_id END)
     WHERE r.id = $1 AND r.subject_type IN ('post', 'comment') AND ${onPageSql('p', type, '$2::int')}`;
}

/** The report an action answers: of this page and, for content, of that content; 404 / 400 otherwise. */
async function answeredReport(
  tx: Queryable,
  page: ModeratedPage,
  reportId: number | undefined,
  content: { type: 'post' | 'comment'; id: number } | null,
): Promise<number | null> {
  if (reportId === undefined) return null;
  const report = await first<{ id: number; subject_type: string; subject_id: string | number }>(tx, pageReportSql(page.type), [
    reportId,
    page.id,
  ]);
  if (!report) throw notFound('report');
  if (content && (report.subject_type !== content.type || Number(report.subject_id) !== content.id)) {
    throw badRequest(t('moderation.report_not_for'), { reportId: t('moderation.report_not_for') });
  }
  return report.id;
}

/** Marks the undone actions of a kind on a subject (an unhide undoes the hide; an unmute the mute; an unban the ban). */
async function markUndone(
  tx: Queryable,
  page: ModeratedPage,
  action: ModerationKind,
  subjectType: string,
  subjectId: number,
): Promise<void> {
  await tx.query(
    `UPDATE moderation_actions SET undone_at = now()
      WHERE page_type = $1 AND page_id = $2 AND action = $3 AND subject_type = $4 AND subject_id = $5 AND undone_at IS NULL`,
    [page.type, page.id, action, subjectType, subjectId],
  );
}

/** Writes a log entry; answers its id. */
export async function logAction(
  tx: Queryable,
  page: ModeratedPage,
  entry: {
    moderator: number;
    action: ModerationKind;
    subjectType: string;
    subjectId: number;
    memberId: number | null;
    reason?: string | undefined;
    mutedUntil?: string | null;
    reportId?: number | null;
  },
): Promise<number> {
  const row = await first<{ id: number }>(
    tx,
    `INSERT INTO moderation_actions (page_type, page_id, moderator_id, action, subject_type, subject_id, member_id, reason, muted_until, report_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      page.type,
      page.id,
      entry.moderator,
      entry.action,
      entry.subjectType,
      entry.subjectId,
      entry.memberId,
      entry.reason?.trim() ? entry.reason.trim() : null,
      entry.mutedUntil ?? null,
      entry.reportId ?? null,
    ],
  );
  return (row as { id: number }).id;
}

/** Hide, unhide or remove a post or comment of the page; mute, unmute, ban or unban a member. One transaction. */
export async function act(tx: Queryable, page: ModeratedPage, moderator: number, body: ModerationBody): Promise<Acted> {
  const { action } = body;
  if (action === 'hide' || action === 'unhide' || action === 'remove') {
    const { type, facts } = await pageContent(tx, page, body);
    const table = type === 'post' ? 'posts' : 'post_comments';
    const reportId = await answeredReport(tx, page, body.reportId, { type, id: facts.id });
    if (action === 'hide' && facts.hidden) throw conflict(t('moderation.already_done'));
    if (action === 'unhide' && !facts.hidden) throw conflict(t('moderation.already_done'));
    const change = action === 'hide' ? 'page_hidden_at = now()' : action === 'unhide' ? 'page_hidden_at = NULL' : 'deleted_at = now()';
    await tx.query(`UPDATE ${table} SET ${change} WHERE id = $1`, [facts.id]);
    if (action === 'unhide') await markUndone(tx, page, 'hide', type, facts.id);
    else await resolveReports(tx, type, facts.id, moderator);
    const id = await logAction(tx, page, {
      moderator,
      action,
      subjectType: type,
      subjectId: facts.id,
      memberId: facts.author_id,
      reason: body.reason,
      reportId,
    });
    return { id, memberId: facts.author_id, tell: action === 'unhide' ? null : `${action}_${type}` };
  }

  const restricting = action === 'mute' || action === 'ban';
  if ((action === 'ban' || action === 'unban') && page.type !== 'club') {
    throw badRequest(t('moderation.ban_clubs_only'), { action: t('moderation.ban_clubs_only') });
  }
  if (action === 'mute' && body.days === undefined)
    throw badRequest(t('moderation.days_required'), { days: t('moderation.days_required') });
  const memberId = await pageMember(tx, page, body, restricting);
  const reportId = await answeredReport(tx, page, body.reportId, null);
  let mutedUntil: string | null = null;
  if (action === 'mute') {
    const row = await first<{ muted_until: string }>(
      tx,
      `INSERT INTO page_mutes (page_type, page_id, user_id, muted_until) VALUES ($1, $2, $3, now() + make_interval(days => $4))
       ON CONFLICT (page_type, page_id, user_id) DO UPDATE SET muted_until = excluded.muted_until, created_at = now()
       RETURNING muted_until`,
      [page.type, page.id, memberId, body.days],
    );
    mutedUntil = row?.muted_until ?? null;
  } else if (action === 'unmute') {
    const gone = await tx.query(
      'DELETE FROM page_mutes WHERE page_type = $1 AND page_id = $2 AND user_id = $3 AND muted_until > now() RETURNING user_id',
      [page.type, page.id, memberId],
    );
    if (gone.length === 0) throw conflict(t('moderation.not_muted'));
    await markUndone(tx, page, 'mute', 'member', memberId);
  } else if (action === 'ban') {
    const added = await tx.query('INSERT INTO club_bans (club_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id', [
      page.id,
      memberId,
    ]);
    if (added.length === 0) throw conflict(t('moderation.already_done'));
    // Out of the club, and any waiting request to join declined: a ban is a removal that lasts (docs/moderation.md).
    await tx.query(`DELETE FROM club_members WHERE club_id = $1 AND user_id = $2 AND role <> 'owner'`, [page.id, memberId]);
    await tx.query(
      `UPDATE club_join_requests SET status = 'declined', decided_at = now(), decided_by = $3 WHERE club_id = $1 AND user_id = $2 AND status = 'pending'`,
      [page.id, memberId, moderator],
    );
  } else {
    const gone = await tx.query('DELETE FROM club_bans WHERE club_id = $1 AND user_id = $2 RETURNING user_id', [page.id, memberId]);
    if (gone.length === 0) throw conflict(t('moderation.not_banned'));
    await markUndone(tx, page, 'ban', 'member', memberId);
  }
  if (reportId !== null) {
    await tx.query(
      `UPDATE reports SET page_resolution = 'actioned', page_resolved_at = now(), page_resolved_by = $2 WHERE id = $1 AND page_resolution IS NULL`,
      [reportId, moderator],
    );
  }
  const id = await logAction(tx, page, {
    moderator,
    action,
    subjectType: 'member',
    subjectId: memberId,
    memberId,
    reason: body.reason,
    mutedUntil,
    reportId,
  });
  return {
    id,
    memberId,
    tell: restricting ? action : null,
    ...(action === 'mute' && body.days !== undefined ? { days: body.days } : {}),
  };
}

/** Undoes an action whose appeal was accepted: the content shown or restored, the mute or ban lifted. */
export async function undoAction(
  tx: Queryable,
  action: { id: number; page_type: string; page_id: number; action: ModerationKind; subject_type: string; subject_id: number | string },
): Promise<void> {
  const subjectId = Number(action.subject_id);
  const table = action.subject_type === 'post' ? 'posts' : 'post_comments';
  if (action.action === 'hide') await tx.query(`UPDATE ${table} SET page_hidden_at = NULL WHERE id = $1`, [subjectId]);
  else if (action.action === 'remove') await tx.query(`UPDATE ${table} SET deleted_at = NULL WHERE id = $1`, [subjectId]);
  else if (action.action === 'mute') {
    await tx.query('DELETE FROM page_mutes WHERE page_type = $1 AND page_id = $2 AND user_id = $3', [
      action.page_type,
      action.page_id,
      subjectId,
    ]);
  } else if (action.action === 'ban')
    await tx.query('DELETE FROM club_bans WHERE club_id = $1 AND user_id = $2', [action.page_id, subjectId]);
  await tx.query('UPDATE moderation_actions SET undone_at = now() WHERE id = $1', [action.id]);
}
