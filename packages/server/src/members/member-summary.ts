import { type Static, Type } from 'typebox';
import { type PhotoColumns, profilePhotoUrl } from '../accounts/session-user.ts';
import { photoViewerSql, visiblePhotoSql } from './photo-visibility.ts';

/** A member as deals, products, reviews and leads show them. */
export const MemberSummary = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    profilePhotoUrl: Type.String({ description: 'The member photo, or the default image when they have none.' }),
  },
  { title: 'MemberSummary', additionalProperties: false },
);
export type MemberSummary = Static<typeof MemberSummary>;

/**
 * The `users` columns a member summary is made from, the photo as the viewer may see it (null otherwise) and the
 * viewer it is signed for: read them with memberSummaryColumns or memberSummaryJson, never `u.profile_photo_url`.
 */
export interface MemberColumns extends PhotoColumns {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
}

/**
 * SQL: the MemberColumns of member `u` (a users alias) as select-list columns, the photo as `viewer` (an int SQL
 * expression, NULL when signed out) may see it (docs/network.md "Photo visibility").
 */
export function memberSummaryColumns(u: string, viewer: string): string {
  return `${u}.id, ${u}.username, ${u}.first_name, ${u}.last_name, ${visiblePhotoSql(u, viewer)} AS profile_photo_url,
    ${photoViewerSql(u, viewer)} AS photo_viewer`;
}

/** The key/value pairs of member `u`'s MemberColumns inside a json_build_object, the photo as `viewer` may see it. */
export function memberSummaryPairs(u: string, viewer: string): string {
  return `'id', ${u}.id, 'username', ${u}.username, 'first_name', ${u}.first_name, 'last_name', ${u}.last_name,
    'profile_photo_url', ${visiblePhotoSql(u, viewer)}, 'photo_viewer', ${photoViewerSql(u, viewer)}`;
}

/** SQL: member `u` (a users alias) as MemberColumns JSON, the photo as `viewer` may see it. */
export function memberSummaryJson(u: string, viewer: string): string {
  return `json_build_object(${memberSummaryPairs(u, viewer)})`;
}

export function memberSummary(row: MemberColumns, baseUrl: string): MemberSummary {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    profilePhotoUrl: profilePhotoUrl(row, baseUrl),
  };
}
