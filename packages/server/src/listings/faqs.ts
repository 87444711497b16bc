import { type Static, Type } from 'typebox';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { Text } from '../http/schema.ts';
import { FaqParams, IdParams, type ListingKind, listingToChange, NoContent, ownerColumn } from './kind.ts';
import { iso } from './rows.ts';

export const Faq = Type.Object(
  {
    id: Type.Integer(),
    question: Type.String(),
    answer: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Faq', additionalProperties: false },
);
export type Faq = Static<typeof Faq>;

export const FaqBody = Type.Object(
  {
    question: Text({ minLength: 1, maxLength: 500, blank: false }),
    answer: Text({ minLength: 1, maxLength: 5000, blank: false }),
  },
  { additionalProperties: false },
);
export const FaqPatch = Type.Partial(FaqBody, { additionalProperties: false, minProperties: 1 });

export interface FaqRow {
  id: number;
  question: string;
  answer: string;
  created_at: Date | string;
  updated_at: Date | string;
}

export const faqView = (row: FaqRow): Faq => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export type FaqTable = 'deal_faqs' | 'product_faqs';

/** SQL of a listing's FAQ as a JSON array in the order it was written, for its page's own statement. */
export function faqsAggregate(table: FaqTable, owner: 'deal_id' | 'product_id', ownerId: string): string {
  return `(SELECT coalesce(json_agg(q ORDER BY q.id), '[]')
     FROM (SELECT id, question, answer, created_at, updated_at FROM ${table} WHERE ${owner} = ${ownerId}) q)`;
}

/** The FAQ routes of a listing: its editors add, change and remove entries; anyone reads them. */
export function faqRoutes(app: App, context: ServerContext, kind: ListingKind & { faqTable: FaqTable }): void {
  const { db } = context;
  const owner = ownerColumn(kind);
  const tags = [`${kind.noun}s`];

  app.post(
    `${kind.base}/:id/faq`,
    {
      config: { auth: 'required' },
      schema: {
        operationId: `create${kind.name}Faq`,
        tags,
        summary: `Add a question and its answer to a ${kind.noun} (its editors only).`,
        params: IdParams,
        body: FaqBody,
        response: { 201: Faq },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await listingToChange(db, kind, request.params.id, viewer.userId);
      const rows = await db.query<FaqRow>(
        `INSERT INTO ${kind.faqTable} (${owner}, question, answer, author_id) VALUES ($1, $2, $3, $4) RETURNING *`,
        [request.params.id, request.body.question.trim(), request.body.answer.trim(), viewer.userId],
      );
      reply.code(201);
      return faqView(rows[0] as FaqRow);
    },
  );

  app.get(
    `${kind.base}/:id/faq`,
    {
      schema: {
        operationId: `${kind.noun}Faqs`,
        tags,
        summary: `The FAQ of a ${kind.noun}, in the order it was written.`,
        params: IdParams,
        response: { 200: Type.Array(Faq) },
      },
    },
    async (request) => {
      await kind.find(db, request.params.id);
      const rows = await db.query<FaqRow>(`SELECT * FROM ${kind.faqTable} WHERE ${owner} = $1 ORDER BY id`, [request.params.id]);
      return rows.map(faqView);
    },
  );

  app.patch(
    `${kind.base}/:id/faq/:faqId`,
    {
      config: { auth: 'required' },
      schema: {
        operationId: `update${kind.name}Faq`,
        tags,
        summary: `Change a question or answer of a ${kind.noun}'s FAQ (its editors only).`,
        params: FaqParams,
        body: FaqPatch,
        response: { 200: Faq },
      },
    },
    async (request) => {
      await listingToChange(db, kind, request.params.id, requireViewer(request).userId);
      const rows = await db.query<FaqRow>(
        `UPDATE ${kind.faqTable} SET question = coalesce($3, question), answer = coalesce($4, answer), updated_at = now()
          WHERE ${owner} = $1 AND id = $2 RETURNING *`,
        [request.params.id, request.params.faqId, request.body.question?.trim() ?? null, request.body.answer?.trim() ?? null],
      );
      if (!rows[0]) throw notFound('faq');
      return faqView(rows[0]);
    },
  );

  app.delete(
    `${kind.base}/:id/faq/:faqId`,
    {
      config: { auth: 'required' },
      schema: {
        operationId: `delete${kind.name}Faq`,
        tags,
        summary: `Remove an entry from a ${kind.noun}'s FAQ (its editors only).`,
        params: FaqParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await listingToChange(db, kind, request.params.id, requireViewer(request).userId);
      const rows = await db.query(`DELETE FROM ${kind.faqTable} WHERE ${owner} = $1 AND id = $2 RETURNING id`, [
        request.params.id,
        request.params.faqId,
      ]);
      if (!rows[0]) throw notFound('faq');
      reply.code(204);
      return null;
    },
  );
}
