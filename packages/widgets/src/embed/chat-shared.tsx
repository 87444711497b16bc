import { createTransport, publicUsersResource } from '@dealgrow/sdk';
import { createRealtime } from '@dealgrow/sdk/realtime';
import { ChatConversation } from '../chat-box/ChatBox.tsx';
import type { ChatStrings } from '../chat-box/messages-en.ts';
import { asElement } from '../elements/as-element.tsx';
import { defineElement } from '../elements/define-element.ts';
import { chatCalls } from './chat-calls.ts';
import type { EmbedConfig } from './embed-config.ts';
import { configureEmbed } from './runtime.ts';

/**
 * What `<dg-chat-box>` adds to the embed's core, in the chat chunk of the page's language (widgets/chat-box-{lang}.js,
 * loaded only when a chat box is on the page): the box with that language's strings, its `chat` calls (chat-calls.ts), the page's live
 * connection (`@dealgrow/sdk/realtime`) and socket.io-client, all in that one file (scripts/build.mjs `ownCopies`: the
 * chunk has its own copy of every module beyond the core, so no other page shares, or waits for, any of it).
 *
 * Its calls go through a transport of their own that asks the server to write in the page's language (a refusal such
 * as "You can only message your connections…" shows as the server words it); the token is `data-token`'s, never a
 * cookie. The connection is in the shared state, so an unread badge on the page refreshes on its new messages (told by
 * `dg-chat-connection` when it was there first).
 */
export function registerChat(strings: ChatStrings): (config: EmbedConfig) => void {
  return (config) => {
    const { client, state } = configureEmbed(config);
    const transport = createTransport({ baseURL: config.api, token: config.token ?? null, language: config.lang });
    const chat = chatCalls(transport);
    client.chat = chat;
    client.users ??= publicUsersResource(transport);
    state.realtime ??= createRealtime({ baseURL: config.api, chat }, { token: config.token ?? null });
    // An unread badge shown before this chunk came listens to the connection from now on (use-unread-total.ts).
    document.dispatchEvent(new Event('dg-chat-connection'));
    defineElement(
      'dg-chat-box',
      asElement((props: { room?: string; user?: string }) => <ChatConversation {...props} strings={strings} />, {
        room: 'string',
        user: 'string',
      }),
    );
  };
}
