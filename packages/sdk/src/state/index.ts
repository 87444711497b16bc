export type { AppActions, AppData, AppState, Language } from './app.ts';
export { createAppSlice, LANGUAGES } from './app.ts';
export type {
  CompanyActions,
  CompanyData,
  CompanyState,
  CompanyTimeline,
  CompanyTimelineOptions,
  CompanyTimelineSource,
} from './company.ts';
export { COMPANY_ERROR_MESSAGE, createCompanySlice } from './company.ts';
export type { ConnectionAction, ConnectionLabel, ConnectionStatus, FriendshipLink } from './connection-status.ts';
export { connectionStatus } from './connection-status.ts';
export type { DealActions, DealData, DealList, DealListName, DealState } from './deal.ts';
export { createDealSlice, DEAL_LISTS } from './deal.ts';
export type {
  FeedActions,
  FeedActivity,
  FeedData,
  FeedFetcher,
  FeedItem,
  FeedItemOf,
  FeedList,
  FeedName,
  FeedOptions,
  FeedPost,
  FeedRef,
  FeedState,
  UserTimelineKind,
} from './feed.ts';
export { createFeedSlice, feedKey, selectFeed } from './feed.ts';
export { ALL_POSTS_PAGE_SIZE, FEED_ERROR_MESSAGES, POST_DELETE_UNDO_MS } from './feed-constants.ts';
export type { LeadActions, LeadDashboardList, LeadData, LeadList, LeadState } from './lead.ts';
export { createLeadSlice, LEAD_DASHBOARD_LISTS } from './lead.ts';
export type { MessageActions, MessageData, MessageDeleteFor, MessageListName, MessageState, MessageTab } from './message.ts';
export { createMessageSlice, MESSAGE_ERROR_MESSAGES, MESSAGE_TABS, messageSlice, sortConversations, unreadInRooms } from './message.ts';
export type {
  NetworkActions,
  NetworkData,
  NetworkItems,
  NetworkList,
  NetworkListCalls,
  NetworkListName,
  NetworkLists,
  NetworkState,
} from './network.ts';
export { createNetworkSlice, NETWORK_LISTS } from './network.ts';
export type { DealgrowSlices, DealgrowState } from './root.ts';
export { createDealgrowState } from './root.ts';
export type { SearchActions, SearchClient, SearchData, SearchQueryOptions, SearchSlice, SearchState } from './search.ts';
export { createSearchSlice, SEARCH_DEBOUNCE_MS, searchSlice } from './search.ts';
export type { Slice } from './slice.ts';
export { createSlice } from './slice.ts';
export type { UserActions, UserData, UserState } from './user.ts';
export { createUserSlice, DEFAULT_PROFILE_PHOTO, isSignedIn, LOGGED_OUT_USER } from './user.ts';
export type {
  ItemSection,
  SectionItems,
  SectionList,
  SectionName,
  Span,
  UserSectionActions,
  UserSectionData,
  UserSectionState,
  VisitList,
} from './user-section.ts';
export { createUserSectionSlice, sortBySpan } from './user-section.ts';
