import { type Static, Type } from 'typebox';
import { first } from '../db/database.ts';
import { publicAddress } from '../files/addresses.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { DEALS_PAGE_SIZE, Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { IdParams, type ListingKind, type OwnedRow } from '../listings/kind.ts';
import { mayChangeListing } from '../listings/managers.ts';
import { selectPage } from '../listings/paging.ts';
import { likeFields, type ReviewKind, type ReviewRow, reviewReader, reviewRoutes, reviewSchema } from '../listings/reviews.ts';
import { CompanySummary } from '../listings/rows.ts';
import { memberSummaryColumns } from '../members/member-summary.ts';

/**
 * Company reviews (docs/companies-and-clubs.md, "reviews"): companies are the third listing kind, and their reviews
 * go through the listing core (listings/reviews.ts) as deal reviews do: one a member, rate 1 to 5, likes, only the
 * author changes one, and the company's owner and managers may not review it. Besides the core's routes, what a
 * company received (its own reviews, its deals' and its products') and what a member sent.
 */

export const CompanyReview = reviewSchema('CompanyReview', { ...likeFields, company: CompanySummary });
export type CompanyReview = Static<typeof CompanyReview>;

export const ReviewSubject = Type.Object(
  {
    kind: Type.Union([Type.Literal('company'), Type.Literal('deal'), Type.Literal('product')]),
    id: Type.Integer(),
    title: Type.String({ description: 'The company’s name, or the deal’s or product’s title.' }),
  },
  { title: 'ReviewSubject', additionalProperties: false },
);
/** A review the company received: of the company itself, or of one of its deals or products. */
export const ReceivedReview = reviewSchema('CompanyReceivedReview', { subject: ReviewSubject });

/** A company as its reviews name it; the logo only as the company shows it (its picture visibility). */
const companySummaryJson = (viewer: string) =>
  `(SELECT json_build_object('id', c.id, 'name', c.name, 'slug', c.slug,
       'logo', CASE WHEN c.profile_picture_visibility = 'public' OR ${viewer} <> 0 THEN c.logo END)
     FROM companies c WHERE c.id = r.company_id)`;

/** The company a review names, from companySummaryJson: its logo as an address. */
function companySummary(value: unknown, baseUrl: string): CompanySummary {
  const company = value as CompanySummary;
  return { ...company, logo: publicAddress(company.logo, baseUrl) };
}

/** Companies as a listing kind: deleted outright; their owner (`author_id` here) and managers run them. */
export const companyKind = {
  noun: 'company',
  base: '/company',
  name: 'Company',
  exists: 'SELECT EXISTS (SELECT 1 FROM companies b WHERE b.id = $1)',
  async find(db, id) {
    const row = await first<OwnedRow>(db, 'SELECT id, coalesce(owner_id, 0) AS author_id, id AS company_id FROM companies WHERE id = $1', [
      id,
    ]);
    if (!row) throw notFound('company');
    return row;
  },
  mayChange: (db, company, userId) => mayChangeListing(db, company, userId),
  messages: { forbidden: 'forbidden.company_manager', ownReview: 'review.own_company', reviewAgain: 'review.again_company' },
  reviewAgainCode: 'already_reviewed',
} satisfies ListingKind;

const companyReviews: ReviewKind = {
  ...companyKind,
  reviewTable: 'company_reviews',
  likesTable: 'company_review_likes',
  Review: CompanyReview,
  listing: {
    key: 'company',
    json: companySummaryJson,
    view: (value, baseUrl) => companySummary(value, baseUrl),
  },
  average: true,
};

interface ReceivedRow extends ReviewRow {
  subject_kind: 'company' | 'deal' | 'product';
  subject_id: number;
  subject_title: string;
}

export function companyReviewRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const tags = ['company'];
  const reader = reviewReader(companyReviews);
  // Received reviews are of three kinds: the fields they share, no likes (product reviews have none).
  const receivedReader = reviewReader({ reviewTable: 'company_reviews' });

  app.get(
    '/company/:id/reviews/received',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'companyReviewsReceived',
        tags,
        summary: `What a company received: reviews of the company, its deals and its products, newest first (${DEALS_PAGE_SIZE} a page).`,
        params: IdParams,
        querystring: PageQuery(DEALS_PAGE_SIZE),
        response: { 200: Paged(ReceivedReview) },
      },
    },
    async (request) => {
      const { page, limit, offset } = pageWindow(request.query, DEALS_PAGE_SIZE);
      // The three kinds of review in one statement: each by its index (company_reviews_company_newest, the deals'
      // and products' company indexes then their reviews' unique (listing, author) index), merged newest first.
      const received = `
        SELECT r.id, r.author_id, r.content, r.rate, r.created_at, r.updated_at, 'company' AS subject_kind, c.id AS subject_id,
               c.name AS subject_title FROM company_reviews r JOIN companies c ON c.id = r.company_id WHERE r.company_id = $1
        UNION ALL
        SELECT r.id, r.author_id, r.content, r.rate, r.created_at, r.updated_at, 'deal', d.id, d.title
          FROM deal_reviews r JOIN deals d ON d.id = r.deal_id WHERE d.company_id = $1 AND d.deleted_at IS NULL
        UNION ALL
        SELECT r.id, r.author_id, r.content, r.rate, r.created_at, r.updated_at, 'product', p.id, p.title
          FROM product_reviews r JOIN products p ON p.id = r.product_id WHERE p.company_id = $1 AND p.deleted_at IS NULL`;
      const { rows, head } = await selectPage<ReceivedRow>(db, {
        rows: `SELECT x.id AS review_id, x.content, x.rate, x.created_at, x.updated_at, x.subject_kind, x.subject_id, x.subject_title,
                 ${memberSummaryColumns('u', '$2::int')}
               FROM (${received}) x JOIN users u ON u.id = x.author_id
              ORDER BY x.created_at DESC, x.subject_kind, x.id DESC`,
        total: `SELECT count(*) FROM (${received}) n`,
        exists: companyKind.exists,
        params: [request.params.id, request.viewer?.userId ?? null],
        limit,
        offset,
      });
      if (!head?.found) throw notFound('company');
      const baseUrl = publicBaseUrl(request, config);
      const items = rows.map((row) => ({
        ...receivedReader.view(row, baseUrl),
        subject: { kind: row.subject_kind, id: row.subject_id, title: row.subject_title },
      }));
      return { items, total: head.list_total, page, limit };
    },
  );

  app.get(
    '/company/:id/reviews/sent',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'companyReviewsSent',
        tags,
        summary: `The company reviews member {id} wrote (their review history), newest first (${DEALS_PAGE_SIZE} a page).`,
        params: IdParams,
        querystring: PageQuery(DEALS_PAGE_SIZE),
        response: { 200: Paged(CompanyReview) },
      },
    },
    async (request) => {
      const { page, limit, offset } = pageWindow(request.query, DEALS_PAGE_SIZE);
      const { rows, head } = await selectPage<ReviewRow>(db, {
        // Index company_reviews_author_newest.
        rows: `${reader.select('$2')} WHERE r.author_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
        total: 'SELECT count(*) FROM company_reviews WHERE author_id = $1',
        exists: 'SELECT EXISTS (SELECT 1 FROM users WHERE id = $1)',
        params: [request.params.id, request.viewer?.userId ?? 0],
        limit,
        offset,
      });
      if (!head?.found) throw notFound('member');
      const baseUrl = publicBaseUrl(request, config);
      const items = rows.map(
        (row): CompanyReview => ({
          ...receivedReader.view(row, baseUrl),
          likes: Number(row.likes),
          didLike: row.did_like,
          company: companySummary(row.listing, baseUrl),
        }),
      );
      return { items, total: head.list_total, page, limit };
    },
  );

  reviewRoutes(app, context, companyReviews);
}
