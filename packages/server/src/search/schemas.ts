import { type Static, Type } from 'typebox';
import { Nullable, Text } from '../http/schema.ts';

/** The kinds `GET /search` finds, in the order of the "All" view when no group ranks above another. */
export const SEARCH_TYPES = ['members', 'companies', 'posts', 'deals', 'products', 'clubs'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The longest search, in characters once trimmed. */
export const SEARCH_MAX = 200;
/** Hits a group when `limit` is not given (the header's as-you-type list shows three). */
export const SEARCH_DEFAULT_LIMIT = 5;
/** The most hits a group answers in one call. */
export const SEARCH_MAX_LIMIT = 50;

const typeList = `(${SEARCH_TYPES.join('|')})`;

export const SearchTypeSchema = Type.Union(
  [
    Type.Literal('members'),
    Type.Literal('companies'),
    Type.Literal('posts'),
    Type.Literal('deals'),
    Type.Literal('products'),
    Type.Literal('clubs'),
  ],
  { title: 'SearchType', description: 'A kind of thing search finds.' },
);

export const SearchQuery = Type.Object(
  {
    q: Text({
      description:
        `What to look for (1–${SEARCH_MAX} characters once trimmed): words (each also as the start of a word, typos tolerated, ` +
        'accents and Turkish letters folded), "quoted phrases", and the operators `#hashtag`, `@username`, `from:@username`, ' +
        '`in:company-slug`, `before:YYYY-MM-DD`, `after:YYYY-MM-DD`.',
    }),
    type: Type.Optional(
      Type.String({
        pattern: `^${typeList}(,${typeList})*$`,
        description: `The kinds to search, comma-separated (${SEARCH_TYPES.join(', ')}); all of them when absent.`,
      }),
    ),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: SEARCH_MAX_LIMIT,
        default: SEARCH_DEFAULT_LIMIT,
        description: `Hits a kind (default ${SEARCH_DEFAULT_LIMIT}, at most ${SEARCH_MAX_LIMIT}).`,
      }),
    ),
    cursor: Type.Optional(
      Text({
        maxLength: 200,
        description: 'The `next` of a group of an earlier answer: its next hits. Only with a `type` of that one kind.',
      }),
    ),
    in: Type.Optional(
      Text({
        maxLength: 200,
        description: 'A company’s slug: only its posts, deals and products, and the members who work there (as `in:slug` in q).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;

/** Where a hit's text matched a word of the search: UTF-16 offsets into one of its fields, end exclusive. */
export const SearchMark = Type.Object(
  {
    field: Type.Union([Type.Literal('title'), Type.Literal('subtitle'), Type.Literal('text')]),
    start: Type.Integer({ minimum: 0 }),
    end: Type.Integer({ minimum: 0 }),
  },
  { title: 'SearchMark', additionalProperties: false },
);
export type SearchMark = Static<typeof SearchMark>;

/** One thing found, with what its card shows. */
export const SearchHit = Type.Object(
  {
    type: SearchTypeSchema,
    id: Type.Integer(),
    title: Type.String({
      description: 'A member’s full name, a company’s, club’s or product’s name, a deal’s title; a post’s author (or page).',
    }),
    subtitle: Nullable(
      Type.String({
        description:
          'A member’s job title and company; a company’s industry and city; a club’s kind; a deal’s or product’s company; a post’s title.',
      }),
    ),
    text: Nullable(
      Type.String({
        description: 'An excerpt of the text that matched (a post’s body, a deal’s or product’s description), at most 240 characters.',
      }),
    ),
    imageUrl: Nullable(Type.String({ description: 'Photo (as the viewer may see it), logo or first image.' })),
    path: Type.String({
      description:
        'Where the hit opens in the app, from its root: `/ada`, `/post/12`, `/companies/acme`, `/clubs/3`, `/deals/7`, `/products/9`.',
    }),
    createdAt: Nullable(Type.String({ format: 'date-time' })),
    closeness: Type.Union(
      [Type.Literal('self'), Type.Literal('connection'), Type.Literal('following'), Type.Literal('member'), Type.Literal('none')],
      {
        description:
          'How the hit stands to the viewer: their own, a connection’s (or a connection), a company they follow or manage, a club they belong to, or none.',
      },
    ),
    price: Nullable(Type.Object({ amount: Type.String(), currency: Type.String() }, { additionalProperties: false })),
    marks: Type.Array(SearchMark),
  },
  { title: 'SearchHit', additionalProperties: false },
);
export type SearchHit = Static<typeof SearchHit>;

export const SearchGroup = Type.Object(
  {
    type: SearchTypeSchema,
    total: Type.Integer({
      minimum: 0,
      description:
        'Hits of this kind the viewer may see, counted among its candidates: posts, deals and products among the 100 newest ' +
        'that match (docs/search.md "Candidates"); members, companies and clubs among a hundred, with the exact names and ' +
        'what is close to the viewer ("Members"), widened to the end of a page past them. `more` says whether there are more.',
    }),
    more: Type.Boolean({
      description:
        'True when the kind holds more hits than `total` counts (its candidates were full): show the total as "100+". A ' +
        'search of a word that common is a browse of its newest hits; more words or operators narrow it.',
    }),
    items: Type.Array(SearchHit),
    next: Nullable(Type.String({ description: 'The cursor of the next hits of this kind, null after the last.' })),
  },
  { title: 'SearchGroup', additionalProperties: false },
);
export type SearchGroup = Static<typeof SearchGroup>;

export const SearchResults = Type.Object(
  {
    q: Type.String({ description: 'The search as read, trimmed.' }),
    groups: Type.Array(SearchGroup, {
      description: 'One a kind asked, the kind whose best hit matches best first; a kind with no hit last.',
    }),
  },
  { title: 'SearchResults', additionalProperties: false },
);
export type SearchResults = Static<typeof SearchResults>;
