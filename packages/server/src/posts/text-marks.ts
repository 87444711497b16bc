import type { Queryable } from '../db/database.ts';

/** Hashtags and mentions one post keeps (more are left as plain text). */
export const MAX_HASHTAGS = 30;
export const MAX_MENTIONS = 50;

/**
 * `#tag`: a # not preceded by a letter, digit, `_` or `&` (so `a#b` and `&#39;` are not tags), then letters
 * (any script), digits and `_`, up to 100; kept lower-case, without the #, each once.
 */
const HASHTAG = /(?<![\p{L}\p{N}_&])#([\p{L}\p{N}_]{1,100})/gu;

/** `@[Display Name](username)`: the display name is what the text shows; the username is who is meant. */
const MENTION = /@\[([^\]\n]{1,100})\]\(([A-Za-z0-9][A-Za-z0-9_.-]{0,59})\)/g;

/** Lower-case, with Turkish İ read as i (JavaScript lower-cases it to i + a combining dot). */
const lower = (tag: string) => tag.toLowerCase().replace(/i\u0307/g, 'i');

export function parseHashtags(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.matchAll(HASHTAG)) {
    const tag = lower(match[1] ?? '');
    // A tag of digits only (`#1`) is a number, not a topic.
    if (/^\d+$/.test(tag)) continue;
    tags.add(tag);
    if (tags.size === MAX_HASHTAGS) break;
  }
  return [...tags];
}

/** The usernames mentioned, lower-case, each once. */
export function parseMentions(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    names.add((match[2] ?? '').toLowerCase());
    if (names.size === MAX_MENTIONS) break;
  }
  return [...names];
}

/** A hashtag as the feed route receives it (`#Export`, `export`): the stored form, or undefined when it is none. */
export function normalizeHashtag(raw: string): string | undefined {
  const tag = lower(raw.trim().replace(/^#/, ''));
  return /^[\p{L}\p{N}_]{1,100}$/u.test(tag) ? tag : undefined;
}

/**
 * Replaces a post's stored hashtags and mentions with those of its text (and of its title and description),
 * so the hashtag feed and "mentioned you" are index reads. Unknown usernames are left as text. A `fresh` post (just
 * written, in the same transaction) has none to replace. Says whether the text names anyone (mentions to notify).
 */
export async function storeTextMarks(
  db: Queryable,
  postId: number,
  texts: readonly (string | null | undefined)[],
  fresh = false,
): Promise<boolean> {
  const text = texts.filter((value): value is string => typeof value === 'string').join('\n');
  if (!fresh) {
    await db.query('WITH tags AS (DELETE FROM post_hashtags WHERE post_id = $1) DELETE FROM post_mentions WHERE post_id = $1', [postId]);
  }
  const tags = parseHashtags(text);
  if (tags.length > 0) {
    await db.query(
      `INSERT INTO post_hashtags (post_id, tag, created_at) SELECT p.id, t.tag, p.created_at FROM posts p, unnest($2::text[]) t (tag) WHERE p.id = $1
       ON CONFLICT DO NOTHING`,
      [postId, tags],
    );
  }
  const names = parseMentions(text);
  if (names.length > 0) {
    await db.query(
      `INSERT INTO post_mentions (post_id, user_id) SELECT $1, u.id FROM users u WHERE lower(u.username) = ANY($2::text[]) ON CONFLICT DO NOTHING`,
      [postId, names],
    );
  }
  return names.length > 0;
}

/** The first http(s) address in a text: the page a link preview is made of. */
export function firstUrl(text: string): string | undefined {
  const match = /\bhttps?:\/\/[^\s<>"'()]+/i.exec(text);
  return match?.[0]?.replace(/[.,;:!?]+$/, '');
}
