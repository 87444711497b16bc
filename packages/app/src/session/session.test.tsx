import { clearTokenCookie, createClient, readTokenCookie, writeTokenCookie } from '@dealgrow/sdk';
import { createDealgrowState, isSignedIn, LOGGED_OUT_USER } from '@dealgrow/sdk/state';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { discoverRoutes, routes } from '../routes.tsx';
import { confirmSession } from './session.tsx';

afterEach(() => {
  cleanup();
  clearTokenCookie();
});

const ada = { ...LOGGED_OUT_USER, id: 7, username: 'ada', firstName: 'Ada', lastName: 'Laurent', is_email_verified: true };

/** A client whose `/users/me` answers `status` (the member on 200), recording the paths asked; other reads wait. */
function clientAnswering(status: number | 'never') {
  const asked: string[] = [];
  const client = createClient({
    baseURL: 'http://api.test',
    retry: { retries: 0 },
    fetch: async (input, init) => {
      const path = new URL(new Request(input, init).url).pathname;
      asked.push(path);
      if (path !== '/users/me' || status === 'never') return new Promise<Response>(() => undefined);
      const body = status === 200 ? ada : { message: 'Session expired' };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, asked };
}

describe('the session confirmed before the first render', () => {
  it('keeps the member the server knows', async () => {
    writeTokenCookie('t-1');
    const { client } = clientAnswering(200);
    const state = createDealgrowState();
    expect(await confirmSession(client, state)).toBe('member');
    expect(state.user.getState().user.username).toBe('ada');
    expect(readTokenCookie()).toBe('t-1');
  });

  it('clears a token the server refuses, and keeps one when no answer comes', async () => {
    writeTokenCookie('t-2');
    const refused = createDealgrowState();
    expect(await confirmSession(clientAnswering(401).client, refused)).toBe('signed-out');
    expect(readTokenCookie()).toBeFalsy();
    expect(isSignedIn(refused.user.getState())).toBe(false);

    writeTokenCookie('t-3');
    const down = createDealgrowState();
    expect(await confirmSession(clientAnswering(503).client, down)).toBe('unconfirmed');
    expect(readTokenCookie()).toBe('t-3');
    expect(isSignedIn(down.user.getState())).toBe(false);
  });

  it('draws the member’s home at once when confirmed; a splash while the check is still to come', async () => {
    const i18n = await createI18n('en');
    writeTokenCookie('t-4');
    const confirmed = clientAnswering(200);
    const state = createDealgrowState();
    expect(await confirmSession(confirmed.client, state)).toBe('member');
    confirmed.asked.length = 0;
    await act(async () => {
      render(
        <App
          client={confirmed.client}
          state={state}
          i18n={i18n}
          router={createMemoryRouter(routes, { initialEntries: ['/'], patchRoutesOnNavigation: discoverRoutes })}
          sessionConfirmed
        />,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Ada/ })).toBeTruthy();
    expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull();
    expect(confirmed.asked).not.toContain('/users/me');
    cleanup();

    const unconfirmed = clientAnswering('never');
    await act(async () => {
      render(
        <App
          client={unconfirmed.client}
          state={createDealgrowState()}
          i18n={i18n}
          router={createMemoryRouter(routes, { initialEntries: ['/'], patchRoutesOnNavigation: discoverRoutes })}
        />,
      );
    });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(unconfirmed.asked).toContain('/users/me');
  });
});
