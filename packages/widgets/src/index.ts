export type { AvatarProps } from './avatar/Avatar.tsx';
export { Avatar, avatarColour, initialsOf } from './avatar/Avatar.tsx';
export { avatarCss } from './avatar/avatar.css.ts';
export type { ChatBoxProps } from './chat-box/ChatBox.tsx';
export { CHAT_SEEN_EVENT, ChatBox, chatSignInUrl, roomName } from './chat-box/ChatBox.tsx';
export { chatBoxCss } from './chat-box/chat-box.css.ts';
export type { ChatView, PendingMessage } from './chat-box/use-chat-room.ts';
export { mergeMessages, useChatRoom } from './chat-box/use-chat-room.ts';
export type { CompanyCardProps, CompanyClickDetail } from './company-card/CompanyCard.tsx';
export { COMPANY_CLICK_EVENT, CompanyCard } from './company-card/CompanyCard.tsx';
export { companyCardCss } from './company-card/company-card.css.ts';
export type { CompanyDealsState } from './company-card/use-company-deals.ts';
export { useCompanyDeals } from './company-card/use-company-deals.ts';
export type { ConnectButtonProps, ConnectDetail } from './connect-button/ConnectButton.tsx';
export { CONNECT_EVENT, ConnectButton } from './connect-button/ConnectButton.tsx';
export { connectButtonCss } from './connect-button/connect-button.css.ts';
export type { ConnectMember } from './connect-button/use-connection.ts';
export { useConnection } from './connect-button/use-connection.ts';
export type { DealActionDetail, DealCardProps, DealClickDetail } from './deal-card/DealCard.tsx';
export { DEAL_ACTION_EVENT, DEAL_CLICK_EVENT, DealCard } from './deal-card/DealCard.tsx';
export { dealCardCss } from './deal-card/deal-card.css.ts';
export type { DealAction } from './deal-card/deal-links.ts';
export { DEAL_ACTIONS, dealLeadUrl, dealUrl } from './deal-card/deal-links.ts';
export type { DealState } from './deal-card/use-deal.ts';
export { useDeal } from './deal-card/use-deal.ts';
export type { DealListProps } from './deal-list/DealList.tsx';
export { DealList } from './deal-list/DealList.tsx';
export { dealListCss } from './deal-list/deal-list.css.ts';
export type { DealListView } from './deal-list/use-deal-list.ts';
export { DEAL_LIST_OF_TYPE, useDealList } from './deal-list/use-deal-list.ts';
export type { EmptyStateProps } from './empty-state/EmptyState.tsx';
export { EmptyState } from './empty-state/EmptyState.tsx';
export { emptyStateCss } from './empty-state/empty-state.css.ts';
export { companyUrl, followSignInUrl } from './follow-button/company-links.ts';
export type { FollowButtonProps, FollowDetail } from './follow-button/FollowButton.tsx';
export { FOLLOW_EVENT, FollowButton, followersText } from './follow-button/FollowButton.tsx';
export { followButtonCss } from './follow-button/follow-button.css.ts';
export type { CompanyState } from './follow-button/use-company.ts';
export { useCompany } from './follow-button/use-company.ts';
export type { FollowCompany, FollowState } from './follow-button/use-follow.ts';
export { useFollow } from './follow-button/use-follow.ts';
export { dateInSentence } from './i18n/date-in-sentence.tsx';
export type { MembershipActionDetail, MembershipPickerProps } from './membership-picker/MembershipPicker.tsx';
export { MEMBERSHIP_ACTION_EVENT, MembershipPicker } from './membership-picker/MembershipPicker.tsx';
export { membershipPickerCss } from './membership-picker/membership-picker.css.ts';
export type { MembershipAction, MembershipInterval } from './membership-picker/plan-action.ts';
export { formatPlanPrice, membershipPageUrl, planAction } from './membership-picker/plan-action.ts';
export type { MessageKey } from './messages.ts';
export { MESSAGES, t } from './messages.ts';
export type { ArrivalSoundEnvironment, ArrivalSoundOutcome } from './notification-bell/arrival-sound.ts';
export { arrivalChimeUri, BEEP_TONE_SECONDS, BEEP_TONES, playArrivalBeep, playArrivalSound } from './notification-bell/arrival-sound.ts';
export type { NotificationBellProps } from './notification-bell/NotificationBell.tsx';
export { bellLabel, NotificationBell } from './notification-bell/NotificationBell.tsx';
export { notificationBellCss } from './notification-bell/notification-bell.css.ts';
export type { NotificationTotalState } from './notification-bell/use-notification-total.ts';
export { NOTIFICATIONS_SEEN_EVENT, useNotificationTotal } from './notification-bell/use-notification-total.ts';
export type { PostAction, PostActionDetail, PostCardProps } from './post-card/PostCard.tsx';
export { POST_ACTION_EVENT, PostCard } from './post-card/PostCard.tsx';
export type { PostLinkProps, PostTextProps } from './post-card/PostText.tsx';
export { PostText } from './post-card/PostText.tsx';
export { postCardCss } from './post-card/post-card.css.ts';
export { postUrl } from './post-card/post-links.ts';
export type { PostState } from './post-card/use-post.ts';
export { usePost } from './post-card/use-post.ts';
export { profileCardCss } from './profile/profile-card.css.ts';
export { profileUrl, signInUrl } from './profile/profile-url.ts';
export type { ProfileState } from './profile/use-profile.ts';
export { useProfile } from './profile/use-profile.ts';
export type { ProfileCardProps, ProfileClickDetail } from './profile-card/ProfileCard.tsx';
export { PROFILE_CLICK_EVENT, ProfileCard } from './profile-card/ProfileCard.tsx';
export type {
  ChatRealtime,
  ChatRealtimeEvents,
  ChatRealtimeStatus,
  DealgrowContextValue,
  DealgrowProviderProps,
  ViewerStore,
  WidgetClient,
  WidgetState,
} from './provider.tsx';
export { DealgrowProvider, useDealgrow, useViewerId } from './provider.tsx';
export type { SkeletonProps } from './skeleton/Skeleton.tsx';
export { Skeleton } from './skeleton/Skeleton.tsx';
export { skeletonCss } from './skeleton/skeleton.css.ts';
export { adoptStyles, useAdoptedStyles } from './styles/adopt-styles.ts';
export type { UnreadBadgeProps } from './unread-badge/UnreadBadge.tsx';
export { UnreadBadge } from './unread-badge/UnreadBadge.tsx';
export { unreadBadgeCss } from './unread-badge/unread-badge.css.ts';
export type { UnreadState } from './unread-badge/use-unread-total.ts';
export { useUnreadTotal } from './unread-badge/use-unread-total.ts';
export { useSlice } from './use-slice.ts';
