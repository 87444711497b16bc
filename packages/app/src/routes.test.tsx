import { createClient } from '@dealgrow/sdk';
import { createDealgrowState } from '@dealgrow/sdk/state';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './app.tsx';
import { createI18n } from './i18n/i18n.ts';
import { discoverRoutes, routes } from './routes.tsx';

afterEach(cleanup);

async function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: discoverRoutes });
  // No token cookie in this document: the visitor is signed out and nothing is fetched.
  const client = createClient({ baseURL: 'http://api.invalid', fetch: () => Promise.reject(new Error('no network in unit tests')) });
  const i18n = await createI18n('en');
  await act(async () => {
    render(<App client={client} state={createDealgrowState()} i18n={i18n} router={router} />);
  });
  return router;
}

describe('routes', () => {
  it('sends a signed-out visitor of a member page to sign-in in the same language, with the way back', async () => {
    const router = await open('/fr/settings?tab=password');
    expect(router.state.location.pathname).toBe('/fr/auth/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/fr/settings?tab=password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInstanceOf(HTMLElement);
    expect(document.documentElement.lang).toBe('fr');
  });

  it('shows the page a path names, in the language of its prefix', async () => {
    await open('/tr/legal/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hizmet Şartları' })).toBeInstanceOf(HTMLElement);
    expect(document.title).toBe('İş Yapmak İçin Sosyal Ağ - Etkileşim. Anlaşma. Büyüme');
  });

  it('finds a page of the later route table (more-routes.tsx) on its first visit, in its language', async () => {
    // `/message` is not in the first table: without discovery it would be read as the member `/{username}`.
    const router = await open('/tr/message');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tr/auth/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/tr/message');
  });

  it('answers unknown paths with the not-found page', async () => {
    await open('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInstanceOf(HTMLElement);
  });
});
