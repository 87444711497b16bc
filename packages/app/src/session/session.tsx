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

/**
 * Confirms a stored token with the server: the member goes into the user slice, or, when the server no longer knows
 * the token (401), the cookie and every slice are cleared. `unconfirmed` when no answer came (offline, a server
 * error): the token stays, to be checked again.
 */
export async function confirmSession(client: DealgrowClient, state: DealgrowState): Promise<'member' | 'signed-out' | 'unconfirmed'> {
  if (!readTokenCookie()) return 'signed-out';
  state.user.getState().setLoading(true);
  const answer = await client.users.me().catch(() => null);
  state.user.getState().setLoading(false);
  if (answer?.success) {
    state.user.getState().setUser(answer.data);
    return 'member';
  }
  // A refused token is over: forget it. A network failure keeps it for the next try.
  if (answer?.status === 401) {
    clearTokenCookie();
    state.logout();
    return 'signed-out';
  }
  return 'unconfirmed';
}

/** After the member is loaded: the service worker and push opt-in (SPEC §7), a chunk off the first load. */
function afterUser(client: DealgrowClient) {
  void import('./push.ts').then(
    (push) => push.afterUserLoaded(client),
    () => undefined,
  );
}

export function SessionProvider({
  client,
  state,
  confirmed = false,
  children,
}: {
  client: DealgrowClient;
  state: DealgrowState;
  /**
   * main.tsx confirmed the stored token before the first render (`confirmSession`): the first render is already the
   * member's (or the visitor's, the token refused), with no `checking` render before it.
   */
  confirmed?: boolean;
  children: ReactNode;
}) {
  const [status, setStatus] = useState<SessionStatus>(() => (readTokenCookie() && !confirmed ? 'checking' : 'ready'));

  const value = useMemo<SessionValue>(() => {
    async function refreshUser() {
      if ((await confirmSession(client, state)) === 'member') afterUser(client);
    }
    return {
      client,
      state,
      status,
      refreshUser,
      signIn({ token, user }) {
        writeTokenCookie(token);
        state.user.getState().setUser(user);
        afterUser(client);
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

  // A member confirmed before the first render: what `refreshUser` does after the answer, once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the session main.tsx confirmed.
  useEffect(() => {
    if (confirmed && isSignedIn(state.user.getState())) afterUser(client);
  }, []);

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
