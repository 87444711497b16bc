import { relativeTime } from '@dealgrow/sdk/format';
import { LANGUAGES } from '@dealgrow/sdk/state';
import { describe, expect, it } from 'vitest';
import { POST_MESSAGES } from './messages.ts';
import { timeAgo } from './time-ago.ts';

const NOW = Date.parse('2025-03-10T12:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Elapsed times on and beside every unit's edge, and a spread of others (a fixed sequence, the same every run). */
function elapsedTimes(): number[] {
  const edges = [0, MINUTE, 60 * MINUTE, DAY, 7 * DAY, 30 * DAY, 60 * DAY, 365 * DAY, 730 * DAY];
  const times = [-DAY, -1, 59_999, 100 * 365 * DAY];
  for (const edge of edges) times.push(edge - 1, edge, edge + 1);
  for (let t = 1; t < 150 * 365 * DAY; t = Math.round(t * 1.11) + 7) times.push(t);
  return times;
}

describe('timeAgo with the words of messages.ts (the embed’s SPEC §5 relative time) gives what relativeTime gives', () => {
  it('for every unit’s edges and a spread of times, in en, fr and tr', () => {
    for (const lang of LANGUAGES)
      for (const elapsed of elapsedTimes()) {
        const date = new Date(NOW - elapsed).toISOString();
        const words = POST_MESSAGES[lang]['post.ago'];
        expect(timeAgo(date, words, NOW), `${elapsed} ms in ${lang}`).toBe(relativeTime(date, NOW, lang));
        expect(timeAgo(date, words, new Date(NOW))).toBe(relativeTime(date, new Date(NOW), lang));
      }
  });

  it('for invalid dates, and from now by default', () => {
    const { en, fr, tr } = POST_MESSAGES;
    expect(timeAgo('not a date', fr['post.ago'], NOW)).toBe(relativeTime('not a date', NOW, 'fr'));
    expect(timeAgo('2025-03-10T11:00:00Z', en['post.ago'], Number.NaN)).toBe('');
    expect(timeAgo('2025-03-09T12:00:00Z', en['post.ago'], NOW)).toBe('1d');
    expect(timeAgo(new Date(NOW - 2 * 30 * DAY).toISOString(), en['post.ago'], NOW)).toBe('2mos');
    expect(timeAgo(new Date(NOW - 30 * DAY).toISOString(), fr['post.ago'], NOW)).toBe('1mois');
    expect(timeAgo(new Date(NOW - 20 * MINUTE).toISOString(), tr['post.ago'], NOW)).toBe('20d');
    expect(timeAgo(new Date(Date.now() - 1000).toISOString(), en['post.ago'])).toBe('Just now');
  });
});
