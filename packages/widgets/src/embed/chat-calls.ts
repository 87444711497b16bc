import type { Transport } from '@dealgrow/sdk';
import type { WidgetClient } from '../provider.tsx';

/**
 * The chat widgets' calls on the embed's transport (docs/realtime.md "Routes"): the seven the chat box and the unread
 * badge make, typed as the SDK's `chat` resource (`WidgetClient['chat']`), rather than the whole resource: about 400 B
 * gzip of the chat chunk, which must stay within 18 KB beside socket.io-client (docs/widgets.md "Sizes").
 */
export function chatCalls(transport: Transport): WidgetClient['chat'] {
  const room = (id: number | string, path = '') => `/chat-room/${encodeURIComponent(id)}${path}`;
  return {
    get: (id, options) => transport.request({ method: 'GET', path: room(id), ...options }),
    messages: (id, query, options) =>
      transport.request({ method: 'GET', path: room(id, '/chat-message'), ...(query ? { query } : {}), ...options }),
    send: (id, body, options) => transport.request({ method: 'POST', path: room(id, '/chat-message'), body, ...options }),
    seen: (id, body, options) => transport.request({ method: 'POST', path: room(id, '/chat-message/seen'), body: body ?? {}, ...options }),
    create: (body, options) => transport.request({ method: 'POST', path: '/chat-room', body, ...options }),
    privateRoomBetween: (a, b, options) => transport.request({ method: 'GET', path: `/chat-room/check-existed/${a}/${b}`, ...options }),
    unreadTotal: (query, options) =>
      transport.request({ method: 'GET', path: '/chat-room/chat-message/unread/total', ...(query ? { query } : {}), ...options }),
  };
}
