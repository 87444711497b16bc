import type { Queryable } from '../db/database.ts';
import { listFiles } from '../files/files.ts';
import { INDUSTRIES } from '../general/select-lists.ts';
import { type MemberColumns, memberSummary } from '../users/member-summary.ts';
import { managedCompanyIds } from './access.ts';
import type { Deal, Faq } from './schemas.ts';

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
}

/** Every column a deal answer needs; numerics read as float8 so PGlite and Postgres answer numbers alike. */
export const DEAL_COLUMNS = `d.id, d.title, d.type, d.industry_id, d.category_id, d.currency, d.price::float8 AS price, d.stock, d.location,
  d.description, d.sub_type, d.is_all_industry, d.buy_price::float8 AS buy_price, d.buy_currency, d.sell_price::float8 AS sell_price,
  d.sell_currency, d.refer_price::float8 AS refer_price, d.refer_currency, d.is_sponsored, d.company_id, c.name AS company_name,
  c.slug AS company_slug, c.logo AS company_logo, d.author_id, u.username, u.first_name, u.last_name, u.profile_photo_url,
  (SELECT count(*)::int FROM deal_reviews r WHERE r.deal_id = d.id) AS reviews_count,
  (SELECT avg(r.rate)::float8 FROM deal_reviews r WHERE r.deal_id = d.id) AS rating,
  d.created_at, d.updated_at`;

/** FROM clause matching DEAL_COLUMNS; `d` is the deal. */
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

/** Turns deal rows (selected with DEAL_COLUMNS) into answers: managers, files and the viewer's rights included. */
export async function dealViews(db: Queryable, rows: readonly DealRow[], viewerId: number | null, baseUrl: string): Promise<Deal[]> {
  const ids = rows.map((row) => row.id);
  const files = await listFiles(db, 'deal', ids);
  const managerRows = ids.length
    ? await db.query<MemberColumns & { deal_id: number }>(
        `SELECT m.deal_id, u.id, u.username, u.first_name, u.last_name, u.profile_photo_url
           FROM deal_managers m JOIN users u ON u.id = m.user_id WHERE m.deal_id = ANY($1::int[]) ORDER BY m.created_at, u.id`,
        [ids],
      )
    : [];
  const viewerCompanies = viewerId === null ? new Set<number>() : await managedCompanyIds(db, viewerId);
  return rows.map((row) => {
    const managers = managerRows.filter((manager) => manager.deal_id === row.id);
    const canEdit =
      viewerId !== null &&
      (row.author_id === viewerId ||
        managers.some((manager) => manager.id === viewerId) ||
        (row.company_id !== null && viewerCompanies.has(row.company_id)));
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
      managers: managers.map((manager) => memberSummary(manager, baseUrl)),
      files: files.get(row.id) ?? [],
      reviews_count: Number(row.reviews_count),
      rating: row.rating === null ? null : Math.round(Number(row.rating) * 10) / 10,
      can_edit: canEdit,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    } as Deal;
  });
}

/** Deals matching a WHERE clause (on `d`), as answers, in the given order. */
export async function selectDeals(
  db: Queryable,
  where: string,
  params: readonly unknown[],
  options: { orderBy: string; limit?: number; offset?: number; viewerId: number | null; baseUrl: string },
): Promise<Deal[]> {
  const paging = options.limit === undefined ? '' : ` LIMIT ${options.limit} OFFSET ${options.offset ?? 0}`;
  const rows = await db.query<DealRow>(
    `SELECT ${DEAL_COLUMNS} FROM ${DEAL_FROM} WHERE d.deleted_at IS NULL AND (${where}) ORDER BY ${options.orderBy}${paging}`,
    params,
  );
  return dealViews(db, rows, options.viewerId, options.baseUrl);
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
