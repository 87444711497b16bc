import type { Queryable } from '../db/database.ts';
import { iso, type LeadActivityDetails, loadMembers } from './views.ts';

/** What happened to a lead; each change writes one. */
export type LeadAction =
  | 'created'
  | 'started'
  | 'approved'
  | 'accepted'
  | 'refused'
  | 'field_edited'
  | 'approvals_cleared'
  | 'file_uploaded'
  | 'file_deleted'
  | 'task_created'
  | 'task_done'
  | 'task_reopened'
  | 'task_deleted'
  | 'comment_added'
  | 'assignee_added'
  | 'assignee_removed';

/** Records who changed a lead, what and when (the lead's `updated_at` moves with it). */
export async function recordActivity(
  db: Queryable,
  leadId: number,
  actorId: number,
  action: LeadAction,
  details: LeadActivityDetails = {},
): Promise<void> {
  await db.query('INSERT INTO lead_activities (lead_id, actor_id, action, details) VALUES ($1, $2, $3, $4::jsonb)', [
    leadId,
    actorId,
    action,
    JSON.stringify(details),
  ]);
  await db.query('UPDATE leads SET updated_at = now() WHERE id = $1', [leadId]);
}

export interface ActivityRow {
  id: number;
  lead_id: number;
  actor_id: number | null;
  action: string;
  details: LeadActivityDetails | string;
  created_at: Date | string;
}

/** Activity rows as answered, with their actors. */
export async function activityViews(db: Queryable, rows: ActivityRow[], baseUrl: string, viewer: number | null) {
  const members = await loadMembers(
    db,
    rows.map((row) => row.actor_id),
    baseUrl,
    viewer,
  );
  return rows.map((row) => ({
    id: row.id,
    lead_id: row.lead_id,
    action: row.action,
    details: typeof row.details === 'string' ? (JSON.parse(row.details) as LeadActivityDetails) : row.details,
    actor: row.actor_id === null ? null : (members.get(row.actor_id) ?? null),
    created_at: iso(row.created_at),
  }));
}
