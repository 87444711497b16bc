import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { walkIterable } from '../../test/walk-iterable.ts';
import { createClient } from '../client.ts';
import { DealgrowError } from '../index.ts';

/**
 * Paging that stops loudly (issue 24): an `each…` iterator whose page fails after the client's retries throws the
 * typed `DealgrowError` (as Stripe's auto-pagination does) rather than ending with no items, and the SDK writes
 * nothing to the console unless given a logger.
 */

/** A port nothing listens on: every call to it fails as a network error. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('each… iterators against a failing server', () => {
  let t: TestServer;
  let down: string;
  const console = globalThis.console;
  const spies = () => [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error'), vi.spyOn(console, 'log')];

  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
    down = `http://127.0.0.1:${await closedPort()}`;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => t?.close());

  it('a page refused by the server (401) rejects the walk with a DealgrowError, kept on lastError too', async () => {
    const anonymous = createClient({ baseURL: t.url, token: null, retry: false });
    const connections = anonymous.network.eachMyConnections();
    const { items, thrown } = await walkIterable(connections);
    expect(items).toEqual([]);
    expect(thrown).toBeInstanceOf(DealgrowError);
    expect(thrown).toMatchObject({ name: 'DealgrowError', code: 'unauthorized', status: 401, retryable: false });
    expect(connections.lastError).toMatchObject({ code: 'unauthorized', status: 401 });
  });

  it('the lazily loaded resources’ walks throw the same DealgrowError (instanceof holds across chunks)', async () => {
    const anonymous = createClient({ baseURL: t.url, token: null, retry: false });
    const answer = await anonymous.notifications.each();
    if (!answer.success) throw new Error(answer.error.message);
    const { thrown } = await walkIterable(answer.data);
    expect(thrown).toBeInstanceOf(DealgrowError);
    expect(thrown).toMatchObject({ code: 'unauthorized', status: 401 });
    expect(answer.data.lastError).toMatchObject({ status: 401 });
  });

  it('a server that cannot be reached: the walk rejects after the retries, and nothing is written to the console', async () => {
    const [warn, error, log] = spies();
    const client = createClient({ baseURL: down, retry: { retries: 2, baseDelay: 1, maxDelay: 5 } });
    const attempts: number[] = [];
    const withHooks = createClient({
      baseURL: down,
      retry: { retries: 2, baseDelay: 1, maxDelay: 5 },
      hooks: { onRequest: ({ attempt }) => attempts.push(attempt) },
    });
    const { items, thrown } = await walkIterable(client.companies.eachList({ limit: 2 }));
    expect(items).toEqual([]);
    expect(thrown).toBeInstanceOf(DealgrowError);
    expect(thrown).toMatchObject({ code: 'network_error', status: 0, retryable: true });
    expect((await walkIterable(withHooks.deals.eachPopular({ type: 'offer' }))).thrown).toBeInstanceOf(DealgrowError);
    expect(attempts).toEqual([0, 1, 2]);
    for (const spy of [warn, error, log]) expect(spy).not.toHaveBeenCalled();
  });

  it('a logger given is told of every failed attempt', async () => {
    const [warn, error] = spies();
    const logger = { warn: vi.fn(), error: vi.fn() };
    const client = createClient({ baseURL: down, retry: { retries: 1, baseDelay: 1, maxDelay: 5 }, logger });
    const { thrown } = await walkIterable(client.companies.eachList());
    expect(thrown).toBeInstanceOf(DealgrowError);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn.mock.calls[0]?.[0]).toMatch(/GET \/company/);
    for (const spy of [warn, error]) expect(spy).not.toHaveBeenCalled();
  });
});
