/** Plain text, shown as it is (a renderer puts it in a text node, never in HTML). */
export interface TextToken {
  type: 'text';
  text: string;
}

/** A web address, opening in a new tab. `href` is always an `http:` or `https:` address. */
export interface LinkToken {
  type: 'link';
  /** The address to open: the text as written, with `https://` in front of a `www.` address. */
  href: string;
  /** The address as the author wrote it. */
  text: string;
  target: '_blank';
  rel: 'noopener noreferrer';
}

/** A `#word`, linking to the tag's page. */
export interface HashtagToken {
  type: 'hashtag';
  /** The word after `#`, as written. */
  tag: string;
  /** `/tag/{tag}`. */
  href: string;
}

/** A mention marker `@[Display Name](username)`, linking to the member's profile. */
export interface MentionToken {
  type: 'mention';
  username: string;
  /** The display name the author chose. */
  name: string;
  /** `/{username}`. */
  href: string;
}

/** A line break. */
export interface NewlineToken {
  type: 'newline';
}

/** One piece of a post body as {@link tokenizePost} reads it. */
export type PostToken = TextToken | LinkToken | HashtagToken | MentionToken | NewlineToken;

/**
 * SPEC §5's text reader as one regular expression: a line break; a `#tag` at the start of a word (up to 100 letters,
 * digits or `_`); a mention marker `@[Name](username)`; an `http://`, `https://` or `www.` address at the start of a
 * word, followed by a letter or digit, up to white space, a control or format character, `<`, `>`, `"` or `` ` ``.
 * The scheme is matched letter by letter, not with the `i` flag: with `u`, `i` would take `ſ` for `s`.
 */
const MARK =
  /\r\n?|\n|(?<![\p{L}\p{N}_&])#([\p{L}\p{N}_]{1,100})|@\[([^\]\r\n]{0,100})\]\(([A-Za-z0-9][\w.-]{0,59})\)|(?<![\p{L}\p{N}_@./])([Hh][Tt][Tt][Pp][Ss]?:\/\/|[Ww]{3}\.)(?=[\p{L}\p{N}])[^\s\p{Cc}\p{Cf}<>"`]*/gu;

/** Punctuation that ends a sentence rather than an address when it comes last. */
const TRAILING = ".,;:!?'*…";
const OPENER: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

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
 * One regular-expression pass over the body with bounded look-ahead: linear in its length, whatever it holds.
 */
export function tokenizePost(body: string): PostToken[] {
  const tokens: PostToken[] = [];
  let from = 0;
  // Text runs only between marks (a refused mark stays in the run), so two never meet: no joining needed.
  const text = (end: number) => {
    if (end > from) tokens.push({ type: 'text', text: body.slice(from, end) });
  };
  MARK.lastIndex = 0;
  for (let match = MARK.exec(body); match; match = MARK.exec(body)) {
    const [found, tag, name, username, scheme] = match;
    let end = match.index + found.length;
    let token: PostToken | undefined;
    if (tag) {
      // A run of digits (`#1`, `#2025`) is a number, not a topic.
      if (!/^\d+$/.test(tag)) token = { type: 'hashtag', tag, href: `/tag/${tag}` };
    } else if (username) {
      // The name: 1 to 100 UTF-16 units (the regular expression counts code points), not only spaces.
      if (name && name.length <= 100 && name.trim()) token = { type: 'mention', username, name: name.trim(), href: `/${username}` };
    } else if (scheme) {
      const count: Record<string, number> = {};
      for (const char of found) count[char] = (count[char] ?? 0) + 1;
      // Trailing punctuation and unbalanced closing brackets belong to the sentence: "(see https://a.io/x)."
      for (;;) {
        const last = body[end - 1] ?? '';
        const opener = OPENER[last];
        if (TRAILING.includes(last)) end--;
        else if (opener && (count[last] ?? 0) > (count[opener] ?? 0)) {
          count[last] = (count[last] ?? 0) - 1;
          end--;
        } else break;
      }
      const address = body.slice(match.index, end);
      token = {
        type: 'link',
        href: scheme.length < 5 ? `https://${address}` : address,
        text: address,
        target: '_blank',
        rel: 'noopener noreferrer',
      };
    } else token = { type: 'newline' };
    if (token) {
      text(match.index);
      tokens.push(token);
      from = end;
      MARK.lastIndex = end;
    } else MARK.lastIndex = match.index + 1;
  }
  text(body.length);
  return tokens;
}
