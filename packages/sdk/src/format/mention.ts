/**
 * Mention markers: how a post body stores "this names a member". A marker is `@[Display Name](username)`;
 * it renders as a link to the member's profile, `/{username}` (SPEC §5).
 *
 * - The display name is 1 to {@link MENTION_NAME_MAX} characters with no `]` or line break; spaces around it are dropped.
 * - The username is 1 to 60 letters, digits, dots, dashes or underscores, starting with a letter or digit.
 *
 * These are the server's rules (packages/server/src/posts/text-marks.ts, docs/posts.md): a marker the server records
 * as a mention renders as one. Anything else stays plain text.
 */

/** The longest display name a mention marker may carry. */
export const MENTION_NAME_MAX = 100;

/** The longest username a mention marker may name. */
export const MENTION_USERNAME_MAX = 60;

const USERNAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,59}$/;

/** True when `username` is one a mention marker may name: 1 to 60 letters, digits, `.`, `-` or `_`, starting with a letter or digit. */
export function isMentionUsername(username: string): boolean {
  return USERNAME.test(username);
}

/**
 * Writes the mention marker for a member, `@[Display Name](username)`, for an editor inserting a mention.
 * Brackets and line breaks in the name become spaces, and an empty name falls back to the username, so the marker
 * always reads back as the same mention.
 */
export function mentionMarker(name: string, username: string): string {
  const clean = name
    .replace(/[[\]\r\n]/g, ' ')
    .replace(/^[\s@]+/, '')
    .trim()
    .slice(0, MENTION_NAME_MAX)
    .trim();
  return `@[${clean || username}](${username})`;
}
