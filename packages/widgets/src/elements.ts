import { ChatBoxElement } from './chat-box/element.ts';
import { CompanyCardElement } from './company-card/element.ts';
import { ConnectButtonElement } from './connect-button/element.ts';
import { DealCardElement } from './deal-card/element.ts';
import { DealListElement } from './deal-list/element.ts';
import { FollowButtonElement } from './follow-button/element.ts';
import { MembershipPickerElement } from './membership-picker/element.ts';
import { NotificationBellElement } from './notification-bell/element.ts';
import { PostElement } from './post-card/element.ts';
import { ProfileCardElement } from './profile-card/element.ts';
import { SearchElement } from './search/element.ts';
import { UnreadBadgeElement } from './unread-badge/element.ts';

export type { ElementsOptions } from './elements/element-context.ts';
export { configureElements, DEFAULT_APP_URL } from './elements/element-context.ts';
export {
  ChatBoxElement,
  CompanyCardElement,
  ConnectButtonElement,
  DealCardElement,
  DealListElement,
  FollowButtonElement,
  MembershipPickerElement,
  NotificationBellElement,
  PostElement,
  ProfileCardElement,
  SearchElement,
  UnreadBadgeElement,
};

/** Every custom element of the library by its tag name, for `define`. */
export const ELEMENTS: Readonly<Record<string, CustomElementConstructor>> = {
  'dg-profile-card': ProfileCardElement,
  'dg-deal-card': DealCardElement,
  'dg-deal-list': DealListElement,
  'dg-connect-button': ConnectButtonElement,
  'dg-post': PostElement,
  'dg-company-card': CompanyCardElement,
  'dg-follow-button': FollowButtonElement,
  'dg-chat-box': ChatBoxElement,
  'dg-unread-badge': UnreadBadgeElement,
  'dg-notification-bell': NotificationBellElement,
  'dg-membership-picker': MembershipPickerElement,
  'dg-search': SearchElement,
};
