import { defineElement } from '../../elements/define-element.ts';
import { NotificationBellElement } from '../../notification-bell/element.ts';
import type { EmbedConfig } from '../embed-config.ts';
import { configureEmbed } from '../runtime.ts';

/**
 * Chunk for `<dg-notification-bell>`: one call (`GET /notifications/unread/total`) on the shared transport and no socket
 * (docs/widgets.md "Sizes"): the total is read on load, on its interval and when the page shows again.
 */
export function register(config: EmbedConfig): void {
  const { transport, client } = configureEmbed(config);
  client.notifications ??= {
    unreadTotal: (options) => transport.request({ method: 'GET', path: '/notifications/unread/total', ...options }),
  };
  defineElement('dg-notification-bell', NotificationBellElement);
}
