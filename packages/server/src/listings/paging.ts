import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Queryable } from '../db/database.ts';
import type { App } from '../http/context.ts';
import { DEALS_PAGE_SIZE, Paged } from '../http/paging.ts';
import { IdParams, type ListingKind } from './kind.ts';

/** `text` with its LIKE wildcards (and the escape sign) escaped, so that it matches literally. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Escapes LIKE wildcards so a search matches its words literally. */
export const likePattern = (search: string) => `%${likeEscaped(search.trim())}%`;

/** One page of a list as the list-route pattern reads it (docs/performance.md). */
export interface PageStatement {
  /** The SELECT of the rows, with its FROM, WHERE and ORDER BY; LIMIT and OFFSET are added. */
  rows: string;
  /** SQL giving the list's total. */
  total: string;
  /** SQL telling whether the list's owner (a company, a member, a listing) exists: no rows otherwise. */
  exists?: string;
  /** More one-row columns read with the total (`, (SELECT …) AS average`). */
  head?: string;
  params: readonly unknown[];
  limit: number;
  offset: number;
}

export interface PageHead {
  list_total: number;
  found: boolean;
}

/**
 * A page of rows and the list's total in ONE statement: the total (and the owner's existence) in a one-row
 * subquery, the page joined to it laterally, so an empty page still answers its total.
 */
export async function selectPage<Row, Head extends PageHead = PageHead>(
  db: Queryable,
  page: PageStatement,
): Promise<{ rows: Row[]; head: Head | undefined }> {
  const rows = await db.query<Head & Row & { list_position: string | number | null }>(
    `SELECT t.*, p.* FROM (SELECT (${page.total})::int AS list_total, (${page.exists ?? 'true'}) AS found${page.head ?? ''}) t
       LEFT JOIN LATERAL (
         SELECT q.*, row_number() OVER () AS list_position FROM (
           ${page.rows} LIMIT ${Number(page.limit)} OFFSET ${Number(page.offset)}) q) p ON t.found
      ORDER BY p.list_position`,
    page.params,
  );
  return { head: rows[0], rows: rows.filter((row) => row.list_position !== null) };
}

/** The lists of listings around one listing: others of its company (or member), and related ones. */
export function neighbourLists(
  kind: Pick<ListingKind, 'noun' | 'base' | 'name'>,
  table: 'deals' | 'products',
  alias: string,
  /** More ways to be related, on `alias` and the listing `b`. */
  related = '',
) {
  const a = alias;
  return [
    {
      path: `${kind.base}/other-${kind.noun}s/:id`,
      operationId: `other${kind.name}s`,
      summary: `Other ${kind.noun}s of the same company (or, without one, the same member), newest first. ${DEALS_PAGE_SIZE} a page.`,
      where: `${a}.id <> $1 AND EXISTS (SELECT 1 FROM ${table} b WHERE b.id = $1 AND (${a}.company_id = b.company_id OR (b.company_id IS NULL AND ${a}.company_id IS NULL AND ${a}.author_id = b.author_id)))`,
    },
    {
      path: `${kind.base}/related-${kind.noun}s/:id`,
      operationId: `related${kind.name}s`,
      summary: `${kind.name}s in the same industry or category, newest first. ${DEALS_PAGE_SIZE} a page.`,
      where: `${a}.id <> $1 AND EXISTS (SELECT 1 FROM ${table} b WHERE b.id = $1 AND (${a}.industry_id = b.industry_id OR ${a}.category_id = b.category_id${related}))`,
    },
  ];
}

/** A paged list of listings as a route: GET `path`, public (more for members), answering `Paged(item)`. */
export interface ListRoute<Query extends TSchema> {
  path: string;
  operationId: string;
  tags: string[];
  summary: string;
  querystring: Query;
  item: TSchema;
  /** The path names a listing, company or member: `{id}`. */
  byId?: boolean;
  /** Its answer may be reused briefly, per viewer (src/http/read-cache.ts). */
  readCache?: boolean;
}

/** Declares a list route; `page` answers it from the validated query and, for `byId` routes, the id. */
export function listRoute<Query extends TSchema>(
  app: App,
  route: ListRoute<Query>,
  page: (
    request: FastifyRequest,
    query: Static<Query>,
    id: number,
  ) => Promise<{ items: unknown[]; total: number; page: number; limit: number }>,
): void {
  app.get(
    route.path,
    {
      config: { auth: 'optional', ...(route.readCache && { readCache: true }) },
      schema: {
        operationId: route.operationId,
        tags: route.tags,
        summary: route.summary,
        ...(route.byId && { params: IdParams }),
        querystring: route.querystring,
        response: { 200: Paged(route.item) },
      },
    },
    // The schemas above validated both: the query is the route's, and the id (when the path has one) an Id().
    async (request) => page(request, request.query as Static<Query>, (request.params as { id?: number }).id ?? 0),
  );
}
