import type { AnalyticsDay, PageAnalytics } from '@dealgrow/sdk';

/** The columns of the CSV export, in order: a day's figures as the API names them. */
export const CSV_COLUMNS = [
  'day',
  'audience',
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
] as const satisfies readonly (keyof AnalyticsDay)[];

/** A field as RFC 4180 writes it, and never read as a formula by a spreadsheet (a leading =, +, -, @ is quoted away). */
function field(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The CSV of an analytics answer (docs/analytics.md "CSV export"): one row a day, the previous period's days first
 * and then the range's, with a `period` column; made in the browser from the answer already on screen, so the
 * download is exactly what the charts show and costs no second request.
 */
export function analyticsCsv(answer: PageAnalytics): string {
  const header = ['period', ...CSV_COLUMNS].join(',');
  const rows = [
    ...answer.previous_days.map((day) => ['previous', ...CSV_COLUMNS.map((column) => day[column])]),
    ...answer.days.map((day) => ['current', ...CSV_COLUMNS.map((column) => day[column])]),
  ].map((cells) => cells.map(field).join(','));
  return `${[header, ...rows].join('\r\n')}\r\n`;
}

/** The file name of a page's export: `company-12-analytics-30d-2026-12-02.csv`. */
export const csvFileName = (answer: PageAnalytics): string =>
  `${answer.page.type}-${answer.page.id}-analytics-${answer.range}d-${answer.to}.csv`;

/** Saves `text` as a file through a temporary link (no server round trip). */
export function downloadCsv(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
