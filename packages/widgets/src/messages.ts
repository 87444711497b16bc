import type { Language } from '@dealgrow/sdk/state';
import { CONNECT_MESSAGES } from './connect-button/messages.ts';
import { DEAL_MESSAGES } from './deal-card/messages.ts';
import { DEAL_LIST_MESSAGES } from './deal-list/messages.ts';
import { type MessageTable, translate } from './i18n/translate.ts';
import { POST_MESSAGES } from './post-card/messages.ts';
import { PROFILE_MESSAGES } from './profile/messages.ts';

/**
 * Every string a widget shows, in en, fr and tr. A plain table instead of i18next keeps the embed
 * script small. Each widget keeps its own table beside it (profile/messages.ts, deal-card/messages.ts, …) so that an
 * embed chunk carries only its widget's strings; this is all of them together, for React users.
 * Each table's `satisfies` fails the typecheck when a language misses a key.
 */
const en = { ...PROFILE_MESSAGES.en, ...DEAL_MESSAGES.en, ...DEAL_LIST_MESSAGES.en, ...CONNECT_MESSAGES.en, ...POST_MESSAGES.en };

/** The key of any string a widget shows. */
export type MessageKey = keyof (typeof MESSAGES)['en'];

export const MESSAGES = {
  en,
  fr: { ...PROFILE_MESSAGES.fr, ...DEAL_MESSAGES.fr, ...DEAL_LIST_MESSAGES.fr, ...CONNECT_MESSAGES.fr, ...POST_MESSAGES.fr },
  tr: { ...PROFILE_MESSAGES.tr, ...DEAL_MESSAGES.tr, ...DEAL_LIST_MESSAGES.tr, ...CONNECT_MESSAGES.tr, ...POST_MESSAGES.tr },
} as const satisfies MessageTable<keyof typeof en>;

/** The message for `key` in `lang`, with `{name}`-style placeholders filled from `values`. */
export function t(lang: Language, key: MessageKey, values: Record<string, string> = {}): string {
  return translate(MESSAGES, lang, key, values);
}
