import type { FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { UploadedFile } from '../files/files.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import type { MissingThing } from '../http/errors.ts';
import { notFound } from '../http/errors.ts';
import { DEALS_PAGE_SIZE, PageQuery, pageWindow } from '../http/paging.ts';
import { Id, Nullable, Text } from '../http/schema.ts';
import { Faq, type FaqRow, faqRoutes, faqsAggregate, faqView } from '../listings/faqs.ts';
import {
  allowListingFileReads,
  deleteListingRoute,
  FileParts,
  listingChangeRoute,
  listingCreateRoute,
  MAX_LISTING_FILES,
  RemovedFiles,
} from '../listings/files.ts';
import { IdParams, type ListingKind, liveListing } from '../listings/kind.ts';
import { mayChangeListing } from '../listings/managers.ts';
import { likePattern, listRoute, neighbourLists, selectPage } from '../listings/paging.ts';
import { reviewRoutes, reviewSchema } from '../listings/reviews.ts';
import { CompanySummary, type ListingRow, listingColumns, listingFrom, listingView } from '../listings/rows.ts';
import { MemberSummary } from '../members/member-summary.ts';
import { checkPlanLimit } from '../memberships/limits.ts';

/** SPEC §7: products are always placed at country 6, state 487, city 7. */
export const PRODUCT_LOCATION = { country_id: 6, state_id: 487, city_id: 7 } as const;

export const Product = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    industry_id: Nullable(Type.Integer()),
    industry: Nullable(Type.String()),
    category_id: Nullable(Type.Integer()),
    currency: Nullable(Type.String()),
    price: Nullable(Type.Number()),
    stock: Nullable(Type.Integer()),
    country_id: Type.Literal(6),
    state_id: Type.Literal(487),
    city_id: Type.Literal(7),
    company_id: Nullable(Type.Integer()),
    company: Nullable(CompanySummary),
    author_id: Type.Integer(),
    author: MemberSummary,
    files: Type.Array(UploadedFile),
    reviews_count: Type.Integer({ minimum: 0 }),
    rating: Nullable(Type.Number({ minimum: 1, maximum: 5 })),
    can_edit: Type.Boolean({ description: 'The viewer may change this product.' }),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Product', additionalProperties: false },
);
export type Product = Static<typeof Product>;
export const ProductDetail = Type.Object(
  { ...Product.properties, faqs: Type.Array(Faq) },
  { title: 'ProductDetail', additionalProperties: false },
);

const productFormFields = {
  title: Text({ minLength: 1, maxLength: 200, blank: false }),
  description: Type.Optional(Text({ maxLength: 20_000 })),
  industry_id: Type.Optional(Id()),
  category_id: Type.Optional(Id()),
  currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  price: Type.Optional(Type.Number({ minimum: 0, maximum: 999_999_999_999 })),
  stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  company_id: Type.Optional(Id({ description: 'A company the member manages.' })),
  country_id: Type.Optional(Type.Literal(6, { description: 'Fixed (SPEC §7).' })),
  state_id: Type.Optional(Type.Literal(487, { description: 'Fixed (SPEC §7).' })),
  city_id: Type.Optional(Type.Literal(7, { description: 'Fixed (SPEC §7).' })),
  files: FileParts,
};
export const ProductForm = Type.Object(productFormFields, { additionalProperties: false });
export const ProductPatchForm = Type.Object(
  {
    ...Type.Partial(Type.Object(productFormFields)).properties,
    removed_files: RemovedFiles,
  },
  { additionalProperties: false },
);

const ProductListQuery = PageQuery(DEALS_PAGE_SIZE, { search: Type.Optional(Text({ maxLength: 100 })) });

export const ProductReview = reviewSchema('ProductReview', {});

export type ProductRow = ListingRow;

/** Every column a product answer needs, its files and the viewer's right to change it included (one statement). */
export const productSelect = (viewer: string) => `SELECT ${listingColumns('p', 'product', viewer)},
    (SELECT count(*)::int FROM product_reviews r WHERE r.product_id = p.id) AS reviews_count,
    (SELECT avg(r.rate)::float8 FROM product_reviews r WHERE r.product_id = p.id) AS rating`;
export const PRODUCT_FROM = listingFrom('products', 'p');

/** A product row (selected with productSelect) as its answer; no query: everything came in the row. */
export function productView(row: ProductRow, baseUrl: string): Product {
  return { ...listingView(row, baseUrl), ...PRODUCT_LOCATION };
}

/**
 * SQL true when product `p` (a products alias) may be opened: it is not deleted (every product is public). The
 * product's page and search (search/products.ts) read it.
 */
export const visibleProductSql = (p: string) => `(${p}.deleted_at IS NULL)`;

/** Products as a listing kind: soft-deleted, changed by their author or their company's managers. */
export const productKind = {
  noun: 'product',
  base: '/products',
  name: 'Product',
  ...liveListing('products', 'product'),
  mayChange: (db, product, userId) => mayChangeListing(db, product, userId),
  messages: { forbidden: 'forbidden.change_product', ownReview: 'review.own_product', reviewAgain: 'review.again_product' },
} satisfies ListingKind;

export function productRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const tags = ['products'];
  allowListingFileReads('products', 'product');

  /** A product's page in one statement: its FAQ comes along as JSON. */
  async function detail(request: FastifyRequest, id: number) {
    const [row] = await db.query<ProductRow & { faqs: FaqRow[] }>(
      `${productSelect('$2::int')}, ${faqsAggregate('product_faqs', 'product_id', 'p.id')} AS faqs
         FROM ${PRODUCT_FROM} WHERE p.id = $1 AND ${visibleProductSql('p')}`,
      [id, request.viewer?.userId ?? null],
    );
    if (!row) throw notFound('product');
    return { ...productView(row, publicBaseUrl(request, config)), faqs: row.faqs.map(faqView) };
  }

  /** A page of products matching `list.where` (on `p`), filtered by ?search, and its total in one statement. */
  async function productPage(
    request: FastifyRequest,
    query: { page?: number; limit?: number; search?: string },
    list: { where: string; params: unknown[]; orderBy: string; exists?: string; owner?: MissingThing },
  ) {
    const values = [...list.params];
    let clause = `(${list.where})`;
    if (query.search?.trim()) {
      values.push(likePattern(query.search));
      clause += ` AND (p.title ILIKE $${values.length} OR p.description ILIKE $${values.length})`;
    }
    const { page, limit, offset } = pageWindow(query, DEALS_PAGE_SIZE);
    values.push(request.viewer?.userId ?? null);
    const { rows, head } = await selectPage<ProductRow>(db, {
      rows: `${productSelect(`$${values.length}::int`)} FROM ${PRODUCT_FROM} WHERE p.deleted_at IS NULL AND ${clause} ORDER BY ${list.orderBy}`,
      total: `SELECT count(*) FROM products p WHERE p.deleted_at IS NULL AND ${clause}`,
      exists: list.exists,
      params: values,
      limit,
      offset,
    });
    if (!head?.found) throw notFound(list.owner ?? 'list');
    const baseUrl = publicBaseUrl(request, config);
    return { items: rows.map((row) => productView(row, baseUrl)), total: head.list_total, page, limit };
  }

  const columns = ['title', 'description', 'industry_id', 'category_id', 'currency', 'price', 'stock', 'company_id'] as const;

  const products = { ...productKind, table: 'products' } as const;
  listingCreateRoute(
    app,
    context,
    products,
    {
      operationId: 'createProduct',
      summary: `Add a product: a multipart form with up to ${MAX_LISTING_FILES} files. Location is fixed to country 6, state 487, city 7.`,
      body: ProductForm,
      response: ProductDetail,
      detail,
    },
    async (form, _uploads, userId) => {
      // The member's or the company's plan limits its products (docs/memberships.md "Limits"): 403 plan_limit.
      await checkPlanLimit(db, 'products', userId, form.company_id ?? null);
      const rows = await db.query<{ id: number }>(
        `INSERT INTO products (title, description, industry_id, category_id, currency, price, stock, company_id, author_id, country_id, state_id, city_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          form.title.trim(),
          form.description ?? '',
          form.industry_id ?? null,
          form.category_id ?? null,
          form.currency ?? null,
          form.price ?? null,
          form.stock ?? null,
          form.company_id ?? null,
          userId,
          PRODUCT_LOCATION.country_id,
          PRODUCT_LOCATION.state_id,
          PRODUCT_LOCATION.city_id,
        ],
      );
      return (rows[0] as { id: number }).id;
    },
  );

  listingChangeRoute(
    app,
    context,
    products,
    {
      operationId: 'updateProduct',
      summary: 'Change a product (its author or its company’s managers): the fields to change, new files and removed_files.',
      body: ProductPatchForm,
      response: ProductDetail,
      detail,
    },
    async (form, _uploads, _userId, product) => {
      const sets: string[] = [];
      const values: unknown[] = [product.id, PRODUCT_LOCATION.country_id, PRODUCT_LOCATION.state_id, PRODUCT_LOCATION.city_id];
      for (const column of columns) {
        const value = form[column];
        if (value === undefined) continue;
        values.push(typeof value === 'string' ? value.trim() : value);
        sets.push(`${column} = $${values.length}`);
      }
      await db.query(
        `UPDATE products SET ${[...sets, 'country_id = $2', 'state_id = $3', 'city_id = $4'].join(', ')}, updated_at = now() WHERE id = $1`,
        values,
      );
    },
  );

  deleteListingRoute(app, context, products, 'Delete a product (its author or its company’s managers); its files go with it.');

  const lists: Array<{
    path: string;
    operationId: string;
    summary: string;
    where: (viewerId: number | null) => { sql: string; params: unknown[] };
    orderBy: string;
  }> = [
    {
      path: '/products/recommended-products',
      operationId: 'recommendedProducts',
      summary: 'Products recommended to the viewer: best rated first, never their own.',
      where: (viewerId) => (viewerId === null ? { sql: 'true', params: [] } : { sql: 'p.author_id <> $1', params: [viewerId] }),
      orderBy: 'rating DESC NULLS LAST, p.created_at DESC, p.id DESC',
    },
    {
      path: '/products/popular-products',
      operationId: 'popularProducts',
      summary: 'Most reviewed and best rated products.',
      where: () => ({ sql: 'true', params: [] }),
      orderBy: 'reviews_count DESC, rating DESC NULLS LAST, p.created_at DESC, p.id DESC',
    },
    {
      path: '/products/new-products',
      operationId: 'newProducts',
      summary: 'The newest products first.',
      where: () => ({ sql: 'true', params: [] }),
      orderBy: 'p.created_at DESC, p.id DESC',
    },
  ];
  const listRouteOf = (path: string, operationId: string, summary: string, byId = false) => ({
    path,
    operationId,
    tags,
    summary,
    querystring: ProductListQuery,
    item: Product,
    byId,
  });
  for (const list of lists) {
    listRoute(app, listRouteOf(list.path, list.operationId, `${list.summary} ${DEALS_PAGE_SIZE} a page.`), async (request, query) => {
      const { sql, params } = list.where(request.viewer?.userId ?? null);
      return productPage(request, query, { where: sql, params, orderBy: list.orderBy });
    });
  }

  for (const list of neighbourLists(productKind, 'products', 'p')) {
    listRoute(app, listRouteOf(list.path, list.operationId, list.summary, true), async (request, query, id) =>
      productPage(request, query, {
        where: list.where,
        params: [id],
        orderBy: 'p.created_at DESC, p.id DESC',
        exists: productKind.exists,
        owner: 'product',
      }),
    );
  }

  // Registered after the fixed list paths so /products/new-products is never read as an id.
  app.get(
    '/products/:id',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'product',
        tags,
        summary: 'A product with its files, FAQ and review summary.',
        params: IdParams,
        response: { 200: ProductDetail },
      },
    },
    async (request) => {
      const product = await detail(request, request.params.id);
      // A signed-in member's view of a company's product, for its analytics (batched: docs/analytics.md).
      if (request.viewer && product.company_id !== null)
        context.pageViews.record({ kind: 'product', itemId: product.id, companyId: product.company_id, userId: request.viewer.userId });
      return product;
    },
  );

  faqRoutes(app, context, { ...productKind, faqTable: 'product_faqs' });
  reviewRoutes(app, context, { ...productKind, reviewTable: 'product_reviews', Review: ProductReview });
}
