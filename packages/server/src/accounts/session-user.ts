import { type Static, Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { Nullable } from '../http/schema.ts';

export const LANGUAGES = ['en', 'fr', 'tr'] as const;
export const Language = Type.Union([Type.Literal('en'), Type.Literal('fr'), Type.Literal('tr')], { description: 'Interface language.' });
export type Language = Static<typeof Language>;

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
    authorized_companies: Type.Array(Type.Integer(), { description: 'Ids of the companies this member manages.' }),
    lead_manager_companies: Type.Array(Type.Integer(), { description: 'Ids of the companies whose leads this member manages.' }),
    authorized_deals: Type.Array(Type.Integer(), { description: 'Ids of the deals this member may change.' }),
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
}

/** What a member may manage, derived from the rows that grant it. Later capabilities add their grants here. */
interface Grants {
  authorized_companies: number[];
  lead_manager_companies: number[];
  authorized_deals: number[];
  has_expired_deal_membership: boolean;
}

async function loadGrants(db: Queryable, userId: number): Promise<Grants> {
  const companies = await db.query<{ id: number; is_lead_manager: boolean }>(
    `SELECT c.id, coalesce(m.is_lead_manager, c.owner_id = $1) AS is_lead_manager
       FROM companies c LEFT JOIN company_managers m ON m.company_id = c.id AND m.user_id = $1
      WHERE c.owner_id = $1 OR m.user_id = $1 ORDER BY c.id`,
    [userId],
  );
  // The deals a member may change: authored, managed, or listed by a company they manage.
  const deals = await db.query<{ id: number }>(
    `SELECT d.id FROM deals d
      WHERE d.deleted_at IS NULL
        AND (d.author_id = $1
          OR EXISTS (SELECT 1 FROM deal_managers dm WHERE dm.deal_id = d.id AND dm.user_id = $1)
          OR d.company_id = ANY($2::int[]))
      ORDER BY d.id`,
    [userId, companies.map((c) => c.id)],
  );
  return {
    authorized_companies: companies.map((c) => c.id),
    lead_manager_companies: companies.filter((c) => c.is_lead_manager).map((c) => c.id),
    authorized_deals: deals.map((d) => d.id),
    has_expired_deal_membership: false,
  };
}

export function profilePhotoUrl(row: { profile_photo_url: string | null }, baseUrl: string): string {
  return row.profile_photo_url ?? `${baseUrl}${DEFAULT_PROFILE_PHOTO_PATH}`;
}

export async function loadSessionUser(db: Queryable, userId: number, baseUrl: string): Promise<SessionUser> {
  const row = await first<UserRow>(db, 'SELECT * FROM users WHERE id = $1', [userId]);
  if (!row) throw notFound('This member');
  const grants = await loadGrants(db, userId);
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    profilePhotoUrl: profilePhotoUrl(row, baseUrl),
    jobTitle: row.job_title,
    companyName: row.company_name,
    bio: row.bio,
    lang: (LANGUAGES as readonly string[]).includes(row.default_language) ? (row.default_language as Language) : 'en',
    ...grants,
    stripe_account_id: row.stripe_account_id,
    stripe_account_enabled: row.stripe_account_enabled,
    stripe_business_type: row.stripe_business_type,
    stripe_account_name: row.stripe_account_name,
    country: row.country,
    is_email_verified: row.is_email_verified,
    status: row.status,
    verification_token: null,
    verification_email_sent: row.verification_email_sent,
  };
}
