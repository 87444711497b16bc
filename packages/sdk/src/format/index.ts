export { formatAmount, formatCurrency, formatPrice } from './currency.ts';
export { isMentionUsername, MENTION_NAME_MAX, MENTION_USERNAME_MAX, mentionMarker } from './mention.ts';
export { toPlainText } from './plain-text.ts';
export type { HashtagToken, LinkToken, MentionToken, NewlineToken, PostToken, TextToken } from './post-text.ts';
export { tokenizePost } from './post-text.ts';
export type { RelativeTimeLanguage } from './relative-time.ts';
export { relativeTime } from './relative-time.ts';
