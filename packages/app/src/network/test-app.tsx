import { createClient, type DealgrowClient, type SessionUser } from '@dealgrow/sdk';
import { createDealgrowState, LOGGED_OUT_USER } from '@dealgrow/sdk/state';
import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { discoverRoutes, routes } from '../routes.tsx';

export interface Call {
  method: string;
  /** Path and query, e.g. `GET /users/people-might-know?page=1&limit=25` reads `path` = `/users/people-might-know?page=1&limit=25`. */
  path: string;
  /** The JSON body, or the FormData of a multipart call. */
  body: unknown;
}

export type Answer = { status: number; body?: unknown };

/** A member card as every list of people answers it. */
export const card = (id: number, username: string, firstName: string, lastName: string) => ({
  id,
  username,
  firstName,
  lastName,
  profilePhotoUrl: `http://api.test/assets/${username}.png`,
  jobTitle: 'Buyer',
  companyName: 'Acme',
});

/**
 * Opens a page of the whole app in a memory router, the API answered by `answer` (each call also recorded; an answer
 * may be a promise, settled when the test chooses), as
 * member 7 "ada" unless `signedIn` is false.
 */
export async function openApp(
  path: string,
  answer: (call: Call) => Answer | Promise<Answer>,
  { lang = 'en', signedIn = true, user = {} }: { lang?: 'en' | 'fr' | 'tr'; signedIn?: boolean; user?: Partial<SessionUser> } = {},
) {
  const calls: Call[] = [];
  const client = createClient({
    baseURL: 'http://api.test',
    retry: { retries: 0 },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const type = request.headers.get('content-type') ?? '';
      const body = type.includes('json') ? await request.json() : type.includes('multipart') ? await request.formData() : undefined;
      const call = { method: request.method, path: `${url.pathname}${url.search}`, body };
      calls.push(call);
      // An answer may come later (a promise the test settles), to see what a screen shows while it waits.
      const { status, body: answerBody } = await answer(call);
      if (status === 204) return new Response(null, { status });
      return new Response(JSON.stringify(answerBody ?? {}), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  const state = createDealgrowState();
  if (signedIn)
    state.user.getState().setUser({
      ...LOGGED_OUT_USER,
      id: 7,
      username: 'ada',
      firstName: 'Ada',
      lastName: 'Laurent',
      email: 'ada@dealgrow.io',
      is_email_verified: true,
      ...user,
    });
  const router = await renderApp(client, state, path, lang);
  return { calls, state, router };
}

/** A member of a real test server (packages/server's test fixtures), as the app signs them in. */
export interface ServerMember {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  token: string;
}

/** Opens a page of the whole app talking to the real test server at `baseURL`, as `member` (signed out when undefined). */
export async function openAppOnServer(baseURL: string, path: string, member?: ServerMember, lang: 'en' | 'fr' | 'tr' = 'en') {
  const client = createClient({ baseURL, retry: false });
  const state = createDealgrowState();
  if (member) {
    client.setToken(member.token);
    state.user.getState().setUser({
      ...LOGGED_OUT_USER,
      id: member.id,
      username: member.username,
      firstName: member.firstName,
      lastName: member.lastName,
      email: `${member.username}@example.org`,
      is_email_verified: true,
    });
  }
  return { router: await renderApp(client, state, path, lang) };
}

/** The whole app in a memory router at `path`, in `lang`. */
async function renderApp(client: DealgrowClient, state: ReturnType<typeof createDealgrowState>, path: string, lang: 'en' | 'fr' | 'tr') {
  const i18n = await createI18n(lang);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: discoverRoutes });
  await act(async () => {
    render(<App client={client} state={state} i18n={i18n} router={router} />);
  });
  return router;
}

/** The calls made so far as `METHOD path`. */
export const said = (calls: Call[]) => calls.map((call) => `${call.method} ${call.path}`);
