import { Type } from 'typebox';
import type { FileRow } from '../files/files.ts';
import type { App, ServerContext } from '../http/context.ts';
import { publicBaseUrl } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { DEALS_PAGE_SIZE, Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { Text } from '../http/schema.ts';
import { likePattern } from '../listings/paging.ts';
import { PRODUCT_FROM, Product, type ProductRow, productSelect, productView } from '../products/routes.ts';
import { SectionParams } from './sections.ts';

type PageRow = (ProductRow & { files: FileRow[]; can_edit: boolean }) | { id: null };

/** GET /users/{id}/products: a member's products, paged like GET /users/{id}/deals. */
export function memberProductRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;

  app.get(
    '/users/:id/products',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'userProducts',
        tags: ['users', 'products'],
        summary: `The products a member listed, newest first (${DEALS_PAGE_SIZE} a page).`,
        params: SectionParams,
        querystring: Type.Object(
          { ...PageQuery(DEALS_PAGE_SIZE).properties, search: Type.Optional(Text({ maxLength: 100 })) },
          { additionalProperties: false },
        ),
        response: { 200: Paged(Product) },
      },
    },
    async (request) => {
      const { page, limit, offset } = pageWindow(request.query, DEALS_PAGE_SIZE);
      const values: unknown[] = [request.params.id, request.viewer?.userId ?? null];
      let where = 'p.author_id = $1 AND p.deleted_at IS NULL';
      const search = request.query.search?.trim();
      if (search) {
        values.push(likePattern(search));
        where += ` AND (p.title ILIKE $${values.length} OR p.description ILIKE $${values.length})`;
      }
      // The member's existence, the total and the page in one statement (docs/performance.md, the list-route pattern).
      const rows = await db.query<PageRow & { list_total: number; found: boolean }>(
        `SELECT t.list_total, t.found, q.* FROM (
           SELECT (SELECT count(*)::int FROM products p WHERE ${where}) AS list_total,
                  EXISTS (SELECT 1 FROM users WHERE id = $1) AS found) t
         LEFT JOIN LATERAL (
           SELECT s.*, row_number() OVER () AS position FROM (
             ${productSelect('$2::int')} FROM ${PRODUCT_FROM} WHERE ${where}
              ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit} OFFSET ${offset}) s) q ON t.found
         ORDER BY q.position`,
        values,
      );
      if (!rows[0]?.found) throw notFound('member');
      const baseUrl = publicBaseUrl(request, config);
      return {
        items: rows.flatMap((row) => (row.id === null ? [] : [productView(row, baseUrl)])),
        total: rows[0].list_total,
        page,
        limit,
      };
    },
  );
}
