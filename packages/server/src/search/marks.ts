import { foldChar } from '../db/search-fold.ts';
import type { SearchHit, SearchMark } from './schemas.ts';

/**
 * Where a hit's text matched (docs/search.md "Marks"): the start of every word of a field that begins with a word of
 * the search, compared folded (`sirk` marks `Şirk` of `Şirket`), as UTF-16 offsets into the field as shown. A word
 * found only by a close spelling (a typo) is not marked.
 */

/** A text folded, with where each folded code unit came from in the original. */
interface FoldedText {
  folded: string;
  /** The original offset a folded unit starts at. */
  from: number[];
  /** The original offset after the last original unit a folded unit stands for (a dropped accent joins the letter before). */
  to: number[];
}

function foldWithOffsets(text: string): FoldedText {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let index = 0;
  for (const char of text) {
    const end = index + char.length;
    const out = char.length === 1 ? foldChar(char) : char;
    if (out === '' && to.length > 0) to[to.length - 1] = end;
    for (let unit = 0; unit < out.length; unit += 1) {
      from.push(index);
      to.push(end);
    }
    folded += out;
    index = end;
  }
  return { folded, from, to };
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The marks of one field: for each word of it, the longest word of the search it starts with. */
export function fieldMarks(field: SearchMark['field'], text: string | null, words: readonly string[]): SearchMark[] {
  if (text === null || text === '' || words.length === 0) return [];
  const { folded, from, to } = foldWithOffsets(text);
  const marks: SearchMark[] = [];
  for (const match of folded.matchAll(WORD)) {
    let longest = 0;
    for (const word of words) if (word.length > longest && match[0].startsWith(word)) longest = word.length;
    if (longest === 0) continue;
    const start = from[match.index] ?? 0;
    const end = to[match.index + longest - 1] ?? text.length;
    marks.push({ field, start, end });
  }
  return marks;
}

/** A hit with its marks: in its title, then its subtitle, then its text. */
export function withMarks(hit: Omit<SearchHit, 'marks'>, words: readonly string[]): SearchHit {
  return {
    ...hit,
    marks: [
      ...fieldMarks('title', hit.title, words),
      ...fieldMarks('subtitle', hit.subtitle, words),
      ...fieldMarks('text', hit.text, words),
    ],
  };
}

/** Characters of context an excerpt keeps before the first match. */
const EXCERPT_LEAD = 60;

/**
 * At most `max` UTF-16 code units of `text` (default 240): all of it when short enough, else a window starting a little
 * before the first word the search matched (at a word's start), with `…` where it was cut. Never splits a surrogate pair.
 */
export function excerpt(text: string | null, words: readonly string[], max = 240): string | null {
  if (text === null) return null;
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const first = fieldMarks('text', clean, words)[0]?.start ?? 0;
  let start = Math.max(0, first - EXCERPT_LEAD);
  if (start > 0) {
    // Forward to the start of a word (a window starting just after a space stays where it is).
    const space = clean.indexOf(' ', start - 1);
    start = space !== -1 && space < first ? space + 1 : first;
  }
  const lead = start > 0 ? '…' : '';
  let end = Math.min(clean.length, start + max - lead.length);
  const tail = end < clean.length ? '…' : '';
  if (tail) end -= 1;
  if (isLowSurrogate(clean.charCodeAt(start))) start += 1;
  if (isLowSurrogate(clean.charCodeAt(end))) end -= 1;
  return `${lead}${clean.slice(start, end)}${tail}`;
}

const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
