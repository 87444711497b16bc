import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

// Each screen is its own chunk, downloaded when its route is first opened (docs/performance.md).
const ProductsScreen = lazyScreen(() => import('./products-screen.tsx'), 'ProductsScreen');
const NewProductScreen = lazyScreen(() => import('./product-editor-screen.tsx'), 'NewProductScreen');
const EditProductScreen = lazyScreen(() => import('./product-editor-screen.tsx'), 'EditProductScreen');
const ProductDetailScreen = lazyScreen(() => import('./product-detail-screen.tsx'), 'ProductDetailScreen');

/** Product pages, by unprefixed path: the list and details for anyone, forms for members. */
export function productPages(): RouteObject[] {
  const member = (element: ReactNode) => <MemberOnly>{element}</MemberOnly>;
  return [
    { path: 'products', element: <ProductsScreen /> },
    { path: 'products/new', element: member(<NewProductScreen />) },
    { path: 'products/:id', element: <ProductDetailScreen /> },
    { path: 'products/:id/edit', element: member(<EditProductScreen />) },
  ];
}
