export type { DealgrowClient } from './client.ts';
export { createClient } from './client.ts';
export type { JsonContent, OperationId, QueryOf, RequestBody, ResponseData, Responses } from './contract.ts';
// The contract's schemas by name (the SDK's own names for most are exported with their resources below): what editors
// show in hovers and errors, and what a declaration that infers one of them refers to.
export type {
  AnalyticsTotal,
  AppealBody,
  AppealDecisionBody,
  AppealStatus,
  AssignableManager,
  ChatCompany,
  ChatEventAckError,
  ChatEventConnectError,
  ChatEventMessageNew,
  ChatEventMessageSeen,
  ChatEventNotificationNew,
  ChatEventNotificationUnread,
  ChatEventPresence,
  ChatEventPresenceQuery,
  ChatEventPresenceQueryAck,
  ChatEventRoomUpdated,
  ChatEventSessionRevoked,
  ChatEventSyncAck,
  ChatEventSyncRequest,
  ChatEventTyping,
  ChatEventTypingRequest,
  ChatReadPointer,
  ChatRoomBetween,
  ChatSeen,
  CompanyReceivedReview,
  CompanySummary,
  CompanyWithManagers,
  components,
  DismissReportBody,
  EmploymentType,
  Faq,
  MemberSummary,
  MembershipPackage,
  ModeratedPage,
  ModerationDo,
  ModerationSubjectType,
  NotificationData,
  OidcIdentity,
  operations,
  PlanLimits,
  PostFaq,
  PostingEntity,
  ProfilePhoto,
  PushSubscriptionCreated,
  Readiness,
  ReviewSubject,
  SuggestedMember,
  SurveyOption,
  Unsubscribed,
  UploadedFile,
  VapidPublicKey,
} from './generated/openapi.ts';
export type { AccountResource, accountResource } from './resources/account.ts';
export type { AccountExport, DeleteAccountInput } from './resources/account-data.ts';
export type {
  NetworkCallbackInput,
  NetworkIdentities,
  NetworkIdentity,
  NetworkSignIn,
  NetworkSignInSettings,
  StartNetworkSignInInput,
} from './resources/account-network.ts';
export type {
  AccountSecurityMessage,
  AccountSession,
  AccountSessions,
  ChangeEmailInput,
  ConfirmEmailInput,
  ForgotPasswordInput,
  ResetPasswordInput,
} from './resources/account-security.ts';
export type {
  AdminReport,
  AdminReportsPage,
  AdminReportsQuery,
  BlockedMember,
  BlockedMembersPage,
  BlockedMembersQuery,
  ReportCreated,
  ReportInput,
  ReportReason,
  ReportSubjectType,
} from './resources/account-trust.ts';
// `client.analytics` loads resources/analytics.ts on its first call: its types only, as search's.
export type {
  AnalyticsDay,
  AnalyticsQuery,
  AnalyticsRange,
  AnalyticsResource,
  AnalyticsTopPost,
  AnalyticsVisitorGroup,
  analyticsResource,
  PageAnalytics,
} from './resources/analytics.ts';
export type { AuthResource, Session, SignInInput, SignUpInput } from './resources/auth.ts';
export { authResource } from './resources/auth.ts';
// chatResource, membershipsResource, notificationsResource and paymentsResource are types only here: their code loads on
// first use (client.ts), and chatResource itself is exported by @dealgrow/sdk/realtime.
export type {
  AddChatParticipantInput,
  ArchiveChatRoomInput,
  ArchiveChatRoomsInput,
  ChatAutoMessage,
  ChatDeleteTarget,
  ChatFile,
  ChatMessage,
  ChatMessagePage,
  ChatMessageSlice,
  ChatMessagesQuery,
  ChatParticipant,
  ChatResource,
  ChatRoom,
  ChatRoomListQuery,
  ChatRoomPage,
  ChatRoomRef,
  ChatRoomType,
  ChatSeenInput,
  ChatSeenState,
  ChatSettings,
  ChatUnreadTotal,
  CreateChatRoomInput,
  chatResource,
  DeleteChatRoomsInput,
  FilterChatMessagesInput,
  PrivateChatRoomAnswer,
  SendChatMessageInput,
} from './resources/chat.ts';
export type {
  Club,
  ClubJoinAnswer,
  ClubJoinRequest,
  ClubJoinRequestPage,
  ClubListQuery,
  ClubMember,
  ClubMemberPage,
  ClubPage,
  ClubRole,
  ClubsResource,
  CreateClubInput,
  UpdateClubInput,
} from './resources/clubs.ts';
export { clubsResource } from './resources/clubs.ts';
export type {
  AddCompanyManagerInput,
  CompaniesResource,
  Company,
  CompanyFollowState,
  CompanyListQuery,
  CompanyManager,
  CompanyPage,
  CompanyRemovableField,
  CompanyReview,
  CompanyReviewInput,
  CompanyReviewPage,
  CompanyType,
  CreateCompanyInput,
  ManagedCompany,
  ReceivedReview,
  RemoveCompanyManagerOptions,
  ShowroomItem,
  ShowroomItemInput,
  UpdateCompanyInput,
  UpdateCompanyReviewInput,
} from './resources/companies.ts';
export { companiesResource } from './resources/companies.ts';
export { type CompanyReadsResource, companyReadsResource } from './resources/company-reads.ts';
// The memberships, notifications and payments code is not exported here, only its types: any value export from their
// chunks (even the COMPANY_ID helpers) joins createClient's first load (client.ts loads them lazily).
export type {
  CreateDealInput,
  Deal,
  DealDetail,
  DealFaq,
  DealListQuery,
  DealListType,
  DealPage,
  DealReview,
  DealsResource,
  UpdateDealInput,
} from './resources/deals.ts';
export { dealReadsResource, dealsResource } from './resources/deals.ts';
export type { DownloadQuery, FilesResource } from './resources/files.ts';
export { filesResource } from './resources/files.ts';
export type { CompanyFollowResource, FollowsAndLikes } from './resources/follows-and-likes.ts';
export type { FormInput, FormOf } from './resources/form.ts';
export type { Country, Currency, GeneralResource, SelectItem } from './resources/general.ts';
export { generalResource } from './resources/general.ts';
export type {
  CreateLeadInput,
  Lead,
  LeadActivity,
  LeadComment,
  LeadCommentInput,
  LeadDetails,
  LeadListQuery,
  LeadMember,
  LeadStatistic,
  LeadStatName,
  LeadStatus,
  LeadsResource,
  LeadTask,
  LeadType,
} from './resources/leads.ts';
export { LEAD_STATUS_COLORS, LEAD_STATUS_OTHER_COLOR, leadStatusColor, leadsResource } from './resources/leads.ts';
export type {
  ActiveMemberships,
  Membership,
  MembershipCancel,
  MembershipChange,
  MembershipChangeInput,
  MembershipFaq,
  MembershipHistoryEntry,
  MembershipHistoryPage,
  MembershipHistoryQuery,
  MembershipKind,
  MembershipPackages,
  MembershipPackagesQuery,
  MembershipsResource,
  membershipsResource,
} from './resources/memberships.ts';
// `client.moderation` loads resources/moderation.ts on its first call: its types only, as search's.
export type {
  AppealDecision,
  ModeratedPageType,
  ModerationAction,
  ModerationAppeal,
  ModerationAppealPage,
  ModerationAppealsQuery,
  ModerationBody,
  ModerationKind,
  ModerationLogPage,
  ModerationLogQuery,
  ModerationResource,
  moderationResource,
  PageReport,
  PageReportPage,
  PageReportQuery,
} from './resources/moderation.ts';
export type {
  Connection,
  ConnectionPage,
  ConnectionRequestsResource,
  ConnectionResponse,
  FriendList,
  Friendship,
  FriendshipPage,
  FriendshipStatus,
  MemberCard,
  MemberCardPage,
  NetworkListQuery,
  NetworkResource,
} from './resources/network.ts';
export { connectionRequestsResource, networkResource } from './resources/network.ts';
export type {
  EmailFrequency,
  MailUnsubscribed,
  Notification,
  NotificationKind,
  NotificationListQuery,
  NotificationPage,
  NotificationPreference,
  NotificationPreferences,
  NotificationsResource,
  NotificationsSeen,
  NotificationUnreadTotal,
  notificationsResource,
  PushPublicKey,
  PushSubscriptionId,
  PushSubscriptionInput,
  UpdateNotificationPreferencesInput,
} from './resources/notifications.ts';
export type {
  ConnectedAccount,
  ConnectedAccountBalance,
  ConnectedAccountInput,
  ConnectedAccountLoginLink,
  ConnectedAccountStepInput,
  Earning,
  EarningsPage,
  EarningsQuery,
  Money,
  PaymentsResource,
  PayOutInput,
  Payout,
  PayoutList,
  paymentsResource,
} from './resources/payments.ts';
export type {
  ArticlePostInput,
  BodyPostInput,
  DocumentPostInput,
  EditPostInput,
  EventPostInput,
  MediaPostInput,
  Post,
  PostActivity,
  PostActivityPage,
  PostComment,
  PostCommentInput,
  PostCommentPage,
  PostCommentThread,
  PostKind,
  PostLiker,
  PostLikerPage,
  PostLikeState,
  PostLinkPreview,
  PostListQuery,
  PostPage,
  PostReadsResource,
  PostSearchQuery,
  PostSurvey,
  PostsResource,
  PostTimelineKind,
  ProductPostInput,
  QuotedPost,
  SharePostInput,
  SurveyPostInput,
  VideoPostInput,
} from './resources/posts.ts';
export { postReadsResource, postsResource } from './resources/posts.ts';
export type {
  CreateProductInput,
  Product,
  ProductDetail,
  ProductFaq,
  ProductListQuery,
  ProductPage,
  ProductReview,
  ProductsResource,
  UpdateProductInput,
} from './resources/products.ts';
export { PRODUCT_LOCATION, productsResource } from './resources/products.ts';
// `client.search` loads resources/search.ts on its first call, so only its types are exported here (a value export would
// join createClient's first load); SEARCH_TYPES lives beside the stub that loads it.
export type {
  SearchCall,
  SearchClient,
  SearchGroup,
  SearchHit,
  SearchMark,
  SearchOptions,
  SearchResults,
  SearchType,
  searchResource,
} from './resources/search.ts';
export { SEARCH_TYPES } from './resources/search-types.ts';
export type {
  AddBusinessOfferInput,
  BusinessOffer,
  Education,
  Experience,
  PersonYouMightKnow,
  ProfileInfo,
  ProfileInformation,
  ProfileVisit,
  PublicProfile,
  PublicUsersResource,
  Recommendation,
  SearchAllUsersInput,
  SessionUser,
  UpdateBusinessOfferInput,
  UserListQuery,
  UsersResource,
} from './resources/users.ts';
export { publicUsersResource, usersResource } from './resources/users.ts';
export type { PageWalk } from './resources/walk.ts';
export type {
  CallOptions,
  ClientHooks,
  ClientOptions,
  HttpMethod,
  Logger,
  QueryValue,
  RequestInfo,
  RequestSpec,
  ResponseInfo,
  Transport,
} from './transport/client.ts';
// The transport and resource factories let size-sensitive bundles (the widgets embed) compose only the resources they call.
export { createTransport, pathOf } from './transport/client.ts';
export type { Page } from './transport/paging.ts';
export { paginate, totalPages } from './transport/paging.ts';
export type { AnswerFacts, ApiError, ApiResult } from './transport/result.ts';
export { DealgrowError, unwrap } from './transport/result.ts';
export type { RetryOptions } from './transport/retry.ts';
export type { TokenSource } from './transport/token.ts';
export { clearTokenCookie, readTokenCookie, TOKEN_COOKIE, TOKEN_COOKIE_MAX_AGE_SECONDS, writeTokenCookie } from './transport/token.ts';
