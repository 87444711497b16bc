import type { RouteObject } from 'react-router';
import type { EarlyRoute } from '../routing/early-reads.ts';
import { lazyScreen } from '../routing/lazy-screen.tsx';

const ProfileScreen = lazyScreen(() => import('./profile-screen.tsx'), 'ProfileScreen');

/** The profile's sections, started with the page (routing/early-reads.ts). */
const profileRead: EarlyRoute = { early: (client, { username = '' }) => client.users.userProfileInfo(username) };

/**
 * The profile page, `/{username}` (SPEC §2, the target of mention links): one dynamic segment, which the router
 * ranks below every static path, so `/deals` or `/settings` never read as a username. It stays in the first route
 * table: a one-segment path of a later area matches it first, which is what makes the router discover that area.
 */
export function profilePages(): RouteObject[] {
  return [{ path: ':username', element: <ProfileScreen />, handle: profileRead }];
}
