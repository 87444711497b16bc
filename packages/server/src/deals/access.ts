import { first, type Queryable } from '../db/database.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { type Message, t } from '../i18n/catalogue.ts';

/** Companies a member manages: owned, or listed as a manager. */
export async function managedCompanyIds(db: Queryable, userId: number): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM companies WHERE owner_id = $1 UNION SELECT company_id FROM company_managers WHERE user_id = $1`,
    [userId],
  );
  return new Set(rows.map((row) => row.id));
}

export interface OwnedRow {
  id: number;
  author_id: number;
  company_id: number | null;
}

/** A live deal's owning columns, or 404. */
export async function findDeal(db: Queryable, id: number): Promise<OwnedRow> {
  const deal = await first<OwnedRow>(db, 'SELECT id, author_id, company_id FROM deals WHERE id = $1 AND deleted_at IS NULL', [id]);
  if (!deal) throw notFound('deal');
  return deal;
}

/** Only the author, the company's managers (owner or listed) or the deal's managers may change a deal. */
export async function mayChangeDeal(db: Queryable, deal: OwnedRow, userId: number): Promise<boolean> {
  if (deal.author_id === userId) return true;
  const row = await first<{ allowed: boolean }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM deal_managers WHERE deal_id = $1 AND user_id = $2)
         OR EXISTS (SELECT 1 FROM companies WHERE id = $3 AND owner_id = $2)
         OR EXISTS (SELECT 1 FROM company_managers WHERE company_id = $3 AND user_id = $2) AS allowed`,
    [deal.id, userId, deal.company_id],
  );
  return row?.allowed === true;
}

/** The deal, when the member may change it; 404 when it is gone, 403 when they may not. */
export async function dealToChange(db: Queryable, id: number, userId: number): Promise<OwnedRow> {
  const deal = await findDeal(db, id);
  if (!(await mayChangeDeal(db, deal, userId))) throw forbidden(t('forbidden.change_deal'));
  return deal;
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

/** A 400 naming the one field at fault. */
export function badRequestField(field: string, message: Message) {
  return badRequest(message, { [field]: message });
}
