import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

// Each screen is its own chunk, downloaded when its route is first opened (docs/performance.md).
const CompaniesScreen = lazyScreen(() => import('./companies-screen.tsx'), 'CompaniesScreen');
const CompanyScreen = lazyScreen(() => import('./company-screen.tsx'), 'CompanyScreen');
const NewCompanyScreen = lazyScreen(() => import('./company-editor-screen.tsx'), 'NewCompanyScreen');
const EditCompanyScreen = lazyScreen(() => import('./company-editor-screen.tsx'), 'EditCompanyScreen');

/**
 * Company pages, by unprefixed path: lists and pages for anyone, forms for members. A company page is
 * `/companies/{slug}` (its address; an id works too). Club pages: clubs/club-routes.tsx.
 */
export function companyPages(): RouteObject[] {
  const member = (element: ReactNode) => <MemberOnly>{element}</MemberOnly>;
  return [
    { path: 'companies', element: <CompaniesScreen /> },
    { path: 'companies/new', element: member(<NewCompanyScreen />) },
    { path: 'companies/:slug', element: <CompanyScreen /> },
    { path: 'companies/:slug/edit', element: member(<EditCompanyScreen />) },
  ];
}
