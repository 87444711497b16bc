import { fold } from '../db/search-fold.ts';
import { badRequest } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';

/** A search once read: what each kind's statement compares (docs/search.md). */
export interface SearchTerms {
  /** The search as typed, trimmed (echoed as `q`). */
  q: string;
  /**
   * Folded (fold), operators and quotes removed, spaces collapsed: compared whole to names and titles (exact, prefix,
   * trigram). '' when the search holds only operators.
   */
  text: string;
  /** The folded words (letters and digits only), for marks and for full text. */
  words: string[];
  /**
   * A `to_tsquery('simple', …)` text: every word a prefix, all required (`acme:* & export:*`), a quoted phrase's
   * words adjacent (`(cafe <-> istanbul)`); null when there is no word. Built only from letters and digits, so it is
   * never a syntax error.
   */
  tsquery: string | null;
  /** `#Export` → 'export' (folded). */
  hashtags: string[];
  /** `@Ada` → 'ada' (lower case). */
  mentions: string[];
  /** `from:@ada` → 'ada' (lower case). */
  from: string | null;
  /** `in:acme-ltd` (or the `in` query parameter, which wins) → 'acme-ltd' (lower case). */
  in: string | null;
  /** `before:2026-01-31` → '2026-01-31': created before that day. */
  before: string | null;
  /** `after:2026-01-31` → '2026-01-31': created after that day. */
  after: string | null;
}

const WORD = /[\p{L}\p{N}]+/gu;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A search's operators: `from:@user` before `@user`, each at the start of the search or after a space. */
const OPERATOR =
  /(^|\s)(?:from:@?([A-Za-z0-9][A-Za-z0-9_.-]*)|@([A-Za-z0-9][A-Za-z0-9_.-]*)|#([\p{L}\p{N}_]+)|in:([A-Za-z0-9][A-Za-z0-9_-]*)|(before|after):(\S*))(?=\s|$)/giu;

/** A day written YYYY-MM-DD that exists (2026-02-30 does not). */
function validDate(text: string): string | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : text;
}

/** Words of a text, folded. */
function foldedWords(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/**
 * Reads a search: its operators (`#hashtag`, `@username`, `from:@username`, `in:company-slug`,
 * `before:YYYY-MM-DD`, `after:YYYY-MM-DD`), its quoted phrases and its words. A date that is not a day is a 400.
 * `inParameter` (the `in` query parameter) wins over an `in:` in the text. Lone surrogates read as spaces.
 */
export function parseSearch(q: string, inParameter?: string): SearchTerms {
  const typed = q.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, ' ').trim();
  const terms: SearchTerms = {
    q: q.trim(),
    text: '',
    words: [],
    tsquery: null,
    hashtags: [],
    mentions: [],
    from: null,
    in: inParameter ? inParameter.toLowerCase() : null,
    before: null,
    after: null,
  };
  const rest = typed.replace(
    OPERATOR,
    (_match, space: string, from?: string, mention?: string, hashtag?: string, slug?: string, when?: string, date?: string) => {
      if (from) terms.from = from.toLowerCase();
      else if (mention) terms.mentions.push(mention.toLowerCase());
      else if (hashtag) terms.hashtags.push(fold(hashtag));
      else if (slug) terms.in = inParameter ? terms.in : slug.toLowerCase();
      else if (when) {
        const day = validDate(date ?? '');
        if (!day) throw badRequest(t('search.date_invalid', { operator: when.toLowerCase(), date: date ?? '' }));
        if (when.toLowerCase() === 'before') terms.before = day;
        else terms.after = day;
      }
      return space;
    },
  );
  // Quoted phrases: their words adjacent in full text (one quoted word is a word); an unclosed quote quotes nothing.
  const parts: string[] = [];
  for (const [, phrase = ''] of rest.matchAll(/"([^"]*)"/g)) {
    const words = foldedWords(phrase);
    if (words.length > 1) parts.push(`(${words.join(' <-> ')})`);
    else if (words.length === 1) parts.push(`${words[0]}:*`);
  }
  const outside = foldedWords(rest.replace(/"([^"]*)"/g, ' ')).map((word) => `${word}:*`);
  const plain = rest.replace(/"/g, ' ');
  terms.text = fold(plain).replace(/\s+/g, ' ').trim();
  terms.words = foldedWords(plain);
  terms.tsquery = parts.length + outside.length > 0 ? [...outside, ...parts].join(' & ') : null;
  return terms;
}
