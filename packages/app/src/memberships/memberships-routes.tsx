import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

// The screens, their strings (the `memberships` namespace) and the picker download when a membership page is first opened.
const PersonalMembershipScreen = lazyScreen(() => import('./membership-screen.tsx'), 'PersonalMembershipScreen');
const ShopMembershipScreen = lazyScreen(() => import('./membership-screen.tsx'), 'ShopMembershipScreen');

/**
 * `/membership/personal` (the member's plan) and `/membership/shop?company=<id>` (a company's shop plan): the picker,
 * the current plan, and the hosted checkout's return (`?checkout=success&session_id=…` or `?checkout=canceled`).
 */
export function membershipPages(): RouteObject[] {
  return [
    {
      path: 'membership/personal',
      element: (
        <MemberOnly>
          <PersonalMembershipScreen />
        </MemberOnly>
      ),
    },
    {
      path: 'membership/shop',
      element: (
        <MemberOnly>
          <ShopMembershipScreen />
        </MemberOnly>
      ),
    },
  ];
}
