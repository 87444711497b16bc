import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../routing/member-only.tsx';

// Each screen is its own chunk, downloaded when its route is first opened (docs/performance.md).
const NetworkScreen = lazyScreen(() => import('./network-screen.tsx'), 'NetworkScreen');
const VisitorsScreen = lazyScreen(() => import('./visitors-screen.tsx'), 'VisitorsScreen');
const MemberSearchScreen = lazyScreen(() => import('./member-search-screen.tsx'), 'MemberSearchScreen');
const ProfileScreen = lazyScreen(() => import('../profile/profile-screen.tsx'), 'ProfileScreen');

/** The network pages, by unprefixed path: the network tabs and profile visitors for members, member search for anyone. */
export function networkPages(): RouteObject[] {
  const member = (element: ReactNode) => <MemberOnly>{element}</MemberOnly>;
  return [
    { path: 'network', element: member(<NetworkScreen />) },
    { path: 'network/visitors', element: member(<VisitorsScreen />) },
    { path: 'search', element: <MemberSearchScreen /> },
  ];
}

/**
 * The profile page, `/{username}` (SPEC §2, the target of mention links): one dynamic segment, which the router
 * ranks below every static path, so `/deals` or `/settings` never read as a username.
 */
export function profilePages(): RouteObject[] {
  return [{ path: ':username', element: <ProfileScreen /> }];
}
