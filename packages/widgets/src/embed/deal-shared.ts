import { dealReadsResource } from '@dealgrow/sdk';
import { createDealSlice } from '@dealgrow/sdk/state';
import type { EmbedConfig } from './embed-config.ts';
import { configureEmbed } from './runtime.ts';

/**
 * What the deal widgets add to the embed's core: the deal reads (`dealReadsResource`, not the whole `deals`
 * resource) on the shared transport, and the `deal` slice, once per page (`files` is in the core, runtime.ts). Only the deal chunks import it (it lands in their
 * shared chunk), so a page with only a profile card carries none of it.
 */
export function configureDealEmbed(config: EmbedConfig): void {
  const { transport, client, state } = configureEmbed(config);
  client.deals ??= dealReadsResource(transport);
  state.deal ??= createDealSlice();
}
