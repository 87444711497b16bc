import { fold } from '../db/search-fold.ts';
import { connectedSql } from '../members/connected.ts';
import {
  closenessOrderSql,
  type KindPage,
  type KindStatement,
  type KindWindow,
  kindStatementOf,
  NO_HITS,
  type SearchKind,
  searchKind,
  TIER,
  weightedTsquery,
} from './kind.ts';
import type { SearchHit } from './schemas.ts';
import type { SearchTerms } from './terms.ts';

/**
 * What the statements of posts, deals and products share (docs/search.md "Posts, deals and products"): their
 * parameters, the full-text queries with close spellings, the rank tiers, the closeness order, the date operators and
 * the excerpt of a long text.
 */

/** The longest excerpt of a text a hit carries, in UTF-16 code units. */
export const EXCERPT_MAX = 240;
/** Close spellings looked for a search word found nowhere (search_words). */
const CLOSE_WORDS = 3;
/** The most words published a search word may start and still be looked for as those words exactly (wordQueries). */
const EXACT_WORDS = 8;
/**
 * The most matches of a kind a search ranks and counts: the newest ones that match its words and operators
 * (docs/search.md "Candidates"). A common word matches a large share of what was ever published; ranking every match
 * (its visibility, closeness, rank) cost in proportion to them (docs/performance.md "Search"). A group's `total` is
 * counted among them.
 */
export const SEARCH_CANDIDATES = 100;
/**
 * How many of a kind's newest live rows a search reads in date order before it asks the kind's GIN index: a word in
 * more than one row in 30 (SEARCH_CANDIDATES ÷ SEARCH_WALK) finds its candidates there at a cost that does not grow
 * with the table (docs/search.md "Candidates").
 */
export const SEARCH_WALK = 3000;
/** The newest rows read first, to tell a common word from a rarer one before the walk. */
const SEARCH_PROBE = SEARCH_WALK / 5;

/**
 * SQL: the candidates of a kind, as `alias` with every column of `table`: the SEARCH_CANDIDATES newest live rows
 * matching `conditions` (the words on the row's stored `search_document`, and the operators), before the viewer's
 * rules, which then run on these rows only. One statement, one of two ways (docs/search.md "Candidates"):
 * - a common word: the SEARCH_WALK newest live rows, read in date order (the kind's `<table>_newest` index), kept when
 *   they match. When that gives SEARCH_CANDIDATES rows and one more, they are the newest matches of all, at a cost
 *   that does not grow with the table (`export`, in 1 post in 12, is found in its newest 1,200). The walk is taken
 *   only when the SEARCH_PROBE newest rows hold the words at that rate (`probe`), so that a rarer word does not pay
 *   for it.
 * - otherwise, or when the walk fell short, the kind's GIN index gives every match (`indexed`, materialized: read
 *   through the index, never in date order) and the newest are kept: few matches to sort. Its branch runs only then (a
 *   one-time filter on the walk's count).
 * The rows come with `beyond`: true for the one match past the candidates, read to tell whether there are more
 * (KindPage.more), and never one of them. The conditions read columns of `alias`. Without `walk` (a search of one
 * author's, one company's or one member's mentions: `from:`, `in:`, `@`), only the index: their own indexes give few
 * rows, and the newest rows of all would hold them too rarely to be worth a probe.
 */
export function candidatesSql(table: string, alias: string, conditions: string[], options: { walk: boolean }): string {
  const where = conditions.join(' AND ');
  const newest = `ORDER BY ${alias}.created_at DESC, ${alias}.id DESC`;
  // One match past the candidates is read too: it is `beyond` them, not one of them, and says the kind holds more.
  const past = SEARCH_CANDIDATES + 1;
  const numbered = (picked: string) => `(SELECT ${alias}.*, picked.n > ${SEARCH_CANDIDATES} AS beyond
      FROM (SELECT x.id, row_number() OVER () AS n FROM (${picked}) x) picked JOIN ${table} ${alias} ON ${alias}.id = picked.id) ${alias}`;
  if (!options.walk) return numbered(`SELECT ${alias}.id FROM ${table} ${alias} WHERE ${where} ${newest} LIMIT ${past}`);
  const newestLive = (rows: number) =>
    `(SELECT * FROM ${table} WHERE deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ${rows}) ${alias}`;
  const common = (SEARCH_CANDIDATES * SEARCH_PROBE) / SEARCH_WALK;
  return `(WITH probe AS MATERIALIZED (SELECT count(*) AS found FROM ${newestLive(SEARCH_PROBE)} WHERE ${where}),
      walked AS MATERIALIZED (
        SELECT ${alias}.id, ${alias}.created_at FROM ${newestLive(SEARCH_WALK)}
         WHERE (SELECT found FROM probe) >= ${common} AND ${where} ${newest} LIMIT ${past}),
      indexed AS MATERIALIZED (
        SELECT ${alias}.id, ${alias}.created_at FROM ${table} ${alias} WHERE (SELECT count(*) FROM walked) < ${past} AND ${where})
      SELECT * FROM ${numbered(`SELECT walked.id FROM walked WHERE (SELECT count(*) FROM walked) = ${past}
        UNION ALL
        (SELECT ${alias}.id FROM indexed ${alias} ${newest} LIMIT ${past})`)}) ${alias}`;
}

/** A statement's parameters, each added once where it is used: `add(value, 'text')` answers `$n::text`. */
export class Parameters {
  readonly values: unknown[] = [];

  add(value: unknown, type: 'int' | 'text' | 'text[]' | 'date'): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

/** The full-text queries of a search, as common table expressions of its statement. */
export interface WordQueries {
  /** `exact_query AS (…), close_query AS (…)`, for the statement's WITH. */
  with: string;
  /** SQL: the tsquery of the words as typed (a prefix each, phrases adjacent). */
  exact: string;
  /** SQL: the same, each word found nowhere also as the words spelt closest to it; the exact query when none is. */
  close: string;
}

/**
 * The queries of the search's words, or null when it has none (operators only). A word of 3 letters or more that
 * starts at most EXACT_WORDS words published (search_words, every word of every post, deal and product: migrations
 * 0036 and 0042) is looked for as those words exactly, `(istanbul)` or `(expo | export | exporter)`: the same hits as
 * its prefix `expo:*`, but Postgres's GIN index reads an exact word's list as it goes and skips through the others',
 * where it gathers a prefix's lists whole into a bitmap first. A word that starts more, or one with signs (`expo.com`),
 * keeps its prefix. A word that starts no word published (`expotr`) is also looked for as the CLOSE_WORDS words of
 * search_words closest to it (pg_trgm similarity ≥ 0.3, its default threshold): `(expotr:* | export:* | exporter:*)`.
 * Words already known are not widened (`export` finds export, never expert). A search with a quoted phrase keeps the
 * words as typed. What the lexicon adds to a tsquery is letters and digits only, so never a syntax error.
 */
export function wordQueries(terms: SearchTerms, params: Parameters): WordQueries | null {
  if (terms.tsquery === null) return null;
  const exact = `exact_query AS (SELECT to_tsquery('simple', ${params.add(terms.tsquery, 'text')}) AS query)`;
  if (terms.tsquery.includes('<->')) {
    return {
      with: `${exact}, close_query AS (SELECT query FROM exact_query)`,
      exact: '(SELECT query FROM exact_query)',
      close: '(SELECT query FROM exact_query)',
    };
  }
  const plain = (word: string) => `${word} !~ '[[:punct:][:space:]]' AND char_length(${word}) <= 40`;
  const close = `close_query AS (SELECT to_tsquery('simple', string_agg(w.part, ' & ' ORDER BY w.n)) AS query
    FROM (SELECT sw.n, CASE
        WHEN char_length(sw.word) < 3 THEN sw.word || ':*'
        WHEN starts.words IS NULL THEN '(' || sw.word || ':*' || coalesce((SELECT string_agg(' | ' || near.word || ':*', '' ORDER BY near.likeness DESC, near.word)
          FROM (SELECT l.word, similarity(l.word, sw.word) AS likeness FROM search_words l
                 WHERE l.word % (sw.word COLLATE "C") AND ${plain('l.word')}
                 ORDER BY likeness DESC, l.word LIMIT ${CLOSE_WORDS}) near), '') || ')'
        WHEN starts.count <= ${EXACT_WORDS} AND starts.plain THEN '(' || array_to_string(starts.words, ' | ') || ')'
        ELSE sw.word || ':*' END AS part
      FROM unnest(${params.add(terms.words, 'text[]')}) WITH ORDINALITY sw (word, n)
      CROSS JOIN LATERAL (SELECT array_agg(known.word ORDER BY known.word) AS words, count(*) AS count, bool_and(${plain('known.word')}) AS plain
        FROM (SELECT k.word FROM search_words k
               WHERE char_length(sw.word) >= 3 AND k.word >= (sw.word COLLATE "C") AND k.word < (sw.word || chr(1114111)) COLLATE "C"
               ORDER BY k.word LIMIT ${EXACT_WORDS + 1}) known) starts) w)`;
  return { with: `${exact}, ${close}`, exact: '(SELECT query FROM exact_query)', close: '(SELECT query FROM close_query)' };
}

/**
 * SQL: the tier of a hit (kind.ts TIER): its title (`title`, an SQL text expression) is the search's text (exact) or
 * starts with it (prefix), else its document `document` holds the words as typed (full text) or only their close
 * spellings (close). A search of operators only (no words) finds by them alone: full text.
 */
export function tierSql(title: string, document: string, terms: SearchTerms, queries: WordQueries | null, params: Parameters): string {
  const whole: string[] = [];
  if (terms.text !== '') {
    const text = params.add(terms.text, 'text');
    whole.push(`WHEN search_fold(coalesce(${title}, '')) = ${text} THEN ${TIER.exact}`);
    whole.push(`WHEN left(search_fold(coalesce(${title}, '')), char_length(${text})) = ${text} THEN ${TIER.prefix}`);
  }
  if (queries) whole.push(`WHEN ${document} @@ ${queries.exact} THEN ${TIER.fullText}`);
  const otherwise = queries ? TIER.close : TIER.fullText;
  return whole.length > 0 ? `(CASE ${whole.join(' ')} ELSE ${otherwise} END)` : `${otherwise}`;
}

/**
 * SQL true when every word of the search is in the title of `document` (weight A: kind.ts weightedTsquery), which
 * ranks above words found only in the rest of the text; false without words.
 */
export function inTitleSql(document: string, terms: SearchTerms, params: Parameters): string {
  const weighted = weightedTsquery(terms, 'A');
  return weighted ? `(${document} @@ (SELECT to_tsquery('simple', ${params.add(weighted, 'text')})))` : 'false';
}

/** SQL: the full-text rank of `document` (weights A 1.0, B 0.4, C 0.2), 0 without words. */
export function rankSql(document: string, queries: WordQueries | null): string {
  return queries ? `ts_rank(${document}, ${queries.close})` : '0::real';
}

/**
 * SQL: how the content of `author` (an int expression), maybe published for company `company` (an int expression,
 * NULL when none), stands to `viewer`: `self` (theirs), `following` (a company they follow, own or manage),
 * `connection` (written by a connection), else `none`.
 */
export function contentClosenessSql(author: string, company: string, viewer: string): string {
  return `(CASE WHEN ${viewer} IS NULL THEN 'none' WHEN ${author} = ${viewer} THEN 'self'
    WHEN ${company} IS NOT NULL AND (EXISTS (SELECT 1 FROM company_followers nf WHERE nf.company_id = ${company} AND nf.user_id = ${viewer})
      OR EXISTS (SELECT 1 FROM company_managers nm WHERE nm.company_id = ${company} AND nm.user_id = ${viewer})
      OR EXISTS (SELECT 1 FROM companies nc WHERE nc.id = ${company} AND nc.owner_id = ${viewer})) THEN 'following'
    WHEN ${connectedSql(author, viewer)} THEN 'connection' ELSE 'none' END)`;
}

/** SQL conditions of `before:` (created before that day, UTC) and `after:` (created after it) on `column`. */
export function dateConditions(column: string, terms: SearchTerms, params: Parameters): string[] {
  const conditions: string[] = [];
  if (terms.before) conditions.push(`${column} < (${params.add(terms.before, 'date')})::timestamp AT TIME ZONE 'UTC'`);
  if (terms.after) conditions.push(`${column} >= (${params.add(terms.after, 'date')} + 1)::timestamp AT TIME ZONE 'UTC'`);
  return conditions;
}

/**
 * The order every kind's hits come in (docs/search.md "Ranking"): tier, the words all in the title, closeness, the
 * full-text rank, newest. Columns of the `found` rows.
 */
export const HIT_ORDER = 'f.tier DESC, f.in_title DESC, f.near DESC, f.rank DESC, f.created_at DESC, f.id DESC';

/**
 * The one statement of a content kind: `found` (id, tier, in_title, near, rank, created_at of every hit the viewer may
 * open), then its total, the best tier and the window's hits as JSON (`hit`, an SQL expression on `f` and what `join`
 * joins), in HIT_ORDER; its row (`Row`'s items are `hit`s) read by `read`. The window's limit and offset are added to
 * `params`.
 */
export function contentStatement<Row>(
  parts: { with: string | null; found: string; hit: string; join: string },
  params: Parameters,
  window: KindWindow,
  read: (row: Row) => KindPage,
): KindStatement {
  const limit = params.add(window.limit, 'int');
  const offset = params.add(window.offset, 'int');
  const sql = `WITH ${parts.with ? `${parts.with}, ` : ''}found AS MATERIALIZED (${parts.found}),
      counted AS (SELECT * FROM found WHERE NOT beyond)
    SELECT (SELECT count(*)::int FROM counted) AS total, (SELECT coalesce(max(tier), 0)::int FROM counted) AS best,
      (SELECT coalesce(bool_or(beyond), false) FROM found) AS more,
      (SELECT coalesce(json_agg(x.hit ORDER BY x.n), '[]') FROM (
         SELECT ${parts.hit} AS hit, row_number() OVER (ORDER BY ${HIT_ORDER}) AS n
           FROM (SELECT * FROM counted f ORDER BY ${HIT_ORDER} LIMIT ${limit} OFFSET ${offset}) f ${parts.join}) x) AS items`;
  return kindStatementOf<Row>(sql, params.values, (row) => (row ? read(row) : NO_HITS));
}

/** `@[Display Name](username)` in a post's text (posts/text-marks.ts): the text shows the name. */
const MENTION = /@\[([^\]\n]{1,100})\]\(([A-Za-z0-9][A-Za-z0-9_.-]{0,59})\)/g;

/** A text as plain words: mention markers as their names, lines and runs of spaces as one space. */
export function plainText(text: string): string {
  return text.replace(MENTION, '$1').replace(/\s+/g, ' ').trim();
}

const LETTER = /[\p{L}\p{N}]/u;

/**
 * An excerpt of `text` (plain, see plainText) of at most EXCERPT_MAX code units, around the first place a word of the
 * search starts a word of the text (compared folded), with `…` where it was cut; the whole text when short enough,
 * null when empty. Cut at spaces where there is one, never inside a surrogate pair.
 */
export function excerpt(text: string, words: readonly string[]): string | null {
  if (text === '') return null;
  if (text.length <= EXCERPT_MAX) return text;
  // The folded text, and where each of its code units came from in the text.
  let folded = '';
  const from: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const part = fold(text.charAt(index));
    folded += part;
    for (let n = 0; n < part.length; n += 1) from.push(index);
  }
  let found = -1;
  for (const word of words) {
    let at = folded.indexOf(word);
    while (at > 0 && LETTER.test(folded.charAt(at - 1))) at = folded.indexOf(word, at + 1);
    const start = at === -1 ? -1 : (from[at] ?? -1);
    if (start !== -1 && (found === -1 || start < found)) found = start;
  }
  // A quarter of the excerpt before the word, cut at a space.
  let start = found <= EXCERPT_MAX / 4 ? 0 : found - EXCERPT_MAX / 4;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < found ? space + 1 : start;
    if (start > 0 && /[\udc00-\udfff]/.test(text.charAt(start))) start += 1;
  }
  const before = start > 0 ? '…' : '';
  let end = Math.min(text.length, start + EXCERPT_MAX - before.length);
  if (end < text.length) {
    end -= 1; // room for the closing …
    const space = text.lastIndexOf(' ', end);
    if (space > start + EXCERPT_MAX / 2) end = space;
    if (/[\ud800-\udbff]/.test(text.charAt(end - 1))) end -= 1;
  }
  return `${before}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** A stored file's address (its key), read inline through the files download route. */
export const fileAddress = (baseUrl: string, key: string) =>
  `${baseUrl}/api/azure/download?blobName=${encodeURIComponent(key)}&returnAsBlob=false`;

/** ISO time of a timestamp column as the driver gives it. */
export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A deal's or product's hit columns, as its statement answers them. */
interface ListingHitRow {
  id: number;
  title: string;
  description: string;
  company_name: string | null;
  first_name: string;
  last_name: string;
  amount: string | null;
  currency: string | null;
  image: string | null;
  created_at: string;
  closeness: SearchHit['closeness'];
}

/**
 * Deals and products (deals.ts, products.ts), searched alike: `table` as `l` (its live rows under `visible`), its
 * document (`document`, the expression of its GIN index) and title, `from:@username` (listed by them), `in:slug`
 * (listed for that company), `before:`/`after:`. A hashtag or a mention finds none (they tag posts). A hit: the title,
 * the company (or the member who listed it), an excerpt of the description, the first image, the price.
 */
export function listingSearch(options: {
  type: 'deals' | 'products';
  table: 'deals' | 'products';
  /** SQL true when the viewer (an int expression) may open row `l`: the rule its page applies. */
  visible: (viewer: string) => string;
  /** The files owner type of its images. */
  fileOwner: 'deal' | 'product';
}): SearchKind {
  return searchKind(options.type, (terms, viewerId, window, baseUrl) => {
    if (terms.hashtags.length > 0 || terms.mentions.length > 0) return null;
    const params = new Parameters();
    const viewer = params.add(viewerId, 'int');
    const queries = wordQueries(terms, params);
    const conditions: string[] = [];
    if (queries) conditions.push(`l.search_document @@ ${queries.close}`);
    if (terms.from)
      conditions.push(`l.author_id IN (SELECT fu.id FROM users fu WHERE lower(fu.username) = ${params.add(terms.from, 'text')})`);
    if (terms.in)
      conditions.push(`l.company_id IN (SELECT ic.id FROM companies ic WHERE lower(ic.slug) = ${params.add(terms.in, 'text')})`);
    conditions.push(...dateConditions('l.created_at', terms, params));
    if (conditions.length === 0) return null;
    // Live rows: the condition of the kind's partial GIN index (the page's rule, applied after, says it again).
    conditions.push('l.deleted_at IS NULL');

    const candidates = candidatesSql(options.table, 'l', conditions, { walk: terms.from === null && terms.in === null });
    const found = `SELECT h.*, ${closenessOrderSql('h.closeness')} AS near FROM (
          SELECT l.id, l.created_at, l.beyond, ${tierSql('l.title', 'l.search_document', terms, queries, params)} AS tier,
            ${inTitleSql('l.search_document', terms, params)} AS in_title, ${rankSql('l.search_document', queries)} AS rank, ${contentClosenessSql('l.author_id', 'l.company_id', viewer)} AS closeness
            FROM ${candidates} WHERE ${options.visible(viewer)}) h`;
    const hit = `json_build_object('id', l.id, 'title', l.title, 'description', l.description, 'company_name', c.name,
          'first_name', u.first_name, 'last_name', u.last_name, 'amount', l.price::text, 'currency', l.currency,
          'image', (SELECT fi.path FROM files fi WHERE fi.owner_type = '${options.fileOwner}' AND fi.owner_id = l.id AND fi.deleted_at IS NULL
                      AND fi.mime_type LIKE 'image/%' ORDER BY fi.is_cover_file DESC, fi.file_order, fi.id LIMIT 1),
          'created_at', l.created_at, 'closeness', f.closeness)`;
    const join = `JOIN ${options.table} l ON l.id = f.id JOIN users u ON u.id = l.author_id LEFT JOIN companies c ON c.id = l.company_id`;
    return contentStatement<{ total: number; more: boolean; best: number; items: ListingHitRow[] }>(
      { with: queries?.with ?? null, found, hit, join },
      params,
      window,
      (row) => ({
        total: row.total,
        more: row.more,
        best: row.best,
        items: row.items.map((item) => ({
          type: options.type,
          id: item.id,
          title: item.title,
          subtitle: item.company_name ?? `${item.first_name} ${item.last_name}`.trim(),
          text: excerpt(plainText(item.description), terms.words),
          imageUrl: item.image === null ? null : fileAddress(baseUrl, item.image),
          path: `/${options.type}/${item.id}`,
          createdAt: iso(item.created_at),
          closeness: item.closeness,
          price: item.amount !== null && item.currency ? { amount: item.amount, currency: item.currency } : null,
        })),
      }),
    );
  });
}
