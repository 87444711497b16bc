import { type Static, Type } from 'typebox';
import { USERNAME_PATTERN } from '../accounts/routes.ts';
import type { UserRow } from '../accounts/session-user.ts';
import { first } from '../db/database.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { MAX_ID, Nullable } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { MemberSummary, memberSummary } from './member-summary.ts';

/** What anyone may see of a member, signed in or not: no e-mail, tokens or payment details. */
export const PublicProfile = Type.Object(
  {
    ...MemberSummary.properties,
    jobTitle: Nullable(Type.String()),
    companyName: Nullable(Type.String()),
    bio: Nullable(Type.String()),
    country: Nullable(Type.String({ description: 'Two-letter country code.' })),
  },
  { title: 'PublicProfile', additionalProperties: false },
);
export type PublicProfile = Static<typeof PublicProfile>;

/** A member id (digits) or a username (the sign-up rule); anything else is a 400 before any query. */
const ProfileKey = Type.String({
  minLength: 1,
  maxLength: 30,
  pattern: USERNAME_PATTERN,
  description: 'A member id or username.',
});

type ProfileRow = Pick<
  UserRow,
  'id' | 'username' | 'first_name' | 'last_name' | 'profile_photo_url' | 'job_title' | 'company_name' | 'bio' | 'country'
>;

export function toPublicProfile(row: ProfileRow, baseUrl: string): PublicProfile {
  return {
    ...memberSummary(row, baseUrl),
    jobTitle: row.job_title,
    companyName: row.company_name,
    bio: row.bio,
    country: row.country,
  };
}

export function profileRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;

  app.get(
    '/users/profile/:id',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'userProfile',
        tags: ['users'],
        summary: "A member's public profile, by id or username. Readable without signing in (partner widgets show it).",
        params: Type.Object({ id: ProfileKey }, { additionalProperties: false }),
        response: { 200: PublicProfile },
      },
    },
    async (request) => {
      const key = request.params.id;
      const asId = /^\d+$/.test(key) && Number(key) <= MAX_ID ? Number(key) : null;
      // An id wins over a username made of the same digits.
      const row = await first<ProfileRow>(
        db,
        `SELECT id, username, first_name, last_name, profile_photo_url, job_title, company_name, bio, country
           FROM users WHERE id = $1 OR lower(username) = lower($2)
          ORDER BY (id = $1) DESC NULLS LAST LIMIT 1`,
        [asId, key],
      );
      if (!row) throw new ApiError(404, 'not_found', t('profile.no_member', { key }));
      return toPublicProfile(row, publicBaseUrl(request, config));
    },
  );
}
