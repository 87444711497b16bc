import { describe, expect, it } from 'vitest';
import { expiryInterval } from './create-posts.ts';
import { firstUrl, MAX_HASHTAGS, normalizeHashtag, parseHashtags, parseMentions } from './text-marks.ts';

describe('hashtags, mentions and links in a post’s text', () => {
  it('reads hashtags once, lower-case, in any script, not inside words or entities', () => {
    expect(parseHashtags('#Export and #export, #İhracat #café_2026 a#b &#39; #1 #42nd')).toEqual([
      'export',
      'ihracat',
      'café_2026',
      '42nd',
    ]);
    expect(parseHashtags('(#open) #end.')).toEqual(['open', 'end']);
    expect(parseHashtags(Array.from({ length: 40 }, (_, n) => `#t${n}`).join(' '))).toHaveLength(MAX_HASHTAGS);
  });

  it('reads @[Name](username) mentions, lower-case, each once; plain @words are text', () => {
    expect(parseMentions('Hi @[Ada Laurent](ada) and @[Ada](ADA), @[Mehmet Yılmaz](mehmet.y) @james @[bad](-x)')).toEqual([
      'ada',
      'mehmet.y',
    ]);
  });

  it('normalizes a hashtag from a route and finds the first link', () => {
    expect(normalizeHashtag('#Launch')).toBe('launch');
    expect(normalizeHashtag('İhracat')).toBe('ihracat');
    expect(normalizeHashtag('not a tag')).toBeUndefined();
    expect(firstUrl('See https://example.org/a?b=1, then http://x.test.')).toBe('https://example.org/a?b=1');
    expect(firstUrl('no link, www.example.org is not fetched')).toBeUndefined();
  });

  it('turns SPEC §5 expiry words into intervals', () => {
    expect(['a day', 'A Week', ' a month ', 'tomorrow', undefined].map(expiryInterval)).toEqual([
      '1 day',
      '7 days',
      '1 month',
      '0 seconds',
      '7 days',
    ]);
  });
});
