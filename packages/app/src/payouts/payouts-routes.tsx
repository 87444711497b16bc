import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

// The screen and its strings (the `payouts` namespace) download when /settings/payouts is first opened.
const PayoutsScreen = lazyScreen(() => import('./payouts-screen.tsx'), 'PayoutsScreen');

/** `/settings/payouts[?company=<id>]`: payout account, referral earnings, balance and payouts (docs/payments.md "App"). */
export function payoutsPages(): RouteObject[] {
  return [
    {
      path: 'settings/payouts',
      element: (
        <MemberOnly>
          <PayoutsScreen />
        </MemberOnly>
      ),
    },
  ];
}
