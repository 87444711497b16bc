import type { SessionUser } from '@dealgrow/sdk';

/** Profile fields a complete profile has, named as in SPEC §3. */
export const PROFILE_FIELDS = ['jobTitle', 'companyName', 'bio', 'country'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The profile fields a member has not filled in yet. */
export function missingProfileFields(user: Pick<SessionUser, ProfileField>): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => !String(user[field] ?? '').trim());
}
