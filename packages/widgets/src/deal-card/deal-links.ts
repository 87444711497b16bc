import type { Language } from '@dealgrow/sdk/state';

/** What a visitor can start on a deal; each becomes a lead of that type on the flagship site. */
export const DEAL_ACTIONS = ['buy', 'sell', 'refer'] as const;
export type DealAction = (typeof DEAL_ACTIONS)[number];

/** A page of the flagship site; non-English pages carry the language prefix (SPEC §1). */
function flagshipUrl(appUrl: string, lang: Language, path: string): string {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  return `${appUrl.replace(/\/+$/, '')}${prefix}${path}`;
}

/** The deal's page on the flagship site. */
export function dealUrl(appUrl: string, lang: Language, dealId: number): string {
  return flagshipUrl(appUrl, lang, `/deals/${dealId}`);
}

/** Where a lead starts on the flagship site; the app sends signed-out visitors to sign-in and back. */
export function dealLeadUrl(appUrl: string, lang: Language, dealId: number, action: DealAction): string {
  return flagshipUrl(appUrl, lang, `/deals/${dealId}/lead?type=${action}`);
}
