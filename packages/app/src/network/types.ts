import type { ResponseData } from '@dealgrow/sdk';

/** A member in any list of people (docs/network.md `MemberCard`). */
export type MemberCard = ResponseData<'searchAllUsers'>['items'][number];
/** Someone you might know: a member card and the connections you share. */
export type SuggestedMember = ResponseData<'peopleMightKnow'>['items'][number];
/** SPEC §3 Friendship, with both members. */
export type Friendship = ResponseData<'receivedRequests'>['items'][number];
/** One of my connections. */
export type Connection = ResponseData<'myConnections'>['items'][number];
/** A named list of my connections. */
export type FriendList = ResponseData<'createFriendList'>;
/** One view of my profile. */
export type ProfileVisit = ResponseData<'visitLogs'>['items'][number];
