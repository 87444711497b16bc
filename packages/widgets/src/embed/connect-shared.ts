import { connectionRequestsResource, publicUsersResource } from '@dealgrow/sdk';
import type { EmbedConfig } from './embed-config.ts';
import { configureEmbed } from './runtime.ts';

/**
 * What the profile card and the connect button add to the embed's core, once per page: the public `users` calls (the
 * profile) and the button's three calls on the shared transport (the viewer, read from `data-token`, is in the core:
 * runtime.ts). Not in the core: a page of deals or posts reads no profile (docs/widgets.md "Sizes").
 */
export function configureConnectEmbed(config: EmbedConfig): void {
  const { transport, client } = configureEmbed(config);
  client.users ??= publicUsersResource(transport);
  client.network ??= connectionRequestsResource(transport);
}
