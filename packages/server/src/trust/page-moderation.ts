/**
 * SQL fragments of page moderation (docs/moderation.md): what a company's managers or a club's owner and admins did
 * on their page, added to the existing reads and writes of posts, comments and clubs. Each is an expression on a
 * row; none adds a query (docs/performance.md). The routes that write these live in src/moderation/.
 */

import { type ApiError, forbidden } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';

/** SQL true when `viewer` owns or manages company `company` (an int expression). */
export function managesCompanySql(company: string, viewer: string): string {
  return `(EXISTS (SELECT 1 FROM company_managers pmm WHERE pmm.company_id = ${company} AND pmm.user_id = ${viewer})
    OR EXISTS (SELECT 1 FROM companies pmc WHERE pmc.id = ${company} AND pmc.owner_id = ${viewer}))`;
}

/** SQL true when `viewer` is the owner or an admin of club `club` (an int expression). */
export function moderatesClubSql(club: string, viewer: string): string {
  return `(EXISTS (SELECT 1 FROM club_members pmk WHERE pmk.club_id = ${club} AND pmk.user_id = ${viewer} AND pmk.role IN ('owner', 'admin'))
    OR EXISTS (SELECT 1 FROM clubs pmcl WHERE pmcl.id = ${club} AND pmcl.owner_id = ${viewer}))`;
}

/**
 * SQL true when `viewer` moderates the page post `p` belongs to: the company it was posted as, the club it was
 * posted as, or the club it was posted in (visibility `club`).
 */
export function moderatesPostPageSql(p: string, viewer: string): string {
  return `(${viewer} IS NOT NULL AND ((${p}.author_type = 'company' AND ${managesCompanySql(`${p}.owner_id`, viewer)})
    OR (${p}.author_type = 'club' AND ${moderatesClubSql(`${p}.owner_id`, viewer)})
    OR (${p}.visible = 'club' AND ${p}.club_id IS NOT NULL AND ${moderatesClubSql(`${p}.club_id`, viewer)})))`;
}

/**
 * SQL true when content `row` (a post or a comment, with `page_hidden_at`) hidden by its page's moderators is still
 * shown to `viewer`: not hidden, or the viewer wrote it, or they moderate the page of post `p` (the post itself, or
 * the comment's post).
 */
export function notPageHiddenSql(row: string, p: string, viewer: string): string {
  return `(${row}.page_hidden_at IS NULL OR ${row}.author_id = ${viewer} OR ${moderatesPostPageSql(p, viewer)})`;
}

/**
 * SQL: the end of `viewer`'s mute on the page of post `p` (timestamptz), or NULL when they are not muted there.
 * A mute on a club covers the posts as the club and those in it; on a company, the posts as the company.
 */
export function mutedOnPostPageSql(p: string, viewer: string): string {
  return `(SELECT max(pmu.muted_until) FROM page_mutes pmu WHERE pmu.user_id = ${viewer} AND pmu.muted_until > now()
    AND ((${p}.author_type = 'company' AND pmu.page_type = 'company' AND pmu.page_id = ${p}.owner_id)
      OR (${p}.author_type = 'club' AND pmu.page_type = 'club' AND pmu.page_id = ${p}.owner_id)
      OR (${p}.visible = 'club' AND pmu.page_type = 'club' AND pmu.page_id = ${p}.club_id)))`;
}

/** SQL: the end of `viewer`'s mute in club `club` (an int expression), or NULL. */
export function mutedInClubSql(club: string, viewer: string): string {
  return `(SELECT pmu.muted_until FROM page_mutes pmu WHERE pmu.page_type = 'club' AND pmu.page_id = ${club} AND pmu.user_id = ${viewer} AND pmu.muted_until > now())`;
}

/** SQL true when `viewer` is banned from club `club` (an int expression). */
export function bannedFromClubSql(club: string, viewer: string): string {
  return `EXISTS (SELECT 1 FROM club_bans pmb WHERE pmb.club_id = ${club} AND pmb.user_id = ${viewer})`;
}

/** The refusal a muted member hears when they post or comment on the page: until when, in UTC. */
export function mutedOnPage(until: string | Date): ApiError {
  return forbidden(t('moderation.muted', { until: `${new Date(until).toISOString().slice(0, 16).replace('T', ' ')} UTC` }));
}

/** The refusal a banned member hears when they join or ask to join the club. */
export const bannedFromClub = (): ApiError => forbidden(t('moderation.banned'));
