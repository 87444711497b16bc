import { first, type Queryable } from '../db/database.ts';
import { CONNECTED_STATUSES, type MemberCardColumns } from '../members/member-card.ts';

/**
 * SQL: member `m`'s connections as rows `(friendship_id, connected_at, member_id)`, each half read through its
 * partial index (`friendships_connected_sender`, `friendships_connected_receiver`, migration 0011). A connection's
 * `updated_at` is when it was accepted: nothing else changes a connected row.
 */
export function connectionsSql(m: string): string {
  return `SELECT cs.id AS friendship_id, cs.updated_at AS connected_at, cs.friend_id AS member_id FROM friendships cs
     WHERE cs.user_id = ${m} AND cs.status IN ${CONNECTED_STATUSES} AND cs.deleted_at IS NULL
   UNION ALL SELECT cr.id, cr.updated_at, cr.user_id FROM friendships cr
     WHERE cr.friend_id = ${m} AND cr.status IN ${CONNECTED_STATUSES} AND cr.deleted_at IS NULL`;
}

/** SQL: the one friendship row of members `a` and `b`, whichever sent it (read through the `friendships_pair` index). */
export function pairSql(f: string, a: string, b: string): string {
  return `LEAST(${f}.user_id, ${f}.friend_id) = LEAST(${a}, ${b}) AND GREATEST(${f}.user_id, ${f}.friend_id) = GREATEST(${a}, ${b})`;
}

/** SQL true when member `u` (a users alias) owns or manages a company. */
export function managesCompanySql(u: string): string {
  return `(EXISTS (SELECT 1 FROM company_managers mc WHERE mc.user_id = ${u}.id) OR EXISTS (SELECT 1 FROM companies oc WHERE oc.owner_id = ${u}.id))`;
}

/** A page as its statement answers it: one row with the total and the page's items as a JSON array. */
export interface PageRow<Item> {
  total: number;
  items: Item[];
}

/**
 * Runs a page statement (one row, `total` and `items` columns; docs/performance.md "the list-route pattern") and
 * maps its items. A statement that finds no row (its owner is missing) answers undefined.
 */
export async function readPage<Row, Item>(
  db: Queryable,
  sql: string,
  params: readonly unknown[],
  window: { page: number; limit: number },
  view: (row: Row) => Item,
): Promise<{ items: Item[]; total: number; page: number; limit: number } | undefined> {
  const row = await first<PageRow<Row>>(db, sql, params);
  if (!row) return undefined;
  return { items: (row.items ?? []).map(view), total: Number(row.total ?? 0), page: window.page, limit: window.limit };
}

/** An empty page, for a page statement that found no row. */
export const emptyPage = (window: { page: number; limit: number }) => ({ items: [], total: 0, page: window.page, limit: window.limit });

/** A Connection as its statement builds it in JSON. */
export interface ConnectionColumns {
  friendship_id: number;
  connected_at: string;
  member: MemberCardColumns;
}

/** SQL: a Connection in JSON for connection row `c` (from connectionsSql) joined to its member `u`. */
export function connectionJson(c: string, card: string): string {
  return `json_build_object('friendship_id', ${c}.friendship_id, 'connected_at', ${c}.connected_at, 'member', ${card})`;
}
