import type { QueryOf, ResponseData } from '../contract.ts';
import type { Club, ClubJoinAnswer, ClubJoinRequest, ClubMember } from '../generated/openapi.ts';
import type { CallOptions, Transport } from '../transport/client.ts';
import { type Page, paginate } from '../transport/paging.ts';
import type { ApiResult } from '../transport/result.ts';
import { callsOf } from './calls.ts';
import { type FormInput, toFormData } from './form.ts';
import type { Post, PostPage } from './posts.ts';

export type { Club, ClubJoinAnswer, ClubJoinRequest, ClubMember };

type ListQuery = QueryOf<'clubTimeline'>;

/** A member's place in a club. */
export type ClubRole = ClubMember['role'];
export type ClubPage = ResponseData<'clubs'>;
export type ClubListQuery = QueryOf<'clubs'>;
export type ClubMemberPage = ResponseData<'clubMembers'>;
export type ClubJoinRequestPage = ResponseData<'clubJoinRequests'>;
/** POST /clubs: `name` and `url` (the club's slug) are needed; the logo as a file. */
export type CreateClubInput = Omit<FormInput<'createClub'>, 'logo'> & { logo?: Blob };
/** PATCH /clubs/{id}: only the fields to change. */
export type UpdateClubInput = Omit<FormInput<'updateClub'>, 'logo'> & { logo?: Blob };

const club = (id: number | string, suffix = '') => `/clubs/${id}${suffix}`;

/**
 * Clubs (SPEC §7 /clubs, docs/companies-and-clubs.md): clubs, members, join requests, timelines; every paged list
 * also as an async iterator (`each…`). Each method is its route's operationId without "club" (`leaveClub` →
 * `leave`; docs/companies-and-clubs.md lists them all).
 */
export function clubsResource(transport: Transport) {
  const { get, send } = callsOf(transport);
  const paged =
    <T>(path: (id: number) => string) =>
    (id: number, query?: ListQuery, options?: CallOptions) =>
      get<T>(path(id), options, query);
  const walk = <T>(fetch: (query: ListQuery) => Promise<ApiResult<Page<T>>>, query?: ListQuery) =>
    paginate<T>((page) => fetch({ ...query, page }), query?.page);
  const form = (method: 'POST' | 'PATCH', path: string, input: object, options?: CallOptions) =>
    send<Club>(method, path, toFormData(input), options);

  const list = (query?: ClubListQuery, options?: CallOptions) => get<ClubPage>('/clubs', options, query);
  const members = paged<ClubMemberPage>((id) => club(id, '/members'));
  const timeline = paged<PostPage>((id) => club(id, '/timeline'));
  const joinRequests = paged<ClubJoinRequestPage>((id) => club(id, '/request'));
  const owned = paged<ClubPage>((id) => club(`my-clubs/${id}`));
  const joined = paged<ClubPage>((id) => club(`joined-clubs/${id}`));

  return {
    /** Every club, most members first; `q` matches the name. */
    list,
    get: (id: number, options?: CallOptions) => get<Club>(club(id), options),
    /** The club's members, its owner first. */
    members,
    /** Posts posted as the club or for its members (those only to members). */
    timeline,
    /** The pending join requests (the owner and admins). */
    joinRequests,
    /** Joins an open club at once (`approved`), asks to join a closed one (`pending`). */
    requestToJoin: (id: number, options?: CallOptions) => send<ClubJoinAnswer>('POST', club(id, '/request'), undefined, options),
    /** The owner or an admin approves or declines join request `requestId`; answers the request. */
    respondToJoinRequest: (id: number, requestId: number, answer: 'approve' | 'decline', options?: CallOptions) =>
      get<ClubJoinRequest>(club(id, `/request/${requestId}/${answer}`), options),
    /** Leaves the club; its owner cannot (409 `owner_cannot_leave`). Answers the club. */
    leave: (id: number, options?: CallOptions) => get<Club>(club(id, '/leave'), options),
    /** The owner removes member `memberId`; answers the club. */
    removeMember: (id: number, memberId: number, options?: CallOptions) => get<Club>(club(id, `/remove/${memberId}`), options),
    /** The clubs member `memberId` owns. */
    owned,
    /** The clubs member `memberId` belongs to and does not own. */
    joined,
    /** The clubs the signed-in member belongs to; `postingAs: true`: those they may post as. */
    mine: (query?: QueryOf<'myPostingClubs'>, options?: CallOptions) => get<Club[]>('/clubs/me', options, query),
    /** Whether `url` is free for a club. */
    urlAvailable: (url: string, options?: CallOptions) =>
      send<{ available: boolean }>('POST', '/clubs/unique-url-control', { url }, options),
    /** Creates a club (multipart); the creator is its owner and first member. */
    create: (input: CreateClubInput, options?: CallOptions) => form('POST', '/clubs', input, options),
    update: (id: number, input: UpdateClubInput, options?: CallOptions) => form('PATCH', club(id), input, options),
    /** Deletes the club (its owner only) and its club posts. */
    remove: (id: number, options?: CallOptions) => send<undefined>('DELETE', club(id), undefined, options),

    eachList: (query?: ClubListQuery) => paginate((page) => list({ ...query, page }), query?.page),
    eachJoinRequests: (id: number, query?: ListQuery) => walk<ClubJoinRequest>((q) => joinRequests(id, q), query),
    eachMembers: (id: number, query?: ListQuery) => walk<ClubMember>((q) => members(id, q), query),
    eachTimeline: (id: number, query?: ListQuery) => walk<Post>((q) => timeline(id, q), query),
    eachOwned: (memberId: number, query?: ListQuery) => walk<Club>((q) => owned(memberId, q), query),
    eachJoined: (memberId: number, query?: ListQuery) => walk<Club>((q) => joined(memberId, q), query),
  };
}

export type ClubsResource = ReturnType<typeof clubsResource>;
