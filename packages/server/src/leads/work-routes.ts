import { type Static, Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { deleteFile, listFiles, storeFiles, UploadedFile } from '../files/files.ts';
import { formFields, multipartRoute, readUploads } from '../files/uploads.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { MemberSummary, memberSummary } from '../members/member-summary.ts';
import { leadForParty } from './access.ts';
import { type ActivityRow, activityViews, recordActivity } from './activities.ts';
import { AssigneeParams, CommentBody, CreateTaskBody, FileParams, LeadIdParams, ManagerSearchBody, TaskParams } from './schemas.ts';
import { iso, LEAD_UPLOAD_FILES, LeadActivity, LeadComment, LeadDetails, LeadTask, loadLeadView, loadMembers } from './views.ts';

const tags = ['leads'];
const auth = { auth: 'required' as const };
/** SPEC §3 lets a comment carry one file; a lead takes several at once. */
const COMMENT_UPLOAD = { maxFiles: 1 };

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

async function tasksOf(db: Queryable, leadId: number): Promise<LeadTaskView[]> {
  const rows = await db.query<TaskRow>('SELECT * FROM lead_tasks WHERE lead_id = $1 ORDER BY done, id', [leadId]);
  return rows.map(taskView);
}

async function commentsOf(db: Queryable, leadId: number, baseUrl: string) {
  const rows = await db.query<{ id: number; lead_id: number; author_id: number | null; text: string; created_at: Date | string }>(
    'SELECT * FROM lead_comments WHERE lead_id = $1 ORDER BY id',
    [leadId],
  );
  const members = await loadMembers(
    db,
    rows.map((row) => row.author_id),
    baseUrl,
  );
  const files = await listFiles(
    db,
    'lead_comment',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    lead_id: row.lead_id,
    text: row.text,
    author: row.author_id === null ? null : (members.get(row.author_id) ?? null),
    file: files.get(row.id)?.[0] ?? null,
    created_at: iso(row.created_at),
  }));
}

async function activitiesOf(db: Queryable, leadId: number, baseUrl: string, limit?: number) {
  const rows = await db.query<ActivityRow>(
    `SELECT * FROM lead_activities WHERE lead_id = $1 ORDER BY id DESC${limit ? ` LIMIT ${limit}` : ''}`,
    [leadId],
  );
  return activityViews(db, rows, baseUrl);
}

async function assigneesOf(db: Queryable, leadId: number, baseUrl: string) {
  const rows = await db.query<{ id: number; username: string; first_name: string; last_name: string; profile_photo_url: string | null }>(
    `SELECT u.id, u.username, u.first_name, u.last_name, u.profile_photo_url
       FROM lead_assignees la JOIN users u ON u.id = la.user_id WHERE la.lead_id = $1 ORDER BY la.created_at, u.id`,
    [leadId],
  );
  return rows.map((row) => memberSummary(row, baseUrl));
}

/** Managers of the receiving company and of the deal: who may be assigned to a lead. */
const ASSIGNABLE_SQL = `(
  SELECT cm.user_id FROM company_managers cm WHERE cm.company_id = l.receiver_company_id
  UNION SELECT c.owner_id FROM companies c WHERE c.id = l.receiver_company_id AND c.owner_id IS NOT NULL
  UNION SELECT dm.user_id FROM deal_managers dm WHERE dm.deal_id = l.deal_id
)`;

export function leadWorkRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const baseUrl = (request: { protocol: string; host: string }) => publicBaseUrl(request, config);
  const uploadLimits = (maxFiles: number) => ({ maxFiles, maxFileBytes: config.maxUploadBytes });

  app.get(
    '/lead/details/:id',
    {
      config: auth,
      schema: {
        operationId: 'leadDetails',
        tags,
        summary: 'The lead page: the lead with its tasks, comments, files, newest activities and assignees.',
        params: LeadIdParams,
        response: { 200: LeadDetails },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { lead } = await leadForParty(db, request.params.id, viewer.userId);
      const base = baseUrl(request);
      return {
        ...(await loadLeadView(db, lead.id, viewer.userId, base)),
        tasks: await tasksOf(db, lead.id),
        comments: await commentsOf(db, lead.id, base),
        files: (await listFiles(db, 'lead', [lead.id])).get(lead.id) ?? [],
        activities: await activitiesOf(db, lead.id, base, 20),
        assignees: await assigneesOf(db, lead.id, base),
      };
    },
  );

  app.post(
    '/lead/upload/:id',
    {
      ...multipartRoute,
      config: auth,
      schema: {
        operationId: 'uploadLeadFiles',
        tags,
        summary: 'Attach files to a lead (multipart, field `files`, up to 10); answers the lead’s files.',
        consumes: ['multipart/form-data'],
        params: LeadIdParams,
        body: Type.Object(
          { files: Type.Array(Type.String({ format: 'binary' }), { description: 'The files.' }) },
          { additionalProperties: false },
        ),
        response: { 201: Type.Array(UploadedFile) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { lead } = await leadForParty(db, request.params.id, viewer.userId);
      const { fields, files } = await readUploads(request, uploadLimits(LEAD_UPLOAD_FILES));
      formFields(Type.Object({}, { additionalProperties: false }), fields);
      if (files.length === 0) throw badRequest(t('upload.choose_files'), { files: t('field.required') });
      const stored = await storeFiles(context, 'lead', lead.id, files, viewer.userId);
      for (const file of stored) await recordActivity(db, lead.id, viewer.userId, 'file_uploaded', { file_id: file.id, name: file.name });
      reply.code(201);
      return (await listFiles(db, 'lead', [lead.id])).get(lead.id) ?? [];
    },
  );

  app.delete(
    '/lead/:id/file/:fileId',
    {
      config: auth,
      schema: {
        operationId: 'deleteLeadFile',
        tags,
        summary: 'Remove a file from a lead: the member who uploaded it, or a lead manager of the deal’s side.',
        params: FileParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { lead, role } = await leadForParty(db, request.params.id, viewer.userId);
      const file = await first<{ uploaded_by: number | null; name: string }>(
        db,
        `SELECT uploaded_by, name FROM files WHERE id = $1 AND owner_type = 'lead' AND owner_id = $2 AND deleted_at IS NULL`,
        [request.params.fileId, lead.id],
      );
      if (!file) throw notFound('file');
      if (file.uploaded_by !== viewer.userId && !role.isLeadManager) throw forbidden(t('forbidden.remove_lead_file'));
      await deleteFile(context, 'lead', lead.id, request.params.fileId);
      await recordActivity(db, lead.id, viewer.userId, 'file_deleted', { file_id: request.params.fileId, name: file.name });
      reply.code(204);
      return null;
    },
  );

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

  app.get(
    '/lead/comments/:id',
    {
      config: auth,
      schema: {
        operationId: 'leadComments',
        tags,
        summary: 'A lead’s comments, oldest first, each with its file when it has one.',
        params: LeadIdParams,
        response: { 200: Type.Array(LeadComment) },
      },
    },
    async (request) => {
      const { lead } = await leadForParty(db, request.params.id, requireViewer(request).userId);
      return commentsOf(db, lead.id, baseUrl(request));
    },
  );

  app.post(
    '/lead/comments/:id',
    {
      ...multipartRoute,
      config: auth,
      schema: {
        operationId: 'createLeadComment',
        tags,
        summary: 'Comment on a lead (multipart: `text`, and an optional `file`).',
        consumes: ['multipart/form-data'],
        params: LeadIdParams,
        body: Type.Object(
          { ...CommentBody.properties, file: Type.Optional(Type.String({ format: 'binary', description: 'One file.' })) },
          { additionalProperties: false },
        ),
        response: { 201: LeadComment },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { lead } = await leadForParty(db, request.params.id, viewer.userId);
      const { fields, files } = await readUploads(request, uploadLimits(COMMENT_UPLOAD.maxFiles));
      const { text } = formFields(CommentBody, fields);
      const rows = await db.query<{ id: number }>('INSERT INTO lead_comments (lead_id, author_id, text) VALUES ($1, $2, $3) RETURNING id', [
        lead.id,
        viewer.userId,
        text.trim(),
      ]);
      const commentId = (rows[0] as { id: number }).id;
      if (files.length > 0) await storeFiles(context, 'lead_comment', commentId, files, viewer.userId);
      await recordActivity(db, lead.id, viewer.userId, 'comment_added', { comment_id: commentId, with_file: files.length > 0 });
      reply.code(201);
      const comments = await commentsOf(db, lead.id, baseUrl(request));
      return comments.find((comment) => comment.id === commentId);
    },
  );

  app.get(
    '/lead/activities/:id',
    {
      config: auth,
      schema: {
        operationId: 'leadActivities',
        tags,
        summary: 'Every change to a lead, newest first, with who made it and when.',
        params: LeadIdParams,
        response: { 200: Type.Array(LeadActivity) },
      },
    },
    async (request) => {
      const { lead } = await leadForParty(db, request.params.id, requireViewer(request).userId);
      return activitiesOf(db, lead.id, baseUrl(request));
    },
  );

  app.get(
    '/lead/assigned/users/:id',
    {
      config: auth,
      schema: {
        operationId: 'leadAssignees',
        tags,
        summary: 'The company managers assigned to a lead.',
        params: LeadIdParams,
        response: { 200: Type.Array(MemberSummary) },
      },
    },
    async (request) => {
      const { lead } = await leadForParty(db, request.params.id, requireViewer(request).userId);
      return assigneesOf(db, lead.id, baseUrl(request));
    },
  );

  const assignment = async (leadId: number, managerId: number, viewerId: number) => {
    const { lead, role } = await leadForParty(db, leadId, viewerId);
    if (!role.isLeadManager) throw forbidden(t('forbidden.assign_managers'));
    const assignable = await first(db, `SELECT 1 FROM leads l WHERE l.id = $1 AND $2 IN ${ASSIGNABLE_SQL}`, [lead.id, managerId]);
    if (!assignable) throw badRequest(t('lead.not_manager', { id: managerId }), { b: t('lead.not_manager_field') });
    return lead;
  };

  app.get(
    '/lead/assignee/:a/:b',
    {
      config: auth,
      schema: {
        operationId: 'assignLeadManager',
        tags,
        summary: 'Assign manager {b} (of the deal or its company) to lead {a}; assigning again changes nothing. Answers the assignees.',
        params: AssigneeParams,
        response: { 200: Type.Array(MemberSummary) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const lead = await assignment(request.params.a, request.params.b, viewer.userId);
      const added = await db.query(
        'INSERT INTO lead_assignees (lead_id, user_id, assigned_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id',
        [lead.id, request.params.b, viewer.userId],
      );
      if (added.length > 0) await recordActivity(db, lead.id, viewer.userId, 'assignee_added', { user_id: request.params.b });
      return assigneesOf(db, lead.id, baseUrl(request));
    },
  );

  app.delete(
    '/lead/assignee/:a/:b',
    {
      config: auth,
      schema: {
        operationId: 'unassignLeadManager',
        tags,
        summary: 'Take manager {b} off lead {a}. Answers the assignees.',
        params: AssigneeParams,
        response: { 200: Type.Array(MemberSummary) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const lead = await assignment(request.params.a, request.params.b, viewer.userId);
      const removed = await db.query('DELETE FROM lead_assignees WHERE lead_id = $1 AND user_id = $2 RETURNING user_id', [
        lead.id,
        request.params.b,
      ]);
      if (removed.length === 0) throw notFound('assignment');
      await recordActivity(db, lead.id, viewer.userId, 'assignee_removed', { user_id: request.params.b });
      return assigneesOf(db, lead.id, baseUrl(request));
    },
  );

  app.post(
    '/lead/assigned/managers/:id/search',
    {
      config: auth,
      schema: {
        operationId: 'searchLeadManagers',
        tags,
        summary: 'Managers of the deal and its company who can be assigned to the lead, by name, username or e-mail (up to 20).',
        params: LeadIdParams,
        body: ManagerSearchBody,
        response: {
          200: Type.Array(
            Type.Object(
              { ...MemberSummary.properties, assigned: Type.Boolean() },
              { title: 'AssignableManager', additionalProperties: false },
            ),
          ),
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { lead, side } = await leadForParty(db, request.params.id, viewer.userId);
      if (side !== 'receiver') throw forbidden(t('forbidden.find_managers'));
      const keyword = (request.body.keyword ?? '').trim().toLowerCase();
      const rows = await db.query<{
        id: number;
        username: string;
        first_name: string;
        last_name: string;
        profile_photo_url: string | null;
        assigned: boolean;
      }>(
        `SELECT u.id, u.username, u.first_name, u.last_name, u.profile_photo_url,
                EXISTS (SELECT 1 FROM lead_assignees la WHERE la.lead_id = l.id AND la.user_id = u.id) AS assigned
           FROM leads l JOIN users u ON u.id IN ${ASSIGNABLE_SQL}
          WHERE l.id = $1 AND ($2 = '' OR strpos(lower(u.first_name || ' ' || u.last_name || ' ' || u.username || ' ' || u.email), $2) > 0)
          ORDER BY u.first_name, u.last_name, u.id LIMIT 20`,
        [lead.id, keyword],
      );
      return rows.map((row) => ({ ...memberSummary(row, baseUrl(request)), assigned: row.assigned }));
    },
  );
}
