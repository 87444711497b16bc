import { connectedSql } from './connected.ts';

/**
 * Photo visibility (docs/network.md "Photo visibility"), the one rule every answer that carries a member's photo
 * applies: member cards, member summaries (deals, products, reviews, leads, chat, notifications, …), the profile.
 * The photo's file follows the same rule (users/photo.ts registers it as the read rule of `profile_photo` files).
 */

/**
 * SQL true when `viewer` (an int expression, NULL when signed out) may see the photo of member `u` (a users alias).
 * `profile_picture_visibility`: `public` = anyone, `members` = signed-in members, `connections` = the member and
 * their connections.
 */
export function photoVisibleSql(u: string, viewer: string): string {
  return `(${u}.profile_picture_visibility = 'public' OR ${u}.id = ${viewer}
      OR (${u}.profile_picture_visibility = 'members' AND ${viewer} IS NOT NULL)
      OR (${u}.profile_picture_visibility = 'connections' AND ${viewer} IS NOT NULL AND ${connectedSql(`${u}.id`, viewer)}))`;
}

/**
 * SQL: the photo of member `u` as `viewer` may see it, or NULL (the answer then carries the default image).
 * `column` picks the photo (`profile_photo_url` or `profile_photo_small_url`).
 */
export function visiblePhotoSql(u: string, viewer: string, column = 'profile_photo_url'): string {
  return `CASE WHEN ${photoVisibleSql(u, viewer)} THEN ${u}.${column} END`;
}

/**
 * SQL: the viewer to sign member `u`'s photo address for (`photo_viewer` of PhotoColumns): the viewer when the photo
 * is not public (its file answers only those the rule allows, and an <img> sends no token), NULL when it is public.
 */
export function photoViewerSql(u: string, viewer: string): string {
  return `CASE WHEN ${u}.profile_picture_visibility <> 'public' THEN ${viewer} END`;
}
