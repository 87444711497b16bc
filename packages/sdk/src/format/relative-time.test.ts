import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const NOW = Date.parse('2025-06-15T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW - ms);

describe('relativeTime (SPEC §5)', () => {
  it('says "Just now" under a minute, in each language', () => {
    expect(relativeTime(ago(0), NOW, 'en')).toBe('Just now');
    expect(relativeTime(ago(59 * SECOND), NOW, 'en')).toBe('Just now');
    expect(relativeTime(ago(30 * SECOND), NOW, 'fr')).toBe('À l’instant');
    expect(relativeTime(ago(30 * SECOND), NOW, 'tr')).toBe('Az önce');
  });

  it('gives months as a count plus "mo" for one and "mos" for several', () => {
    expect(relativeTime(ago(30 * DAY), NOW, 'en')).toBe('1mo');
    expect(relativeTime(ago(59 * DAY), NOW, 'en')).toBe('1mo');
    expect(relativeTime(ago(60 * DAY), NOW, 'en')).toBe('2mos');
    expect(relativeTime(ago(364 * DAY), NOW, 'en')).toBe('12mos');
    expect(relativeTime(ago(30 * DAY), NOW, 'fr')).toBe('1mois');
    expect(relativeTime(ago(90 * DAY), NOW, 'fr')).toBe('3mois');
    expect(relativeTime(ago(30 * DAY), NOW, 'tr')).toBe('1ay');
    expect(relativeTime(ago(90 * DAY), NOW, 'tr')).toBe('3ay');
  });

  it('gives other units as a count plus the unit’s first letter (en)', () => {
    expect(relativeTime(ago(MINUTE), NOW, 'en')).toBe('1m');
    expect(relativeTime(ago(59 * MINUTE + 59 * SECOND), NOW, 'en')).toBe('59m');
    expect(relativeTime(ago(HOUR), NOW, 'en')).toBe('1h');
    expect(relativeTime(ago(23 * HOUR + 59 * MINUTE), NOW, 'en')).toBe('23h');
    expect(relativeTime(ago(DAY), NOW, 'en')).toBe('1d');
    expect(relativeTime(ago(6 * DAY), NOW, 'en')).toBe('6d');
    expect(relativeTime(ago(7 * DAY), NOW, 'en')).toBe('1w');
    expect(relativeTime(ago(29 * DAY), NOW, 'en')).toBe('4w');
    expect(relativeTime(ago(365 * DAY), NOW, 'en')).toBe('1y');
    expect(relativeTime(ago(3 * 365 * DAY + DAY), NOW, 'en')).toBe('3y');
  });

  it('uses the French and Turkish first letters', () => {
    const units = [5 * MINUTE, 3 * HOUR, 2 * DAY, 14 * DAY, 2 * 365 * DAY];
    expect(units.map((ms) => relativeTime(ago(ms), NOW, 'fr'))).toEqual(['5m', '3h', '2j', '2s', '2a']);
    expect(units.map((ms) => relativeTime(ago(ms), NOW, 'tr'))).toEqual(['5d', '3s', '2g', '2h', '2y']);
  });

  it('takes a Date, an ISO string or milliseconds, and measures from the current time by default', () => {
    expect(relativeTime('2025-06-15T11:55:00.000Z', NOW, 'en')).toBe('5m');
    expect(relativeTime(NOW - 2 * HOUR, new Date(NOW), 'en')).toBe('2h');
    expect(relativeTime(new Date(Date.now() - 3 * DAY))).toBe('3d');
    expect(relativeTime(Date.now() - 10 * SECOND)).toBe('Just now');
  });

  it('says "Just now" for a date a little in the future, and nothing for an invalid date', () => {
    expect(relativeTime(NOW + 5 * MINUTE, NOW, 'en')).toBe('Just now');
    expect(relativeTime('not a date', NOW, 'en')).toBe('');
    expect(relativeTime(Number.NaN, NOW, 'fr')).toBe('');
  });
});
