import { describe, expect, it } from 'vitest';
import { byPeriod, dateText, monthName, YEARS_BACK, yearChoices } from './period.ts';

const entry = (name: string, start: [number | null, number | null], end: [number | null, number | null]) => ({
  name,
  start_date_year: start[0],
  start_date_month: start[1],
  end_date_year: end[0],
  end_date_month: end[1],
});

describe('byPeriod (SPEC §4)', () => {
  it('puts current entries first, then the latest ends, month by month', () => {
    const sorted = byPeriod([
      entry('old', [2010, 1], [2012, 6]),
      entry('recent', [2018, 1], [2021, 3]),
      entry('current-older', [2015, 1], [null, null]),
      entry('recent-later-month', [2019, 1], [2021, 11]),
      entry('current-newer', [2022, 5], [null, null]),
      entry('year-only', [2012, null], [2021, null]),
    ]);
    expect(sorted.map((item) => item.name)).toEqual(['current-newer', 'current-older', 'recent-later-month', 'recent', 'year-only', 'old']);
  });

  it('leaves the list it was given as it was', () => {
    const list = [entry('a', [2010, 1], [2011, 1]), entry('b', [2012, 1], [null, null])];
    byPeriod(list);
    expect(list.map((item) => item.name)).toEqual(['a', 'b']);
  });
});

describe('dates', () => {
  it('go 40 years back from this year', () => {
    const years = yearChoices(new Date('2026-05-01T00:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2026 - YEARS_BACK);
    expect(years).toHaveLength(41);
  });

  it('are written in the page language', () => {
    expect(dateText(2021, 3, 'en')).toBe('March 2021');
    expect(dateText(2021, 3, 'fr')).toBe('mars 2021');
    expect(dateText(2021, null, 'tr')).toBe('2021');
    expect(dateText(null, 3, 'en')).toBeNull();
    expect(monthName(12, 'tr')).toBe('Aralık');
  });
});
