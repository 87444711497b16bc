import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

// Each screen is its own chunk, downloaded when its route is first opened (docs/performance.md).
const NetworkScreen = lazyScreen(() => import('./network-screen.tsx'), 'NetworkScreen');
const VisitorsScreen = lazyScreen(() => import('./visitors-screen.tsx'), 'VisitorsScreen');

/** The network pages, by unprefixed path: the network tabs and profile visitors, for members (search is search/search-routes.tsx). */
export function networkPages(): RouteObject[] {
  const member = (element: ReactNode) => <MemberOnly>{element}</MemberOnly>;
  return [
    { path: 'network', element: member(<NetworkScreen />) },
    { path: 'network/visitors', element: member(<VisitorsScreen />) },
  ];
}
