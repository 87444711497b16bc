import { createTransport, filesResource } from '@dealgrow/sdk';
import { setElementContext } from '../elements/context-store.ts';
import type { ViewerStore, WidgetClient, WidgetState } from '../provider.tsx';
import type { EmbedConfig } from './embed-config.ts';

/**
 * The embed's core, shared by every widget chunk: one transport, the client and state the elements
 * render with. It starts with only what every page needs (`files`, the viewer); a chunk whose widget calls more
 * completes `client` and `state` before it defines its elements (deal-shared.ts adds `deals` and the `deal` slice,
 * connect-shared.ts the public `users` calls), so a page carries only what its widgets use.
 */
export interface EmbedRuntime {
  transport: ReturnType<typeof createTransport>;
  client: Pick<WidgetClient, 'files'> & Partial<WidgetClient>;
  state: Partial<WidgetState>;
}

let runtime: EmbedRuntime | undefined;

/**
 * Who is looking, for the connect and follow buttons: with a `data-token`, the member `GET /users/me` answers; without
 * one (or when it fails) nobody (id -1), and no call is made.
 */
function viewerOf(config: EmbedConfig, transport: EmbedRuntime['transport']): ViewerStore {
  let viewer = { id: -1 };
  const listeners = new Set<() => void>();
  // The transport's own call, not the `users` resource: that one is the profile chunk's (connect-shared.ts).
  if (config.token)
    void transport.request<{ id: number }>({ method: 'GET', path: '/users/me' }).then((result) => {
      if (!result.success) return;
      viewer = result.data;
      for (const listener of listeners) listener();
    });
  return {
    getState: () => ({ user: viewer }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Configures the elements once per page, however many widget chunks load. */
export function configureEmbed(config: EmbedConfig): EmbedRuntime {
  if (runtime) return runtime;
  // Never the partner page's own `token` cookie: only a token the partner handed over (`data-token`), else none.
  const transport = createTransport({ baseURL: config.api, token: config.token ?? null });
  // `files`: the deal, company and post chunks all show stored images, and a chunk of its own would cost more than it.
  // The viewer: the profile card's and the company card's chunks both read it (one copy here, not one in each).
  runtime = { transport, client: { files: filesResource(transport) }, state: { user: viewerOf(config, transport) } };
  // The same objects the chunks complete: a widget reads `client.deals` or `state.deal` only once its chunk has added them.
  setElementContext({
    client: runtime.client as WidgetClient,
    state: runtime.state as WidgetState,
    lang: config.lang,
    appUrl: config.appUrl,
  });
  return runtime;
}
