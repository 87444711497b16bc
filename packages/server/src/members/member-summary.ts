import { type Static, Type } from 'typebox';
import { profilePhotoUrl } from '../accounts/session-user.ts';

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

/** The `users` columns a member summary is made from. */
export interface MemberColumns {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
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
