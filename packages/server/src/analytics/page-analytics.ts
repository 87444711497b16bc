import { first, type Queryable } from '../db/database.ts';
import { INDUSTRIES } from '../general/select-lists.ts';
import type { Language } from '../i18n/catalogue.ts';
import {
  ANALYTICS_METRICS,
  type AnalyticsDay,
  type AnalyticsMetric,
  type AnalyticsRange,
  type PageAnalytics,
  TOP_POSTS,
  VISITOR_GROUPS,
} from './schemas.ts';

export type PageType = 'company' | 'club';

/** What differs between a company's page and a club's: where their rows are. `$1` is the page's id. */
interface PageSql {
  /** The column of page_views and page_audience_events. */
  column: 'company_id' | 'club_id';
  /** The page's live posts (id, created_at). */
  posts: string;
  /** The leads started for the page (`l`), from and where. */
  leads: string;
  /** Its followers or members now. */
  audience: string;
}

const pageSql: Record<PageType, PageSql> = {
  // posts_owner_newest; leads_deal through deals_company; the follower count reads the primary key.
  company: {
    column: 'company_id',
    posts: `SELECT p.id, p.created_at FROM posts p WHERE p.author_type = 'company' AND p.owner_id = $1 AND p.deleted_at IS NULL`,
    leads: `leads l JOIN deals d ON d.id = l.deal_id WHERE d.company_id = $1 AND d.deleted_at IS NULL`,
    audience: `SELECT count(*)::int FROM company_followers WHERE company_id = $1`,
  },
  // posts_owner_newest and posts_club_newest (a club's page shows both); leads_club; the maintained members_count.
  club: {
    column: 'club_id',
    posts: `SELECT p.id, p.created_at FROM posts p WHERE p.author_type = 'club' AND p.owner_id = $1 AND p.deleted_at IS NULL
            UNION SELECT p.id, p.created_at FROM posts p WHERE p.visible = 'club' AND p.club_id = $1 AND p.deleted_at IS NULL`,
    leads: `leads l WHERE l.club_id = $1`,
    audience: `SELECT members_count FROM clubs WHERE id = $1`,
  },
};

const utcDay = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;

/** A day's figures as the statement answers them (audience is filled in afterwards, from today's count backwards). */
type DayRow = Omit<AnalyticsDay, 'audience'>;

interface AnalyticsRow {
  today: string;
  audience: number;
  days: DayRow[];
  top_posts: {
    id: number;
    title: string | null;
    body: string;
    kind: string;
    created_at: string;
    impressions: number;
    likes: number;
    comments: number;
    shares: number;
  }[];
  visitors: number;
  by_industry: { key: string | null; label: string | null; members: number }[];
  by_city: { key: string | null; label: string | null; members: number }[];
  by_company_size: { key: string | null; label: string | null; members: number }[];
}

/**
 * The SQL of a page's analytics, in one statement (docs/analytics.md, docs/performance.md "Page analytics"): both
 * periods' days (2 × range, from generate_series), each figure grouped by day from its own index range, the top
 * posts from the same per-post-and-day counts, and the visitors' groups. `$1` the page, `$2` the range in days.
 */
export function analyticsSql(type: PageType): string {
  const page = pageSql[type];
  // A group's key, and its label as the members wrote it (a place: the most common spelling's first, alphabetically).
  const groups = (key: string, label = 'NULL::text') =>
    `(SELECT coalesce(json_agg(json_build_object('key', g.key, 'label', g.label, 'members', g.members) ORDER BY g.members DESC, g.key NULLS LAST), '[]')
        FROM (SELECT ${key} AS key, ${label} AS label, count(*)::int AS members FROM who GROUP BY 1 ORDER BY 3 DESC, 1 NULLS LAST LIMIT ${VISITOR_GROUPS}) g)`;
  return `
    WITH b AS (
      SELECT d.today, d.today - ($2::int * 2 - 1) AS first_day, d.today - ($2::int - 1) AS range_day,
             (d.today - ($2::int * 2 - 1))::timestamp AT TIME ZONE 'UTC' AS since
        FROM (SELECT (now() AT TIME ZONE 'UTC')::date AS today) d),
    page_posts AS (${page.posts}),
    audience AS (
      SELECT ${utcDay('e.happened_at')} AS day, count(*) FILTER (WHERE e.change > 0)::int AS gained, count(*) FILTER (WHERE e.change < 0)::int AS lost
        FROM page_audience_events e, b WHERE e.${page.column} = $1 AND e.happened_at >= b.since GROUP BY 1),
    post_days AS (
      SELECT x.post_id, x.day, sum(x.views)::int AS views, sum(x.likes)::int AS likes, sum(x.comments)::int AS comments, sum(x.shares)::int AS shares
        FROM (SELECT v.post_id, v.viewed_on AS day, 1 AS views, 0 AS likes, 0 AS comments, 0 AS shares
                FROM page_posts p JOIN post_views v ON v.post_id = p.id, b WHERE v.viewed_on >= b.first_day
              UNION ALL SELECT l.post_id, ${utcDay('l.created_at')}, 0, 1, 0, 0
                FROM page_posts p JOIN post_likes l ON l.post_id = p.id, b WHERE l.created_at >= b.since
              UNION ALL SELECT c.post_id, ${utcDay('c.created_at')}, 0, 0, 1, 0
                FROM page_posts p JOIN post_comments c ON c.post_id = p.id AND c.deleted_at IS NULL, b WHERE c.created_at >= b.since
              UNION ALL SELECT s.shared_post_id, ${utcDay('s.created_at')}, 0, 0, 0, 1
                FROM page_posts p JOIN posts s ON s.shared_post_id = p.id AND s.deleted_at IS NULL, b WHERE s.created_at >= b.since) x
       GROUP BY x.post_id, x.day),
    engagement AS (
      SELECT day, sum(views)::int AS impressions, sum(likes)::int AS likes, sum(comments)::int AS comments, sum(shares)::int AS shares
        FROM post_days GROUP BY day),
    posted AS (SELECT ${utcDay('p.created_at')} AS day, count(*)::int AS posts FROM page_posts p, b WHERE p.created_at >= b.since GROUP BY 1),
    viewed AS (
      SELECT v.viewed_on AS day,
             count(*) FILTER (WHERE v.kind IN ('company', 'club'))::int AS page_views,
             count(*) FILTER (WHERE v.kind = 'deal')::int AS deal_views,
             count(*) FILTER (WHERE v.kind = 'product')::int AS product_views,
             count(*) FILTER (WHERE v.kind = 'showroom')::int AS showroom_visits
        FROM page_views v, b WHERE v.${page.column} = $1 AND v.viewed_on >= b.first_day GROUP BY 1),
    started AS (SELECT ${utcDay('l.created_at')} AS day, count(*)::int AS leads FROM ${page.leads} AND l.created_at >= (SELECT since FROM b) GROUP BY 1),
    series AS (SELECT g.day::date AS day FROM b, generate_series(b.first_day, b.today, interval '1 day') AS g (day)),
    top AS (
      SELECT d.post_id, sum(d.views)::int AS impressions, sum(d.likes)::int AS likes, sum(d.comments)::int AS comments, sum(d.shares)::int AS shares
        FROM post_days d, b WHERE d.day >= b.range_day GROUP BY d.post_id
       ORDER BY sum(d.views + d.likes * 3 + d.comments * 5 + d.shares * 5) DESC, d.post_id DESC LIMIT ${TOP_POSTS}),
    who AS (
      SELECT u.industry_id, job.location, job.size
        FROM (SELECT DISTINCT v.user_id FROM page_views v, b WHERE v.${page.column} = $1 AND v.viewed_on >= b.range_day) x
        JOIN users u ON u.id = x.user_id
        LEFT JOIN LATERAL (
          SELECT nullif(btrim(e.location), '') AS location, c.size FROM user_experiences e LEFT JOIN companies c ON c.id = e.company_id
           WHERE e.user_id = u.id AND e.end_date_year IS NULL
           ORDER BY e.start_date_year DESC NULLS LAST, e.start_date_month DESC NULLS LAST, e.id DESC LIMIT 1) job ON true)
    SELECT to_char(b.today, 'YYYY-MM-DD') AS today,
           (${page.audience}) AS audience,
           (SELECT json_agg(json_build_object(
                     'day', to_char(s.day, 'YYYY-MM-DD'), 'new', coalesce(a.gained, 0), 'lost', coalesce(a.lost, 0),
                     'net', coalesce(a.gained, 0) - coalesce(a.lost, 0), 'posts', coalesce(p.posts, 0),
                     'impressions', coalesce(e.impressions, 0), 'likes', coalesce(e.likes, 0), 'comments', coalesce(e.comments, 0),
                     'shares', coalesce(e.shares, 0), 'page_views', coalesce(v.page_views, 0), 'deal_views', coalesce(v.deal_views, 0),
                     'product_views', coalesce(v.product_views, 0), 'showroom_visits', coalesce(v.showroom_visits, 0),
                     'leads', coalesce(l.leads, 0)) ORDER BY s.day)
              FROM series s LEFT JOIN audience a ON a.day = s.day LEFT JOIN posted p ON p.day = s.day
              LEFT JOIN engagement e ON e.day = s.day LEFT JOIN viewed v ON v.day = s.day LEFT JOIN started l ON l.day = s.day) AS days,
           (SELECT coalesce(json_agg(json_build_object(
                     'id', p.id, 'title', p.title, 'body', p.body, 'kind', p.kind, 'created_at', p.created_at,
                     'impressions', t.impressions, 'likes', t.likes, 'comments', t.comments, 'shares', t.shares)
                     ORDER BY t.impressions + t.likes * 3 + t.comments * 5 + t.shares * 5 DESC, t.post_id DESC), '[]')
              FROM top t JOIN posts p ON p.id = t.post_id) AS top_posts,
           (SELECT count(*)::int FROM who) AS visitors,
           ${groups('who.industry_id::text')} AS by_industry,
           ${groups('lower(who.location)', 'min(who.location)')} AS by_city,
           ${groups('who.size')} AS by_company_size
      FROM b`;
}

/** The post's title, else the start of its text, on one line. */
function excerpt(title: string | null, body: string): string {
  const text = (title?.trim() || body).replace(/\s+/g, ' ').trim();
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

const industryNames = new Map(INDUSTRIES.map((industry) => [String(industry.id), industry]));

/** A page's analytics over `range` days and the as many before (docs/analytics.md). */
export async function pageAnalytics(
  db: Queryable,
  page: { type: PageType; id: number },
  range: AnalyticsRange,
  language: Language,
): Promise<PageAnalytics> {
  const row = await first<AnalyticsRow>(db, analyticsSql(page.type), [page.id, range]);
  if (!row) throw new Error('page analytics answered no row');
  // Followers or members at each day's end: today's count, less what each later day added.
  let audience = Number(row.audience ?? 0);
  const days: AnalyticsDay[] = new Array(row.days.length);
  for (let index = row.days.length - 1; index >= 0; index -= 1) {
    const day = row.days[index] as DayRow;
    days[index] = { ...day, audience: Math.max(0, audience) };
    audience -= day.net;
  }
  const previousDays = days.slice(0, days.length - range);
  const currentDays = days.slice(days.length - range);
  const sum = (list: AnalyticsDay[], metric: AnalyticsMetric) => list.reduce((total, day) => total + day[metric], 0);
  const totals = Object.fromEntries(
    ANALYTICS_METRICS.map((metric) => [metric, { current: sum(currentDays, metric), previous: sum(previousDays, metric) }]),
  ) as PageAnalytics['totals'];
  const industryLabel = (key: string | null) => {
    const industry = key === null ? undefined : industryNames.get(key);
    if (!industry) return null;
    return language === 'fr' ? industry.name_fr : industry.name;
  };
  return {
    page,
    range,
    from: currentDays[0]?.day ?? row.today,
    to: row.today,
    audience: Number(row.audience ?? 0),
    totals,
    days: currentDays,
    previous_days: previousDays,
    top_posts: row.top_posts.map((post) => ({
      id: post.id,
      excerpt: excerpt(post.title, post.body),
      kind: post.kind,
      created_at: new Date(post.created_at).toISOString(),
      impressions: post.impressions,
      likes: post.likes,
      comments: post.comments,
      shares: post.shares,
    })),
    visitors: {
      members: row.visitors,
      by_industry: row.by_industry.map((group) => ({ ...group, label: industryLabel(group.key) })),
      by_city: row.by_city,
      by_company_size: row.by_company_size.map((group) => ({ ...group, label: group.key })),
    },
  };
}
