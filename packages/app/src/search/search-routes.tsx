import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';

// The results page is its own chunk, downloaded when `/search` is first opened (docs/performance.md).
const SearchScreen = lazyScreen(() => import('./search-screen.tsx'), 'SearchScreen');

/** The search pages, by unprefixed path, for anyone (the server shows each visitor what they may see). */
export function searchPages(): RouteObject[] {
  return [{ path: 'search', element: <SearchScreen /> }];
}
