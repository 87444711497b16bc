import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

// The screens and the `accountData` strings download when one of these pages is first opened.
const AccountDataScreen = lazyScreen(() => import('./account-data-screen.tsx'), 'AccountDataScreen');
const AccountDeletedScreen = lazyScreen(() => import('./account-data-screen.tsx'), 'AccountDeletedScreen');

/**
 * Account data (docs/accounts.md "Export and deletion"): `/settings/data` ("Download your data", "Delete account")
 * and `/account-deleted`, the notice a member lands on once their account is deleted and they are signed out.
 */
export function accountDataPages(): RouteObject[] {
  return [
    {
      path: 'settings/data',
      element: (
        <MemberOnly>
          <AccountDataScreen />
        </MemberOnly>
      ),
    },
    { path: 'account-deleted', element: <AccountDeletedScreen /> },
  ];
}
