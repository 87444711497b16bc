/** A minute, an hour, a day, a week, a month (30 days) and a year (365 days), in milliseconds. */
const UNITS = [6e4, 36e5, 864e5, 6048e5, 2592e6, 31536e6];

/**
 * `relativeTime` of `@dealgrow/sdk/format` (SPEC §5: "Just now", "5m", "3h", "2d", "1w", "1mo", "2mos", "1y") in
 * fewer bytes, its words given in one language: `words` is the card's `post.ago` string (messages.ts), so the embed's
 * chunk for a page carries that page's words only. `time-ago.test.ts` holds it to the SDK's function, every unit's
 * edges in en, fr and tr.
 */
export function timeAgo(date: string, words: string, now: Date | number = Date.now()): string {
  const [justNow, ...suffixes] = words.split('|');
  const elapsed = new Date(now).getTime() - new Date(date).getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < 6e4) return justNow ?? '';
  let unit = 0;
  while (unit < 5 && elapsed >= (UNITS[unit + 1] ?? 0)) unit++;
  const count = Math.floor(elapsed / (UNITS[unit] ?? 1));
  return `${count}${suffixes[unit === 4 && count !== 1 ? 6 : unit]}`;
}
