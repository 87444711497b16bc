import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInPathFor } from '../routing/return-to.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from './session.tsx';
import { Splash } from './splash.tsx';

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
