import { createClient } from '@dealgrow/sdk';
import { createDealgrowState, LOGGED_OUT_USER } from '@dealgrow/sdk/state';
import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { discoverRoutes, routes } from '../routes.tsx';

export type Answer = { status: number; body: unknown } | 'network-failure';

export interface Call {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey: string | null;
}

/** Opens a page as the signed-in member Ada (id 7), the API answered by `answer`; every request is recorded. */
export async function openAsMember(
  path: string,
  answer: (method: string, path: string, search: string) => Answer,
  lang: 'en' | 'fr' = 'en',
) {
  const calls: Call[] = [];
  const client = createClient({
    baseURL: 'http://api.test',
    retry: { retries: 0 },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      calls.push({
        method: request.method,
        path: `${url.pathname}${url.search}`,
        body: text ? JSON.parse(text) : null,
        idempotencyKey: request.headers.get('idempotency-key'),
      });
      const reply = answer(request.method, url.pathname, url.search);
      if (reply === 'network-failure') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    },
  });
  const state = createDealgrowState();
  state.user
    .getState()
    .setUser({ ...LOGGED_OUT_USER, id: 7, username: 'ada', firstName: 'Ada', lastName: 'Laurent', authorized_deals: [] });
  const i18n = await createI18n(lang);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: discoverRoutes });
  await act(async () => {
    render(<App client={client} state={state} i18n={i18n} router={router} />);
  });
  return { calls, router };
}
