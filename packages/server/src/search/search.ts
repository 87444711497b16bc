import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { publicBaseUrl, type ServerContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { clubSearch } from './clubs.ts';
import { companySearch } from './companies.ts';
import { dealSearch } from './deals.ts';
import { findTogether, type KindPage, type KindStatement, NO_HITS, type SearchKind } from './kind.ts';
import { withMarks } from './marks.ts';
import { memberSearch } from './members.ts';
import { postSearch } from './posts.ts';
import { productSearch } from './products.ts';
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX,
  SEARCH_TYPES,
  type SearchGroup,
  type SearchQuery,
  type SearchResults,
  type SearchType,
} from './schemas.ts';
import { parseSearch, type SearchTerms } from './terms.ts';

/** Every kind `GET /search` finds, by type. */
export const SEARCH_KINDS: Readonly<Record<SearchType, SearchKind>> = {
  members: memberSearch,
  companies: companySearch,
  posts: postSearch,
  deals: dealSearch,
  products: productSearch,
  clubs: clubSearch,
};

/** The furthest a cursor may page into one kind's hits: deeper than anyone reads, shallow enough to stay cheap. */
export const SEARCH_MAX_OFFSET = 1000;

/**
 * The kinds whose candidates widen to the end of the page asked (kind.ts candidateBlocks): past their total, when they
 * hold more, a next page finds them. Posts, deals and products rank their newest 100 matches only (content.ts).
 */
const WIDENING: ReadonlySet<SearchType> = new Set(['members', 'companies', 'clubs']);

/**
 * A cursor: where the next hits of a kind start, for this search only. Opaque to clients, not secret: it names the kind
 * and the offset, and a check of both with the search (so a cursor edited, made up or from another search is a 400;
 * what it can reach is still only what the viewer may see).
 */
function cursorCheck(type: SearchType, offset: number, q: string): string {
  return createHash('sha256').update(`${type}\n${offset}\n${q}`).digest('base64url').slice(0, 12);
}

export function encodeCursor(type: SearchType, offset: number, q: string): string {
  return Buffer.from(`${type}.${offset}.${cursorCheck(type, offset, q)}`).toString('base64url');
}

/** The offset a cursor continues at, or a 400 when it is not one this search gave for this kind. */
export function decodeCursor(cursor: string, type: SearchType, q: string): number {
  const invalid = () => badRequest(t('search.cursor_invalid'), { cursor: t('search.cursor_invalid') });
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  const [kind, offsetText, check, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  if (rest.length > 0 || kind !== type || !offsetText || !/^\d{1,4}$/.test(offsetText)) throw invalid();
  const offset = Number(offsetText);
  if (offset > SEARCH_MAX_OFFSET || check !== cursorCheck(type, offset, q)) throw invalid();
  return offset;
}

/**
 * The cursor of a kind's next hits after a page ending at `end` (offset + limit), or null after its last: while the
 * total goes on, and past it when the kind holds more and widens to the page asked (WIDENING); never past
 * SEARCH_MAX_OFFSET.
 */
export function nextCursor(page: { type: SearchType; total: number; more: boolean }, end: number, q: string): string | null {
  const goesOn = end < page.total || (page.more && WIDENING.has(page.type));
  return goesOn && end <= SEARCH_MAX_OFFSET ? encodeCursor(page.type, end, q) : null;
}

/** The kinds asked (`type`, comma-separated; every kind when absent), each once, in SEARCH_TYPES order. */
function askedTypes(type: string | undefined): SearchType[] {
  if (type === undefined) return [...SEARCH_TYPES];
  const asked = new Set(type.split(','));
  return SEARCH_TYPES.filter((kind) => asked.has(kind));
}

/**
 * Groups in the order of their best hit (KindPage.best), a kind with no hit last; SEARCH_TYPES order between equals.
 */
export function orderGroups<G extends { type: SearchType; total: number; best: number }>(groups: readonly G[]): G[] {
  const rank = (group: G) => (group.total > 0 ? group.best : -1);
  return [...groups].sort((a, b) => rank(b) - rank(a) || SEARCH_TYPES.indexOf(a.type) - SEARCH_TYPES.indexOf(b.type));
}

/**
 * The kinds run together on Postgres, each group one statement, the groups side by side: two, of about the same cost
 * (docs/search.md "Indexes and cost"). On PGlite each kind stays a statement of its own: PGlite plans a prepared
 * statement again until its generic plan looks as cheap as a custom one, which a statement of three kinds seldom does
 * (a search of every kind took twice as long as one.)
 */
const POSTGRES_GROUPS: readonly (readonly SearchType[])[] = [
  ['members', 'deals', 'clubs'],
  ['posts', 'companies', 'products'],
];

/** Each kind's page of `types`, in their order: the statements of each group run as one (findTogether). */
async function findKinds(
  db: ServerContext['db'],
  types: readonly SearchType[],
  statementOf: (type: SearchType) => KindStatement | null,
): Promise<(KindPage & { type: SearchType })[]> {
  const statements = new Map(types.map((type) => [type, statementOf(type)] as const));
  const groups = (db.kind === 'pglite' ? SEARCH_TYPES.map((type) => [type]) : POSTGRES_GROUPS)
    .map((group) => group.filter((type) => statements.get(type)))
    .filter((group) => group.length > 0);
  const found = new Map<SearchType, KindPage>();
  await Promise.all(
    groups.map(async (group) => {
      const pages = await findTogether(
        db,
        group.map((type) => statements.get(type) as KindStatement),
      );
      for (const [index, type] of group.entries()) found.set(type, pages[index] ?? NO_HITS);
    }),
  );
  return types.map((type) => ({ type, ...(found.get(type) ?? NO_HITS) }));
}

/**
 * `GET /search` (docs/search.md): reads and checks the search, runs the kinds asked (findKinds: one statement a kind,
 * run together in groups on Postgres), marks the matched words, orders the groups and gives each a cursor to its next
 * hits.
 */
export async function runSearch(context: ServerContext, request: FastifyRequest, query: SearchQuery): Promise<SearchResults> {
  const q = query.q.trim();
  if (q.length < 1 || q.length > SEARCH_MAX)
    throw badRequest(t('search.q_length', { max: SEARCH_MAX }), { q: t('search.q_length', { max: SEARCH_MAX }) });
  const types = askedTypes(query.type);
  const only = types.length === 1 ? types[0] : undefined;
  if (query.cursor !== undefined && only === undefined)
    throw badRequest(t('search.cursor_one_type'), { cursor: t('search.cursor_one_type') });
  const offset = query.cursor !== undefined && only !== undefined ? decodeCursor(query.cursor, only, q) : 0;
  const terms: SearchTerms = parseSearch(q, query.in);
  const limit = query.limit ?? SEARCH_DEFAULT_LIMIT;
  const viewer = request.viewer?.userId ?? null;
  const baseUrl = publicBaseUrl(request, context.config);
  const pages = await findKinds(context.db, types, (type) => SEARCH_KINDS[type].statement(terms, viewer, { limit, offset }, baseUrl));
  const end = offset + limit;
  const groups: SearchGroup[] = orderGroups(pages).map((page) => ({
    type: page.type,
    total: page.total,
    more: page.more,
    items: page.items.map((hit) => withMarks(hit, terms.words)),
    next: nextCursor(page, end, q),
  }));
  return { q, groups };
}
