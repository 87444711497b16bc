import type { PostToken } from '@dealgrow/sdk/format';

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
 * `tokenizePost` of `@dealgrow/sdk/format` (SPEC §5: text, line breaks, links, `#tags`, mentions), in about a third
 * of its bytes, for the embed's post chunk (docs/widgets.md "Sizes"). `tokenize.test.ts` holds it to the SDK's
 * reader: the SDK's own cases, the XSS corpus and thousands of random bodies give the same tokens.
 * One pass with bounded look-ahead, linear in the body's length; nothing in the body is ever read as HTML.
 */
export function tokenize(body: string): PostToken[] {
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
