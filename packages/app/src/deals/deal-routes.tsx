import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ProductDetailScreen } from '../products/product-detail-screen.tsx';
import { EditProductScreen, NewProductScreen } from '../products/product-editor-screen.tsx';
import { ProductsScreen } from '../products/products-screen.tsx';
import { MemberOnly } from '../routing/member-only.tsx';
import { DealDetailScreen } from './deal-detail-screen.tsx';
import { EditDealScreen, NewDealScreen } from './deal-editor-screen.tsx';
import { DealsScreen } from './deals-screen.tsx';
import { LeadStartScreen } from './lead-start-screen.tsx';

/** Deal and product pages, by unprefixed path: lists and details for anyone, forms and lead start for members. */
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
    { path: 'products', element: <ProductsScreen /> },
    { path: 'products/new', element: member(<NewProductScreen />) },
    { path: 'products/:id', element: <ProductDetailScreen /> },
    { path: 'products/:id/edit', element: member(<EditProductScreen />) },
  ];
}
