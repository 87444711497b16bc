import { defineElement } from '../../elements/define-element.ts';
import { UnreadBadgeElement } from '../../unread-badge/element.ts';
import { chatCalls } from '../chat-calls.ts';
import type { EmbedConfig } from '../embed-config.ts';
import { configureEmbed } from '../runtime.ts';

/**
 * Chunk for `<dg-unread-badge>`: the widgets' `chat` calls (it makes one, `unreadTotal`) on the shared transport, and no socket:
 * it listens to the chat chunk's connection when a chat box is on the page (src/embed/widgets/chat-box.ts).
 */
export function register(config: EmbedConfig): void {
  const { transport, client } = configureEmbed(config);
  client.chat ??= chatCalls(transport);
  defineElement('dg-unread-badge', UnreadBadgeElement);
}
