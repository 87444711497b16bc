import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

// The screen, its strings (the `push` namespace) and the push helpers download when the page is first opened.
const NotificationSettingsScreen = lazyScreen(() => import('./notification-settings-screen.tsx'), 'NotificationSettingsScreen');

/** `/settings/notifications`: push in this browser and the per-kind preferences (docs/notifications.md "App"). */
export function pushPages(): RouteObject[] {
  return [
    {
      path: 'settings/notifications',
      element: (
        <MemberOnly>
          <NotificationSettingsScreen />
        </MemberOnly>
      ),
    },
  ];
}
