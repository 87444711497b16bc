import { type Static, Type } from 'typebox';
import { profilePhotoUrl } from '../accounts/session-user.ts';
import { Nullable } from '../http/schema.ts';
import { MemberSummary } from './member-summary.ts';
import { photoViewerSql, visiblePhotoSql } from './photo-visibility.ts';

export { CONNECTED_STATUSES, connectedSql, connectionIdsSql } from './connected.ts';
export { visiblePhotoSql } from './photo-visibility.ts';

/** docs/network.md "Shapes": a member in every list of people — the summary plus what they do and where. */
export const MemberCard = Type.Object(
  {
    ...MemberSummary.properties,
    jobTitle: Nullable(Type.String()),
    companyName: Nullable(Type.String()),
  },
  { title: 'MemberCard', additionalProperties: false },
);
export type MemberCard = Static<typeof MemberCard>;

export const FriendshipStatus = Type.Union(
  [
    Type.Literal('pending_first_second'),
    Type.Literal('accept'),
    Type.Literal('friends'),
    Type.Literal('reject'),
    Type.Literal('declined_first_second'),
  ],
  {
    description:
      'SPEC §4: pending_first_second (request sent), accept/friends (connected), reject (can send again), declined_first_second.',
  },
);
export type FriendshipStatus = Static<typeof FriendshipStatus>;

/** SPEC §3 "Friendship": `user_id` sent the request (`sender`) to `friend_id` (`receiver`). */
export const Friendship = Type.Object(
  {
    id: Type.Integer(),
    status: FriendshipStatus,
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
    deleted_at: Nullable(Type.String({ format: 'date-time' })),
    user_id: Type.Integer({ description: 'The member who sent the request.' }),
    friend_id: Type.Integer({ description: 'The member who received it.' }),
    sender: MemberCard,
    receiver: MemberCard,
  },
  { title: 'Friendship', additionalProperties: false },
);
export type Friendship = Static<typeof Friendship>;

/** A member card as memberCardJson builds it in SQL. `profile_photo_url` is already null when the viewer may not see it. */
export interface MemberCardColumns {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  photo_viewer?: number | null | undefined;
  job_title: string | null;
  company_name: string | null;
}

export interface FriendshipColumns {
  id: number;
  status: FriendshipStatus;
  created_at: Date | string;
  updated_at: Date | string;
  deleted_at: Date | string | null;
  user_id: number;
  friend_id: number;
  sender: MemberCardColumns;
  receiver: MemberCardColumns;
}

/** SQL: a json object of MemberCardColumns for member `u` (a users alias), the photo as `viewer` may see it. */
export function memberCardJson(u: string, viewer: string): string {
  return `json_build_object('id', ${u}.id, 'username', ${u}.username, 'first_name', ${u}.first_name, 'last_name', ${u}.last_name,
    'profile_photo_url', ${visiblePhotoSql(u, viewer)}, 'photo_viewer', ${photoViewerSql(u, viewer)},
    'job_title', ${u}.job_title, 'company_name', ${u}.company_name)`;
}

/**
 * SQL: a json object of FriendshipColumns for friendship `f` (a friendships alias), its sender and receiver
 * read by id (primary key) inside; null when `f` is null (a LEFT JOIN found none).
 */
export function friendshipJson(f: string, viewer: string): string {
  return `CASE WHEN ${f}.id IS NULL THEN NULL ELSE json_build_object('id', ${f}.id, 'status', ${f}.status,
    'created_at', ${f}.created_at, 'updated_at', ${f}.updated_at, 'deleted_at', ${f}.deleted_at,
    'user_id', ${f}.user_id, 'friend_id', ${f}.friend_id,
    'sender', (SELECT ${memberCardJson('fs', viewer)} FROM users fs WHERE fs.id = ${f}.user_id),
    'receiver', (SELECT ${memberCardJson('fr', viewer)} FROM users fr WHERE fr.id = ${f}.friend_id)) END`;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function memberCard(row: MemberCardColumns, baseUrl: string): MemberCard {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    profilePhotoUrl: profilePhotoUrl(row, baseUrl),
    jobTitle: row.job_title,
    companyName: row.company_name,
  };
}

export function friendshipView(row: FriendshipColumns, baseUrl: string): Friendship {
  return {
    id: row.id,
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: row.deleted_at === null ? null : iso(row.deleted_at),
    user_id: row.user_id,
    friend_id: row.friend_id,
    sender: memberCard(row.sender, baseUrl),
    receiver: memberCard(row.receiver, baseUrl),
  };
}
