import { type Static, Type } from 'typebox';
import { COMPANIES_PAGE_SIZE, PageQuery } from '../http/paging.ts';
import { Id, MAX_ID, Nullable, Text } from '../http/schema.ts';
import { ManagerRole } from '../members/company-roles.ts';
import { MemberCard } from '../members/member-card.ts';

/** docs/companies-and-clubs.md "Data": the company sizes LinkedIn offers. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001+'] as const;
export const CompanySize = Type.Union(
  COMPANY_SIZES.map((size) => Type.Literal(size)),
  { description: 'Employees.' },
);
export const PICTURE_VISIBILITIES = ['public', 'members'] as const;
export const CompanyPictureVisibility = Type.Union([Type.Literal('public'), Type.Literal('members')], {
  description: 'Who sees the logo: public = anyone; members = signed-in members (others are answered null).',
});
export type CompanyPictureVisibility = Static<typeof CompanyPictureVisibility>;

export const CompanyType = Type.Object(
  { id: Type.Integer(), key: Type.String(), name: Type.String({ description: 'In the answer’s language.' }) },
  { title: 'CompanyType', additionalProperties: false },
);
export type CompanyType = Static<typeof CompanyType>;

/** SPEC §3 "Company": one shape in every list and detail. */
export const Company = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    logo: Nullable(
      Type.String({ description: 'Image address; null when none, or when only members may see it and the caller is signed out.' }),
    ),
    cover_image: Nullable(Type.String({ description: 'Image address.' })),
    type: Nullable(CompanyType),
    about: Nullable(Type.String()),
    website: Nullable(Type.String()),
    location: Nullable(Type.String()),
    industry: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false })),
    founded_year: Nullable(Type.Integer()),
    size: Nullable(CompanySize),
    profile_picture_visibility: CompanyPictureVisibility,
    followers: Type.Integer({ minimum: 0, description: 'Members following the page, counted when answered.' }),
    isFollower: Type.Boolean(),
    isManager: Type.Boolean({ description: 'The caller owns or manages the company.' }),
    isOwner: Type.Boolean(),
    userMembership: Nullable(
      Type.Object({ type: Type.Union([Type.Literal('SHOP'), Type.Literal('PERSONAL')]) }, { additionalProperties: false }),
    ),
    pinnedPostId: Nullable(Type.Integer({ description: 'The post pinned on top of the timeline.' })),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Company', additionalProperties: false },
);
export type Company = Static<typeof Company>;

export const CompanyManager = Type.Object(
  {
    member: MemberCard,
    role: ManagerRole,
    isLeadManager: Type.Boolean(),
    added_at: Type.String({ format: 'date-time' }),
  },
  { title: 'CompanyManager', additionalProperties: false },
);
export type CompanyManager = Static<typeof CompanyManager>;

export const CompanyWithManagers = Type.Object(
  { ...Company.properties, managers: Type.Optional(Type.Array(CompanyManager)) },
  { title: 'CompanyWithManagers', additionalProperties: false },
);

export const ShowroomItem = Type.Object(
  {
    id: Type.Integer(),
    type: Type.Union([Type.Literal('default'), Type.Literal('video')]),
    title: Type.String(),
    description: Type.String(),
    url: Nullable(Type.String()),
    image: Nullable(Type.String({ description: 'Image address.' })),
    position: Type.Integer(),
  },
  { title: 'ShowroomItem', additionalProperties: false },
);
export type ShowroomItem = Static<typeof ShowroomItem>;

export const FollowState = Type.Object(
  { isFollower: Type.Boolean(), followers: Type.Integer({ minimum: 0 }) },
  { title: 'CompanyFollowState', additionalProperties: false },
);

export const CompanyIdParams = Type.Object({ id: Id({ description: 'The company’s id.' }) }, { additionalProperties: false });
export const CompanyKeyParams = Type.Object(
  { id: Type.String({ pattern: '^[A-Za-z0-9-]{1,100}$', description: 'The company’s id, or its slug.' }) },
  { additionalProperties: false },
);

export const CompanyListQuery = Type.Object(
  {
    ...PageQuery(COMPANIES_PAGE_SIZE).properties,
    q: Type.Optional(Text({ maxLength: 100, description: 'Words the name contains.' })),
  },
  { additionalProperties: false },
);
export const FollowedQuery = PageQuery(COMPANIES_PAGE_SIZE);
export const MyCompaniesQuery = Type.Object(
  {
    includeManagers: Type.Optional(
      Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')], {
        description: '1: each company comes with its managers.',
      }),
    ),
  },
  { additionalProperties: false },
);

/** Text fields of the create and edit forms; files `logo` and `cover_image` come beside them. */
const formFields = {
  name: Text({ minLength: 1, maxLength: 120, blank: false }),
  slug: Text({ minLength: 1, maxLength: 100, description: 'The page’s address: 3 to 60 lower-case letters, digits and hyphens.' }),
  typeId: Type.Optional(Id({ description: 'One of GET /company/types.' })),
  about: Type.Optional(Text({ maxLength: 5000 })),
  website: Type.Optional(Text({ maxLength: 300 })),
  location: Type.Optional(Text({ maxLength: 200 })),
  industryId: Type.Optional(Id({ description: 'One of GET /industries.' })),
  foundedYear: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
  size: Type.Optional(CompanySize),
  logo: Type.Optional(Type.String({ format: 'binary', description: 'A JPEG, PNG, WebP or GIF image.' })),
  cover_image: Type.Optional(Type.String({ format: 'binary', description: 'A JPEG, PNG, WebP or GIF image.' })),
};
export const CompanyForm = Type.Object(formFields, { additionalProperties: false });
export type CompanyForm = Static<typeof CompanyForm>;
export const CompanyPatchForm = Type.Object(Type.Partial(Type.Object(formFields)).properties, { additionalProperties: false });
export type CompanyPatchForm = Static<typeof CompanyPatchForm>;

export const REMOVABLE_FIELDS = [
  'about',
  'website',
  'location',
  'industry',
  'founded_year',
  'size',
  'type',
  'logo',
  'cover_image',
] as const;
export type RemovableField = (typeof REMOVABLE_FIELDS)[number];
export const RemoveFieldParams = Type.Object(
  { id: Id(), field: Type.Union(REMOVABLE_FIELDS.map((field) => Type.Literal(field))) },
  { additionalProperties: false },
);

export const ShowroomForm = Type.Object(
  {
    type: Type.Optional(Type.Union([Type.Literal('default'), Type.Literal('video')], { default: 'default' })),
    title: Text({ minLength: 1, maxLength: 200, blank: false }),
    description: Type.Optional(Text({ maxLength: 2000 })),
    url: Type.Optional(Text({ maxLength: 500, description: 'The video’s address (video items); a link for others.' })),
    image: Type.Optional(Type.String({ format: 'binary', description: 'A JPEG, PNG, WebP or GIF image.' })),
  },
  { additionalProperties: false },
);
export const ShowroomItemParams = Type.Object({ id: Id(), itemId: Id() }, { additionalProperties: false });

export const CompanyProductsParams = Type.Object(
  {
    id: Id(),
    x: Type.Union([Type.Literal('all'), Type.Literal('active')], { description: 'all, or active: in stock (or stock not counted).' }),
  },
  { additionalProperties: false },
);
export const PinParams = Type.Object({ id: Id(), postId: Id() }, { additionalProperties: false });
export const PinBody = Type.Object({ pinned: Type.Boolean() }, { additionalProperties: false });

export const AddManagerBody = Type.Object(
  {
    userId: Id({ description: 'The member made a manager.' }),
    isLeadManager: Type.Optional(Type.Boolean({ default: false, description: 'They manage the company’s leads too.' })),
    role: Type.Optional(
      Type.Union([Type.Literal('owner'), Type.Literal('manager')], { default: 'manager', description: 'owner: only an owner gives it.' }),
    ),
  },
  { additionalProperties: false },
);
export const RemoveManagerParams = Type.Object(
  {
    id: Id(),
    a: Id({ description: 'The member removed.' }),
    b: Type.Integer({ minimum: 0, maximum: MAX_ID, description: 'The manager who takes over their open leads; 0: the owner keeps them.' }),
    c: Type.Integer({ minimum: 0, maximum: 1, description: '1: also remove them from the company’s deals’ managers; 0: keep them.' }),
  },
  { additionalProperties: false },
);
export const SlugBody = Type.Object({ slug: Text({ maxLength: 200 }) }, { additionalProperties: false });
export const VisibilityBody = Type.Object({ visibility: CompanyPictureVisibility }, { additionalProperties: false });
