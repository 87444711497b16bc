import type { FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { checkCompanyChoice, type OwnedRow } from '../deals/access.ts';
import { faqAndReviewRoutes } from '../deals/faqs-reviews.ts';
import { checkSelections, likePattern } from '../deals/routes.ts';
import { CompanySummary, Faq, IdParams } from '../deals/schemas.ts';
import { type FaqRow, faqsAggregate, faqView, industryName, iso } from '../deals/views.ts';
import {
  allowFileReads,
  deleteFile,
  deleteOwnerFiles,
  type FileRow,
  filesAggregate,
  fileView,
  storeFiles,
  UploadedFile,
} from '../files/files.ts';
import { formFields, multipartRoute, readUploads } from '../files/uploads.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { DEALS_PAGE_SIZE, Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { Id, Text } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { MemberSummary, memberSummary } from '../users/member-summary.ts';

/** SPEC §7: products are always placed at country 6, state 487, city 7. */
export const PRODUCT_LOCATION = { country_id: 6, state_id: 487, city_id: 7 } as const;
const MAX_PRODUCT_FILES = 10;
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

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
  files: Type.Optional(Type.Array(Type.String({ format: 'binary' }), { description: 'Files to attach (repeat the field).' })),
};
export const ProductForm = Type.Object(productFormFields, { additionalProperties: false });
export const ProductPatchForm = Type.Object(
  {
    ...Type.Partial(Type.Object(productFormFields)).properties,
    removed_files: Type.Optional(Type.Array(Id(), { maxItems: 20, description: 'Ids of attached files to delete.' })),
  },
  { additionalProperties: false },
);

const ProductListQuery = PageQuery(DEALS_PAGE_SIZE, { search: Type.Optional(Text({ maxLength: 100 })) });

export interface ProductRow {
  id: number;
  title: string;
  description: string;
  industry_id: number | null;
  category_id: number | null;
  currency: string | null;
  price: number | null;
  stock: number | null;
  company_id: number | null;
  company_name: string | null;
  company_slug: string | null;
  company_logo: string | null;
  author_id: number;
  username: string;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  reviews_count: number;
  rating: number | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Every column a product answer needs, its files and the viewer's right to change it included (one statement). */
export const productSelect = (
  viewer: string,
) => `SELECT p.id, p.title, p.description, p.industry_id, p.category_id, p.currency, p.price::float8 AS price, p.stock,
    p.company_id, c.name AS company_name, c.slug AS company_slug, c.logo AS company_logo, p.author_id, u.username, u.first_name,
    u.last_name, u.profile_photo_url,
    (SELECT count(*)::int FROM product_reviews r WHERE r.product_id = p.id) AS reviews_count,
    (SELECT avg(r.rate)::float8 FROM product_reviews r WHERE r.product_id = p.id) AS rating,
    p.created_at, p.updated_at, ${filesAggregate('product', 'p.id')} AS files,
    (${viewer} IS NOT NULL AND (p.author_id = ${viewer}
       OR EXISTS (SELECT 1 FROM companies vc WHERE vc.id = p.company_id AND vc.owner_id = ${viewer})
       OR EXISTS (SELECT 1 FROM company_managers vm WHERE vm.company_id = p.company_id AND vm.user_id = ${viewer}))) AS can_edit`;
export const PRODUCT_FROM = 'products p JOIN users u ON u.id = p.author_id LEFT JOIN companies c ON c.id = p.company_id';

/** A product row (selected with productSelect) as its answer; no query: everything came in the row. */
export function productView(row: ProductRow & { files: FileRow[]; can_edit: boolean }, baseUrl: string): Product {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    industry_id: row.industry_id,
    industry: industryName(row.industry_id),
    category_id: row.category_id,
    currency: row.currency,
    price: row.price === null ? null : Number(row.price),
    stock: row.stock,
    ...PRODUCT_LOCATION,
    company_id: row.company_id,
    company:
      row.company_id === null
        ? null
        : { id: row.company_id, name: row.company_name ?? '', slug: row.company_slug ?? '', logo: row.company_logo },
    author_id: row.author_id,
    author: memberSummary({ ...row, id: row.author_id }, baseUrl),
    files: row.files.map(fileView),
    reviews_count: Number(row.reviews_count),
    rating: row.rating === null ? null : Math.round(Number(row.rating) * 10) / 10,
    can_edit: row.can_edit,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

async function findProduct(db: Queryable, id: number): Promise<OwnedRow> {
  const product = await first<OwnedRow>(db, 'SELECT id, author_id, company_id FROM products WHERE id = $1 AND deleted_at IS NULL', [id]);
  if (!product) throw notFound('product');
  return product;
}

/** Only the author or the company's managers (owner or listed) may change a product. */
async function mayChangeProduct(db: Queryable, product: OwnedRow, userId: number): Promise<boolean> {
  if (product.author_id === userId) return true;
  const row = await first<{ allowed: boolean }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM companies WHERE id = $1 AND owner_id = $2)
         OR EXISTS (SELECT 1 FROM company_managers WHERE company_id = $1 AND user_id = $2) AS allowed`,
    [product.company_id, userId],
  );
  return row?.allowed === true;
}

export function productRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const tags = ['products'];
  const limits = { maxFiles: MAX_PRODUCT_FILES, maxFileBytes: config.maxUploadBytes };
  // Products are public: their files may be read by anyone while the product lives.
  allowFileReads('product', async (queryable, ownerId) =>
    Boolean(await first(queryable, 'SELECT 1 FROM products WHERE id = $1 AND deleted_at IS NULL', [ownerId])),
  );

  async function productToChange(id: number, userId: number) {
    const product = await findProduct(db, id);
    if (!(await mayChangeProduct(db, product, userId))) throw forbidden(t('forbidden.change_product'));
    return product;
  }

  async function selectProducts(
    request: FastifyRequest,
    where: string,
    params: unknown[],
    orderBy: string,
    window?: { limit: number; offset: number },
    extraColumns = '',
  ) {
    const paging = window ? ` LIMIT ${window.limit} OFFSET ${window.offset}` : '';
    const rows = await db.query<ProductRow & { files: FileRow[]; can_edit: boolean; faqs?: FaqRow[] }>(
      `${productSelect(`$${params.length + 1}::int`)}${extraColumns} FROM ${PRODUCT_FROM}
        WHERE p.deleted_at IS NULL AND (${where}) ORDER BY ${orderBy}${paging}`,
      [...params, request.viewer?.userId ?? null],
    );
    const baseUrl = publicBaseUrl(request, config);
    return rows.map((row): Product & { faqs?: Faq[] } => ({
      ...(row.faqs && { faqs: row.faqs.map(faqView) }),
      ...productView(row, baseUrl),
    }));
  }

  /** A product's page in one statement: its FAQ comes along as JSON. */
  async function detail(request: FastifyRequest, id: number) {
    const [product] = await selectProducts(
      request,
      'p.id = $1',
      [id],
      'p.id',
      undefined,
      `, ${faqsAggregate('product_faqs', 'product_id', 'p.id')} AS faqs`,
    );
    if (!product) throw notFound('product');
    return { ...product, faqs: product.faqs ?? [] };
  }

  async function productPage(
    request: FastifyRequest,
    query: { page?: number; limit?: number; search?: string },
    where: string,
    params: unknown[],
    orderBy: string,
  ) {
    const values = [...params];
    let clause = `(${where})`;
    if (query.search?.trim()) {
      values.push(likePattern(query.search));
      clause += ` AND (p.title ILIKE $${values.length} OR p.description ILIKE $${values.length})`;
    }
    const { page, limit, offset } = pageWindow(query, DEALS_PAGE_SIZE);
    const [count] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM products p WHERE p.deleted_at IS NULL AND ${clause}`,
      values,
    );
    const items = await selectProducts(request, clause, values, orderBy, { limit, offset });
    return { items, total: count?.total ?? 0, page, limit };
  }

  type ProductFields = Static<typeof ProductPatchForm>;
  const columns = ['title', 'description', 'industry_id', 'category_id', 'currency', 'price', 'stock', 'company_id'] as const;

  app.post(
    '/products',
    {
      ...multipartRoute,
      config: { auth: 'required' },
      schema: {
        operationId: 'createProduct',
        tags,
        summary: `Add a product: a multipart form with up to ${MAX_PRODUCT_FILES} files. Location is fixed to country 6, state 487, city 7.`,
        consumes: ['multipart/form-data'],
        body: ProductForm,
        response: { 201: ProductDetail },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { fields, files } = await readUploads(request, limits);
      const form = formFields(ProductForm, fields);
      checkSelections(form);
      if (form.company_id !== undefined) await checkCompanyChoice(db, form.company_id, viewer.userId);
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
          viewer.userId,
          PRODUCT_LOCATION.country_id,
          PRODUCT_LOCATION.state_id,
          PRODUCT_LOCATION.city_id,
        ],
      );
      const id = (rows[0] as { id: number }).id;
      await storeFiles(context, 'product', id, files, viewer.userId);
      reply.code(201);
      return detail(request, id);
    },
  );

  app.patch(
    '/products/:id',
    {
      ...multipartRoute,
      config: { auth: 'required' },
      schema: {
        operationId: 'updateProduct',
        tags,
        summary: 'Change a product (its author or its company’s managers): the fields to change, new files and removed_files.',
        consumes: ['multipart/form-data'],
        params: IdParams,
        body: ProductPatchForm,
        response: { 200: ProductDetail },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const product = await productToChange(request.params.id, viewer.userId);
      const { fields, files } = await readUploads(request, limits);
      const form: ProductFields = formFields(ProductPatchForm, fields);
      checkSelections(form);
      if (form.company_id !== undefined && form.company_id !== product.company_id)
        await checkCompanyChoice(db, form.company_id, viewer.userId);
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
      for (const fileId of form.removed_files ?? []) await deleteFile(context, 'product', product.id, fileId);
      await storeFiles(context, 'product', product.id, files, viewer.userId);
      return detail(request, product.id);
    },
  );

  app.delete(
    '/products/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'deleteProduct',
        tags,
        summary: 'Delete a product (its author or its company’s managers); its files go with it.',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      const product = await productToChange(request.params.id, requireViewer(request).userId);
      await db.query('UPDATE products SET deleted_at = now(), updated_at = now() WHERE id = $1', [product.id]);
      await deleteOwnerFiles(context, 'product', product.id);
      reply.code(204);
      return null;
    },
  );

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
  for (const list of lists) {
    app.get(
      list.path,
      {
        config: { auth: 'optional' },
        schema: {
          operationId: list.operationId,
          tags,
          summary: `${list.summary} ${DEALS_PAGE_SIZE} a page.`,
          querystring: ProductListQuery,
          response: { 200: Paged(Product) },
        },
      },
      async (request) => {
        const { sql, params } = list.where(request.viewer?.userId ?? null);
        return productPage(request, request.query, sql, params, list.orderBy);
      },
    );
  }

  const around = [
    {
      path: '/products/other-products/:id',
      operationId: 'otherProducts',
      summary: 'Other products of the same company (or, without one, the same member), newest first.',
      where:
        'p.id <> $1 AND EXISTS (SELECT 1 FROM products b WHERE b.id = $1 AND (p.company_id = b.company_id OR (b.company_id IS NULL AND p.company_id IS NULL AND p.author_id = b.author_id)))',
    },
    {
      path: '/products/related-products/:id',
      operationId: 'relatedProducts',
      summary: 'Products in the same industry or category, newest first.',
      where:
        'p.id <> $1 AND EXISTS (SELECT 1 FROM products b WHERE b.id = $1 AND (p.industry_id = b.industry_id OR p.category_id = b.category_id))',
    },
  ];
  for (const list of around) {
    app.get(
      list.path,
      {
        config: { auth: 'optional' },
        schema: {
          operationId: list.operationId,
          tags,
          summary: `${list.summary} ${DEALS_PAGE_SIZE} a page.`,
          params: IdParams,
          querystring: ProductListQuery,
          response: { 200: Paged(Product) },
        },
      },
      async (request) => {
        await findProduct(db, request.params.id);
        return productPage(request, request.query, list.where, [request.params.id], 'p.created_at DESC, p.id DESC');
      },
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
    async (request) => detail(request, request.params.id),
  );

  faqAndReviewRoutes(app, context, {
    noun: 'product',
    base: '/products',
    name: 'Product',
    faqTable: 'product_faqs',
    reviewTable: 'product_reviews',
    find: findProduct,
    mayChange: mayChangeProduct,
  });
}
