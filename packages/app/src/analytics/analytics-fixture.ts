import type { AnalyticsDay, PageAnalytics } from '@dealgrow/sdk';
import { CSV_COLUMNS } from './csv.ts';

/** The figures of a day that add up over a period: the CSV's columns but the day and the audience count. */
type Metric = Exclude<(typeof CSV_COLUMNS)[number], 'day' | 'audience'>;
const METRICS = CSV_COLUMNS.filter((column): column is Metric => column !== 'day' && column !== 'audience');

/** The `count` days ending on `last`, each from `figures(index)` (tests and screenshots draw the same answer). */
function daysOf(last: string, count: number, figures: (index: number) => Partial<AnalyticsDay>): AnalyticsDay[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    const zero = Object.fromEntries(METRICS.map((metric) => [metric, 0])) as Record<Metric, number>;
    return { day, audience: 0, ...zero, ...figures(index) };
  });
}

/** A company's analytics answer over `range` days ending `to`, with steady growth and a few posts (a test fixture). */
export function analyticsFixture(page: PageAnalytics['page'], range: 7 | 30 | 90 = 30, to = '2026-12-02'): PageAnalytics {
  const figures = (offset: number) => (index: number) => ({
    audience: 40 + offset + index,
    new: 1 + (index % 3 === 0 ? 1 : 0),
    lost: index % 3 === 0 ? 1 : 0,
    net: 1,
    posts: index % 5 === 0 ? 1 : 0,
    impressions: 10 + ((index * 7) % 13),
    likes: index % 4,
    comments: index % 2,
    shares: index % 6 === 0 ? 1 : 0,
    page_views: 5 + (index % 4),
    deal_views: page.type === 'company' ? index % 3 : 0,
    product_views: page.type === 'company' ? index % 2 : 0,
    showroom_visits: page.type === 'company' ? index % 2 : 0,
    leads: index % 10 === 0 ? 1 : 0,
  });
  const all = daysOf(to, range * 2, figures(-range));
  const previous = all.slice(0, range);
  const days = all.slice(range).map((day, index) => ({ ...day, ...figures(0)(index), day: day.day }));
  const sum = (list: AnalyticsDay[], metric: Metric) => list.reduce((total, day) => total + day[metric], 0);
  return {
    page,
    range,
    from: days[0]?.day ?? to,
    to,
    audience: days.at(-1)?.audience ?? 0,
    totals: Object.fromEntries(
      METRICS.map((metric) => [metric, { current: sum(days, metric), previous: sum(previous, metric) }]),
    ) as PageAnalytics['totals'],
    days,
    previous_days: previous,
    top_posts: [
      {
        id: 31,
        excerpt: 'Our spring catalogue is out',
        kind: 'body',
        created_at: `${to}T09:00:00.000Z`,
        impressions: 120,
        likes: 14,
        comments: 5,
        shares: 2,
      },
      {
        id: 30,
        excerpt: 'We are hiring a buyer',
        kind: 'body',
        created_at: `${to}T08:00:00.000Z`,
        impressions: 64,
        likes: 6,
        comments: 1,
        shares: 0,
      },
    ],
    visitors: {
      members: 12,
      by_industry: [
        { key: '11', label: 'Information Technology', members: 7 },
        { key: null, label: null, members: 5 },
      ],
      by_city: [
        { key: 'lyon', label: 'Lyon', members: 6 },
        { key: 'paris', label: 'Paris', members: 4 },
        { key: null, label: null, members: 2 },
      ],
      by_company_size: [
        { key: '11-50', label: '11-50', members: 8 },
        { key: null, label: null, members: 4 },
      ],
    },
  };
}
