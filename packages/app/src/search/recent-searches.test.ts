import { afterEach, describe, expect, it } from 'vitest';
import { addRecentSearch, clearRecentSearches, RECENT_SEARCHES_MAX, readRecentSearches, recentSearchesKey } from './recent-searches.ts';

afterEach(() => localStorage.clear());

describe('recent searches (kept on the device, per member)', () => {
  it('keeps the last eight, newest first, each once whatever its case', () => {
    for (let n = 1; n <= 10; n++) addRecentSearch(7, `words ${n}`);
    expect(readRecentSearches(7)).toEqual(Array.from({ length: RECENT_SEARCHES_MAX }, (_, n) => `words ${10 - n}`));
    expect(addRecentSearch(7, '  WORDS 5 ')).toEqual([
      'WORDS 5',
      'words 10',
      'words 9',
      'words 8',
      'words 7',
      'words 6',
      'words 4',
      'words 3',
    ]);
    expect(addRecentSearch(7, '   ')).toHaveLength(RECENT_SEARCHES_MAX);
  });

  it('keeps each member’s apart from the others’ and from the signed-out visitor’s', () => {
    addRecentSearch(7, 'acme');
    addRecentSearch(null, 'lyon');
    expect(recentSearchesKey(7)).toBe('dealgrow.search.recent.7');
    expect(recentSearchesKey(null)).toBe('dealgrow.search.recent.anonymous');
    expect(readRecentSearches(7)).toEqual(['acme']);
    expect(readRecentSearches(8)).toEqual([]);
    expect(readRecentSearches(null)).toEqual(['lyon']);
    clearRecentSearches(7);
    expect(readRecentSearches(7)).toEqual([]);
    expect(readRecentSearches(null)).toEqual(['lyon']);
  });

  it('reads junk in storage as no search', () => {
    localStorage.setItem(recentSearchesKey(7), '{not json');
    expect(readRecentSearches(7)).toEqual([]);
    localStorage.setItem(recentSearchesKey(7), JSON.stringify(['ok', 3, null, 'fine']));
    expect(readRecentSearches(7)).toEqual(['ok', 'fine']);
  });
});
