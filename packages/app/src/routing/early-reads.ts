import type { DealgrowClient } from '@dealgrow/sdk';
import type { Params } from 'react-router';

/**
 * A page's first reads start with the page, not once its screen's code has downloaded and rendered (docs/performance.md
 * "Lighthouse": on a slow phone that is one to three round trips sooner). main.tsx asks them through a client of its
 * own whose fetch keeps each answer; the app's client, when its screen asks the same GET (same address, query in any
 * order, same token and language), takes that answer instead of asking again — once, and within `EARLY_READ_TTL_MS`.
 */
export interface EarlyReads {
  /** The app's client's fetch: a GET started early is answered from it. */
  fetch: typeof fetch;
  /** The fetch of the client main.tsx starts the reads with. */
  keep: typeof fetch;
}

/** A read kept longer than this is not used: the screen asks again (the page sat in a background tab, say). */
export const EARLY_READ_TTL_MS = 10_000;

/** What a route may start before its screen: a route's `handle.early` (react-router's free field). */
export interface EarlyRoute {
  early?: (client: DealgrowClient, params: Params) => unknown;
}

function requestKey(input: RequestInfo | URL, init?: RequestInit): string | null {
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method !== 'GET') return null;
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  url.searchParams.sort();
  const headers = new Headers(init?.headers);
  return `${url.href} ${headers.get('authorization') ?? ''} ${headers.get('accept-language') ?? ''}`;
}

export function createEarlyReads(): EarlyReads {
  const kept = new Map<string, { at: number; answer: Promise<Response> }>();
  return {
    keep(input, init) {
      const answer = globalThis.fetch(input, init);
      const key = requestKey(input, init);
      // A copy for the app's client, made before the early client reads the body.
      if (key !== null) kept.set(key, { at: Date.now(), answer: answer.then((response) => response.clone()) });
      return answer;
    },
    fetch(input, init) {
      // Once the page's first reads are taken (most of a session), a request goes straight through.
      if (kept.size === 0) return globalThis.fetch(input, init);
      const key = requestKey(input, init);
      const early = key === null ? undefined : kept.get(key);
      if (key === null || !early) return globalThis.fetch(input, init);
      kept.delete(key);
      if (Date.now() - early.at > EARLY_READ_TTL_MS) return globalThis.fetch(input, init);
      // An early read that failed on the way is asked again.
      return early.answer.catch(() => globalThis.fetch(input, init));
    },
  };
}
