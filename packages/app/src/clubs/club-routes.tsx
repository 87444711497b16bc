import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

// Each screen is its own chunk, downloaded when its route is first opened (docs/performance.md).
const ClubsScreen = lazyScreen(() => import('./clubs-screen.tsx'), 'ClubsScreen');
const ClubScreen = lazyScreen(() => import('./club-screen.tsx'), 'ClubScreen');
const NewClubScreen = lazyScreen(() => import('./club-editor-screen.tsx'), 'NewClubScreen');
const EditClubScreen = lazyScreen(() => import('./club-editor-screen.tsx'), 'EditClubScreen');

/** Club pages, by unprefixed path: the list and a club's page (`/clubs/{id}`) for anyone, forms for members. */
export function clubPages(): RouteObject[] {
  const member = (element: ReactNode) => <MemberOnly>{element}</MemberOnly>;
  return [
    { path: 'clubs', element: <ClubsScreen /> },
    { path: 'clubs/new', element: member(<NewClubScreen />) },
    { path: 'clubs/:id', element: <ClubScreen /> },
    { path: 'clubs/:id/edit', element: member(<EditClubScreen />) },
  ];
}
