import { connectionRequestsResource } from '@dealgrow/sdk';
import type { ViewerStore } from '../provider.tsx';
import type { EmbedConfig } from './embed-config.ts';
import { configureEmbed } from './runtime.ts';

/**
 * What the connect button adds to the embed's core, once per page: its three calls on the shared transport,
 * and the viewer. With a `data-token`, the viewer is the member `GET /users/me` answers; without one (or when
 * it fails) the button shows the signed-out state. The profile card chunk calls it too (the card shows the button).
 */
export function configureConnectEmbed(config: EmbedConfig): void {
  const { transport, client, state } = configureEmbed(config);
  if (client.network) return;
  client.network = connectionRequestsResource(transport);
  let viewer = { id: -1 };
  const listeners = new Set<() => void>();
  const store: ViewerStore = {
    getState: () => ({ user: viewer }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  state.user = store;
  if (config.token)
    void client.users.me().then((result) => {
      if (!result.success) return;
      viewer = result.data;
      for (const listener of listeners) listener();
    });
}
