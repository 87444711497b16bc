import 'i18next';
import type { AccountTranslation } from './locales/account/en.ts';
import type { AccountDataTranslation } from './locales/account-data/en.ts';
import type { AnalyticsTranslation } from './locales/analytics/en.ts';
import type { BillingTranslation } from './locales/billing/en.ts';
import type { Translation } from './locales/en.ts';
import type { HomeTranslation } from './locales/home/en.ts';
import type { MembershipsTranslation } from './locales/memberships/en.ts';
import type { MessageTranslation } from './locales/message/en.ts';
import type { ModerationTranslation } from './locales/moderation/en.ts';
import type { NetworkSignInTranslation } from './locales/network-sign-in/en.ts';
import type { NotificationsTranslation } from './locales/notifications/en.ts';
import type { PayoutsTranslation } from './locales/payouts/en.ts';
import type { PushTranslation } from './locales/push/en.ts';
import type { SearchTranslation } from './locales/search/en.ts';
import type { SettingsPagesTranslation } from './locales/settings-pages/en.ts';
import type { TrustTranslation } from './locales/trust/en.ts';

// Typed keys: `t('home.greeting')` is checked against the English source strings.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // An area's namespace (useAreaStrings) is typed here too: one line each.
    resources: {
      translation: Translation;
      accountData: AccountDataTranslation;
      message: MessageTranslation;
      account: AccountTranslation;
      memberships: MembershipsTranslation;
      settingsPages: SettingsPagesTranslation;
      billing: BillingTranslation;
      payouts: PayoutsTranslation;
      push: PushTranslation;
      networkSignIn: NetworkSignInTranslation;
      notifications: NotificationsTranslation;
      trust: TrustTranslation;
      home: HomeTranslation;
      search: SearchTranslation;
      moderation: ModerationTranslation;
      analytics: AnalyticsTranslation;
    };
  }
}
