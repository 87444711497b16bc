import type { Language } from '@dealgrow/sdk/state';
import type { RouteObject } from 'react-router';
import { dealPages } from './deals/deal-routes.tsx';
import { LeadDetailScreen } from './leads/lead-detail.tsx';
import { LeadsDashboardScreen } from './leads/leads-dashboard.tsx';
import { MemberOnly } from './routing/member-only.tsx';
import { HomeScreen } from './screens/home.tsx';
import { LegalScreen } from './screens/legal.tsx';
import { NotFoundScreen } from './screens/not-found.tsx';
import { SettingsScreen } from './screens/settings.tsx';
import { SignInScreen } from './screens/sign-in.tsx';
import { SignUpScreen } from './screens/sign-up.tsx';
import { VerifyEmailScreen } from './screens/verify-email.tsx';
import { LanguageLayout } from './shell/language-layout.tsx';

/** The pages, by unprefixed path; each language mounts the same list under its prefix. */
function pages(): RouteObject[] {
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
    ...dealPages(),
    { path: 'legal/terms-of-service', element: <LegalScreen document="terms" /> },
    { path: 'legal/privacy-policy', element: <LegalScreen document="privacy" /> },
    { path: 'legal/cookie-policy', element: <LegalScreen document="cookies" /> },
    { path: '*', element: <NotFoundScreen /> },
  ];
}

/** SPEC §1: English unprefixed, `/fr/...` and `/tr/...` for the others. */
const PREFIXES: Record<Language, string> = { en: '/', fr: '/fr', tr: '/tr' };

export const routes: RouteObject[] = (Object.entries(PREFIXES) as [Language, string][])
  // Prefixed languages first, so `/fr/...` is never read as an English page.
  .reverse()
  .map(([lang, path]) => ({ path, element: <LanguageLayout lang={lang} />, children: pages() }));
