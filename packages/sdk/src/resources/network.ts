import type { QueryOf, RequestBody, ResponseData } from '../contract.ts';
import type { Connection, FriendList, Friendship, MemberCard } from '../generated/openapi.ts';
import { type CallOptions, pathOf, type Transport } from '../transport/client.ts';
import { paginate } from '../transport/paging.ts';
import { callsOf } from './calls.ts';

export type { Connection, FriendList, Friendship, MemberCard };

export type FriendshipStatus = Friendship['status'];
/** A member as every list of people answers it (docs/network.md "Shapes"). */
export type ConnectionPage = ResponseData<'myConnections'>;
export type FriendshipPage = ResponseData<'receivedRequests'>;
export type MemberCardPage = ResponseData<'memberConnections'>;
/** `accept` or `decline`, the receiver's answer to a request. */
export type ConnectionResponse = 'accept' | 'decline';
export type NetworkListQuery = QueryOf<'myConnections'>;

const id = (value: number) => ({ id: value });

/**
 * The calls a connect button makes: request, cancel, accept or decline. Their own factory so that a bundle
 * with only a connect button (the widgets embed) carries none of the rest of the network.
 */
export function connectionRequestsResource(transport: Transport) {
  // Plain requests, not callsOf: the embed's connect button carries no more of the SDK than these three calls.
  const get = (path: string, options?: CallOptions) => transport.request<Friendship>({ method: 'GET', path, ...options });
  return {
    /** Ask member `id` to connect: 201 with the pending friendship, or 200 `accept` when they had asked you. */
    sendConnectionRequest: (input: RequestBody<'sendConnectionRequest'>, options?: CallOptions) =>
      transport.request<Friendship>({ method: 'POST', path: '/member-connection/request', body: input, ...options }),
    /** The receiver accepts or declines friendship `friendshipId`. */
    respondToConnectionRequest: (friendshipId: number, answer: ConnectionResponse, options?: CallOptions) =>
      get(pathOf('/member-connection/{a}/{b}', { a: friendshipId, b: answer }), options),
    /** The sender takes back friendship `friendshipId` while it is pending. */
    cancelConnectionRequest: (friendshipId: number, options?: CallOptions) =>
      get(pathOf('/member-connection/request/{id}/cancel', id(friendshipId)), options),
  };
}

/** The network (SPEC §7 /member-connection): requests, connections, mutual connections and friend lists. */
export function networkResource(transport: Transport) {
  const { get, send } = callsOf(transport);
  const page =
    <T>(path: string) =>
    (query?: NetworkListQuery, options?: CallOptions) =>
      get<T>(path, options, query);
  const about =
    <T>(template: string) =>
    (memberId: number, query?: NetworkListQuery, options?: CallOptions) =>
      get<T>(pathOf(template, id(memberId)), options, query);
  const total = (path: string, options?: CallOptions) => get<ResponseData<'myConnectionsTotal'>>(path, options);
  const list = (listId: number, suffix = '') => `${pathOf('/member-connection/lists/{id}', id(listId))}${suffix}`;

  const receivedRequests = page<FriendshipPage>('/member-connection/received');
  const sentRequests = page<FriendshipPage>('/member-connection/sent');
  const myConnections = page<ConnectionPage>('/member-connection/me/connections');
  const memberConnections = about<MemberCardPage>('/member-connection/{id}/connections');
  const mutualConnections = about<MemberCardPage>('/member-connection/{id}/mutual-connections');
  const searchMyConnections = (input: RequestBody<'searchMyConnections'>, query?: QueryOf<'searchMyConnections'>, options?: CallOptions) =>
    transport.request<ConnectionPage>({
      method: 'POST',
      path: '/member-connection/me/connections/search',
      body: input,
      ...(query ? { query: { ...query } } : {}),
      ...options,
    });

  return {
    ...connectionRequestsResource(transport),
    /** Remove the connection with member `memberId` (either side may). */
    removeConnection: (memberId: number, options?: CallOptions) =>
      get<Friendship>(pathOf('/member-connection/{id}/remove', id(memberId)), options),
    /** The live friendship of members `a` and `b` (the viewer is one of them), or null. */
    friendshipDetail: (a: number, b: number, options?: CallOptions) =>
      get<Friendship | null>(pathOf('/member-connection/friendship-detail/{a}/{b}', { a, b }), options),
    /** Pending requests others sent me, newest first. */
    receivedRequests,
    /** Pending requests I sent, newest first. */
    sentRequests,
    myConnections,
    myConnectionsTotal: (options?: CallOptions) => total('/member-connection/me/connections/total', options),
    /** My connections matching `keyword`; `isManagersOnly: true` keeps those who manage a company. */
    searchMyConnections,
    /** Up to 10 of my connections matching `keyword` (pickers). */
    searchFriends: (input: RequestBody<'searchFriends'>, options?: CallOptions) =>
      send<ResponseData<'searchFriends'>>('POST', '/member-connection/me/friends/search', input, options),
    /** A member's connections, as their `connectionsVisibility` allows (403 otherwise). */
    memberConnections,
    memberConnectionsTotal: (memberId: number, options?: CallOptions) =>
      total(pathOf('/member-connection/{id}/connections/total', id(memberId)), options),
    mutualConnections,
    mutualConnectionsTotal: (memberId: number, options?: CallOptions) =>
      total(pathOf('/member-connection/{id}/mutual-connections/total', id(memberId)), options),
    /** The first 10 people you might know (the sidebar). */
    suggestedConnections: (options?: CallOptions) =>
      get<ResponseData<'suggestedConnections'>>('/member-connection/suggested-connections', options),
    createFriendList: (input: RequestBody<'createFriendList'>, options?: CallOptions) =>
      send<FriendList>('POST', '/member-connection/lists', input, options),
    friendLists: (options?: CallOptions) => get<ResponseData<'friendLists'>>('/member-connection/lists', options),
    updateFriendList: (listId: number, input: RequestBody<'updateFriendList'>, options?: CallOptions) =>
      send<FriendList>('POST', list(listId), input, options),
    /** Add one of my connections to a list. */
    addToFriendList: (listId: number, input: RequestBody<'addToFriendList'>, options?: CallOptions) =>
      send<FriendList>('POST', list(listId, '/add'), input, options),
    removeFromFriendList: (listId: number, input: RequestBody<'removeFromFriendList'>, options?: CallOptions) =>
      send<FriendList>('POST', list(listId, '/remove'), input, options),
    deleteFriendList: (listId: number, options?: CallOptions) => send<undefined>('DELETE', list(listId), undefined, options),

    eachReceivedRequests: (query?: NetworkListQuery) => paginate((p) => receivedRequests({ ...query, page: p }), query?.page),
    eachSentRequests: (query?: NetworkListQuery) => paginate((p) => sentRequests({ ...query, page: p }), query?.page),
    eachMyConnections: (query?: NetworkListQuery) => paginate((p) => myConnections({ ...query, page: p }), query?.page),
    eachSearchMyConnections: (input: RequestBody<'searchMyConnections'>, query?: QueryOf<'searchMyConnections'>) =>
      paginate((p) => searchMyConnections(input, { ...query, page: p }), query?.page),
    eachMemberConnections: (memberId: number, query?: NetworkListQuery) =>
      paginate((p) => memberConnections(memberId, { ...query, page: p }), query?.page),
    eachMutualConnections: (memberId: number, query?: NetworkListQuery) =>
      paginate((p) => mutualConnections(memberId, { ...query, page: p }), query?.page),
  };
}

export type ConnectionRequestsResource = ReturnType<typeof connectionRequestsResource>;
export type NetworkResource = ReturnType<typeof networkResource>;
