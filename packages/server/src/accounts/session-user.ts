import { type Static, Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { signedPictureAddress } from '../files/signed-addresses.ts';
import { notFound } from '../http/errors.ts';
import { Nullable } from '../http/schema.ts';

import { LANGUAGES } from '../i18n/catalogue.ts';

export { LANGUAGES };
export const Language = Type.Union([Type.Literal('en'), Type.Literal('fr'), Type.Literal('tr')], { description: 'Interface language.' });
export type Language = Static<typeof Language>;

/**
 * The session user stays the same size whatever a member manages (docs/performance.md): its lists of ids hold at
 * most this many; a deal's own answer says whether the viewer may change it (`can_edit`).
 */
export const SESSION_LIST_LIMIT = 50;

/** SPEC §3 "User (session)": the signed-in member as the client keeps them, spelled as the spec spells it. */
export const SessionUser = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    username: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    profilePhotoUrl: Type.String({ description: 'The member photo, or the default image when they have none.' }),
    jobTitle: Nullable(Type.String()),
    companyName: Nullable(Type.String()),
    bio: Nullable(Type.String()),
    lang: Language,
    authorized_companies: Type.Array(Type.Integer(), {
      maxItems: SESSION_LIST_LIMIT,
      description: `Ids of the companies this member manages (at most ${SESSION_LIST_LIMIT}, by id).`,
    }),
    lead_manager_companies: Type.Array(Type.Integer(), {
      maxItems: SESSION_LIST_LIMIT,
      description: `Ids of the companies whose leads this member manages (at most ${SESSION_LIST_LIMIT}, by id).`,
    }),
    authorized_deals: Type.Array(Type.Integer(), {
      maxItems: SESSION_LIST_LIMIT,
      description:
        `Ids of the deals this member may change: the ${SESSION_LIST_LIMIT} changed most recently. ` +
        'Whether the member may change a given deal is its own `can_edit`.',
    }),
    authorized_deals_total: Type.Integer({ minimum: 0, description: 'How many deals this member may change in all.' }),
    stripe_account_id: Nullable(Type.String()),
    stripe_account_enabled: Type.Boolean(),
    stripe_business_type: Nullable(Type.String()),
    stripe_account_name: Nullable(Type.String()),
    has_expired_deal_membership: Type.Boolean(),
    country: Nullable(Type.String({ description: 'Two-letter country code.' })),
    is_email_verified: Type.Boolean(),
    status: Type.Union([Type.Literal('active'), Type.Literal('pending')]),
    verification_token: Type.Null({ description: 'Always null: the token travels only by e-mail.' }),
    verification_email_sent: Type.Boolean(),
    is_admin: Type.Optional(
      Type.Boolean({
        description: 'true for an admin, who reviews the report queue (docs/accounts.md "Blocking and reporting"); always sent.',
      }),
    ),
  },
  { title: 'SessionUser', additionalProperties: false },
);
export type SessionUser = Static<typeof SessionUser>;

/** Served by the server at this path; answers carry it as an absolute URL. */
export const DEFAULT_PROFILE_PHOTO_PATH = '/assets/default-profile.svg';

export interface UserRow {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  profile_picture_visibility: 'public' | 'members' | 'connections';
  job_title: string | null;
  company_name: string | null;
  bio: string | null;
  default_language: string;
  country: string | null;
  status: 'active' | 'pending';
  is_email_verified: boolean;
  verification_email_sent: boolean;
  stripe_account_id: string | null;
  stripe_account_enabled: boolean;
  stripe_business_type: string | null;
  stripe_account_name: string | null;
  is_admin: boolean;
}

/**
 * What an answer needs to show a member's photo: the stored address, null when the viewer may not see it (the SQL
 * of members/member-summary.ts decides), and the viewer to sign it for when it is not public (`photo_viewer`:
 * docs/network.md "Photo visibility"; absent or null: the plain address).
 */
export interface PhotoColumns {
  profile_photo_url: string | null;
  photo_viewer?: number | null | undefined;
}

/** The photo's address as the answer gives it: signed for the viewer when not public, the default image when none. */
export function profilePhotoUrl(row: PhotoColumns, baseUrl: string): string {
  if (row.profile_photo_url === null) return `${baseUrl}${DEFAULT_PROFILE_PHOTO_PATH}`;
  const viewer = row.photo_viewer;
  return typeof viewer === 'number' ? signedPictureAddress(row.profile_photo_url, viewer) : row.profile_photo_url;
}

/**
 * The session user in one statement: the member's row and, bounded, what they may manage (owned or managed
 * companies; deals authored, managed, or listed by a company they manage), each read through its index.
 * Later capabilities add their grants here.
 */
export async function loadSessionUser(db: Queryable, userId: number, baseUrl: string): Promise<SessionUser> {
  const row = await first<
    UserRow & {
      authorized_companies: number[];
      lead_manager_companies: number[];
      authorized_deals: number[];
      authorized_deals_total: number;
      has_expired_deal_membership: boolean;
    }
  >(
    db,
    `WITH managed_companies AS (
       SELECT c.id, coalesce(m.is_lead_manager, c.owner_id = $1) AS lead_manager
         FROM companies c LEFT JOIN company_managers m ON m.company_id = c.id AND m.user_id = $1
        WHERE c.owner_id = $1 OR m.user_id = $1),
     managed_deals AS (
       SELECT id, updated_at FROM deals WHERE author_id = $1 AND deleted_at IS NULL
       UNION SELECT d.id, d.updated_at FROM deal_managers dm JOIN deals d ON d.id = dm.deal_id WHERE dm.user_id = $1 AND d.deleted_at IS NULL
       UNION SELECT d.id, d.updated_at FROM deals d WHERE d.company_id IN (SELECT id FROM managed_companies) AND d.deleted_at IS NULL)
     SELECT u.*,
       ARRAY(SELECT id FROM managed_companies ORDER BY id LIMIT $2) AS authorized_companies,
       ARRAY(SELECT id FROM managed_companies WHERE lead_manager ORDER BY id LIMIT $2) AS lead_manager_companies,
       ARRAY(SELECT id FROM managed_deals ORDER BY updated_at DESC, id DESC LIMIT $2) AS authorized_deals,
       (SELECT count(*)::int FROM managed_deals) AS authorized_deals_total,
       -- The member's last personal plan ended and none replaced it (docs/memberships.md).
       coalesce((SELECT status = 'expired' FROM memberships WHERE user_id = u.id AND kind = 'personal' AND status NOT IN ('incomplete', 'abandoned')
                  ORDER BY id DESC LIMIT 1), false) AS has_expired_deal_membership
       FROM users u WHERE u.id = $1`,
    [userId, SESSION_LIST_LIMIT],
  );
  if (!row) throw notFound('member');
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    // One's own photo: signed for oneself when it is not public, so it shows in an <img> (which sends no token).
    profilePhotoUrl: profilePhotoUrl(
      { profile_photo_url: row.profile_photo_url, photo_viewer: row.profile_picture_visibility === 'public' ? null : row.id },
      baseUrl,
    ),
    jobTitle: row.job_title,
    companyName: row.company_name,
    bio: row.bio,
    lang: (LANGUAGES as readonly string[]).includes(row.default_language) ? (row.default_language as Language) : 'en',
    authorized_companies: row.authorized_companies,
    lead_manager_companies: row.lead_manager_companies,
    authorized_deals: row.authorized_deals,
    authorized_deals_total: row.authorized_deals_total,
    has_expired_deal_membership: row.has_expired_deal_membership,
    stripe_account_id: row.stripe_account_id,
    stripe_account_enabled: row.stripe_account_enabled,
    stripe_business_type: row.stripe_business_type,
    stripe_account_name: row.stripe_account_name,
    country: row.country,
    is_email_verified: row.is_email_verified,
    status: row.status,
    verification_token: null,
    verification_email_sent: row.verification_email_sent,
    is_admin: row.is_admin,
  };
}
