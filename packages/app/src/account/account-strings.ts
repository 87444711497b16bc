import type { AccountTranslation } from '../i18n/locales/account/en.ts';
import { type AreaStringChunks, useAreaStrings } from '../i18n/use-area-strings.ts';

const accountStrings: AreaStringChunks<AccountTranslation> = {
  en: () => import('../i18n/locales/account/en.ts'),
  fr: () => import('../i18n/locales/account/fr.ts'),
  tr: () => import('../i18n/locales/account/tr.ts'),
};

/** Loads the `account` namespace (recovery, e-mail change, sessions); true once it is in. */
export function useAccountStrings(): boolean {
  return useAreaStrings('account', accountStrings);
}

/** The server's minimum (accounts/password-policy.ts); the other rules are checked by the server. */
export const PASSWORD_MIN_LENGTH = 8;
