import { first, type Queryable } from '../db/database.ts';
import { forbidden } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { badRequestField } from './forms.ts';
import type { OwnedRow } from './kind.ts';

/**
 * Who manages a listing: its author, the managers of its company (the company's owner or a `company_managers`
 * row) and, for deals, the deal's own managers. One rule, in SQL for the statements that answer `can_edit` and
 * in code for the routes that change a listing.
 */

/** SQL: member `user` manages company `company` (SQL expressions; false when the company is NULL). */
export function companyManagedBy(company: string, user: string): string {
  return `(EXISTS (SELECT 1 FROM companies mc WHERE mc.id = ${company} AND mc.owner_id = ${user})
     OR EXISTS (SELECT 1 FROM company_managers mm WHERE mm.company_id = ${company} AND mm.user_id = ${user}))`;
}

/** A listing's own managers table, for kinds that have one (deals). */
export interface ListingManagers {
  table: 'deal_managers';
  column: 'deal_id';
}

/** SQL: `viewer` (an int expression, NULL when signed out) may change listing `alias` (its author, company or managers). */
export function canEditColumn(alias: string, viewer: string, managers?: ListingManagers): string {
  const own = managers
    ? `OR EXISTS (SELECT 1 FROM ${managers.table} m WHERE m.${managers.column} = ${alias}.id AND m.user_id = ${viewer})`
    : '';
  return `(${viewer} IS NOT NULL AND (${alias}.author_id = ${viewer} ${own}
     OR ${companyManagedBy(`${alias}.company_id`, viewer)})) AS can_edit`;
}

/** The member may change the listing: its author, its company's managers, or (given) one of its own managers. */
export async function mayChangeListing(db: Queryable, listing: OwnedRow, userId: number, managers?: ListingManagers): Promise<boolean> {
  if (listing.author_id === userId) return true;
  const own = managers ? `EXISTS (SELECT 1 FROM ${managers.table} WHERE ${managers.column} = $3 AND user_id = $2) OR ` : '';
  const row = await first<{ allowed: boolean }>(
    db,
    `SELECT ${own}${companyManagedBy('$1', '$2')} AS allowed`,
    managers ? [listing.company_id, userId, listing.id] : [listing.company_id, userId],
  );
  return row?.allowed === true;
}

/** Companies a member manages: owned, or listed as a manager. */
export async function managedCompanyIds(db: Queryable, userId: number): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM companies WHERE owner_id = $1 UNION SELECT company_id FROM company_managers WHERE user_id = $1`,
    [userId],
  );
  return new Set(rows.map((row) => row.id));
}

/** Refuses a company the member does not manage (403) and one that does not exist (400). */
export async function checkCompanyChoice(db: Queryable, companyId: number, userId: number): Promise<void> {
  const company = await first<{ id: number }>(db, 'SELECT id FROM companies WHERE id = $1', [companyId]);
  if (!company) throw badRequestField('company_id', t('deal.no_company'));
  if (!(await managedCompanyIds(db, userId)).has(companyId)) throw forbidden(t('forbidden.list_for_company'));
}

/** Refuses member ids that belong to nobody. */
export async function checkMembers(db: Queryable, field: string, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await db.query<{ id: number }>('SELECT id FROM users WHERE id = ANY($1::int[])', [unique]);
  if (rows.length !== unique.length) throw badRequestField(field, t('deal.unknown_members'));
  return unique;
}
