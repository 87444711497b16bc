/** The dates of an experience or an education; no end year means it goes on (current). */
export interface Period {
  start_date_year: number | null;
  start_date_month: number | null;
  end_date_year: number | null;
  end_date_month: number | null;
}

/** SPEC §9: the years list goes 40 years back. */
export const YEARS_BACK = 40;

/** The years a date can be picked from: this year first, then 40 years back. */
export function yearChoices(now = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: YEARS_BACK + 1 }, (_, index) => year - index);
}

const rank = (value: number | null) => value ?? -1;

/**
 * SPEC §4: current entries (no end year) first, then by end year and month descending; ties by the start,
 * latest first. A stable copy: the list given is left as it is.
 */
export function byPeriod<T extends Period>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) =>
      Number(b.end_date_year === null) - Number(a.end_date_year === null) ||
      rank(b.end_date_year) - rank(a.end_date_year) ||
      rank(b.end_date_month) - rank(a.end_date_month) ||
      rank(b.start_date_year) - rank(a.start_date_year) ||
      rank(b.start_date_month) - rank(a.start_date_month),
  );
}

// A profile shows a date or two for each experience, education and certificate: one format a language and kind, made
// once (each `Intl.DateTimeFormat` built costs about half a millisecond of a phone's main thread).
const formats = new Map<string, Intl.DateTimeFormat>();
function monthFormat(lang: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${lang} ${withYear}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      lang,
      withYear ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: 'long', timeZone: 'UTC' },
    );
    formats.set(key, format);
  }
  return format;
}

/** One end of a period as words: "March 2021", "2021", or null when it has no year. */
export function dateText(year: number | null, month: number | null, lang: string): string | null {
  if (year === null) return null;
  if (month === null) return String(year);
  return monthFormat(lang, true).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** A month's name in the page's language (1 = January). */
export function monthName(month: number, lang: string): string {
  return monthFormat(lang, false).format(new Date(Date.UTC(2000, month - 1, 1)));
}
