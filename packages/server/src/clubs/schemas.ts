import { type Static, Type } from 'typebox';
import { PageQuery } from '../http/paging.ts';
import { Id, Nullable, Text } from '../http/schema.ts';
import { MemberCard } from '../members/member-card.ts';
import { MemberSummary } from '../members/member-summary.ts';

/** The OpenAPI tag of every club route. */
export const CLUB_TAGS = ['clubs'];

/** Club lists' page size (as the company lists, SPEC §9). */
export const CLUBS_PAGE_SIZE = 25;

export const ClubPrivacy = Type.Union([Type.Literal('open'), Type.Literal('closed')], {
  description: 'open: a member who asks joins at once; closed: asking makes a join request the owner or an admin answers.',
});
export type ClubPrivacy = Static<typeof ClubPrivacy>;

export const ClubRole = Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('member')]);
export type ClubRole = Static<typeof ClubRole>;

export const JoinRequestStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('declined')]);
export type JoinRequestStatus = Static<typeof JoinRequestStatus>;

/** docs/companies-and-clubs.md "Shapes": one shape in every list and detail. */
export const Club = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String({ description: 'The club’s URL (unique, lower case).' }),
    logo: Nullable(Type.String({ description: 'The logo’s address, or null.' })),
    description: Nullable(Type.String()),
    privacy: ClubPrivacy,
    owner: Nullable(MemberSummary),
    members: Type.Integer({ minimum: 0, description: 'Members, the owner included.' }),
    isMember: Type.Boolean(),
    isOwner: Type.Boolean(),
    role: Nullable(ClubRole),
    requestPending: Type.Boolean({ description: 'The caller’s join request waits for an answer.' }),
    pendingRequests: Type.Integer({ minimum: 0, description: 'Join requests waiting; counted for the owner and admins only, else 0.' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Club', additionalProperties: false },
);
export type Club = Static<typeof Club>;

export const ClubMember = Type.Object(
  { member: MemberCard, role: ClubRole, joined_at: Type.String({ format: 'date-time' }) },
  { title: 'ClubMember', additionalProperties: false },
);
export type ClubMember = Static<typeof ClubMember>;

export const ClubJoinRequest = Type.Object(
  { id: Type.Integer(), member: MemberCard, status: JoinRequestStatus, created_at: Type.String({ format: 'date-time' }) },
  { title: 'ClubJoinRequest', additionalProperties: false },
);
export type ClubJoinRequest = Static<typeof ClubJoinRequest>;

export const ClubIdParams = Type.Object({ id: Id({ description: 'The club’s id.' }) }, { additionalProperties: false });
export const MemberIdParams = Type.Object({ id: Id({ description: 'A member’s id.' }) }, { additionalProperties: false });
export const RemoveMemberParams = Type.Object(
  { id: Id({ description: 'The club’s id.' }), userId: Id({ description: 'The member removed.' }) },
  { additionalProperties: false },
);
export const RespondParams = Type.Object(
  {
    id: Id({ description: 'The club’s id.' }),
    a: Id({ description: 'The join request’s id.' }),
    b: Type.Union([Type.Literal('approve'), Type.Literal('decline')], { description: 'approve (the member joins) or decline.' }),
  },
  { additionalProperties: false },
);

export const ClubPageQuery = PageQuery(CLUBS_PAGE_SIZE);
export const ClubListQuery = Type.Object(
  { ...ClubPageQuery.properties, q: Type.Optional(Text({ maxLength: 100, description: 'Words the club’s name contains (any case).' })) },
  { additionalProperties: false },
);
export const PostingAsQuery = Type.Object(
  {
    postingAs: Type.Optional(
      Type.Boolean({ description: 'true: only the clubs the caller may post as (every club they belong to, SPEC §6).' }),
    ),
  },
  { additionalProperties: false },
);

/** A club URL: 3–60 lower-case letters, digits and single hyphens, starting and ending with a letter or digit. */
export const CLUB_URL_PATTERN = '^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,59}$';
/** URLs that name pages of the app or routes of the API, never a club. */
export const RESERVED_CLUB_URLS = new Set([
  'me',
  'my-clubs',
  'joined-clubs',
  'unique-url-control',
  'new',
  'create',
  'edit',
  'settings',
  'request',
  'requests',
  'members',
  'timeline',
  'admin',
  'api',
]);

export const UrlBody = Type.Object(
  { url: Text({ maxLength: 200, description: 'The URL to check (any case; it is stored lower case).' }) },
  { additionalProperties: false },
);

const clubFields = {
  name: Text({ blank: false, minLength: 1, maxLength: 100 }),
  url: Text({ minLength: 1, maxLength: 200, description: `The club’s URL (slug): \`${CLUB_URL_PATTERN}\`, any case.` }),
  description: Type.Optional(Text({ maxLength: 2000, description: 'What the club is about; spaces only clear it.' })),
  privacy: Type.Optional(ClubPrivacy),
};
const logo = Type.Optional(Type.String({ format: 'binary', description: 'A JPEG, PNG, WebP or GIF image (judged by its content).' }));

/** The text fields of POST /clubs (the logo comes as a file). */
export const ClubTextForm = Type.Object(clubFields, { additionalProperties: false });
/** The text fields of PATCH /clubs/{id}: those sent change. */
export const ClubPatchTextForm = Type.Object(
  { ...clubFields, name: Type.Optional(clubFields.name), url: Type.Optional(clubFields.url) },
  { additionalProperties: false },
);
/** The forms as OpenAPI documents them: the text fields and the `logo` file. */
export const ClubForm = Type.Object({ ...ClubTextForm.properties, logo }, { additionalProperties: false });
export const ClubPatchForm = Type.Object({ ...ClubPatchTextForm.properties, logo }, { additionalProperties: false });
