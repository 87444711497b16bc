import { DEAL_LISTS, type DealListName } from '@dealgrow/sdk/state';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { EarlyRoute } from '../routing/early-reads.ts';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

// Each screen is its own chunk, downloaded when its route is first opened (docs/performance.md).
const DealsScreen = lazyScreen(() => import('./deals-screen.tsx'), 'DealsScreen');
const NewDealScreen = lazyScreen(() => import('./deal-editor-screen.tsx'), 'NewDealScreen');
const EditDealScreen = lazyScreen(() => import('./deal-editor-screen.tsx'), 'EditDealScreen');
const DealDetailScreen = lazyScreen(() => import('./deal-detail-screen.tsx'), 'DealDetailScreen');
const LeadStartScreen = lazyScreen(() => import('./lead-start-screen.tsx'), 'LeadStartScreen');

/** A deals list's first page, as its list asks it (the SDK's deal slice), started with the page (routing/early-reads.ts). */
const firstPage = (list: DealListName): EarlyRoute => ({
  early: (client) => client.deals.popular({ ...DEAL_LISTS[list], page: 1 }),
});

/** Deal pages, by unprefixed path: lists and details for anyone, forms and lead start for members (product pages: products/product-routes.tsx). */
export function dealPages(): RouteObject[] {
  const member = (element: ReactNode) => <MemberOnly>{element}</MemberOnly>;
  return [
    { path: 'deals', element: <DealsScreen tab="popular" />, handle: firstPage('popular') },
    { path: 'deals/offers', element: <DealsScreen tab="offers" />, handle: firstPage('offers') },
    { path: 'deals/perks', element: <DealsScreen tab="perks" />, handle: firstPage('perks') },
    { path: 'deals/new', element: member(<NewDealScreen />) },
    { path: 'deals/:id', element: <DealDetailScreen /> },
    { path: 'deals/:id/edit', element: member(<EditDealScreen />) },
    { path: 'deals/:id/lead', element: member(<LeadStartScreen />) },
  ];
}
