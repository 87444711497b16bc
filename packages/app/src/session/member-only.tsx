import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMember, useSession } from '../session/session.tsx';
import { Splash } from '../shell/splash.tsx';
import { signInPathFor } from './return-to.ts';
import { useLocalize } from './use-localize.ts';

/** A member page: signed-out visitors go to sign-in, which brings them back here afterwards. */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { signedIn } = useMember();
  const location = useLocation();
  const { localize } = useLocalize();
  if (status === 'checking') return <Splash />;
  if (!signedIn) {
    return <Navigate to={signInPathFor(localize('/auth/sign-in'), `${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <>{children}</>;
}
