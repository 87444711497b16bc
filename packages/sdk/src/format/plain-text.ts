import { isMentionUsername, mentionMarker } from './mention.ts';

/** Closing tags that end a line (not `</ul>`, `</ol>` or `</table>`: their last item or row already ended one). */
const BLOCK_ENDS = new Set([
  'p',
  'div',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'tr',
  'section',
  'article',
  'header',
  'footer',
]);
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const ENTITY = /&(?:amp|lt|gt|quot|#39);/g;
const TAG = /^[\p{L}\p{M}\p{N}_]+$/u;
/** Attribute name, then an optional value in double quotes, single quotes or none. No nested repetition: linear. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Decodes `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;` in one pass (so `&amp;lt;` reads `&lt;`), and no other entity. */
const decode = (text: string) => text.replace(ENTITY, (entity) => ENTITIES[entity] ?? entity);

function attributesOf(inner: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of inner.matchAll(ATTRIBUTE)) {
    const name = match[1];
    if (name !== undefined) attributes.set(name.toLowerCase(), decode(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/** A mention or hashtag element being read: its text goes to `text` until its closing tag. */
interface Special {
  kind: 'mention' | 'hashtag';
  /** The username, or the tag. */
  value: string;
  tagName: string;
  /** Elements of the same name opened inside it, not closed yet. */
  depth: number;
  text: string[];
}

/** The mention or hashtag an opening tag starts, if it does (see {@link toPlainText}). */
function specialOf(tagName: string, attributeText: string): Special | undefined {
  if (!/data-|href/i.test(attributeText)) return undefined;
  const attributes = attributesOf(attributeText);
  const username = attributes.get('data-mention');
  if (username !== undefined && isMentionUsername(username)) return { kind: 'mention', value: username, tagName, depth: 0, text: [] };
  let tag = attributes.get('data-hashtag');
  const href = attributes.get('href');
  if (tag === undefined && tagName === 'a' && href?.startsWith('/tag/')) {
    try {
      tag = decodeURIComponent(href.slice('/tag/'.length));
    } catch {
      tag = undefined;
    }
  }
  if (tag !== undefined && TAG.test(tag)) return { kind: 'hashtag', value: tag, tagName, depth: 0, text: [] };
  return undefined;
}

/** Blank (or white-space-only) lines: a run of them becomes one empty line. Then the whole is trimmed. */
function collapseBlankLines(text: string): string {
  const lines: string[] = [];
  let blank = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '') blank = true;
    else {
      if (blank && lines.length > 0) lines.push('');
      lines.push(line);
      blank = false;
    }
  }
  return lines.join('\n').trim();
}

/**
 * Turns stored HTML (an editor's output, a pasted post) back into plain text, the form a post body takes
 * (SPEC §5), by exactly these rules:
 *
 * 1. Line breaks become newlines: `<br>` (any form), and the end of a block (`</p>`, `</div>`, `</li>`, `</h1>`…`</h6>`,
 *    `</blockquote>`, `</pre>`, `</tr>`, `</section>`, `</article>`, `</header>`, `</footer>`), so `</p><p>` is one
 *    newline. The start of a block breaks nothing: `a<div>b</div>` reads `ab`.
 * 2. Mentions are restored to their text form, the marker `@[Display Name](username)`: an element carrying
 *    `data-mention="{username}"`, its text being the display name (a leading `@` dropped). Renderers of
 *    {@link MentionToken}s should put that attribute on the link so a copy reads back.
 * 3. Hashtags are restored to `#tag`: an element carrying `data-hashtag="{tag}"`, or a link to `/tag/{tag}`.
 * 4. Every other tag is stripped, its text kept (the text of a `<script>` or `<style>` too: the result is plain
 *    text, never markup). Comments are dropped. A `<` that does not start a tag stays text.
 * 5. Only the entities `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;` are decoded, in one pass, after the tags are
 *    stripped: `&lt;b&gt;` reads `<b>` as text, `&amp;lt;` reads `&lt;`, `&nbsp;` stays as written.
 * 6. Blank lines collapse: a run of empty or white-space-only lines becomes one empty line.
 * 7. The result is trimmed.
 *
 * A tag ends at the first `>` (a `>` inside a quoted attribute value ends it early; the rest reads as text).
 * One pass with `indexOf` jumps: linear in the length of the input.
 */
export function toPlainText(html: string): string {
  const out: string[] = [];
  let special: Special | undefined;
  const emit = (text: string) => {
    if (special) special.text.push(text);
    else out.push(text);
  };
  const finishSpecial = () => {
    if (!special) return;
    const done = special;
    special = undefined;
    out.push(done.kind === 'mention' ? mentionMarker(done.text.join(''), done.value) : `#${done.value}`);
  };
  /** Once a `<` has no `>` after it, no later one has either: no need to look again. */
  let tagsLeft = true;
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open < 0) {
      emit(decode(html.slice(index)));
      break;
    }
    if (open > index) emit(decode(html.slice(index, open)));
    index = open;
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4);
      index = end < 0 ? html.length : end + 3;
      continue;
    }
    const next = html[open + 1] ?? '';
    const close = tagsLeft && /^[A-Za-z/!?]$/.test(next) ? html.indexOf('>', open + 1) : -1;
    if (close < 0) {
      if (tagsLeft && /^[A-Za-z/!?]$/.test(next)) tagsLeft = false;
      emit('<');
      index = open + 1;
      continue;
    }
    index = close + 1;
    const inner = html.slice(open + 1, close);
    const closing = inner.startsWith('/');
    const tagName = (/^\/?([A-Za-z][A-Za-z0-9-]*)/.exec(inner)?.[1] ?? '').toLowerCase();
    if (tagName === '') continue;
    if (special) {
      if (tagName !== special.tagName) continue;
      if (!closing) special.depth++;
      else if (special.depth > 0) special.depth--;
      else finishSpecial();
      continue;
    }
    if (tagName === 'br') emit('\n');
    else if (closing) {
      if (BLOCK_ENDS.has(tagName)) emit('\n');
    } else if (!inner.endsWith('/')) special = specialOf(tagName, inner.slice(tagName.length));
  }
  finishSpecial();
  return collapseBlankLines(out.join('').replace(/\r\n?/g, '\n'));
}
