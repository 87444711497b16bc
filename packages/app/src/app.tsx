import type { DealgrowClient } from '@dealgrow/sdk';
import type { DealgrowState } from '@dealgrow/sdk/state';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
// RouterProvider from the main entry: one react-router instance in tests too (react-router/dom adds only flushSync, unused here).
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { SessionProvider } from './session/session.tsx';

export interface AppProps {
  client: DealgrowClient;
  state: DealgrowState;
  i18n: I18n;
  router: ReturnType<typeof createBrowserRouter>;
  /** The stored token was confirmed before the first render (session/session.tsx `confirmSession`). */
  sessionConfirmed?: boolean;
}

/** The whole app: translations, the session, and the language-prefixed routes. */
export function App({ client, state, i18n, router, sessionConfirmed = false }: AppProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SessionProvider client={client} state={state} confirmed={sessionConfirmed}>
          <RouterProvider router={router} />
        </SessionProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
