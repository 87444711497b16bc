/**
 * The page analytics' strings, the `analytics` namespace: loaded with the Analytics tab of a company or club page,
 * never with the first load. `fr` and `tr` have exactly these keys (analytics/analytics-i18n.test.ts).
 */
const analyticsEn = {
  title: 'Page analytics',
  lead: 'Only this page’s managers see these figures. Days are counted in UTC.',
  loading: 'Loading the figures…',
  failed: 'The figures could not be loaded.',
  retry: 'Try again',
  rangeLabel: 'Period',
  range_one: '{{count}} day',
  range_other: '{{count}} days',
  download: 'Download CSV',
  previous: 'previous period: {{value}}',
  change: {
    up: '+{{value}} vs previous period',
    down: '−{{value}} vs previous period',
    same: 'same as previous period',
  },
  audienceNow: {
    company: 'Followers now',
    club: 'Members now',
  },
  metrics: {
    new: 'New',
    lost: 'Lost',
    net: 'Net',
    posts: 'Posts',
    impressions: 'Post impressions',
    likes: 'Likes',
    comments: 'Comments',
    shares: 'Shares',
    page_views: 'Page views',
    deal_views: 'Deal views',
    product_views: 'Product views',
    showroom_visits: 'Showroom visits',
    leads: 'Leads started',
  },
  growth: {
    company: 'Followers over time',
    club: 'Members over time',
    chart: '{{name}}, from {{from}} to {{to}}: {{first}} to {{last}}.',
    audience: 'At day’s end',
  },
  posts: {
    title: 'Post impressions per day',
    chart: 'Post impressions per day from {{from}} to {{to}}: {{total}} in all, at most {{max}} in a day.',
  },
  table: {
    day: 'Day',
    caption: 'The figures of each day',
  },
  topPosts: {
    title: 'Top posts',
    post: 'Post',
    empty: 'No post was seen or engaged with in this period.',
  },
  visitors: {
    title: 'Who visited',
    lead_one: '{{count}} member opened the page or what it shows. Counts only: visitors are never named.',
    lead_other: '{{count}} members opened the page or what it shows. Counts only: visitors are never named.',
    byIndustry: 'By industry',
    byCity: 'By place',
    byCompanySize: 'By company size',
    group: 'Group',
    members: 'Members',
    notGiven: 'Not given',
    employees: '{{size}} employees',
    empty: 'No visitor in this period.',
  },
};

export type AnalyticsTranslation = typeof analyticsEn;
export default analyticsEn;
