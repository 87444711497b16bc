import { type Static, Type } from 'typebox';
import type { Queryable } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { leadForParty } from './access.ts';
import { recordActivity } from './activities.ts';
import { CreateTaskBody, LeadIdParams, TaskParams } from './schemas.ts';
import { iso, LeadTask } from './views.ts';
import { auth, tags } from './work-kit.ts';

interface TaskRow {
  id: number;
  lead_id: number;
  author_id: number | null;
  text: string;
  type: LeadTaskView['type'];
  done: boolean;
  done_by: number | null;
  done_at: Date | string | null;
  created_at: Date | string;
}
type LeadTaskView = Static<typeof LeadTask>;

const taskView = (row: TaskRow): LeadTaskView => ({
  id: row.id,
  lead_id: row.lead_id,
  text: row.text,
  type: row.type,
  done: row.done,
  done_by: row.done_by,
  done_at: row.done_at === null ? null : iso(row.done_at),
  author_id: row.author_id,
  created_at: iso(row.created_at),
});

export async function tasksOf(db: Queryable, leadId: number): Promise<LeadTaskView[]> {
  const rows = await db.query<TaskRow>('SELECT * FROM lead_tasks WHERE lead_id = $1 ORDER BY done, id', [leadId]);
  return rows.map(taskView);
}

/** A lead's tasks: adding, listing, ticking done and deleting. */
export function leadTaskRoutes(app: App, context: ServerContext): void {
  const { db } = context;

  app.post(
    '/lead/:id/task',
    {
      config: auth,
      schema: {
        operationId: 'createLeadTask',
        tags,
        summary: 'Add a task (text, type) to a lead.',
        params: LeadIdParams,
        body: CreateTaskBody,
        response: { 201: LeadTask },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { lead } = await leadForParty(db, request.params.id, viewer.userId);
      const rows = await db.query<TaskRow>('INSERT INTO lead_tasks (lead_id, author_id, text, type) VALUES ($1, $2, $3, $4) RETURNING *', [
        lead.id,
        viewer.userId,
        request.body.text.trim(),
        request.body.type ?? 'other',
      ]);
      const task = taskView(rows[0] as TaskRow);
      await recordActivity(db, lead.id, viewer.userId, 'task_created', { task_id: task.id, text: task.text });
      reply.code(201);
      return task;
    },
  );

  app.get(
    '/lead/:id/task',
    {
      config: auth,
      schema: {
        operationId: 'leadTasks',
        tags,
        summary: 'A lead’s tasks: open ones first, each in the order added.',
        params: LeadIdParams,
        response: { 200: Type.Array(LeadTask) },
      },
    },
    async (request) => {
      const { lead } = await leadForParty(db, request.params.id, requireViewer(request).userId);
      return tasksOf(db, lead.id);
    },
  );

  app.patch(
    '/lead/:id/task/:taskId/done',
    {
      config: auth,
      schema: {
        operationId: 'toggleLeadTaskDone',
        tags,
        summary: 'Mark a task done, or open again when it is done (records who and when).',
        params: TaskParams,
        response: { 200: LeadTask },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { lead } = await leadForParty(db, request.params.id, viewer.userId);
      const rows = await db.query<TaskRow>(
        `UPDATE lead_tasks SET done = NOT done,
                done_by = CASE WHEN done THEN NULL ELSE $3::int END, done_at = CASE WHEN done THEN NULL ELSE now() END
          WHERE id = $1 AND lead_id = $2 RETURNING *`,
        [request.params.taskId, lead.id, viewer.userId],
      );
      const row = rows[0];
      if (!row) throw notFound('task');
      await recordActivity(db, lead.id, viewer.userId, row.done ? 'task_done' : 'task_reopened', { task_id: row.id, text: row.text });
      return taskView(row);
    },
  );

  app.delete(
    '/lead/:id/task/:taskId',
    {
      config: auth,
      schema: {
        operationId: 'deleteLeadTask',
        tags,
        summary: 'Remove a task from a lead.',
        params: TaskParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { lead } = await leadForParty(db, request.params.id, viewer.userId);
      const rows = await db.query<{ id: number; text: string }>(
        'DELETE FROM lead_tasks WHERE id = $1 AND lead_id = $2 RETURNING id, text',
        [request.params.taskId, lead.id],
      );
      const row = rows[0];
      if (!row) throw notFound('task');
      await recordActivity(db, lead.id, viewer.userId, 'task_deleted', { task_id: row.id, text: row.text });
      reply.code(204);
      return null;
    },
  );
}
