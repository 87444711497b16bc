import type { SearchType } from '@dealgrow/sdk';

/** The results page's unprefixed path for `q`, on one kind's tab when `type` is given (localize it for the page's language). */
export function searchPath(q: string, type?: SearchType): string {
  return `/search?${new URLSearchParams(type ? { q, type } : { q })}`;
}
