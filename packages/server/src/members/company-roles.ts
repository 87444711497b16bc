import { type Static, Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';

/**
 * A member's role in a company: its owner or one of its managers. Below the features (docs/architecture.md
 * "Layers"), so that companies, memberships and payouts each check it without importing one another.
 */
export const ManagerRole = Type.Union([Type.Literal('owner'), Type.Literal('manager')]);
export type ManagerRole = Static<typeof ManagerRole>;

export interface CompanyAccess {
  id: number;
  owner_id: number | null;
  /** The viewer's row in company_managers (the owner has one too), or null. */
  role: ManagerRole | null;
}

/** A company and the viewer's role in it, in one statement; 404 when there is no such company. */
export async function companyAccess(db: Queryable, companyId: number, viewer: number): Promise<CompanyAccess> {
  const row = await first<CompanyAccess>(
    db,
    `SELECT c.id, c.owner_id,
            CASE WHEN c.owner_id = $2 THEN 'owner' ELSE (SELECT m.role FROM company_managers m WHERE m.company_id = c.id AND m.user_id = $2) END AS role
       FROM companies c WHERE c.id = $1`,
    [companyId, viewer],
  );
  if (!row) throw notFound('company');
  return row;
}

/** The company, when the viewer owns or manages it: 404 when it does not exist, 403 otherwise. */
export async function companyToManage(db: Queryable, companyId: number, viewer: number): Promise<CompanyAccess> {
  const access = await companyAccess(db, companyId, viewer);
  if (access.role === null) throw forbidden(t('forbidden.company_manager'));
  return access;
}

/** The company, when the viewer is its owner: 404 when it does not exist, 403 otherwise. */
export async function companyToOwn(db: Queryable, companyId: number, viewer: number): Promise<CompanyAccess> {
  const access = await companyAccess(db, companyId, viewer);
  if (access.role !== 'owner') throw forbidden(t('forbidden.company_owner'));
  return access;
}
