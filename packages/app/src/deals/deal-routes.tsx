import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../routing/member-only.tsx';

// Each screen is its own chunk, downloaded when its route is first opened (docs/performance.md).
const DealsScreen = lazyScreen(() => import('./deals-screen.tsx'), 'DealsScreen');
const NewDealScreen = lazyScreen(() => import('./deal-editor-screen.tsx'), 'NewDealScreen');
const EditDealScreen = lazyScreen(() => import('./deal-editor-screen.tsx'), 'EditDealScreen');
const DealDetailScreen = lazyScreen(() => import('./deal-detail-screen.tsx'), 'DealDetailScreen');
const LeadStartScreen = lazyScreen(() => import('./lead-start-screen.tsx'), 'LeadStartScreen');
const ProductsScreen = lazyScreen(() => import('../products/products-screen.tsx'), 'ProductsScreen');
const NewProductScreen = lazyScreen(() => import('../products/product-editor-screen.tsx'), 'NewProductScreen');
const EditProductScreen = lazyScreen(() => import('../products/product-editor-screen.tsx'), 'EditProductScreen');
const ProductDetailScreen = lazyScreen(() => import('../products/product-detail-screen.tsx'), 'ProductDetailScreen');

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
