import { first, type Queryable } from '../db/database.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { managesCompanySql, moderatesClubSql } from '../trust/page-moderation.ts';
import type { PageType } from './schemas.ts';

/** The two kinds of page a member moderates: where their routes live and who moderates them (docs/moderation.md). */
export const PAGES: Record<
  PageType,
  { prefix: string; table: string; operation: string; moderates: (id: string, viewer: string) => string }
> = {
  company: { prefix: '/company', table: 'companies', operation: 'company', moderates: managesCompanySql },
  club: { prefix: '/clubs', table: 'clubs', operation: 'club', moderates: moderatesClubSql },
};

export interface ModeratedPage {
  type: PageType;
  id: number;
  name: string;
}

/** The page, when `viewer` moderates it: 404 when there is no such page, 403 for anyone else. One statement. */
export async function pageToModerate(db: Queryable, type: PageType, id: number, viewer: number): Promise<ModeratedPage> {
  const page = PAGES[type];
  const row = await first<{ name: string; moderates: boolean }>(
    db,
    `SELECT g.name, ${page.moderates('g.id', '$2::int')} AS moderates FROM ${page.table} g WHERE g.id = $1`,
    [id, viewer],
  );
  if (!row) throw notFound(type);
  if (!row.moderates) throw forbidden(t('moderation.moderators_only'));
  return { type, id, name: row.name };
}
