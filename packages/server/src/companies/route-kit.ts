import type { FastifyRequest } from 'fastify';
import { first } from '../db/database.ts';
import { publicBaseUrl, type ServerContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { COMPANIES_PAGE_SIZE, pageWindow } from '../http/paging.ts';
import { notHiddenSql } from '../trust/sql.ts';
import { answerLanguage } from './access.ts';
import { type CompanyColumns, companyJson, companyView } from './views.ts';

/** What every company route module shares: the OpenAPI tag and the reads that answer a company or a page of them. */
export const tags = ['company'];

/** The company reads the routes share, bound to one server's context (the routes were one function; they still share these). */
export function companyRouteKit(context: ServerContext) {
  const { db, config } = context;
  const baseUrl = (request: FastifyRequest) => publicBaseUrl(request, config);

  const view = (request: FastifyRequest) => {
    const base = baseUrl(request);
    const language = answerLanguage(request);
    return (row: CompanyColumns) => companyView(row, base, language);
  };

  /** One company as the viewer sees it, by id or slug, in one statement; 404 when there is none. */
  async function detail(request: FastifyRequest, key: number | string) {
    const byId = typeof key === 'number';
    const row = await first<{ company: CompanyColumns }>(
      db,
      `SELECT ${companyJson('c', '$2::int')} AS company FROM companies c
        WHERE ${byId ? 'c.id = $1::int' : 'lower(c.slug) = lower($1::text)'} AND ${notHiddenSql('c', 'c.owner_id', '$2::int')}`,
      [key, request.viewer?.userId ?? null],
    );
    if (!row) throw notFound('company');
    return view(request)(row.company);
  }

  /** A page of companies: `from` (companies as `c`) filtered by `where`; the page and its total in one statement. */
  async function companyPage(
    request: FastifyRequest,
    query: { page?: number | undefined; limit?: number | undefined },
    list: { from: string; where: string; params: unknown[]; orderBy: string; orderColumns: string; total: string },
  ) {
    const { page, limit, offset } = pageWindow(query, COMPANIES_PAGE_SIZE);
    const n = list.params.length;
    const row = await first<{ total: number; items: CompanyColumns[] }>(
      db,
      `SELECT (${list.total}) AS total,
         (SELECT coalesce(json_agg(x.company ORDER BY x.n), '[]') FROM (
            SELECT ${companyJson('c', '$1::int')} AS company, row_number() OVER (ORDER BY ${list.orderBy}) AS n, ${list.orderColumns}
              FROM ${list.from} WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT $${n + 2} OFFSET $${n + 3}) x) AS items`,
      [request.viewer?.userId ?? null, ...list.params, limit, offset],
    );
    return { items: (row?.items ?? []).map(view(request)), total: Number(row?.total ?? 0), page, limit };
  }

  return { baseUrl, view, detail, companyPage };
}
