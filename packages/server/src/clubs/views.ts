import { first, type Queryable } from '../db/database.ts';
import { publicAddress } from '../files/addresses.ts';
import { type MemberCardColumns, memberCard, memberCardJson } from '../members/member-card.ts';
import { memberSummary } from '../members/member-summary.ts';
import type { Club, ClubJoinRequest, ClubMember, ClubPrivacy, ClubRole, JoinRequestStatus } from './schemas.ts';

/** A club as clubJson builds it. */
export interface ClubColumns {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  description: string | null;
  privacy: ClubPrivacy;
  owner: MemberCardColumns | null;
  members: number;
  role: ClubRole | null;
  request_pending: boolean;
  pending_requests: number;
  created_at: string;
}

export interface ClubMemberColumns {
  member: MemberCardColumns;
  role: ClubRole;
  joined_at: string;
}

export interface JoinRequestColumns {
  id: number;
  member: MemberCardColumns;
  status: JoinRequestStatus;
  created_at: string;
}

/** SQL true when `viewer` is club `c`'s owner (clubs.owner_id, kept in step with its `owner` member row) or one of its admins. */
export const moderatesSql = (c: string, viewer: string) =>
  `(${c}.owner_id = ${viewer} OR EXISTS (SELECT 1 FROM club_members vmod WHERE vmod.club_id = ${c}.id AND vmod.user_id = ${viewer} AND vmod.role IN ('owner', 'admin')))`;

/**
 * SQL: club `c` (a clubs alias) in JSON as `viewer` (an int expression, NULL when signed out) sees it: its owner's
 * card, the maintained member count, the viewer's role and waiting request (by primary key and the partial unique
 * index), and the waiting requests' count for the owner and admins only (club_join_requests_queue).
 */
export function clubJson(c: string, viewer: string): string {
  return `json_build_object('id', ${c}.id, 'name', ${c}.name, 'slug', ${c}.slug, 'logo', ${c}.logo, 'description', ${c}.description,
    'privacy', ${c}.privacy, 'created_at', ${c}.created_at, 'members', ${c}.members_count,
    'owner', (SELECT ${memberCardJson('cu', viewer)} FROM users cu WHERE cu.id = ${c}.owner_id),
    'role', CASE WHEN ${c}.owner_id = ${viewer} THEN 'owner' ELSE (SELECT vr.role FROM club_members vr WHERE vr.club_id = ${c}.id AND vr.user_id = ${viewer}) END,
    'request_pending', coalesce(EXISTS (SELECT 1 FROM club_join_requests vq WHERE vq.club_id = ${c}.id AND vq.user_id = ${viewer} AND vq.status = 'pending'), false),
    'pending_requests', CASE WHEN coalesce(${moderatesSql(c, viewer)}, false)
      THEN (SELECT count(*)::int FROM club_join_requests pq WHERE pq.club_id = ${c}.id AND pq.status = 'pending') ELSE 0 END)`;
}

/** SQL: member row `m` (club_members) with its user `u` in JSON. */
export const clubMemberJson = (m: string, u: string, viewer: string) =>
  `json_build_object('member', ${memberCardJson(u, viewer)}, 'role', ${m}.role, 'joined_at', ${m}.joined_at)`;

/** SQL: join request `r` with its member `u` in JSON. */
export const joinRequestJson = (r: string, u: string, viewer: string) =>
  `json_build_object('id', ${r}.id, 'member', ${memberCardJson(u, viewer)}, 'status', ${r}.status, 'created_at', ${r}.created_at)`;

const iso = (value: string | Date) => new Date(value).toISOString();

export function clubView(row: ClubColumns, baseUrl: string): Club {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: publicAddress(row.logo, baseUrl),
    description: row.description,
    privacy: row.privacy,
    owner: row.owner ? memberSummary(row.owner, baseUrl) : null,
    members: row.members,
    isMember: row.role !== null,
    isOwner: row.role === 'owner',
    role: row.role,
    requestPending: row.request_pending,
    pendingRequests: row.pending_requests,
    created_at: iso(row.created_at),
  };
}

export const clubMemberView = (row: ClubMemberColumns, baseUrl: string): ClubMember => ({
  member: memberCard(row.member, baseUrl),
  role: row.role,
  joined_at: iso(row.joined_at),
});

export const joinRequestView = (row: JoinRequestColumns, baseUrl: string): ClubJoinRequest => ({
  id: row.id,
  member: memberCard(row.member, baseUrl),
  status: row.status,
  created_at: iso(row.created_at),
});

/**
 * SQL of a page (docs/performance.md, the list-route pattern): the list owner's existence (`exists`), the total
 * and the page's items (`item`, in `orderBy`) in one statement (the network and deal lists' shape). `from` and `where` name the rows; `limit`/`offset`
 * are parameters.
 */
export function pageSql(list: {
  from: string;
  where: string;
  orderBy: string;
  item: string;
  limit: string;
  offset: string;
  exists?: string;
  /** More columns of the answer's one row (`expression AS name`). */
  columns?: string;
}) {
  return `SELECT ${list.exists ? `(${list.exists})` : 'true'} AS found, ${list.columns ? `${list.columns},` : ''}
    (SELECT count(*)::int FROM ${list.from} WHERE ${list.where}) AS total,
    (SELECT coalesce(json_agg(x.item ORDER BY x.n), '[]') FROM (
       SELECT ${list.item} AS item, row_number() OVER (ORDER BY ${list.orderBy}) AS n
         FROM ${list.from} WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT ${list.limit} OFFSET ${list.offset}) x) AS items`;
}

/** One club as `viewer` sees it, in one statement; undefined when there is none. */
export async function loadClub(db: Queryable, id: number, viewer: number | null, baseUrl: string): Promise<Club | undefined> {
  const row = await first<{ club: ClubColumns }>(db, `SELECT ${clubJson('c', '$2::int')} AS club FROM clubs c WHERE c.id = $1`, [
    id,
    viewer,
  ]);
  return row ? clubView(row.club, baseUrl) : undefined;
}
