import { createClient } from '@dealgrow/sdk';
import { createDealgrowState, LOGGED_OUT_USER } from '@dealgrow/sdk/state';
import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { discoverRoutes, routes } from '../routes.tsx';

export type Answer = { status: number; body: unknown };

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Opens a page, signed in as Ada (id 7) or signed out, the API answered by `answer`; every request is recorded. */
export async function openPage(path: string, answer: (method: string, path: string) => Answer, signedIn: boolean) {
  const calls: Call[] = [];
  const client = createClient({
    baseURL: 'http://api.test',
    retry: { retries: 0 },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      calls.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : null });
      const reply = answer(request.method, url.pathname);
      return new Response(reply.status === 204 ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const state = createDealgrowState();
  if (signedIn) {
    state.user.getState().setUser({
      ...LOGGED_OUT_USER,
      id: 7,
      username: 'ada',
      email: 'ada@dealgrow.io',
      firstName: 'Ada',
      lastName: 'Laurent',
      authorized_deals: [],
    });
  }
  const i18n = await createI18n('en');
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: discoverRoutes });
  await act(async () => {
    render(<App client={client} state={state} i18n={i18n} router={router} />);
  });
  return { calls, router };
}
