import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

// Each screen and the `trust` strings download when one of these pages is first opened.
const PrivacyScreen = lazyScreen(() => import('./privacy-screen.tsx'), 'PrivacyScreen');
const AdminReportsScreen = lazyScreen(() => import('./admin-reports-screen.tsx'), 'AdminReportsScreen');

/** Blocking and reporting (docs/accounts.md): `/settings/privacy` (blocked members) and the admins' `/admin/reports`. */
export function trustPages(): RouteObject[] {
  return [
    {
      path: 'settings/privacy',
      element: (
        <MemberOnly>
          <PrivacyScreen />
        </MemberOnly>
      ),
    },
    {
      path: 'admin/reports',
      element: (
        <MemberOnly>
          <AdminReportsScreen />
        </MemberOnly>
      ),
    },
  ];
}
