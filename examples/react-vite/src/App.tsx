import { isSignedIn } from '@dealgrow/sdk/state';
import { ChatBox, DealgrowProvider, FollowButton, useSlice } from '@dealgrow/widgets';
import { useEffect } from 'react';
import { resumeSession, signOut, state, widgetClient, widgetState } from './dealgrow.ts';
import { SignInForm } from './SignInForm.tsx';

/** The company whose follow button the page shows, and the member Ada talks to (both in the demo data). */
const COMPANY = 'northwind-supply';
const CHAT_WITH = 'mehmet';

export function App() {
  const user = useSlice(state.user, (slice) => slice.user);
  useEffect(() => {
    void resumeSession();
  }, []);

  return (
    <DealgrowProvider client={widgetClient} state={widgetState} lang="en" appUrl="https://dealgrow.io">
      <main style={{ maxWidth: 640, margin: '2rem auto', fontFamily: 'system-ui, sans-serif' }}>
        <h1>Dealgrow in a React app</h1>
        {isSignedIn({ user }) ? (
          <>
            <p data-testid="signed-in">
              Signed in as {user.firstName} {user.lastName}{' '}
              <button type="button" onClick={() => void signOut()}>
                Sign out
              </button>
            </p>
            <h2>Follow a company</h2>
            <FollowButton company={COMPANY} />
            <h2>Talk to @{CHAT_WITH}</h2>
            <ChatBox user={CHAT_WITH} />
          </>
        ) : (
          <SignInForm />
        )}
      </main>
    </DealgrowProvider>
  );
}
