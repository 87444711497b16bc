import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

describe('ReadCache', () => {
  it('answers within its time to live and while no write happened since', () => {
    const cache = new ReadCache(1_000);
    cache.set('a', 3, '{"a":1}', 0);
    expect(cache.get('a', 3, 999)).toBe('{"a":1}');
    expect(cache.get('a', 3, 1_000)).toBeUndefined();
    cache.set('a', 3, '{"a":1}', 0);
    expect(cache.get('a', 4, 10)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most its bytes, dropping the oldest first, and nothing when turned off', () => {
    const cache = new ReadCache(1_000, 160);
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    for (const key of keys) cache.set(key, 0, key.repeat(20), 0);
    expect(keys.map((key) => cache.get(key, 0, 1) !== undefined)).toEqual([false, true, true, true, true, true, true, true, true]);
    // An answer bigger than an eighth of the cache is not kept.
    cache.set('big', 0, 'x'.repeat(21), 0);
    expect(cache.get('big', 0, 1)).toBeUndefined();
    const off = new ReadCache(0);
    off.set('a', 0, '{}', 0);
    expect(off.get('a', 0, 0)).toBeUndefined();
  });
});
