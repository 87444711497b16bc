import { clearTokenCookie, type DealgrowClient, readTokenCookie, type SessionUser, writeTokenCookie } from '@dealgrow/sdk';
import { type DealgrowState, isSignedIn } from '@dealgrow/sdk/state';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useSliceState } from './use-slice.ts';

export type SessionStatus = 'checking' | 'ready';

export interface SessionValue {
  client: DealgrowClient;
  state: DealgrowState;
  /** `checking` while a stored token is being confirmed with the server at start. */
  status: SessionStatus;
  /** Keeps a new session: the token in the `token` cookie for 180 days, the member in the user slice. */
  signIn(session: { token: string; user: SessionUser }): void;
  /** Revokes the token on the server, then clears the cookie and every client state slice. */
  signOut(): Promise<void>;
  /** Reads the member again (e.g. after e-mail verification elsewhere). */
  refreshUser(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

const selectUser = (data: { user: SessionUser }) => data.user;

export function SessionProvider({ client, state, children }: { client: DealgrowClient; state: DealgrowState; children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>(() => (readTokenCookie() ? 'checking' : 'ready'));

  const value = useMemo<SessionValue>(() => {
    // After the member is loaded: the service worker and push opt-in (SPEC §7), a chunk off the first load.
    const afterUser = () =>
      void import('./push.ts').then(
        (push) => push.afterUserLoaded(client),
        () => undefined,
      );
    async function refreshUser() {
      if (!readTokenCookie()) return;
      state.user.getState().setLoading(true);
      const answer = await client.users.me();
      state.user.getState().setLoading(false);
      if (answer.success) {
        state.user.getState().setUser(answer.data);
        afterUser();
      }
      // A refused token is over: forget it. A network failure keeps it for the next try.
      else if (answer.status === 401) {
        clearTokenCookie();
        state.logout();
      }
    }
    return {
      client,
      state,
      status,
      refreshUser,
      signIn({ token, user }) {
        writeTokenCookie(token);
        state.user.getState().setUser(user);
        afterUser();
      },
      async signOut() {
        if (readTokenCookie()) {
          // This browser stops getting the member's pushes first, while the session can still say so.
          await import('./push.ts').then(
            (push) => push.forgetPushOnSignOut(client),
            () => undefined,
          );
          await client.auth.signOut();
        }
        clearTokenCookie();
        state.logout();
      },
    };
  }, [client, state, status]);

  useEffect(() => {
    if (status !== 'checking') return;
    void value.refreshUser().finally(() => setStatus('ready'));
  }, [status, value]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a <SessionProvider> above it.');
  return value;
}

/** The session member (id -1 when signed out) and whether someone is signed in. */
export function useMember(): { user: SessionUser; signedIn: boolean } {
  const { state } = useSession();
  const user = useSliceState(state.user, selectUser);
  return { user, signedIn: isSignedIn({ user }) };
}
