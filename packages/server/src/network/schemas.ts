import { type Static, Type } from 'typebox';
import { MAX_PAGE_SIZE, PageQuery } from '../http/paging.ts';
import { Id, MAX_ID, Text } from '../http/schema.ts';
import { MemberCard } from '../members/member-card.ts';

/** One of a member's connections: the friendship's id, since when, and the member (docs/network.md "Shapes"). */
export const Connection = Type.Object(
  {
    friendship_id: Type.Integer(),
    connected_at: Type.String({ format: 'date-time' }),
    member: MemberCard,
  },
  { title: 'Connection', additionalProperties: false },
);
export type Connection = Static<typeof Connection>;

/** How many members embed in a friend list's answer; `members_total` counts them all. */
export const FRIEND_LIST_MEMBERS_SHOWN = 50;

/** A member's named list of their connections. */
export const FriendList = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    icon: Type.Union([Type.String(), Type.Null()]),
    members: Type.Array(MemberCard, { description: `The ${FRIEND_LIST_MEMBERS_SHOWN} members added last, newest first.` }),
    members_total: Type.Integer({ minimum: 0 }),
  },
  { title: 'FriendList', additionalProperties: false },
);
export type FriendList = Static<typeof FriendList>;

/** Someone the member might know: their card and how many connections they share. */
export const SuggestedMember = Type.Object(
  {
    ...MemberCard.properties,
    mutualConnectionsTotal: Type.Integer({ minimum: 0 }),
  },
  { title: 'SuggestedMember', additionalProperties: false },
);
export type SuggestedMember = Static<typeof SuggestedMember>;

export const Total = Type.Object({ total: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });

export const MemberIdParams = Type.Object({ id: Id({ description: 'A member id.' }) }, { additionalProperties: false });
export const FriendshipIdParams = Type.Object({ id: Id({ description: 'A friendship id.' }) }, { additionalProperties: false });
export const ListIdParams = Type.Object({ id: Id({ description: 'A friend list id.' }) }, { additionalProperties: false });

export const RespondParams = Type.Object(
  {
    a: Id({ description: 'The friendship id.' }),
    b: Type.Union([Type.Literal('accept'), Type.Literal('decline')], { description: 'The receiver’s answer.' }),
  },
  { additionalProperties: false },
);

export const PairParams = Type.Object(
  { a: Id({ description: 'A member id.' }), b: Id({ description: 'Another member id.' }) },
  { additionalProperties: false },
);

export const ConnectionRequestBody = Type.Object(
  { id: Id({ description: 'The member to connect with.' }) },
  { additionalProperties: false },
);

/** What a search looks for: a name, username, job title, company or skill. */
export const Keyword = Text({ minLength: 1, maxLength: 100, blank: false, description: 'Words to look for.' });
export const KeywordBody = Type.Object({ keyword: Keyword }, { additionalProperties: false });

export const SearchAllUsersBody = Type.Object(
  {
    keyword: Keyword,
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Page number, from 1.' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: 'Members a page (default 25).' })),
  },
  { additionalProperties: false },
);

export const ConnectionSearchQuery = (defaultLimit: number) =>
  Type.Object(
    {
      ...PageQuery(defaultLimit).properties,
      isManagersOnly: Type.Optional(Type.Boolean({ description: 'true: only connections who own or manage a company.' })),
    },
    { additionalProperties: false },
  );

const ListName = Text({ minLength: 1, maxLength: 60, blank: false, description: 'The list’s name.' });
const ListIcon = Text({ minLength: 1, maxLength: 64, description: 'An icon name or emoji.' });

export const CreateFriendListBody = Type.Object(
  { name: ListName, icon: Type.Optional(Type.Union([ListIcon, Type.Null()])) },
  { additionalProperties: false },
);
export const UpdateFriendListBody = Type.Object(
  { name: Type.Optional(ListName), icon: Type.Optional(Type.Union([ListIcon, Type.Null()])) },
  { additionalProperties: false },
);
export const FriendListMemberBody = Type.Object(
  { user: Type.Object({ id: Id({ description: 'A member id: one of your connections.' }) }, { additionalProperties: false }) },
  { additionalProperties: false },
);
