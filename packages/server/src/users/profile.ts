import { type Static, Type } from 'typebox';
import { USERNAME_PATTERN } from '../accounts/account-fields.ts';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { MAX_ID, Nullable } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import {
  connectionIdsSql,
  Friendship,
  type FriendshipColumns,
  friendshipJson,
  friendshipView,
  memberCard,
  visiblePhotoSql,
} from '../members/member-card.ts';
import { MemberSummary } from '../members/member-summary.ts';
import { photoViewerSql } from '../members/photo-visibility.ts';
import { neitherBlocks } from '../trust/sql.ts';
import { BusinessOffer, type BusinessOfferRow, businessOffersAggregate, businessOfferView } from './business-offers.ts';
import { Education, type EducationRow, educationsAggregate, educationView } from './educations.ts';
import { Experience, type ExperienceRow, experiencesAggregate, experienceView } from './experiences.ts';
import { PictureVisibility } from './photo.ts';
import { Recommendation, type RecommendationRow, recommendationsAggregate, recommendationView } from './recommendations.ts';
import { namesAggregate } from './skills-interests.ts';
import { ConnectionsVisibility, SearchableByStrangers } from './update-me.ts';

/** What anyone may see of a member, signed in or not: no e-mail, tokens or payment details. */
export const PublicProfile = Type.Object(
  {
    ...MemberSummary.properties,
    jobTitle: Nullable(Type.String()),
    companyName: Nullable(Type.String()),
    bio: Nullable(Type.String()),
    country: Nullable(Type.String({ description: 'Two-letter country code.' })),
    connectionsTotal: Type.Integer({ minimum: 0, description: 'How many connections the member has (always public).' }),
    mutualConnectionsTotal: Nullable(
      Type.Integer({ minimum: 0, description: 'Connections you share with the member; null when signed out or on your own profile.' }),
    ),
    friendship: Nullable(Friendship),
  },
  { title: 'PublicProfile', additionalProperties: false },
);
export type PublicProfile = Static<typeof PublicProfile>;

const sections = {
  experiences: Type.Array(Experience, { description: 'Current jobs first, then by end date, newest first (SPEC §4).' }),
  educations: Type.Array(Education, { description: 'Ongoing first, then by end date, newest first.' }),
  skills: Type.Array(Type.String(), { description: 'In the member’s order.' }),
  interests: Type.Array(Type.String(), { description: 'In the member’s order.' }),
  businessOffers: Type.Array(BusinessOffer, { description: 'Newest first; inactive ones only for their owner.' }),
  recommendations: Type.Array(Recommendation, {
    description: 'Newest first, at most 50: the visible ones; the recipient also sees the hidden ones (visible: false).',
  }),
};

/** The whole profile: the card and every section (SPEC §5 profile page). */
export const ProfileInfo = Type.Object({ ...PublicProfile.properties, ...sections }, { title: 'ProfileInfo', additionalProperties: false });
export type ProfileInfo = Static<typeof ProfileInfo>;

/** One's own profile, with what only oneself sees. */
export const ProfileInformation = Type.Object(
  {
    ...ProfileInfo.properties,
    email: Type.String(),
    profilePictureVisibility: PictureVisibility,
    connectionsVisibility: ConnectionsVisibility,
    searchableByStrangers: SearchableByStrangers,
    industry_id: Nullable(Type.Integer()),
  },
  { title: 'ProfileInformation', additionalProperties: false },
);

/** A member id (digits) or a username (the sign-up rule); anything else is a 400 before any query. */
const ProfileKey = Type.String({
  minLength: 1,
  maxLength: 30,
  pattern: USERNAME_PATTERN,
  description: 'A member id or username.',
});
const ProfileParams = Type.Object({ id: ProfileKey }, { additionalProperties: false });

interface ProfileRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  photo_viewer: number | null;
  job_title: string | null;
  company_name: string | null;
  bio: string | null;
  country: string | null;
  connections_total: number;
  mutual_connections_total: number | null;
  friendship: FriendshipColumns | null;
}

interface ProfileInfoRow extends ProfileRow {
  experiences: ExperienceRow[];
  educations: EducationRow[];
  skills: string[];
  interests: string[];
  business_offers: BusinessOfferRow[];
  recommendations: RecommendationRow[];
}

/**
 * The card's columns for member `u` as `viewer` (an int expression, NULL when signed out) sees them: the photo
 * as its visibility allows, the connection count, the connections in common (NULL signed out or on one's own
 * profile), and the viewer's live friendship with the member, read through the pair index.
 */
function cardColumns(viewer: string): string {
  return `u.id, u.username, u.first_name, u.last_name, ${visiblePhotoSql('u', viewer)} AS profile_photo_url,
    ${photoViewerSql('u', viewer)} AS photo_viewer, u.job_title,
    u.company_name, u.bio, u.country,
    (SELECT count(*)::int FROM (${connectionIdsSql('u.id')}) c) AS connections_total,
    CASE WHEN ${viewer} IS NULL OR ${viewer} = u.id THEN NULL
         ELSE (SELECT count(*)::int FROM (${connectionIdsSql('u.id')}) a JOIN (${connectionIdsSql(viewer)}) b ON b.member_id = a.member_id) END
      AS mutual_connections_total,
    (SELECT ${friendshipJson('f', viewer)} FROM friendships f
      WHERE ${viewer} IS NOT NULL AND ${viewer} <> u.id AND f.deleted_at IS NULL
        AND LEAST(f.user_id, f.friend_id) = LEAST(u.id, ${viewer}) AND GREATEST(f.user_id, f.friend_id) = GREATEST(u.id, ${viewer})) AS friendship`;
}

/** The sections' columns of member `u`, each a JSON aggregate through its index on the member. */
function sectionColumns(viewer: string): string {
  return `${experiencesAggregate('u.id')} AS experiences, ${educationsAggregate('u.id')} AS educations,
    ${namesAggregate('user_skills', 'u.id')} AS skills, ${namesAggregate('user_interests', 'u.id')} AS interests,
    ${businessOffersAggregate('u.id', viewer)} AS business_offers, ${recommendationsAggregate('u.id', viewer)} AS recommendations`;
}

/**
 * By id or username: an id wins over a username made of the same digits. `$1` is the id (or null), `$2` the key,
 * `$3` the viewer: a member who blocks the viewer or whom the viewer blocks is not found (docs/accounts.md).
 */
const BY_KEY = `FROM (SELECT * FROM users WHERE id = $1 OR lower(username) = lower($2) ORDER BY (id = $1) DESC NULLS LAST LIMIT 1) u
  WHERE ${neitherBlocks('$3::int', 'u.id')} AND u.status <> 'deleted'`;

export function toPublicProfile(row: ProfileRow, baseUrl: string): PublicProfile {
  return {
    ...memberCard(row, baseUrl),
    bio: row.bio,
    country: row.country,
    connectionsTotal: row.connections_total,
    mutualConnectionsTotal: row.mutual_connections_total,
    friendship: row.friendship === null ? null : friendshipView(row.friendship, baseUrl),
  };
}

function toProfileInfo(row: ProfileInfoRow, baseUrl: string): ProfileInfo {
  return {
    ...toPublicProfile(row, baseUrl),
    experiences: row.experiences.map((experience) => experienceView(experience, baseUrl)),
    educations: row.educations.map(educationView),
    skills: row.skills,
    interests: row.interests,
    businessOffers: row.business_offers.map(businessOfferView),
    recommendations: row.recommendations.map((recommendation) => recommendationView(recommendation, baseUrl)),
  };
}

function keyParams(key: string): [number | null, string] {
  return [/^\d+$/.test(key) && Number(key) <= MAX_ID ? Number(key) : null, key];
}

export function profileRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const tags = ['users'];
  const noMember = (key: string) => new ApiError(404, 'not_found', t('profile.no_member', { key }));

  app.get(
    '/users/profile/:id',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'userProfile',
        tags,
        summary:
          "A member's public profile, by id or username, with their connection count and, signed in, the connections you share and your friendship with them. Readable without signing in (partner widgets show it).",
        params: ProfileParams,
        response: { 200: PublicProfile },
      },
    },
    async (request) => {
      const key = request.params.id;
      const row = await first<ProfileRow>(db, `SELECT ${cardColumns('$3::int')} ${BY_KEY}`, [
        ...keyParams(key),
        request.viewer?.userId ?? null,
      ]);
      if (!row) throw noMember(key);
      return toPublicProfile(row, publicBaseUrl(request, config));
    },
  );

  app.get(
    '/users/profile/:id/info',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'userProfileInfo',
        tags,
        summary:
          "A member's whole profile, by id or username: the card, experiences, educations, skills, interests, business offers and recommendations.",
        params: ProfileParams,
        response: { 200: ProfileInfo },
      },
    },
    async (request) => {
      const key = request.params.id;
      const row = await first<ProfileInfoRow>(db, `SELECT ${cardColumns('$3::int')}, ${sectionColumns('$3::int')} ${BY_KEY}`, [
        ...keyParams(key),
        request.viewer?.userId ?? null,
      ]);
      if (!row) throw noMember(key);
      return toProfileInfo(row, publicBaseUrl(request, config));
    },
  );

  app.get(
    '/users/profile-information',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'profileInformation',
        tags,
        summary: 'Your own whole profile, with your e-mail address and your visibility settings.',
        response: { 200: ProfileInformation },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const row = await first<
        ProfileInfoRow & {
          email: string;
          profile_picture_visibility: Static<typeof PictureVisibility>;
          connections_visibility: Static<typeof ConnectionsVisibility>;
          searchable_by_strangers: boolean;
          industry_id: number | null;
        }
      >(
        db,
        `SELECT ${cardColumns('$1::int')}, ${sectionColumns('$1::int')}, u.email, u.profile_picture_visibility,
                u.connections_visibility, u.searchable_by_strangers, u.industry_id
           FROM users u WHERE u.id = $1`,
        [viewer.userId],
      );
      if (!row) throw notFound('member');
      return {
        ...toProfileInfo(row, publicBaseUrl(request, config)),
        email: row.email,
        profilePictureVisibility: row.profile_picture_visibility,
        connectionsVisibility: row.connections_visibility,
        searchableByStrangers: row.searchable_by_strangers,
        industry_id: row.industry_id,
      };
    },
  );
}
