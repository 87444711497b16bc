import type { FastifyRequest } from 'fastify';
import { type TProperties, type TSchema, Type } from 'typebox';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { DEALS_PAGE_SIZE, Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { Id, Nullable, Text } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { type MemberColumns, MemberSummary, memberSummary, memberSummaryColumns } from '../members/member-summary.ts';
import { IdParams, type ListingKind, NoContent, ownerColumn, ReviewParams } from './kind.ts';
import { type PageHead, selectPage } from './paging.ts';
import { iso, roundedRating } from './rows.ts';

export const ReviewBody = Type.Object(
  {
    content: Text({ minLength: 1, maxLength: 5000, blank: false }),
    rate: Type.Integer({ minimum: 1, maximum: 5, description: 'Stars, 1 to 5.' }),
  },
  { additionalProperties: false },
);
export const ReviewPatch = Type.Partial(ReviewBody, { additionalProperties: false, minProperties: 1 });

const reviewFields = {
  id: Type.Integer(),
  content: Type.String(),
  rate: Type.Integer({ minimum: 1, maximum: 5 }),
  author: MemberSummary,
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
};
/** The fields of a review that can be liked. */
export const likeFields = {
  likes: Type.Integer({ minimum: 0 }),
  didLike: Type.Boolean({ description: 'The viewer likes it.' }),
};
/** A review as a listing kind answers it: the shared fields, then the kind's own. */
export const reviewSchema = <P extends TProperties>(title: string, own: P) =>
  Type.Object({ ...reviewFields, ...own }, { title, additionalProperties: false });

/** What a kind adds to the review routes of ListingKind. */
export interface ReviewKind extends ListingKind {
  reviewTable: 'deal_reviews' | 'product_reviews' | 'company_reviews';
  /** Reviews that can be liked keep their likes here. */
  likesTable?: 'deal_review_likes' | 'company_review_likes';
  /** The answer: reviewSchema with the kind's own fields. */
  Review: TSchema;
  /** A summary of the reviewed listing in each answer, under `key`: SQL of a JSON object over `r` (one row lookup) as `viewer` (an int expression, 0 when signed out) sees it, and its answer. */
  listing?: { key: 'company'; json: (viewer: string) => string; view: (value: unknown, baseUrl: string) => unknown };
  /** The list answers the average rate too. */
  average?: boolean;
  /** GET {base}/{id}/review/{reviewId | mine}. */
  lookup?: boolean;
}

export interface ReviewRow extends MemberColumns {
  review_id: number;
  content: string;
  rate: number;
  likes: number;
  did_like: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  /** The kind's `listing` summary, when it has one. */
  listing?: unknown;
}

/**
 * How a kind's reviews are read: `select(viewer)` is the SELECT … FROM of a review row (`r`) with its author, likes
 * and listing summary, for any WHERE (`viewer` 0 when signed out; the author's photo as the viewer may see it); `view` turns a row into the answer with no query.
 */
export function reviewReader(kind: Pick<ReviewKind, 'reviewTable' | 'likesTable' | 'listing'>) {
  const likesColumns = (viewer: string) =>
    kind.likesTable
      ? `(SELECT count(*)::int FROM ${kind.likesTable} l WHERE l.review_id = r.id) AS likes,
       EXISTS (SELECT 1 FROM ${kind.likesTable} l WHERE l.review_id = r.id AND l.user_id = ${viewer}) AS did_like`
      : // Reviews with no likes still bind the viewer, so it is named here.
        `0 AS likes, false AS did_like, ${viewer}::int AS viewer_id`;
  return {
    select: (viewer: string) =>
      `SELECT r.id AS review_id, r.content, r.rate, r.created_at, r.updated_at, ${likesColumns(viewer)},
      ${kind.listing ? `${kind.listing.json(viewer)} AS listing,` : ''} ${memberSummaryColumns('u', `nullif(${viewer}::int, 0)`)}
    FROM ${kind.reviewTable} r JOIN users u ON u.id = r.author_id`,
    view(row: ReviewRow, baseUrl: string) {
      return {
        id: row.review_id,
        content: row.content,
        rate: row.rate,
        author: memberSummary(row, baseUrl),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        ...(kind.likesTable && { likes: Number(row.likes), didLike: row.did_like }),
        ...(kind.listing && { [kind.listing.key]: kind.listing.view(row.listing, baseUrl) }),
      };
    },
  };
}

/** The list answer of a kind's reviews: a page, with the average rate when the kind answers it. */
export const ReviewPage = (kind: Pick<ReviewKind, 'Review' | 'average'>) =>
  kind.average
    ? Type.Object(
        {
          ...Paged(kind.Review).properties,
          average: Nullable(Type.Number({ minimum: 1, maximum: 5, description: 'Average rate, one decimal; null with no reviews.' })),
        },
        { additionalProperties: false },
      )
    : Paged(kind.Review);

/**
 * The review routes of a listing: list (one statement), write one (not its editors; one a member), change or
 * delete your own, and with likes, toggle a like and read one.
 */
export function reviewRoutes(app: App, context: ServerContext, kind: ReviewKind): void {
  const { db, config } = context;
  const owner = ownerColumn(kind);
  const tags = [kind.noun === 'company' ? 'company' : `${kind.noun}s`];
  const { Review } = kind;
  const reader = reviewReader(kind);
  const reviewSelect = reader.select('$2');

  async function loadReview(listingId: number, reviewId: number, viewerId: number | null, baseUrl: string) {
    const row = await first<ReviewRow>(db, `${reviewSelect} WHERE r.${owner} = $1 AND r.id = $3`, [listingId, viewerId ?? 0, reviewId]);
    if (!row) throw notFound('review');
    return reader.view(row, baseUrl);
  }

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
        response: { 200: ReviewPage(kind) },
      },
    },
    async (request) => {
      const { page, limit, offset } = pageWindow(request.query, DEALS_PAGE_SIZE);
      const { rows, head } = await selectPage<ReviewRow, PageHead & { average?: number | null }>(db, {
        rows: `${reviewSelect} WHERE r.${owner} = $1 ORDER BY r.created_at DESC, r.id DESC`,
        total: `SELECT count(*) FROM ${kind.reviewTable} WHERE ${owner} = $1`,
        exists: kind.exists,
        head: kind.average ? `, (SELECT avg(rate)::float8 FROM ${kind.reviewTable} WHERE ${owner} = $1) AS average` : '',
        params: [request.params.id, request.viewer?.userId ?? 0],
        limit,
        offset,
      });
      if (!head?.found) throw notFound(kind.noun);
      const baseUrl = publicBaseUrl(request, config);
      const items = rows.map((row) => reader.view(row, baseUrl));
      return { items, total: head.list_total, page, limit, ...(kind.average && { average: roundedRating(head.average ?? null) }) };
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
      if (await kind.mayChange(db, listing, viewer.userId)) throw forbidden(t(kind.messages.ownReview));
      const rows = await db.query<{ id: number }>(
        `INSERT INTO ${kind.reviewTable} (${owner}, author_id, content, rate) VALUES ($1, $2, $3, $4)
         ON CONFLICT (${owner}, author_id) DO NOTHING RETURNING id`,
        [listing.id, viewer.userId, request.body.content.trim(), request.body.rate],
      );
      if (!rows[0]) throw conflict(t(kind.messages.reviewAgain), kind.reviewAgainCode);
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

  /** Sets my like of a review: `true` likes, `false` takes it back, `'toggle'` flips it (SPEC's GET toggle). Answers the review. */
  async function setReviewLike(request: FastifyRequest<{ Params: { id: number; reviewId: number } }>, like: boolean | 'toggle') {
    const viewer = requireViewer(request);
    const { id, reviewId } = request.params;
    await kind.find(db, id);
    const review = await first(db, `SELECT id FROM ${kind.reviewTable} WHERE ${owner} = $1 AND id = $2`, [id, reviewId]);
    if (!review) throw notFound('review');
    const removed =
      like === true
        ? []
        : await db.query(`DELETE FROM ${likesTable} WHERE review_id = $1 AND user_id = $2 RETURNING review_id`, [reviewId, viewer.userId]);
    if (like === true || (like === 'toggle' && removed.length === 0)) {
      await db.query(`INSERT INTO ${likesTable} (review_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [reviewId, viewer.userId]);
    }
    return loadReview(id, reviewId, viewer.userId, publicBaseUrl(request, config));
  }

  app.get(
    `${kind.base}/:id/reviews/:reviewId`,
    {
      config: { auth: 'required' },
      schema: {
        operationId: `toggle${kind.name}ReviewLike`,
        tags,
        summary: 'Like a review, or take the like back when you already like it (SPEC §7). Answers the review.',
        description: `Not idempotent: a retry flips it back. Prefer \`PUT\` / \`DELETE ${kind.base}/{id}/reviews/{reviewId}/like\`.`,
        params: ReviewParams,
        response: { 200: Review },
      },
    },
    async (request) => setReviewLike(request, 'toggle'),
  );

  app.put(
    `${kind.base}/:id/reviews/:reviewId/like`,
    {
      config: { auth: 'required' },
      schema: {
        operationId: `like${kind.name}Review`,
        tags,
        summary: 'Like a review; liking it again changes nothing. Answers the review.',
        params: ReviewParams,
        response: { 200: Review },
      },
    },
    async (request) => setReviewLike(request, true),
  );

  app.delete(
    `${kind.base}/:id/reviews/:reviewId/like`,
    {
      config: { auth: 'required' },
      schema: {
        operationId: `unlike${kind.name}Review`,
        tags,
        summary: 'Take your like of a review back; not liking it changes nothing. Answers the review.',
        params: ReviewParams,
        response: { 200: Review },
      },
    },
    async (request) => setReviewLike(request, false),
  );

  if (!kind.lookup) return;

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
      return reader.view(row, baseUrl);
    },
  );
}
