import { describe, expect, it } from 'vitest';
import { type Page, paginate, totalPages } from './paging.ts';
import { type ApiResult, DealgrowError } from './result.ts';

const ok = <T>(data: T): ApiResult<T> => ({ data, success: true, status: 200, statusText: 'OK' });

describe('paging', () => {
  it('counts pages as total / limit rounded up', () => {
    expect(totalPages({ total: 48, limit: 24 })).toBe(2);
    expect(totalPages({ total: 49, limit: 24 })).toBe(3);
    expect(totalPages({ total: 0, limit: 24 })).toBe(0);
  });

  it('walks every page and stops after the last', async () => {
    const asked: number[] = [];
    const items = Array.from({ length: 5 }, (_, i) => i);
    const pages = paginate(async (page): Promise<ApiResult<Page<number>>> => {
      asked.push(page);
      return ok({ items: items.slice((page - 1) * 2, page * 2), total: 5, page, limit: 2 });
    });
    const seen: number[] = [];
    for await (const item of pages) seen.push(item);
    expect(seen).toEqual(items);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('throws a DealgrowError on a failed page and keeps the error', async () => {
    const pages = paginate(
      async (page): Promise<ApiResult<Page<number>>> =>
        page === 1
          ? ok({ items: [1], total: 3, page, limit: 1 })
          : {
              data: undefined,
              success: false,
              status: 0,
              statusText: '',
              error: { code: 'network_error', status: 0, message: 'down', retryable: true },
            },
    );
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const item of pages) seen.push(item);
      })(),
    ).rejects.toBeInstanceOf(DealgrowError);
    expect(seen).toEqual([1]);
    expect(pages.lastError?.code).toBe('network_error');
  });
});
