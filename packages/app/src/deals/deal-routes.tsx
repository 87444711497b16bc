import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

// Each screen is its own chunk, downloaded when its route is first opened (docs/performance.md).
const DealsScreen = lazyScreen(() => import('./deals-screen.tsx'), 'DealsScreen');
const NewDealScreen = lazyScreen(() => import('./deal-editor-screen.tsx'), 'NewDealScreen');
const EditDealScreen = lazyScreen(() => import('./deal-editor-screen.tsx'), 'EditDealScreen');
const DealDetailScreen = lazyScreen(() => import('./deal-detail-screen.tsx'), 'DealDetailScreen');
const LeadStartScreen = lazyScreen(() => import('./lead-start-screen.tsx'), 'LeadStartScreen');

/** Deal pages, by unprefixed path: lists and details for anyone, forms and lead start for members (product pages: products/product-routes.tsx). */
export function dealPages(): RouteObject[] {
  const member = (element: ReactNode) => <MemberOnly>{element}</MemberOnly>;
  return [
    { path: 'deals', element: <DealsScreen tab="popular" /> },
    { path: 'deals/offers', element: <DealsScreen tab="offers" /> },
    { path: 'deals/perks', element: <DealsScreen tab="perks" /> },
    { path: 'deals/new', element: member(<NewDealScreen />) },
    { path: 'deals/:id', element: <DealDetailScreen /> },
    { path: 'deals/:id/edit', element: member(<EditDealScreen />) },
    { path: 'deals/:id/lead', element: member(<LeadStartScreen />) },
  ];
}
