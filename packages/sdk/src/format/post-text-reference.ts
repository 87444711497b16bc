/**
 * The character-by-character reader `tokenizePost` replaced (test only): the reference the one-regex reader is held
 * to on edge cases, the XSS corpus and random bodies (post-text-differential.test.ts).
 */
import { isMentionUsername, MENTION_NAME_MAX, MENTION_USERNAME_MAX } from './mention.ts';
import type { HashtagToken, LinkToken, MentionToken, PostToken } from './post-text.ts';

/** Letters (any script, accents included), digits and underscore: what a tag is made of (the server's rule). */
const TAG_CHAR = /^[\p{L}\p{N}_]$/u;
/** The longest tag the server keeps; a longer run of tag characters links its first 100. */
const TAG_MAX = 100;
/** What never belongs to a web address: white space, control and format characters (bidi overrides), and `<`, `>`, `"`, `` ` ``. */
const NOT_URL_CHAR = /^[\s\p{Cc}\p{Cf}<>"`]$/u;
/** Punctuation that ends a sentence rather than an address when it comes last. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '*', '…']);
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const isTagChar = (char: string | undefined) => char !== undefined && TAG_CHAR.test(char);

/** The code point starting at `index` (one or two UTF-16 units), or undefined past the end. */
function charAt(text: string, index: number): string | undefined {
  const code = text.codePointAt(index);
  return code === undefined ? undefined : String.fromCodePoint(code);
}

/** The code point ending just before `index`. */
function charBefore(text: string, index: number): string | undefined {
  if (index <= 0) return undefined;
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(index - 2, index);
  }
  return text[index - 1];
}

/** The length of the address starting at `start` (its scheme or `www.` already checked), trailing punctuation left out. */
function urlEnd(body: string, start: number, prefixLength: number): number {
  let end = start + prefixLength;
  const open: Record<string, number> = { '(': 0, '[': 0, '{': 0 };
  const close: Record<string, number> = { ')': 0, ']': 0, '}': 0 };
  while (end < body.length) {
    const char = charAt(body, end) ?? '';
    if (NOT_URL_CHAR.test(char)) break;
    if (char in open) open[char] = (open[char] ?? 0) + 1;
    if (char in close) close[char] = (close[char] ?? 0) + 1;
    end += char.length;
  }
  // Trailing punctuation and unbalanced closing brackets belong to the sentence: "(see https://a.io/x)."
  while (end > start + prefixLength) {
    const last = charBefore(body, end) ?? '';
    const opener = CLOSERS[last];
    if (TRAILING.has(last)) end -= last.length;
    else if (opener !== undefined && (close[last] ?? 0) > (open[opener] ?? 0)) {
      close[last] = (close[last] ?? 0) - 1;
      end -= 1;
    } else break;
  }
  return end;
}

/** The address starting at `index`, if one does: `http://`, `https://` or `www.` at the start of a word, followed by a letter or digit. */
function linkAt(body: string, index: number): { token: LinkToken; end: number } | undefined {
  const before = charBefore(body, index);
  if (isTagChar(before) || before === '@' || before === '.' || before === '/') return undefined;
  const head = body.slice(index, index + 8).toLowerCase();
  const prefixLength = head.startsWith('https://') ? 8 : head.startsWith('http://') ? 7 : head.startsWith('www.') ? 4 : 0;
  if (prefixLength === 0) return undefined;
  const first = charAt(body, index + prefixLength);
  if (first === undefined || !/^[\p{L}\p{N}]$/u.test(first)) return undefined;
  const end = urlEnd(body, index, prefixLength);
  const text = body.slice(index, end);
  const href = prefixLength === 4 ? `https://${text}` : text;
  return { token: { type: 'link', href, text, target: '_blank', rel: 'noopener noreferrer' }, end };
}

/** The hashtag starting at `index` (a `#`), if one does: at the start of a word, followed by at least one tag character. */
function hashtagAt(body: string, index: number): { token: HashtagToken; end: number } | undefined {
  const before = charBefore(body, index);
  if (isTagChar(before) || before === '&') return undefined;
  let end = index + 1;
  let digitsOnly = true;
  for (let count = 0, char = charAt(body, end); count < TAG_MAX && isTagChar(char); count++, char = charAt(body, end)) {
    if (!/^\d$/.test(char ?? '')) digitsOnly = false;
    end += (char ?? '').length;
  }
  // A run of digits (`#1`, `#2025`) is a number, not a topic.
  if (end === index + 1 || digitsOnly) return undefined;
  const tag = body.slice(index + 1, end);
  return { token: { type: 'hashtag', tag, href: `/tag/${tag}` }, end };
}

/**
 * The mention marker starting at `index` (an `@` followed by `[`), if one does. The look-ahead is bounded (name and
 * username have a maximum length), so a body full of broken markers still reads in linear time.
 */
function mentionAt(body: string, index: number): { token: MentionToken; end: number } | undefined {
  const nameStart = index + 2;
  let close = nameStart;
  const nameLimit = Math.min(body.length, nameStart + MENTION_NAME_MAX);
  while (close < nameLimit && !']\r\n'.includes(body[close] ?? '')) close++;
  if (body[close] !== ']' || body[close + 1] !== '(') return undefined;
  const name = body.slice(nameStart, close).trim();
  if (name === '') return undefined;
  const userStart = close + 2;
  let userEnd = userStart;
  const userLimit = Math.min(body.length, userStart + MENTION_USERNAME_MAX + 1);
  while (userEnd < userLimit && body[userEnd] !== ')') userEnd++;
  if (body[userEnd] !== ')') return undefined;
  const username = body.slice(userStart, userEnd);
  if (!isMentionUsername(username)) return undefined;
  return { token: { type: 'mention', username, name, href: `/${username}` }, end: userEnd + 1 };
}

/**
 * Reads a post body into tokens for a renderer to show as elements (SPEC §5 text rendering). The body is plain text;
 * nothing in it is ever treated as HTML.
 *
 * - `http://`, `https://` and `www.` addresses at the start of a word become {@link LinkToken}s opening in a new tab
 *   (`www.` ones with `https://` in front). Trailing punctuation (`.,;:!?'*…`) and unbalanced closing brackets are
 *   not part of the address. Nothing else becomes a link: `javascript:`, `data:` or `ftp:` text stays text.
 * - `#` at the start of a word (not after a letter, digit, `_` or `&`) followed by letters, digits or underscores
 *   (any script: `#çiçek`, `#élan`, `#İstanbul`), up to 100 of them and not digits only, becomes a
 *   {@link HashtagToken} linking to `/tag/{tag}`: the server's rule, so every tag links to a feed it keeps.
 * - A mention marker `@[Display Name](username)` becomes a {@link MentionToken} linking to `/{username}`
 *   (see {@link mentionMarker} for the rules); a malformed marker stays text.
 * - A line break (`\n`, `\r\n` or `\r`) becomes a {@link NewlineToken}.
 * - Everything else is {@link TextToken}s, neighbouring text joined into one token.
 *
 * One pass over the body with bounded look-ahead: linear in its length, whatever it holds.
 */
export function referenceTokenize(body: string): PostToken[] {
  const tokens: PostToken[] = [];
  let textStart = 0;
  const flush = (end: number) => {
    if (end > textStart) {
      const text = body.slice(textStart, end);
      const last = tokens[tokens.length - 1];
      if (last?.type === 'text') last.text += text;
      else tokens.push({ type: 'text', text });
    }
  };
  let index = 0;
  while (index < body.length) {
    const char = body[index];
    let found: { token: PostToken; end: number } | undefined;
    if (char === '\n' || char === '\r') {
      found = { token: { type: 'newline' }, end: char === '\r' && body[index + 1] === '\n' ? index + 2 : index + 1 };
    } else if (char === '#') {
      found = hashtagAt(body, index);
    } else if (char === '@' && body[index + 1] === '[') {
      found = mentionAt(body, index);
    } else if (char === 'h' || char === 'H' || char === 'w' || char === 'W') {
      found = linkAt(body, index);
    }
    if (found) {
      flush(index);
      tokens.push(found.token);
      index = found.end;
      textStart = index;
    } else {
      index++;
    }
  }
  flush(body.length);
  return tokens;
}
