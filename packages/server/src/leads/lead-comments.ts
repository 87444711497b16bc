import { Type } from 'typebox';
import type { Queryable } from '../db/database.ts';
import { listFiles, storeFiles } from '../files/files.ts';
import { formFields, multipartRoute, readUploads } from '../files/uploads.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { leadForParty } from './access.ts';
import { recordActivity } from './activities.ts';
import { CommentBody, LeadIdParams } from './schemas.ts';
import { iso, LeadComment, loadMembers } from './views.ts';
import { auth, leadWorkKit, tags } from './work-kit.ts';

/** SPEC §3 lets a comment carry one file; a lead takes several at once. */
const COMMENT_UPLOAD = { maxFiles: 1 };

export async function commentsOf(db: Queryable, leadId: number, baseUrl: string, viewer: number | null) {
  const rows = await db.query<{ id: number; lead_id: number; author_id: number | null; text: string; created_at: Date | string }>(
    'SELECT * FROM lead_comments WHERE lead_id = $1 ORDER BY id',
    [leadId],
  );
  const members = await loadMembers(
    db,
    rows.map((row) => row.author_id),
    baseUrl,
    viewer,
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

/** A lead's comments, each with at most one file. */
export function leadCommentRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const { baseUrl, uploadLimits } = leadWorkKit(context);

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
      return commentsOf(db, lead.id, baseUrl(request), request.viewer?.userId ?? null);
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
      const comments = await commentsOf(db, lead.id, baseUrl(request), request.viewer?.userId ?? null);
      return comments.find((comment) => comment.id === commentId);
    },
  );
}
