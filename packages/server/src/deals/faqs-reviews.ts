import { Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { DEALS_PAGE_SIZE, Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { Id } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { type MemberColumns, memberSummary } from '../users/member-summary.ts';
import type { OwnedRow } from './access.ts';
import {
  DealReview,
  Faq,
  FaqBody,
  FaqParams,
  FaqPatch,
  IdParams,
  ProductReview,
  ReviewBody,
  ReviewParams,
  ReviewPatch,
} from './schemas.ts';
import { type FaqRow, faqView, iso } from './views.ts';

/** What differs between the FAQ and review routes of deals and products. */
export interface ListingKind {
  /** `deal` or `product`: in messages and the owner column. */
  noun: 'deal' | 'product';
  base: '/deals' | '/products';
  /** `Deal` or `Product`: in operationIds. */
  name: 'Deal' | 'Product';
  faqTable: 'deal_faqs' | 'product_faqs';
  reviewTable: 'deal_reviews' | 'product_reviews';
  /** Deal reviews can be liked. */
  likesTable?: 'deal_review_likes';
  find(db: Queryable, id: number): Promise<OwnedRow>;
  mayChange(db: Queryable, listing: OwnedRow, userId: number): Promise<boolean>;
}

interface ReviewRow extends MemberColumns {
  review_id: number;
  content: string;
  rate: number;
  likes: number;
  did_like: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const NoContent = Type.Null({ description: 'Done.' });

/** FAQ entries and reviews of a deal or a product: the same rules for both. */
export function faqAndReviewRoutes(app: App, context: ServerContext, kind: ListingKind): void {
  const { db, config } = context;
  const owner = `${kind.noun}_id`;
  const tags = [`${kind.noun}s`];
  const Review = kind.likesTable ? DealReview : ProductReview;

  async function listingToChange(id: number, userId: number) {
    const listing = await kind.find(db, id);
    if (!(await kind.mayChange(db, listing, userId))) {
      throw forbidden(t(kind.noun === 'deal' ? 'forbidden.change_deal' : 'forbidden.change_product'));
    }
    return listing;
  }

  const likesColumns = kind.likesTable
    ? `(SELECT count(*)::int FROM ${kind.likesTable} l WHERE l.review_id = r.id) AS likes,
       EXISTS (SELECT 1 FROM ${kind.likesTable} l WHERE l.review_id = r.id AND l.user_id = $2) AS did_like`
    : // Product reviews have no likes; $2 (the viewer) is still bound, so it is named here.
      '0 AS likes, false AS did_like, $2::int AS viewer_id';
  const reviewSelect = `SELECT r.id AS review_id, r.content, r.rate, r.created_at, r.updated_at, ${likesColumns},
      u.id, u.username, u.first_name, u.last_name, u.profile_photo_url
    FROM ${kind.reviewTable} r JOIN users u ON u.id = r.author_id`;

  function reviewView(row: ReviewRow, baseUrl: string) {
    const view = {
      id: row.review_id,
      content: row.content,
      rate: row.rate,
      author: memberSummary(row, baseUrl),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
    return kind.likesTable ? { ...view, likes: Number(row.likes), didLike: row.did_like } : view;
  }

  async function loadReview(listingId: number, reviewId: number, viewerId: number | null, baseUrl: string) {
    const row = await first<ReviewRow>(db, `${reviewSelect} WHERE r.${owner} = $1 AND r.id = $3`, [listingId, viewerId ?? 0, reviewId]);
    if (!row) throw notFound('review');
    return reviewView(row, baseUrl);
  }

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
      await listingToChange(request.params.id, viewer.userId);
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
      await listingToChange(request.params.id, requireViewer(request).userId);
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
      await listingToChange(request.params.id, requireViewer(request).userId);
      const rows = await db.query(`DELETE FROM ${kind.faqTable} WHERE ${owner} = $1 AND id = $2 RETURNING id`, [
        request.params.id,
        request.params.faqId,
      ]);
      if (!rows[0]) throw notFound('faq');
      reply.code(204);
      return null;
    },
  );

  app.get(
    `${kind.base}/:id/reviews`,
    {
      config: { auth: 'optional' },
      schema: {
        operationId: `${kind.noun}Reviews`,
        tags,
        summary: `Reviews of a ${kind.noun}, newest first (${DEALS_PAGE_SIZE} a page).`,
        params: IdParams,
        querystring: PageQuery(DEALS_PAGE_SIZE),
        response: { 200: Paged(Review) },
      },
    },
    async (request) => {
      await kind.find(db, request.params.id);
      const { page, limit, offset } = pageWindow(request.query, DEALS_PAGE_SIZE);
      const baseUrl = publicBaseUrl(request, config);
      const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${kind.reviewTable} WHERE ${owner} = $1`, [
        request.params.id,
      ]);
      const rows = await db.query<ReviewRow>(
        `${reviewSelect} WHERE r.${owner} = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
        [request.params.id, request.viewer?.userId ?? 0],
      );
      return { items: rows.map((row) => reviewView(row, baseUrl)), total: count?.total ?? 0, page, limit };
    },
  );

  app.post(
    `${kind.base}/:id/reviews`,
    {
      config: { auth: 'required' },
      schema: {
        operationId: `create${kind.name}Review`,
        tags,
        summary: `Review a ${kind.noun}: content and a rate of 1 to 5. One review a member; not on your own ${kind.noun}.`,
        params: IdParams,
        body: ReviewBody,
        response: { 201: Review },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const listing = await kind.find(db, request.params.id);
      if (await kind.mayChange(db, listing, viewer.userId))
        throw forbidden(t(kind.noun === 'deal' ? 'review.own_deal' : 'review.own_product'));
      const rows = await db.query<{ id: number }>(
        `INSERT INTO ${kind.reviewTable} (${owner}, author_id, content, rate) VALUES ($1, $2, $3, $4)
         ON CONFLICT (${owner}, author_id) DO NOTHING RETURNING id`,
        [listing.id, viewer.userId, request.body.content.trim(), request.body.rate],
      );
      if (!rows[0]) throw conflict(t(kind.noun === 'deal' ? 'review.again_deal' : 'review.again_product'));
      reply.code(201);
      return loadReview(listing.id, rows[0].id, viewer.userId, publicBaseUrl(request, config));
    },
  );

  async function ownReview(listingId: number, reviewId: number, userId: number) {
    await kind.find(db, listingId);
    const review = await first<{ author_id: number }>(db, `SELECT author_id FROM ${kind.reviewTable} WHERE ${owner} = $1 AND id = $2`, [
      listingId,
      reviewId,
    ]);
    if (!review) throw notFound('review');
    if (review.author_id !== userId) throw forbidden(t('review.author_only'));
  }

  app.patch(
    `${kind.base}/:id/reviews/:reviewId`,
    {
      config: { auth: 'required' },
      schema: {
        operationId: `update${kind.name}Review`,
        tags,
        summary: 'Change your review: content, rate or both.',
        params: ReviewParams,
        body: ReviewPatch,
        response: { 200: Review },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { id, reviewId } = request.params;
      await ownReview(id, reviewId, viewer.userId);
      await db.query(
        `UPDATE ${kind.reviewTable} SET content = coalesce($2, content), rate = coalesce($3, rate), updated_at = now() WHERE id = $1`,
        [reviewId, request.body.content?.trim() ?? null, request.body.rate ?? null],
      );
      return loadReview(id, reviewId, viewer.userId, publicBaseUrl(request, config));
    },
  );

  app.delete(
    `${kind.base}/:id/reviews/:reviewId`,
    {
      config: { auth: 'required' },
      schema: {
        operationId: `delete${kind.name}Review`,
        tags,
        summary: 'Delete your review.',
        params: ReviewParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { id, reviewId } = request.params;
      await ownReview(id, reviewId, requireViewer(request).userId);
      await db.query(`DELETE FROM ${kind.reviewTable} WHERE id = $1`, [reviewId]);
      reply.code(204);
      return null;
    },
  );

  const likesTable = kind.likesTable;
  if (!likesTable) return;

  app.get(
    `${kind.base}/:id/reviews/:reviewId`,
    {
      config: { auth: 'required' },
      schema: {
        operationId: `toggle${kind.name}ReviewLike`,
        tags,
        summary: 'Like a review, or take the like back when you already like it (SPEC §7). Answers the review.',
        params: ReviewParams,
        response: { 200: Review },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { id, reviewId } = request.params;
      await kind.find(db, id);
      const review = await first(db, `SELECT id FROM ${kind.reviewTable} WHERE ${owner} = $1 AND id = $2`, [id, reviewId]);
      if (!review) throw notFound('review');
      const removed = await db.query(`DELETE FROM ${likesTable} WHERE review_id = $1 AND user_id = $2 RETURNING review_id`, [
        reviewId,
        viewer.userId,
      ]);
      if (removed.length === 0) {
        await db.query(`INSERT INTO ${likesTable} (review_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [reviewId, viewer.userId]);
      }
      return loadReview(id, reviewId, viewer.userId, publicBaseUrl(request, config));
    },
  );

  app.get(
    `${kind.base}/:id/review/:x`,
    {
      config: { auth: 'optional' },
      schema: {
        operationId: `${kind.noun}Review`,
        tags,
        summary: 'One review: by its id, or `mine` for the signed-in member’s own review of this deal.',
        params: Type.Object({ id: Id(), x: Type.Union([Type.Literal('mine'), Id()]) }, { additionalProperties: false }),
        response: { 200: Review },
      },
    },
    async (request) => {
      const { id, x } = request.params;
      await kind.find(db, id);
      const baseUrl = publicBaseUrl(request, config);
      const viewerId = request.viewer?.userId ?? null;
      if (x !== 'mine') return loadReview(id, x, viewerId, baseUrl);
      if (viewerId === null) throw notFound('your_review');
      const row = await first<ReviewRow>(db, `${reviewSelect} WHERE r.${owner} = $1 AND r.author_id = $2`, [id, viewerId]);
      if (!row) throw notFound('your_review');
      return reviewView(row, baseUrl);
    },
  );
}
