import { connectionRequestsResource } from '@dealgrow/sdk';
import type { EmbedConfig } from './embed-config.ts';
import { configureEmbed } from './runtime.ts';

/**
 * What the connect button adds to the embed's core, once per page: its three calls on the shared transport (the
 * viewer, read from `data-token`, is in the core: runtime.ts). The profile card chunk calls it too (the card shows the
 * button).
 */
export function configureConnectEmbed(config: EmbedConfig): void {
  const { transport, client } = configureEmbed(config);
  client.network ??= connectionRequestsResource(transport);
}
