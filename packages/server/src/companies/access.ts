import type { FastifyRequest } from 'fastify';
import { first, type Queryable } from '../db/database.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { acceptedLanguage, type Language, t } from '../i18n/catalogue.ts';
import type { ManagerRole } from './schemas.ts';

/** The language of an answer's words (company type and industry names): the caller's Accept-Language, else English. */
export const answerLanguage = (request: FastifyRequest): Language => acceptedLanguage(request.headers['accept-language']) ?? 'en';

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

/** Addresses a company page may not take: the fixed paths beside `/company/{slug}` and the app's own words. */
export const RESERVED_SLUGS = new Set([
  'types',
  'my',
  'followed',
  'is-follower',
  'unique-slug-control',
  'new',
  'create',
  'edit',
  'admin',
  'settings',
  'api',
  'company',
  'companies',
  'clubs',
  'deals',
  'products',
]);

/** `^[a-z0-9]+(-[a-z0-9]+)*$`, 3 to 60 characters, at least one letter (an all-digit slug would read as an id). */
export function slugProblem(slug: string): 'invalid' | 'reserved' | undefined {
  if (slug.length < 3 || slug.length > 60 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || !/[a-z]/.test(slug)) return 'invalid';
  if (RESERVED_SLUGS.has(slug)) return 'reserved';
  return undefined;
}
