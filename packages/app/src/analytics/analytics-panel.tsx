import './analytics.css';
import type { AnalyticsDay, AnalyticsRange, AnalyticsVisitorGroup, PageAnalytics } from '@dealgrow/sdk';
import { buttonClassName } from '@dealgrow/widgets';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { useLoaded } from '../common/use-loaded.ts';
import { useAreaStrings } from '../i18n/use-area-strings.ts';
import { useSession } from '../session/session.tsx';
import { BarChart, LineChart } from './charts.tsx';
import { analyticsCsv, csvFileName, downloadCsv } from './csv.ts';
import { analyticsStrings } from './strings.ts';

/** The periods the range picker offers, in days. */
export const ANALYTICS_RANGES: readonly AnalyticsRange[] = [7, 30, 90];

/** The totals shown as cards, in order (followers or members first). */
const CARD_METRICS = [
  'new',
  'lost',
  'net',
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
/** A club shows no deals, products or showroom. */
const COMPANY_ONLY = new Set<string>(['deal_views', 'product_views', 'showroom_visits']);

const POST_COLUMNS = ['posts', 'impressions', 'likes', 'comments', 'shares'] as const;
const GROWTH_COLUMNS = ['new', 'lost', 'net', 'audience'] as const;

export interface AnalyticsPage {
  type: 'company' | 'club';
  id: number;
  name: string;
}

/**
 * The Analytics tab of a company's or a club's page (docs/analytics.md), for its managers: the range picker, the totals
 * beside the previous period's, a line for growth and bars for post impressions (visx, this chunk only), a table under
 * each chart, the top posts, the visitors' groups (counts only) and the CSV download of what is on screen.
 */
export function AnalyticsPanel({ page }: { page: AnalyticsPage }) {
  const ready = useAreaStrings('analytics', analyticsStrings);
  const { t } = useTranslation('analytics');
  const { client } = useSession();
  const [range, setRange] = useState<AnalyticsRange>(30);
  const loaded = useLoaded(`analytics-${page.type}-${page.id}-${range}`, (signal) =>
    page.type === 'company'
      ? client.analytics.company(page.id, { range }, { signal })
      : client.analytics.club(page.id, { range }, { signal }),
  );
  if (!ready) return <Loading shape="detail" />;
  return (
    <div className="analytics">
      <div className="analytics__head">
        <div>
          <h2 className="analytics__title">{t('title')}</h2>
          <p className="analytics__lead">{t('lead')}</p>
        </div>
        <fieldset className="analytics__ranges">
          <legend className="visually-hidden">{t('rangeLabel')}</legend>
          {ANALYTICS_RANGES.map((days) => (
            <label key={days} className={`analytics__range${days === range ? ' analytics__range--on' : ''}`}>
              <input
                type="radio"
                name={`analytics-range-${page.type}-${page.id}`}
                value={days}
                checked={days === range}
                onChange={() => setRange(days)}
              />
              {t('range', { count: days })}
            </label>
          ))}
        </fieldset>
      </div>
      {loaded.state.status === 'loading' && <Loading label={t('loading')} />}
      {loaded.state.status === 'error' && <LoadFailed error={loaded.state.error} onRetry={loaded.reload} />}
      {loaded.state.status === 'ready' && <AnalyticsFigures page={page} answer={loaded.state.data} />}
    </div>
  );
}

function AnalyticsFigures({ page, answer }: { page: AnalyticsPage; answer: PageAnalytics }) {
  const { t, i18n } = useTranslation('analytics');
  const number = new Intl.NumberFormat(i18n.language);
  const dayName = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const metrics = CARD_METRICS.filter((metric) => page.type === 'company' || !COMPANY_ONLY.has(metric));
  const growth = answer.days.map((day) => ({ day: day.day, value: day.audience }));
  const impressions = answer.days.map((day) => ({ day: day.day, value: day.impressions }));
  const growthName = t(`growth.${page.type}`);
  return (
    <>
      <div className="analytics__actions">
        <p className="analytics__audience">
          {t(`audienceNow.${page.type}`)}: <strong>{number.format(answer.audience)}</strong>
        </p>
        <button
          type="button"
          className={buttonClassName('quiet', 'small')}
          onClick={() => downloadCsv(analyticsCsv(answer), csvFileName(answer))}
        >
          {t('download')}
        </button>
      </div>
      <ul className="analytics__totals">
        {metrics.map((metric) => {
          const { current, previous } = answer.totals[metric];
          const change = current - previous;
          return (
            <li key={metric} className="analytics__total">
              <span className="analytics__total-name">{t(`metrics.${metric}`)}</span>
              <strong className="analytics__total-value">{number.format(current)}</strong>
              <span className={`analytics__change analytics__change--${change > 0 ? 'up' : change < 0 ? 'down' : 'same'}`}>
                {change > 0
                  ? t('change.up', { value: number.format(change) })
                  : change < 0
                    ? t('change.down', { value: number.format(-change) })
                    : t('change.same')}
              </span>
            </li>
          );
        })}
      </ul>

      <section className="analytics__section" aria-labelledby="analytics-growth">
        <h3 id="analytics-growth">{growthName}</h3>
        <LineChart
          points={growth}
          dayName={dayName}
          label={t('growth.chart', {
            name: growthName,
            from: dayName(answer.from),
            to: dayName(answer.to),
            first: growth[0]?.value ?? 0,
            last: growth.at(-1)?.value ?? 0,
          })}
        />
        <DaysTable days={answer.days} columns={GROWTH_COLUMNS} caption={growthName} dayName={dayName} />
      </section>

      <section className="analytics__section" aria-labelledby="analytics-posts">
        <h3 id="analytics-posts">{t('posts.title')}</h3>
        <BarChart
          points={impressions}
          dayName={dayName}
          label={t('posts.chart', {
            from: dayName(answer.from),
            to: dayName(answer.to),
            total: answer.totals.impressions.current,
            max: Math.max(0, ...impressions.map((point) => point.value)),
          })}
        />
        <DaysTable days={answer.days} columns={POST_COLUMNS} caption={t('posts.title')} dayName={dayName} />
      </section>

      <section className="analytics__section" aria-labelledby="analytics-top">
        <h3 id="analytics-top">{t('topPosts.title')}</h3>
        {answer.top_posts.length === 0 ? (
          <p className="analytics__empty">{t('topPosts.empty')}</p>
        ) : (
          <ScrollRegion className="analytics__table-wrap" label={t('topPosts.title')}>
            <table className="analytics__table">
              <thead>
                <tr>
                  <th scope="col">{t('topPosts.post')}</th>
                  {(['impressions', 'likes', 'comments', 'shares'] as const).map((metric) => (
                    <th key={metric} scope="col">
                      {t(`metrics.${metric}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {answer.top_posts.map((post) => (
                  <tr key={post.id}>
                    <th scope="row" className="analytics__post">
                      {post.excerpt || `#${post.id}`}
                    </th>
                    <td>{number.format(post.impressions)}</td>
                    <td>{number.format(post.likes)}</td>
                    <td>{number.format(post.comments)}</td>
                    <td>{number.format(post.shares)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>

      <section className="analytics__section" aria-labelledby="analytics-visitors">
        <h3 id="analytics-visitors">{t('visitors.title')}</h3>
        <p className="analytics__lead">{t('visitors.lead', { count: answer.visitors.members })}</p>
        {answer.visitors.members === 0 ? (
          <p className="analytics__empty">{t('visitors.empty')}</p>
        ) : (
          <div className="analytics__groups">
            <VisitorGroups title={t('visitors.byIndustry')} groups={answer.visitors.by_industry} />
            <VisitorGroups title={t('visitors.byCity')} groups={answer.visitors.by_city} />
            <VisitorGroups
              title={t('visitors.byCompanySize')}
              groups={answer.visitors.by_company_size}
              name={(group) => t('visitors.employees', { size: group.label ?? '' })}
            />
          </div>
        )}
      </section>
    </>
  );
}

/** The figures of each day under a chart: compact, scrolling sideways on a phone, read whole by screen readers. */
function DaysTable({
  days,
  columns,
  caption,
  dayName,
}: {
  days: AnalyticsDay[];
  columns: readonly (keyof AnalyticsDay & ('new' | 'lost' | 'net' | 'audience' | (typeof POST_COLUMNS)[number]))[];
  caption: string;
  dayName: (day: string) => string;
}) {
  const { t } = useTranslation('analytics');
  return (
    <ScrollRegion className="analytics__table-wrap analytics__table-wrap--days" label={caption}>
      <table className="analytics__table">
        <caption className="visually-hidden">{`${caption}: ${t('table.caption')}`}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.day')}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column === 'audience' ? t('growth.audience') : t(`metrics.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => (
            <tr key={day.day}>
              <th scope="row">
                <time dateTime={day.day}>{dayName(day.day)}</time>
              </th>
              {columns.map((column) => (
                <td key={column}>{day[column]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function VisitorGroups({
  title,
  groups,
  name,
}: {
  title: string;
  groups: AnalyticsVisitorGroup[];
  name?: (group: AnalyticsVisitorGroup) => string;
}) {
  const { t } = useTranslation('analytics');
  const largest = Math.max(1, ...groups.map((group) => group.members));
  return (
    <div className="analytics__group">
      <h4>{title}</h4>
      <table className="analytics__table analytics__table--groups">
        <thead>
          <tr>
            <th scope="col">{t('visitors.group')}</th>
            <th scope="col">{t('visitors.members')}</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.key ?? ''}>
              <th scope="row">{group.key === null ? t('visitors.notGiven') : name ? name(group) : (group.label ?? group.key)}</th>
              <td>
                <span className="analytics__meter" style={{ inlineSize: `${(group.members / largest) * 4}rem` }} aria-hidden="true" />
                {group.members}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A table's box, a labelled region that takes the keyboard's focus only while it scrolls (a long period's rows, a
 * phone's width): a region that scrolls must be reachable to be scrolled by keys (axe's scrollable-region-focusable),
 * and one that does not would be a Tab stop with nothing to do.
 */
function ScrollRegion({ className, label, children }: { className: string; label: string; children: ReactNode }) {
  const box = useRef<HTMLElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={box} className={className} aria-label={label} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </section>
  );
}
