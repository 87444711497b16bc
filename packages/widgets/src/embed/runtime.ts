import { createTransport, usersResource } from '@dealgrow/sdk';
import { configureElements } from '../elements/element-context.ts';
import type { EmbedConfig } from './embed-config.ts';

let configured = false;

/** Configures the elements once per page, however many widget chunks load. */
export function configureEmbed(config: EmbedConfig): void {
  if (configured) return;
  configured = true;
  // `token: null`: the partner page's own `token` cookie must never travel to the Dealgrow API.
  const transport = createTransport({ baseURL: config.api, token: null });
  // Only the resources widgets call (WidgetClient), so the embed carries no other part of the SDK.
  configureElements({ client: { users: usersResource(transport) }, lang: config.lang, appUrl: config.appUrl });
}
