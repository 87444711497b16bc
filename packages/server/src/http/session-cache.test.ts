import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

const far = new Date(Date.now() + 86_400_000);

describe('SessionCache', () => {
  it('answers a remembered session until its time to live, then forgets it', () => {
    const cache = new SessionCache(30_000);
    cache.remember({ userId: 7, tokenHash: 'a' }, far, 1_000);
    expect(cache.get('a', 30_999)).toEqual({ userId: 7, tokenHash: 'a' });
    expect(cache.get('a', 31_000)).toBeUndefined();
    expect(cache.get('b', 1_000)).toBeUndefined();
  });

  it('never keeps a session past its expiry', () => {
    const cache = new SessionCache(30_000);
    cache.remember({ userId: 7, tokenHash: 'a' }, new Date(5_000), 1_000);
    expect(cache.get('a', 4_999)).toBeDefined();
    expect(cache.get('a', 5_000)).toBeUndefined();
  });

  it('forgets one session, or every session of a member but the one kept', () => {
    const cache = new SessionCache(30_000);
    for (const [userId, tokenHash] of [
      [7, 'a'],
      [7, 'b'],
      [7, 'c'],
      [8, 'd'],
    ] as const)
      cache.remember({ userId, tokenHash }, far);
    cache.forget('a');
    expect(cache.get('a')).toBeUndefined();
    cache.forgetMember(7, 'b');
    expect([cache.get('b')?.userId, cache.get('c'), cache.get('d')?.userId]).toEqual([7, undefined, 8]);
  });

  it('holds at most its size, dropping the oldest first, and nothing when turned off', () => {
    const cache = new SessionCache(30_000, 2);
    for (const tokenHash of ['a', 'b', 'c']) cache.remember({ userId: 1, tokenHash }, far);
    expect(['a', 'b', 'c'].map((hash) => cache.get(hash) !== undefined)).toEqual([false, true, true]);
    const off = new SessionCache(0);
    off.remember({ userId: 1, tokenHash: 'a' }, far);
    expect(off.get('a')).toBeUndefined();
  });

  it('keeps no answer of a lookup that began before a forget (it may predate the revocation), nor anything after clear', () => {
    const cache = new SessionCache(30_000);
    const since = cache.generation;
    cache.forgetMember(7);
    cache.remember({ userId: 7, tokenHash: 'a' }, far, Date.now(), since);
    expect(cache.get('a')).toBeUndefined();
    cache.remember({ userId: 7, tokenHash: 'a' }, far);
    expect(cache.get('a')).toBeDefined();
    cache.clear();
    expect([cache.get('a'), cache.size]).toEqual([undefined, 0]);
  });
});
