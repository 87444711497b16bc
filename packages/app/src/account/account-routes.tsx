import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

// Each screen and the `account` strings download when one of these pages is first opened.
const ForgotPasswordScreen = lazyScreen(() => import('./forgot-password-screen.tsx'), 'ForgotPasswordScreen');
const ResetPasswordScreen = lazyScreen(() => import('./reset-password-screen.tsx'), 'ResetPasswordScreen');
const ConfirmEmailScreen = lazyScreen(() => import('./confirm-email-screen.tsx'), 'ConfirmEmailScreen');
const SecurityScreen = lazyScreen(() => import('./security-screen.tsx'), 'SecurityScreen');

/**
 * Account security (docs/accounts.md "Password, e-mail, sessions, language"): the forgotten-password pages, the
 * landing page of the e-mail change link, and `/settings/security` (sessions and e-mail address).
 */
export function accountPages(): RouteObject[] {
  return [
    { path: 'auth/forgot-password', element: <ForgotPasswordScreen /> },
    { path: 'auth/reset-password', element: <ResetPasswordScreen /> },
    { path: 'auth/confirm-email', element: <ConfirmEmailScreen /> },
    {
      path: 'settings/security',
      element: (
        <MemberOnly>
          <SecurityScreen />
        </MemberOnly>
      ),
    },
  ];
}
