import { createTransport, filesResource, publicUsersResource } from '@dealgrow/sdk';
import { setElementContext } from '../elements/context-store.ts';
import type { WidgetClient, WidgetState } from '../provider.tsx';
import type { EmbedConfig } from './embed-config.ts';

/**
 * The embed's core, shared by every widget chunk: one transport, the client and state the elements
 * render with. It starts with only what every page needs (the public `users` calls); a chunk whose widget
 * calls more completes `client` and `state` before it defines its elements (deal-shared.ts adds
 * `deals`, `files` and the `deal` slice), so a page carries only what its widgets use.
 */
export interface EmbedRuntime {
  transport: ReturnType<typeof createTransport>;
  client: Pick<WidgetClient, 'users' | 'files'> & Partial<WidgetClient>;
  state: Partial<WidgetState>;
}

let runtime: EmbedRuntime | undefined;

/** Configures the elements once per page, however many widget chunks load. */
export function configureEmbed(config: EmbedConfig): EmbedRuntime {
  if (runtime) return runtime;
  // Never the partner page's own `token` cookie: only a token the partner handed over (`data-token`), else none.
  const transport = createTransport({ baseURL: config.api, token: config.token ?? null });
  // `files` too: the deal and post chunks both show stored images, and a chunk of its own would cost more than it.
  runtime = { transport, client: { users: publicUsersResource(transport), files: filesResource(transport) }, state: {} };
  // The same objects the chunks complete: a widget reads `client.deals` or `state.deal` only once its chunk has added them.
  setElementContext({
    client: runtime.client as WidgetClient,
    state: runtime.state as WidgetState,
    lang: config.lang,
    appUrl: config.appUrl,
  });
  return runtime;
}
