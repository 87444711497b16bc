import type { DealgrowClient } from '@dealgrow/sdk';
import { matchRoutes, type RouteObject } from 'react-router';
import { accountPages } from './account/account-routes.tsx';
import { accountDataPages } from './account-data/account-data-routes.tsx';
import { billingPages } from './billing/billing-routes.tsx';
import { clubPages } from './clubs/club-routes.tsx';
import { companyPages } from './companies/company-routes.tsx';
import { dealPages } from './deals/deal-routes.tsx';
import { membershipPages } from './memberships/memberships-routes.tsx';
import { messagePages } from './message/message-routes.tsx';
import { moderationPages } from './moderation/moderation-routes.tsx';
import { networkPages } from './network/network-routes.tsx';
import { notificationPages } from './notifications/notifications-routes.tsx';
import { payoutsPages } from './payouts/payouts-routes.tsx';
import { postPages } from './posts/post-routes.tsx';
import { productPages } from './products/product-routes.tsx';
import { pushPages } from './push/push-routes.tsx';
import type { EarlyRoute } from './routing/early-reads.ts';
import { searchPages } from './search/search-routes.tsx';
import { trustPages } from './trust/trust-routes.tsx';

/**
 * Pages that download their route table on first use (`discoverRoutes` in routes.tsx), so the areas never weigh on
 * the first load (main.tsx fetches this table once the first page is up). One spread line per area, each area's
 * routes in its own `*-routes.tsx`.
 */
export function morePages(): RouteObject[] {
  return [
    ...dealPages(),
    ...productPages(),
    ...networkPages(),
    ...companyPages(),
    ...clubPages(),
    ...postPages(),
    ...messagePages(),
    ...accountPages(),
    ...membershipPages(),
    ...billingPages(),
    ...payoutsPages(),
    ...pushPages(),
    ...accountDataPages(),
    ...notificationPages(),
    ...trustPages(),
    ...searchPages(),
    ...moderationPages(),
  ];
}

/**
 * Starts the first reads of the page at `path` (unprefixed): its route's `handle.early` (routing/early-reads.ts), with
 * the path's parameters, among these pages and the first table's `firstPages`. The whole table names the route: in
 * the first one alone, a later area's `/deals` reads as a username.
 */
export function startEarlyReads(client: DealgrowClient, path: string, firstPages: RouteObject[]): void {
  const match = matchRoutes([...morePages(), ...firstPages], path)?.at(-1);
  const early = (match?.route.handle as EarlyRoute | undefined)?.early;
  if (match && early) void early(client, match.params);
}
