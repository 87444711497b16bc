import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, parseRetryAfter, retryDelay } from './retry.ts';

describe('retry delays', () => {
  it('doubles the wait each attempt, with jitter between half and the whole', () => {
    expect(retryDelay(0, DEFAULT_RETRY, null, () => 0)).toBe(150);
    expect(retryDelay(0, DEFAULT_RETRY, null, () => 1)).toBe(300);
    expect(retryDelay(2, DEFAULT_RETRY, null, () => 1)).toBe(1200);
    expect(retryDelay(20, DEFAULT_RETRY, null, () => 1)).toBe(DEFAULT_RETRY.maxDelay);
  });

  it('waits at least what Retry-After says, in seconds or as a date', () => {
    expect(retryDelay(0, DEFAULT_RETRY, '3', () => 0)).toBe(3000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(10_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
