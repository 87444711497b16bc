import { createClient } from '@dealgrow/sdk';
import { createDealgrowState } from '@dealgrow/sdk/state';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { discoverRoutes, routes } from '../routes.tsx';

afterEach(cleanup);

async function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: discoverRoutes });
  // Signed out, and no API: lists and details answer a network failure.
  const client = createClient({
    baseURL: 'http://api.invalid',
    retry: false,
    logger: { warn() {}, error() {} },
    fetch: () => Promise.reject(new Error('no network in unit tests')),
  });
  const i18n = await createI18n(path.startsWith('/fr') ? 'fr' : 'en');
  await act(async () => {
    render(<App client={client} state={createDealgrowState()} i18n={i18n} router={router} />);
  });
  return router;
}

describe('deal routes', () => {
  it('sends a signed-out visitor starting a lead to sign-in, with the way back to the lead page', async () => {
    const router = await open('/fr/deals/5/lead?type=refer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/auth/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/fr/deals/5/lead?type=refer');
  });

  it('keeps the deal form for members', async () => {
    const router = await open('/deals/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
  });

  it('shows a deal page to anyone, with the reason when it cannot load', async () => {
    await open('/deals/5');
    expect((await screen.findByRole('alert')).textContent).toContain('We could not reach Dealgrow');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This deal could not be loaded.');
  });

  it('answers a deal id that is no number with not found', async () => {
    await open('/deals/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInstanceOf(HTMLElement);
  });
});
