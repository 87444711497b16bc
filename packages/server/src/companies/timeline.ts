import type { FastifyRequest } from 'fastify';
import { first } from '../db/database.ts';
import type { FileRow } from '../files/files.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { DEALS_PAGE_SIZE, Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { t } from '../i18n/catalogue.ts';
import { badRequestField } from '../listings/forms.ts';
import { companyToManage } from '../members/company-roles.ts';
import { loadPost } from '../posts/access.ts';
import { FEED_PAGE_SIZE } from '../posts/feeds.ts';
import { postPageSql, visiblePostSql } from '../posts/post-sql.ts';
import { type PostColumns, postView } from '../posts/post-view.ts';
import { Post } from '../posts/schemas.ts';
import { PRODUCT_FROM, Product, type ProductRow, productSelect, productView } from '../products/routes.ts';
import { CompanyIdParams, CompanyProductsParams, PinBody, PinParams } from './schemas.ts';

/** SQL: the posts made as company `$2`. */
const AS_COMPANY = `p.author_type = 'company' AND p.owner_id = $2`;
const COMPANY_EXISTS = 'SELECT EXISTS (SELECT 1 FROM companies WHERE id = $2)';

/** A company's products, timeline and activities (posts as the company), and pinning a post on its timeline. */
export function timelineRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const baseUrl = (request: FastifyRequest) => publicBaseUrl(request, config);

  /** A page of posts (posts/post-sql.ts): `$1` the viewer, `$2` the company, then the page; found, total and page in one statement. */
  async function postPage(
    request: FastifyRequest,
    companyId: number,
    query: { page?: number | undefined; limit?: number | undefined },
    list: { from?: string; where: string; orderBy?: string; pageFrom?: string },
  ) {
    const window = pageWindow(query, FEED_PAGE_SIZE);
    const sql = postPageSql({ ...list, viewer: '$1::int', limit: '$3', offset: '$4', exists: COMPANY_EXISTS });
    const row = await first<{ found: boolean | null; total: number; items: PostColumns[] }>(db, sql, [
      request.viewer?.userId ?? null,
      companyId,
      window.limit,
      window.offset,
    ]);
    if (!row?.found) throw notFound('company');
    const base = baseUrl(request);
    return { items: row.items.map((item) => postView(item, base)), total: Number(row.total), page: window.page, limit: window.limit };
  }

  app.get(
    '/company/:id/timeline',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'companyTimeline',
        tags: ['company', 'posts'],
        summary: `Posts made as a company, its pinned post first, then newest first (${FEED_PAGE_SIZE} a page), as each post’s visibility allows.`,
        params: CompanyIdParams,
        querystring: PageQuery(FEED_PAGE_SIZE),
        response: { 200: Paged(Post) },
      },
    },
    async (request) =>
      postPage(request, request.params.id, request.query, {
        where: AS_COMPANY,
        // The page: the pinned post, then the newest others (index posts_owner_newest), at most the page's end.
        pageFrom: `(SELECT f.id, f.pin FROM (
            SELECT pp.id, 0 AS pin, pp.created_at FROM companies pc JOIN posts pp ON pp.id = pc.pinned_post_id
             WHERE pc.id = $2 AND pp.author_type = 'company' AND pp.owner_id = $2 AND ${visiblePostSql('pp', '$1::int')}
            UNION ALL (SELECT op.id, 1, op.created_at FROM posts op
             WHERE op.author_type = 'company' AND op.owner_id = $2 AND ${visiblePostSql('op', '$1::int')}
               AND op.id IS DISTINCT FROM (SELECT pinned_post_id FROM companies WHERE id = $2)
             ORDER BY op.created_at DESC, op.id DESC LIMIT $3::int + $4::int)) f
          ORDER BY f.pin, f.created_at DESC, f.id DESC LIMIT $3 OFFSET $4) page JOIN posts p ON p.id = page.id`,
        orderBy: 'page.pin, p.created_at DESC, p.id DESC',
      }),
  );

  app.get(
    '/company/:id/activities',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'companyActivities',
        tags: ['company', 'posts'],
        summary: `A company’s activity: posts made as the company and posts that share one of them, newest first (${FEED_PAGE_SIZE} a page).`,
        params: CompanyIdParams,
        querystring: PageQuery(FEED_PAGE_SIZE),
        response: { 200: Paged(Post) },
      },
    },
    async (request) =>
      postPage(request, request.params.id, request.query, {
        // Its posts (posts_owner_newest) and their shares (posts_shared).
        from: `(SELECT q.id FROM posts q WHERE q.author_type = 'company' AND q.owner_id = $2 AND q.deleted_at IS NULL
             UNION SELECT s.id FROM posts q JOIN posts s ON s.shared_post_id = q.id
              WHERE q.author_type = 'company' AND q.owner_id = $2 AND q.deleted_at IS NULL AND s.deleted_at IS NULL) a JOIN posts p ON p.id = a.id`,
        where: 'true',
      }),
  );

  app.patch(
    '/company/:id/post/:postId',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'pinCompanyPost',
        tags: ['company', 'posts'],
        summary:
          'Pin a post made as the company on top of its timeline, or unpin it (its owner or managers; one pinned post a page); answers the post.',
        params: PinParams,
        body: PinBody,
        response: { 200: Post },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const company = await companyToManage(db, request.params.id, viewer.userId);
      const { postId } = request.params;
      const post = await first<{ own: boolean }>(
        db,
        `SELECT (author_type = 'company' AND owner_id = $2) AS own FROM posts WHERE id = $1 AND deleted_at IS NULL`,
        [postId, company.id],
      );
      if (!post) throw notFound('post');
      if (!post.own) throw badRequestField('postId', t('company.pin_company_post'));
      if (request.body.pinned) await db.query('UPDATE companies SET pinned_post_id = $2 WHERE id = $1', [company.id, postId]);
      else await db.query('UPDATE companies SET pinned_post_id = NULL WHERE id = $1 AND pinned_post_id = $2', [company.id, postId]);
      return loadPost(db, postId, viewer.userId, baseUrl(request));
    },
  );

  app.get(
    '/company/:id/products/:x',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'companyProducts',
        tags: ['company', 'products'],
        summary: `A company’s products, newest first (${DEALS_PAGE_SIZE} a page): all, or active (in stock, or stock not counted).`,
        params: CompanyProductsParams,
        querystring: PageQuery(DEALS_PAGE_SIZE),
        response: { 200: Paged(Product) },
      },
    },
    async (request) => {
      const { page, limit, offset } = pageWindow(request.query, DEALS_PAGE_SIZE);
      const where = `p.deleted_at IS NULL AND p.company_id = $2${request.params.x === 'active' ? ' AND (p.stock IS NULL OR p.stock > 0)' : ''}`;
      // The company's existence, the total and the page in one statement (index products_company_newest).
      const row = await first<{ found: boolean; total: number; items: Array<ProductRow & { files: FileRow[]; can_edit: boolean }> }>(
        db,
        `SELECT EXISTS (SELECT 1 FROM companies WHERE id = $2) AS found,
                (SELECT count(*)::int FROM products p WHERE ${where}) AS total,
                (SELECT coalesce(json_agg(to_json(x) ORDER BY x.created_at DESC, x.id DESC), '[]') FROM (
                   ${productSelect('$1::int')} FROM ${PRODUCT_FROM} WHERE ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT $3 OFFSET $4) x) AS items`,
        [request.viewer?.userId ?? null, request.params.id, limit, offset],
      );
      if (!row?.found) throw notFound('company');
      const base = baseUrl(request);
      return { items: row.items.map((item) => productView(item, base)), total: Number(row.total), page, limit };
    },
  );
}
