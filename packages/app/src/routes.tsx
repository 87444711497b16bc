import type { Language } from '@dealgrow/sdk/state';
import { Suspense } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { ScreenError } from './common/screen-error.tsx';
import { profilePages } from './profile/profile-routes.tsx';
import { lazyScreen } from './routing/lazy-screen.tsx';
import { MemberOnly } from './session/member-only.tsx';
import { LanguageLayout } from './shell/language-layout.tsx';
import './routing/route-page.css';

// Each screen is its own chunk, downloaded when its route is first opened (docs/performance.md).
const HomeScreen = lazyScreen(() => import('./screens/home.tsx'), 'HomeScreen');
const SignUpScreen = lazyScreen(() => import('./screens/sign-up.tsx'), 'SignUpScreen');
const SignInScreen = lazyScreen(() => import('./screens/sign-in.tsx'), 'SignInScreen');
const VerifyEmailScreen = lazyScreen(() => import('./screens/verify-email.tsx'), 'VerifyEmailScreen');
const SettingsScreen = lazyScreen(() => import('./screens/settings.tsx'), 'SettingsScreen');
const LeadsDashboardScreen = lazyScreen(() => import('./leads/leads-dashboard.tsx'), 'LeadsDashboardScreen');
const LeadDetailScreen = lazyScreen(() => import('./leads/lead-detail.tsx'), 'LeadDetailScreen');
const LegalScreen = lazyScreen(() => import('./screens/legal.tsx'), 'LegalScreen');
const NotFoundScreen = lazyScreen(() => import('./common/not-found.tsx'), 'NotFoundScreen');

/** The pages, by unprefixed path; each language mounts the same list under its prefix. */
function pages(list = screens()): RouteObject[] {
  // The page's screen renders once its chunk is in. Its block holds a viewport's height before and after, so the
  // footer stays below the fold instead of jumping down when the screen or its list arrives (no layout shift).
  const pending = <div className="route-page" aria-busy="true" />;
  // A screen that fails (its code did not arrive) shows ScreenError in the page's place, under the same header.
  return list.map((route) => ({
    ...route,
    errorElement: <ScreenError />,
    element: (
      <Suspense fallback={pending}>
        <div className="route-page">{route.element}</div>
      </Suspense>
    ),
  }));
}

function screens(): RouteObject[] {
  return [
    { index: true, element: <HomeScreen /> },
    { path: 'auth/sign-up', element: <SignUpScreen /> },
    { path: 'auth/sign-in', element: <SignInScreen /> },
    { path: 'auth/verify-email', element: <VerifyEmailScreen /> },
    {
      path: 'settings',
      element: (
        <MemberOnly>
          <SettingsScreen />
        </MemberOnly>
      ),
    },
    {
      path: 'leads',
      element: (
        <MemberOnly>
          <LeadsDashboardScreen />
        </MemberOnly>
      ),
    },
    {
      path: 'leads/:id',
      element: (
        <MemberOnly>
          <LeadDetailScreen />
        </MemberOnly>
      ),
    },
    { path: 'legal/terms-of-service', element: <LegalScreen document="terms" /> },
    { path: 'legal/privacy-policy', element: <LegalScreen document="privacy" /> },
    { path: 'legal/cookie-policy', element: <LegalScreen document="cookies" /> },
    // `/{username}`: below every static path; an unknown member shows the not-found screen.
    ...profilePages(),
    { path: '*', element: <NotFoundScreen /> },
  ];
}

/** SPEC §1: English unprefixed, `/fr/...` and `/tr/...` for the others. */
const PREFIXES: Record<Language, string> = { en: '/', fr: '/fr', tr: '/tr' };

export const routes: RouteObject[] = (Object.entries(PREFIXES) as [Language, string][])
  // Prefixed languages first, so `/fr/...` is never read as an English page.
  .reverse()
  .map(([lang, path]) => ({ id: lang, path, element: <LanguageLayout lang={lang} />, children: pages() }));

/**
 * The pages of `more-routes.tsx` are not in the first load: their table downloads on the first visit to a path only
 * the not-found or `/{username}` route matches, and joins the language's routes (react-router's route discovery; it
 * skips routes already there, so a second discovery adds nothing).
 * Give it to every router: `createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes })`.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  const lang = matches[0]?.route.id;
  if (!lang) return;
  const { morePages } = await import('./more-routes.tsx');
  patch(lang, pages(morePages()));
};
