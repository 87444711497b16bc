import { companyReadsResource } from '@dealgrow/sdk';
import type { EmbedConfig } from './embed-config.ts';
import { configureEmbed } from './runtime.ts';

/**
 * What the company card and the follow button add to the embed's core, once per page: the company reads
 * (`companyReadsResource`: a company by id or slug, follow and unfollow, its deals) on the shared transport, not the
 * whole `companies` resource. Only the company chunk imports it; the viewer is in the core (runtime.ts).
 */
export function configureCompanyEmbed(config: EmbedConfig): void {
  const { transport, client } = configureEmbed(config);
  client.companies ??= companyReadsResource(transport);
}
