/** The languages {@link relativeTime} writes (SPEC §9: en, fr, tr). */
export type RelativeTimeLanguage = 'en' | 'fr' | 'tr';

interface Words {
  justNow: string;
  minute: string;
  hour: string;
  day: string;
  week: string;
  /** Month, one. */
  month: string;
  /** Months, several. */
  months: string;
  year: string;
}

/** The table {@link relativeTime} documents. */
const WORDS: Record<RelativeTimeLanguage, Words> = {
  en: { justNow: 'Just now', minute: 'm', hour: 'h', day: 'd', week: 'w', month: 'mo', months: 'mos', year: 'y' },
  fr: { justNow: 'À l’instant', minute: 'm', hour: 'h', day: 'j', week: 's', month: 'mois', months: 'mois', year: 'a' },
  tr: { justNow: 'Az önce', minute: 'd', hour: 's', day: 'g', week: 'h', month: 'ay', months: 'ay', year: 'y' },
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `date` was, the short way a feed shows it (SPEC §5): under a minute "Just now"; months as a count
 * plus "mo" (one) or "mos" (several); every other unit as a count plus the unit's first letter, with no space.
 *
 * | elapsed                 | unit    | en            | fr               | tr          |
 * | ----------------------- | ------- | ------------- | ---------------- | ----------- |
 * | under 1 minute          | —       | Just now      | À l’instant      | Az önce     |
 * | 1 to 59 minutes         | minute  | 5m            | 5m (minute)      | 5d (dakika) |
 * | 1 to 23 hours           | hour    | 3h            | 3h (heure)       | 3s (saat)   |
 * | 1 to 6 days             | day     | 2d            | 2j (jour)        | 2g (gün)    |
 * | 7 to 29 days            | week    | 1w … 4w       | 1s … 4s (semaine)| 1h … 4h (hafta) |
 * | 30 to 364 days          | month   | 1mo, 2mos … 12mos | 1mois, 2mois (mois: same for one and several) | 1ay, 2ay (ay: Turkish keeps the singular after a number) |
 * | 365 days and more       | year    | 1y            | 1a (an)          | 1y (yıl)    |
 *
 * Counts are whole units rounded down; a month is 30 days, a year 365 days. A date in the future (a clock a little
 * ahead) reads "Just now"; an invalid date gives an empty string.
 *
 * @param date - when it happened: a Date, an ISO string or a time in milliseconds
 * @param now - the time to measure from; the current time by default
 * @param lang - the page's language; English by default
 */
export function relativeTime(date: Date | string | number, now: Date | number = Date.now(), lang: RelativeTimeLanguage = 'en'): string {
  const then = new Date(date).getTime();
  const current = new Date(now).getTime();
  if (Number.isNaN(then) || Number.isNaN(current)) return '';
  const words = WORDS[lang] ?? WORDS.en;
  const elapsed = current - then;
  if (elapsed < MINUTE) return words.justNow;
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}${words.minute}`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}${words.hour}`;
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return `${days}${words.day}`;
  if (days < 30) return `${Math.floor(days / 7)}${words.week}`;
  if (days < 365) {
    const months = Math.floor(days / 30);
    return `${months}${months === 1 ? words.month : words.months}`;
  }
  return `${Math.floor(days / 365)}${words.year}`;
}
