import type { Queryable } from '../db/database.ts';
import { type FileRow, filesAggregate, fileView } from '../files/files.ts';
import { INDUSTRIES } from '../general/select-lists.ts';
import { type MemberColumns, memberSummary } from '../users/member-summary.ts';
import type { Deal, DealDetail, Faq } from './schemas.ts';

export const iso = (value: Date | string) => new Date(value).toISOString();

const industryNames = new Map(INDUSTRIES.map((industry) => [industry.id, industry.name]));
export const industryName = (id: number | null) => (id === null ? null : (industryNames.get(id) ?? null));

interface DealRow {
  id: number;
  title: string;
  type: 'offer' | 'demand';
  industry_id: number | null;
  category_id: number | null;
  currency: string | null;
  price: number | null;
  stock: number | null;
  location: string | null;
  description: string;
  sub_type: string | null;
  is_all_industry: boolean;
  buy_price: number | null;
  buy_currency: string | null;
  sell_price: number | null;
  sell_currency: string | null;
  refer_price: number | null;
  refer_currency: string | null;
  is_sponsored: boolean;
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
  /** Children, aggregated as JSON in the same statement. */
  managers: MemberColumns[];
  files: FileRow[];
  can_edit: boolean;
}

/**
 * Every column a deal answer needs, in one statement (docs/performance.md, "the list-route pattern"): the row,
 * its author and company by join, its managers and files as JSON aggregates (each an index lookup on the deal),
 * the maintained review count and rating, and whether `viewer` (an SQL int expression, NULL when signed out)
 * may change it. Numerics read as float8 so PGlite and Postgres answer numbers alike.
 */
export function dealColumns(viewer: string): string {
  return `d.id, d.title, d.type, d.industry_id, d.category_id, d.currency, d.price::float8 AS price, d.stock, d.location,
  d.description, d.sub_type, d.is_all_industry, d.buy_price::float8 AS buy_price, d.buy_currency, d.sell_price::float8 AS sell_price,
  d.sell_currency, d.refer_price::float8 AS refer_price, d.refer_currency, d.is_sponsored, d.company_id, c.name AS company_name,
  c.slug AS company_slug, c.logo AS company_logo, d.author_id, u.username, u.first_name, u.last_name, u.profile_photo_url,
  d.reviews_count, d.rating, d.created_at, d.updated_at,
  (SELECT coalesce(json_agg(json_build_object('id', mu.id, 'username', mu.username, 'first_name', mu.first_name,
            'last_name', mu.last_name, 'profile_photo_url', mu.profile_photo_url) ORDER BY m.created_at, mu.id), '[]')
     FROM deal_managers m JOIN users mu ON mu.id = m.user_id WHERE m.deal_id = d.id) AS managers,
  ${filesAggregate('deal', 'd.id')} AS files,
  (${viewer} IS NOT NULL AND (d.author_id = ${viewer}
     OR EXISTS (SELECT 1 FROM deal_managers m WHERE m.deal_id = d.id AND m.user_id = ${viewer})
     OR EXISTS (SELECT 1 FROM companies vc WHERE vc.id = d.company_id AND vc.owner_id = ${viewer})
     OR EXISTS (SELECT 1 FROM company_managers vm WHERE vm.company_id = d.company_id AND vm.user_id = ${viewer}))) AS can_edit`;
}

/** FROM clause matching dealColumns; `d` is the deal. */
export const DEAL_FROM = 'deals d JOIN users u ON u.id = d.author_id LEFT JOIN companies c ON c.id = d.company_id';

/** Buy, sell and refer prices are answered only when above zero (SPEC §5), each with its currency. */
function rewardPrices(row: DealRow): Partial<Deal> {
  const prices: Partial<Deal> = {};
  for (const kind of ['buy', 'sell', 'refer'] as const) {
    const price = row[`${kind}_price`];
    if (price !== null && Number(price) > 0) {
      prices[`${kind}_price`] = Number(price);
      const currency = row[`${kind}_currency`] ?? row.currency;
      if (currency) prices[`${kind}_currency`] = currency;
    }
  }
  return prices;
}

/** Turns a deal row (selected with dealColumns) into its answer. No query: everything came in the row. */
export function dealView(row: DealRow, baseUrl: string): Deal {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    industry_id: row.industry_id,
    industry: industryName(row.industry_id),
    category_id: row.category_id,
    currency: row.currency,
    price: row.price === null ? null : Number(row.price),
    stock: row.stock,
    location: row.location,
    description: row.description,
    sub_type: row.sub_type,
    isAllIndustry: row.is_all_industry,
    ...rewardPrices(row),
    visibility: 'anyone' as const,
    comment_permission: 'anyone' as const,
    is_sponsored: row.is_sponsored,
    company_id: row.company_id,
    company:
      row.company_id === null
        ? null
        : { id: row.company_id, name: row.company_name ?? '', slug: row.company_slug ?? '', logo: row.company_logo },
    author_id: row.author_id,
    author: memberSummary({ ...row, id: row.author_id }, baseUrl),
    managers: row.managers.map((manager) => memberSummary(manager, baseUrl)),
    files: row.files.map(fileView),
    reviews_count: Number(row.reviews_count),
    rating: row.rating === null ? null : Math.round(Number(row.rating) * 10) / 10,
    can_edit: row.can_edit,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  } as Deal;
}

/** A live deal with its FAQ, as its page shows it, in one statement; undefined when there is none. */
export async function selectDealDetail(
  db: Queryable,
  id: number,
  viewerId: number | null,
  baseUrl: string,
): Promise<DealDetail | undefined> {
  const [row] = await db.query<DealRow & { faqs: FaqRow[] }>(
    `SELECT ${dealColumns('$2::int')}, ${faqsAggregate('deal_faqs', 'deal_id', 'd.id')} AS faqs
       FROM ${DEAL_FROM} WHERE d.id = $1 AND d.deleted_at IS NULL`,
    [id, viewerId],
  );
  return row && { ...dealView(row, baseUrl), faqs: row.faqs.map(faqView) };
}

/** One page of a deal list, as the list-route pattern reads it (docs/performance.md). */
export interface DealPageQuery {
  /** Condition on `d` (live deals only are read); its parameters are `params`. */
  where: string;
  params: readonly unknown[];
  orderBy: string;
  limit: number;
  offset: number;
  /** SQL giving the list's total; by default the deals matching `where` are counted. */
  total?: string;
  /** SQL telling whether the list's owner (a company, a member, a deal) exists: 404 otherwise. */
  exists?: string;
}

/**
 * A page of deals and the list's total in ONE statement: the total (and the owner's existence) in a one-row
 * subquery, the page joined to it laterally, so an empty page still answers its total.
 */
export async function selectDealPage(
  db: Queryable,
  query: DealPageQuery,
  viewerId: number | null,
  baseUrl: string,
): Promise<{ items: Deal[]; total: number; found: boolean }> {
  const values = [...query.params, viewerId];
  const viewer = `$${values.length}::int`;
  const total = query.total ?? `SELECT count(*) FROM deals d WHERE d.deleted_at IS NULL AND (${query.where})`;
  const rows = await db.query<(DealRow & { list_total: number; found: boolean }) | { id: null; list_total: number; found: boolean }>(
    `SELECT t.list_total, t.found, p.* FROM (SELECT (${total})::int AS list_total, (${query.exists ?? 'true'}) AS found) t
       LEFT JOIN LATERAL (
         SELECT q.*, row_number() OVER () AS position FROM (
           SELECT ${dealColumns(viewer)} FROM ${DEAL_FROM}
            WHERE d.deleted_at IS NULL AND (${query.where})
            ORDER BY ${query.orderBy} LIMIT ${Number(query.limit)} OFFSET ${Number(query.offset)}) q) p ON t.found
      ORDER BY p.position`,
    values,
  );
  const head = rows[0];
  return {
    found: head?.found ?? false,
    total: head?.list_total ?? 0,
    items: rows.flatMap((row) => (row.id === null ? [] : [dealView(row, baseUrl)])),
  };
}

/** SQL of a listing's FAQ as a JSON array in the order it was written, for its page's own statement. */
export function faqsAggregate(table: 'deal_faqs' | 'product_faqs', ownerColumn: 'deal_id' | 'product_id', ownerId: string): string {
  return `(SELECT coalesce(json_agg(q ORDER BY q.id), '[]')
     FROM (SELECT id, question, answer, created_at, updated_at FROM ${table} WHERE ${ownerColumn} = ${ownerId}) q)`;
}

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
