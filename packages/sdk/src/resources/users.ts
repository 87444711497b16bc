import type { QueryOf, RequestBody, ResponseData } from '../contract.ts';
import type {
  BusinessOffer,
  Education,
  Experience,
  SuggestedMember as PersonYouMightKnow,
  ProfileInfo,
  ProfileInformation,
  ProfileVisit,
  PublicProfile,
  Recommendation,
  SessionUser,
} from '../generated/openapi.ts';
import { type CallOptions, pathOf, type Transport } from '../transport/client.ts';
import { paginate } from '../transport/paging.ts';
import type { ApiResult } from '../transport/result.ts';
import { callsOf } from './calls.ts';
import type { FollowsAndLikes } from './follows-and-likes.ts';
import { type FormInput, toFormData } from './form.ts';

export type {
  BusinessOffer,
  Education,
  Experience,
  PersonYouMightKnow,
  ProfileInfo,
  ProfileInformation,
  ProfileVisit,
  PublicProfile,
  Recommendation,
  SessionUser,
};

export type AddBusinessOfferInput = FormInput<'addBusinessOffer'>;
export type UpdateBusinessOfferInput = FormInput<'updateBusinessOffer'>;
export type SearchAllUsersInput = RequestBody<'searchAllUsers'>;
export type UserListQuery = QueryOf<'peopleMightKnow'>;

/**
 * The calls a profile card needs: the session user and public profiles. Their own factory so that a bundle
 * with only cards (the widgets embed) carries none of the profile editing below.
 */
export function publicUsersResource(transport: Transport) {
  const userProfile = (idOrUsername: string | number, options?: CallOptions): Promise<ApiResult<PublicProfile>> =>
    transport.request({ method: 'GET', path: pathOf('/users/profile/{id}', { id: idOrUsername }), ...options });
  return {
    /** The signed-in member. */
    me: (options?: CallOptions): Promise<ApiResult<SessionUser>> => transport.request({ method: 'GET', path: '/users/me', ...options }),
    /** A member's public profile by id or username; readable without a token. 404 `not_found` when nobody has it. */
    userProfile,
    /** The same as `userProfile` (its first name). */
    profile: userProfile,
  };
}

/** Members: the session user, profiles and their sections, profile visits, people you might know and member search. */
export function usersResource(transport: Transport) {
  const { get, send } = callsOf(transport);
  const put = <T>(path: string, body: unknown, options?: CallOptions) => transport.request<T>({ method: 'PUT', path, body, ...options });
  const at = (path: string, itemId: number) => `${path}/${encodeURIComponent(itemId)}`;
  const section =
    <T, K extends 'addExperience' | 'addEducation'>(path: string) =>
    (input: RequestBody<K>, options?: CallOptions) =>
      send<T>('POST', path, input, options);

  const visitLogs = (query?: QueryOf<'visitLogs'>, options?: CallOptions) =>
    get<ResponseData<'visitLogs'>>('/users/visit-logs', options, query);
  const peopleMightKnow = (query?: UserListQuery, options?: CallOptions) =>
    get<ResponseData<'peopleMightKnow'>>('/users/people-might-know', options, query);
  const searchAllUsers = (input: SearchAllUsersInput, options?: CallOptions) =>
    send<ResponseData<'searchAllUsers'>>('POST', '/users/search-all-users', input, options);
  const userProducts = (memberId: number, query?: QueryOf<'userProducts'>, options?: CallOptions) =>
    get<ResponseData<'userProducts'>>(pathOf('/users/{id}/products', { id: memberId }), options, query);
  const userDeals = (memberId: number, query?: QueryOf<'userDeals'>, options?: CallOptions) =>
    get<ResponseData<'userDeals'>>(pathOf('/users/{id}/deals', { id: memberId }), options, query);

  return {
    ...publicUsersResource(transport),
    /** `{ available }`: is this username free? */
    uniqueUsernameControl: (input: RequestBody<'uniqueUsernameControl'>, options?: CallOptions) =>
      send<ResponseData<'uniqueUsernameControl'>>('POST', '/users/unique-username-control', input, options),
    /** A member's whole profile by id or username; the owner also sees hidden recommendations. */
    userProfileInfo: (idOrUsername: string | number, options?: CallOptions) =>
      get<ProfileInfo>(pathOf('/users/profile/{id}/info', { id: idOrUsername }), options),
    /** The signed-in member's whole profile, with e-mail and visibility settings. */
    profileInformation: (options?: CallOptions) => get<ProfileInformation>('/users/profile-information', options),
    isVerified: (options?: CallOptions) => get<ResponseData<'isVerified'>>('/users/is-verified', options),
    /** Change the signed-in member's fields; answers the session user. */
    updateMe: (input: RequestBody<'updateMe'>, options?: CallOptions) => put<SessionUser>('/users/update/me', input, options),
    /** Send the push-subscription id (SPEC §7, after the user is loaded). */
    updatePushSubscription: (input: RequestBody<'updatePushSubscription'>, options?: CallOptions) =>
      send<undefined>('PATCH', '/users/update/profile', input, options),
    /** A new profile photo (multipart `image`: jpeg, png, webp or gif); one's own only. */
    uploadProfilePhoto: (userId: number, input: { image: Blob }, options?: CallOptions) =>
      put<ResponseData<'uploadProfilePhoto'>>(pathOf('/users/{id}', { id: userId }), toFormData(input), options),
    /** Who may see my photo: `public`, `members` or `connections`. */
    profilePictureVisibility: (input: RequestBody<'profilePictureVisibility'>, options?: CallOptions) =>
      send<ResponseData<'profilePictureVisibility'>>('PATCH', '/users/profile-picture/visibility', input, options),

    addExperience: section<Experience, 'addExperience'>('/users/experiences'),
    updateExperience: (experienceId: number, input: RequestBody<'updateExperience'>, options?: CallOptions) =>
      send<Experience>('PATCH', at('/users/experiences', experienceId), input, options),
    deleteExperience: (experienceId: number, options?: CallOptions) =>
      send<undefined>('DELETE', at('/users/experiences', experienceId), undefined, options),
    addEducation: section<Education, 'addEducation'>('/users/educations'),
    updateEducation: (educationId: number, input: RequestBody<'updateEducation'>, options?: CallOptions) =>
      send<Education>('PATCH', at('/users/educations', educationId), input, options),
    deleteEducation: (educationId: number, options?: CallOptions) =>
      send<undefined>('DELETE', at('/users/educations', educationId), undefined, options),
    /** The whole list of skills, in order: adding, removing and reordering are one call (SPEC §5). */
    setSkills: (input: RequestBody<'setSkills'>, options?: CallOptions) =>
      send<ResponseData<'setSkills'>>('POST', '/users/skills', input, options),
    /** The whole list of interests, in order. */
    setInterests: (input: RequestBody<'setInterests'>, options?: CallOptions) =>
      send<ResponseData<'setInterests'>>('POST', '/users/interests', input, options),
    /** A business offer (multipart, with files). */
    addBusinessOffer: (input: AddBusinessOfferInput, options?: CallOptions) =>
      send<BusinessOffer>('POST', '/users/business-offers', toFormData(input), options),
    updateBusinessOffer: (offerId: number, input: UpdateBusinessOfferInput, options?: CallOptions) =>
      send<BusinessOffer>('PATCH', at('/users/business-offers', offerId), toFormData(input), options),
    deleteBusinessOffer: (offerId: number, options?: CallOptions) =>
      send<undefined>('DELETE', at('/users/business-offers', offerId), undefined, options),
    /** Recommend one of your connections; hidden until they show it. */
    recommendMember: (input: RequestBody<'recommendMember'>, options?: CallOptions) =>
      send<Recommendation>('POST', '/users/recommendations', input, options),
    deleteRecommendation: (recommendationId: number, options?: CallOptions) =>
      send<undefined>('DELETE', at('/users/recommendations', recommendationId), undefined, options),

    /** Record that the signed-in member viewed member `memberId` (once a day; not one's own). */
    visitProfile: (memberId: number, options?: CallOptions) =>
      send<ResponseData<'visitProfile'>>('POST', pathOf('/users/visit-profile/{id}', { id: memberId }), undefined, options),
    /** Who viewed my profile, newest first. */
    visitLogs,
    /** People you might know, 25 a page (SPEC §9). */
    peopleMightKnow,
    /** Members matching `keyword`, paged by `page` and `limit` in the body. */
    searchAllUsers,
    userProducts,
    userDeals,

    eachVisitLogs: (query?: QueryOf<'visitLogs'>) => paginate((page) => visitLogs({ ...query, page }), query?.page),
    eachPeopleMightKnow: (query?: UserListQuery) => paginate((page) => peopleMightKnow({ ...query, page }), query?.page),
    eachSearchAllUsers: (input: SearchAllUsersInput) => paginate((page) => searchAllUsers({ ...input, page }), input.page),
    eachUserProducts: (memberId: number, query?: QueryOf<'userProducts'>) =>
      paginate((page) => userProducts(memberId, { ...query, page }), query?.page),
    eachUserDeals: (memberId: number, query?: QueryOf<'userDeals'>) =>
      paginate((page) => userDeals(memberId, { ...query, page }), query?.page),
  };
}

export type PublicUsersResource = ReturnType<typeof publicUsersResource>;
/** `client.users`: with showing and hiding recommendations (follows-and-likes.ts, loaded on first call). */
export type UsersResource = ReturnType<typeof usersResource> & FollowsAndLikes['users'];
