import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

// The screen and its strings (the `billing` namespace) download when /settings/billing is first opened.
const BillingScreen = lazyScreen(() => import('./billing-screen.tsx'), 'BillingScreen');

/** `/settings/billing`: the member's billing history (docs/memberships.md "history"). */
export function billingPages(): RouteObject[] {
  return [
    {
      path: 'settings/billing',
      element: (
        <MemberOnly>
          <BillingScreen />
        </MemberOnly>
      ),
    },
  ];
}
