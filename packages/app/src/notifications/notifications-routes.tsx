import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

const NotificationsScreen = lazyScreen<object, 'NotificationsScreen'>(() => import('./notifications-screen.tsx'), 'NotificationsScreen');

/** `/notifications`: the notification centre (docs/notifications.md). */
export function notificationPages(): RouteObject[] {
  return [
    {
      path: 'notifications',
      element: (
        <MemberOnly>
          <NotificationsScreen />
        </MemberOnly>
      ),
    },
  ];
}
