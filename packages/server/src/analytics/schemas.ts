import { type Static, Type } from 'typebox';
import { Id, Nullable } from '../http/schema.ts';

/** The ranges a page's analytics answer, in days (docs/analytics.md). */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
/** The range when none is asked for. */
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 30;
/** Posts in the answer's top list. */
export const TOP_POSTS = 10;
/** Groups in each of the visitors' breakdowns (the largest first). */
export const VISITOR_GROUPS = 10;

export const AnalyticsParams = Type.Object({ id: Id({ description: 'The page’s id.' }) }, { additionalProperties: false });

export const AnalyticsQuery = Type.Object(
  {
    range: Type.Optional(
      Type.Union([Type.Literal(7), Type.Literal(30), Type.Literal(90)], {
        default: DEFAULT_ANALYTICS_RANGE,
        description: 'Days to answer, ending today (UTC): 7, 30 (the default) or 90. The previous period of as many days comes beside it.',
      }),
    ),
  },
  { additionalProperties: false },
);

const Count = (description: string) => Type.Integer({ minimum: 0, description });

/** One day of a page's analytics. */
export const AnalyticsDay = Type.Object(
  {
    day: Type.String({ format: 'date', description: 'The UTC day, YYYY-MM-DD.' }),
    audience: Count('Followers (a company) or members (a club) at the end of the day.'),
    new: Count('Members who followed or joined that day.'),
    lost: Count('Members who unfollowed or left (or were removed) that day.'),
    net: Type.Integer({ description: 'new − lost.' }),
    posts: Count('Posts published on the page that day.'),
    impressions: Count('Views of the page’s posts that day (each member once a post a day).'),
    likes: Count('Likes of the page’s posts given that day.'),
    comments: Count('Comments and replies on the page’s posts written that day.'),
    shares: Count('Shares of the page’s posts made that day.'),
    page_views: Count('Members who opened the page that day.'),
    deal_views: Count('Views of the company’s deals that day (each member once a deal a day); 0 for a club.'),
    product_views: Count('Views of the company’s products that day (each member once a product a day); 0 for a club.'),
    showroom_visits: Count('Members who opened the company’s showroom that day; 0 for a club.'),
    leads: Count('Leads started that day: on the company’s deals, or in the club.'),
  },
  { title: 'AnalyticsDay', additionalProperties: false },
);
export type AnalyticsDay = Static<typeof AnalyticsDay>;

/** The metrics a range totals, each beside the previous period's. */
export const ANALYTICS_METRICS = [
  'new',
  'lost',
  'net',
  'posts',
  'impressions',
  'likes',
  'comments',
  'shares',
  'page_views',
  'deal_views',
  'product_views',
  'showroom_visits',
  'leads',
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

const Total = Type.Object(
  {
    current: Type.Integer({ description: 'The total over the range.' }),
    previous: Type.Integer({ description: 'The total over the as many days before it.' }),
  },
  { title: 'AnalyticsTotal', additionalProperties: false },
);

const TopPost = Type.Object(
  {
    id: Id(),
    excerpt: Type.String({ description: 'The post’s title, else the start of its text (at most 120 characters).' }),
    kind: Type.String({ description: 'The post’s kind (body, media, video, …).' }),
    created_at: Type.String({ format: 'date-time' }),
    impressions: Count('Views within the range.'),
    likes: Count('Likes within the range.'),
    comments: Count('Comments within the range.'),
    shares: Count('Shares within the range.'),
  },
  { title: 'AnalyticsTopPost', additionalProperties: false },
);

const VisitorGroup = Type.Object(
  {
    key: Nullable(
      Type.String({ description: 'The group: an industry id, a place as members wrote it, a company size; null when not given.' }),
    ),
    label: Nullable(Type.String({ description: 'The group’s name in the answer’s language (industries); null when not given.' })),
    members: Count('Distinct members of this group who visited within the range.'),
  },
  { title: 'AnalyticsVisitorGroup', additionalProperties: false },
);

export const PageAnalytics = Type.Object(
  {
    page: Type.Object(
      { type: Type.Union([Type.Literal('company'), Type.Literal('club')]), id: Id() },
      { additionalProperties: false, description: 'The page these figures are of.' },
    ),
    range: Type.Union([Type.Literal(7), Type.Literal(30), Type.Literal(90)]),
    from: Type.String({ format: 'date', description: 'The range’s first day (UTC).' }),
    to: Type.String({ format: 'date', description: 'The range’s last day: today (UTC).' }),
    audience: Count('Followers (a company) or members (a club) now.'),
    totals: Type.Object(Object.fromEntries(ANALYTICS_METRICS.map((metric) => [metric, Total])) as Record<AnalyticsMetric, typeof Total>, {
      additionalProperties: false,
    }),
    days: Type.Array(AnalyticsDay, { description: 'Each day of the range, oldest first.' }),
    previous_days: Type.Array(AnalyticsDay, { description: 'Each day of the previous period, oldest first.' }),
    top_posts: Type.Array(TopPost, { description: `The page’s ${TOP_POSTS} posts most engaged with within the range.` }),
    visitors: Type.Object(
      {
        members: Count('Distinct members who opened the page, its showroom, deals or products within the range.'),
        by_industry: Type.Array(VisitorGroup),
        by_city: Type.Array(VisitorGroup, { description: 'By the place of their current position.' }),
        by_company_size: Type.Array(VisitorGroup, { description: 'By the size of the company of their current position.' }),
      },
      {
        additionalProperties: false,
        description: `Counts only, never names (the ${VISITOR_GROUPS} largest groups of each).`,
      },
    ),
  },
  { title: 'PageAnalytics', additionalProperties: false },
);
export type PageAnalytics = Static<typeof PageAnalytics>;
