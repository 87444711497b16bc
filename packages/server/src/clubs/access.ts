import { first, type Queryable } from '../db/database.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { bannedFromClubSql } from '../trust/page-moderation.ts';
import type { ClubPrivacy, ClubRole } from './schemas.ts';
import { moderatesSql } from './views.ts';

/** What the writes need to know of a club and the caller. */
export interface ClubFacts {
  id: number;
  owner_id: number | null;
  privacy: ClubPrivacy;
  logo: string | null;
  /** The caller's role, or null when they are not a member. */
  role: ClubRole | null;
  moderates: boolean;
  request_pending: boolean;
  /** The caller is banned from the club by its moderators (docs/moderation.md). */
  banned: boolean;
}

/** The club and the caller's place in it, in one statement; 404 when there is no such club. */
export async function clubFacts(db: Queryable, id: number, viewer: number): Promise<ClubFacts> {
  const row = await first<ClubFacts>(
    db,
    `SELECT c.id, c.owner_id, c.privacy, c.logo,
            CASE WHEN c.owner_id = $2 THEN 'owner' ELSE (SELECT m.role FROM club_members m WHERE m.club_id = c.id AND m.user_id = $2) END AS role,
            ${moderatesSql('c', '$2::int')} AS moderates,
            EXISTS (SELECT 1 FROM club_join_requests r WHERE r.club_id = c.id AND r.user_id = $2 AND r.status = 'pending') AS request_pending,
            ${bannedFromClubSql('c.id', '$2::int')} AS banned
       FROM clubs c WHERE c.id = $1`,
    [id, viewer],
  );
  if (!row) throw notFound('club');
  return row;
}

/** The club, when the caller owns it; 403 for anyone else (the owner alone edits, deletes and removes members). */
export async function ownedClub(db: Queryable, id: number, viewer: number): Promise<ClubFacts> {
  const club = await clubFacts(db, id, viewer);
  if (club.owner_id !== viewer) throw forbidden(t('club.owner_only'));
  return club;
}
