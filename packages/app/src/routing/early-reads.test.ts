import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEarlyReads, EARLY_READ_TTL_MS } from './early-reads.ts';

// A real HTTP server counts what reaches it: an early read's answer serves the screen's same GET once.
let server: Server;
let base = '';
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ url: request.url, n: asked.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (headers: Record<string, string> = {}) => ({ method: 'GET', headers });

describe('early reads', () => {
  it('answers the same GET once from the early read (query in any order), then asks the server again', async () => {
    asked.length = 0;
    const early = createEarlyReads();
    const first = await (await early.keep(`${base}/deals?type=all&page=1`, get({ authorization: 'Bearer a' }))).json();
    const served = await (await early.fetch(`${base}/deals?page=1&type=all`, get({ authorization: 'Bearer a' }))).json();
    expect(served).toEqual(first);
    expect(asked).toEqual(['GET /deals?type=all&page=1']);
    await early.fetch(`${base}/deals?page=1&type=all`, get({ authorization: 'Bearer a' }));
    expect(asked).toHaveLength(2);
  });

  it('asks again for another token or language, a write, or a read kept too long', async () => {
    asked.length = 0;
    const early = createEarlyReads();
    await early.keep(`${base}/users/me`, get({ authorization: 'Bearer a', 'accept-language': 'en' }));
    await early.fetch(`${base}/users/me`, get({ authorization: 'Bearer b', 'accept-language': 'en' }));
    await early.fetch(`${base}/users/me`, get({ authorization: 'Bearer a', 'accept-language': 'fr' }));
    await early.fetch(`${base}/users/me`, { method: 'POST', headers: { authorization: 'Bearer a', 'accept-language': 'en' } });
    expect(asked).toHaveLength(4);

    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      await early.keep(`${base}/post?page=1`, get());
      vi.setSystemTime(Date.now() + EARLY_READ_TTL_MS + 1);
      await early.fetch(`${base}/post?page=1`, get());
      expect(asked.filter((line) => line === 'GET /post?page=1')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
