import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient } from '../client.ts';
import type { SearchResults } from '../generated/openapi.ts';
import type { SearchOptions } from '../resources/search-client.ts';
import type { CallOptions } from '../transport/client.ts';
import type { ApiError, ApiResult } from '../transport/result.ts';
import { createDealgrowState } from './root.ts';
import { createSearchSlice, SEARCH_DEBOUNCE_MS, type SearchState, searchSlice } from './search.ts';

const answer = (q: string): SearchResults => ({ q, groups: [] });

interface HeldCall {
  q: string;
  options?: SearchOptions;
  signal?: AbortSignal;
  /** Answers the results, or the failure of an `ApiError`; rejects with an `Error` (a call that throws). */
  settle(outcome: SearchResults | ApiError | Error): void;
  /** Settles after the slice has taken the answer (its reaction was registered first). */
  done: Promise<unknown>;
}

/** A stand-in for `client.search` whose calls wait until the test settles them, one by one. */
function heldSearch() {
  const calls: HeldCall[] = [];
  const search = (q: string, options?: SearchOptions, callOptions?: CallOptions) => {
    let settle: HeldCall['settle'] = () => undefined;
    const answered = new Promise<ApiResult<SearchResults>>((resolve, reject) => {
      settle = (outcome) => {
        if (outcome instanceof Error) reject(outcome);
        else if ('groups' in outcome) resolve({ data: outcome, success: true, status: 200, statusText: 'OK' });
        else resolve({ data: undefined, success: false, status: outcome.status, statusText: '', error: outcome });
      };
    });
    calls.push({ q, options, signal: callOptions?.signal, settle, done: answered.then(undefined, () => undefined) });
    return answered;
  };
  return { calls, search };
}

describe('search state slice', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches once the typing pauses for 200 ms, loading meanwhile, with the options but not the pause', async () => {
    vi.useFakeTimers();
    const slice = createSearchSlice();
    const { calls, search } = heldSearch();
    for (const q of ['a', 'ad', 'ada '])
      slice.getState().query(q, search, { types: ['members', 'companies'], limit: 3, in: 'acme', debounceMs: 200 });
    expect(slice.getState()).toMatchObject({ q: 'ada ', status: 'loading', results: null });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((call) => [call.q, call.options])).toEqual([['ada', { types: ['members', 'companies'], limit: 3, in: 'acme' }]]);
    calls[0]?.settle(answer('ada'));
    await vi.waitFor(() => expect(slice.getState().status).toBe('ready'));
    expect(slice.getState()).toMatchObject({ q: 'ada ', results: answer('ada'), error: null });

    slice.getState().query('grace', search, { debounceMs: 50 });
    vi.advanceTimersByTime(49);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls[1]?.q).toBe('grace');
    // The last answer stays in view while the next one loads.
    expect(slice.getState()).toMatchObject({ status: 'loading', results: answer('ada') });
  });

  it('now searches at once; a blank query goes back to idle at once, with no request, dropping what was on its way', async () => {
    vi.useFakeTimers();
    const slice = createSearchSlice();
    const { calls, search } = heldSearch();
    slice.getState().now('ada', search);
    expect(calls.map((call) => call.q)).toEqual(['ada']);
    calls[0]?.settle(answer('ada'));
    await vi.waitFor(() => expect(slice.getState().status).toBe('ready'));

    slice.getState().query('adam', search);
    slice.getState().query('   ', search);
    expect(slice.getState()).toEqual(expect.objectContaining({ q: '   ', status: 'idle', results: null, error: null }));
    vi.runAllTimers();
    expect(calls).toHaveLength(1);

    slice.getState().now('grace', search);
    slice.getState().now('', search);
    expect(calls[1]?.signal?.aborted).toBe(true);
    calls[1]?.settle(answer('grace'));
    await calls[1]?.done;
    expect(slice.getState()).toMatchObject({ q: '', status: 'idle', results: null });
  });

  it('aborts the stale request when a newer one starts, and never shows its late answer', async () => {
    const slice = createSearchSlice();
    const { calls, search } = heldSearch();
    slice.getState().now('ad', search);
    slice.getState().now('ada', search);
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(calls[1]?.signal?.aborted).toBe(false);

    calls[1]?.settle(answer('ada'));
    await vi.waitFor(() => expect(slice.getState().results).toEqual(answer('ada')));
    // The older request answers last (a slow server, or one that ignored the abort): dropped.
    calls[0]?.settle(answer('ad'));
    await calls[0]?.done;
    expect(slice.getState()).toMatchObject({ q: 'ada', status: 'ready', results: answer('ada') });

    // A stale failure is dropped too.
    slice.getState().now('adam', search);
    slice.getState().now('adams', search);
    calls[2]?.settle({ code: 'aborted', status: 0, message: 'The request was cancelled.', retryable: false });
    await calls[2]?.done;
    expect(slice.getState()).toMatchObject({ q: 'adams', status: 'loading', error: null });
  });

  it("shows a failed answer's error, a call that throws as a network error, and clears it on the next search", async () => {
    const slice = createSearchSlice();
    const { calls, search } = heldSearch();
    const refused: ApiError = { code: 'validation_failed', status: 400, message: 'Too long.', retryable: false };
    slice.getState().now('ada', search);
    calls[0]?.settle(refused);
    await vi.waitFor(() => expect(slice.getState().status).toBe('error'));
    expect(slice.getState().error).toEqual(refused);

    slice.getState().now('grace', search);
    expect(slice.getState()).toMatchObject({ status: 'loading', error: null });
    calls[1]?.settle(new TypeError('Failed to fetch'));
    await vi.waitFor(() => expect(slice.getState().status).toBe('error'));
    expect(slice.getState().error).toEqual({ code: 'network_error', status: 0, retryable: true, message: 'TypeError: Failed to fetch' });
  });

  it('clear and logout abort what is on its way and go back to idle; each root state has its own search slice', async () => {
    vi.useFakeTimers();
    const state = createDealgrowState();
    const header = searchSlice(state);
    const { calls, search } = heldSearch();
    header.getState().now('ada', search);
    header.getState().clear();
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(header.getState()).toMatchObject({ q: '', status: 'idle', results: null });

    header.getState().query('grace', search);
    state.logout();
    vi.runAllTimers();
    expect(calls).toHaveLength(1);

    header.getState().now('edsger', search);
    state.logout();
    calls[1]?.settle(answer('edsger'));
    await calls[1]?.done;
    expect(header.getState()).toMatchObject({ q: '', status: 'idle', results: null });
    expect(searchSlice(state)).toBe(header);
    expect(searchSlice(createDealgrowState())).not.toBe(searchSlice(state));
  });
});

/** The slice's state once its search has answered (ready or error): waits for the change, not a time. */
function answered(slice: ReturnType<typeof createSearchSlice>) {
  return new Promise<SearchState>((resolve) => {
    const done = (state: SearchState) => {
      if (state.status === 'loading') return false;
      unsubscribe();
      resolve(state);
      return true;
    };
    const unsubscribe = slice.subscribe((state) => void done(state));
    done(slice.getState());
  });
}

describe('search state slice against the server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(async () => t?.close());

  it('answers the server results through client.search, and its error on a bad request', async () => {
    const client = createClient({ baseURL: t.url, retry: false });
    const slice = createSearchSlice();
    slice.getState().now('  dealgrow ', client.search, { types: ['companies', 'clubs'], limit: 2 });
    const { status, results } = await answered(slice);
    expect(status).toBe('ready');
    expect(results?.q).toBe('dealgrow');
    expect(results?.groups.map((group) => group.type).sort()).toEqual(['clubs', 'companies']);

    slice.getState().now('dealgrow', client.search, { limit: 500 });
    const refused = await answered(slice);
    expect(refused.status).toBe('error');
    expect(refused.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
