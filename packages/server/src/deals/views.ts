import type { Queryable } from '../db/database.ts';
import { type FaqRow, faqsAggregate, faqView } from '../listings/faqs.ts';
import { selectPage } from '../listings/paging.ts';
import { type ListingRow, listingColumns, listingFrom, listingView } from '../listings/rows.ts';
import { type MemberColumns, memberSummary, memberSummaryJson } from '../members/member-summary.ts';
import { notHiddenSql } from '../trust/sql.ts';
import { DEAL_MANAGERS } from './access.ts';
import type { Deal, DealDetail } from './schemas.ts';

// In the listing core now; users/ still reads it from here.

interface DealRow extends ListingRow {
  type: 'offer' | 'demand';
  location: string | null;
  sub_type: string | null;
  is_all_industry: boolean;
  buy_price: number | null;
  buy_currency: string | null;
  sell_price: number | null;
  sell_currency: string | null;
  refer_price: number | null;
  refer_currency: string | null;
  is_sponsored: boolean;
  /** Aggregated as JSON in the same statement. */
  managers: MemberColumns[];
}

/**
 * Every column a deal answer needs, in one statement (docs/performance.md, "the list-route pattern"): the
 * listing's own (listings/rows.ts), its managers as a JSON aggregate (an index lookup on the deal) and the
 * maintained review count and rating; members' photos as the viewer may see them. `viewer` is an SQL int expression, NULL when signed out.
 */
export function dealColumns(viewer: string): string {
  return `${listingColumns('d', 'deal', viewer, DEAL_MANAGERS)}, d.type, d.location, d.sub_type, d.is_all_industry,
  d.buy_price::float8 AS buy_price, d.buy_currency, d.sell_price::float8 AS sell_price, d.sell_currency,
  d.refer_price::float8 AS refer_price, d.refer_currency, d.is_sponsored, d.reviews_count, d.rating,
  (SELECT coalesce(json_agg(${memberSummaryJson('mu', viewer)} ORDER BY m.created_at, mu.id), '[]')
     FROM deal_managers m JOIN users mu ON mu.id = m.user_id WHERE m.deal_id = d.id) AS managers`;
}

/** FROM clause matching dealColumns; `d` is the deal. */
export const DEAL_FROM = listingFrom('deals', 'd');

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
    ...listingView(row, baseUrl),
    type: row.type,
    location: row.location,
    sub_type: row.sub_type,
    isAllIndustry: row.is_all_industry,
    ...rewardPrices(row),
    visibility: 'anyone' as const,
    comment_permission: 'anyone' as const,
    is_sponsored: row.is_sponsored,
    managers: row.managers.map((manager) => memberSummary(manager, baseUrl)),
  };
}

/**
 * SQL true when `viewer` (an int expression, NULL when signed out) may open deal `d` (a deals alias): it is not
 * deleted, and not hidden after a report unless the viewer wrote it or is an admin. The deal's page and search
 * (search/deals.ts) read it.
 */
export function visibleDealSql(d: string, viewer: string): string {
  return `(${d}.deleted_at IS NULL AND ${notHiddenSql(d, `${d}.author_id`, viewer)})`;
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
       FROM ${DEAL_FROM} WHERE d.id = $1 AND ${visibleDealSql('d', '$2::int')}`,
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

/** A page of deals and the list's total in ONE statement (listings/paging.ts). */
export async function selectDealPage(
  db: Queryable,
  query: DealPageQuery,
  viewerId: number | null,
  baseUrl: string,
): Promise<{ items: Deal[]; total: number; found: boolean }> {
  const params = [...query.params, viewerId];
  const viewer = `$${params.length}::int`;
  // A deal hidden after a report stays in its author's lists (as on its page), and leaves everyone else's.
  const shown = `(d.hidden_at IS NULL OR d.author_id = ${viewer})`;
  const { rows, head } = await selectPage<DealRow>(db, {
    rows: `SELECT ${dealColumns(viewer)} FROM ${DEAL_FROM}
            WHERE d.deleted_at IS NULL AND ${shown} AND (${query.where}) ORDER BY ${query.orderBy}`,
    total: query.total ?? `SELECT count(*) FROM deals d WHERE d.deleted_at IS NULL AND ${shown} AND (${query.where})`,
    exists: query.exists,
    params,
    limit: query.limit,
    offset: query.offset,
  });
  return { found: head?.found ?? false, total: head?.list_total ?? 0, items: rows.map((row) => dealView(row, baseUrl)) };
}
